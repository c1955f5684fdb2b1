module attributes {test.module_note = "std"} {
  func.func private @ext0(memref<4x2xi8> {test.foo = 1 : i32}, tensor<3xi64>) -> memref<?xi32>
  func.func @kernel_0() {
    %alloc = memref.alloc() : memref<3xi64>
    memref.dealloc %alloc : memref<3xi64>
    %c-1_i8 = arith.constant -1 : i8
    %0 = math.ctpop %c-1_i8 : i8
    %c1_i16 = arith.constant 1 : i16
    %cst = arith.constant -2.500000e-01 : bf16
    cf.br ^bb1(%c1_i16, %cst : i16, bf16)
  ^bb1(%1: i16, %2: bf16):  // pred: ^bb0
    %cst_0 = arith.constant -7.500000e+00 : f32
    %3 = arith.negf %cst_0 fastmath<arcp> : f32
    %cst_1 = arith.constant dense<[59, 29, 2147483647]> : vector<3xi32>
    %4 = arith.cmpi sge, %cst_1, %cst_1 : vector<3xi32>
    %c28_i32 = arith.constant 28 : i32
    %5 = arith.cmpi sle, %c28_i32, %c28_i32 : i32
    cf.cond_br %5, ^bb3(%1 : i16), ^bb2
  ^bb2:  // pred: ^bb1
    %6 = tensor.empty() : tensor<4x2xi64>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %6, %c0 : tensor<4x2xi64>
    %7 = tensor.empty() : tensor<2xi1>
    %8 = tensor.empty() : tensor<2xi16>
    %9 = arith.select %7, %8, %8 : tensor<2xi1>, tensor<2xi16>
    cf.switch %c1_i16 : i16, [
      default: ^bb3(%c1_i16 : i16),
      3: ^bb4,
      6: ^bb3(%c1_i16 : i16)
    ]
  ^bb3(%10: i16):  // 3 preds: ^bb1, ^bb2, ^bb2
    %cst_2 = arith.constant dense<[62, 64, -1]> : tensor<3xi64>
    %11 = tensor.empty() : tensor<2xi64>
    %inserted_slice = tensor.insert_slice %11 into %cst_2[1] [2] [1] : tensor<2xi64> into tensor<3xi64>
    %expanded = tensor.expand_shape %cst_2 [[0, 1]] output_shape [1, 3] : tensor<3xi64> into tensor<1x3xi64>
    %12 = arith.cmpi ne, %c1_i16, %10 : i16
    cf.cond_br %12, ^bb4, ^bb4
  ^bb4:  // 3 preds: ^bb2, ^bb3, ^bb3
    %c-1_i64 = arith.constant -1 : i64
    %c1 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %splat = tensor.splat %c-1_i64[%c1, %c1_3] : tensor<?x?xi64>
    %c0_4 = arith.constant 0 : index
    %dim_5 = tensor.dim %splat, %c0_4 : tensor<?x?xi64>
    return
  }
  func.func @compute1() -> (memref<3xi32> {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
    %c3_i32 = arith.constant 3 : i32
    %0 = arith.ori %c3_i32, %c3_i32 : i32
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.cmpi sgt, %c3_i32, %c0_i32 : i32
    %c73_i16 = arith.constant 73 : i16
    %2 = arith.select %1, %c73_i16, %c73_i16 : i16
    %c30_i64 = arith.constant 30 : i64
    %3 = arith.minsi %c30_i64, %c4611686018427387903_i64 : i64
    cf.assert %1, "ok"
    %cst = arith.constant 1.000000e+00 : f64
    %4 = arith.cmpf ugt, %cst, %cst fastmath<reassoc,contract> : f64
    %5 = arith.cmpi ule, %c0_i32, %0 : i32
    %c6 = arith.constant 6 : index
    %alloc = memref.alloc(%c6) : memref<4x?xi16>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    memref.store %2, %alloc[%c0, %c0_0] : memref<4x?xi16>
    %alloc_1 = memref.alloc() : memref<3xi16>
    memref.dealloc %alloc_1 : memref<3xi16>
    %6 = tensor.empty() : tensor<4xindex>
    %7 = arith.cmpi sge, %6, %6 : tensor<4xindex>
    %alloc_2 = memref.alloc() : memref<3xi32>
    return %alloc_2 : memref<3xi32>
  }
}

