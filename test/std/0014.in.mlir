// ir-gen std --seed 14 --size 12
module {
  func.func private @ext0() -> (i16, i16 {test.foo = 1 : i32}) attributes {test.kernel}
  func.func private @ext1(memref<3x3xi16>) -> (i16 {llvm.signext}, f16 {llvm.noundef, test.tag = "x"})
  func.func @kernel_0(%1: f32, %arg_2: tensor<3x3xi16>) {
    %x3 = arith.constant 55 : i16
    %c = arith.constant 32767 : i16
    %v5 = arith.divsi %x3, %c : i16
    %v6 = arith.constant 1.0 : f64
    %rhs = math.round %v6 fastmath<afn> : f64
    %8 = arith.constant 1 : index
    %9 = arith.constant 0 : index
    %10 = arith.cmpi ugt, %8, %9 : index
    scf.if %10 {
      %t11 = arith.constant -0.25 : f32
      %x12 = arith.constant 100.0 : f32
      %minimumf = arith.minimumf %t11, %x12 fastmath<nnan, ninf, nsz> : f32
      %14 = arith.constant 1 : index
      %lhs = arith.constant 2 : index
      %extracted = tensor.extract %arg_2[%14, %lhs] : tensor<3x3xi16>
      %17 = tensor.cast %arg_2 : tensor<3x3xi16> to tensor<?x3xi16>
      %t18 = arith.constant 1.5e-1 : f32
    } else {
      %x19 = arith.constant 1 : i32
      %22 = scf.while (%arg_20 = %x19) : (i32) -> (f32) {
        func.call @kernel_0(%1, %arg_2) : (f32, tensor<3x3xi16>) -> ()
        %empty_23 = tensor.empty() : tensor<3x3xf32>
        %24 = arith.constant 100.0 : f32
        %25 = arith.cmpi eq, %9, %8 : index
        %cst_26 = arith.constant 4.0E+2 : f32
        scf.condition(%25) %cst_26 : f32
      } do {
      ^bb0(%arg: f32):
      // ---- comment line ----
        %t28 = memref.alloc() : memref<2048xi8>
        %29 = arith.constant 0 : index
        %x30 = memref.view %t28[%29][] : memref<2048xi8> to memref<4x8xf16>
        scf.yield %x19 : i32
      }
    }
    func.return
  }
}
