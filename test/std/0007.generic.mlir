"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}], function_type = (f32, vector<4x8xi64>) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = () -> i64, sym_name = "fn.0"}> ({
    %0 = "tensor.empty"() : () -> tensor<4xi1>
    %1 = "arith.shrsi"(%0, %0) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %2 = "arith.constant"() <{value = true}> : () -> i1
    %3 = "arith.cmpi"(%2, %2) <{predicate = 4 : i64}> : (i1, i1) -> i1
    %4 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %5 = "arith.fptosi"(%4) : (f32) -> i32
    %6 = "arith.minnumf"(%4, %4) <{fastmath = #arith.fastmath<arcp>}> : (f32, f32) -> f32
    %7 = "func.call"() <{callee = @fn.0}> : () -> i64
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 4 : index}> : () -> index
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%8, %9, %10) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg2: index):
      %31 = "math.cbrt"(%4) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
      %32 = "arith.constant"() <{value = 6 : index}> : () -> index
      %33 = "tensor.empty"(%32) : (index) -> tensor<2x?xf32>
      %34 = "arith.cmpf"(%33, %33) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xi1>
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    %11 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    %12 = "arith.fptosi"(%11) : (f64) -> i64
    %13 = "tensor.splat"(%4) : (f32) -> tensor<1x4x3xf32>
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %16 = "arith.constant"() <{value = 2 : index}> : () -> index
    %17 = "scf.for"(%14, %15, %16, %7) ({
    ^bb0(%arg0: index, %arg1: i64):
      %19 = "math.log"(%4) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %20 = "arith.constant"() <{value = dense<[1, 0, -1, 127]> : vector<4xi8>}> : () -> vector<4xi8>
      %21 = "arith.muli"(%20, %20) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
      %22 = "scf.execute_region"() ({
        %24 = "arith.constant"() <{value = -7.500000e+00 : f16}> : () -> f16
        %25 = "arith.constant"() <{value = 1.500240e-01 : f16}> : () -> f16
        %26 = "arith.cmpf"(%24, %25) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f16, f16) -> i1
        %27:2 = "arith.mului_extended"(%12, %12) : (i64, i64) -> (i64, i64)
        %28 = "arith.constant"() <{value = 1 : i8}> : () -> i8
        %29 = "arith.constant"() <{value = 0 : i8}> : () -> i8
        %30:2 = "arith.mului_extended"(%28, %29) : (i8, i8) -> (i8, i8)
        "scf.yield"(%19) : (f32) -> ()
      }) : () -> f32
      %23 = "arith.constant"() <{value = -1 : i64}> : () -> i64
      "scf.yield"(%23) : (i64) -> ()
    }) : (index, index, index, i64) -> i64
    %18 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    "func.return"(%18) : (i64) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

