#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "memref.global"() <{constant, initial_value = dense<1.000000e+02> : tensor<2x3xf64>, sym_name = "g0", sym_visibility = "private", type = memref<2x3xf64>}> : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}, {}], function_type = (f64, tensor<2x3xf64>, tensor<?x3xi64>) -> (tensor<4x3xi64>, i64), res_attrs = [{test.foo = 1 : i32}, {}], sym_name = "kernel_0"}> ({
  ^bb0(%arg10: f64, %arg11: tensor<2x3xf64>, %arg12: tensor<?x3xi64>):
    %20 = "arith.constant"() <{value = 37 : index}> : () -> index
    %21 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %22 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    "cf.switch"(%21, %22)[^bb1, ^bb1, ^bb1, ^bb3] <{case_operand_segments = array<i32: 0, 0, 1>, case_values = dense<[3, 6, 9]> : vector<3xi8>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i8, f32) -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
    %23 = "memref.get_global"() <{name = @g0}> : () -> memref<2x3xf64>
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    %24 = "arith.constant"() <{value = dense<[[-7.500000e+00, -1.000000e+00, 4.000000e+02], [-2.500000e-01, -1.000000e+00, 3.000000e+00], [2.500000e+00, 1.000000e+02, 1.000000e+02], [-7.500000e+00, 5.000000e-01, 0.000000e+00]]> : tensor<4x3xf32>}> : () -> tensor<4x3xf32>
    %25 = "arith.constant"() <{value = dense<-1.000000e+00> : tensor<4xf32>}> : () -> tensor<4xf32>
    %26 = "linalg.generic"(%24, %25) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      %38 = "arith.addf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%38) : (f32) -> ()
    }) : (tensor<4x3xf32>, tensor<4xf32>) -> tensor<4xf32>
    "cf.br"(%22)[^bb3] : (f32) -> ()
  ^bb3(%27: f32):  // 2 preds: ^bb0, ^bb2
    %28 = "arith.constant"() <{value = 75 : i64}> : () -> i64
    %29 = "scf.while"(%28) ({
    ^bb0(%arg14: i64):
      %32 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
      %33 = "arith.constant"() <{value = 0 : index}> : () -> index
      %34 = "arith.constant"() <{value = 2 : index}> : () -> index
      %35 = "memref.view"(%32, %33, %34) : (memref<2048xi8>, index, index) -> memref<?x4xf64>
      %36 = "arith.constant"() <{value = true}> : () -> i1
      %37 = "arith.constant"() <{value = 20 : i64}> : () -> i64
      "scf.condition"(%36, %37) : (i1, i64) -> ()
    }, {
    ^bb0(%arg13: i64):
      "scf.yield"(%arg13) : (i64) -> ()
    }) : (i64) -> i64
    "cf.br"(%28)[^bb4] : (i64) -> ()
  ^bb4(%30: i64):  // pred: ^bb3
    %31 = "arith.constant"() <{value = dense<-1> : tensor<4x3xi64>}> : () -> tensor<4x3xi64>
    "func.return"(%31, %30) : (tensor<4x3xi64>, i64) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {}], function_type = (i16, f64, vector<2x3xindex>) -> (f64, memref<3xi64>, f64), res_attrs = [{}, {}, {llvm.noundef}], sym_name = "compute1"}> ({
  ^bb0(%arg0: i16, %arg1: f64, %arg2: vector<2x3xindex>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 6 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 6 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %7 = "scf.parallel"(%0, %3, %1, %4, %2, %5, %6) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
    ^bb0(%arg3: index, %arg4: index):
      %10 = "tensor.empty"() : () -> tensor<2x3xf64>
      "scf.execute_region"() ({
        %12 = "arith.constant"() <{value = 0 : index}> : () -> index
        %13 = "arith.constant"() <{value = 7 : index}> : () -> index
        %14 = "arith.constant"() <{value = 2 : index}> : () -> index
        %15 = "arith.constant"() <{value = 5.000000e-01 : bf16}> : () -> bf16
        %16 = "scf.parallel"(%12, %13, %14, %15) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
        ^bb0(%arg7: index):
          %17 = "arith.constant"() <{value = 1 : i32}> : () -> i32
          %18 = "math.fpowi"(%15, %17) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (bf16, i32) -> bf16
          "scf.reduce"(%18) ({
          ^bb0(%arg8: bf16, %arg9: bf16):
            %19 = "arith.addf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
            "scf.reduce.return"(%19) : (bf16) -> ()
          }) : (bf16) -> ()
        }) : (index, index, index, bf16) -> bf16
        "scf.yield"() : () -> ()
      }) : () -> ()
      "scf.reduce"(%6) ({
      ^bb0(%arg5: f32, %arg6: f32):
        %11 = "arith.maximumf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%11) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, index, index, index, f32) -> f32
    %8 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi64>
    %9 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    "func.return"(%arg1, %8, %9) : (f64, memref<3xi64>, f64) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) : () -> ()

