#!/usr/bin/env bash
# Runs ir-run --check on every model.mlir / model.nodecomp.mlir under the
# given model folders (each with input*.npy, output*.npy as the torch
# importer writes them) and prints one line per file and a count.
#   interp/tests/run_models.sh test/torch/Inputs /work/torch-corpus
set -u
BIN=${TESSERA_BIN_DIR:-$(dirname "$0")/../../target/release}
pass=0; fail=0
for root in "$@"; do
  for dir in "$root"/*/; do
    dir=${dir%/}
    for f in model.mlir model.nodecomp.mlir; do
      [ -f "$dir/$f" ] || continue
      args=()
      for i in $(ls "$dir" | grep -E '^input[0-9]+\.npy$' | sort -V); do args+=(--input "$dir/$i"); done
      for o in $(ls "$dir" | grep -E '^output[0-9]+\.npy$' | sort -V); do args+=(--check "$dir/$o"); done
      out=$("$BIN/ir-run" "$dir/$f" "${args[@]}" 2>&1)
      if [ $? -eq 0 ]; then
        pass=$((pass+1)); echo "PASS $dir/$f"
      else
        fail=$((fail+1)); echo "FAIL $dir/$f: $(echo "$out" | grep -v ': ok:' | head -2 | tr '\n' ' ' | cut -c1-300)"
      fi
    done
  done
done
echo "$pass passed, $fail failed"
