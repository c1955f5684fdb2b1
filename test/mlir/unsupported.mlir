// An op the MLIR lowering has no rule for is a located error naming it (no
// crash, nothing written), and so is a kernel that does not exist. The
// example is a device-side print, which the LLVM JIT refuses at the same op
// (test/tt/jit-unsupported.mlir) and the interpreter runs. (Block pointers,
// the example here before, now run on all three engines:
// test/mlir/blockptr.mlir.)
// REQUIRES: mlir-engine
// RUN: rm -rf %t && mkdir -p %t
// RUN: not ir-run %s --engine=mlir --entry prints --grid 1 --arg out=zeros:1:i32 --out-dir %t 2>&1 | FileCheck %s
// RUN: not ls %t/out.npy
// RUN: not ir-run %s --jit --entry prints --grid 1 --arg out=zeros:1:i32 --out-dir %t 2>&1 | FileCheck %s --check-prefix=JIT
// RUN: not ls %t/out.npy
// RUN: ir-run %s --entry prints --grid 1 --arg out=zeros:1:i32 2>&1 | FileCheck %s --check-prefix=INTERP
// RUN: not ir-run %s --engine=mlir --entry nosuch --grid 1 --arg x=zeros:16:i32 2>&1 | FileCheck %s --check-prefix=MISSING

tt.func @prints(%out: !tt.ptr<i32>) {
  %c = arith.constant 3 : i32
  // CHECK: unsupported.mlir:[[@LINE+3]]:3: error: 'tt.print' has no lowering to MLIR's standard dialects
  // JIT: unsupported.mlir:[[@LINE+2]]:3: error: 'tt.print' is not lowered to LLVM yet
  // INTERP: pid (0, 0, 0) c: 3
  tt.print " c: " {hex = false, isSigned = array<i32: 1>} : %c : i32
  tt.store %out, %c : !tt.ptr<i32>
  tt.return
}
// MISSING: ir-run: error: no function @nosuch in {{.*}}unsupported.mlir
