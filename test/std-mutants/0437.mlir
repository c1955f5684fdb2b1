// ir-gen std --seed 270 --size 4
!tensor0 = tensor<2xi8>
!tensor1 = tensor<4x8xf32>
!vec2 = vector<2x8x3xf32>

func.func private @ext0(i32, !tensor0 {test.foo = 1 : i32}, i8 {llvm.signext}) -> () attributes {passthrough = ["nounwind"], level = 2 : i64}
func.func private @ext1(tensor<2xi8>, tensor<2xi32>, tensor<?x8xf32>) -> (f32, i8) attributes {test.kernel}
func.func private @kernel_0() -> (f32, i8) attributes {llvm.emit_c_interface, note = "generated"} {
  %alloc_1 = memref.alloc() : memref<4x8xi8>
  %subview = memref.subview %alloc_1[1, 2] [2, 2] [1, 1] : memref<4x8xi8> to memref<2x2xi8, strided<[8, 1], offset: 10>>
  %3 = arith.constant dense<-7.5> : !tensor1
  %cst_4 = arith.constant 1.000000e+00 : f32
  %c_5 = arith.constant 1 : i8
  func.return %cst_4, %c_5 : f32, i8
}
func.func @compute1(%v1: i8, %2: !vec2, %acc: i8, %arg_4: vector<2x4xf32>) -> (f32 {test.foo = 1 : i32}, !tensor1 {test.foo = 1 : i32}, index {llvm.noundef, test.tag = "x"}) {
  %v5 = arith.constant 1 : index
  %6 = arith.constant 8 : index
  %7 = arith.constant 2 : index
  %8 = arith.constant 0.0 : f32
  %y = arith.constant -1.0 : f16
  %res_13:2 = scf.for %iv_10 = %v5 to %6 step %7 iter_args(%11 = %8, %12 = %y) -> (f32, f16) {
    %sum = arith.constant 1.5e-1 : f32
    %15 = arith.cmpf ord, %11, %sum : f32
    %cst_16 = arith.constant 4.0E+2 : f32
    scf.yield %cst_16, %12 : f64, f16
  }
  %v17 = tensor.empty() : tensor<4x8xf32>
  func.return %8, %v17, %7 : f32, tensor<4x8xf32>, index
}
