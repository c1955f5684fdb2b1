module attributes {test.module_note = "std"} {
  func.func private @ext0() -> (tensor<1x4xi64> {test.foo = 1 : i32}) attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func private @ext1(i64, tensor<2x1xi64> {llvm.noundef, test.tag = "x"})
  func.func private @f0(%arg0: tensor<?x4xi64>) -> index {
    %alloc = memref.alloc() : memref<4x3xi64>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [12], strides: [1] : memref<4x3xi64> to memref<12xi64, strided<[1]>>
    %alloc_0 = memref.alloc() {alignment = 16 : i64} : memref<2048xi8>
    %c0 = arith.constant 0 : index
    %view = memref.view %alloc_0[%c0][] : memref<2048xi8> to memref<4x8xf64>
    %cst = arith.constant dense<[[4.000000e+02, -7.500000e+00, 1.503910e-01], [2.500000e+00, 1.000000e+00, -7.500000e+00], [3.000000e+00, 3.000000e+00, 3.000000e+00], [0.000000e+00, 4.000000e+02, 1.503910e-01]]> : vector<4x3xbf16>
    %0 = arith.fptosi %cst : vector<4x3xbf16> to vector<4x3xi32>
    %cst_1 = arith.constant dense<[[1.000000e+00, 4.000000e+02, 4.000000e+02, 5.000000e-01]]> : vector<1x4xf64>
    %1 = math.round %cst_1 : vector<1x4xf64>
    memref.copy %alloc, %alloc : memref<4x3xi64> to memref<4x3xi64>
    %cst_2 = arith.constant 1.500000e-01 : f64
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    memref.store %cst_2, %view[%c2, %c1] : memref<4x8xf64>
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %2 = memref.load %alloc[%c1_3, %c1_4] : memref<4x3xi64>
    %false = arith.constant false
    scf.if %false {
      %3 = arith.cmpi eq, %0, %0 : vector<4x3xi32>
      %c56_i32 = arith.constant 56 : i32
      %4 = scf.while (%arg1 = %c56_i32) : (i32) -> i32 {
        %cst_5 = arith.constant 5.000000e-01 : f64
        %cst_6 = arith.constant -7.500000e+00 : f64
        %5 = math.atan2 %cst_2, %cst_6 fastmath<fast> : f64
        %6 = tensor.empty() : tensor<1x4xi64>
        %c1_7 = arith.constant 1 : index
        %extracted_slice = tensor.extract_slice %6[0, 2] [1, 2] [1, %c1_7] : tensor<1x4xi64> to tensor<1x2xi64>
        scf.condition(%false) %arg1 : i32
      } do {
      ^bb0(%arg1: i32):
        %cst_5 = arith.constant dense<1> : tensor<2x1xi64>
        %f = func.constant @ext1 : (i64, tensor<2x1xi64>) -> ()
        func.call_indirect %f(%2, %cst_5) : (i64, tensor<2x1xi64>) -> ()
        scf.yield %arg1 : i32
      }
    }
    return %c1 : index
  }
}

