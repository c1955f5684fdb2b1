module {
  func.func private @ext0(tensor<?xindex> {llvm.noundef, test.tag = "x"}, f32, memref<3xf32> {llvm.noundef, test.tag = "x"})
  module @inner {
    func.func private @helper3() attributes {test.kernel} {
      %alloc = memref.alloc() : memref<3xf32>
      %cst = arith.constant -2.500000e-01 : f32
      %c1 = arith.constant 1 : index
      memref.store %cst, %alloc[%c1] : memref<3xf32>
      cf.br ^bb1
    ^bb1:  // pred: ^bb0
      %cst_0 = arith.constant -1.000000e+00 : f32
      %0 = math.fma %cst, %cst, %cst_0 : f32
      %true = arith.constant true
      %c4611686018427387903 = arith.constant 4611686018427387903 : index
      cf.cond_br %true, ^bb4(%c1, %c4611686018427387903 : index, index), ^bb2
    ^bb2:  // pred: ^bb1
      %c0 = arith.constant 0 : index
      %c6 = arith.constant 6 : index
      %c1_1 = arith.constant 1 : index
      %c1_i64 = arith.constant 1 : i64
      %1 = scf.parallel (%arg0) = (%c0) to (%c6) step (%c1_1) init (%c1_i64) -> i64 {
        scf.reduce(%c1_i64 : i64) {
        ^bb0(%arg1: i64, %arg2: i64):
          %5 = arith.maxsi %arg1, %arg2 : i64
          scf.reduce.return %5 : i64
        }
      }
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %c4611686018427387903_2 = arith.constant 4611686018427387903 : index
      cf.switch %c2147483647_i32 : i32, [
        default: ^bb3(%c4611686018427387903_2 : index),
        3: ^bb3(%c1 : index),
        5: ^bb4(%c4611686018427387903_2, %c1_1 : index, index)
      ]
    ^bb3(%2: index):  // 2 preds: ^bb2, ^bb2
      cf.br ^bb4(%2, %c1 : index, index)
    ^bb4(%3: index, %4: index):  // 3 preds: ^bb1, ^bb2, ^bb3
      return
    }
  }
  func.func private @fn.0(%arg0: vector<3xf32>, %arg1: f32, %arg2: memref<3xf32> {llvm.noundef, test.tag = "x"}) -> (index {llvm.noundef, test.tag = "x"}) attributes {ref = @inner::@helper3} {
    %cst = arith.constant dense<1> : tensor<3xindex>
    %cst_0 = arith.constant dense<46> : tensor<3xindex>
    %0 = arith.divui %cst, %cst_0 : tensor<3xindex>
    %1 = math.isinf %arg1 : f32
    %expand_shape = memref.expand_shape %arg2 [[0, 1]] output_shape [3, 1] : memref<3xf32> into memref<3x1xf32>
    %c-1 = arith.constant -1 : index
    %c34 = arith.constant 34 : index
    %2 = arith.cmpi ugt, %c-1, %c34 : index
    cf.cond_br %2, ^bb2, ^bb1
  ^bb1:  // pred: ^bb0
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %cst_0, %c0 : tensor<3xindex>
    %cst_1 = arith.constant dense<[[1, 32767]]> : vector<1x2xi16>
    %3 = arith.uitofp %cst_1 : vector<1x2xi16> to vector<1x2xbf16>
    %c0_i16 = arith.constant 0 : i16
    %4 = arith.cmpi ugt, %c0_i16, %c0_i16 : i16
    cf.assert %4, "bounds check"
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %5 = arith.cmpi sle, %c-1, %c4611686018427387903 : index
    cf.cond_br %5, ^bb2, ^bb2
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    %c1_i16 = arith.constant 1 : i16
    %c0_i16_2 = arith.constant 0 : i16
    %6 = arith.ceildivui %c1_i16, %c0_i16_2 : i16
    %collapse_shape = memref.collapse_shape %expand_shape [[0, 1]] : memref<3x1xf32> into memref<3xf32>
    %cst_3 = arith.constant dense<4611686018427387903> : tensor<3xindex>
    %c0_4 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %extracted_slice = tensor.extract_slice %cst_3[%c0_4] [%c2] [1] : tensor<3xindex> to tensor<?xindex>
    return %c0_4 : index
  }
}

