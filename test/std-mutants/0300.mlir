module {
  memref.global "private" constant @g0 : memref<4x3x8xf64> = dense<1.000000e+00>
  func.func private @ext0(memref<3x?xi16>) -> (tensor<?x3xf64>, tensor<?x4x4xf64> {test.foo = 1 : i32})
  func.func private @ext1(memref<3x3xi32>) -> ()
  func.func @kernel_0(%arg_1: tensor<?xf64>, %arg: memref<3x?xi16>) -> f64 attributes {passthrough = ["nounwind"], level = 2 : i64} {
    %3 = arith.constant 1.0 : f64
    %4 = arith.negf %3 : f64
    %cst_5 = arith.constant dense<[0.5, 1.5e-1, -0.25, -1.0]> : tensor<4xf64>
    %6 = arith.cmpf false, %cst_5, %cst_5 fastmath<nnan,ninf> : tensor<4xf64>
    // ---- comment line ----
    %7 = arith.constant 0 : i64
    %dim_8 = tensor.dim %cst_5, %7 : tensor<4xf64>
    %val = arith.constant -1.0 : f16
    %v10 = arith.addf %val, %val fastmath<none> : f16
    %c_11 = arith.constant 0 : i32
    %12 = arith.constant 2 : i32
    %x13 = arith.constant 3 : i32
    %14 = arith.constant 0 : i16
    %x_1 = scf.for %iv_16 = %c_11 to %12 step %x13 iter_args(%acc_17 = %14) -> i16 : i32 {
      %19 = memref.get_global @g0 : memref<4x3x8xf64>
      %a.b = arith.constant dense<[[0], [1], [15], [4611686018427387903]]> : tensor<4x1xi64>
      %cst_21 = arith.constant dense<[-1,-1,0,-1]> : tensor<4xi64>    // keep
      %lin_22 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"], doc = "elementwise"} ins(%a.b, %a.b : tensor<4x1xi64>, tensor<4x1xi64>) outs(%cst_21 : tensor<4xi64>) {
      ^bb0(%in: i64, %24: i64, %26: i64):

        %s_27 = arith.addi %in, %24 : i64
        %28 = arith.addi %s_27, %26 : i64
        linalg.yield %28 : i64
      } -> tensor<4xi64>
      scf.yield %acc_17 : i16
    }

    %29 = func.call @kernel_0(%arg_1, %arg) : (tensor<?xf64>, memref<3x?xi16>) -> f64
    %31 = arith.constant true
    %32 = arith.constant 3 : index
    %34 = tensor.insert %31 into %6[%32] : tensor<4xi1>
    %acc = tensor.empty() : tensor<4x1xi32>
    %37 = arith.constant dense<-1> : tensor<1xi32>
    %v38 = linalg.reduce ins(%acc : tensor<4x1xi32>) outs(%37 : tensor<1xi32>) dimensions = [0]
      (%v39: i32, %init_40: i32) {  // note
        %t41 = arith.addi %v39, %init_40 : i32
        linalg.yield %t41 : i32
      }
    %42 = arith.constant -7.5 : f32
    %cst = arith.constant 2.5 : f32
    %v44 = arith.remf %42, %cst : f32
    return %4 : f64
  }
}
