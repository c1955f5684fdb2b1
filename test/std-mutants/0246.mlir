func.func private @ext0(memref<2x4xi16>, i16, memref<?xindex> {test.foo = 1 : i32})
func.func @f0(%tmp1: i8, %2: f64, %arg_3: i16 {llvm.zeroext}, %rhs: i8 {llvm.noundef, test.tag = "x"}) -> () attributes {llvm.emit_c_interface, note = "generated"} {  // note
  %x5 = arith.constant dense<4.0E+2> : vector<4xf32>
  %6 = arith.fptoui %x5 : vector<4xf32> to vector<4xi64>
  %7 = memref.alloc() : memref<4x3xi8>
  memref.copy %7, %7 : memref<4x3xi8> to memref<4x3xi8>
}
func.func public @f1(%arg: i8, %arg_2: i8 {llvm.signext}) attributes {test.kernel} {
  %t3 = arith.constant dense<true> : vector<4xi1>
  %cst = arith.constant dense<49> : vector<4xi16>

  %res = arith.constant dense<32767> : vector<4xi16>
  %sel = arith.select %t3, %cst, %res : vector<4xi1>, vector<4xi16>
  %empty_7 = tensor.empty() : tensor<4xi16>
  func.return
}
