//! The `ir-opt` binary.

fn main() {
    let argv: Vec<String> = std::env::args().collect();
    std::process::exit(tessera_tools::opt::main_with_args(argv));
}
