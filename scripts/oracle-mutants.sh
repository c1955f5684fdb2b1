#!/usr/bin/env bash
# Differential check of ir-opt against mlir-opt 22 on mutants: either the
# committed reference set (test/mutants, default) or N fresh mutants.
#
#   scripts/oracle-mutants.sh            # the 500 committed mutants
#   scripts/oracle-mutants.sh N [SEED]   # N fresh mutants of corpus files, mutate seeds from SEED (default 100000)
#
# Reports: of those mlir-opt rejects, % that ir-opt rejects with a
# FILE:LINE:COL: error: line (and % at the same position); of those it
# accepts, % ir-opt prints byte-identically; crashes (exit >= 128, timeout
# or "panicked") counted separately.
set -uo pipefail
source "$(dirname "$0")/oracle-common.sh"
need_mlir_opt
need_ir_opt
W="$ROOT/target/oracle-mutants"; rm -rf "$W"; mkdir -p "$W"
if [ $# -ge 1 ]; then
  build_gen
  N="$1"; SEED="${2:-100000}"
  files=("$ROOT"/test/roundtrip/corpus/*.in.mlir)
  for ((m = 0; m < N; m++)); do
    id=$(printf 'm%06d' "$((SEED + m))")
    "$IR_GEN" mutate "${files[$(( (SEED + m) * 31 % ${#files[@]} ))]}" --seed "$((SEED + m))" > "$W/$id.mlir" 2> /dev/null
    rc=0; (cd "$W" && "$MLIR_OPT" "${MLIR_FLAGS[@]}" "$id.mlir" > "$id.expected" 2> "$id.stderr") || rc=$?
    if [ "$rc" -eq 0 ]; then rm "$W/$id.stderr"; else rm "$W/$id.expected"; fi
  done
  SRC="$W"
else
  SRC="$ROOT/test/mutants"
  cp "$SRC"/[0-9]*.* "$W"/
fi
rej=0 rej_ok=0 rej_pos=0 acc=0 acc_ok=0 crashes=0 ref_crash=0; bad=()
for f in "$W"/*.mlir; do
  id=$(basename "$f" .mlir)
  rc=0
  (cd "$W" && timeout 60 "$IR_OPT" "${MLIR_FLAGS[@]}" "$id.mlir" > "$id.ours" 2> "$id.ourerr") || rc=$?
  if [ "$rc" -ge 124 ] || grep -aq "panicked" "$W/$id.ourerr"; then
    crashes=$((crashes + 1)); bad+=("$id:crash(exit $rc)"); continue
  fi
  if [ -f "$W/$id.expected" ]; then
    acc=$((acc + 1))
    if [ "$rc" -eq 0 ] && cmp -s "$W/$id.ours" "$W/$id.expected"; then acc_ok=$((acc_ok + 1)); else bad+=("$id:accepted-by-mlir-opt(ir-opt exit $rc)"); fi
  elif grep -aq 'PLEASE submit a bug report\|Stack dump' "$W/$id.stderr" 2> /dev/null; then
    ref_crash=$((ref_crash + 1))
  else
    rej=$((rej + 1))
    want=$(grep -a -m1 -oE "^$id\.mlir:[0-9]+:[0-9]+: error:" "$W/$id.stderr")
    got=$(grep -a -m1 -oE "^$id\.mlir:[0-9]+:[0-9]+: error:" "$W/$id.ourerr")
    if [ "$rc" -ne 0 ] && [ -n "$got" ]; then
      rej_ok=$((rej_ok + 1)); [ "$got" = "$want" ] && rej_pos=$((rej_pos + 1))
    else
      bad+=("$id:rejected-by-mlir-opt(ir-opt exit $rc)")
    fi
  fi
done
pct() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f%%", (b ? 100 * a / b : 0) }'; }
echo "== ir-opt vs mlir-opt on $(ls "$W"/*.mlir | wc -l) mutants ($SRC)"
echo "  rejected by mlir-opt: $rej; ir-opt rejects with FILE:LINE:COL: error: $rej_ok ($(pct "$rej_ok" "$rej")), same position: $rej_pos ($(pct "$rej_pos" "$rej"))"
echo "  accepted by mlir-opt: $acc; ir-opt prints identically: $acc_ok ($(pct "$acc_ok" "$acc"))"
echo "  ir-opt crashes: $crashes; mlir-opt crashes (not counted above): $ref_crash"
if [ ${#bad[@]} -gt 0 ]; then
  echo "== first mismatches (files in $W)"
  for x in "${bad[@]:0:10}"; do
    id=${x%%:*}
    echo "-- $x  [$(grep -P "^$id\t" "$ROOT/test/mutants/manifest.tsv" 2> /dev/null | cut -f2,4)]"
    if [ -f "$W/$id.expected" ]; then diff "$W/$id.expected" "$W/$id.ours" | head -6 | cut -c1-200
    else echo "   mlir-opt: $(grep -m1 'error:' "$W/$id.stderr" | cut -c1-160)"; echo "   ir-opt:   $(head -1 "$W/$id.ourerr" | cut -c1-160)"; fi
  done
fi
