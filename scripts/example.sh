#!/usr/bin/env bash
# The main job on a bundled example: build ir-opt in release mode and run it on
# examples/*.mlir (round-tripped in MLIR's generic form). When mlir-opt 22 is
# present, its reading of our output is checked too.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
"$ROOT/scripts/setup.sh"

cargo build --release -p tessera-tools --bin ir-opt
TARGET_DIR=${CARGO_TARGET_DIR:-$ROOT/target}
IR_OPT="$TARGET_DIR/release/ir-opt"
MLIR_OPT=/usr/lib/llvm-22/bin/mlir-opt

EXAMPLE=${1:-$ROOT/examples/hello.mlir}
echo "== ir-opt --allow-unregistered-dialect --mlir-print-op-generic $EXAMPLE"
OUT=$(mktemp)
trap 'rm -f "$OUT"' EXIT
"$IR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$EXAMPLE" | tee "$OUT"
if [ ! -s "$OUT" ]; then
    echo "example.sh: ir-opt printed nothing" >&2
    exit 1
fi
if [ -x "$MLIR_OPT" ]; then
    echo "== mlir-opt reads it back"
    "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$OUT" >/dev/null
    echo "ok: mlir-opt accepts ir-opt's output"
fi
