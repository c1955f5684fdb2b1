module attributes {test.module_note = "std"} {
  func.func ::private @ext0() -> (tensor<1x4xi64> {test.foo = 1 : i32}) attributes {passthrough = ["nounwind"], level = 2 : i64}
  func.func private @ext1(i64, tensor<2x1xi64> {llvm.noundef, test.tag = "x"})
  func.func private @f0(%t1: tensor<?x4xi64>) -> index {
    %2 = memref.alloc() : memref<4x3xi64>
    %x3 = memref.reinterpret_cast %2 to offset: [0], sizes: [12], strides: [1] : memref<4x3xi64> to memref<12xi64, strided<[1]>>
    %alloc_4 = memref.alloc() {alignment = 16 : i64} : memref<2048xi8>
    %res = arith.constant 0 : index
    %v6 = memref.view %alloc_4[%res][] : memref<2048xi8> to memref<4x8xf64>
    %cst_7 = arith.constant dense<[[4.0E+2, -7.5, 1.5e-1], [2.5, 1.0, -7.5], [3.0, 3.0, 3.0], [0.0, 4.0E+2, 1.5e-1]]> : vector<4x3xbf16>
    %rhs = arith.fptosi %cst_7 : vector<4x3xbf16> to vector<4x3xi32>
    %cst = arith.constant dense<[[1.000000e+00,4.0E+2,4.0E+2,0.5]]> : vector<1x4xf64>
    %10 = math.round %cst : vector<1x4xf64>
    memref.copy %2, %2 : memref<4x3xi64> to memref<4x3xi64>
    %cst_11 = arith.constant 1.5e-1 : f64
    %val = arith.constant 2 : index
    %y = arith.constant 1 : index
    memref.store %cst_11, %v6[%val, %y] : memref<4x8xf64>
    %v14 = arith.constant 1 : index
    %t15 = arith.constant 1 : index
    %v16 = memref.load %2[%v14, %t15] : memref<4x3xi64>
    %c = arith.constant false
    scf.if %c {
      %18 = arith.cmpi eq, %rhs, %rhs : vector<4x3xi32>
      %lhs = arith.constant 0x38 : i32
      %x21 = scf.while (%20 = %lhs) : (i32) -> (i32) {
        %cst_22 = arith.constant 0.5 : f64
        %23 = arith.constant -7.5 : f64
        %atan2_24 = math.atan2 %cst_11, %23 fastmath<fast> : f64
        %x25 = tensor.empty() : tensor<1x4xi64>
        %28 = arith.constant 1 : index
        %extracted_slice_29 = tensor.extract_slice %x25[0, 2] [1, 2] [1, %28] : tensor<1x4xi64> to tensor<1x2xi64>
        scf.condition(%c) %20 : i32

      } do {
      ^bb0(%30: i32):
        %31 = arith.constant dense<1> : tensor<2x1xi64>
        %f = func.constant @ext1 : (i64, tensor<2x1xi64>) -> ()
        func.call_indirect %f(%v16, %31) : (i64, tensor<2x1xi64>) -> ()
        scf.yield %30 : i32
      }
    }
    func.return %y : index
  }
}
