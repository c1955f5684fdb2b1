//! The `ir-run` binary: the interpreter, the simulated Spyre and the JIT
//! on an MLIR file (`tessera_tools::run`).

use std::process::ExitCode;

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().collect();
    tessera_tools::guard::run("ir-run", ExitCode::FAILURE, move || {
        tessera_tools::run::main_with_args(argv)
    })
}
