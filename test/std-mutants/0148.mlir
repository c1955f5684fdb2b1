func.func private @ext0(index {test.foo = 1 : i32}, vector<2x1xindex>) -> (i16, i64 {llvm.noundef, test.tag = "x"})
func.func @compute0() -> (index {llvm.noundef}) {
  %v1 = arith.constant 1 : i16
  %lhs:2 = arith.mulsi_extended %v1, %v1 : i16
  %res = arith.constant -1 : index
  %v4 = arith.cmpi sle, %res, %res : index
  cf.assert %v4, "bounds check"
  %5 = memref.alloc() : memref<8x8xi16>
  %6 = memref.cast %5 : memref<8x8xi16> to memref<8x?xi16>
  %cst_7 = arith.constant 1.0 : bf16
  %8 = arith.constant -0.25 : bf16
  %9 = arith.remf %cst_7, %8 fastmath<nnan,ninf> : bf16
  %c = arith.constant 1 : i32
  %11 = arith.constant dense<2147483647> : tensor<8x4xi32>
  // ---- comment line ----
  %lin = linalg.fill ins(%c : i32) outs(%11 : tensor<8x4xi32>) -> tensor<8x4xi32>
  %cst_13 = arith.constant dense<43> : vector<8x4xindex>
  %14 = arith.constant dense<1.000000e+00> : vector<8x4xbf16>
  %cst_15 = arith.constant dense<24> : vector<8x4xi32>
  %16 = math.fpowi %14, %cst_15 : vector<8x4xbf16>, vector<8x4xi32>
  %x20 = arith.constant 0 : i64
  %a.b = arith.constant 3 : i64
  scf.for %y = %x20 to %x20 step %a.b : i64 {
    %25 = arith.constant dense<1> : vector<2x1xindex>
    %acc:2 = func.call @ext0(%res, %25) : (index, vector<2x1xindex>) -> (i16, i64)
    scf.yield
  }
  %28 = arith.constant -1 : i16
  %t29 = arith.ceildivui %lhs#0, %28 : i16
  %v30 = arith.constant 3 : index
  %31 = tensor.empty(%v30) : tensor<?x4xi32>
  %32 = arith.constant 3 : index
  %empty = tensor.empty(%32) : tensor<?x4xi32>
  %x35 = arith.remui %31, %empty : tensor<?x4xi32>
  %36 = memref.reinterpret_cast %5 to offset: [0], sizes: [2, 32], strides: [32, 1] : memref<8x8xi16> to memref<2x32xi16, strided<[32, 1]>>
  %37 = arith.constant dense<4.0E+2> : tensor<8x4xf32>
  %cos = math.cos %37 fastmath<none> : tensor<8x4xf32>
  %39 = arith.constant 1 : i8
  %v40 = arith.cmpf uge, %39, %39 : i8
  %alloca_41 = memref.alloca() : memref<2x1xi16>
  %42 = arith.constant 0 : index
  %subview_43 = memref.subview %alloca_41[%42, 0] [1, 1] [1, 1] : memref<2x1xi16> to memref<1x1xi16, strided<[1, 1], offset: ?>>
  %44 = arith.constant dense<[[1, -16], [9, 0], [1, 127], [61, 127], [127,-1], [-15, 127], [17, 54], [1, 5]]> : vector<8x2xi8>
  %45 = math.ipowi %44, %44 : vector<8x2xi8>
  %empty_46 = tensor.empty() : tensor<2x1xindex>
  %tmp48 = tensor.collapse_shape %empty_46 [[0, 1]] : tensor<2x1xindex> into tensor<2xindex>  // note
  %49 = arith.constant 2 : index
  %empty_50 = tensor.empty(%49) : tensor<?x1xf32>
  %51 = arith.cmpf uno, %empty_50, %empty_50 fastmath<reassoc,contract> : tensor<?x1xf32>
  %52 = arith.constant 7 : index
  %53 = tensor.empty(%52) : tensor<?x1xindex>
  %56 = tensor.empty() : tensor<1xi8>
  %val = arith.constant dense<1> : tensor<2x1xi8>
  %58 = linalg.broadcast ins(%56 : tensor<1xi8>) outs(%val : tensor<2x1xi8>) dimensions = [0]
  %c_61 = arith.constant 0x17 : i16

  %64 = arith.constant 0 : index
  %65 = arith.constant 21 : index
  memref.store %c_61, %36[%64, %65] : memref<2x32xi16, strided<[32, 1]>>
  return %res : index
}
