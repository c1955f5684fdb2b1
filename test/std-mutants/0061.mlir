// ir-gen std --seed 158 --size 12
func.func @kernel_0(%1: i32, %arg: memref<1x3xi32> {llvm.noundef}) -> (f32, tensor<8x4x4xf32>) {
  %empty_3 = tensor.empty() : tensor<8x4x4xi32>
  %4 = arith.constant 1 : index
  %c_5 = arith.constant 1 : index
  %c = arith.constant 2 : index
  %inserted_7 = tensor.insert %1 into %empty_3[%4, %c_5, %c] : tensor<8x4x4xi32>
  %res = arith.constant 0 : i1
  %sel_9 = arith.select %res, %1, %1 : i32
  %11 = arith.constant -4 : i32
  %12, %r_13 = call @kernel_0(%11, %arg) : (i32, memref<1x3xi32>) -> (f32, tensor<8x4x4xf32>)
  %14 = arith.negf %12 fastmath<reassoc,contract> : f32
  %15 = arith.constant 1.5e-1 : f16
  %16 = arith.cmpi ord, %15, %15 : f16
  %c_18 = arith.constant 76 : i16
  %19 = arith.cmpi ult, %c_18, %c_18 : i16
  cf.assert %19, "x must be \"positive\""
  return %14, %r_13 : f32, tensor<8x4x4xf32>
}
func.func @fn.1() -> (vector<1x3xi32>, i32) {
  %tmp1 = tensor.empty() : tensor<8x4x4xi32>
  %rhs = tensor.expand_shape %tmp1 [[0, 1], [2], [3]] output_shape [4, 2, 4, 4] : tensor<8x4x4xi32> into tensor<4x2x4x4xi32>
  %c = arith.constant -1 : i64
  %4 = arith.constant 19 : i32
  cf.switch %c : i64, [default: ^b1(%4 : i32), -1: ^exit2, 0: ^exit2, 1: ^loop_3]
^b1(%ba_5: i32):
  %t6 = arith.constant 0 : index
  %tmp7 = arith.constant 9 : index
  %sum = arith.constant 1 : index
  %lhs = arith.constant 1.5e-1 : f32
  %r_13 = scf.for %iv_11 = %t6 to %tmp7 step %sum iter_args(%v12 = %lhs) -> f32 {
    %14 = memref.alloc() : memref<1x3xf32>
    %15 = memref.expand_shape %14 [[0], [1, 2]] output_shape [1, 1, 3] : memref<1x3xf32> into memref<1x1x3xf32>
    %tmp16 = arith.constant dense<0.5> : vector<8x4x4xf64>
    %cmp_18 = arith.cmpf oeq, %tmp16, %tmp16 fastmath<fast> : vector<8x4x4xf64>
    %19 = arith.constant dense<[2147483647, 1]> : vector<2xi32>
    %sum_20, %overflow = arith.addui_extended %19, %19 : vector<2xi32>, vector<2xi1>
    %cst = arith.constant dense<2> : vector<8x4x4xindex>
    %23 = arith.index_cast %cst : vector<8x4x4xindex> to vector<8x4x4xi16>
    scf.yield %lhs : f32
  }
  %24 = arith.constant 1 : i1
  cf.cond_br %24, ^exit2, ^exit2
^exit2:
  cf.br ^loop_3
^loop_3:
  %25 = arith.constant dense<[[0, -1, 6]]> : vector<1x3xi32>
  return %25, %4 : vector<1x3xi32>, i32
}
