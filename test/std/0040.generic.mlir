"builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}], function_type = (tensor<8xindex>) -> (index, index), res_attrs = [{}, {llvm.noundef}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}, {}], function_type = (tensor<1xi64>, vector<1xindex>, index) -> index, sym_name = "compute0"}> ({
  ^bb0(%arg0: tensor<1xi64>, %arg1: vector<1xindex>, %arg2: index):
    %0 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
    %1 = "math.ceil"(%0) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f32) -> f32
    %2 = "tensor.empty"() : () -> tensor<1x2xi16>
    %3 = "linalg.transpose"(%2, %2) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg5: i16, %arg6: i16):
      "linalg.yield"(%arg5) : (i16) -> ()
    }) : (tensor<1x2xi16>, tensor<1x2xi16>) -> tensor<1x2xi16>
    %4 = "arith.constant"() <{value = dense<33> : vector<1xi16>}> : () -> vector<1xi16>
    %5 = "arith.extsi"(%4) : (vector<1xi16>) -> vector<1xi64>
    %6 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<4x3xf16>}> : () -> vector<4x3xf16>
    %7 = "math.log10"(%6) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<4x3xf16>) -> vector<4x3xf16>
    %8 = "arith.constant"() <{value = dense<4.000000e+02> : vector<1xf32>}> : () -> vector<1xf32>
    %9 = "math.sin"(%8) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<1xf32>) -> vector<1xf32>
    %10 = "tensor.expand_shape"(%arg0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 1>}> : (tensor<1xi64>) -> tensor<1x1xi64>
    %11 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "memref.view"(%11, %12) : (memref<2048xi8>, index) -> memref<4x8xf32>
    %14 = "arith.constant"() <{value = -13 : i8}> : () -> i8
    %15:2 = "arith.addui_extended"(%14, %14) : (i8, i8) -> (i8, i1)
    %16 = "tensor.empty"() : () -> tensor<4xindex>
    %17 = "arith.constant"() <{value = 0 : index}> : () -> index
    %18 = "tensor.extract"(%16, %17) : (tensor<4xindex>, index) -> index
    %19 = "arith.constant"() <{value = 1 : index}> : () -> index
    %20 = "tensor.empty"(%19) : (index) -> tensor<8x?xf32>
    %21 = "arith.constant"() <{value = 6 : index}> : () -> index
    %22 = "arith.constant"() <{value = 0 : index}> : () -> index
    %23 = "tensor.insert"(%0, %20, %21, %22) : (f32, tensor<8x?xf32>, index, index) -> tensor<8x?xf32>
    %24 = "arith.constant"() <{value = -17 : i64}> : () -> i64
    %25 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %26 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    %27 = "tensor.from_elements"(%24, %24, %25, %26) : (i64, i64, i64, i64) -> tensor<2x2xi64>
    %28 = "arith.constant"() <{value = true}> : () -> i1
    %29 = "arith.constant"() <{value = false}> : () -> i1
    %30 = "arith.shli"(%28, %29) <{overflowFlags = #arith.overflow<nuw>}> : (i1, i1) -> i1
    %31 = "arith.constant"() <{value = dense<[[2, 63, -1, 19], [1, -1, 0, 1], [4, 4611686018427387903, 0, 0], [0, 66, -1, 39]]> : tensor<4x4xi64>}> : () -> tensor<4x4xi64>
    %32 = "arith.constant"() <{value = dense<1> : tensor<4x4xi64>}> : () -> tensor<4x4xi64>
    %33 = "linalg.transpose"(%31, %32) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg3: i64, %arg4: i64):
      "linalg.yield"(%arg3) : (i64) -> ()
    }) : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi64>
    %34 = "arith.constant"() <{value = 2 : index}> : () -> index
    %35 = "tensor.extract"(%16, %34) : (tensor<4xindex>, index) -> index
    "func.return"(%21) : (index) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

