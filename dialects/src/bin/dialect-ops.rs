//! Writes each compiled-in dialect's typed op wrappers,
//! `dialects/src/<d>/ops.rs`, from its definition.

use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut failed = false;
    for d in dialects::ALL {
        let path = root.join(d.name).join("ops.rs");
        match dialects::typed_ops_source(d) {
            Ok(text) => {
                if let Err(e) = std::fs::write(&path, text) {
                    eprintln!("dialect-ops: {}: {e}", path.display());
                    failed = true;
                }
            }
            Err(e) => {
                eprint!("{e}");
                failed = true;
            }
        }
    }
    std::process::exit(failed as i32);
}
