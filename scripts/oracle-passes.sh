#!/usr/bin/env bash
# Live differential check of ir-opt's passes against mlir-opt 22 on fresh
# random programs in the standard dialects (issue 5's measure).
#
#   scripts/oracle-passes.sh [N] [SEED] [-- PASS FLAGS...]
#
# For each seed `ir-gen std` writes a program, mlir-opt normalises it
# (pretty); then for every pipeline (default: --cse, --symbol-dce) both
# tools run with those flags on the normalised file (and, separately,
# with --mlir-print-op-generic) and ir-opt's stdout must equal mlir-opt's
# byte for byte. Reports per-pipeline agreement and crashes; the failing
# ids are listed with the files left in target/oracle-passes.
# Env: PIPELINES='--cse;--symbol-dce;--cse --symbol-dce' (;-separated),
#      STD_DIALECTS=func,arith,... restricts the programs.
set -uo pipefail
source "$(dirname "$0")/oracle-common.sh"
need_mlir_opt
need_ir_opt
build_gen
N="${1:-100}"; SEED="${2:-600000}"
IFS=';' read -r -a PIPES <<< "${PIPELINES:---cse;--symbol-dce;--cse --symbol-dce;--pass-pipeline=builtin.module(func.func(cse),symbol-dce)}"
W="$ROOT/target/oracle-passes"; rm -rf "$W"; mkdir -p "$W"
pct() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f%%", (b ? 100 * a / b : 0) }'; }
declare -A ok tot
bad=(); crashes=0; progs=0
for ((i = 0; i < N; i++)); do
  s=$((SEED + i)); id="s$s"
  size="$(( 4 + (s * 7) % 18 ))"
  "$IR_GEN" std --seed "$s" --size "$size" ${STD_DIALECTS:+--dialects "$STD_DIALECTS"} > "$W/$id.in.mlir"
  (cd "$W" && "$MLIR_OPT" "$id.in.mlir" -o "$id.mlir" 2> /dev/null) || continue
  progs=$((progs + 1))
  for ((p = 0; p < ${#PIPES[@]}; p++)); do
    for form in pretty generic; do
      read -r -a flags <<< "${PIPES[$p]}"
      [ "$form" = generic ] && flags+=(--mlir-print-op-generic)
      key="$p.$form"
      (cd "$W" && "$MLIR_OPT" "${flags[@]}" "$id.mlir" > "$id.$key.expected" 2> /dev/null) || continue
      tot[$key]=$(( ${tot[$key]:-0} + 1 ))
      rc=0; (cd "$W" && timeout 60 "$IR_OPT" "${flags[@]}" "$id.mlir" > "$id.$key.ours" 2> "$id.$key.err") || rc=$?
      if [ "$rc" -ge 124 ] || grep -aq panicked "$W/$id.$key.err"; then crashes=$((crashes + 1)); fi
      if [ "$rc" -eq 0 ] && cmp -s "$W/$id.$key.ours" "$W/$id.$key.expected"; then
        ok[$key]=$(( ${ok[$key]:-0} + 1 ))
      else
        bad+=("$id:$key")
      fi
    done
  done
done
echo "== ir-opt vs mlir-opt passes on $progs fresh std programs (seeds $SEED..$((SEED + N - 1)))"
for ((p = 0; p < ${#PIPES[@]}; p++)); do
  for form in pretty generic; do
    key="$p.$form"
    echo "  ${PIPES[$p]} ($form): ${ok[$key]:-0}/${tot[$key]:-0} byte-identical ($(pct "${ok[$key]:-0}" "${tot[$key]:-0}"))"
  done
done
echo "  ir-opt crashes: $crashes [must be 0]"
if [ ${#bad[@]} -gt 0 ]; then echo "  differing: ${bad[*]:0:40}"; fi
