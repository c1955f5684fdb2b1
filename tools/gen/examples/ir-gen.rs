//! The `ir-gen` CLI built from this crate alone (`cargo build -p tessera-gen
//! --example ir-gen`), so scripts don't depend on the rest of the workspace
//! compiling. Same behaviour as `tools/src/bin/ir-gen.rs`.

fn main() {
    std::process::exit(irgen::run_cli());
}
