func.func private @ext0(i64) -> (f32 {llvm.noundef})
module @inner {
   func.func @helper7(%1: i64 {llvm.noundef}, %v2: tensor<4xi64>, %arg: tensor<8xi8>) -> (vector<4xi8>, i64) {
      %tmp4 = memref.alloc() : memref<4xi64>
      %c = arith.constant 3 : index
      %v = memref.load %tmp4[%c] : memref<4xi64>
      %val = arith.constant -11 : i32
      %t8 = arith.constant dense<[2147483647,14,1,72]> : tensor<4xi32>
      %y = linalg.fill ins(%val : i32) outs(%t8 : tensor<4xi32>) -> tensor<4xi32>
      %10 = arith.constant dense<127> : vector<4xi8>
      return %10, %1 : vector<4xi8>, i64
   }
}
func.func public @compute0(%x1: tensor<8xf32>, %x2: memref<8xf32>) -> (memref<4xf32>) attributes {ref = @inner::@helper7} {
   %x_1 = arith.constant 0x3fffffffffffffff : i64
   %v4 = arith.cmpi ne, %x_1, %x_1 : i64
   %v5 = arith.constant 2 : index
   %extracted_slice_6 = tensor.extract_slice %x1[6] [%v5] [1] : tensor<8xf32> to tensor<?xf32>
   cf.assert %v4, "bounds check"
   %t7 = tensor.empty() : tensor<4x1xi64>
   %cast = tensor.cast %t7 : tensor<4x1xi64> to tensor<4x1xi64>
   %rhs = arith.constant 0 : i32
   %sum = arith.constant 1.000000e+00 : f64
   %tmp11 = arith.constant -4 : i8
   cf.switch %rhs : i32, [default: ^exit1(%sum, %v5 : f64, index), 3: ^b2(%tmp11 : i8), 6: ^exit1(%sum, %v5 : f64, index)]
^exit1(%12: f64, %ba_13: index):
   scf.execute_region {
      %c = arith.constant 1 : i16
      %tmp15 = arith.cmpi slt, %c, %c : i16
      cf.as