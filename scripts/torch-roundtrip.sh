#!/usr/bin/env bash
# Round trip of torch-mlir output through ir-opt: every `.mlir` under the
# given directories (default: test/torch/Inputs) must print back byte for
# byte and verify (tools/torch-import writes what torch-mlir's
# `print(module)` shows). `*.debuginfo.mlir` files are printed
# with --mlir-print-debuginfo; files in MLIR's generic form with
# --mlir-print-op-generic.
#
#   scripts/torch-roundtrip.sh [DIR...]
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
IR_OPT="${IR_OPT:-$ROOT/target/release/ir-opt}"
[ -x "$IR_OPT" ] || { echo "torch-roundtrip: build ir-opt first (cargo build --release)" >&2; exit 2; }
[ $# -gt 0 ] || set -- "$ROOT/test/torch/Inputs"
ok=0; bad=0; out=$(mktemp); trap 'rm -f "$out"' EXIT
while IFS= read -r f; do
  flags=()
  case "$f" in *.debuginfo.mlir) flags+=(--mlir-print-debuginfo);; esac
  head -c 20 "$f" | grep -q '^"builtin.module"' && flags+=(--mlir-print-op-generic)
  if "$IR_OPT" "${flags[@]}" "$f" > "$out" 2> "$out.err" && cmp -s "$f" "$out"; then
    ok=$((ok + 1))
  else
    bad=$((bad + 1)); echo "DIFFERS: $f"; head -3 "$out.err"
    diff "$f" "$out" | head -6
  fi
done < <(find "$@" -name '*.mlir' | sort)
rm -f "$out.err"
echo "torch-roundtrip: $ok byte-identical, $bad differ"
[ "$bad" -eq 0 ]
