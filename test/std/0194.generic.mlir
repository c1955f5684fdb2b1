"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x?xi32>) -> (tensor<1x2xi16>, i16), res_attrs = [{llvm.noundef, test.tag = "x"}, {}], sym_name = "fn.0", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x?xi32>):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "tensor.empty"(%0) : (index) -> tensor<?x4xf16>
    %2 = "arith.mulf"(%1, %1) <{fastmath = #arith.fastmath<reassoc,contract>}> : (tensor<?x4xf16>, tensor<?x4xf16>) -> tensor<?x4xf16>
    %3 = "tensor.empty"() : () -> tensor<4x4xi8>
    %4 = "tensor.extract_slice"(%3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 3, 2>, static_strides = array<i64: 1, 2>}> : (tensor<4x4xi8>) -> tensor<3x2xi8>
    %5 = "arith.constant"() <{value = -4 : i16}> : () -> i16
    %6 = "arith.uitofp"(%5) : (i16) -> f32
    %7 = "arith.constant"() <{value = dense<[[0.000000e+00, 4.000000e+02, 1.000000e+02, -7.500000e+00], [1.000000e+02, 3.000000e+00, 2.500000e+00, 1.000000e+00], [3.000000e+00, 3.000000e+00, 5.000000e-01, 1.000000e+00]]> : vector<3x4xf64>}> : () -> vector<3x4xf64>
    %8 = "math.atan2"(%7, %7) <{fastmath = #arith.fastmath<none>}> : (vector<3x4xf64>, vector<3x4xf64>) -> vector<3x4xf64>
    %9 = "arith.constant"() <{value = 36 : i64}> : () -> i64
    %10 = "math.ctlz"(%9) : (i64) -> i64
    %11 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %12 = "arith.constant"() <{value = dense<true> : tensor<3x4xi1>}> : () -> tensor<3x4xi1>
    %13 = "arith.constant"() <{value = dense<77> : tensor<3x4xi16>}> : () -> tensor<3x4xi16>
    %14 = "arith.select"(%12, %13, %13) : (tensor<3x4xi1>, tensor<3x4xi16>, tensor<3x4xi16>) -> tensor<3x4xi16>
    %15 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4x4xi32>
    "linalg.add"(%15, %15, %15) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
      %26 = "arith.addi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%26) : (i32) -> ()
    }) : (memref<4x4x4xi32>, memref<4x4x4xi32>, memref<4x4x4xi32>) -> ()
    %16 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %17 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %18 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %19 = "scf.for"(%16, %17, %18, %17) ({
    ^bb0(%arg1: i8, %arg2: i8):
      %21 = "tensor.insert_slice"(%4, %3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 3, 2>, static_strides = array<i64: 1, 2>}> : (tensor<3x2xi8>, tensor<4x4xi8>) -> tensor<4x4xi8>
      %22:2 = "func.call"(%arg0) <{callee = @fn.0}> : (tensor<4x?xi32>) -> (tensor<1x2xi16>, i16)
      %23 = "arith.constant"() <{value = false}> : () -> i1
      %24:2 = "scf.if"(%23) ({
        "scf.yield"(%11, %5) : (i16, i16) -> ()
      }, {
        "scf.yield"(%11, %5) : (i16, i16) -> ()
      }) : (i1) -> (i16, i16)
      %25 = "arith.constant"() <{value = -1 : i8}> : () -> i8
      "scf.yield"(%25) : (i8) -> ()
    }) : (i8, i8, i8, i8) -> i8
    %20 = "tensor.empty"() : () -> tensor<1x2xi16>
    "func.return"(%20, %5) : (tensor<1x2xi16>, i16) -> ()
  }) : () -> ()
}) : () -> ()

