//! The `ir-opt` binary.

#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let argv: Vec<String> = std::env::args().collect();
    std::process::exit(tessera_tools::opt::main_with_args(argv));
}
