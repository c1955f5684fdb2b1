!buf0 = memref<3x2xi32>
!vec1 = vector<8x2xi64>
!vec2 = vector<4xi8>
!tensor3 = tensor<3x1x2xi16>
!tensor4 = tensor<3x2x4xf64>
!buf5 = memref<3x?xi32>

module {
  func.func private @ext0(!buf0, tensor<4xf64> {llvm.noundef, test.tag = "x"}, tensor<8x2xi16> {test.foo = 1 : i32}) -> (memref<3x2xi16>)
  func.func private @compute0(%1: f16, %tmp2: i32 {llvm.noundef, test.tag = "x"}) {
    %3 = arith.constant dense<4611686018427387903> : tensor<3x2xindex>
    %rhs = tensor.expand_shape %3 [[0, 1], [2]] output_shape [3, 1, 2] : tensor<3x2xindex> into tensor<3x1x2xindex>
    %v5 = arith.constant dense<4611686018427387903> : !vec1
    %ext:2 = arith.addui_extended %v5, %v5 : vector<8x2xi64>, vector<8x2xi1>
    %cst = arith.constant dense<1> : vector<4xi8>
    %sitofp = arith.sitofp %cst : !vec2 to vector<4xf16>
    %cst_9 = arith.constant dense<-1> : tensor<3x2xi16>
    %val = tensor.expand_shape %cst_9 [[0, 1], [2]] output_shape [3, 1, 2] : tensor<3x2xi16> into !tensor3
    %t11 = arith.constant -1 : index
    %c_12 = arith.constant 1 : index
    %v13 = arith.cmpi ne, %t11, %c_12 : index
    cf.assert %v13, ""
    %c_14 = arith.constant 50 : i32
    %empty_15 = tensor.empty() : tensor<8xf32>
    %16 = linalg.div ins(%empty_15, %empty_15 : tensor<8xf32>, tensor<8xf32>) outs(%empty_15 : tensor<8xf32>) -> tensor<8xf32>
    %t17 = arith.constant 0.0 : f32
    %v18 = arith.remf %t17, %t17 fastmath<reassoc,contract> : f32
    %alloc_19 = memref.alloc() {alignment = 64} : memref<2048xi8>
    %c_20 = arith.constant 0 : index
    %21 = memref.view %alloc_19[%c_20][] : memref<2048xi8> to memref<4x8xf16>
    return
  }
  func.func public @f1() -> (memref<3x?xi32> {test.foo = 1 : i32}, i32) attributes {llvm.emit_c_interface, note = "generated"} {
    %cst = arith.constant dense<1.0> : tensor<4xf64>
    %2 = arith.maxnumf %cst, %cst fastmath<reassoc,contract> : tensor<4xf64>
    %c = arith.constant 2147483647 : i32
    %5 = arith.constant 0 : i1
    cf.assert %5, "bounds check"
    %c_6 = arith.constant 2 : index
    %7 = arith.constant 7 : index
    %tmp8 = arith.constant 3 : index
    scf.for %iv = %c_6 to %7 step %tmp8 {
      %10 = tensor.empty() : !tensor4
      %11 = memref.alloc() : memref<3x2xi32>
      %lhs = arith.constant 0 : index
      %subview_13 = memref.subview %11[%lhs, 0] [3, 2] [1, 1] : memref<3x2xi32> to memref<3x2xi32, strided<[2, 1], offset: ?>>
      %res = arith.constant 1.5e-1 : bf16
      %16 = arith.extf %res : bf16 to f64
    }
    %t18 = arith.constant 6 : index
    %19 = tensor.empty(%t18) : tensor<?x2xi16>
    %20 = arith.constant 1.0 : f64
    %sum = math.fma %20, %20, %20 fastmath<none> : f64
    %22 = arith.cmpi ugt, %c, %c : i32
    %c_23 = arith.constant 1 : index
    %alloc_24 = memref.alloc(%c_23) : memref<3x?xi32>
    func.return %alloc_24, %c : !buf5, i32
  }
}

