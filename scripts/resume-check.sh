#!/usr/bin/env bash
# The IR is the contract between passes, checked on any model: for each
# file and target, the dataflow pipeline printed after every prefix (with
# its locations) and resumed by a new ir-opt process gives byte for byte
# the output of one process.
#
#   scripts/resume-check.sh [--bin DIR] [--targets spyre,tpu-v5e,cpu] FILE...
#
# A torch-mlir file starts at --decompose --convert-torch-to-hlo; a JAX
# StableHLO file (anything without torch ops) at --inline. Spyre runs to
# --convert-to-ktir, the CPU to --convert-to-tt, a TPU to --schedule. A
# file the whole pipeline rejects for a target (an op with no kernel form
# there yet) is reported and skipped. Exit status 1 if any resume differs.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BIN="$ROOT/target/debug"
TARGETS="spyre,tpu-v5e,cpu"
while [ $# -gt 0 ]; do
    case "$1" in
        --bin) BIN=$2; shift 2 ;;
        --targets) TARGETS=$2; shift 2 ;;
        *) break ;;
    esac
done
IR_OPT="$BIN/ir-opt"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
failed=0; checked=0; skipped=0
for f in "$@"; do
    if grep -q "torch\.aten\." "$f"; then front=(--decompose --convert-torch-to-hlo); else front=(--inline); fi
    for t in ${TARGETS//,/ }; do
        passes=("${front[@]}" --fuse --layout "--tile=target=$t" --schedule)
        case "$t" in
            spyre) passes+=(--convert-to-ktir); debug=(--mlir-print-debuginfo) ;;
            cpu) passes+=(--convert-to-tt); debug=() ;;
            *) debug=() ;;
        esac
        if ! "$IR_OPT" "--target=$t" "${debug[@]}" "${passes[@]}" "$f" -o "$TMP/whole" 2>"$TMP/err"; then
            echo "skip: $f ($t): $(head -1 "$TMP/err")"
            skipped=$((skipped + 1))
            continue
        fi
        for ((cut = 1; cut < ${#passes[@]}; cut++)); do
            head=("${passes[@]:0:cut}")
            tail=("${passes[@]:cut}")
            "$IR_OPT" "--target=$t" --mlir-print-debuginfo "${head[@]}" "$f" -o "$TMP/first" 2>/dev/null \
                && "$IR_OPT" "--target=$t" "${debug[@]}" "${tail[@]}" "$TMP/first" -o "$TMP/rest" 2>/dev/null
            if [ $? -ne 0 ] || ! cmp -s "$TMP/whole" "$TMP/rest"; then
                echo "DIFFERS: $f ($t) resumed after ${head[*]}"
                failed=1
            fi
            checked=$((checked + 1))
        done
    done
done
echo "resume-check: $checked resumes checked, $skipped file/target pairs skipped, $([ $failed = 0 ] && echo 'all identical' || echo 'some differ')"
exit $failed
