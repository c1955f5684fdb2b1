"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {}, {test.foo = 1 : i32}], function_type = (memref<2x4xi16>, i16, memref<?xindex>) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {llvm.zeroext}, {llvm.noundef, test.tag = "x"}], function_type = (i8, f64, i16, i8) -> (), sym_name = "f0"}> ({
  ^bb0(%arg2: i8, %arg3: f64, %arg4: i16, %arg5: i8):
    %5 = "arith.constant"() <{value = dense<4.000000e+02> : vector<4xf32>}> : () -> vector<4xf32>
    %6 = "arith.fptoui"(%5) : (vector<4xf32>) -> vector<4xi64>
    %7 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x3xi8>
    "memref.copy"(%7, %7) : (memref<4x3xi8>, memref<4x3xi8>) -> ()
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.signext}], function_type = (i8, i8) -> (), sym_name = "f1", sym_visibility = "public"}> ({
  ^bb0(%arg0: i8, %arg1: i8):
    %0 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %1 = "arith.constant"() <{value = dense<49> : vector<4xi16>}> : () -> vector<4xi16>
    %2 = "arith.constant"() <{value = dense<32767> : vector<4xi16>}> : () -> vector<4xi16>
    %3 = "arith.select"(%0, %1, %2) : (vector<4xi1>, vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %4 = "tensor.empty"() : () -> tensor<4xi16>
    "func.return"() : () -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

