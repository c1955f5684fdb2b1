module {
  func.func private @ext0(memref<8xindex>, f32 {test.foo = 1 : i32}, vector<8xindex>)
  func.func @fn.0(%arg0: index, %arg1: memref<3xindex>) -> (index {test.foo = 1 : i32}, index, f32) {
    %cst = arith.constant -7.500000e+00 : f64
    %0 = arith.negf %cst fastmath<nnan,ninf,nsz> : f64
    %cst_0 = arith.constant -1.000000e+00 : bf16
    %cst_1 = arith.constant -7.500000e+00 : bf16
    %1 = math.fma %cst_0, %cst_0, %cst_1 fastmath<reassoc,contract> : bf16
    %alloc = memref.alloc() : memref<3xf32>
    linalg.sub ins(%alloc, %alloc : memref<3xf32>, memref<3xf32>) outs(%alloc : memref<3xf32>)
    %c34_i32 = arith.constant 34 : i32
    %2 = arith.uitofp %c34_i32 : i32 to f32
    %3 = arith.cmpi sge, %arg0, %arg0 : index
    %c61_i16 = arith.constant 61 : i16
    %c52_i16 = arith.constant 52 : i16
    %low, %high = arith.mului_extended %c61_i16, %c52_i16 : i16
    scf.if %3 {
      %4 = math.log1p %cst_1 fastmath<fast> : bf16
      %c0_i16 = arith.constant 0 : i16
      %5 = arith.shrui %low, %c0_i16 : i16
    }
    %c-1 = arith.constant -1 : index
    return %arg0, %c-1, %2 : index, index, f32
  }
  func.func @kernel_1(%arg0: index) attributes {llvm.emit_c_interface, note = "generated"} {
    %cst = arith.constant 0.000000e+00 : f16
    %cst_0 = arith.constant 1.000000e+00 : f16
    %0 = arith.minimumf %cst, %cst_0 fastmath<reassoc,contract> : f16
    %1 = tensor.empty() : tensor<8xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %1, %c0 : tensor<8xf32>
    %cst_1 = arith.constant 2.500000e+00 : f32
    %cst_2 = arith.constant 1.000000e+02 : f32
    %2 = math.copysign %cst_1, %cst_2 fastmath<nnan,ninf> : f32
    %c31_i64 = arith.constant 31 : i64
    %3 = arith.maxsi %c31_i64, %c31_i64 : i64
    %cst_3 = arith.constant dense<[-1, 79, 0]> : vector<3xi8>
    %4 = arith.index_cast %cst_3 : vector<3xi8> to vector<3xindex>
    %alloc = memref.alloc() : memref<8xindex>
    %expand_shape = memref.expand_shape %alloc [[0, 1]] output_shape [4, 2] : memref<8xindex> into memref<4x2xindex>
    %splat = tensor.splat %2 : tensor<8xf32>
    %5 = tensor.empty() : tensor<3x4xi32>
    %6 = tensor.empty() : tensor<4xi32>
    %reduced = linalg.reduce ins(%5 : tensor<3x4xi32>) outs(%6 : tensor<4xi32>) dimensions = [0] 
      (%in: i32, %init: i32) {
        %9 = arith.addi %in, %init : i32
        linalg.yield %9 : i32
      }
    %7 = arith.cmpi eq, %dim, %arg0 : index
    %8:2 = scf.if %7 -> (f32, f32) {
      scf.yield %cst_1, %cst_1 : f32, f32
    } else {
      scf.yield %cst_2, %2 : f32, f32
    }
    return
  }
}

