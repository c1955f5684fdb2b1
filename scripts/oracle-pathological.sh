#!/usr/bin/env bash
# Generates every pathological input, runs mlir-opt 22 on it and records
# what it does in test/pathological/results.tsv. Inputs under 64 KiB are
# kept as files (test/pathological/KIND.mlir with KIND.expected or
# KIND.stderr); big ones are regenerated from `ir-gen pathological KIND`.
# With IR_OPT present, also runs ir-opt on each and prints both outcomes.
#
#   scripts/oracle-pathological.sh
set -uo pipefail
source "$(dirname "$0")/oracle-common.sh"
need_mlir_opt
build_gen
DIR="$ROOT/test/pathological"
mkdir -p "$DIR"
TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
printf 'kind\tn\tbytes\tmlir_opt_exit\tseconds\tpeak_rss_kb\toutcome\n' > "$DIR/results.tsv"
"$IR_GEN" pathological --list | while read -r kind n; do
  f="$TMP/$kind.mlir"
  "$IR_GEN" pathological "$kind" > "$f"
  bytes=$(wc -c < "$f")
  rc=0
  (cd "$TMP" && /usr/bin/time -f "%e %M" -o "$kind.time" "$MLIR_OPT" "${MLIR_FLAGS[@]}" "$kind.mlir" > "$kind.out" 2> "$kind.err") || rc=$?
  read -r secs rss < <(tail -1 "$TMP/$kind.time" | grep -E '^[0-9.]+ [0-9]+$' || echo "? ?")
  if [ "$rc" -ge 128 ]; then outcome="crash (signal $((rc - 128)))"
  elif [ "$rc" -ne 0 ]; then outcome="$(grep -m1 -o 'error: .*' "$TMP/$kind.err")"
  else outcome="accepted ($(wc -c < "$TMP/$kind.out") bytes out)"; fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$kind" "$n" "$bytes" "$rc" "$secs" "$rss" "$outcome" >> "$DIR/results.tsv"
  rm -f "$DIR/$kind".mlir "$DIR/$kind".expected "$DIR/$kind".stderr
  if [ "$bytes" -lt 65536 ]; then
    cp "$f" "$DIR/$kind.mlir"
    if [ "$rc" -eq 0 ]; then cp "$TMP/$kind.out" "$DIR/$kind.expected"; else cp "$TMP/$kind.err" "$DIR/$kind.stderr"; fi
  fi
  ours=""
  if [ -x "$IR_OPT" ]; then
    orc=0
    (cd "$TMP" && timeout 120 "$IR_OPT" "${MLIR_FLAGS[@]}" "$kind.mlir" > "$kind.ours" 2> "$kind.ourerr") || orc=$?
    ours="  ir-opt: exit $orc$( [ "$orc" -eq 0 ] && cmp -s "$TMP/$kind.ours" "$TMP/$kind.out" && echo ', identical')"
  fi
  echo "$kind (N=$n, $bytes bytes): mlir-opt $outcome$ours"
done
