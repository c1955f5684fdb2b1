// ir-gen std --seed 253 --size 11
module attributes {test.module_note = "std"} {
   func.func @fn.0(%arg_1: i16 {llvm.noundef, test.tag = "x"}) -> (i16 {llvm.noundef, test.tag = "x"}) {
      %cst = arith.constant 1.5e-1 : f32
      %3 = arith.negf %cst fastmath<reassoc,contract> : f32
      %4 = arith.constant -1 : i32
      cf.switch %4 : i32, [default: ^exit1, -1: ^b3(%4 : i32)]
   ^exit1:
      %x5 = memref.alloc() : memref<8x4xi32>
      %6 = memref.subview %x5[2, 2] [4, 2] [1, 1] : memref<8x4xi32> to memref<4x7xi32, strided<[4, 1], offset: 10>>
      %val = arith.constant true
      cf.cond_br %val, ^b2, ^b2
   ^b2:
      %empty_8 = tensor.empty() : tensor<8x4xi16>
      %expanded = tensor.expand_shape %empty_8 [[0, 1], [2]] output_shape [8, 1, 4] : tensor<8x4xi16> into tensor<8x1x4xi16>
      cf.br ^b3(%4 : i32)
   ^b3(%res: i32):
      %cst_11 = arith.constant dense<[[-7, 2147483647], [5, -5], [2147483647, 72]]> : vector<3x2xi32>
      %12 = arith.cmpi sle, %cst_11, %cst_11 : vector<3x2xi32>
      %c = arith.constant 2147483647 : i32 //
      cf.switch %4 : i32, [default: ^b4(%res : i32),
      3: ^b4(%res : i32),
      5: ^b4(%4 : i32),
      6: ^b4(%c : i32)]
   ^b4(%tmp14: i32):
      %15 = arith.constant -1 : i32
      %16 = tensor.from_elements %15 : tensor<1xi32>
      func.return %arg_1 : i16
   }
   func.func @fn.1(%v1: i16) attributes {test.kernel} {
      %2 = arith.constant 100.0 : f16
      %3 = arith.constant dense<[[66, 0, 73], [1, 1, 37], [0, -6, 2147483647]]> : tensor<3x3xi32>
      %lin = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], doc = "elementwise"} ins(%3 : tensor<3x3xi32>) outs(%3 : tensor<3x3xi32>) {
      ^bb0(%in: i32, %in_6: i32):
         %s = arith.addi %in, %in_6 : i32
         linalg.yield %s : i32
      } -> tensor<3x3xi32>
      %alloc_8 = memref.alloc() : memref<3x3xi16>
      %tmp9 = memref.expand_shape %alloc_8 [[0, 1], [2]] output_shape [1, 3, 3] : memref<3x3xi16> into memref<1x3x3xi16>
      %10 = arith.constant 1 : i1
      cf.assert %10, "x must be \"positive\""
      %x11 = arith.fptoui %2 : f16 to i64
      func.return
   }
}
