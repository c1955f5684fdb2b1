#!/bin/sh
# Records cases.txt for ir/tests/affine_oracle.rs: the corpus inputs
# (hand-picked, then seeded random ones, as the test's `dump_inputs`
# writes them) with the attribute LLVM 22's mlir-opt prints for each.
# Usage: ir/tests/data/affine/record.sh [random-case-count]   (default 400)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../.." && pwd)
mlir_opt=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cd "$root"
AFFINE_DUMP="$tmp/inputs.txt" AFFINE_DUMP_CASES="${1:-400}" \
  cargo test -q -p tessera-ir --test affine_oracle dump_inputs -- --ignored >/dev/null

# One op per case; --mlir-print-local-scope prints each attribute inline.
sed 's/.*/"x.y"() {a = &} : () -> ()/' "$tmp/inputs.txt" >"$tmp/batch.mlir"
"$mlir_opt" --allow-unregistered-dialect --mlir-print-op-generic \
  --mlir-print-local-scope "$tmp/batch.mlir" >"$tmp/out.mlir"
sed -n 's/^  "x.y"() {a = \(.*\)} : () -> ()$/\1/p' "$tmp/out.mlir" >"$tmp/outputs.txt"

n_in=$(wc -l <"$tmp/inputs.txt")
n_out=$(wc -l <"$tmp/outputs.txt")
if [ "$n_in" != "$n_out" ]; then
  echo "record.sh: $n_in inputs but $n_out outputs" >&2
  exit 1
fi
{
  echo "// Recorded by record.sh from $("$mlir_opt" --version | sed -n 's/^.*LLVM version /LLVM /p' | head -n 1)."
  echo "// Each case: the input attribute, then what mlir-opt prints for it."
  paste -d '\n' "$tmp/inputs.txt" "$tmp/outputs.txt" |
    awk 'NR % 2 == 1 { print "in: " $0; next } { print "out: " $0 }'
} >"$here/cases.txt"
echo "recorded $n_in cases in $here/cases.txt"
