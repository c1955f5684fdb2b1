module {
  func.func private @ext0(memref<3x2xi32>, tensor<4xf64> {llvm.noundef, test.tag = "x"}, tensor<8x2xi16> {test.foo = 1 : i32}) -> memref<3x2xi16>
  func.func private @compute0(%arg0: f16, %arg1: i32 {llvm.noundef, test.tag = "x"}) {
    %cst = arith.constant dense<4611686018427387903> : tensor<3x2xindex>
    %expanded = tensor.expand_shape %cst [[0, 1], [2]] output_shape [3, 1, 2] : tensor<3x2xindex> into tensor<3x1x2xindex>
    %cst_0 = arith.constant dense<4611686018427387903> : vector<8x2xi64>
    %sum, %overflow = arith.addui_extended %cst_0, %cst_0 : vector<8x2xi64>, vector<8x2xi1>
    %cst_1 = arith.constant dense<1> : vector<4xi8>
    %0 = arith.sitofp %cst_1 : vector<4xi8> to vector<4xf16>
    %cst_2 = arith.constant dense<-1> : tensor<3x2xi16>
    %expanded_3 = tensor.expand_shape %cst_2 [[0, 1], [2]] output_shape [3, 1, 2] : tensor<3x2xi16> into tensor<3x1x2xi16>
    %c-1 = arith.constant -1 : index
    %c1 = arith.constant 1 : index
    %1 = arith.cmpi ne, %c-1, %c1 : index
    cf.assert %1, ""
    %c50_i32 = arith.constant 50 : i32
    %2 = tensor.empty() : tensor<8xf32>
    %3 = linalg.div ins(%2, %2 : tensor<8xf32>, tensor<8xf32>) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
    %cst_4 = arith.constant 0.000000e+00 : f32
    %4 = arith.remf %cst_4, %cst_4 fastmath<reassoc,contract> : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2048xi8>
    %c0 = arith.constant 0 : index
    %view = memref.view %alloc[%c0][] : memref<2048xi8> to memref<4x8xf16>
    return
  }
  func.func public @f1() -> (memref<3x?xi32> {test.foo = 1 : i32}, i32) attributes {llvm.emit_c_interface, note = "generated"} {
    %cst = arith.constant dense<1.000000e+00> : tensor<4xf64>
    %0 = arith.maxnumf %cst, %cst fastmath<reassoc,contract> : tensor<4xf64>
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %false = arith.constant false
    cf.assert %false, "bounds check"
    %c2 = arith.constant 2 : index
    %c7 = arith.constant 7 : index
    %c3 = arith.constant 3 : index
    scf.for %arg0 = %c2 to %c7 step %c3 {
      %4 = tensor.empty() : tensor<3x2x4xf64>
      %alloc_1 = memref.alloc() : memref<3x2xi32>
      %c0 = arith.constant 0 : index
      %subview = memref.subview %alloc_1[%c0, 0] [3, 2] [1, 1] : memref<3x2xi32> to memref<3x2xi32, strided<[2, 1], offset: ?>>
      %cst_2 = arith.constant 1.503910e-01 : bf16
      %5 = arith.extf %cst_2 : bf16 to f64
    }
    %c6 = arith.constant 6 : index
    %1 = tensor.empty(%c6) : tensor<?x2xi16>
    %cst_0 = arith.constant 1.000000e+00 : f64
    %2 = math.fma %cst_0, %cst_0, %cst_0 : f64
    %3 = arith.cmpi ugt, %c2147483647_i32, %c2147483647_i32 : i32
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1) : memref<3x?xi32>
    return %alloc, %c2147483647_i32 : memref<3x?xi32>, i32
  }
}

