#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  memref.global "private" constant @g0 : memref<2x3xf64> = dense<1.000000e+02>
  func.func @kernel_0(%arg0: f64, %arg1: tensor<2x3xf64> {llvm.noundef, test.tag = "x"}, %arg2: tensor<?x3xi64>) -> (tensor<4x3xi64> {test.foo = 1 : i32}, i64) {
    %c37 = arith.constant 37 : index
    %c0_i8 = arith.constant 0 : i8
    %cst = arith.constant 3.000000e+00 : f32
    cf.switch %c0_i8 : i8, [
      default: ^bb1,
      3: ^bb1,
      6: ^bb1,
      9: ^bb3(%cst : f32)
    ]
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
    %0 = memref.get_global @g0 : memref<2x3xf64>
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    %cst_0 = arith.constant dense<[[-7.500000e+00, -1.000000e+00, 4.000000e+02], [-2.500000e-01, -1.000000e+00, 3.000000e+00], [2.500000e+00, 1.000000e+02, 1.000000e+02], [-7.500000e+00, 5.000000e-01, 0.000000e+00]]> : tensor<4x3xf32>
    %cst_1 = arith.constant dense<-1.000000e+00> : tensor<4xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%cst_0 : tensor<4x3xf32>) outs(%cst_1 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %5 = arith.addf %in, %out : f32
      linalg.yield %5 : f32
    } -> tensor<4xf32>
    cf.br ^bb3(%cst : f32)
  ^bb3(%2: f32):  // 2 preds: ^bb0, ^bb2
    %c75_i64 = arith.constant 75 : i64
    %3 = scf.while (%arg3 = %c75_i64) : (i64) -> i64 {
      %alloc = memref.alloc() : memref<2048xi8>
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %view = memref.view %alloc[%c0][%c2] : memref<2048xi8> to memref<?x4xf64>
      %true = arith.constant true
      %c20_i64 = arith.constant 20 : i64
      scf.condition(%true) %c20_i64 : i64
    } do {
    ^bb0(%arg3: i64):
      scf.yield %arg3 : i64
    }
    cf.br ^bb4(%c75_i64 : i64)
  ^bb4(%4: i64):  // pred: ^bb3
    %cst_2 = arith.constant dense<-1> : tensor<4x3xi64>
    return %cst_2, %4 : tensor<4x3xi64>, i64
  }
  func.func @compute1(%arg0: i16, %arg1: f64 {test.foo = 1 : i32}, %arg2: vector<2x3xindex>) -> (f64, memref<3xi64>, f64 {llvm.noundef}) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %c0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %c6_1 = arith.constant 6 : index
    %c1_2 = arith.constant 1 : index
    %cst = arith.constant 1.000000e+00 : f32
    %0 = scf.parallel (%arg3, %arg4) = (%c0, %c0_0) to (%c6, %c6_1) step (%c1, %c1_2) init (%cst) -> f32 {
      %1 = tensor.empty() : tensor<2x3xf64>
      scf.execute_region {
        %c0_4 = arith.constant 0 : index
        %c7 = arith.constant 7 : index
        %c2 = arith.constant 2 : index
        %cst_5 = arith.constant 5.000000e-01 : bf16
        %2 = scf.parallel (%arg5) = (%c0_4) to (%c7) step (%c2) init (%cst_5) -> bf16 {
          %c1_i32 = arith.constant 1 : i32
          %3 = math.fpowi %cst_5, %c1_i32 fastmath<nnan,ninf,nsz> : bf16, i32
          scf.reduce(%3 : bf16) {
          ^bb0(%arg6: bf16, %arg7: bf16):
            %4 = arith.addf %arg6, %arg7 : bf16
            scf.reduce.return %4 : bf16
          }
        }
        scf.yield
      }
      scf.reduce(%cst : f32) {
      ^bb0(%arg5: f32, %arg6: f32):
        %2 = arith.maximumf %arg5, %arg6 : f32
        scf.reduce.return %2 : f32
      }
    }
    %alloc = memref.alloc() : memref<3xi64>
    %cst_3 = arith.constant 5.000000e-01 : f64
    return %arg1, %alloc, %cst_3 : f64, memref<3xi64>, f64
  }
}

