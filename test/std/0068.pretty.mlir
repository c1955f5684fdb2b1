module {
  memref.global @g0 : memref<2x4x4xf32> = dense<-2.500000e-01>
  memref.global "private" constant @g1 : memref<2x3x8xi32> = dense<1>
  func.func private @ext0(i64) attributes {llvm.emit_c_interface, note = "generated"}
  func.func @fn.0(%arg0: tensor<1xi64>, %arg1: memref<1xi64>, %arg2: f32, %arg3: i64) -> (f64 {test.foo = 1 : i32}) attributes {llvm.emit_c_interface, note = "generated"} {
    %false = arith.constant false
    %0 = arith.remui %false, %false : i1
    %1 = arith.subf %arg2, %arg2 : f32
    %cst = arith.constant dense<2> : vector<3x8xi64>
    %2 = math.ctlz %cst : vector<3x8xi64>
    %3 = scf.execute_region -> f32 {
      %c6 = arith.constant 6 : index
      %5 = tensor.empty(%c6) : tensor<2x4x?xi64>
      %6 = arith.select %false, %5, %5 : tensor<2x4x?xi64>
      %7 = memref.get_global @g0 : memref<2x4x4xf32>
      %alloc = memref.alloc() : memref<2x4x4xf32>
      memref.dealloc %alloc : memref<2x4x4xf32>
      %cst_1 = arith.constant 0.000000e+00 : f32
      scf.yield %cst_1 : f32
    }
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %4 = scf.for %arg4 = %c0 to %c0 step %c1 iter_args(%arg5 = %arg3) -> (i64) {
      %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x3xf32>
      %transposed = linalg.transpose ins(%cst_1 : tensor<1x3xf32>) outs(%cst_1 : tensor<1x3xf32>) permutation = [0, 1] 
      %5 = memref.get_global @g0 : memref<2x4x4xf32>
      %false_2 = arith.constant false
      cf.assert %false_2, "ok"
      %cst_3 = arith.constant dense<5.000000e-01> : tensor<2x4x4xf32>
      %6 = linalg.fill ins(%3 : f32) outs(%cst_3 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
      scf.yield %arg5 : i64
    }
    %cst_0 = arith.constant -2.500000e-01 : f64
    return %cst_0 : f64
  }
}

