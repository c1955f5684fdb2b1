module {
  func.func private @ext0() -> (i16 {llvm.zeroext}, tensor<4xi64>)
  func.func private @ext1(i64 {llvm.noundef}, i64, i64 {llvm.signext}) -> (tensor<1xindex> {test.foo = 1 : i32}) attributes {llvm.emit_c_interface, note = "generated"}
  func.func @f0(%arg0: memref<4xindex>, %arg1: index) -> tensor<4xi64> attributes {test.kernel} {
    %cst = arith.constant dense<1> : vector<2xi64>
    %0 = arith.cmpi eq, %cst, %cst : vector<2xi64>
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e+02 : f64
    %1 = arith.divf %cst_0, %cst_1 fastmath<afn> : f64
    %c1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %cst_3 = arith.constant 3.000000e+00 : f16
    %c1_i64 = arith.constant 1 : i64
    %2:2 = scf.for %arg2 = %c1 to %arg1 step %c1_2 iter_args(%arg3 = %cst_3, %arg4 = %c1_i64) -> (f16, i64) {
      %cst_4 = arith.constant dense<1> : vector<4xi64>
      %sum, %overflow = arith.addui_extended %cst_4, %cst_4 : vector<4xi64>, vector<4xi1>
      scf.yield %arg3, %arg4 : f16, i64
    }
    %c4 = arith.constant 4 : index
    %splat = tensor.splat %c1[%c4] : tensor<?xindex>
    %alloca = memref.alloca() : memref<1xi64>
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    %c0 = arith.constant 0 : index
    memref.store %c4611686018427387903_i64, %alloca[%c0] : memref<1xi64>
    %3 = tensor.empty() : tensor<4xi64>
    return %3 : tensor<4xi64>
  }
  func.func @kernel_1(%arg0: index, %arg1: i32 {test.foo = 1 : i32}, %arg2: index) -> (index {test.foo = 1 : i32}) {
    %0 = arith.index_castui %arg0 : index to i32
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c1_i64 = arith.constant 1 : i64
    %c62 = arith.constant 62 : index
    %1:2 = scf.for %arg3 = %c2 to %c3 step %c1 iter_args(%arg4 = %c1_i64, %arg5 = %c62) -> (i64, index) {
      %4 = scf.while (%arg6 = %0) : (i32) -> i32 {
        %cst = arith.constant 5.000000e-01 : f32
        %5 = math.sqrt %cst fastmath<fast> : f32
        %6 = scf.execute_region -> index {
          %cst_3 = arith.constant dense<1.000000e+00> : vector<1xf32>
          %7 = arith.negf %cst_3 : vector<1xf32>
          scf.yield %arg0 : index
        }
        %false = arith.constant false
        scf.condition(%false) %arg1 : i32
      } do {
      ^bb0(%arg6: i32):
        scf.yield %arg1 : i32
      }
      %c1_2 = arith.constant 1 : index
      scf.yield %arg4, %c1_2 : i64, index
    }
    %true = arith.constant true
    cf.cond_br %true, ^bb4, ^bb2
  ^bb2:  // pred: ^bb1
    %c-1 = arith.constant -1 : index
    %2 = arith.cmpi eq, %arg2, %c-1 : index
    %c-20_i64 = arith.constant -20 : i64
    %c1_i64_0 = arith.constant 1 : i64
    cf.cond_br %2, ^bb3(%c-20_i64 : i64), ^bb3(%c1_i64_0 : i64)
  ^bb3(%3: i64):  // 2 preds: ^bb2, ^bb2
    %true_1 = arith.constant true
    cf.cond_br %true_1, ^bb4, ^bb4
  ^bb4:  // 3 preds: ^bb1, ^bb3, ^bb3
    return %arg2 : index
  }
}

