#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{llvm.noundef}], function_type = (f32) -> memref<8x4xf32>, sym_name = "helper4"}> ({
    ^bb0(%arg15: f32):
      %57 = "arith.constant"() <{value = false}> : () -> i1
      %58 = "scf.if"(%57) ({
        %61 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4xi64>
        %62 = "arith.constant"() <{value = 1 : index}> : () -> index
        %63 = "memref.dim"(%61, %62) : (memref<2x4xi64>, index) -> index
        %64 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %65 = "func.call"(%64) <{callee = @helper4}> : (f32) -> memref<8x4xf32>
        %66 = "arith.constant"() <{value = 12 : i64}> : () -> i64
        "scf.yield"(%66) : (i64) -> ()
      }, {
        %60 = "arith.constant"() <{value = 56 : i64}> : () -> i64
        "scf.yield"(%60) : (i64) -> ()
      }) : (i1) -> i64
      %59 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4xf32>
      "func.return"(%59) : (memref<8x4xf32>) -> ()
    }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (tensor<2x8xi64>, tensor<8x4xi64>), res_attrs = [{}, {llvm.noundef}], sym_name = "fn.0"}> ({
    %26 = "arith.constant"() <{value = 0 : index}> : () -> index
    %27 = "arith.constant"() <{value = 8 : index}> : () -> index
    %28 = "arith.constant"() <{value = 2 : index}> : () -> index
    %29 = "arith.constant"() <{value = 0 : index}> : () -> index
    %30 = "arith.constant"() <{value = 6 : index}> : () -> index
    %31 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%26, %29, %27, %30, %28, %31) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg13: index, %arg14: index):
      %52 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
      %53 = "arith.constant"() <{value = -7.500000e+00 : f16}> : () -> f16
      %54 = "arith.cmpf"(%52, %53) <{fastmath = #arith.fastmath<fast>, predicate = 8 : i64}> : (f16, f16) -> i1
      %55 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4xi64>
      %56 = "memref.reinterpret_cast"(%55) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (memref<8x4xi64>) -> memref<32xi64, strided<[1]>>
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %32 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    "cf.br"(%32)[^bb1] : (f32) -> ()
  ^bb1(%33: f32):  // pred: ^bb0
    %34 = "arith.constant"() <{value = dense<2147483647> : tensor<4xi32>}> : () -> tensor<4xi32>
    %35 = "arith.remsi"(%34, %34) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %36 = "arith.constant"() <{value = false}> : () -> i1
    %37 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    "cf.cond_br"(%36, %33, %37)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (i1, f32, f32) -> ()
  ^bb2(%38: f32, %39: f32):  // pred: ^bb1
    %40 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %41 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %42 = "arith.cmpi"(%40, %41) <{predicate = 8 : i64}> : (i32, i32) -> i1
    "cf.assert"(%42) <{msg = "bounds check"}> : (i1) -> ()
    "cf.switch"(%41)[^bb3, ^bb3] <{case_operand_segments = array<i32: 0>, case_values = dense<2> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb2
    %43 = "arith.constant"() <{value = 1 : index}> : () -> index
    %44 = "arith.constant"() <{value = 8 : index}> : () -> index
    %45 = "arith.constant"() <{value = 1 : index}> : () -> index
    %46 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %47:2 = "scf.for"(%43, %44, %45, %46, %46) ({
    ^bb0(%arg10: index, %arg11: i64, %arg12: i64):
      %50 = "arith.constant"() <{value = false}> : () -> i1
      %51:2 = "scf.if"(%50) ({
        "scf.yield"(%46, %46) : (i64, i64) -> ()
      }, {
        "scf.yield"(%arg12, %46) : (i64, i64) -> ()
      }) : (i1) -> (i64, i64)
      "scf.yield"(%51#0, %46) : (i64, i64) -> ()
    }) : (index, index, index, i64, i64) -> (i64, i64)
    %48 = "arith.constant"() <{value = dense<[[1, 10, 4611686018427387903, 38, 0, 19, 4611686018427387903, 8], [1, 14, 1, -1, -17, 64, -17, 0]]> : tensor<2x8xi64>}> : () -> tensor<2x8xi64>
    %49 = "tensor.empty"() : () -> tensor<8x4xi64>
    "func.return"(%48, %49) : (tensor<2x8xi64>, tensor<8x4xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {}], function_type = (tensor<?x4xf32>, memref<8x4xi64>, f32) -> (f32, tensor<?xbf16>, i64), res_attrs = [{}, {}, {llvm.noundef}], sym_name = "compute1"}> ({
  ^bb0(%arg0: tensor<?x4xf32>, %arg1: memref<8x4xi64>, %arg2: f32):
    %0 = "arith.constant"() <{value = 24 : i32}> : () -> i32
    %1 = "arith.uitofp"(%0) : (i32) -> f16
    %2 = "arith.constant"() <{value = dense<1> : tensor<2x4xi32>}> : () -> tensor<2x4xi32>
    %3 = "tensor.expand_shape"(%2) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 2, 1, 4>}> : (tensor<2x4xi32>) -> tensor<2x1x4xi32>
    %4 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<8x4xf64>}> : () -> vector<8x4xf64>
    %5 = "math.isnan"(%4) <{fastmath = #arith.fastmath<none>}> : (vector<8x4xf64>) -> vector<8x4xi1>
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 2 : index}> : () -> index
    %8 = "arith.constant"() <{value = 3 : index}> : () -> index
    %9 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %10 = "tensor.empty"() : () -> tensor<2x4xi64>
    %11:2 = "scf.for"(%6, %7, %8, %9, %10) ({
    ^bb0(%arg3: index, %arg4: i64, %arg5: tensor<2x4xi64>):
      %14 = "arith.constant"() <{value = 1 : index}> : () -> index
      %15 = "arith.constant"() <{value = 5 : index}> : () -> index
      %16 = "arith.constant"() <{value = 2 : index}> : () -> index
      %17 = "scf.for"(%14, %15, %16, %arg2) ({
      ^bb0(%arg6: index, %arg7: f32):
        %18 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
        %19 = "arith.remf"(%18, %18) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64, f64) -> f64
        %20 = "tensor.empty"() : () -> tensor<8x4xf32>
        %21 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<8xf32>}> : () -> tensor<8xf32>
        %22 = "linalg.generic"(%20, %21) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg8: f32, %arg9: f32):
          %24 = "arith.addf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %25 = "math.absf"(%24) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%25) : (f32) -> ()
        }) : (tensor<8x4xf32>, tensor<8xf32>) -> tensor<8xf32>
        %23 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        "scf.yield"(%23) : (f32) -> ()
      }) : (index, index, index, f32) -> f32
      "scf.yield"(%arg4, %10) : (i64, tensor<2x4xi64>) -> ()
    }) : (index, index, index, i64, tensor<2x4xi64>) -> (i64, tensor<2x4xi64>)
    %12 = "arith.constant"() <{value = 5 : index}> : () -> index
    %13 = "tensor.empty"(%12) : (index) -> tensor<?xbf16>
    "func.return"(%arg2, %13, %11#0) : (f32, tensor<?xbf16>, i64) -> ()
  }) {ref = @inner::@helper4} : () -> ()
}) : () -> ()

