#!/usr/bin/env bash
# The main job on a bundled example: a GPT-2 block from PyTorch and JAX down to
# StableHLO, compiled for Spyre with its report, compared with a TPU, emitted as
# KTIR and run on a simulated Spyre against the frameworks' outputs. First,
# ir-opt (release) round-trips examples/hello.mlir in MLIR's generic form; when
# mlir-opt 22 is present, its reading of our output is checked too.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
"$ROOT/scripts/setup.sh"

# shellcheck source=scripts/features.sh
source "$ROOT/scripts/features.sh"
cargo build --release -p tessera-tools --features "$TOOLS_FEATURES" --bin ir-opt
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

# A real model down to the whole-graph array level: the committed
# torch-mlir import of a GPT-2 block, decomposed to Core ATen and converted
# to StableHLO, then run by the reference interpreter against PyTorch's
# outputs; and the same kind of block as JAX exports it.
cargo build --release -p tessera-tools --features "$TOOLS_FEATURES" --bin ir-run
IR_RUN="$TARGET_DIR/release/ir-run"
MODEL="$ROOT/test/torch/Inputs/gpt2_block"
HLO=$(mktemp --suffix=.mlir)
trap 'rm -f "$OUT" "$HLO"' EXIT
echo "== ir-opt --decompose --convert-torch-to-hlo $MODEL/model.mlir"
"$IR_OPT" --decompose --convert-torch-to-hlo "$MODEL/model.mlir" -o "$HLO"
echo "torch ops: $(grep -cE '= torch\.(aten|prim)\.' "$MODEL/model.mlir") -> StableHLO ops, by kind:"
grep -oE '= (stablehlo|chlo)\.[a-z_]+' "$HLO" | cut -c3- | sort | uniq -c | sort -rn | awk '{printf "  %5d %s\n", $1, $2}'
echo "== ir-run the StableHLO program against PyTorch's outputs"
"$IR_RUN" "$HLO" --input "$MODEL/input0.npy" --check "$MODEL/output0.npy"
JAX="$ROOT/test/stablehlo/Inputs/gpt2_block"
echo "== ir-run JAX's export of a GPT-2 block against JAX's outputs"
"$IR_RUN" "$JAX/model.stablehlo.mlir" --input "$JAX/input0.npy" --check "$JAX/output0.npy"

# The GPT-2 block compiled for a dataflow machine: fused into kernels,
# laid out and divided across Spyre's 32 cores, with the report of every
# kernel (bytes, flops, cores, on-chip bytes, time), then the same block
# compared between a TPU v5e and Spyre, and the compiled program run again
# to PyTorch's outputs.
FUSED=$(mktemp --suffix=.mlir)
trap 'rm -f "$OUT" "$HLO" "$FUSED"' EXIT
echo "== ir-opt --fuse --layout --tile=spyre --report=table (the torch-mlir GPT-2 block)"
"$IR_OPT" --decompose --convert-torch-to-hlo --fuse --layout --tile=spyre --report=table "$MODEL/model.mlir"
echo "== ir-opt --inline --fuse --layout --tile --compare=tpu-v5e,spyre (JAX's GPT-2 block), first kernels"
"$IR_OPT" --inline --fuse --layout --tile --compare=tpu-v5e,spyre "$JAX/model.stablehlo.mlir" | head -40
echo "== the compiled program still gives PyTorch's outputs"
"$IR_OPT" --decompose --convert-torch-to-hlo --fuse --layout --tile=spyre "$MODEL/model.mlir" -o "$FUSED"
"$IR_RUN" "$FUSED" --input "$MODEL/input0.npy" --check "$MODEL/output0.npy"

# All the way down to KTIR: JAX's GPT-2 block as Spyre kernels (one KTIR
# function a kernel over its work division) and a host function that
# stores the weights in a device workspace and launches them; the
# simulated Spyre runs it to JAX's outputs and prints each kernel's
# latency estimate beside the schedule pass's.
KTIR=$(mktemp --suffix=.mlir)
KOUT=$(mktemp -d)
trap 'rm -rf "$OUT" "$HLO" "$FUSED" "$KTIR" "$KOUT"' EXIT
echo "== ir-opt --inline --fuse --tile=spyre --convert-to-ktir (JAX's GPT-2 block)"
"$IR_OPT" --inline --fuse --tile=spyre --convert-to-ktir "$JAX/model.stablehlo.mlir" -o "$KTIR"
echo "KTIR kernels: $(grep -c 'attributes {grid' "$KTIR"), workspace $(grep -o 'hlo.workspace_elements = [0-9]*' "$KTIR" | grep -o '[0-9]*$') elements"
echo "== ir-run the KTIR on the simulated Spyre against JAX's outputs"
WS=$(grep -o 'hlo.workspace_elements = [0-9]*' "$KTIR" | grep -o '[0-9]*$')
"$IR_RUN" "$KTIR" --entry main --arg arg0="$JAX/input0.npy" --arg arg1=zeros:8x32:f32 \
    --arg arg2=zeros:"$WS":f32 --out-dir "$KOUT" --check arg1="$JAX/output0.npy" --report

# The tile level: a softmax kernel as Triton itself prints it (TTIR), run
# over its grid by the interpreter and compiled to machine code by the
# LLVM bridge, both to numpy's result.
TT="$ROOT/test/tt/Inputs"
echo "== ir-run a Triton softmax kernel (5 rows of 100) interpreted, then --jit"
"$IR_RUN" "$TT/softmax.ttir" --entry softmax_kernel --grid 5 --arg out_ptr=zeros:5x100:f32 \
    --arg in_ptr="$TT/run/softmax_in.npy" --arg in_stride=100 --arg out_stride=100 --arg n_cols=100 \
    --out-dir "$KOUT" --check out_ptr="$TT/run/softmax_ref.npy"
"$IR_RUN" "$TT/softmax.ttir" --entry softmax_kernel --grid 5 --arg out_ptr=zeros:5x100:f32 \
    --arg in_ptr="$TT/run/softmax_in.npy" --arg in_stride=100 --arg out_stride=100 --arg n_cols=100 \
    --out-dir "$KOUT" --check out_ptr="$TT/run/softmax_ref.npy" --jit --bench 10

# The CPU: the same PyTorch GPT-2 block compiled for the host, each kernel
# a tile kernel (`--convert-to-tt`, its rows split over the host's
# threads) launched from the host function; the interpreter runs it, and
# `--jit` runs the kernels compiled by the LLVM bridge, both to PyTorch's
# outputs; `--bench` prints the compile time and the time a call.
CPU=$(mktemp --suffix=.mlir)
trap 'rm -rf "$OUT" "$HLO" "$FUSED" "$KTIR" "$KOUT" "$CPU"' EXIT
echo "== ir-opt --decompose --convert-torch-to-hlo --fuse --tile=cpu --convert-to-tt (PyTorch's GPT-2 block)"
"$IR_OPT" --decompose --convert-torch-to-hlo --fuse --tile=cpu --convert-to-tt "$MODEL/model.mlir" -o "$CPU"
echo "tile kernels: $(grep -c 'tt.func' "$CPU"), launches: $(grep -c 'hlo.launch' "$CPU")"
echo "== ir-run the CPU program, kernels interpreted, then compiled (--jit --threads 2)"
"$IR_RUN" "$CPU" --input "$MODEL/input0.npy" --check "$MODEL/output0.npy" --rtol 1e-4 --atol 1e-5
"$IR_RUN" "$CPU" --jit --threads 2 --bench 20 --input "$MODEL/input0.npy" --check "$MODEL/output0.npy" --rtol 1e-4 --atol 1e-5
# The same kernels run by real MLIR in-process (the MLIR bridge: each
# kernel written as MLIR's standard dialects, lowered by MLIR's own passes
# and run by its ExecutionEngine), a third engine that must agree.
if "$IR_RUN" --engines | grep -qw mlir; then
    echo "== ir-run the CPU program with its kernels run by MLIR (--engine=mlir)"
    "$IR_RUN" "$CPU" --engine=mlir --input "$MODEL/input0.npy" --check "$MODEL/output0.npy" --rtol 1e-4 --atol 1e-5
fi
