#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module attributes {test.module_note = "std"} {
  func.func private @ext0(memref<4xindex>, f32, i32)
  func.func private @ext1(index, memref<2x8xindex> {test.foo = 1 : i32}) -> (tensor<?xindex> {test.foo = 1 : i32})
  func.func private @kernel_0(%arg0: tensor<2x?xf64>, %arg1: index, %arg2: tensor<2x8xindex>, %arg3: index) -> (tensor<3xindex>, f64 {test.foo = 1 : i32}) {
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %extracted = tensor.extract %arg2[%c1, %c7] : tensor<2x8xindex>
    scf.while (%arg4 = %arg3, %arg5 = %extracted) : (index, index) -> () {
      %cst_0 = arith.constant dense<[-7.500000e+00, 1.000000e+00, 2.500000e+00, 5.000000e-01]> : tensor<4xf16>
      %cst_1 = arith.constant dense<[[1.500240e-01, -7.500000e+00, 3.000000e+00, -1.000000e+00], [1.000000e+00, 1.500240e-01, 1.000000e+00, 3.000000e+00], [0.000000e+00, 2.500000e+00, 1.000000e+00, 1.500240e-01], [3.000000e+00, -1.000000e+00, 0.000000e+00, 3.000000e+00]]> : tensor<4x4xf16>
      %broadcasted = linalg.broadcast ins(%cst_0 : tensor<4xf16>) outs(%cst_1 : tensor<4x4xf16>) dimensions = [0] 
      %c9_i8 = arith.constant 9 : i8
      %c0_i8 = arith.constant 0 : i8
      %1 = arith.cmpi eq, %c9_i8, %c0_i8 : i8
      %2:2 = scf.if %1 -> (index, i16) {
        %c-14_i32 = arith.constant -14 : i32
        %4 = scf.while (%arg6 = %c-14_i32) : (i32) -> i32 {
          %cst_2 = arith.constant dense<-2.500000e-01> : vector<2x8xf32>
          %5 = arith.remf %cst_2, %cst_2 fastmath<nnan,ninf> : vector<2x8xf32>
          scf.condition(%1) %c-14_i32 : i32
        } do {
        ^bb0(%arg6: i32):
          %c-1_i64 = arith.constant -1 : i64
          %5 = arith.uitofp %c-1_i64 : i64 to f32
          %alloc = memref.alloc() : memref<2x8xindex>
          %collapse_shape = memref.collapse_shape %alloc [[0, 1]] : memref<2x8xindex> into memref<16xindex>
          scf.yield %c-14_i32 : i32
        }
        %c18 = arith.constant 18 : index
        %c-1_i16 = arith.constant -1 : i16
        scf.yield %c18, %c-1_i16 : index, i16
      } else {
        %c-1_i16 = arith.constant -1 : i16
        scf.yield %extracted, %c-1_i16 : index, i16
      }
      %3 = arith.cmpi ule, %c1, %c1 : index
      scf.condition(%3)
    } do {
      %c-1 = arith.constant -1 : index
      scf.yield %c-1, %c7 : index, index
    }
    %0 = tensor.empty() : tensor<3xindex>
    %cst = arith.constant 1.000000e+02 : f64
    return %0, %cst : tensor<3xindex>, f64
  }
  func.func @fn.1() -> (f64, index) attributes {test.kernel} {
    %cst = arith.constant dense<79> : vector<3x3x4xi32>
    %low, %high = arith.mulsi_extended %cst, %cst : vector<3x3x4xi32>
    %cst_0 = arith.constant -2.500000e-01 : f64
    %c29_i8 = arith.constant 29 : i8
    %0 = math.fpowi %cst_0, %c29_i8 fastmath<arcp> : f64, i8
    %c-14_i8 = arith.constant -14 : i8
    %1 = arith.cmpi sgt, %c-14_i8, %c-14_i8 : i8
    %cst_1 = arith.constant dense<[[0.000000e+00, 4.000000e+02, 5.000000e-01], [5.000000e-01, 0.000000e+00, 3.000000e+00], [1.000000e+02, 1.500000e-01, -1.000000e+00], [1.000000e+00, 4.000000e+02, 1.500000e-01]]> : tensor<4x3xf32>
    %cst_2 = arith.constant dense<1.000000e+02> : tensor<4xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%cst_1, %cst_1 : tensor<4x3xf32>, tensor<4x3xf32>) outs(%cst_2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %6 = arith.addf %in, %in_4 : f32
      %7 = arith.addf %6, %out : f32
      %8 = math.absf %7 : f32
      linalg.yield %8 : f32
    } -> tensor<4xf32>
    %3 = arith.andi %c29_i8, %c29_i8 : i8
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %4 = arith.cmpi sle, %c0_i32, %c1_i32 : i32
    %cst_3 = arith.constant dense<4.000000e+02> : vector<2x8xf64>
    %5 = arith.minnumf %cst_3, %cst_3 : vector<2x8xf64>
    %c68 = arith.constant 68 : index
    return %0, %c68 : f64, index
  }
}

