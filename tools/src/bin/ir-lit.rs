//! `ir-lit`: tessera's lit-style test runner (see the `lit` crate).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(lit::cli::main(&args));
}
