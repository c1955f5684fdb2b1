"""Parses a TTIR file with Triton's own MLIR and prints it as Triton does
(`str(module)`: debug info, value names from name locations), with a final
newline: the oracle for tessera's `ir-opt --mlir-print-debuginfo
--mlir-use-nameloc-as-prefix` on Triton's kernels.

    python scripts/ttir-reprint.py FILE.ttir
"""
import os
import sys
import warnings

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
warnings.filterwarnings("ignore")

from triton._C.libtriton import ir
from triton.backends.compiler import GPUTarget
from triton.compiler.compiler import make_backend

ctx = ir.context()
ir.load_dialects(ctx)
make_backend(GPUTarget("cuda", 80, 32)).load_dialects(ctx)
module = ir.parse_mlir_module(sys.argv[1], ctx)
sys.stdout.write(str(module) + "\n")
