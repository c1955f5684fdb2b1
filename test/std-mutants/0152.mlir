// ir-gen std --seed 225 --size 13
module attributes {test.module_note = "std"} {
  func.func private @ext0(f64 {llvm.noundef, test.tag = "x"}, memref<1xindex>) -> f64 attributes {passthrough = ["nounwind"], level = 2 : i64}
  module @inner {
    func.func public @helper1(%rhs: f64 {llvm.noundef, test.tag = "x"}, %2: memref<4xf64