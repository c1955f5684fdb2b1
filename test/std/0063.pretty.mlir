module attributes {test.module_note = "std"} {
  func.func @kernel_0(%arg0: index, %arg1: index, %arg2: f64) -> (f64, index) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %alloc = memref.alloc() : memref<2048xi8>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %view = memref.view %alloc[%c0][%c1] : memref<2048xi8> to memref<?x4xf16>
    %c68 = arith.constant 68 : index
    %c0_0 = arith.constant 0 : index
    cf.br ^bb1(%c68, %c0_0 : index, index)
  ^bb1(%0: index, %1: index):  // pred: ^bb0
    %c78_i8 = arith.constant 78 : i8
    %c1786 = arith.constant 1786 : index
    memref.store %c78_i8, %alloc[%c1786] : memref<2048xi8>
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %2 = arith.cmpi sge, %arg0, %c4611686018427387903 : index
    %cst = arith.constant 1.500000e-01 : f64
    cf.cond_br %2, ^bb2(%cst : f64), ^bb2(%arg2 : f64)
  ^bb2(%3: f64):  // 2 preds: ^bb1, ^bb1
    %c7 = arith.constant 7 : index
    %alloca = memref.alloca(%c7) : memref<?x8xi32>
    memref.dealloc %alloca : memref<?x8xi32>
    %false = arith.constant false
    cf.cond_br %false, ^bb3(%c0_0 : index), ^bb3(%c1 : index)
  ^bb3(%4: index):  // 2 preds: ^bb2, ^bb2
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [2, 1024], strides: [1024, 1] : memref<2048xi8> to memref<2x1024xi8, strided<[1024, 1]>>
    return %arg2, %4 : f64, index
  }
  func.func private @f1(%arg0: f64, %arg1: memref<2xindex> {test.foo = 1 : i32}, %arg2: f64 {llvm.noundef}) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %cst = arith.constant dense<[-7.500000e+00, 1.000000e+02, 0.000000e+00, 3.000000e+00]> : vector<4xf32>
    %0 = arith.bitcast %cst : vector<4xf32> to vector<4xi32>
    %cst_0 = arith.constant 5.000000e-01 : f16
    %1 = math.isfinite %cst_0 : f16
    %c-17 = arith.constant -17 : index
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %2 = arith.cmpi ne, %c-17, %c4611686018427387903 : index
    cf.cond_br %2, ^bb1(%c4611686018427387903 : index), ^bb2
  ^bb1(%3: index):  // pred: ^bb0
    %c-1 = arith.constant -1 : index
    %4 = arith.cmpi eq, %3, %c-1 : index
    %5:2 = scf.if %4 -> (index, tensor<4xindex>) {
      %cst_1 = arith.constant 0.000000e+00 : f32
      %cst_2 = arith.constant -2.500000e-01 : f32
      %7 = arith.subf %cst_1, %cst_2 fastmath<afn> : f32
      %8 = tensor.empty() : tensor<4xindex>
      scf.yield %3, %8 : index, tensor<4xindex>
    } else {
      %cst_1 = arith.constant 3.000000e+00 : f32
      %7 = arith.minimumf %cst_1, %cst_1 : f32
      %8 = math.trunc %cst_1 fastmath<arcp> : f32
      %9 = tensor.empty() : tensor<4xindex>
      scf.yield %c-1, %9 : index, tensor<4xindex>
    }
    %6 = arith.cmpi sle, %c4611686018427387903, %3 : index
    cf.cond_br %6, ^bb2, ^bb2
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    return
  }
}

