module {
  func.func private @ext0(i32, tensor<2xi8> {test.foo = 1 : i32}, i8 {llvm.signext}) attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func private @ext1(tensor<2xi8>, tensor<2xi32>, tensor<?x8xf32>) -> (f32, i8) attributes {test.kernel}
  func.func private @kernel_0() -> (f32, i8) attributes {llvm.emit_c_interface, note = "generated"} {
    %alloc = memref.alloc() : memref<4x8xi8>
    %subview = memref.subview %alloc[1, 2] [2, 2] [1, 1] : memref<4x8xi8> to memref<2x2xi8, strided<[8, 1], offset: 10>>
    %cst = arith.constant dense<-7.500000e+00> : tensor<4x8xf32>
    %cst_0 = arith.constant 1.000000e+00 : f32
    %c1_i8 = arith.constant 1 : i8
    return %cst_0, %c1_i8 : f32, i8
  }
  func.func @compute1(%arg0: i8, %arg1: vector<2x8x3xf32>, %arg2: i8, %arg3: vector<2x4xf32>) -> (f32 {test.foo = 1 : i32}, tensor<4x8xf32> {test.foo = 1 : i32}, index {llvm.noundef, test.tag = "x"}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant -1.000000e+00 : f16
    %0:2 = scf.for %arg4 = %c1 to %c8 step %c2 iter_args(%arg5 = %cst, %arg6 = %cst_0) -> (f32, f16) {
      %cst_1 = arith.constant 1.500000e-01 : f32
      %2 = arith.cmpf ord, %arg5, %cst_1 : f32
      %cst_2 = arith.constant 4.000000e+02 : f32
      scf.yield %cst_2, %arg6 : f32, f16
    }
    %1 = tensor.empty() : tensor<4x8xf32>
    return %cst, %1, %c2 : f32, tensor<4x8xf32>, index
  }
}

