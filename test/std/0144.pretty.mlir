module {
  func.func private @ext0(f64, f64) -> f64 attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1(tensor<3x4xf64>) -> f64 attributes {llvm.emit_c_interface, note = "generated"}
  func.func @kernel_0(%arg0: memref<3x4xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 2.500000e+00 : f16
    %0 = arith.cmpf oge, %cst_0, %cst_0 : f16
    %1 = math.isinf %cst : f64
    %c0 = arith.constant 0 : index
    %2 = arith.remui %c0, %c0 : index
    return
  }
}

