func.func private @ext0(i8)
func.func private @ext1() -> (i8, i8 {llvm.noundef})
func.func @f0(%1: memref<4x3xi32> {llvm.noundef}) -> (i8, tensor<3x3xi32>) {
   %acc = arith.constant 0.5 : f16
   %tmp3 = math.powf %acc, %acc : f16
   %4 = arith.constant 1 : index
   %r, %r_6 = scf.index_switch %4 -> i32, i8
   case 2 {
      %cst_7 = arith.constant dense<[127, 0, 0, 127]> : vector<4xi8>
      %8 = arith.andi %cst_7, %cst_7 : vector<4xi8>
      %c = arith.constant 2147483647 : i32
      %c_10 = arith.constant 0 : i8
      scf.yield %c, %c_10 : i32, i8
   }
   case 5 {

      %c_12 = arith.constant 0 : i32
      %c_14 = arith.constant 46 : i8
      scf.yield %c_12, %c_14 : i32, i8
   }
   default {
      %c_15 = arith.constant 0 : i32
      %16 = arith.constant 35 : i8
      scf.yield %c_15, %16 : i32, i8
   }
   %18 = arith.constant dense<[[-8,0,66], [0, 1, 44], [-2, 2147483647, 1]]> : tensor<3x3xi32>
   func.return %r_6, %18 : i8, tensor<3x3xi32>
}
func.func @fn.1(%sum: tensor<8x1xi32>, %arg: i8 {test.foo = 1 : i32}) -> i8 attributes {test.kernel} {
   func.call @ext0(%arg) : (i8) -> ()
   %3 = tensor.collapse_shape %sum [[0, 1]] : tensor<8x1xi32> into tensor<8xi32>
   %t4 = arith.constant dense<18> : tensor<3x3xi32>
   %5 = arith.constant 2 : index  // note
   %v6 = arith.constant 2 : index
   %extracted = tensor.extract %t4[%5, %v6] : tensor<3x3xi32>
   return %arg : i8
}
