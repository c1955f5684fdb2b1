#map = affine_map<(d0, d1) -> (d0, d1)>
module attributes {test.module_note = "std"} {
  func.func private @ext0(index, i8) -> (tensor<?x3xi32>, vector<1xi8> {test.foo = 1 : i32}) attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func @compute0(%arg0: tensor<1x3xi32> {llvm.noundef, test.tag = "x"}, %arg1: i16) -> (tensor<2x?xi8>, f32 {llvm.noundef}) {
    %cst = arith.constant dense<-2.500000e-01> : vector<8x4x2xf16>
    %0 = math.copysign %cst, %cst fastmath<nnan,ninf> : vector<8x4x2xf16>
    %cst_0 = arith.constant dense<[[0.000000e+00, 1.000000e+00, -7.500000e+00]]> : vector<1x3xf32>
    %1 = arith.cmpf ult, %cst_0, %cst_0 : vector<1x3xf32>
    %c-1_i8 = arith.constant -1 : i8
    %from_elements = tensor.from_elements %c-1_i8 : tensor<1xi8>
    %alloc = memref.alloc() : memref<4xi32>
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c1 = arith.constant 1 : index
    memref.store %c2147483647_i32, %alloc[%c1] : memref<4xi32>
    %cst_1 = arith.constant dense<1.000000e+00> : vector<1xf32>
    %2 = math.fma %cst_1, %cst_1, %cst_1 fastmath<fast> : vector<1xf32>
    %cst_2 = arith.constant 1.500000e-01 : f64
    %3 = arith.negf %cst_2 : f64
    %4 = scf.while (%arg2 = %c2147483647_i32) : (i32) -> i32 {
      %cst_4 = arith.constant dense<32767> : vector<1xi16>
      %sum, %overflow = arith.addui_extended %cst_4, %cst_4 : vector<1xi16>, vector<1xi1>
      %6 = tensor.empty() : tensor<2x1xi16>
      %7 = tensor.empty() : tensor<1x8xi16>
      %cst_5 = arith.constant dense<1> : tensor<2x8xi16>
      %8 = linalg.matmul ins(%6, %7 : tensor<2x1xi16>, tensor<1x8xi16>) outs(%cst_5 : tensor<2x8xi16>) -> tensor<2x8xi16>
      %true = arith.constant true
      scf.condition(%true) %c2147483647_i32 : i32
    } do {
    ^bb0(%arg2: i32):
      scf.yield %arg2 : i32
    }
    %c8 = arith.constant 8 : index
    %5 = tensor.empty(%c8) : tensor<2x?xi8>
    %cst_3 = arith.constant 0.000000e+00 : f32
    return %5, %cst_3 : tensor<2x?xi8>, f32
  }
  func.func @kernel_1(%arg0: i32 {llvm.noundef}, %arg1: tensor<4xi32> {test.foo = 1 : i32}, %arg2: f32) -> tensor<3x3xi16> attributes {test.kernel} {
    %cst = arith.constant dense<1> : vector<1xi8>
    %0 = math.ipowi %cst, %cst : vector<1xi8>
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.cmpi ult, %c1_i32, %c0_i32 : i32
    scf.if %1 {
      %cst_3 = arith.constant dense<-7.500000e+00> : vector<1x3xf64>
      %4 = math.rsqrt %cst_3 fastmath<nnan,ninf,nsz> : vector<1x3xf64>
      %5 = tensor.empty() : tensor<1x3xi32>
      %c0_i16 = arith.constant 0 : i16
      %f = func.constant @compute0 : (tensor<1x3xi32>, i16) -> (tensor<2x?xi8>, f32)
      %6:2 = func.call_indirect %f(%5, %c0_i16) : (tensor<1x3xi32>, i16) -> (tensor<2x?xi8>, f32)
    }
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c1 = arith.constant 1 : index
    %cst_0 = arith.constant 3.000000e+00 : f32
    %2 = scf.parallel (%arg3) = (%c0) to (%c5) step (%c1) init (%cst_0) -> f32 {
      %alloc = memref.alloc() {alignment = 16 : i64} : memref<2048xi8>
      %c0_3 = arith.constant 0 : index
      %view = memref.view %alloc[%c0_3][] : memref<2048xi8> to memref<4x8xf16>
      %cst_4 = arith.constant dense<[[1.000000e+00, -1.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<1x4xf32>
      %4 = linalg.generic {doc = "elementwise", indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_4 : tensor<1x4xf32>) outs(%cst_4 : tensor<1x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %5 = arith.addf %in, %out : f32
        linalg.yield %5 : f32
      } -> tensor<1x4xf32>
      scf.reduce(%arg2 : f32) {
      ^bb0(%arg4: f32, %arg5: f32):
        %5 = arith.addf %arg4, %arg5 : f32
        scf.reduce.return %5 : f32
      }
    }
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c2_1 = arith.constant 2 : index
    %3 = scf.for %arg3 = %c2 to %c8 step %c2_1 iter_args(%arg4 = %c1_i32) -> (i32) {
      %cst_3 = arith.constant 0.000000e+00 : f64
      %c-1_i32 = arith.constant -1 : i32
      %4 = math.fpowi %cst_3, %c-1_i32 fastmath<fast> : f64, i32
      scf.yield %arg4 : i32
    }
    %cst_2 = arith.constant dense<[[32767, 0, 32767], [-3, 36, 0], [0, 17, 0]]> : tensor<3x3xi16>
    return %cst_2 : tensor<3x3xi16>
  }
}

