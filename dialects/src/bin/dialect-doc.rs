//! Writes `docs/dialects/<name>.md` for every standard dialect (and the
//! worked example) from its definition.

use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let out_dir = root.join("docs/dialects");
    if let Err(e) = std::fs::create_dir_all(&out_dir) {
        eprintln!("dialect-doc: {}: {e}", out_dir.display());
        std::process::exit(1);
    }
    let mut failed = false;
    for (file, src) in dialects::doc_sources() {
        match dialect_def::load(file, src) {
            Ok(d) => {
                let path = out_dir.join(format!("{}.md", d.name.name));
                if let Err(e) = std::fs::write(&path, dialect_def::doc::dialect_page(&d)) {
                    eprintln!("dialect-doc: {}: {e}", path.display());
                    failed = true;
                }
            }
            Err(e) => {
                eprint!("{}", e.render(src));
                failed = true;
            }
        }
    }
    std::process::exit(failed as i32);
}
