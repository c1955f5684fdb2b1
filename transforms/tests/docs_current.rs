//! The committed pass reference matches the registry; regenerate with
//! `cargo run -p tessera-transforms --bin pass-doc`.

#[test]
fn pass_reference_is_current() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/passes.md");
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == transforms::doc::passes_page(&transforms::registry()),
        "docs/passes.md is stale: run `cargo run -p tessera-transforms --bin pass-doc`"
    );
}
