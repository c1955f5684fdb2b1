#!/usr/bin/env bash
# examples/cmake, configured and tested as a CMake user would: a copy
# outside the tree finds tessera with find_package(Tessera) and registers
# its tests/ folder with tessera_add_lit_suite; ctest passes. Then one
# CHECK is broken and ctest must fail. With LLVM's lit given, the same
# folder runs under LLVM's lit and FileCheck too.
#
#     scripts/cmake-example.sh TOOLS_DIR|A_TOOL WORK_DIR [LLVM_LIT]
#
# (A tool's path stands for its folder, so a lit RUN line can pass
# `ir-opt`; LLVM_LIT defaults to the venv's lit where there is one.)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
TOOLS=$1
[ -f "$TOOLS" ] && TOOLS=$(dirname "$TOOLS")
TOOLS=$(cd "$TOOLS" && pwd)
WORK=$2
LIT=${3:-}
if [ -z "$LIT" ] && [ -x "$ROOT/.venv/bin/lit" ]; then
    LIT="$ROOT/.venv/bin/lit"
fi
rm -rf "$WORK"
mkdir -p "$WORK"
cp -r "$ROOT/examples/cmake" "$WORK/src"
extra=()
if [ -n "$LIT" ]; then
    extra=(-DEXAMPLE_LLVM_LIT=ON "-DTESSERA_LLVM_LIT=$LIT")
fi
cmake -S "$WORK/src" -B "$WORK/build" -DTessera_DIR="$ROOT/cmake" -DTESSERA_BIN_DIR="$TOOLS" "${extra[@]}" > "$WORK/configure.log"
cmake --build "$WORK/build" > /dev/null
if ctest --test-dir "$WORK/build" --output-on-failure > "$WORK/pass.log" 2>&1; then
    echo "cmake-example: ctest passed: $(grep -m1 'tests passed' "$WORK/pass.log")"
else
    cat "$WORK/pass.log"
    echo "cmake-example: ctest FAILED on the passing tests"
    exit 1
fi
sed -i 's/^\/\/ CHECK-NEXT: 17$/\/\/ CHECK-NEXT: 18/' "$WORK/src/tests/run.mlir"
if ctest --test-dir "$WORK/build" --output-on-failure > "$WORK/fail.log" 2>&1; then
    echo "cmake-example: ctest PASSED with a broken CHECK"
    exit 1
fi
echo "cmake-example: ctest failed with a broken CHECK: $(grep -m1 'tests failed' "$WORK/fail.log")"
grep -m1 -o "expected string not found in input" "$WORK/fail.log" || true
