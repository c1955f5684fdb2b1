"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}, {}], function_type = (f32, i32, memref<8xf32>) -> (f32, f32), sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = () -> vector<8x2xf32>, sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}, {}], function_type = (vector<4x2xi32>, i32, i32) -> (vector<1x8xf32>, i32), res_attrs = [{llvm.noundef}, {}], sym_name = "fn.0"}> ({
  ^bb0(%arg5: vector<4x2xi32>, %arg6: i32, %arg7: i32):
    %14 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xf32>
    %15 = "memref.reinterpret_cast"(%14) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<1x4xf32>) -> memref<4xf32, strided<[1]>>
    %16 = "arith.constant"() <{value = -2.500000e-01 : bf16}> : () -> bf16
    %17 = "arith.negf"(%16) <{fastmath = #arith.fastmath<fast>}> : (bf16) -> bf16
    %18 = "arith.constant"() <{value = dense<1.500000e-01> : vector<1x8xf32>}> : () -> vector<1x8xf32>
    "func.return"(%18, %arg6) : (vector<1x8xf32>, i32) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {test.foo = 1 : i32}, {}], function_type = (f32, memref<1x4xf64>, memref<1x4xf32>) -> (), sym_name = "fn.1"}> ({
  ^bb0(%arg0: f32, %arg1: memref<1x4xf64>, %arg2: memref<1x4xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 5 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.parallel"(%0, %3, %1, %4, %2, %5) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg3: index, %arg4: index):
      %12 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
      %13 = "arith.fptosi"(%12) : (f64) -> i64
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "cf.br"(%arg0)[^bb1] : (f32) -> ()
  ^bb1(%6: f32):  // pred: ^bb0
    %7 = "arith.cmpi"(%3, %0) <{predicate = 9 : i64}> : (index, index) -> i1
    %8 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "cf.cond_br"(%7, %8)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb2:  // pred: ^bb1
    %9 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %10 = "arith.cmpi"(%9, %9) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%10, %9, %9)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb3(%11: i32):  // 3 preds: ^bb1, ^bb2, ^bb2
    "func.return"() : () -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

