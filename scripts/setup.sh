#!/usr/bin/env bash
# Idempotent set-up for tessera on Debian bookworm (run as root, or with sudo).
#
# Installs only what is missing:
#   - LLVM/MLIR 22 (headers, static libraries, mlir-opt, FileCheck, not, count, ...)
#     and libclang 22 (for the MLIR bridge's bindings) from Debian's packages;
#   - Chromium and Graphviz, which check what `ir-opt --dump-dir` and
#     `--view-op-graph` draw (test/dump: REQUIRES: chromium, REQUIRES: dot);
#   - a Python virtual environment `.venv` with LLVM's `lit` from PyPI.
# The PyTorch / JAX importers are NOT installed here: see scripts/setup-importers.sh.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
LLVM_PREFIX=/usr/lib/llvm-22
# libclang-22-dev: bindgen (mlir-sys, under the MLIR bridge's melior) reads MLIR's C headers with it.
# chromium, graphviz: the dump pages in a real browser, the op graph through `dot`.
APT_PACKAGES=(llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools libpolly-22-dev zlib1g-dev libzstd-dev cmake libclang-22-dev chromium graphviz)

log() { echo "setup: $*" >&2; }

# Run a command as root: directly when we are root, through sudo otherwise.
as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"
    elif command -v sudo >/dev/null 2>&1; then sudo "$@"
    else log "need root to run: $*"; return 1
    fi
}

apt_missing=()
for pkg in "${APT_PACKAGES[@]}"; do
    # dpkg-query is exact; a tool being on disk is not enough (the -dev parts matter to the bridges).
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
        apt_missing+=("$pkg")
    fi
done
for tool in mlir-opt FileCheck not count split-file llc lli llvm-config; do
    if [ ! -x "$LLVM_PREFIX/bin/$tool" ] && [ ${#apt_missing[@]} -eq 0 ]; then
        apt_missing=("${APT_PACKAGES[@]}")
    fi
done
if [ ${#apt_missing[@]} -gt 0 ]; then
    log "installing ${apt_missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    as_root apt-get update -q
    as_root apt-get install -y -q "${APT_PACKAGES[@]}" </dev/null
else
    log "LLVM/MLIR 22 packages present"
fi

# Python venv with LLVM's lit.
VENV="$ROOT/.venv"
PYTHON=${PYTHON:-python3}
if [ ! -x "$VENV/bin/python" ]; then
    log "creating $VENV"
    if ! "$PYTHON" -m venv "$VENV"; then
        # Debian's own python3 ships venv/ensurepip separately.
        rm -rf "$VENV"
        export DEBIAN_FRONTEND=noninteractive
        as_root apt-get update -q
        as_root apt-get install -y -q python3-venv </dev/null
        "$PYTHON" -m venv "$VENV"
    fi
fi
if [ ! -x "$VENV/bin/lit" ] || ! "$VENV/bin/python" -c "import psutil" 2>/dev/null; then
    log "installing lit into $VENV"
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check lit psutil
else
    log "lit present: $("$VENV/bin/lit" --version 2>&1 | head -1)"
fi
