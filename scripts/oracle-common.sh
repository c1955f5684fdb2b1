# Shared helpers for the oracle scripts (sourced, not run).
# Finds mlir-opt, builds the generator from its own crate (so a broken
# crate elsewhere in the workspace doesn't stop us) and locates ir-opt.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
IR_OPT="${IR_OPT:-$ROOT/target/release/ir-opt}"
IR_GEN="$ROOT/target/release/examples/ir-gen"
MLIR_FLAGS=(--allow-unregistered-dialect --mlir-print-op-generic)

need_mlir_opt() {
  if [ ! -x "$MLIR_OPT" ]; then
    echo "error: mlir-opt not found at $MLIR_OPT (install mlir-22-tools, or set MLIR_OPT)" >&2
    exit 2
  fi
}

build_gen() {
  (cd "$ROOT" && cargo build --quiet --release -p tessera-gen --example ir-gen) || {
    echo "error: building the generator (cargo build --release -p tessera-gen --example ir-gen) failed" >&2
    exit 2
  }
}

need_ir_opt() {
  if [ ! -x "$IR_OPT" ]; then
    echo "error: $IR_OPT not found." >&2
    echo "  build it with: cargo build --release -p tessera-tools --bin ir-opt (or set IR_OPT=...)" >&2
    exit 2
  fi
}
