module attributes {test.module_note = "std"} {
  func.func private @ext0()
  func.func private @ext1(tensor<4x2xi64> {llvm.noundef}, memref<?x4xi64> {llvm.noundef, test.tag = "x"}, i64)
  func.func @kernel_0(%arg0: f32, %arg1: i32 {test.foo = 1 : i32}, %arg2: tensor<3x4xf16>, %arg3: f32) -> i64 attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %c11_i8 = arith.constant 11 : i8
    %0 = scf.while (%arg4 = %c11_i8) : (i8) -> i8 {
      %cst = arith.constant dense<3.000000e+00> : vector<3x4xf32>
      %3 = math.erfc %cst : vector<3x4xf32>
      %true = arith.constant true
      scf.condition(%true) %arg4 : i8
    } do {
    ^bb0(%arg4: i8):
      %cst = arith.constant 2.500000e+00 : f32
      %3 = arith.mulf %arg0, %cst : f32
      %cast = tensor.cast %arg2 : tensor<3x4xf16> to tensor<3x?xf16>
      scf.yield %c11_i8 : i8
    }
    scf.execute_region {
      %cst = arith.constant dense<-7.500000e+00> : tensor<4x2xf32>
      %transposed = linalg.transpose ins(%cst : tensor<4x2xf32>) outs(%cst : tensor<4x2xf32>) permutation = [0, 1] 
      scf.yield
    }
    %1 = arith.cmpi ult, %0, %0 : i8
    %c-13_i16 = arith.constant -13 : i16
    cf.cond_br %1, ^bb2, ^bb1(%c-13_i16 : i16)
  ^bb1(%2: i16):  // pred: ^bb0
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    cf.switch %c4611686018427387903_i64 : i64, [
      default: ^bb2,
      18446744073709551615: ^bb2
    ]
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    %c40_i64 = arith.constant 40 : i64
    return %c40_i64 : i64
  }
  func.func public @fn.1(%arg0: f32) -> (f32, tensor<3x4xf32>) attributes {llvm.emit_c_interface, note = "generated"} {
    %c40 = arith.constant 40 : index
    %0 = arith.cmpi ult, %c40, %c40 : index
    scf.if %0 {
      %alloc = memref.alloc() : memref<3x4xi32>
      linalg.add ins(%alloc, %alloc : memref<3x4xi32>, memref<3x4xi32>) outs(%alloc : memref<3x4xi32>)
      %alloc_0 = memref.alloc() : memref<4x2xi64>
      %cast = memref.cast %alloc_0 : memref<4x2xi64> to memref<?x?xi64>
    } else {
      %cst_0 = arith.constant dense<0> : tensor<4x2xi64>
      %4 = arith.trunci %cst_0 : tensor<4x2xi64> to tensor<4x2xi8>
      %cst_1 = arith.constant dense<[[78, -9, 2147483647, 2147483647], [2147483647, 0, 26, -1], [-1, 1, 1, 2147483647]]> : vector<3x4xi32>
      %5 = arith.cmpi uge, %cst_1, %cst_1 : vector<3x4xi32>
      %c-1_i16 = arith.constant -1 : i16
      %6 = arith.extui %c-1_i16 : i16 to i64
    }
    %c20_i8 = arith.constant 20 : i8
    %c1_i64 = arith.constant 1 : i64
    %c0_i16 = arith.constant 0 : i16
    cf.switch %c20_i8 : i8, [
      default: ^bb1(%c1_i64 : i64),
      3: ^bb2,
      4: ^bb3(%arg0, %c0_i16 : f32, i16),
      5: ^bb2
    ]
  ^bb1(%1: i64):  // pred: ^bb0
    cf.cond_br %0, ^bb2, ^bb2
  ^bb2:  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb1
    cf.br ^bb3(%arg0, %c0_i16 : f32, i16)
  ^bb3(%2: f32, %3: i16):  // 2 preds: ^bb0, ^bb2
    %cst = arith.constant dense<[[3.000000e+00, 2.500000e+00, -7.500000e+00, 4.000000e+02], [5.000000e-01, 5.000000e-01, -1.000000e+00, 1.000000e+02], [1.000000e+02, 1.000000e+00, 1.500000e-01, -7.500000e+00]]> : tensor<3x4xf32>
    return %arg0, %cst : f32, tensor<3x4xf32>
  }
}

