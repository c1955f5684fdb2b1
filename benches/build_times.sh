#!/usr/bin/env bash
# Build-time benchmark: a clean `cargo build --workspace` and an incremental
# one after a one-line change to one dialect's folder file (arith's folders),
# each with `--timings` so the per-crate report is kept under
# target/cargo-timings/. Usage: benches/build_times.sh [FOLD_FILE] [--release]
# Prints `clean: N s` and `incremental: N s`. Uses its own target dir so it
# never disturbs the working one.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
FOLD=${1:-dialects/src/arith/fold.rs}
PROFILE=()
[ "${2:-}" = "--release" ] && PROFILE=(--release)
export CARGO_TARGET_DIR=${BUILD_TIMES_TARGET:-$ROOT/target/build-times}
rm -rf "$CARGO_TARGET_DIR"
cargo fetch -q
t0=$(date +%s.%N)
cargo build -q --workspace "${PROFILE[@]}" --timings
t1=$(date +%s.%N)
cp "$FOLD" "$FOLD.orig"
trap 'mv "$FOLD.orig" "$FOLD"' EXIT
echo "// build_times.sh: one-line change" >> "$FOLD"
t2=$(date +%s.%N)
cargo build -q --workspace "${PROFILE[@]}" --timings
t3=$(date +%s.%N)
awk -v a="$t0" -v b="$t1" -v c="$t2" -v d="$t3" -v f="$FOLD" 'BEGIN { printf "clean: %.1f s\nincremental: %.1f s (%s changed)\n", b - a, d - c, f }'
