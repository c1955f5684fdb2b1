module attributes {test.module_note = "std"} {
  func.func @compute0(%1: i8, %2: i32 {llvm.zeroext}) -> (tensor<?x8xf16> {llvm.noundef, test.tag = "x"}) {
    %3 = arith.constant 1 : index
    %4 = arith.cmpi slt, %3, %3 : index
    // ---- comment line ----
    %5:2 = scf.if %4 -> (i32, i8) {
      %6 = arith.constant 5 : index
      %lhs = tensor.empty(%6) : tensor<?x1xindex>
      %x8 = arith.cmpi sle, %lhs, %lhs : tensor<?x1xindex>
      %9 = arith.constant dense<[-1, -1, 4611686018427387903, 41]> : vector<4xi64>
      %divsi = arith.divsi %9, %9 : vector<4xi64>
      // ---- comment line ----
      %x11 = arith.constant 6 : index
      %empty_12 = tensor.empty(%x11) : tensor<?x8xbf16>
      %13 = arith.constant 6 : index
      %14 = tensor.empty(%13) : tensor<?x8xbf16>
      %15 = math.copysign %empty_12, %14 fastmath<afn> : tensor<?x8xbf16>
      %x_1 = tensor.empty() : tensor<1x8xi8>
      %17 = arith.constant dense<1> : tensor<1x5xi8>
      %rhs = tensor.insert_slice %17 into %x_1[0, 0] [1, 5] [1, 1] : tensor<1x5xi8> into tensor<1x8xi8>
      %c = arith.constant 62 : i8
      scf.yield %2, %c : i32, i8
    } else {
      %alloc_20 = memref.alloc() : memref<2xi32>
      %c_21 = arith.constant 1 : index
      %24 = memref.load %alloc_20[%c_21] : memref<2xi32>
      %v25 = arith.constant dense<[[-1.0]]> : tensor<1x1xf32>
      %c_27 = arith.constant 1 : index
      %28 = tensor.dim %v25, %c_27 : tensor<1x1xf32>
      %x29 = arith.constant 4.0E+2 : f32  // note
      %sum = math.log10 %x29 fastmath<fast> : f32
      %cmp_32 = arith.cmpi ugt, %2, %24 : i32
      scf.yield %24, %1 : i32, i8
    }
    %33 = arith.constant 6 : index
    %v34 = tensor.empty(%33) : tensor<?x8xindex>
    %ceildivsi = arith.ceildivsi %v34, %v34 : tensor<?x8xindex>
    %c_37 = arith.constant -1 : i16
    %cmp_38 = arith.cmpi ult, %c_37, %c_37 : i16
    %40 = arith.constant 1 : index
    %dim_41 = tensor.dim %v34, %40 : tensor<?x8xindex>
    %43 = memref.alloc() {alignment = 16 : i64} : memref<1x1xindex>

    %44 = arith.constant 0 : index
    %t45 = arith.constant 1 : index
    %subview_46 = memref.subview %43[%44, 0] [1, 1] [%t45, 1] : memref<1x1xindex> to memref<1x1xindex, strided<[?, 1], offset: ?>>
    %47 = arith.constant dense<[[-20, 4611686018427387903, 0, 4611686018427387903, 0, 0, 4611686018427387903, -1]]> : vector<1x8xindex>
    %48 = arith.divui %47, %47 : vector<1x8xindex>
    %50 = arith.constant 4611686018427387903 : i64
    %53 = arith.constant 41 : i64
    // ---- comment line ----
    %54 = arith.addi %50, %53 : i64
    %x55 = arith.constant 1 : index
    %56 = arith.constant 4 : index
    %57 = arith.constant 3 : index
    scf.for %iv_58 = %x55 to %56 step %57 {
      %a.b = func.call @compute0(%5#1, %2) : (i8, i32) -> tensor<?x8xf16>
      %empty_60 = tensor.empty() : tensor<1x1xi8>
      %61 = arith.constant 1 : index
      %62 = arith.constant 6 : index
      %63 = tensor.empty(%62) : tensor<?x1xi8>
      // ---- comment line ----
      %64 = tensor.insert_slice %63 into %empty_60[0, 0] [%61, 1] [1, 1] : tensor<?x1xi8> into tensor<1x1xi8
      scf.yield
    }
    %65 = arith.constant 7 : index
    %empty = tensor.empty(%65) : tensor<?x8xf16>
    return %empty : tensor<?x8xf16>
  }
}
