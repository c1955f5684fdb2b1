//! `filecheck`: an LLVM-compatible FileCheck (see the `filecheck` crate).

fn main() {
    std::process::exit(filecheck::run_cli(std::env::args_os()))
}
