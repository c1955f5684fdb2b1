#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> f32, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (tensor<4xf32>, memref<4xf32>) -> (f32, f32), res_attrs = [{}, {llvm.noundef}], sym_name = "helper7"}> ({
    ^bb0(%arg4: tensor<4xf32>, %arg5: memref<4xf32>):
      %13 = "tensor.empty"() : () -> tensor<2x2xi16>
      %14 = "arith.constant"() <{value = dense<1> : tensor<2x2xi16>}> : () -> tensor<2x2xi16>
      %15 = "arith.shrsi"(%13, %14) : (tensor<2x2xi16>, tensor<2x2xi16>) -> tensor<2x2xi16>
      %16 = "tensor.empty"() : () -> tensor<3x4xf16>
      %17 = "linalg.generic"(%16, %16, %16) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg6: f16, %arg7: f16, %arg8: f16):
        %19 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
        %20 = "arith.addf"(%19, %arg8) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
        "linalg.yield"(%20) : (f16) -> ()
      }) : (tensor<3x4xf16>, tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
      %18:2 = "func.call"(%arg4, %arg5) <{callee = @helper7}> : (tensor<4xf32>, memref<4xf32>) -> (f32, f32)
      "func.return"(%18#1, %18#0) : (f32, f32) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<3x4xi16>, f32, f32) -> (i32, tensor<?x4xf32>), sym_name = "fn.0"}> ({
  ^bb0(%arg0: vector<3x4xi16>, %arg1: f32, %arg2: f32):
    %0 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %1 = "arith.negf"(%0) <{fastmath = #arith.fastmath<none>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 5 : index}> : () -> index
    %4 = "arith.constant"() <{value = 3 : index}> : () -> index
    "scf.for"(%2, %3, %4) ({
    ^bb0(%arg3: index):
      %8 = "arith.constant"() <{value = 1 : i16}> : () -> i16
      %9 = "arith.extui"(%8) : (i16) -> i32
      %10 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xbf16>
      %11 = "arith.constant"() <{value = 1 : index}> : () -> index
      %12 = "memref.load"(%10, %11) : (memref<4xbf16>, index) -> bf16
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 6 : index}> : () -> index
    %7 = "tensor.empty"(%6) : (index) -> tensor<?x4xf32>
    "func.return"(%5, %7) : (i32, tensor<?x4xf32>) -> ()
  }) {ref = @inner::@helper7} : () -> ()
}) : () -> ()

