#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func private @ext0(i64, vector<4xi16>, f32 {llvm.noundef}) -> (memref<?x2xi8>, i32 {test.foo = 1 : i32}) attributes {test.kernel}
  func.func private @ext1(memref<4xf32>, f32, memref<2x2xindex>)
  func.func @kernel_0(%arg0: memref<4xf32>) -> f32 {
    %alloc = memref.alloc() : memref<2048xi8>
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %view = memref.view %alloc[%c0][%c3] : memref<2048xi8> to memref<?x4xf16>
    scf.forall (%arg1) in (7) {
      %6 = tensor.empty() : tensor<4x4xf32>
      %7 = tensor.empty() : tensor<4x4xf32>
      %8 = linalg.generic {doc = "elementwise", indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %7 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%6 : tensor<4x4xf32>) {
      ^bb0(%in: f32, %in_5: f32, %out: f32):
        %10 = arith.addf %in, %in_5 : f32
        %11 = arith.addf %10, %out : f32
        linalg.yield %11 : f32
      } -> tensor<4x4xf32>
      %cst_4 = arith.constant -1.000000e+00 : f64
      %9 = arith.negf %cst_4 : f64
    }
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi slt, %c0_i32, %c0_i32 : i32
    %cst = arith.constant -2.500000e-01 : f32
    cf.cond_br %0, ^bb1, ^bb2(%cst : f32)
  ^bb1:  // pred: ^bb0
    %cst_0 = arith.constant dense<[2.500000e+00, 3.000000e+00, 2.500000e+00, 5.000000e-01]> : vector<4xf32>
    %1 = math.absf %cst_0 fastmath<nnan,ninf,nsz> : vector<4xf32>
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<4xf32>
    %2 = arith.negf %cst_1 : tensor<4xf32>
    %3 = arith.cmpi sge, %c0_i32, %c0_i32 : i32
    %cst_2 = arith.constant 2.500000e+00 : f32
    cf.cond_br %3, ^bb2(%cst : f32), ^bb2(%cst_2 : f32)
  ^bb2(%4: f32):  // 3 preds: ^bb0, ^bb1, ^bb1
    %cst_3 = arith.constant 1.000000e+00 : f16
    %5 = math.acos %cst_3 fastmath<arcp> : f16
    return %4 : f32
  }
  func.func private @f1(%arg0: f32, %arg1: vector<4xi8>) -> (tensor<?x2xi8>, tensor<2x?xi8>, memref<2x2xf32> {llvm.noundef, test.tag = "x"}) {
    %c32767_i16 = arith.constant 32767 : i16
    %0 = arith.divsi %c32767_i16, %c32767_i16 : i16
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.muli %c0_i32, %c0_i32 overflow<nsw, nuw> : i32
    %cst = arith.constant 1.000000e+02 : f64
    %cst_0 = arith.constant -1.000000e+00 : f64
    %2 = arith.mulf %cst, %cst_0 fastmath<fast> : f64
    %c-1 = arith.constant -1 : index
    %3 = arith.andi %c-1, %c-1 : index
    %c34_i8 = arith.constant 34 : i8
    %from_elements = tensor.from_elements %c34_i8 : tensor<1xi8>
    %4 = arith.sitofp %c0_i32 : i32 to f64
    %5 = arith.minimumf %arg0, %arg0 fastmath<nnan,ninf,nsz> : f32
    %c2 = arith.constant 2 : index
    %6 = tensor.empty(%c2) : tensor<?x2xi8>
    %c3 = arith.constant 3 : index
    %7 = tensor.empty(%c3) : tensor<2x?xi8>
    %alloc = memref.alloc() : memref<2x2xf32>
    return %6, %7, %alloc : tensor<?x2xi8>, tensor<2x?xi8>, memref<2x2xf32>
  }
}

