"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<?xi16>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i16) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.zeroext}, {}], function_type = (i32, vector<8x4xi32>) -> (), sym_name = "fn.0"}> ({
  ^bb0(%arg0: i32, %arg1: vector<8x4xi32>):
    %17 = "arith.constant"() <{value = 1 : index}> : () -> index
    %18 = "arith.constant"() <{value = 2 : index}> : () -> index
    %19 = "tensor.empty"(%17, %18) : (index, index) -> tensor<?x?xi32>
    %20 = "arith.constant"() <{value = 0 : index}> : () -> index
    %21 = "arith.constant"() <{value = 0 : index}> : () -> index
    %22 = "tensor.extract"(%19, %20, %21) : (tensor<?x?xi32>, index, index) -> i32
    %23 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %24 = "arith.remsi"(%23, %23) : (i16, i16) -> i16
    %25 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4xi32>
    %26 = "arith.constant"() <{value = 0 : index}> : () -> index
    %27 = "arith.constant"() <{value = 3 : index}> : () -> index
    %28 = "memref.load"(%25, %26, %27) : (memref<2x4xi32>, index, index) -> i32
    %29 = "arith.constant"() <{value = 0 : index}> : () -> index
    %30 = "arith.constant"() <{value = 0 : index}> : () -> index
    %31 = "tensor.insert"(%22, %19, %29, %30) : (i32, tensor<?x?xi32>, index, index) -> tensor<?x?xi32>
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = () -> (vector<2x4xi32>, vector<8x4xi32>), sym_name = "fn.1"}> ({
    %0 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %1 = "arith.negf"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.cmpi"(%2, %2) <{predicate = 2 : i64}> : (index, index) -> i1
    "cf.cond_br"(%3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "math.ctpop"(%4) : (i32) -> i32
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %6 = "arith.constant"() <{value = false}> : () -> i1
    %7 = "arith.constant"() <{value = dense<18> : tensor<8x4xi16>}> : () -> tensor<8x4xi16>
    %8 = "arith.select"(%6, %7, %7) : (i1, tensor<8x4xi16>, tensor<8x4xi16>) -> tensor<8x4xi16>
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 74 : i32}> : () -> i32
    "cf.switch"(%9, %10, %11)[^bb3, ^bb3] <{case_operand_segments = array<i32: 1>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
  ^bb3(%12: i32):  // 2 preds: ^bb2, ^bb2
    %13 = "arith.constant"() <{value = dense<-2.500000e-01> : tensor<8x4xf16>}> : () -> tensor<8x4xf16>
    %14 = "arith.negf"(%13) <{fastmath = #arith.fastmath<arcp>}> : (tensor<8x4xf16>) -> tensor<8x4xf16>
    %15 = "arith.constant"() <{value = dense<[[0, -1, 0, 1], [2147483647, 1, -1, 0]]> : vector<2x4xi32>}> : () -> vector<2x4xi32>
    %16 = "arith.constant"() <{value = dense<29> : vector<8x4xi32>}> : () -> vector<8x4xi32>
    "func.return"(%15, %16) : (vector<2x4xi32>, vector<8x4xi32>) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

