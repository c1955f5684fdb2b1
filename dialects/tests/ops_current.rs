//! The committed typed wrappers (`src/<d>/ops.rs`) are what the
//! definitions generate; after changing a `.dialect` file run
//! `cargo run -p tessera-dialects --bin dialect-ops`.

use std::path::Path;

#[test]
fn typed_wrappers_are_current() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut stale = Vec::new();
    for d in dialects::ALL {
        let want = dialects::typed_ops_source(d).unwrap_or_else(|e| panic!("{e}"));
        let path = root.join(d.name).join("ops.rs");
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        if have != want {
            stale.push(path.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "stale typed wrappers (run `cargo run -p tessera-dialects --bin dialect-ops`): {stale:?}"
    );
}
