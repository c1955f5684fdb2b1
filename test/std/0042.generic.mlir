"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}], function_type = (index, memref<4xbf16>) -> bf16, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef, test.tag = "x"}], function_type = (index, bf16, bf16) -> index, res_attrs = [{test.foo = 1 : i32}], sym_name = "kernel_0"}> ({
  ^bb0(%arg0: index, %arg1: bf16, %arg2: bf16):
    %0 = "tensor.empty"() : () -> tensor<1x4xindex>
    %1 = "arith.constant"() <{value = false}> : () -> i1
    %2 = "arith.extui"(%1) : (i1) -> i8
    %3 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    "cf.cond_br"(%1, %3)[^bb3, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f32) -> ()
  ^bb1:  // pred: ^bb0
    %4 = "tensor.collapse_shape"(%0) <{reassociation = [[0, 1]]}> : (tensor<1x4xindex>) -> tensor<4xindex>
    "cf.assert"(%1) <{msg = "ok"}> : (i1) -> ()
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "cf.assert"(%1) <{msg = ""}> : (i1) -> ()
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7 = "scf.for"(%5, %5, %6, %arg2) ({
    ^bb0(%arg3: index, %arg4: bf16):
      %9 = "arith.constant"() <{value = 6 : index}> : () -> index
      %10 = "memref.alloca"(%9) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<2x?xindex>
      %11 = "arith.constant"() <{value = 0 : index}> : () -> index
      %12 = "memref.dim"(%10, %11) : (memref<2x?xindex>, index) -> index
      %13 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xbf16>
      %14 = "func.call"(%arg3, %13) <{callee = @ext0}> : (index, memref<4xbf16>) -> bf16
      "scf.index_switch"(%5) <{cases = array<i64: 1, 2, 6>}> ({
        "scf.yield"() : () -> ()
      }, {
        %15 = "arith.cmpi"(%1, %1) <{predicate = 4 : i64}> : (i1, i1) -> i1
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (index) -> ()
      "scf.yield"(%arg1) : (bf16) -> ()
    }) : (index, index, index, bf16) -> bf16
    "cf.switch"(%2, %3, %3, %3)[^bb3, ^bb3, ^bb3] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[0, 2]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i8, f32, f32, f32) -> ()
  ^bb3(%8: f32):  // 4 preds: ^bb0, ^bb2, ^bb2, ^bb2
    "func.return"(%arg0) : (index) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) : () -> ()

