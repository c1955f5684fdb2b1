#!/usr/bin/env bash
# Whole-process benchmark: parse + print the big generic-form module with
# mlir-opt 22 and with tessera's ir-opt, side by side.
#
#   benches/generic_roundtrip.sh [--functions F] [--ops K] [--runs R] [--passes "--cse --canonicalize"]
#
# See benches/README.md.
set -euo pipefail
source "$(dirname "$0")/../scripts/oracle-common.sh"
FUNCS=2000; OPS=100; RUNS=1; PASSES=""
while [ $# -gt 0 ]; do
  case "$1" in
    --functions) FUNCS="$2"; shift 2 ;;
    --ops) OPS="$2"; shift 2 ;;
    --runs) RUNS="$2"; shift 2 ;;
    --passes) PASSES="$2"; shift 2 ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
done
need_mlir_opt
if [ ! -x /usr/bin/time ]; then
  # GNU time measures peak RSS; Debian package `time`.
  echo "note: /usr/bin/time missing; installing the 'time' package with apt-get" >&2
  if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
    apt-get install -y -qq time > /dev/null || { apt-get update -qq && apt-get install -y -qq time > /dev/null; }
  fi
  [ -x /usr/bin/time ] || { echo "error: install GNU time (apt-get install time)" >&2; exit 2; }
fi
BENCH="$ROOT/target/bench"; mkdir -p "$BENCH"
IN="$BENCH/big-${FUNCS}x${OPS}.mlir"
if [ ! -s "$IN" ]; then
  build_gen
  echo "generating $IN (ir-gen big --functions $FUNCS --ops $OPS, normalised by mlir-opt)" >&2
  "$IR_GEN" big --functions "$FUNCS" --ops "$OPS" > "$BENCH/raw.mlir"
  "$MLIR_OPT" "${MLIR_FLAGS[@]}" "$BENCH/raw.mlir" -o "$IN.tmp" && mv "$IN.tmp" "$IN"
  rm -f "$BENCH/raw.mlir"
fi
read -r -a EXTRA <<< "$PASSES"
echo "input: $IN: $(du -m "$IN" | cut -f1) MB, $(wc -l < "$IN") lines; flags: ${MLIR_FLAGS[*]} ${EXTRA[*]:-}"

# Runs one tool once; prints "seconds max_rss_kb exit_code".
once() {
  local out="$1"; shift
  local rc=0
  /usr/bin/time -f "%e %M" -o "$BENCH/time.txt" "$@" "$IN" -o "$out" 2> "$out.stderr" || rc=$?
  read -r s m < <(tail -1 "$BENCH/time.txt")
  echo "$s $m $rc"
}

# The two tools take turns, RUNS times each, so that a noisy moment on a
# shared machine hits both; each keeps its best time and its largest RSS.
if [ ! -x "$IR_OPT" ]; then
  echo "ir-opt: not built ($IR_OPT); build with: cargo build --release -p tessera-tools --bin ir-opt"
  exit 0
fi
mt=""; mm=0; mrc=0; ot=""; om=0; orc=0
better() { [ -z "$2" ] || awk "BEGIN{exit !($1 < $2)}"; }
for ((r = 0; r < RUNS; r++)); do
  read -r s m rc < <(once "$BENCH/out.mlir-opt.mlir" "$MLIR_OPT" "${MLIR_FLAGS[@]}" "${EXTRA[@]}")
  better "$s" "$mt" && mt=$s; [ "$m" -gt "$mm" ] && mm=$m; mrc=$rc
  read -r s m rc < <(once "$BENCH/out.ir-opt.mlir" "$IR_OPT" "${MLIR_FLAGS[@]}" "${EXTRA[@]}")
  better "$s" "$ot" && ot=$s; [ "$m" -gt "$om" ] && om=$m; orc=$rc
  [ "$mrc" -ne 0 ] || [ "$orc" -ne 0 ] && break
done
printf '%-10s %8s s %10s MB  exit %s\n' "mlir-opt" "$mt" "$((mm / 1024))" "$mrc"
printf '%-10s %8s s %10s MB  exit %s\n' "ir-opt" "$ot" "$((om / 1024))" "$orc"
awk -v a="$ot" -v b="$mt" -v c="$om" -v d="$mm" 'BEGIN {
  printf "ratio (ir-opt / mlir-opt): time %.2fx, peak RSS %.2fx\n", (b > 0 ? a / b : 0), (d > 0 ? c / d : 0) }'
if [ "$orc" -ne 0 ]; then
  echo "outputs: ir-opt failed: $(head -3 "$BENCH/out.ir-opt.mlir.stderr")"
elif cmp -s "$BENCH/out.mlir-opt.mlir" "$BENCH/out.ir-opt.mlir"; then
  echo "outputs: identical"
else
  echo "outputs: DIFFER ($(cmp "$BENCH/out.mlir-opt.mlir" "$BENCH/out.ir-opt.mlir" 2>&1 | head -1))"
fi
