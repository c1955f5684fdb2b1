module {
  memref.global "private" @g0 : memref<4x8xf32> = dense<4.000000e+02>
  func.func private @ext0(tensor<4x8xi8> {test.foo = 1 : i32}, memref<4xf32>) -> (i64, f32) attributes {llvm.emit_c_interface, note = "generated"}
  func.func @fn.0(%arg0: f32 {llvm.noundef}, %arg1: f32 {llvm.noundef, test.tag = "x"}, %arg2: vector<4x8xf32>, %arg3: f32) attributes {llvm.emit_c_interface, note = "generated"} {
    %false = arith.constant false
    %0 = arith.minsi %false, %false : i1
    %1 = tensor.empty() : tensor<4x8xf32>
    %c1 = arith.constant 1 : index
    %cst = arith.constant dense<[[1.000000e+02, -2.500000e-01]]> : tensor<1x2xf32>
    %inserted_slice = tensor.insert_slice %cst into %1[3, 6] [1, 2] [%c1, 1] : tensor<1x2xf32> into tensor<4x8xf32>
    %2 = memref.get_global @g0 : memref<4x8xf32>
    %cast = memref.cast %2 : memref<4x8xf32> to memref<4x8xf32>
    return
  }
}

