#!/usr/bin/env bash
# The oracle suite in process against as processes: the 300 programs of
# test/std checked three ways (print, generic print, canonicalize) by
# tessera and by real MLIR in this process (tools/tests/oracle_inprocess.rs,
# the MLIR bridge's Oracle), then MLIR's side again as one mlir-opt 22
# process per file and check. Prints both times.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
TESSERA_ORACLE_TIMING=1 cargo test -q --release -p tessera-tools --features llvm,mlir \
    --test oracle_inprocess -- --nocapture 2>&1 | grep -E "agree|checks|processes"
