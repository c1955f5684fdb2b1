// ir-gen std --seed 257 --size 21
!buf0 = memref<4xindex>
!vec1 = vector<3xindex>
!buf2 = memref<2x4x4xf16>
!buf3 = memref<2x4xf16>
!buf4 = memref<?x4xbf16, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
!buf5 = memref<3xindex, strided<[1], offset: 0>>
!tensor6 = tensor<3x8x4xindex>
!tensor7 = tensor<3x8x4xf32>
!tensor8 = tensor<3x8xf32>
!tensor9 = tensor<2x1xi8>
!buf10 = memref<4x2xi32>
module {
  func.func private @ext0(!buf0 {llvm.noundef}, index) -> (vector<4xindex> {test.foo = 1 : i32})
  module @inner {
    func.func private @helper2(%val: tensor<3x?x4xindex>, %arg: memref<?x8x4xindex>, %arg_3: index, %5: !vec1 {test.foo = 1 : i32}) -> memref<4xindex> {
      %alloc_6 = memref.alloc() : memref<2x4xf16>
      %7 = memref.alloc() : !buf2
      linalg.broadcast ins(%alloc_6 : !buf3) outs(%7 : memref<2x4x4xf16>) dimensions = [1]
      %c = arith.constant true    // keep
      %res = arith.constant -1 : i32
      %sum = arith.constant 2.5 : f64
      cf.cond_br %c, ^bb2(%sum, %arg_3 : f64, index), ^bb1(%arg_3, %res : index, i32)
    ^bb1(%ba_11: index, %v12: i32):  // note
      cf.assert %c, "bounds check"
      %c_14 = arith.constant 52 : index
      cf.br ^bb2(%sum, %c_14 : f64, index)
    ^bb2(%ba_15: f64, %x_1: index):
      %cst_17 = arith.constant 1.0 : f16
      %a.b = arith.maximumf %cst_17, %cst_17 fastmath<arcp> : f16
      cf.br ^bb3(%arg_3, %res : index, i32)
    ^bb3(%19: index, %ba_20: i32):
      %v21 = memref.alloc() : memref<4xindex>
      func.return %v21 : memref<4xindex>
    }
  }
  func.func @kernel_0(%1: vector<4xindex>) -> (index, index {test.foo = 1 : i32}) attributes {ref = @inner::@helper2} {
    %c = arith.constant -14 : i16
    %rhs = arith.sitofp %c : i16 to f32

    %4 = arith.constant 3 : index
    %v5 = tensor.empty(%4) : tensor<3x8x?xindex>
    %c_6 = arith.constant 2 : index
    %dim_7 = tensor.dim %v5, %c_6 : tensor<3x8x?xindex>
    %t8 = arith.constant 4 : index
    %9 = memref.alloc(%t8) : memref<3x?x4xindex>
    %y = arith.constant 0 : index
    %c_11 = arith.constant 0 : index
    %c_12 = arith.constant 1 : index
    memref.store %c_6, %9[%y, %c_11, %c_12] : memref<3x?x4xindex>
    %c_13 = arith.constant true
    cf.assert %c_13, "x must be \"positive\""
    %a.b = arith.constant 1 : i32
    %lhs = arith.constant 0x31 : i32
    %ipowi_17 = math.ipowi %a.b, %lhs : i32
    %c_18 = arith.constant 5 : index
    %val = arith.constant 4 : index // TODO: check
    %alloc_21 = memref.alloc(%c_18)[%val] {alignment = 64} : !buf4
    %22 = memref.alloc() : memref<4xindex>
    %expand_shape = memref.expand_shape %22 [[0, 1]] output_shape [2, 2] : !buf0 into memref<2x2xindex>
    %alloca_24 = memref.alloca() : memref<4xindex>
    %subview = memref.subview %alloca_24[0] [3] [1] : !buf0 to !buf5
    %26 = memref.alloc() : memref<3x8x4xindex>
    %28 = memref.expand_shape %26 [[0], [1, 2], [3]] output_shape [3, 8, 1, 4] : memref<3x8x4xindex> into memref<3x8x1x4xindex>
    %t29 = tensor.empty() : tensor<4x4xf32>
    %lin_30 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t29, %t29 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%t29 : tensor<4x4xf32>) {
    ^bb0(%31: f32, %32: f32, %34: f32):
      %t35 = arith.addf %31, %32 : f32
      %36 = arith.addf %t35, %34 : f32
      linalg.yield %36 : f32
    } -> tensor<4x4xf32> //
    %empty_37 = tensor.empty() : !tensor6
    %empty_38 = tensor.empty() : tensor<1x4x1xindex>    // keep
    %inserted_slice_39 = tensor.insert_slice %empty_38 into %empty_37[2, 0, 3] [1, 4, 1] [1, 2, 1] : tensor<1x4x1xindex> into tensor<3x8x4xindex>
    %acc = memref.collapse_shape %26 [[0, 1], [2]] : memref<3x8x4xindex> into memref<24x4xindex>
    %tmp41 = arith.bitcast %rhs : f32 to i32
    %42 = arith.constant 0 : index
    %c_44 = arith.constant 2 : index
    %46 = arith.constant 1 : index
    %cst = arith.constant 1.5e-1 : f64
    %r, %53 = scf.parallel (%i_47) = (%42) to (%c_44) step (%46) init (%cst, %rhs) -> (f64, f32) {
      %54 = memref.subview %expand_shape[1, 1] [1, 1] [1, 1] : memref<2x2xindex> to memref<1x1xindex, strided<[2, 1], offset: 3>>
      %x_1 = arith.constant dense<1.000000e+00> : vector<3x8x4xf64>
      %56 = arith.fptosi %x_1 : vector<3x8x4xf64> to vector<3x8x4xi64>
      %alloc_57 = memref.alloc() : memref<4xf32>
      memref.dealloc %alloc_57 : memref<4xf32>
      %59 = arith.constant 0.5 : f64
      scf.reduce(%59, %rhs : f64, f32) {
      ^bb0(%60: f64, %v62: f64):
        %red_65 = arith.maximumf %60, %v62 : f64
      }, {
      ^bb0(%lhs_66: f32, %rhs_69: f32):

        %red = arith.maximumf %lhs_66, %rhs_69 : f32
        scf.reduce.return %red : f32
      }
    }
    %cst_72 = arith.constant dense<3.0> : !tensor7
    %74 = arith.constant dense<1.5e-1> : tensor<3x8xf32>
    %75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], doc = "elementwise"} ins(%cst_72 : tensor<3x8x4xf32>) outs(%74 : tensor<3x8xf32>) {
    ^bb0(%76: f32, %v77: f32):
      %s = arith.addf %76, %v77 : f32
      %79 = math.absf %s : f32
      linalg.yield %79 : f32
    } -> !tensor8
    %v80 = arith.constant 4611686018427387903 : i64
    %81 = arith.bitcast %v80 : i64 to f64
    %empty = tensor.empty() : !tensor9
    %t84 = linalg.transpose ins(%empty : tensor<2x1xi8>) outs(%empty : !tensor9) permutation = [0, 1]
    %85 = memref.alloca() : !buf10
    linalg.transpose ins(%85 : memref<4x2xi32>) outs(%85 : !buf10) permutation = [0, 1]
    return %46, %c_6 : index, index
  }
}
