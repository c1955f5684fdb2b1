# Sourced by test.sh and example.sh: the cargo features the tools are built
# with. The LLVM bridge (inkwell) is always in: setup.sh installs LLVM 22.
# The MLIR bridge (bridges/mlir: melior over MLIR 22's C API) needs libMLIR,
# MLIR's C headers and libclang (for the bindings' generator); setup.sh
# installs them, and where they are missing the bridge is left out of the
# build with this message, `ir-run --engine=mlir` says it was built
# without it, and the tests that need it are UNSUPPORTED (`mlir-engine`).
TOOLS_FEATURES=llvm
# The Python package's crate (python/) is built by maturin as an extension
# module (setup-importers.sh); its tests are test/python/.
WORKSPACE_EXCLUDE=(--exclude tessera-python)
MLIR_PREFIX=${MLIR_SYS_220_PREFIX:-/usr/lib/llvm-22}
if [ -e "$MLIR_PREFIX/lib/libMLIR.so" ] && [ -d "$MLIR_PREFIX/include/mlir-c" ] \
    && [ -e "$MLIR_PREFIX/lib/libclang.so" ]; then
    TOOLS_FEATURES=llvm,mlir
else
    echo "features: MLIR 22's C API or libclang 22 is not in $MLIR_PREFIX: building without the MLIR bridge (ir-run --engine=mlir); scripts/setup.sh installs libmlir-22-dev and libclang-22-dev" >&2
    WORKSPACE_EXCLUDE+=(--exclude tessera-mlir)
fi
