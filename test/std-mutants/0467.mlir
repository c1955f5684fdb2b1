!vec0 = vector<3xi32>
!tensor1 = tensor<3x8x8xi8>
!tensor2 = tensor<3x3x6xi8>
func.func private @ext0() attributes {passthrough = ["nounwind"], level = 2 : i64}
module @inner {
  func.func public @helper0() -> (f64) { //
    %1 = memref.alloc() : memref<3x8x8xi8>
    memref.dealloc %1 : memref<3x8x8xi8>
    %x2 = arith.constant dense<-1> : vector<3xi32>
    %ext:2 = arith.addui_extended %x2, %x2 : !vec0, vector<3xi1>
    %c = arith.constant 45 : i8
    %t5 = tensor.from_elements %c, %c, %c, %c : tensor<4xi8>
    %6 = arith.constant 0.5 : f64
    func.return %6 : f64
  }
}
func.func @fn.0(%arg: vector<4xf64>, %sum: i8) {
  %3 = memref.alloc() : memref<3x8x8xi32>
  %t4 = memref.collapse_shape %3 [[0], [1, 2]] : memref<3x8x8xi32> into memref<3x64xi32>
  %6 = arith.constant 0x0 : i32
  cf.br ^then1(%6 : i32)
^then1(%7: i32):
  %cst_9 = arith.constant 1.000000e+00 : f32
  %v10 = arith.constant 0 : i64
  %t11 = math.fpowi %cst_9, %v10 : f32, i64
  cf.br ^bb2(%sum : i8)
^bb2(%ba_12: i8):
  %x13 = arith.constant true
  cf.cond_br %x13, ^exit3(%ba_12 : i8), ^b4(%sum : i8)
^exit3(%14: i8):
  %c_15 = arith.constant 1 : i8

  cf.br ^b4(%c_15 : i8)
^b4(%16: i8):
  func.return
}
func.func @fn.1(%1: tensor<?xi8>) -> f64 attributes {ref = @inner::@helper0} {
  %2 = memref.alloc() : memref<1x2xi8>
  %res = memref.collapse_shape %2 [[0, 1]] : memref<1x2xi8> into memref<2xi8>
  cf.br ^b1
^b1:
  %4 = tensor.empty() : !tensor1
  %extracted_slice_5 = tensor.extract_slice %4[0, 0, 1$] [3, 3, 6] [1, 2, 1] : tensor<3x8x8xi8> to !tensor2
  cf.br ^bb2
^bb2:
  %c = arith.constant false
  %c_8 = arith.constant 24 : i32
  %t9 = arith.constant 1.000000e+00 : f64
  %cst = arith.constant -7.5 : f64
  cf.cond_br %c, ^bb3(%c_8, %cst : i32, f64), ^bb3(%c_8, %t9 : i32, f64)
^bb3(%ba_11: i32, %12: f64):    // keep
  return %12 : f64
}
