//! Writes `docs/passes.md` from the pass registry.
fn main() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/passes.md");
    let page = transforms::doc::passes_page(&transforms::registry());
    if let Err(e) = std::fs::write(path, page) {
        eprintln!("pass-doc: cannot write {path}: {e}");
        std::process::exit(1);
    }
}
