//! `dialect-check FILE...`: parses and checks `.dialect` files, printing
//! errors as `file:line:col: error: ...` with the source line.

use std::process::ExitCode;

fn main() -> ExitCode {
    let mut status = ExitCode::SUCCESS;
    for path in std::env::args().skip(1) {
        let src = match std::fs::read_to_string(&path) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{path}: error: {e}");
                status = ExitCode::FAILURE;
                continue;
            }
        };
        match dialect_def::load(&path, &src) {
            Ok(d) => println!(
                "{path}: ok: dialect `{}`: {} ops, {} types, {} attributes, {} enums, {} patterns",
                d.name,
                d.ops.len(),
                d.types.len(),
                d.attrs.len(),
                d.enums.len(),
                d.patterns.len()
            ),
            Err(e) => {
                eprint!("{}", e.render(&src));
                status = ExitCode::FAILURE;
            }
        }
    }
    status
}
