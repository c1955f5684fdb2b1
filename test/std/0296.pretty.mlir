#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func private @ext0(tensor<3x2xi32> {llvm.noundef}) -> f32
  module @inner {
    func.func public @helper6(%arg0: i32) -> (f32, i32 {test.foo = 1 : i32}) attributes {test.kernel} {
      %alloc = memref.alloc() : memref<4xf32>
      memref.dealloc %alloc : memref<4xf32>
      %cst = arith.constant 1.000000e+02 : f32
      cf.br ^bb1(%cst : f32)
    ^bb1(%0: f32):  // pred: ^bb0
      %1 = scf.execute_region -> tensor<4x3x1xi32> {
        %cst_0 = arith.constant dense<0.000000e+00> : tensor<4x3x1xf32>
        %c2 = arith.constant 2 : index
        %dim = tensor.dim %cst_0, %c2 : tensor<4x3x1xf32>
        %5 = tensor.empty() : tensor<4x3x1xi32>
        scf.yield %5 : tensor<4x3x1xi32>
      }
      cf.br ^bb2(%arg0, %0 : i32, f32)
    ^bb2(%2: i32, %3: f32):  // pred: ^bb1
      %false = arith.constant false
      %c0_i32 = arith.constant 0 : i32
      cf.cond_br %false, ^bb3(%c0_i32 : i32), ^bb3(%2 : i32)
    ^bb3(%4: i32):  // 2 preds: ^bb2, ^bb2
      cf.br ^bb4
    ^bb4:  // pred: ^bb3
      return %cst, %arg0 : f32, i32
    }
  }
  func.func @kernel_0() attributes {ref = @inner::@helper6} {
    %c46 = arith.constant 46 : index
    %0 = arith.cmpi slt, %c46, %c46 : index
    cf.assert %0, "bounds check"
    %cst = arith.constant 1.500000e-01 : f32
    cf.br ^bb1(%cst : f32)
  ^bb1(%1: f32):  // pred: ^bb0
    %cst_0 = arith.constant 1.000000e+00 : f16
    %2 = arith.cmpf ule, %cst_0, %cst_0 : f16
    %c127_i8 = arith.constant 127 : i8
    cf.switch %c127_i8 : i8, [
      default: ^bb2(%1 : f32),
      3: ^bb3,
      4: ^bb4,
      5: ^bb3
    ]
  ^bb2(%3: f32):  // pred: ^bb1
    %alloc = memref.alloc() : memref<4x3x1xf64>
    %alloc_1 = memref.alloc() : memref<4x3xf64>
    linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc, %alloc : memref<4x3x1xf64>, memref<4x3x1xf64>) outs(%alloc_1 : memref<4x3xf64>) {
    ^bb0(%in: f64, %in_2: f64, %out: f64):
      %6 = arith.addf %in, %in_2 : f64
      %7 = arith.addf %6, %out : f64
      linalg.yield %7 : f64
    }
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    cf.switch %c4611686018427387903_i64 : i64, [
      default: ^bb3,
      0: ^bb3,
      3: ^bb4,
      5: ^bb4
    ]
  ^bb3:  // 4 preds: ^bb1, ^bb1, ^bb2, ^bb2
    %4 = tensor.empty() : tensor<1x1x1xf32>
    %5 = arith.bitcast %4 : tensor<1x1x1xf32> to tensor<1x1x1xi32>
    cf.br ^bb4
  ^bb4:  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb3
    cf.assert %0, "x must be \22positive\22"
    return
  }
}

