"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xi8>, memref<4x8xi8>, tensor<2xf64>) -> i8, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}, {}], function_type = (tensor<2xi8>, tensor<4xi8>, i8) -> vector<2xi8>, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> (), sym_name = "fn.0"}> ({
  ^bb0(%arg0: i8):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1:2 = "scf.if"(%0) ({
      %24 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xi8>
      %25 = "arith.constant"() <{value = 2 : index}> : () -> index
      %26 = "arith.constant"() <{value = 5 : index}> : () -> index
      %27 = "memref.load"(%24, %25, %26) : (memref<4x8xi8>, index, index) -> i8
      %28 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<4x8xf64>}> : () -> tensor<4x8xf64>
      %29 = "arith.constant"() <{value = 1 : index}> : () -> index
      %30 = "tensor.dim"(%28, %29) : (tensor<4x8xf64>, index) -> index
      %31 = "memref.expand_shape"(%24) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 1, 8>}> : (memref<4x8xi8>) -> memref<4x1x8xi8>
      "scf.yield"(%29, %27) : (index, i8) -> ()
    }, {
      %20 = "arith.constant"() <{value = 7 : index}> : () -> index
      %21 = "memref.alloca"(%20) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf64>
      "memref.dealloc"(%21) : (memref<?xf64>) -> ()
      %22 = "arith.constant"() <{value = dense<[1.000000e+00, 4.000000e+02]> : tensor<2xf64>}> : () -> tensor<2xf64>
      %23 = "tensor.extract_slice"(%22) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<2xf64>) -> tensor<1xf64>
      "scf.yield"(%20, %arg0) : (index, i8) -> ()
    }) : (i1) -> (index, i8)
    %2 = "tensor.empty"() : () -> tensor<2xi8>
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "tensor.extract"(%2, %3) : (tensor<2xi8>, index) -> i8
    %5 = "arith.constant"() <{value = dense<-2.500000e-01> : vector<4x8xf32>}> : () -> vector<4x8xf32>
    %6 = "arith.negf"(%5) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<4x8xf32>) -> vector<4x8xf32>
    %7 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %8 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
    "cf.switch"(%7, %8)[^bb1, ^bb2] <{case_operand_segments = array<i32: 1>, case_values = dense<-1> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i16, f64) -> ()
  ^bb1:  // pred: ^bb0
    %9 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %10 = "arith.constant"() <{value = 1.503910e-01 : bf16}> : () -> bf16
    %11 = "arith.divf"(%10, %10) <{fastmath = #arith.fastmath<fast>}> : (bf16, bf16) -> bf16
    %12 = "arith.constant"() <{value = 2 : index}> : () -> index
    %13 = "arith.constant"() <{value = 8 : index}> : () -> index
    %14 = "arith.constant"() <{value = 3 : index}> : () -> index
    %15 = "arith.constant"() <{value = dense<[127, 0]> : tensor<2xi8>}> : () -> tensor<2xi8>
    %16 = "scf.for"(%12, %13, %14, %15) ({
    ^bb0(%arg1: index, %arg2: tensor<2xi8>):
      "scf.yield"(%arg2) : (tensor<2xi8>) -> ()
    }) : (index, index, index, tensor<2xi8>) -> tensor<2xi8>
    %17 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %18 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    "cf.switch"(%7, %17, %18)[^bb2, ^bb2] <{case_operand_segments = array<i32: 1>, case_values = dense<0> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i16, f64, f64) -> ()
  ^bb2(%19: f64):  // 3 preds: ^bb0, ^bb1, ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

