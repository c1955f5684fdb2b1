#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  module @inner {
    func.func @helper9(%arg0: vector<1xi16>) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
      %0 = tensor.empty() : tensor<4x1xbf16>
      %1 = arith.addf %0, %0 fastmath<fast> : tensor<4x1xbf16>
      %alloc = memref.alloc() : memref<4xbf16>
      %alloc_0 = memref.alloc() : memref<4x1xbf16>
      linalg.broadcast ins(%alloc : memref<4xbf16>) outs(%alloc_0 : memref<4x1xbf16>) dimensions = [1] 
      %c-1_i16 = arith.constant -1 : i16
      return
    }
  }
  func.func private @fn.0(%arg0: tensor<?x2xf32> {test.foo = 1 : i32}, %arg1: vector<1xf32>, %arg2: f32, %arg3: f32) attributes {ref = @inner::@helper9} {
    %cst = arith.constant -1.000000e+00 : f16
    %0 = arith.cmpf olt, %cst, %cst : f16
    %cst_0 = arith.constant dense<2147483647> : vector<1xi32>
    %cst_1 = arith.constant dense<0> : vector<1xi32>
    %sum, %overflow = arith.addui_extended %cst_0, %cst_1 : vector<1xi32>, vector<1xi1>
    %cst_2 = arith.constant 5.000000e-01 : f16
    %1 = math.acos %cst_2 fastmath<afn> : f16
    %c-1 = arith.constant -1 : index
    %2:2 = scf.index_switch %c-1 -> f32, f32 
    case 0 {
      %alloc = memref.alloc() : memref<2xi16>
      %c0 = arith.constant 0 : index
      %11 = memref.load %alloc[%c0] : memref<2xi16>
      %cst_5 = arith.constant 1.000000e+02 : f32
      %alloc_6 = memref.alloc() : memref<4x1xf32>
      %alloc_7 = memref.alloc() : memref<4xf32>
      linalg.generic {doc = "elementwise", indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%alloc_6 : memref<4x1xf32>) outs(%alloc_7 : memref<4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %12 = arith.addf %in, %out : f32
        linalg.yield %12 : f32
      }
      %c0_i16 = arith.constant 0 : i16
      %cst_8 = arith.constant 0.000000e+00 : f32
      scf.yield %cst_8, %cst_5 : f32, f32
    }
    default {
      %c-20_i16 = arith.constant -20 : i16
      %splat = tensor.splat %c-20_i16 : tensor<1xi16>
      scf.yield %arg3, %arg3 : f32, f32
    }
    %cst_3 = arith.constant dense<[[67, -1, 50, 32767], [-1, 0, -1, 1], [-1, 44, 0, 11], [7, -1, 1, 5]]> : vector<4x4xi16>
    %cst_4 = arith.constant dense<[[1, 0, 32767, 0], [1, 63, 32767, 37], [-1, 70, 0, 1], [21, 1, 32767, 1]]> : vector<4x4xi16>
    %3 = arith.select %0, %cst_3, %cst_4 : vector<4x4xi16>
    %4 = arith.cmpi slt, %c-1, %c-1 : index
    %c1_i32 = arith.constant 1 : i32
    cf.cond_br %4, ^bb3, ^bb1(%c1_i32 : i32)
  ^bb1(%5: i32):  // pred: ^bb0
    %6 = arith.cmpf uge, %2#1, %2#1 : f32
    %7 = tensor.empty() : tensor<4x1xf32>
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    %8 = arith.cmpi ule, %c4611686018427387903_i64, %c4611686018427387903_i64 : i64
    cf.assert %8, "ok"
    %9 = scf.if %6 -> (i16) {
      %alloca = memref.alloca() : memref<1xbf16>
      linalg.add ins(%alloca, %alloca : memref<1xbf16>, memref<1xbf16>) outs(%alloca : memref<1xbf16>)
      %cst_5 = arith.constant dense<0.000000e+00> : tensor<3x3xf32>
      %c0 = arith.constant 0 : index
      %dim = tensor.dim %cst_5, %c0 : tensor<3x3xf32>
      %c-1_i16 = arith.constant -1 : i16
      scf.yield %c-1_i16 : i16
    } else {
      cf.assert %6, ""
      %c0 = arith.constant 0 : index
      %c6 = arith.constant 6 : index
      %c3 = arith.constant 3 : index
      scf.for %arg4 = %c0 to %c6 step %c3 {
        %cst_5 = arith.constant dense<0> : tensor<1xi32>
        %c0_6 = arith.constant 0 : index
        %extracted = tensor.extract %cst_5[%c0_6] : tensor<1xi32>
      }
      %c1_i16 = arith.constant 1 : i16
      scf.yield %c1_i16 : i16
    }
    %c3_i8 = arith.constant 3 : i8
    cf.switch %c3_i8 : i8, [
      default: ^bb2,
      1: ^bb2,
      2: ^bb2,
      4: ^bb2
    ]
  ^bb2:  // 4 preds: ^bb1, ^bb1, ^bb1, ^bb1
    %10 = arith.cmpi slt, %c-1, %c-1 : index
    cf.cond_br %10, ^bb3, ^bb3
  ^bb3:  // 3 preds: ^bb0, ^bb2, ^bb2
    return
  }
}

