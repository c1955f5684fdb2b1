"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}], function_type = (i32, memref<1x3xi32>) -> (f32, tensor<8x4x4xf32>), sym_name = "kernel_0"}> ({
  ^bb0(%arg2: i32, %arg3: memref<1x3xi32>):
    %20 = "tensor.empty"() : () -> tensor<8x4x4xi32>
    %21 = "arith.constant"() <{value = 1 : index}> : () -> index
    %22 = "arith.constant"() <{value = 1 : index}> : () -> index
    %23 = "arith.constant"() <{value = 2 : index}> : () -> index
    %24 = "tensor.insert"(%arg2, %20, %21, %22, %23) : (i32, tensor<8x4x4xi32>, index, index, index) -> tensor<8x4x4xi32>
    %25 = "arith.constant"() <{value = false}> : () -> i1
    %26 = "arith.select"(%25, %arg2, %arg2) : (i1, i32, i32) -> i32
    %27 = "arith.constant"() <{value = -4 : i32}> : () -> i32
    %28:2 = "func.call"(%27, %arg3) <{callee = @kernel_0}> : (i32, memref<1x3xi32>) -> (f32, tensor<8x4x4xf32>)
    %29 = "arith.negf"(%28#0) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f32) -> f32
    %30 = "arith.constant"() <{value = 1.500240e-01 : f16}> : () -> f16
    %31 = "arith.cmpf"(%30, %30) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f16, f16) -> i1
    %32 = "arith.constant"() <{value = 76 : i16}> : () -> i16
    %33 = "arith.cmpi"(%32, %32) <{predicate = 6 : i64}> : (i16, i16) -> i1
    "cf.assert"(%33) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    "func.return"(%29, %28#1) : (f32, tensor<8x4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<1x3xi32>, i32), sym_name = "fn.1"}> ({
    %0 = "tensor.empty"() : () -> tensor<8x4x4xi32>
    %1 = "tensor.expand_shape"(%0) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 4, 2, 4, 4>}> : (tensor<8x4x4xi32>) -> tensor<4x2x4x4xi32>
    %2 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 19 : i32}> : () -> i32
    "cf.switch"(%2, %3)[^bb1, ^bb2, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[-1, 0, 1]> : vector<3xi64>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i64, i32) -> ()
  ^bb1(%4: i32):  // pred: ^bb0
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 9 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %9 = "scf.for"(%5, %6, %7, %8) ({
    ^bb0(%arg0: index, %arg1: f32):
      %12 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x3xf32>
      %13 = "memref.expand_shape"(%12) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 1, 1, 3>}> : (memref<1x3xf32>) -> memref<1x1x3xf32>
      %14 = "arith.constant"() <{value = dense<5.000000e-01> : vector<8x4x4xf64>}> : () -> vector<8x4x4xf64>
      %15 = "arith.cmpf"(%14, %14) <{fastmath = #arith.fastmath<fast>, predicate = 1 : i64}> : (vector<8x4x4xf64>, vector<8x4x4xf64>) -> vector<8x4x4xi1>
      %16 = "arith.constant"() <{value = dense<[2147483647, 1]> : vector<2xi32>}> : () -> vector<2xi32>
      %17:2 = "arith.addui_extended"(%16, %16) : (vector<2xi32>, vector<2xi32>) -> (vector<2xi32>, vector<2xi1>)
      %18 = "arith.constant"() <{value = dense<2> : vector<8x4x4xindex>}> : () -> vector<8x4x4xindex>
      %19 = "arith.index_cast"(%18) : (vector<8x4x4xindex>) -> vector<8x4x4xi16>
      "scf.yield"(%8) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %10 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%10)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb1
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // 2 preds: ^bb0, ^bb2
    %11 = "arith.constant"() <{value = dense<[[0, -1, 6]]> : vector<1x3xi32>}> : () -> vector<1x3xi32>
    "func.return"(%11, %3) : (vector<1x3xi32>, i32) -> ()
  }) : () -> ()
}) : () -> ()

