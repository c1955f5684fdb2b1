module attributes {test.module_note = "std"} {
  func.func @compute0(%arg0: i8, %arg1: i32 {llvm.zeroext}) -> (tensor<?x8xf16> {llvm.noundef, test.tag = "x"}) {
    %c1 = arith.constant 1 : index
    %0 = arith.cmpi slt, %c1, %c1 : index
    %1:2 = scf.if %0 -> (i32, i8) {
      %c5 = arith.constant 5 : index
      %8 = tensor.empty(%c5) : tensor<?x1xindex>
      %9 = arith.cmpi sle, %8, %8 : tensor<?x1xindex>
      %cst_3 = arith.constant dense<[-1, -1, 4611686018427387903, 41]> : vector<4xi64>
      %10 = arith.divsi %cst_3, %cst_3 : vector<4xi64>
      %c6_4 = arith.constant 6 : index
      %11 = tensor.empty(%c6_4) : tensor<?x8xbf16>
      %c6_5 = arith.constant 6 : index
      %12 = tensor.empty(%c6_5) : tensor<?x8xbf16>
      %13 = math.copysign %11, %12 fastmath<afn> : tensor<?x8xbf16>
      %14 = tensor.empty() : tensor<1x8xi8>
      %cst_6 = arith.constant dense<1> : tensor<1x5xi8>
      %inserted_slice = tensor.insert_slice %cst_6 into %14[0, 0] [1, 5] [1, 1] : tensor<1x5xi8> into tensor<1x8xi8>
      %c62_i8 = arith.constant 62 : i8
      scf.yield %arg1, %c62_i8 : i32, i8
    } else {
      %alloc_3 = memref.alloc() : memref<2xi32>
      %c1_4 = arith.constant 1 : index
      %8 = memref.load %alloc_3[%c1_4] : memref<2xi32>
      %cst_5 = arith.constant dense<-1.000000e+00> : tensor<1x1xf32>
      %c1_6 = arith.constant 1 : index
      %dim_7 = tensor.dim %cst_5, %c1_6 : tensor<1x1xf32>
      %cst_8 = arith.constant 4.000000e+02 : f32
      %9 = math.log10 %cst_8 fastmath<fast> : f32
      %10 = arith.cmpi ugt, %arg1, %8 : i32
      scf.yield %8, %arg0 : i32, i8
    }
    %c6 = arith.constant 6 : index
    %2 = tensor.empty(%c6) : tensor<?x8xindex>
    %3 = arith.ceildivsi %2, %2 : tensor<?x8xindex>
    %c-1_i16 = arith.constant -1 : i16
    %4 = arith.cmpi ult, %c-1_i16, %c-1_i16 : i16
    %c1_0 = arith.constant 1 : index
    %dim = tensor.dim %2, %c1_0 : tensor<?x8xindex>
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<1x1xindex>
    %c0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %subview = memref.subview %alloc[%c0, 0] [1, 1] [%c1_1, 1] : memref<1x1xindex> to memref<1x1xindex, strided<[?, 1], offset: ?>>
    %cst = arith.constant dense<[[-20, 4611686018427387903, 0, 4611686018427387903, 0, 0, 4611686018427387903, -1]]> : vector<1x8xindex>
    %5 = arith.divui %cst, %cst : vector<1x8xindex>
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    %c41_i64 = arith.constant 41 : i64
    %6 = arith.addi %c4611686018427387903_i64, %c41_i64 : i64
    %c1_2 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    scf.for %arg2 = %c1_2 to %c4 step %c3 {
      %8 = func.call @compute0(%1#1, %arg1) : (i8, i32) -> tensor<?x8xf16>
      %9 = tensor.empty() : tensor<1x1xi8>
      %c1_3 = arith.constant 1 : index
      %c6_4 = arith.constant 6 : index
      %10 = tensor.empty(%c6_4) : tensor<?x1xi8>
      %inserted_slice = tensor.insert_slice %10 into %9[0, 0] [%c1_3, 1] [1, 1] : tensor<?x1xi8> into tensor<1x1xi8>
    }
    %c7 = arith.constant 7 : index
    %7 = tensor.empty(%c7) : tensor<?x8xf16>
    return %7 : tensor<?x8xf16>
  }
}

