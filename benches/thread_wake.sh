#!/usr/bin/env bash
# What handing a kernel's programs to one more thread costs inside a
# model, the figure `compute.thread_wake_s` in targets/cpu.target prices:
# test/torch's GPT-2 block (kernels of a few microseconds: a split only
# costs) compiled for the host with every kernel split across two threads
# (thread_wake_s = 0), run by `ir-run --jit --bench N` on one thread and on
# two in alternating rounds (the machine is shared); the difference of
# the medians over the launches split is the cost a split.
#
#   benches/thread_wake.sh [ROUNDS] [CALLS]   # needs release ir-opt and ir-run built with --features llvm
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BIN=${TESSERA_BIN_DIR:-$ROOT/target/release}
ROUNDS=${1:-5}
CALLS=${2:-500}
M=$ROOT/test/torch/Inputs/gpt2_block
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
sed -e 's/^thread_wake_s.*//' -e 's/^# cores = .*/cores = 2/' "$ROOT/targets/cpu.target" >"$T/cpu-split.target"
"$BIN/ir-opt" --decompose --convert-torch-to-hlo --fuse --tile="$T/cpu-split.target" --convert-to-tt "$M/model.mlir" -o "$T/block.mlir"
split=$(grep -c 'hlo.launch .* grid array<i64: 2, 1, 1>' "$T/block.mlir" || true)
median() {
    "$BIN/ir-run" "$T/block.mlir" --entry main --input "$M/input0.npy" --jit --threads "$1" --bench "$CALLS" |
        sed -n 's/^run: median \([0-9.]*\) ms.*/\1/p'
}
one=() two=()
for _ in $(seq "$ROUNDS"); do
    one+=("$(median 1)")
    two+=("$(median 2)")
done
python3 - "${one[*]}" "${two[*]}" "$split" <<'PY'
import statistics, sys
one = [float(x) for x in sys.argv[1].split()]
two = [float(x) for x in sys.argv[2].split()]
split = int(sys.argv[3])
m1, m2 = statistics.median(one), statistics.median(two)
print(f"one thread:  median {m1 * 1e3:.1f} us a call (rounds: {', '.join(f'{x * 1e3:.1f}' for x in one)})")
print(f"two threads: median {m2 * 1e3:.1f} us a call (rounds: {', '.join(f'{x * 1e3:.1f}' for x in two)})")
print(f"{split} launches split: thread_wake_s ~ {(m2 - m1) * 1e-3 / max(split, 1):.1e}")
PY
