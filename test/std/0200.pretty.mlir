module attributes {test.module_note = "std"} {
  func.func private @f0(%arg0: i64 {test.foo = 1 : i32}, %arg1: tensor<8xf32> {test.foo = 1 : i32}) -> (memref<2xf32> {llvm.noundef}) {
    %cst = arith.constant dense<[1.000000e+02, 1.503910e-01]> : tensor<2xbf16>
    %cst_0 = arith.constant dense<[[0.000000e+00, 2.500000e+00, 1.000000e+00, 1.000000e+02, -1.000000e+00, 4.000000e+02, 3.000000e+00, 4.000000e+02], [1.503910e-01, 0.000000e+00, 5.000000e-01, 1.000000e+02, -7.500000e+00, 2.500000e+00, 1.000000e+00, 1.000000e+02]]> : tensor<2x8xbf16>
    %broadcasted = linalg.broadcast ins(%cst : tensor<2xbf16>) outs(%cst_0 : tensor<2x8xbf16>) dimensions = [1] 
    %cst_1 = arith.constant 3.000000e+00 : f32
    %0 = math.atan %cst_1 fastmath<fast> : f32
    %cst_2 = arith.constant dense<false> : vector<2xi1>
    %1 = arith.cmpi ule, %cst_2, %cst_2 : vector<2xi1>
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %extracted = tensor.extract %broadcasted[%c1, %c7] : tensor<2x8xbf16>
    %false = arith.constant false
    %c-1_i32 = arith.constant -1 : i32
    %c38_i32 = arith.constant 38 : i32
    %2 = arith.select %false, %c-1_i32, %c38_i32 : i32
    %3 = arith.cmpi uge, %arg0, %arg0 : i64
    scf.if %3 {
      %7 = arith.select %false, %cst_1, %cst_1 : f32
      %c0 = arith.constant 0 : index
      %inserted = tensor.insert %extracted into %cst[%c0] : tensor<2xbf16>
    }
    %cst_3 = arith.constant dense<[1.000000e+02, 4.000000e+02]> : tensor<2xf64>
    %4 = math.atan2 %cst_3, %cst_3 fastmath<nnan,ninf,nsz> : tensor<2xf64>
    %cst_4 = arith.constant -1.000000e+00 : bf16
    %5 = arith.minnumf %extracted, %cst_4 : bf16
    %cst_5 = arith.constant dense<18> : tensor<4xi32>
    scf.forall (%arg2) in (1) {
      %7 = tensor.empty() : tensor<4x2xf16>
      %8 = tensor.empty() : tensor<2xf16>
      %reduced = linalg.reduce ins(%7 : tensor<4x2xf16>) outs(%8 : tensor<2xf16>) dimensions = [0] 
        (%in: f16, %init: f16) {
          %11 = arith.addf %in, %init : f16
          linalg.yield %11 : f16
        }
      %cst_6 = arith.constant 2.500000e+00 : f64
      %9 = arith.negf %cst_6 fastmath<arcp> : f64
      %10 = arith.ceildivsi %arg0, %arg0 : i64
    }
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %6 = scf.for %arg2 = %c2 to %c2 step %c3 iter_args(%arg3 = %cst_1) -> (f32) {
      %f = func.constant @f0 : (i64, tensor<8xf32>) -> memref<2xf32>
      %7 = func.call_indirect %f(%arg0, %arg1) : (i64, tensor<8xf32>) -> memref<2xf32>
      %cast = tensor.cast %cst_3 : tensor<2xf64> to tensor<?xf64>
      scf.yield %cst_1 : f32
    }
    %alloca = memref.alloca() {alignment = 16 : i64} : memref<2xf32>
    return %alloca : memref<2xf32>
  }
}

