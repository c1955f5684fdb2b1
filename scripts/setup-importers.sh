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
# from these machines). ml_dtypes lets the importer write bf16 weights.
"$PY" -m pip install -q --disable-pip-version-check torch torch-mlir jax jaxlib numpy ml_dtypes

"$PY" -c "import torch_mlir, torch; print('torch', torch.__version__, '+ torch_mlir ok')"
"$PY" -c "import jax; print('jax', jax.__version__)"
