module {
  func.func private @ext0() -> (i16, i16 {test.foo = 1 : i32}) attributes {test.kernel}
  func.func private @ext1(memref<3x3xi16>) -> (i16 {llvm.signext}, f16 {llvm.noundef, test.tag = "x"})
  func.func @kernel_0(%arg0: f32, %arg1: tensor<3x3xi16>) {
    %c55_i16 = arith.constant 55 : i16
    %c32767_i16 = arith.constant 32767 : i16
    %0 = arith.divsi %c55_i16, %c32767_i16 : i16
    %cst = arith.constant 1.000000e+00 : f64
    %1 = math.round %cst fastmath<afn> : f64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %2 = arith.cmpi ugt, %c1, %c0 : index
    scf.if %2 {
      %cst_0 = arith.constant -2.500000e-01 : f32
      %cst_1 = arith.constant 1.000000e+02 : f32
      %3 = arith.minimumf %cst_0, %cst_1 fastmath<nnan,ninf,nsz> : f32
      %c1_2 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %extracted = tensor.extract %arg1[%c1_2, %c2] : tensor<3x3xi16>
      %cast = tensor.cast %arg1 : tensor<3x3xi16> to tensor<?x3xi16>
      %cst_3 = arith.constant 1.500000e-01 : f32
    } else {
      %c1_i32 = arith.constant 1 : i32
      %3 = scf.while (%arg2 = %c1_i32) : (i32) -> f32 {
        func.call @kernel_0(%arg0, %arg1) : (f32, tensor<3x3xi16>) -> ()
        %4 = tensor.empty() : tensor<3x3xf32>
        %cst_0 = arith.constant 1.000000e+02 : f32
        %5 = arith.cmpi eq, %c0, %c1 : index
        %cst_1 = arith.constant 4.000000e+02 : f32
        scf.condition(%5) %cst_1 : f32
      } do {
      ^bb0(%arg2: f32):
        %alloc = memref.alloc() : memref<2048xi8>
        %c0_0 = arith.constant 0 : index
        %view = memref.view %alloc[%c0_0][] : memref<2048xi8> to memref<4x8xf16>
        scf.yield %c1_i32 : i32
      }
    }
    return
  }
}

