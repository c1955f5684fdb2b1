#!/usr/bin/env bash
# Installs the framework importers into the project's venv: PyTorch with torch-mlir
# (its FX importer prints the `torch` dialect) and JAX (prints StableHLO).
# Slow (about 1 GB of wheels); not part of scripts/setup.sh. Tests that need them say
# `REQUIRES: torch` or `REQUIRES: jax` and are UNSUPPORTED until this has run.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$ROOT/scripts/setup.sh"
PY="$ROOT/.venv/bin/python"

# PyPI's torch (its CUDA libraries come along: the CPU-only index is not reachable
# from these machines). ml_dtypes lets the importer write bf16 weights; torch-mlir's
# FX importer imports it, so its import is part of every cold torch.compile with
# tessera: 0.7.0's extension takes 0.56-0.73 s to load here, 0.6.0's 5 ms.
"$PY" -m pip install -q --disable-pip-version-check torch torch-mlir jax jaxlib numpy \
    "ml_dtypes>=0.5,<0.7" triton
# The lab (python -m tessera.lab, examples/lab/lab.ipynb): its plots, its
# progress bar, and the notebook run headless by test/python/notebook.test.
"$PY" -m pip install -q --disable-pip-version-check matplotlib tqdm nbclient nbformat ipykernel

"$PY" -c "import torch_mlir, torch; print('torch', torch.__version__, '+ torch_mlir ok')"

# tessera's own Python package (python/: pyo3, built by maturin in the
# workspace's target directory with the dev profile, so it and the crates
# scripts/test.sh builds for `cargo test` share one build; `pip install
# ./python` alone builds it optimized).
"$PY" -m pip install -q --disable-pip-version-check maturin
CARGO_TARGET_DIR="$ROOT/target" "$PY" -m pip install -q --disable-pip-version-check \
    --config-settings=build-args=--profile=dev "$ROOT/python"
"$PY" -c "import tessera; print('tessera', tessera.__version__, 'ok')"
"$PY" -c "import jax; print('jax', jax.__version__)"

# ktir-cpu, torch-spyre's KTIR interpreter (not on PyPI): a second, independent
# interpreter for the KTIR tests (`REQUIRES: ktir-cpu`) and the examples it ships.
# Pinned; read where it is cloned (.deps/, not part of the repository).
KTIR_CPU_COMMIT=9e03d63ebc7c415ce494be6be0e85cad530e74cb
DEPS="$ROOT/.deps"
if [ ! -d "$DEPS/ktir-cpu/.git" ]; then
    mkdir -p "$DEPS"
    git clone -q https://github.com/torch-spyre/ktir-cpu "$DEPS/ktir-cpu" || echo "setup-importers: cannot clone ktir-cpu; its tests stay UNSUPPORTED" >&2
fi
if [ -d "$DEPS/ktir-cpu/.git" ]; then
    git -C "$DEPS/ktir-cpu" -c advice.detachedHead=false checkout -q "$KTIR_CPU_COMMIT"
    SITE=$("$PY" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])")
    echo "$DEPS/ktir-cpu" > "$SITE/ktir_cpu_checkout.pth"
    "$PY" -c "import ktir_cpu; print('ktir-cpu ok')"
fi
