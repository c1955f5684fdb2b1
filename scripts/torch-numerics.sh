#!/usr/bin/env bash
# ir-run against PyTorch on imported models: for every model directory
# (tools/torch-import's layout: model.mlir, model.nodecomp.mlir,
# input*.npy, output*.npy) runs each form as imported and after
# `ir-opt --decompose`, and compares every result with PyTorch's
# (rtol 1e-4, atol 1e-5 unless RTOL/ATOL say otherwise).
#
#   scripts/torch-numerics.sh [MODEL_DIR...]   (default: test/torch/Inputs/*)
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BIN="${TESSERA_BIN_DIR:-$ROOT/target/release}"
[ -x "$BIN/ir-run" ] || { echo "torch-numerics: build first (cargo build --release)" >&2; exit 2; }
[ $# -gt 0 ] || set -- "$ROOT"/test/torch/Inputs/*/
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
ok=0; bad=0
for d in "$@"; do
  d=${d%/}
  ins=(); for f in "$d"/input*.npy; do [ -e "$f" ] && ins+=(--input "$f"); done
  outs=(); for f in "$d"/output*.npy; do [ -e "$f" ] && outs+=(--check "$f"); done
  for form in model.mlir model.nodecomp.mlir; do
    [ -f "$d/$form" ] || continue
    for pass in none decompose; do
      file="$d/$form"
      if [ $pass = decompose ]; then
        file="$tmp/dec.mlir"
        "$BIN/ir-opt" --decompose "$d/$form" > "$file" 2> "$tmp/err" || { bad=$((bad+1)); echo "FAIL $d/$form --decompose: $(head -1 "$tmp/err")"; continue; }
      fi
      if "$BIN/ir-run" "$file" --entry main "${ins[@]}" "${outs[@]}" --rtol "${RTOL:-1e-4}" --atol "${ATOL:-1e-5}" > "$tmp/out" 2>&1; then
        ok=$((ok+1))
      else
        bad=$((bad+1)); echo "FAIL $d/$form ($pass): $(grep -m1 -E 'error|mismatch|FAIL' "$tmp/out" | cut -c1-200)"
      fi
    done
  done
done
echo "torch-numerics: $ok agree with PyTorch, $bad do not"
[ "$bad" -eq 0 ]
