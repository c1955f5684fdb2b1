#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {llvm.noundef, test.tag = "x"}], function_type = (memref<1xi16>, vector<1xbf16>) -> (memref<1xf32>, memref<1xbf16>), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i16, i16, bf16) -> i16, res_attrs = [{llvm.noundef}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "kernel_0"}> ({
    %0 = "arith.constant"() <{value = 64 : i32}> : () -> i32
    %1 = "tensor.splat"(%0) : (i32) -> tensor<1xi32>
    %2 = "tensor.empty"() : () -> tensor<8xf32>
    %3 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<1x8xf32>}> : () -> tensor<1x8xf32>
    %4 = "linalg.broadcast"(%2, %3) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      "linalg.yield"(%arg3) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %5 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %6 = "arith.negf"(%5) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> f32
    %7 = "arith.constant"() <{value = dense<1.000000e+00> : vector<1xf64>}> : () -> vector<1xf64>
    %8 = "arith.constant"() <{value = dense<0> : vector<1xi32>}> : () -> vector<1xi32>
    %9 = "arith.minsi"(%8, %8) : (vector<1xi32>, vector<1xi32>) -> vector<1xi32>
    %10 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    %11 = "arith.mulf"(%6, %10) <{fastmath = #arith.fastmath<afn>}> : (f32, f32) -> f32
    %12 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1xf64>}> : () -> tensor<1xf64>
    %13 = "arith.constant"() <{value = dense<1.000000e+02> : tensor<1xf64>}> : () -> tensor<1xf64>
    %14 = "arith.cmpf"(%12, %13) <{fastmath = #arith.fastmath<reassoc,contract>, predicate = 11 : i64}> : (tensor<1xf64>, tensor<1xf64>) -> tensor<1xi1>
    %15 = "arith.constant"() <{value = dense<0> : tensor<8x2xi32>}> : () -> tensor<8x2xi32>
    %16 = "tensor.empty"() : () -> tensor<2x4xi32>
    %17 = "tensor.empty"() : () -> tensor<8x4xi32>
    %18 = "linalg.matmul"(%15, %16, %17) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
      %30 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %31 = "arith.addi"(%arg2, %30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%31) : (i32) -> ()
    }) : (tensor<8x2xi32>, tensor<2x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi32>
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "tensor.extract"(%2, %19) : (tensor<8xf32>, index) -> f32
    %21 = "arith.constant"() <{value = dense<1.500240e-01> : vector<1xf16>}> : () -> vector<1xf16>
    %22 = "arith.addf"(%21, %21) <{fastmath = #arith.fastmath<arcp>}> : (vector<1xf16>, vector<1xf16>) -> vector<1xf16>
    %23 = "arith.constant"() <{value = dense<-2.500000e-01> : tensor<1xf16>}> : () -> tensor<1xf16>
    %24 = "arith.negf"(%23) <{fastmath = #arith.fastmath<nnan,ninf>}> : (tensor<1xf16>) -> tensor<1xf16>
    %25 = "arith.cmpf"(%7, %7) <{fastmath = #arith.fastmath<reassoc,contract>, predicate = 12 : i64}> : (vector<1xf64>, vector<1xf64>) -> vector<1xi1>
    %26 = "arith.constant"() <{value = dense<1.000000e+02> : vector<1xf16>}> : () -> vector<1xf16>
    %27 = "math.roundeven"(%26) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<1xf16>) -> vector<1xf16>
    %28 = "arith.constant"() <{value = dense<0.000000e+00> : vector<1xf32>}> : () -> vector<1xf32>
    %29 = "arith.divf"(%28, %28) <{fastmath = #arith.fastmath<afn>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    "func.return"() : () -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) {test.module_note = "std"} : () -> ()

