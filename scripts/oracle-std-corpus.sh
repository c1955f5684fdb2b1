#!/usr/bin/env bash
# Regenerates the standard-dialect oracle data from `ir-gen std` and
# mlir-opt 22 (no --allow-unregistered-dialect: every op is registered).
#
#   scripts/oracle-std-corpus.sh [corpus|mutants|all]     (default: all)
#
# corpus:  test/std/NNNN.{in,pretty,generic,pretty.debuginfo}.mlir for seeds
#          1..$STD_SEEDS (default 300) and test/std/fixpoint.tsv.
# mutants: test/std-mutants/NNNN.mlir + NNNN.expected (accepted: stdout) or
#          NNNN.stderr (rejected), manifest.tsv; $STD_MUTANTS (default 500).
#
# mlir-opt runs inside the data folder on the bare file name (locations and
# diagnostics say `NNNN.in.mlir:L:C`); run ir-opt the same way to compare.
set -euo pipefail
source "$(dirname "$0")/oracle-common.sh"
need_mlir_opt
build_gen

WHAT="${1:-all}"
SEEDS="${STD_SEEDS:-300}"
MUTANTS="${STD_MUTANTS:-500}"
CORPUS="$ROOT/test/std"
MUT="$ROOT/test/std-mutants"

# Size of the module for seed $1: varied, modest (4..21 ops besides constants).
std_size() { echo $(( 4 + ($1 * 7) % 18 )); }

# st EXPECTED CMD...: same / differs / rejected for CMD's stdout vs EXPECTED.
st() {
  local want="$1"; shift
  if ! (cd "$CORPUS" && "$MLIR_OPT" "$@" > "/tmp/oracle-std.$$" 2> /dev/null); then echo rejected
  elif cmp -s "/tmp/oracle-std.$$" "$CORPUS/$want"; then echo same
  else echo differs; fi
}

gen_corpus() {
  rm -rf "$CORPUS"; mkdir -p "$CORPUS"
  local rejected=0
  for ((s = 1; s <= SEEDS; s++)); do
    local id; id=$(printf '%04d' "$s")
    "$IR_GEN" std --seed "$s" --size "$(std_size "$s")" > "$CORPUS/$id.in.mlir"
    if ! (cd "$CORPUS" && "$MLIR_OPT" "$id.in.mlir" -o "$id.pretty.mlir" 2> /dev/null \
          && "$MLIR_OPT" --mlir-print-op-generic "$id.in.mlir" -o "$id.generic.mlir" 2> /dev/null \
          && "$MLIR_OPT" --mlir-print-debuginfo "$id.in.mlir" -o "$id.pretty.debuginfo.mlir" 2> /dev/null); then
      echo "warning: mlir-opt rejected std seed $s; dropped" >&2
      rm -f "$CORPUS/$id".*; rejected=$((rejected + 1))
    fi
  done
  # What mlir-opt does to its own outputs: the three conversions ir-opt
  # is measured on, plus generic->generic and the debuginfo fixpoint.
  printf 'id\tpretty_to_pretty\tgeneric_to_pretty\tpretty_to_generic\tgeneric_to_generic\tdebuginfo_to_debuginfo\n' > "$CORPUS/fixpoint.tsv"
  for f in "$CORPUS"/*.in.mlir; do
    local id; id=$(basename "$f" .in.mlir)
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$id" \
      "$(st "$id.pretty.mlir" "$id.pretty.mlir")" \
      "$(st "$id.pretty.mlir" "$id.generic.mlir")" \
      "$(st "$id.generic.mlir" --mlir-print-op-generic "$id.pretty.mlir")" \
      "$(st "$id.generic.mlir" --mlir-print-op-generic "$id.generic.mlir")" \
      "$(st "$id.pretty.debuginfo.mlir" --mlir-print-debuginfo "$id.pretty.debuginfo.mlir")" >> "$CORPUS/fixpoint.tsv"
  done
  rm -f "/tmp/oracle-std.$$"
  echo "std corpus: $(ls "$CORPUS"/*.in.mlir | wc -l) modules, $(du -sh "$CORPUS" | cut -f1), $rejected rejected"
  for c in 2 3 4 5 6; do
    echo "  $(head -1 "$CORPUS/fixpoint.tsv" | cut -f$c): $(tail -n +2 "$CORPUS/fixpoint.tsv" | cut -f$c | sort | uniq -c | tr -s ' ' | tr '\n' ';')"
  done
}

gen_mutants() {
  [ -d "$CORPUS" ] || { echo "error: generate the std corpus first" >&2; exit 2; }
  rm -rf "$MUT"; mkdir -p "$MUT"
  local files=("$CORPUS"/*.in.mlir)
  local nfiles=${#files[@]}
  printf 'id\tsource\tmutate_seed\tmutation\tmlir_opt_exit\n' > "$MUT/manifest.tsv"
  local acc=0 rej=0 crash=0
  for ((m = 1; m <= MUTANTS; m++)); do
    local id; id=$(printf '%04d' "$m")
    local src="${files[$(( (m * 37) % nfiles ))]}"
    local kind
    kind=$("$IR_GEN" mutate-std "$src" --seed "$m" 2>&1 > "$MUT/$id.mlir" | sed -n 's/^ir-gen: mutation: //p')
    local rc=0
    (cd "$MUT" && "$MLIR_OPT" "$id.mlir" > "$id.out" 2> "$id.err") || rc=$?
    if [ "$rc" -eq 0 ]; then
      mv "$MUT/$id.out" "$MUT/$id.expected"; rm -f "$MUT/$id.err"; acc=$((acc + 1))
    else
      mv "$MUT/$id.err" "$MUT/$id.stderr"; rm -f "$MUT/$id.out"
      if [ "$rc" -ge 128 ]; then crash=$((crash + 1)); else rej=$((rej + 1)); fi
    fi
    printf '%s\t%s\t%s\t%s\t%s\n' "$id" "std/$(basename "$src")" "$m" "${kind:-?}" "$rc" >> "$MUT/manifest.tsv"
  done
  echo "std mutants: $MUTANTS ($acc accepted, $rej rejected, $crash crashed), $(du -sh "$MUT" | cut -f1)"
}

case "$WHAT" in
  corpus) gen_corpus ;;
  mutants) gen_mutants ;;
  all) gen_corpus; gen_mutants ;;
  *) echo "usage: $0 [corpus|mutants|all]" >&2; exit 2 ;;
esac
