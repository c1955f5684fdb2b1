#map = affine_map<(d0, d1) -> (d0, d1)>
module attributes {test.module_note = "std"} {
  module @inner {
    func.func private @helper4() -> vector<2x4xi32> attributes {test.kernel} {
      scf.execute_region {
        %c17_i32 = arith.constant 17 : i32
        %c-1_i32 = arith.constant -1 : i32
        %sum, %overflow = arith.addui_extended %c17_i32, %c-1_i32 : i32, i1
        scf.yield
      }
      %c12_i8 = arith.constant 12 : i8
      %0 = arith.cmpi sge, %c12_i8, %c12_i8 : i8
      %cst = arith.constant 4.000000e+02 : f64
      cf.cond_br %0, ^bb1(%cst : f64), ^bb1(%cst : f64)
    ^bb1(%1: f64):  // 2 preds: ^bb0, ^bb0
      %c1_i32 = arith.constant 1 : i32
      %c5_i32 = arith.constant 5 : i32
      %c1_i32_0 = arith.constant 1 : i32
      %cst_1 = arith.constant -2.500000e-01 : f32
      %cst_2 = arith.constant 5.000000e-01 : f32
      %2:2 = scf.for %arg0 = %c1_i32 to %c5_i32 step %c1_i32_0 iter_args(%arg1 = %cst_1, %arg2 = %cst_2) -> (f32, f32)  : i32 {
        scf.yield %cst_2, %arg2 : f32, f32
      }
      %c54_i64 = arith.constant 54 : i64
      cf.switch %c54_i64 : i64, [
        default: ^bb2,
        2: ^bb2,
        3: ^bb2
      ]
    ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
      %cst_3 = arith.constant dense<0> : vector<2x4xi32>
      return %cst_3 : vector<2x4xi32>
    }
  }
  func.func @compute0(%arg0: tensor<1x1x4xf32>, %arg1: memref<4xf16>, %arg2: i32) -> (i32, memref<1xi32>) {
    %c127_i8 = arith.constant 127 : i8
    %cst = arith.constant 0.000000e+00 : f32
    cf.br ^bb1(%cst : f32)
  ^bb1(%0: f32):  // pred: ^bb0
    %cst_0 = arith.constant dense<1> : vector<1xi64>
    %1 = math.ipowi %cst_0, %cst_0 : vector<1xi64>
    %true = arith.constant true
    %c-1_i32 = arith.constant -1 : i32
    cf.cond_br %true, ^bb2(%c-1_i32 : i32), ^bb2(%arg2 : i32)
  ^bb2(%2: i32):  // 2 preds: ^bb1, ^bb1
    %cst_1 = arith.constant dense<[false, true]> : vector<2xi1>
    %cst_2 = arith.constant dense<[true, false]> : vector<2xi1>
    %3 = arith.shrui %cst_1, %cst_2 : vector<2xi1>
    %c-4 = arith.constant -4 : index
    cf.br ^bb3(%c-4, %2 : index, i32)
  ^bb3(%4: index, %5: i32):  // pred: ^bb2
    %c46_i16 = arith.constant 46 : i16
    %6 = arith.minsi %c46_i16, %c46_i16 : i16
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %cst_3 = arith.constant dense<1.500000e-01> : vector<1xf64>
    %7 = arith.addf %cst_3, %cst_3 : vector<1xf64>
    %alloc = memref.alloc() : memref<1xi32>
    return %arg2, %alloc : i32, memref<1xi32>
  }
  func.func private @compute1(%arg0: memref<1xf32>, %arg1: f32 {test.foo = 1 : i32}) -> vector<4x4x4xf32> attributes {ref = @inner::@helper4} {
    %alloc = memref.alloc() : memref<4x3xf64>
    %alloc_0 = memref.alloc() : memref<4x3xf64>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc, %alloc : memref<4x3xf64>, memref<4x3xf64>) outs(%alloc_0 : memref<4x3xf64>) {
    ^bb0(%in: f64, %in_1: f64, %out: f64):
      %3 = arith.addf %in, %in_1 : f64
      %4 = arith.addf %3, %out : f64
      linalg.yield %4 : f64
    }
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %0 = arith.cmpi ule, %c2147483647_i32, %c2147483647_i32 : i32
    scf.if %0 {
      %cst_1 = arith.constant dense<[[[0.000000e+00], [-2.500000e-01], [5.000000e-01], [1.000000e+00]], [[1.500000e-01], [1.000000e+02], [1.500000e-01], [-1.000000e+00]], [[1.000000e+00], [1.500000e-01], [5.000000e-01], [4.000000e+02]], [[4.000000e+02], [1.500000e-01], [0.000000e+00], [1.000000e+00]]]> : vector<4x4x1xf64>
      %3 = arith.fptosi %cst_1 : vector<4x4x1xf64> to vector<4x4x1xi64>
      %false = arith.constant false
      %4 = arith.select %false, %arg1, %arg1 : f32
      %cst_2 = arith.constant -7.500000e+00 : f64
      %5 = arith.negf %cst_2 fastmath<nnan,ninf,nsz> : f64
    }
    %1 = tensor.empty() : tensor<4x4xi32>
    %expanded = tensor.expand_shape %1 [[0, 1], [2]] output_shape [2, 2, 4] : tensor<4x4xi32> into tensor<2x2x4xi32>
    %c2 = arith.constant 2 : index
    %c7 = arith.constant 7 : index
    %c1 = arith.constant 1 : index
    %2:2 = scf.for %arg2 = %c2 to %c7 step %c1 iter_args(%arg3 = %arg1, %arg4 = %c2147483647_i32) -> (f32, i32) {
      scf.yield %arg1, %arg4 : f32, i32
    }
    %cst = arith.constant dense<5.000000e-01> : vector<4x4x4xf32>
    return %cst : vector<4x4x4xf32>
  }
}

