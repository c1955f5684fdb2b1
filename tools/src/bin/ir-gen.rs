//! `ir-gen`: generators of random, big, mutated and pathological MLIR
//! modules (see `irgen::cli::USAGE`).

fn main() {
    std::process::exit(irgen::run_cli());
}
