module {
  func.func private @ext0(i32)
  func.func private @ext1()
  func.func private @fn.0(%arg0: tensor<1xf32>, %arg1: memref<4xi32>, %arg2: tensor<4xi16> {test.foo = 1 : i32}) -> (tensor<4x4xf32>, i64, tensor<4xi32> {test.foo = 1 : i32}) attributes {llvm.emit_c_interface, note = "generated"} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = math.isnormal %cst : f32
    %cst_0 = arith.constant 1.000000e+00 : f64
    %1 = math.acos %cst_0 fastmath<nnan,ninf,nsz> : f64
    call @ext1() : () -> ()
    %c-13_i32 = arith.constant -13 : i32
    memref.copy %arg1, %arg1 : memref<4xi32> to memref<4xi32>
    %c-1_i64 = arith.constant -1 : i64
    %2 = math.ipowi %c-1_i64, %c-1_i64 : i64
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %arg0[%c0] : tensor<1xf32>
    %alloc = memref.alloc() : memref<4xf16>
    linalg.max ins(%alloc, %alloc : memref<4xf16>, memref<4xf16>) outs(%alloc : memref<4xf16>)
    cf.assert %0, "ok"
    %cst_1 = arith.constant dense<3.000000e+00> : tensor<3x2xf64>
    %cst_2 = arith.constant dense<[-1.000000e+00, 1.000000e+00]> : tensor<2xf64>
    %reduced = linalg.reduce ins(%cst_1 : tensor<3x2xf64>) outs(%cst_2 : tensor<2xf64>) dimensions = [0] 
      (%in: f64, %init: f64) {
        %5 = arith.addf %in, %init : f64
        linalg.yield %5 : f64
      }
    %3 = tensor.empty() : tensor<4x4xf32>
    %4 = tensor.empty() : tensor<4xi32>
    return %3, %2, %4 : tensor<4x4xf32>, i64, tensor<4xi32>
  }
}

