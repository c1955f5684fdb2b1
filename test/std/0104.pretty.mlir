module {
  func.func private @ext0(i64) -> (f32 {llvm.noundef})
  module @inner {
    func.func @helper7(%arg0: i64 {llvm.noundef}, %arg1: tensor<4xi64>, %arg2: tensor<8xi8>) -> (vector<4xi8>, i64) {
      %alloc = memref.alloc() : memref<4xi64>
      %c3 = arith.constant 3 : index
      %0 = memref.load %alloc[%c3] : memref<4xi64>
      %c-11_i32 = arith.constant -11 : i32
      %cst = arith.constant dense<[2147483647, 14, 1, 72]> : tensor<4xi32>
      %1 = linalg.fill ins(%c-11_i32 : i32) outs(%cst : tensor<4xi32>) -> tensor<4xi32>
      %cst_0 = arith.constant dense<127> : vector<4xi8>
      return %cst_0, %arg0 : vector<4xi8>, i64
    }
  }
  func.func public @compute0(%arg0: tensor<8xf32>, %arg1: memref<8xf32>) -> memref<4xf32> attributes {ref = @inner::@helper7} {
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    %0 = arith.cmpi ne, %c4611686018427387903_i64, %c4611686018427387903_i64 : i64
    %c2 = arith.constant 2 : index
    %extracted_slice = tensor.extract_slice %arg0[6] [%c2] [1] : tensor<8xf32> to tensor<?xf32>
    cf.assert %0, "bounds check"
    %1 = tensor.empty() : tensor<4x1xi64>
    %cast = tensor.cast %1 : tensor<4x1xi64> to tensor<4x1xi64>
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant 1.000000e+00 : f64
    %c-4_i8 = arith.constant -4 : i8
    cf.switch %c0_i32 : i32, [
      default: ^bb1(%cst, %c2 : f64, index),
      3: ^bb2(%c-4_i8 : i8),
      6: ^bb1(%cst, %c2 : f64, index)
    ]
  ^bb1(%2: f64, %3: index):  // 2 preds: ^bb0, ^bb0
    scf.execute_region {
      %c1_i16 = arith.constant 1 : i16
      %9 = arith.cmpi slt, %c1_i16, %c1_i16 : i16
      cf.assert %9, "bounds check"
      %collapsed = tensor.collapse_shape %1 [[0, 1]] : tensor<4x1xi64> into tensor<4xi64>
      %10 = math.sinh %2 : f64
      scf.yield
    }
    %sum, %overflow = arith.addui_extended %c-4_i8, %c-4_i8 : i8, i1
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %cast, %c0 : tensor<4x1xi64>
    %cst_0 = arith.constant -7.500000e+00 : bf16
    %4 = math.isinf %cst_0 : bf16
    %5 = arith.cmpi sgt, %c0, %3 : index
    cf.cond_br %5, ^bb2(%c-4_i8 : i8), ^bb2(%c-4_i8 : i8)
  ^bb2(%6: i8):  // 3 preds: ^bb0, ^bb1, ^bb1
    %c32_i8 = arith.constant 32 : i8
    %c43_i8 = arith.constant 43 : i8
    %7 = arith.cmpi ugt, %c32_i8, %c43_i8 : i8
    %8 = arith.select %7, %cst, %cst : f64
    %alloca = memref.alloca() {alignment = 64 : i64} : memref<4xf32>
    return %alloca : memref<4xf32>
  }
}

