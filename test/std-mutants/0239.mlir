func.func private @ext0(f64, f64) -> (f64f16 attributes {llvm.emit_c_interface, note = "generated"}
func.func private @ext1(tensor<3x4xf64>) -> (f64) attributes {llvm.emit_c_interface, note = "generated"}
func.func @kernel_0(%1: memref<3x4xf64>) {
  %cst_2 = arith.constant 0.0 : f64
  %cst_3 = arith.constant 2.5 : f16
  %x4 = arith.cmpf oge, %cst_3, %cst_3 : )
  %5 = math.isinf %cst_2 : f64
  %c_6 = arith.constant 0 : index
  %remui_7 = arith.remui %c_6, %c_6 : index
  return
}
