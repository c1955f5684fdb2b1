#!/usr/bin/env bash
# Installs the framework importers into the project's venv: PyTorch with torch-mlir
# (its FX importer prints the `torch` dialect) and JAX (prints StableHLO).
# Slow (about 1 GB of wheels); not part of scripts/setup.sh. Tests that need them say
# `REQUIRES: torch` or `REQUIRES: jax` and are UNSUPPORTED until this has run.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$ROOT/scripts/setup.sh"
PY="$ROOT/.venv/bin/python"

# CPU wheels only: there is no accelerator on these machines.
"$PY" -m pip install -q --disable-pip-version-check torch torch-mlir jax jaxlib numpy

"$PY" -c "import torch_mlir, torch; print('torch', torch.__version__, '+ torch_mlir ok')"
"$PY" -c "import jax; print('jax', jax.__version__)"
