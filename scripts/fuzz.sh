#!/usr/bin/env bash
# Coverage-guided fuzzing of tessera's entry points (libFuzzer through
# cargo-fuzz; the targets are fuzz/fuzz_targets/*.rs, docs/reliability.md).
#
#   scripts/fuzz.sh --list                 the targets, one a line
#   scripts/fuzz.sh SECONDS [TARGET ...]   run each target SECONDS seconds (all when none
#                                          is named), FUZZ_JOBS at a time (default 1)
#
# Each target starts from its committed corpus (fuzz/corpus/TARGET.tar.gz,
# unpacked into target/fuzz-corpus/TARGET, where what it finds is added)
# and seeds taken from test/ (the files of the dialect or pass it
# exercises). With FUZZ_SAVE=1 the corpus is packed back after the run,
# without the inputs that are copies of seeds or over 1 KB. Logs go to
# target/fuzz-logs/TARGET.log; a
# crash leaves its input in fuzz/artifacts/TARGET/ and makes the exit
# status 1. The last line a target prints is its coverage: libFuzzer's
# `cov:` (instrumented edges reached) and `ft:` (features).
#
# cargo-fuzz needs nightly flags (-Zsanitizer, -Cpasses=sancov-module):
# RUSTC_BOOTSTRAP=1 lets the machine's stable toolchain take them. The
# build has no sanitizer (`-s none`): tessera is safe Rust, whose failures
# are panics, and the JIT's code is checked by its own `--check-bounds`;
# debug assertions are on (`-a`), so an integer overflow is a crash too.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
FUZZ="$ROOT/fuzz"

targets() {
  for f in "$FUZZ"/fuzz_targets/*.rs; do basename "$f" .rs; done
}

if [ "${1:-}" = "--list" ]; then
  targets
  exit 0
fi
if [ $# -lt 1 ] || ! [[ "$1" =~ ^[0-9]+$ ]]; then
  echo "usage: scripts/fuzz.sh --list | scripts/fuzz.sh SECONDS [TARGET ...]" >&2
  exit 2
fi
SECONDS_EACH="$1"; shift
if [ $# -gt 0 ]; then
  for t in "$@"; do
    [ -f "$FUZZ/fuzz_targets/$t.rs" ] || { echo "fuzz.sh: no target '$t' (scripts/fuzz.sh --list)" >&2; exit 2; }
  done
  RUN=("$@")
else
  mapfile -t RUN < <(targets)
fi

# The seeds of a target: test/ files of its dialect or pass, below 64 KB
# (libFuzzer's -max_len); the generated-program targets need none.
seed_dirs() {
  case "$1" in
    parse_generic) echo "test/ir test/roundtrip test/std test/mutants" ;;
    parse_std) echo "test/dialects test/passes test/std" ;;
    parse_torch) echo "test/torch" ;;
    parse_stablehlo) echo "test/stablehlo test/convert" ;;
    parse_ktdp) echo "test/ktir test/dialects/ktdp" ;;
    parse_tt) echo "test/tt" ;;
    dialect_def) echo "dialects test/irdl" ;;
  esac
}
seeds() {
  local t="$1" out="$ROOT/target/fuzz-seeds/$1"
  rm -rf "$out"; mkdir -p "$out"
  local pat='*.mlir'
  [ "$t" = parse_tt ] && pat='*.ttir'
  [ "$t" = dialect_def ] && pat='*.dialect'
  for d in $(seed_dirs "$t"); do
    find "$ROOT/$d" -name "$pat" -size -64k -print0 2>/dev/null |
      while IFS= read -r -d '' f; do cp "$f" "$out/$(echo "$f" | md5sum | cut -c1-16)"; done
  done
  [ "$t" = parse_tt ] && find "$ROOT/test/tt" -name '*.mlir' -size -64k -exec cp {} "$out/" \;
  (cd "$out" && find . -type f -exec sha1sum {} + | cut -c1-40) > "$out.sha1"
  echo "$out"
}

command -v cargo-fuzz > /dev/null || cargo install cargo-fuzz --locked --version 0.13.2
export RUSTC_BOOTSTRAP=1
# The LLVM bridge links LLVM 22 (the JIT target).
export LLVM_SYS_221_PREFIX="${LLVM_SYS_221_PREFIX:-/usr/lib/llvm-22}"
(cd "$FUZZ" && cargo fuzz build -s none -a)

LOGS="$ROOT/target/fuzz-logs"; mkdir -p "$LOGS"
run_one() {
  local t="$1" corpus="$ROOT/target/fuzz-corpus/$1" packed="$FUZZ/corpus/$1.tar.gz"
  mkdir -p "$corpus" "$FUZZ/artifacts/$t"
  [ -f "$packed" ] && tar xzf "$packed" -C "$corpus"
  local s; s=$(seeds "$t")
  # -timeout: one input taking 30 s is a hang; -rss_limit_mb: 4 GB is an
  # out-of-memory failure (the budgets make both errors instead).
  if (cd "$FUZZ" && cargo fuzz run -s none -a "$t" "$corpus" "$s" -- \
        -max_total_time="$SECONDS_EACH" -timeout=30 -rss_limit_mb=4096 -max_len=65536 \
        -print_final_stats=1 > "$LOGS/$t.log" 2>&1); then
    echo "$t: ok, $(grep -E '^#[0-9]+.*(DONE|pulse|NEW|REDUCE)' "$LOGS/$t.log" | tail -1 | grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[^ ]+' ), $(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$LOGS/$t.log" | grep -oE '[0-9]+$') inputs in ${SECONDS_EACH} s"
  else
    echo "$t: CRASH (log: $LOGS/$t.log; input: $(ls -t "$FUZZ/artifacts/$t" | head -1))"
    return 1
  fi
  if [ "${FUZZ_SAVE:-0}" = 1 ]; then
    # Leave out the inputs that are copies of seeds from test/ (by hash),
    # and those over 1 KB (variants of large seeds, which every run has).
    local keep; keep=$(mktemp -d)
    for f in "$corpus"/*; do
      [ -e "$f" ] || continue
      [ "$(stat -c %s "$f")" -le 1024 ] || continue
      h=$(sha1sum "$f" | cut -c1-40)
      grep -qx "$h" "$s.sha1" 2>/dev/null || cp "$f" "$keep/"
    done
    tar czf "$packed" -C "$keep" .
    rm -rf "$keep"
  fi
}

JOBS="${FUZZ_JOBS:-1}"
status=0
pids=()
for t in "${RUN[@]}"; do
  run_one "$t" & pids+=("$!")
  if [ "${#pids[@]}" -ge "$JOBS" ]; then
    wait "${pids[0]}" || status=1
    pids=("${pids[@]:1}")
  fi
done
for p in "${pids[@]}"; do wait "$p" || status=1; done
exit "$status"
