#!/usr/bin/env bash
# Live differential check of ir-opt against mlir-opt 22 on fresh random
# modules (seeds outside the committed corpus, which uses 1..300).
#
#   scripts/oracle-roundtrip.sh [N=200] [START_SEED=100000]
#
# For each seed: generate a module (size varies 4..60), normalise it with
# mlir-opt with and without --mlir-print-debuginfo, then run ir-opt with the
# same flags on (a) mlir-opt's output and (b) the original input, and count
# byte-identical results. Lists the first failing seeds with a diff excerpt.
# Work files stay in target/oracle-roundtrip/ for inspection.
set -uo pipefail
source "$(dirname "$0")/oracle-common.sh"
N="${1:-200}"; START="${2:-100000}"
need_mlir_opt
need_ir_opt
build_gen
W="$ROOT/target/oracle-roundtrip"; rm -rf "$W"; mkdir -p "$W"
declare -A pass total
checks=(generic-on-output generic-on-input debuginfo-on-output debuginfo-on-input)
for c in "${checks[@]}"; do pass[$c]=0; total[$c]=0; done
crashes=0; skipped=0; notfixed=0; failures=()
for ((s = START; s < START + N; s++)); do
  f="s$s.mlir"
  "$IR_GEN" random --seed "$s" --size $(( 4 + (s * 13) % 57 )) > "$W/$f"
  if ! (cd "$W" && "$MLIR_OPT" "${MLIR_FLAGS[@]}" "$f" -o "s$s.generic" 2> /dev/null \
        && "$MLIR_OPT" "${MLIR_FLAGS[@]}" --mlir-print-debuginfo "$f" -o "s$s.debuginfo" 2> /dev/null); then
    skipped=$((skipped + 1)); continue   # mlir-opt rejected the generator's output
  fi
  # References for the "on-output" checks: mlir-opt applied to its own
  # output (it is not always a fixed point, and sometimes rejects its own
  # debuginfo output: then that check is skipped).
  (cd "$W" && "$MLIR_OPT" "${MLIR_FLAGS[@]}" "s$s.generic" -o "s$s.generic.2" 2> /dev/null) || rm -f "$W/s$s.generic.2"
  (cd "$W" && "$MLIR_OPT" "${MLIR_FLAGS[@]}" --mlir-print-debuginfo "s$s.debuginfo" -o "s$s.debuginfo.2" 2> /dev/null) || rm -f "$W/s$s.debuginfo.2"
  cmp -s "$W/s$s.generic" "$W/s$s.generic.2" || notfixed=$((notfixed + 1))
  for c in "${checks[@]}"; do
    case "$c" in
      generic-on-output) in="s$s.generic"; flags=(); ref="s$s.generic.2" ;;
      generic-on-input) in="$f"; flags=(); ref="s$s.generic" ;;
      debuginfo-on-output) in="s$s.debuginfo"; flags=(--mlir-print-debuginfo); ref="s$s.debuginfo.2" ;;
      debuginfo-on-input) in="$f"; flags=(--mlir-print-debuginfo); ref="s$s.debuginfo" ;;
    esac
    [ -f "$W/$ref" ] || continue
    out="s$s.$c.ours"; rc=0
    (cd "$W" && timeout 60 "$IR_OPT" "${MLIR_FLAGS[@]}" "${flags[@]}" "$in" > "$out" 2> "$out.err") || rc=$?
    total[$c]=$((total[$c] + 1))
    if [ "$rc" -ge 124 ] || grep -q "panicked" "$W/$out.err"; then crashes=$((crashes + 1)); fi
    if [ "$rc" -eq 0 ] && cmp -s "$W/$out" "$W/$ref"; then
      pass[$c]=$((pass[$c] + 1))
    else
      failures+=("$s:$c:$rc")
    fi
  done
done
echo "== ir-opt vs mlir-opt on $N fresh random modules (seeds $START..$((START + N - 1)); $skipped rejected by mlir-opt and skipped)"
for c in "${checks[@]}"; do
  t=${total[$c]}; p=${pass[$c]}
  awk -v p="$p" -v t="$t" -v c="$c" 'BEGIN { printf "  %-22s %5d / %-5d byte-identical (%.1f%%)\n", c, p, t, (t ? 100 * p / t : 0) }'
done
echo "  (mlir-opt was not a fixed point of itself on $notfixed of them; on-output references are its second pass)"
echo "  crashes (exit >= 124/timeout/signal, or panicked): $crashes"
if [ ${#failures[@]} -gt 0 ]; then
  echo "== first failures (seed:check:exit); files in $W"
  for x in "${failures[@]:0:8}"; do
    IFS=: read -r s c rc <<< "$x"
    case "$c" in generic-on-input) ref="s$s.generic" ;; debuginfo-on-input) ref="s$s.debuginfo" ;;
      generic-on-output) ref="s$s.generic.2" ;; *) ref="s$s.debuginfo.2" ;; esac
    echo "-- seed $s, $c, ir-opt exit $rc   (regenerate: ir-gen random --seed $s --size $(( 4 + (s * 13) % 57 )))"
    if [ "$rc" -ne 0 ]; then head -3 "$W/s$s.$c.ours.err" | cut -c1-200
    else diff "$W/$ref" "$W/s$s.$c.ours" | head -8 | cut -c1-200; fi
  done
fi
