#!/usr/bin/env bash
# Records mlir-opt's second pass over the round-trip corpus where it is not
# a fixed point of itself (see test/roundtrip/corpus/fixpoint.tsv): the
# reference for "ir-opt on mlir-opt's output" is mlir-opt on that output.
#   NNNN.generic.next / NNNN.debuginfo.next       its stdout, when it differs
#   NNNN.generic.next.err / NNNN.debuginfo.next.err  its stderr, when it rejects
set -euo pipefail
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
cd "$(dirname "$0")/../test/roundtrip/corpus"
rm -f ./*.next ./*.next.err
tail -n +2 fixpoint.tsv | while IFS=$'\t' read -r id generic debuginfo; do
  for kind in generic debuginfo; do
    state=$generic; flags=(--allow-unregistered-dialect --mlir-print-op-generic)
    if [ "$kind" = debuginfo ]; then state=$debuginfo; flags+=(--mlir-print-debuginfo); fi
    case "$state" in
      differs) "$MLIR_OPT" "${flags[@]}" "$id.$kind.mlir" > "$id.$kind.next" ;;
      rejected) ! "$MLIR_OPT" "${flags[@]}" "$id.$kind.mlir" > /dev/null 2> "$id.$kind.next.err" ;;
    esac
  done
done
echo "recorded $(ls ./*.next 2>/dev/null | wc -l) second passes, $(ls ./*.next.err 2>/dev/null | wc -l) rejections"
