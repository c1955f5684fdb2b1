"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<?x3xi16>, vector<4x8x3xindex>), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.signext}], function_type = (i32) -> (memref<4x8x3xi64>, vector<4xindex>), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.zeroext}], function_type = (i32) -> tensor<2x3xindex>, sym_name = "kernel_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32):
    %16 = "arith.constant"() <{value = dense<[[-19, 2147483647, -1, 0], [2147483647, 51, 9, 1], [-1, 24, -1, 0]]> : tensor<3x4xi32>}> : () -> tensor<3x4xi32>
    %17 = "arith.cmpi"(%16, %16) <{predicate = 5 : i64}> : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %18 = "tensor.collapse_shape"(%17) <{reassociation = [[0, 1]]}> : (tensor<3x4xi1>) -> tensor<12xi1>
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "arith.constant"() <{value = 7 : index}> : () -> index
    %21 = "arith.constant"() <{value = 2 : index}> : () -> index
    %22 = "scf.for"(%19, %20, %21, %20) ({
    ^bb0(%arg1: index, %arg2: index):
      %24 = "arith.constant"() <{value = dense<[[-3, 1, 1], [0, -1, 1]]> : vector<2x3xi8>}> : () -> vector<2x3xi8>
      %25:2 = "arith.mulsi_extended"(%24, %24) : (vector<2x3xi8>, vector<2x3xi8>) -> (vector<2x3xi8>, vector<2x3xi8>)
      %26 = "arith.constant"() <{value = true}> : () -> i1
      %27 = "arith.constant"() <{value = dense<[[56, 1, 1], [1, 5, -1], [0, -19, -1], [14, 0, 0]]> : vector<4x3xindex>}> : () -> vector<4x3xindex>
      %28 = "arith.select"(%26, %27, %27) : (i1, vector<4x3xindex>, vector<4x3xindex>) -> vector<4x3xindex>
      "scf.yield"(%arg2) : (index) -> ()
    }) : (index, index, index, index) -> index
    %23 = "arith.constant"() <{value = dense<[[1, 4611686018427387903, 0], [37, -1, -1]]> : tensor<2x3xindex>}> : () -> tensor<2x3xindex>
    "func.return"(%23) : (tensor<2x3xindex>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (tensor<4xf32>, index), sym_name = "kernel_1", sym_visibility = "public"}> ({
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %2 = "arith.xori"(%0, %1) : (i32, i32) -> i32
    %3 = "tensor.empty"() : () -> tensor<4x8x3xindex>
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "tensor.extract_slice"(%3, %4, %5) <{operandSegmentSizes = array<i32: 1, 0, 0, 2>, static_offsets = array<i64: 2, 1, 2>, static_sizes = array<i64: 1, 2, 1>, static_strides = array<i64: 1, -9223372036854775808, -9223372036854775808>}> : (tensor<4x8x3xindex>, index, index) -> tensor<1x2x1xindex>
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8:2 = "arith.mulsi_extended"(%7, %0) : (i32, i32) -> (i32, i32)
    %9 = "arith.constant"() <{value = false}> : () -> i1
    %10 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %11 = "arith.select"(%9, %5, %10) : (i1, index, index) -> index
    %12 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %13 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %14:2 = "arith.mulsi_extended"(%12, %13) : (i8, i8) -> (i8, i8)
    %15 = "tensor.empty"() : () -> tensor<4xf32>
    "func.return"(%15, %11) : (tensor<4xf32>, index) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) : () -> ()

