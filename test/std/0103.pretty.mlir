module {
  func.func private @ext0(memref<2x4xi16>, i16, memref<?xindex> {test.foo = 1 : i32})
  func.func @f0(%arg0: i8, %arg1: f64, %arg2: i16 {llvm.zeroext}, %arg3: i8 {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"} {
    %cst = arith.constant dense<4.000000e+02> : vector<4xf32>
    %0 = arith.fptoui %cst : vector<4xf32> to vector<4xi64>
    %alloc = memref.alloc() : memref<4x3xi8>
    memref.copy %alloc, %alloc : memref<4x3xi8> to memref<4x3xi8>
    return
  }
  func.func public @f1(%arg0: i8, %arg1: i8 {llvm.signext}) attributes {test.kernel} {
    %cst = arith.constant dense<true> : vector<4xi1>
    %cst_0 = arith.constant dense<49> : vector<4xi16>
    %cst_1 = arith.constant dense<32767> : vector<4xi16>
    %0 = arith.select %cst, %cst_0, %cst_1 : vector<4xi1>, vector<4xi16>
    %1 = tensor.empty() : tensor<4xi16>
    return
  }
}

