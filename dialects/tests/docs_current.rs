//! The committed reference pages (`docs/dialects/*.md`) match what the
//! definitions generate; regenerate with
//! `cargo run -p tessera-dialects --bin dialect-doc`.

use std::path::Path;

#[test]
fn reference_pages_are_current() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/dialects");
    let mut stale = Vec::new();
    for (file, src) in dialects::doc_sources() {
        let d = dialect_def::load(file, src).unwrap_or_else(|e| panic!("{}", e.render(src)));
        let path = dir.join(format!("{}.md", d.name.name));
        // A dialect gets its page when it is generated the first time.
        let Ok(committed) = std::fs::read_to_string(&path) else {
            continue;
        };
        if committed != dialect_def::doc::dialect_page(&d) {
            stale.push(path.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "stale reference pages (run `cargo run -p tessera-dialects --bin dialect-doc`): {stale:?}"
    );
}
