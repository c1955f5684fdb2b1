#!/usr/bin/env bash
# Regenerates the oracle reference data from the generators and mlir-opt 22.
#
#   scripts/oracle-corpus.sh [roundtrip|mutants|all]     (default: all)
#
# roundtrip: test/roundtrip/corpus/NNNN.{in,generic,debuginfo}.mlir for
#            seeds 1..$CORPUS_SEEDS (default 300).
# mutants:   test/mutants/NNNN.mlir + NNNN.expected (accepted: stdout) or
#            NNNN.stderr (rejected), and manifest.tsv; $MUTANTS (default 500).
#
# mlir-opt runs inside the data folder on the bare file name, so file names
# inside locations and diagnostics are `NNNN.in.mlir` / `NNNN.mlir`: run
# ir-opt the same way to compare byte for byte.
set -euo pipefail
source "$(dirname "$0")/oracle-common.sh"
need_mlir_opt
build_gen

WHAT="${1:-all}"
SEEDS="${CORPUS_SEEDS:-300}"
MUTANTS="${MUTANTS:-500}"
CORPUS="$ROOT/test/roundtrip/corpus"
MUT="$ROOT/test/mutants"

# Size of the random module for corpus seed $1: varied, modest (4..40 ops).
corpus_size() { echo $(( 4 + ($1 * 7) % 37 )); }

gen_roundtrip() {
  rm -rf "$CORPUS"; mkdir -p "$CORPUS"
  local rejected=0
  for ((s = 1; s <= SEEDS; s++)); do
    local id; id=$(printf '%04d' "$s")
    "$IR_GEN" random --seed "$s" --size "$(corpus_size "$s")" > "$CORPUS/$id.in.mlir"
    if ! (cd "$CORPUS" && "$MLIR_OPT" "${MLIR_FLAGS[@]}" "$id.in.mlir" -o "$id.generic.mlir" 2> /dev/null \
          && "$MLIR_OPT" "${MLIR_FLAGS[@]}" --mlir-print-debuginfo "$id.in.mlir" -o "$id.debuginfo.mlir" 2> /dev/null); then
      echo "warning: mlir-opt rejected seed $s; dropped from the corpus" >&2
      rm -f "$CORPUS/$id".*
      rejected=$((rejected + 1))
    fi
  done
  # mlir-opt is not always a fixed point of itself (f80/f128 decimals that
  # don't re-read exactly, loc("") re-read as loc("-"), location attributes
  # whose #loc alias is printed after its use). Record, per file, what a
  # second mlir-opt pass does so tests know which outputs are fixed points.
  printf 'id\tgeneric\tdebuginfo\n' > "$CORPUS/fixpoint.tsv"
  for f in "$CORPUS"/*.in.mlir; do
    local id; id=$(basename "$f" .in.mlir)
    local row="$id"
    for kind in generic debuginfo; do
      local extra=(); [ "$kind" = debuginfo ] && extra=(--mlir-print-debuginfo)
      local st
      if ! (cd "$CORPUS" && "$MLIR_OPT" "${MLIR_FLAGS[@]}" "${extra[@]}" "$id.$kind.mlir" > /tmp/oracle-fix.$$ 2> /dev/null); then
        st=rejected
      elif cmp -s /tmp/oracle-fix.$$ "$CORPUS/$id.$kind.mlir"; then st=fixed
      else st=differs; fi
      row="$row\t$st"
    done
    printf "$row\n" >> "$CORPUS/fixpoint.tsv"
  done
  rm -f /tmp/oracle-fix.$$
  echo "roundtrip corpus: $(ls "$CORPUS"/*.in.mlir | wc -l) modules, $(du -sh "$CORPUS" | cut -f1), $rejected rejected"
  echo "  second mlir-opt pass (fixpoint.tsv): generic $(cut -f2 "$CORPUS/fixpoint.tsv" | sort | uniq -c | tr -s ' ' | tr '\n' ';') debuginfo $(cut -f3 "$CORPUS/fixpoint.tsv" | sort | uniq -c | tr -s ' ' | tr '\n' ';')"
}

gen_mutants() {
  [ -d "$CORPUS" ] || { echo "error: generate the roundtrip corpus first" >&2; exit 2; }
  rm -rf "$MUT"/[0-9]*.* "$MUT/manifest.tsv"; mkdir -p "$MUT"
  local files=("$CORPUS"/*.in.mlir)
  local nfiles=${#files[@]}
  printf 'id\tsource\tmutate_seed\tmutation\tmlir_opt_exit\n' > "$MUT/manifest.tsv"
  local acc=0 rej=0 crash=0
  for ((m = 1; m <= MUTANTS; m++)); do
    local id; id=$(printf '%04d' "$m")
    # Spread the mutants over the corpus deterministically.
    local src="${files[$(( (m * 37) % nfiles ))]}"
    local kind
    kind=$("$IR_GEN" mutate "$src" --seed "$m" 2>&1 > "$MUT/$id.mlir" | sed -n 's/^ir-gen: mutation: //p')
    local rc=0
    (cd "$MUT" && "$MLIR_OPT" "${MLIR_FLAGS[@]}" "$id.mlir" > "$id.out" 2> "$id.err") || rc=$?
    if [ "$rc" -eq 0 ]; then
      mv "$MUT/$id.out" "$MUT/$id.expected"; rm -f "$MUT/$id.err"; acc=$((acc + 1))
    else
      mv "$MUT/$id.err" "$MUT/$id.stderr"; rm -f "$MUT/$id.out"
      if [ "$rc" -ge 128 ]; then crash=$((crash + 1)); else rej=$((rej + 1)); fi
    fi
    printf '%s\t%s\t%s\t%s\t%s\n' "$id" "roundtrip/corpus/$(basename "$src")" "$m" "${kind:-?}" "$rc" >> "$MUT/manifest.tsv"
  done
  echo "mutants: $MUTANTS ($acc accepted, $rej rejected, $crash crashed), $(du -sh "$MUT" | cut -f1)"
}

case "$WHAT" in
  roundtrip) gen_roundtrip ;;
  mutants) gen_mutants ;;
  all) gen_roundtrip; gen_mutants ;;
  *) echo "usage: $0 [roundtrip|mutants|all]" >&2; exit 2 ;;
esac
