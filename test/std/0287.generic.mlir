"builtin.module"() ({
  "func.func"() <{function_type = (vector<8x1xi8>) -> (i8, tensor<1x8x4xf16>), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> f32, sym_name = "kernel_0"}> ({
    %0 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%0) <{msg = "bounds check"}> : (i1) -> ()
    %1 = "arith.constant"() <{value = dense<[[3.000000e+00, 0.000000e+00, 1.000000e+00, 5.000000e-01], [4.000000e+02, 0.000000e+00, 2.500000e+00, -2.500000e-01]]> : vector<2x4xf64>}> : () -> vector<2x4xf64>
    %2 = "arith.constant"() <{value = dense<3.000000e+00> : vector<2x4xf64>}> : () -> vector<2x4xf64>
    %3 = "arith.subf"(%1, %2) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<2x4xf64>, vector<2x4xf64>) -> vector<2x4xf64>
    %4 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    %5 = "math.fma"(%4, %4, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64, f64) -> f64
    %6 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %7 = "tensor.splat"(%6) : (i8) -> tensor<3xi8>
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "tensor.empty"(%8) : (index) -> tensor<8x?xf16>
    %10 = "math.rsqrt"(%9) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (tensor<8x?xf16>) -> tensor<8x?xf16>
    %11 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %12 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %13 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %14:2 = "scf.for"(%11, %11, %12, %5, %13) ({
    ^bb0(%arg0: i64, %arg1: f64, %arg2: f16):
      %16 = "arith.constant"() <{value = dense<false> : vector<1x2x2xi1>}> : () -> vector<1x2x2xi1>
      %17 = "arith.remui"(%16, %16) : (vector<1x2x2xi1>, vector<1x2x2xi1>) -> vector<1x2x2xi1>
      %18 = "arith.cmpi"(%8, %8) <{predicate = 8 : i64}> : (index, index) -> i1
      %19 = "arith.select"(%18, %13, %13) : (i1, f16, f16) -> f16
      %20 = "arith.constant"() <{value = 0 : index}> : () -> index
      %21 = "arith.constant"() <{value = 4 : index}> : () -> index
      %22 = "arith.constant"() <{value = 3 : index}> : () -> index
      "scf.for"(%20, %21, %22) ({
      ^bb0(%arg3: index):
        %25 = "arith.constant"() <{value = 0 : i8}> : () -> i8
        %26 = "arith.constant"() <{value = 4 : i8}> : () -> i8
        %27 = "arith.constant"() <{value = 3 : i8}> : () -> i8
        %28 = "arith.constant"() <{value = 127 : i8}> : () -> i8
        %29:2 = "scf.for"(%25, %26, %27, %25, %28) ({
        ^bb0(%arg4: i8, %arg5: i8, %arg6: i8):
          %30 = "tensor.from_elements"(%28, %arg5, %28) : (i8, i8, i8) -> tensor<3xi8>
          %31 = "arith.constant"() <{value = dense<1> : vector<8x1xi8>}> : () -> vector<8x1xi8>
          %32 = "func.constant"() <{value = @ext0}> : () -> ((vector<8x1xi8>) -> (i8, tensor<1x8x4xf16>))
          %33:2 = "func.call_indirect"(%32, %31) : ((vector<8x1xi8>) -> (i8, tensor<1x8x4xf16>), vector<8x1xi8>) -> (i8, tensor<1x8x4xf16>)
          %34 = "tensor.empty"() : () -> tensor<2x4xf32>
          %35 = "arith.cmpf"(%34, %34) <{fastmath = #arith.fastmath<reassoc,contract>, predicate = 1 : i64}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
          "scf.yield"(%26, %28) : (i8, i8) -> ()
        }) : (i8, i8, i8, i8, i8) -> (i8, i8)
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      %23 = "arith.addf"(%4, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %24 = "arith.constant"() <{value = -2.500000e-01 : f64}> : () -> f64
      "scf.yield"(%24, %13) : (f64, f16) -> ()
    }) : (i64, i64, i64, f64, f16) -> (f64, f16)
    "func.call"() <{callee = @ext1}> : () -> ()
    %15 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    "func.return"(%15) : (f32) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

