#loc4 = loc("0296.in.mlir":4:30)
#loc9 = loc("0296.in.mlir":9:12)
#loc17 = loc("0296.in.mlir":18:8)
#loc18 = loc("0296.in.mlir":18:18)
#loc22 = loc("0296.in.mlir":22:9)
#loc31 = loc("0296.in.mlir":35:5)
#loc36 = loc("0296.in.mlir":40:8)
#loc40 = loc("0296.in.mlir":44:9)
#loc41 = loc("0296.in.mlir":44:22)
#loc42 = loc("0296.in.mlir":44:32)
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func private @ext0(tensor<3x2xi32> {llvm.noundef}) -> f32 loc(#loc1)
  module @inner {
    func.func public @helper6(%arg0: i32 loc("0296.in.mlir":4:30)) -> (f32, i32 {test.foo = 1 : i32}) attributes {test.kernel} {
      %alloc = memref.alloc() : memref<4xf32> loc(#loc5)
      memref.dealloc %alloc : memref<4xf32> loc(#loc6)
      %cst = arith.constant 1.000000e+02 : f32 loc(#loc7)
      cf.br ^bb1(%cst : f32) loc(#loc8)
    ^bb1(%0: f32 loc("0296.in.mlir":9:12)):  // pred: ^bb0
      %1 = scf.execute_region -> tensor<4x3x1xi32> {
        %cst_0 = arith.constant dense<0.000000e+00> : tensor<4x3x1xf32> loc(#loc11)
        %c2 = arith.constant 2 : index loc(#loc12)
        %dim = tensor.dim %cst_0, %c2 : tensor<4x3x1xf32> loc(#loc13)
        %5 = tensor.empty() : tensor<4x3x1xi32> loc(#loc14)
        scf.yield %5 : tensor<4x3x1xi32> loc(#loc15)
      } loc(#loc10)
      cf.br ^bb2(%arg0, %0 : i32, f32) loc(#loc16)
    ^bb2(%2: i32 loc("0296.in.mlir":18:8), %3: f32 loc("0296.in.mlir":18:18)):  // pred: ^bb1
      %false = arith.constant false loc(#loc19)
      %c0_i32 = arith.constant 0 : i32 loc(#loc20)
      cf.cond_br %false, ^bb3(%c0_i32 : i32), ^bb3(%2 : i32) loc(#loc21)
    ^bb3(%4: i32 loc("0296.in.mlir":22:9)):  // 2 preds: ^bb2, ^bb2
      cf.br ^bb4 loc(#loc23)
    ^bb4:  // pred: ^bb3
      return %cst, %arg0 : f32, i32 loc(#loc24)
    } loc(#loc3)
  } loc(#loc2)
  func.func @kernel_0() attributes {ref = @inner::@helper6} {
    %c46 = arith.constant 46 : index loc(#loc26)
    %0 = arith.cmpi slt, %c46, %c46 : index loc(#loc27)
    cf.assert %0, "bounds check" loc(#loc28)
    %cst = arith.constant 1.500000e-01 : f32 loc(#loc29)
    cf.br ^bb1(%cst : f32) loc(#loc30)
  ^bb1(%1: f32 loc("0296.in.mlir":35:5)):  // pred: ^bb0
    %cst_0 = arith.constant 1.000000e+00 : f16 loc(#loc32)
    %2 = arith.cmpf ule, %cst_0, %cst_0 : f16 loc(#loc33)
    %c127_i8 = arith.constant 127 : i8 loc(#loc34)
    cf.switch %c127_i8 : i8, [
      default: ^bb2(%1 : f32),
      3: ^bb3,
      4: ^bb4,
      5: ^bb3
    ] loc(#loc35)
  ^bb2(%3: f32 loc("0296.in.mlir":40:8)):  // pred: ^bb1
    %alloc = memref.alloc() : memref<4x3x1xf64> loc(#loc37)
    %alloc_1 = memref.alloc() : memref<4x3xf64> loc(#loc38)
    linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc, %alloc : memref<4x3x1xf64>, memref<4x3x1xf64>) outs(%alloc_1 : memref<4x3xf64>) {
    ^bb0(%in: f64 loc("0296.in.mlir":44:9), %in_2: f64 loc("0296.in.mlir":44:22), %out: f64 loc("0296.in.mlir":44:32)):
      %6 = arith.addf %in, %in_2 : f64 loc(#loc43)
      %7 = arith.addf %6, %out : f64 loc(#loc44)
      linalg.yield %7 : f64 loc(#loc45)
    } loc(#loc39)
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64 loc(#loc46)
    cf.switch %c4611686018427387903_i64 : i64, [
      default: ^bb3,
      0: ^bb3,
      3: ^bb4,
      5: ^bb4
    ] loc(#loc47)
  ^bb3:  // 4 preds: ^bb1, ^bb1, ^bb2, ^bb2
    %4 = tensor.empty() : tensor<1x1x1xf32> loc(#loc48)
    %5 = arith.bitcast %4 : tensor<1x1x1xf32> to tensor<1x1x1xi32> loc(#loc49)
    cf.br ^bb4 loc(#loc50)
  ^bb4:  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb3
    cf.assert %0, "x must be \22positive\22" loc(#loc51)
    return loc(#loc52)
  } loc(#loc25)
} loc(#loc)
#loc = loc("0296.in.mlir":0:0)
#loc1 = loc("0296.in.mlir":2:1)
#loc2 = loc("0296.in.mlir":3:1)
#loc3 = loc("0296.in.mlir":4:4)
#loc5 = loc("0296.in.mlir":5:14)
#loc6 = loc("0296.in.mlir":6:7)
#loc7 = loc("0296.in.mlir":7:12)
#loc8 = loc("0296.in.mlir":8:7)
#loc10 = loc("0296.in.mlir":10:12)
#loc11 = loc("0296.in.mlir":11:19)
#loc12 = loc("0296.in.mlir":12:17)
#loc13 = loc("0296.in.mlir":13:15)
#loc14 = loc("0296.in.mlir":14:17)
#loc15 = loc("0296.in.mlir":15:10)
#loc16 = loc("0296.in.mlir":17:7)
#loc19 = loc("0296.in.mlir":19:13)
#loc20 = loc("0296.in.mlir":20:12)
#loc21 = loc("0296.in.mlir":21:7)
#loc23 = loc("0296.in.mlir":23:7)
#loc24 = loc("0296.in.mlir":26:7)
#loc25 = loc("0296.in.mlir":29:1)
#loc26 = loc("0296.in.mlir":30:9)
#loc27 = loc("0296.in.mlir":31:13)
#loc28 = loc("0296.in.mlir":32:4)
#loc29 = loc("0296.in.mlir":33:9)
#loc30 = loc("0296.in.mlir":34:4)
#loc32 = loc("0296.in.mlir":36:11)
#loc33 = loc("0296.in.mlir":37:9)
#loc34 = loc("0296.in.mlir":38:9)
#loc35 = loc("0296.in.mlir":39:4)
#loc37 = loc("0296.in.mlir":41:13)
#loc38 = loc("0296.in.mlir":42:16)
#loc39 = loc("0296.in.mlir":43:4)
#loc43 = loc("0296.in.mlir":45:16)
#loc44 = loc("0296.in.mlir":46:14)
#loc45 = loc("0296.in.mlir":47:7)
#loc46 = loc("0296.in.mlir":49:12)
#loc47 = loc("0296.in.mlir":50:4)
#loc48 = loc("0296.in.mlir":55:10)
#loc49 = loc("0296.in.mlir":56:13)
#loc50 = loc("0296.in.mlir":57:4)
#loc51 = loc("0296.in.mlir":59:4)
#loc52 = loc("0296.in.mlir":60:4)

