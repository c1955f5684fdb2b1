memref.global "private" @g0 : memref<4x8xf32> = dense<4.0E+2>
func.func @fn.0(%1: f32 {llvm.noundef}, %arg: f32 {llvm.noundef, test.tag = "x"}, %arg_4: vector<4x8xf32>, %5: f32) attributes {llvm.emit_c_interface, note = "generated"} {
func.func private @ext0(tensor<4x8xi8> {test.foo = 1 : i32}, memref<4xf32>) -> (i64, f32) attributes {llvm.emit_c_interface, note = "generated"}
   %x6 = arith.constant 0 : i1
   %minsi_7 = arith.minsi %x6, %x6 : i1
   %8 = tensor.empty() : tensor<4x8xf32>
   %t9 = arith.constant 1 : index
   %res = arith.constant dense<[[100.0, -0.25]]> : tensor<1x2xf32>
   %inserted_slice = tensor.insert_slice %res into %8[3, 6] [1, 2] [%t9, 1] : tensor<1x2xf32> into tensor<4x8xf32>
   %get_global = memref.get_global @g0 : memref<4x8xf32>
   %cast = memref.cast %get_global : memref<4x8xf32> to memref<4x8xf32>
   return
}  // note
