#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "memref.global"() <{constant, initial_value = dense<1.000000e+00> : tensor<4x3x8xf64>, sym_name = "g0", sym_visibility = "private", type = memref<4x3x8xf64>}> : () -> ()
  "func.func"() <{function_type = (memref<3x?xi16>) -> (tensor<?x3xf64>, tensor<?x4x4xf64>), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<3x3xi32>) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xf64>, memref<3x?xi16>) -> f64, sym_name = "kernel_0"}> ({
  ^bb0(%arg0: tensor<?xf64>, %arg1: memref<3x?xi16>):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %1 = "arith.negf"(%0) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %2 = "arith.constant"() <{value = dense<[5.000000e-01, 1.500000e-01, -2.500000e-01, -1.000000e+00]> : tensor<4xf64>}> : () -> tensor<4xf64>
    %3 = "arith.cmpf"(%2, %2) <{fastmath = #arith.fastmath<nnan,ninf>, predicate = 0 : i64}> : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "tensor.dim"(%2, %4) : (tensor<4xf64>, index) -> index
    %6 = "arith.constant"() <{value = -1.000000e+00 : f16}> : () -> f16
    %7 = "arith.addf"(%6, %6) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %8 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %12 = "scf.for"(%8, %9, %10, %11) ({
    ^bb0(%arg4: i32, %arg5: i16):
      %24 = "memref.get_global"() <{name = @g0}> : () -> memref<4x3x8xf64>
      %25 = "arith.constant"() <{value = dense<[[0], [1], [15], [4611686018427387903]]> : tensor<4x1xi64>}> : () -> tensor<4x1xi64>
      %26 = "arith.constant"() <{value = dense<[-1, -1, 0, -1]> : tensor<4xi64>}> : () -> tensor<4xi64>
      %27 = "linalg.generic"(%25, %25, %26) <{doc = "elementwise", indexing_maps = [#map, #map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg6: i64, %arg7: i64, %arg8: i64):
        %28 = "arith.addi"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %29 = "arith.addi"(%28, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        "linalg.yield"(%29) : (i64) -> ()
      }) : (tensor<4x1xi64>, tensor<4x1xi64>, tensor<4xi64>) -> tensor<4xi64>
      "scf.yield"(%arg5) : (i16) -> ()
    }) : (i32, i32, i32, i16) -> i16
    %13 = "func.call"(%arg0, %arg1) <{callee = @kernel_0}> : (tensor<?xf64>, memref<3x?xi16>) -> f64
    %14 = "arith.constant"() <{value = true}> : () -> i1
    %15 = "arith.constant"() <{value = 3 : index}> : () -> index
    %16 = "tensor.insert"(%14, %3, %15) : (i1, tensor<4xi1>, index) -> tensor<4xi1>
    %17 = "tensor.empty"() : () -> tensor<4x1xi32>
    %18 = "arith.constant"() <{value = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %19 = "linalg.reduce"(%17, %18) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg2: i32, %arg3: i32):
      %23 = "arith.addi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%23) : (i32) -> ()
    }) : (tensor<4x1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %20 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
    %21 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %22 = "arith.remf"(%20, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%1) : (f64) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) : () -> ()

