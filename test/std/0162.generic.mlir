"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}, {}], function_type = (i8, memref<2x3xi64>, i8) -> (i8, memref<4x8xi32>), res_attrs = [{llvm.zeroext}, {}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef}], function_type = (memref<2x3xi64>, tensor<2x8xi64>, i8) -> (tensor<?x8xi8>, tensor<2x3xi64>), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}], function_type = (memref<2x8xi8>, memref<1x4x8xi8>) -> (), sym_name = "kernel_0"}> ({
  ^bb0(%arg0: memref<2x8xi8>, %arg1: memref<1x4x8xi8>):
    "scf.execute_region"() ({
      %8 = "arith.constant"() <{value = dense<[[1, 0, 127, 127, 0, -1, -1, 127], [40, -1, 127, -1, 57, -1, 62, 1]]> : tensor<2x8xi8>}> : () -> tensor<2x8xi8>
      %9 = "arith.constant"() <{value = 1 : index}> : () -> index
      %10 = "arith.constant"() <{value = 4 : index}> : () -> index
      %11 = "tensor.extract"(%8, %9, %10) : (tensor<2x8xi8>, index, index) -> i8
      "scf.yield"() : () -> ()
    }) : () -> ()
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.cmpi"(%0, %0) <{predicate = 2 : i64}> : (i64, i64) -> i1
    "cf.cond_br"(%1)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %2 = "arith.constant"() <{value = dense<false> : vector<1xi1>}> : () -> vector<1xi1>
    %3 = "arith.constant"() <{value = dense<4611686018427387903> : vector<1xi64>}> : () -> vector<1xi64>
    %4 = "arith.select"(%2, %3, %3) : (vector<1xi1>, vector<1xi64>, vector<1xi64>) -> vector<1xi64>
    %5 = "arith.cmpi"(%0, %0) <{predicate = 5 : i64}> : (i64, i64) -> i1
    "cf.cond_br"(%5)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %6 = "arith.constant"() <{value = dense<-1> : vector<2x3xi16>}> : () -> vector<2x3xi16>
    %7 = "math.ipowi"(%6, %6) : (vector<2x3xi16>, vector<2x3xi16>) -> vector<2x3xi16>
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()

