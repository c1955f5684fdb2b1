"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef}], function_type = (vector<4x4xi64>, bf16, bf16) -> memref<3x8xbf16>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {}, {}], function_type = (vector<8x1xbf16>, bf16, tensor<3xi64>, vector<3xbf16>) -> index, sym_name = "f0", sym_visibility = "public"}> ({
  ^bb0(%arg3: vector<8x1xbf16>, %arg4: bf16, %arg5: tensor<3xi64>, %arg6: vector<3xbf16>):
    %3 = "arith.constant"() <{value = 1.503910e-01 : bf16}> : () -> bf16
    %4 = "scf.execute_region"() ({
      %6 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
      "scf.yield"(%6) : (f16) -> ()
    }) : () -> f16
    %5 = "arith.constant"() <{value = -13 : index}> : () -> index
    "func.return"(%5) : (index) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}, {}], function_type = (bf16, bf16, bf16) -> memref<8x1xi32>, sym_name = "compute1", sym_visibility = "private"}> ({
  ^bb0(%arg0: bf16, %arg1: bf16, %arg2: bf16):
    %0 = "func.call"(%arg0, %arg1, %arg0) <{callee = @compute1}> : (bf16, bf16, bf16) -> memref<8x1xi32>
    %1 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%1)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %2 = "arith.constant"() <{value = 78 : index}> : () -> index
    "scf.index_switch"(%2) <{cases = array<i64: 1, 3, 6>}> ({
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "func.return"(%0) : (memref<8x1xi32>) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

