// ir-gen std --seed 68 --size 12
module {
  memref.global @g0 : memref<2x4x4xf32> = dense<-0.25>
  memref.global "private" constant @g1 : memref<2x3x8xi32> = dense<1>
  func.func private @ext0(i64) -> () attributes {llvm.emit_c_interface, note = "generated"}
  func.func @fn.0(%arg: tensor<1xi64>, %2: memref<1xi64>, %3: f32, %5: i64) -> (f64 {test.foo = 1 : i32}) attributes {llvm.emit_c_interface, note = "generated"} {
    %t6 = arith.constant 0 : i1
    %7 = arith.remui %t6, %t6 : i1
    %8 = arith.subf %3, %3 : f32
    %9 = arith.constant dense<2> : vector<3x8xi64>
    %x_1 = math.ctlz %9 : vector<3x8xi64>
    %11 = scf.execute_region -> f32 {
      %12 = arith.constant 6 : index
      %13 = tensor.empty(%12) : tensor<2x4x?xi64>
      %sel_14 = arith.select %t6, %13, %13 : tensor<2x4x?xi64>
      %tmp15 = memref.get_global @g0 : memref<2x4x4xf32>
      %alloc_16 = memref.alloc() : memref<2x4x4xf32>
      memref.dealloc %alloc_16 : memref<2x4x4xf32>
      %cst_17 = arith.constant 0.0 : f32
      scf.yield %cst_17 : f32
    }
    %18 = arith.constant 0 : index
    %val = arith.constant 1 : index
    %r_22 = scf.for %20 = %18 to %18 step %val iter_args(%v21 = %5) -> i64 {
      %t23 = arith.constant dense<0.0> : tensor<1x3xf32>    // keep
      %lhs = linalg.transpose ins(%t23 : tensor<1x3xf32>) outs(%t23 : tensor<1x3xf32>) permutation = [0, 1]
      %v25 = memref.get_global @g0 : memref<2x4x4xf32>
      %c_26 = arith.constant false
      cf.assert %c_26, "ok"
      %27 = arith.constant dense<0.5> : tensor<2x4x4xf32>
      %x28 = linalg.fill ins(%11 : f32) outs(%27 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
      scf.yield %v21 : i64
    }
    %30 = arith.constant -0.25 : f64
    return %30 : f64
  }
}
