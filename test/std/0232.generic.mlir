"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}], function_type = (tensor<2x2xi8>, tensor<?xi8>) -> i32, res_attrs = [{llvm.noundef}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x2xi8>) -> tensor<1x?xi32>, sym_name = "compute0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x2xi8>):
    %0 = "tensor.empty"() : () -> tensor<2xf32>
    %1 = "arith.constant"() <{value = dense<-2.500000e-01> : tensor<4x2xf32>}> : () -> tensor<4x2xf32>
    %2 = "linalg.broadcast"(%0, %1) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      "linalg.yield"(%arg3) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %3 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4x1xf32>}> : () -> vector<4x1xf32>
    %4 = "math.exp"(%3) <{fastmath = #arith.fastmath<none>}> : (vector<4x1xf32>) -> vector<4x1xf32>
    %5 = "arith.constant"() <{value = 65 : i32}> : () -> i32
    %6 = "tensor.from_elements"(%5, %5, %5, %5) : (i32, i32, i32, i32) -> tensor<4xi32>
    %7 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %8 = "arith.minimumf"(%7, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %9 = "arith.constant"() <{value = dense<[[-1, 66, 1, 127]]> : tensor<1x4xi8>}> : () -> tensor<1x4xi8>
    %10 = "scf.forall"(%9) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 1>}> ({
    ^bb0(%arg1: index, %arg2: tensor<1x4xi8>):
      %15 = "arith.constant"() <{value = false}> : () -> i1
      %16 = "arith.constant"() <{value = dense<127> : vector<8xi8>}> : () -> vector<8xi8>
      %17 = "arith.select"(%15, %16, %16) : (i1, vector<8xi8>, vector<8xi8>) -> vector<8xi8>
      %18 = "arith.constant"() <{value = 2 : index}> : () -> index
      %19 = "arith.constant"() <{value = 1 : index}> : () -> index
      %20 = "tensor.extract"(%arg0, %18, %19) : (tensor<4x2xi8>, index, index) -> i8
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%9, %arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<1x4xi8>, tensor<1x4xi8>, index) -> ()
      }) : () -> ()
    }) : (tensor<1x4xi8>) -> tensor<1x4xi8>
    %11 = "arith.constant"() <{value = dense<0> : tensor<4x2xi16>}> : () -> tensor<4x2xi16>
    %12 = "arith.cmpi"(%11, %11) <{predicate = 2 : i64}> : (tensor<4x2xi16>, tensor<4x2xi16>) -> tensor<4x2xi1>
    %13 = "arith.constant"() <{value = 2 : index}> : () -> index
    %14 = "tensor.empty"(%13) : (index) -> tensor<1x?xi32>
    "func.return"(%14) : (tensor<1x?xi32>) -> ()
  }) : () -> ()
}) : () -> ()

