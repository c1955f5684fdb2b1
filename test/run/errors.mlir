// ir-run's errors: inputs that do not fit the entry's arguments, an op
// without a kernel, a parse error, usage errors. Each exits 1 and writes
// nothing.
// RUN: ir-run %s --entry make --output %t.shape.npy --output %t.dtype.npy
// RUN: rm -f %t.out.npy

// RUN: not ir-run %S/../torch/Inputs/mlp_gelu/model.mlir --input %t.shape.npy --input %t.shape.npy --output %t.out.npy 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: ir-run: error: @main takes 1 argument(s) (!torch.vtensor<[2,8,32],f32>), but 2 input(s) were given
// RUN: not cat %t.out.npy

// RUN: not ir-run %S/../torch/Inputs/mlp_gelu/model.mlir --input %t.shape.npy --output %t.out.npy 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: ir-run: error: input 0 ({{.*}}.shape.npy) has shape [2,8,16], but @main's argument 0 is !torch.vtensor<[2,8,32],f32>
// RUN: not cat %t.out.npy

// RUN: not ir-run %S/../torch/Inputs/mlp_gelu/model.mlir --input %t.dtype.npy --output %t.out.npy 2>&1 | FileCheck %s --check-prefix=DTYPE
// DTYPE: ir-run: error: input 0 ({{.*}}.dtype.npy) has dtype si64, but @main's argument 0 is !torch.vtensor<[2,8,32],f32>
// RUN: not cat %t.out.npy

// RUN: not ir-run %S/../torch/Inputs/mlp_gelu/model.mlir --input %t.missing.npy 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: ir-run: error: input 0 ({{.*}}missing.npy): cannot read

// The committed model with an op the interpreter has no kernel for fails
// at that op, with its location.
// RUN: not ir-run %S/../torch/Inputs/unsupported_op/model.mlir --input %S/../torch/Inputs/unsupported_op/input0.npy --output %t.out.npy 2>&1 | FileCheck %s --check-prefix=UNSUP
// UNSUP: unsupported_op/model.mlir:35:25: error: unsupported op 'torch.aten.sort': the interpreter has no kernel for it
// RUN: not ir-run %S/../torch/Inputs/unsupported_op/model.nodecomp.mlir --input %S/../torch/Inputs/unsupported_op/input0.npy 2>&1 | FileCheck %s --check-prefix=UNSUP-NODECOMP
// UNSUP-NODECOMP: unsupported_op/model.nodecomp.mlir:11:25: error: unsupported op 'torch.aten.sort'
// RUN: not cat %t.out.npy

// A kernel's error names the op and its location.
// RUN: not ir-run %s --entry divzero 2>&1 | FileCheck %s --check-prefix=DIVZERO
// DIVZERO: errors.mlir:[[# @LINE + 4]]:8: error: 'arith.divsi' op division by zero
func.func @divzero() -> i32 {
  %a = arith.constant 1 : i32
  %z = arith.constant 0 : i32
  %q = arith.divsi %a, %z : i32
  return %q : i32
}

// A wrong result check: exit 1, with the errors.
// RUN: not ir-run %s --entry make --check %t.dtype.npy --check %t.dtype.npy | FileCheck %s --check-prefix=MISMATCH
// MISMATCH: check 0: MISMATCH: shape [2,8,16] differs from the reference's [2,8,32]
// MISMATCH: check 1: ok

// --random-inputs is deterministic for a seed and differs across seeds.
// RUN: ir-run %S/../torch/Inputs/mlp_gelu/model.mlir --random-inputs --seed 3 --output %t.r3.npy
// RUN: ir-run %S/../torch/Inputs/mlp_gelu/model.mlir --random-inputs --seed 3 --check %t.r3.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=SAME
// SAME: check 0: ok: max abs err 0.000e0
// RUN: not ir-run %S/../torch/Inputs/mlp_gelu/model.mlir --random-inputs --seed 4 --check %t.r3.npy | FileCheck %s --check-prefix=OTHER
// OTHER: check 0: MISMATCH

// Parse errors are the parser's located diagnostics.
// RUN: echo 'func.func @f() { %%x = "bad }' > %t.bad.mlir
// RUN: not ir-run %t.bad.mlir 2>&1 | FileCheck %s --check-prefix=PARSE
// PARSE: bad.mlir:1:{{[0-9]+}}: error:

// Usage errors.
// RUN: not ir-run %s --entry nosuch 2>&1 | FileCheck %s --check-prefix=NOFUNC
// NOFUNC: ir-run: error: no function @nosuch in
// RUN: not ir-run %s --bogus 2>&1 | FileCheck %s --check-prefix=FLAG
// FLAG: ir-run: error: unknown option '--bogus'
// RUN: not ir-run %s --entry make --output %t.one.npy 2>&1 | FileCheck %s --check-prefix=OUTS
// OUTS: ir-run: error: @make has 2 results, but 1 --output files were given

func.func @make() -> (tensor<2x8x16xf32>, tensor<2x8x32xi64>) {
  %a = arith.constant dense<0.5> : tensor<2x8x16xf32>
  %b = arith.constant dense<3> : tensor<2x8x32xi64>
  return %a, %b : tensor<2x8x16xf32>, tensor<2x8x32xi64>
}
