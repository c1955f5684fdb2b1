// canonicalize on math as mlir-opt 22 does it: the libm functions fold
// f32 and f64 constants only (log, sqrt: not negatives, -0.0 included),
// ceil/floor/roundeven/absf/copysign fold every IEEE type, cbrt, rsqrt
// and fma do not fold, the bit counts and ipowi fold integers, the
// classifiers fold scalars and splats only.
// RUN: ir-opt --canonicalize %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --canonicalize %s | FileCheck %s %}
// CHECK-LABEL: func.func @transcendental() -> (f32, f64, f32, f64, f32, f64, f32, f32, f64, f32, vector<2xf32>) {
// CHECK-NEXT: %cst = arith.constant 0.681638777 : f32
// CHECK-NEXT: %cst_0 = arith.constant 12.182493960703473 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0.711155653 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.2527629684953681 : f64
// CHECK-NEXT: %cst_3 = arith.constant 0.635148942 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0.78539816339744828 : f64
// CHECK-NEXT: %cst_5 = arith.constant 0.805927455 : f32
// CHECK-NEXT: %cst_6 = arith.constant 0.848062098 : f32
// CHECK-NEXT: %cst_7 = arith.constant 6.1322894796636858 : f64
// CHECK-NEXT: %cst_8 = arith.constant 1.117000e+00 : f32
// CHECK-NEXT: %cst_9 = arith.constant dense<[0.707106769, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9 : f32, f64, f32, f64, f32, f64, f32, f32, f64, f32, vector<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_folded() -> (f32, f32, f32, f16, f16, f32, f32, f32, f64) {
// CHECK-NEXT: %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 5.000000e-01 : f16
// CHECK-NEXT: %cst_2 = arith.constant 7.500000e-01 : f32
// CHECK-NEXT: %cst_3 = arith.constant -1.500000e+00 : f64
// CHECK-NEXT: %0 = math.log %cst : f32
// CHECK-NEXT: %1 = math.sqrt %cst_0 : f32
// CHECK-NEXT: %2 = math.log1p %cst : f32
// CHECK-NEXT: %3 = math.sin %cst_1 : f16
// CHECK-NEXT: %4 = math.round %cst_1 : f16
// CHECK-NEXT: %5 = math.cbrt %cst_2 : f32
// CHECK-NEXT: %6 = math.rsqrt %cst_2 : f32
// CHECK-NEXT: %7 = math.fma %cst_2, %cst_2, %cst_2 : f32
// CHECK-NEXT: %8 = math.log10 %cst_3 : f64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f16, f16, f32, f32, f32, f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rounding() -> (f16, bf16, f32, f64, f32, f32, f32, f16, f64) {
// CHECK-NEXT: %cst = arith.constant -2.000000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : bf16
// CHECK-NEXT: %cst_1 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 4.000000e+00 : f64
// CHECK-NEXT: %cst_3 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %cst_4 = arith.constant -5.000000e-01 : f32
// CHECK-NEXT: %cst_5 = arith.constant 2.500000e+00 : f16
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_1, %cst_3, %cst_4, %cst_5, %cst_2 : f16, bf16, f32, f64, f32, f32, f32, f16, f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @integers() -> (i32, i32, i32, i8, i32, i32, i16, vector<2xi32>) {
// CHECK-NEXT: %c26_i32 = arith.constant 26 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c31_i32 = arith.constant 31 : i32
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c-243_i32 = arith.constant -243 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c16_i16 = arith.constant 16 : i16
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: return %c26_i32, %c3_i32, %c31_i32, %c-128_i8, %c-243_i32, %c0_i32, %c16_i16, %cst : i32, i32, i32, i8, i32, i32, i16, vector<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @classify() -> (i1, i1, i1, i1, vector<2xi1>, vector<2xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 0.000000e+00]> : vector<2xf16>
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %0 = math.isnormal %cst : vector<2xf16>
// CHECK-NEXT: return %false, %true, %false, %false, %cst_0, %0 : i1, i1, i1, i1, vector<2xi1>, vector<2xi1>
// CHECK-NEXT: }

func.func @transcendental() -> (f32, f64, f32, f64, f32, f64, f32, f32, f64, f32, vector<2xf32>) {
  %a = arith.constant 0.75 : f32
  %d = arith.constant 2.5 : f64
  %0 = math.sin %a : f32
  %1 = math.exp %d : f64
  %2 = math.erf %a : f32
  %3 = math.log1p %d : f64
  %4 = math.tanh %a : f32
  %5 = math.atan2 %d, %d : f64
  %6 = math.powf %a, %a : f32
  %7 = math.asin %a : f32
  %8 = math.cosh %d : f64
  %9 = math.expm1 %a : f32
  %v = arith.constant dense<[0.5, 4.0]> : vector<2xf32>
  %10 = math.sqrt %v : vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f32, f64, f32, f64, f32, f64, f32, f32, f64, f32, vector<2xf32>
}
func.func @not_folded() -> (f32, f32, f32, f16, f16, f32, f32, f32, f64) {
  %n = arith.constant -2.0 : f32
  %nz = arith.constant -0.0 : f32
  %h = arith.constant 0.5 : f16
  %a = arith.constant 0.75 : f32
  %d = arith.constant -1.5 : f64
  %0 = math.log %n : f32
  %1 = math.sqrt %nz : f32
  %2 = math.log1p %n : f32
  %3 = math.sin %h : f16
  %4 = math.round %h : f16
  %5 = math.cbrt %a : f32
  %6 = math.rsqrt %a : f32
  %7 = math.fma %a, %a, %a : f32
  %8 = math.log10 %d : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f16, f16, f32, f32, f32, f64
}
func.func @rounding() -> (f16, bf16, f32, f64, f32, f32, f32, f16, f64) {
  %h = arith.constant -2.5 : f16
  %b = arith.constant 2.5 : bf16
  %a = arith.constant -0.5 : f32
  %d = arith.constant 3.5 : f64
  %0 = math.ceil %h : f16
  %1 = math.floor %b : bf16
  %2 = math.roundeven %a : f32
  %3 = math.round %d : f64
  %4 = math.trunc %a : f32
  %5 = math.absf %a : f32
  %6 = math.copysign %a, %a : f32
  %7 = math.absf %h : f16
  %8 = math.roundeven %d : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f16, bf16, f32, f64, f32, f32, f32, f16, f64
}
func.func @integers() -> (i32, i32, i32, i8, i32, i32, i16, vector<2xi32>) {
  %a = arith.constant 40 : i32
  %m = arith.constant -128 : i8
  %b = arith.constant -3 : i32
  %p = arith.constant 5 : i32
  %0 = math.ctlz %a : i32
  %1 = math.cttz %a : i32
  %2 = math.ctpop %b : i32
  %3 = math.absi %m : i8
  %4 = math.ipowi %b, %p : i32
  %np = arith.constant -2 : i32
  %5 = math.ipowi %b, %np : i32
  %z = arith.constant 0 : i16
  %6 = math.ctlz %z : i16
  %v = arith.constant dense<[1, -1]> : vector<2xi32>
  %7 = math.cttz %v : vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i8, i32, i32, i16, vector<2xi32>
}
func.func @classify() -> (i1, i1, i1, i1, vector<2xi1>, vector<2xi1>) {
  %a = arith.constant 0.0 : f32
  %i = arith.constant 0x7F800000 : f32
  %0 = math.isnan %a : f32
  %1 = math.isinf %i : f32
  %2 = math.isfinite %i : f32
  %3 = math.isnormal %a : f32
  %s = arith.constant dense<1.0> : vector<2xf16>
  %4 = math.isnormal %s : vector<2xf16>
  %v = arith.constant dense<[1.0, 0.0]> : vector<2xf16>
  %5 = math.isnormal %v : vector<2xf16>
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, vector<2xi1>, vector<2xi1>
}
