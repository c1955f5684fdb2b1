#!/usr/bin/env bash
# Runs every test: the Rust tests (including the whole lit suite through ir-lit with
# tessera's own `filecheck`), then LLVM's lit on the same suite with LLVM's FileCheck 22.
# Fails if either fails. The last line printed is ir-lit's `N passed, N failed` line.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
"$ROOT/scripts/setup.sh"

LOG=$(mktemp)
trap 'rm -f "$LOG"' EXIT
status=0

# shellcheck source=scripts/features.sh
source "$ROOT/scripts/features.sh"
FEATURES="tessera-tools/${TOOLS_FEATURES//,/,tessera-tools/}"
echo "== cargo test --workspace ${WORKSPACE_EXCLUDE[*]} --features $FEATURES --no-fail-fast"
if ! cargo test --workspace "${WORKSPACE_EXCLUDE[@]}" --features "$FEATURES" --no-fail-fast 2>&1 | tee "$LOG"; then
    status=1
    echo "test.sh: cargo test failed" >&2
fi

echo "== LLVM lit (FileCheck 22) on test/, the importer tests excepted"
# lit.cfg.py finds the binaries cargo test just built in target/debug (or $TESSERA_BIN_DIR).
# ir-lit has just run every test; the ones driven by the importers (torch,
# JAX, Triton, the Python package, ktir-cpu: the slowest, a third of the
# suite's time) are not run a second time here. Their FileCheck lines are
# the plainest of the suite; LLVM's FileCheck checks all the others.
if ! "$ROOT/.venv/bin/lit" -sv --param without=torch,jax,triton,tessera-python,ktir-cpu "$ROOT/test"; then
    status=1
    echo "test.sh: LLVM lit failed" >&2
fi

closing=$(grep -E '^ir-lit: [0-9]+ passed, [0-9]+ failed' "$LOG" | tail -n 1 || true)
if [ -z "$closing" ]; then
    echo "test.sh: ir-lit did not report (the build or an earlier test failed)" >&2
    status=1
else
    echo "$closing"
fi
exit $status
