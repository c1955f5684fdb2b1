module {
  func.func private @ext0()
  func.func @f0(%1: vector<4x8x4xi32>, %arg: index {llvm.noundef, test.tag = "x"}) -> tensor<4x8x4xi32> {
    %3 = arith.constant dense<true> : vector<8x8xi1>
    %cst_4 = arith.constant dense<1> : vector<8x8xindex>
    %v5 = arith.select %3, %cst_4, %cst_4 : vector<8x8xi1>, vector<8x8xindex>
    %a.b = arith.constant dense<77> : vector<4x8x4xi32>
    %7 = arith.constant 1 : index
    %r = func.call @f0(%a.b, %7) : (vector<4x8x4xi32>, index) -> tensor<4x8x4xi32>
    %sum = arith.constant false
    %c = arith.constant 9 : i32
    cf.cond_br %sum, ^exit1, ^bb2(%c : i32)
  ^exit1:
    %cst = arith.constant dense<39> : vector<8x8xi64>
    %12 = arith.ceildivui %cst, %cst : vector<8x8xi64>
    %c_13 = arith.constant 1 : index
    %tmp14 = arith.constant 6 : index
    %15 = memref.alloc(%c_13)[%tmp14] {alignment = 64} : memref<?x4xindex, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
    %16 = arith.cmpi eq, %arg, %tmp14 : index
    cf.cond_br %16, ^bb2(%c : i32), ^bb3
  ^bb2(%ba_17: i32):
    %tmp18 = arith.constant 0 : i1
    %19 = arith.select %tmp18, %arg, %arg : index
    %lhs = scf.execute_region -> vector<8x8xindex> {
      %t22 = tensor.empty() : tensor<8x8xindex>
      %24 = tensor.collapse_shape %t22 [[0, 1]] : tensor<8x8xindex> into tensor<64xindex>
      %empty_25 = tensor.empty() : tensor<1x4x8xf16>
      %lin_27 = linalg.mul ins(%empty_25, %empty_25 : tensor<1x4x8xf16>, tensor<1x4x8xf16>) outs(%empty_25 : tensor<1x4x8xf16>) -> tensor<1x4x8xf16>
      %29 = arith.constant 4.0E+2 : f16
      %splat = tensor.splat %29 : tensor<8x8xf16>
      scf.yield %v5 : vector<8x8xindex>
    }
    %c_31 = arith.constant -1 : i64
    cf.switch %c_31 : i64, [default: ^bb3, 3: ^bb3, 4: ^bb3, 6: ^bb3]
  ^bb3:
    func.return %r : tensor<4x8x4xi32>
  }
  func.func @fn.1(%1: tensor<8x8xi64>, %res: tensor<4x8x4xindex> {llvm.noundef}, %3: i32 {test.foo = 1 : i32}) {
    %v4 = tensor.empty() : tensor<8x8xindex>
    %a.b = tensor.expand_shape %v4 [[0, 1], [2]] output_shape [8, 1, 8] : tensor<8x8xindex> into tensor<8x1x8xindex>
    %6 = arith.constant 1.5e-1 : f32
    %7 = math.copysign %6, %6 fastmath<afn> : f32
    %isfinite = math.isfinite %7 : f32
    %cst_9 = arith.constant 1.0 : f16
    %10 = arith.maxnumf %cst_9, %cst_9 fastmath<fast> : f16
    %r_11 = scf.execute_region -> index {
      %acc = arith.constant 65 : i32
      // ---- comment line ----
      func.call @"fn.1"(%1, %res, %acc) : (tensor<8x8xi64>, tensor<4x8x4xindex>, i32) -> ()
      %13 = arith.addf %7, %6 : f32
      %c = arith.constant 4611686018427387903 : index
      scf.yield %c : index
    }
    %cst_15 = arith.constant dense<1> : vector<4x8x4xi32>
    %lhs = arith.constant dense<38> : vector<4x8x4xi32>
    %17 = arith.subi %cst_15, %lhs overflow<nsw, nuw> : vector<4x8x4xi32>
    %alloc = memref.alloc() : memref<8x8xindex>
    %sum = memref.subview %alloc[4, 5] [1, 1] [1, 1] : memref<8x8xindex> to memref<1x1xindex, strided<[8, 1], offset: 37>>
    func.return
  }
}
