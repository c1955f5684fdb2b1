#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, memref<?x4xi64>, tensor<4xi8>) -> tensor<3xi8>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> (memref<3xf32>, memref<1x2xi8>, tensor<1x3x4xf32>), sym_name = "helper0"}> ({
      %52 = "t.arith_constant"() <{value = 0 : index}> : () -> index
      %53 = "t.arith_constant"() <{value = 3 : index}> : () -> index
      %54 = "t.arith_constant"() <{value = 1 : index}> : () -> index
      "scf.parallel"(%52, %53, %54) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%arg7: index):
        %64 = "t.arith_constant"() <{value = 1 : i64}> : () -> i64
        %65 = "t.arith_cmpi"(%64, %64) <{predicate = 7 : i64}> : (i64, i64) -> i1
        "scf.reduce"() : () -> ()
      }) : (index, index, index) -> ()
      "cf.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      %55 = "t.arith_constant"() <{value = 20 : i32}> : () -> i32
      %56 = "t.arith_maxui"(%55, %55) : (i32, i32) -> i32
      %57 = "t.arith_constant"() <{value = 47 : index}> : () -> index
      %58 = "t.arith_cmpi"(%57, %54) <{predicate = 4 : i64}> : (index, index) -> i1
      "cf.cond_br"(%58)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // 2 preds: ^bb1, ^bb1
      %59 = "t.arith_constant"() <{value = -1 : i8}> : () -> i8
      "cf.switch"(%59)[^bb3, ^bb4] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
    ^bb3:  // pred: ^bb2
      %60 = "t.arith_cmpi"(%53, %53) <{predicate = 3 : i64}> : (index, index) -> i1
      "cf.cond_br"(%60)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb4:  // 3 preds: ^bb2, ^bb3, ^bb3
      %61 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xf32>
      %62 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x2xi8>
      %63 = "t.tensor_empty"() : () -> tensor<1x3x4xf32>
      "func.return"(%61, %62, %63) : (memref<3xf32>, memref<1x2xi8>, tensor<1x3x4xf32>) -> ()
    }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i8, i8), sym_name = "f0"}> ({
    %0 = "t.arith_constant"() <{value = 43 : i32}> : () -> i32
    %1 = "t.arith_remsi"(%0, %0) : (i32, i32) -> i32
    %2 = "scf.execute_region"() ({
      %43 = "t.arith_constant"() <{value = 1.000000e+02 : f64}> : () -> f64
      %44 = "t.arith_subf"(%43, %43) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64, f64) -> f64
      %45 = "t.math_fma"(%43, %43, %43) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f64, f64, f64) -> f64
      %46 = "t.arith_constant"() <{value = false}> : () -> i1
      %47 = "t.arith_constant"() <{value = -1 : i8}> : () -> i8
      %48 = "t.arith_select"(%46, %47, %47) : (i1, i8, i8) -> i8
      %49 = "t.tensor_empty"() : () -> tensor<3xi8>
      %50 = "t.math_ipowi"(%49, %49) : (tensor<3xi8>, tensor<3xi8>) -> tensor<3xi8>
      %51 = "t.arith_constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      "scf.yield"(%51) : (f32) -> ()
    }) : () -> f32
    %3 = "t.tensor_empty"() : () -> tensor<3xi8>
    %4 = "t.tensor_cast"(%3) : (tensor<3xi8>) -> tensor<?xi8>
    %5 = "t.arith_constant"() <{value = -2.500000e-01 : bf16}> : () -> bf16
    %6 = "t.arith_fptosi"(%5) : (bf16) -> i32
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 1, 1>}> ({
    ^bb0(%arg0: index, %arg1: index):
      %8 = "t.arith_constant"() <{value = dense<5.000000e-01> : tensor<8x8xf32>}> : () -> tensor<8x8xf32>
      %9 = "t.arith_constant"() <{value = dense<0.000000e+00> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
      %10 = "t.linalg_matmul"(%8, %9, %9) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
        %41 = "t.arith_mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %42 = "t.arith_addf"(%arg6, %41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "t.linalg_yield"(%42) : (f32) -> ()
      }) : (tensor<8x8xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
      %11 = "t.arith_constant"() <{value = -1 : i64}> : () -> i64
      %12 = "t.arith_cmpi"(%11, %11) <{predicate = 6 : i64}> : (i64, i64) -> i1
      %13:2 = "scf.if"(%12) ({
        %37 = "t.arith_constant"() <{value = 4611686018427387903 : i64}> : () -> i64
        %38 = "t.arith_constant"() <{value = 4.000000e+02 : f16}> : () -> f16
        %39 = "t.arith_divf"(%38, %38) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
        %40 = "t.arith_constant"() <{value = 0 : i8}> : () -> i8
        "scf.yield"(%40, %40) : (i8, i8) -> ()
      }, {
        %14 = "t.arith_constant"() <{value = 1 : index}> : () -> index
        %15 = "t.arith_constant"() <{value = 5 : index}> : () -> index
        %16 = "t.arith_constant"() <{value = 3 : index}> : () -> index
        %17 = "scf.for"(%14, %15, %16, %2) ({
        ^bb0(%arg2: index, %arg3: f32):
          %26 = "t.arith_constant"() <{value = dense<[-1, -1, 127]> : vector<3xi8>}> : () -> vector<3xi8>
          %27 = "t.arith_shli"(%26, %26) <{overflowFlags = #arith.overflow<none>}> : (vector<3xi8>, vector<3xi8>) -> vector<3xi8>
          %28 = "t.arith_constant"() <{value = 127 : i8}> : () -> i8
          %29 = "t.tensor_from_elements"(%28) : (i8) -> tensor<1xi8>
          %30 = "t.arith_constant"() <{value = 5 : index}> : () -> index
          %31 = "t.arith_constant"() <{value = 3 : index}> : () -> index
          %32 = "t.tensor_empty"(%31) : (index) -> tensor<?x1xf32>
          %33 = "t.tensor_insert_slice"(%32, %8, %30) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 1, 7>, static_sizes = array<i64: -9223372036854775808, 1>, static_strides = array<i64: 1, 1>}> : (tensor<?x1xf32>, tensor<8x8xf32>, index) -> tensor<8x8xf32>
          %34 = "t.tensor_empty"() : () -> tensor<3xi8>
          %35 = "t.arith_constant"() <{value = 0 : index}> : () -> index
          %36 = "t.tensor_extract"(%34, %35) : (tensor<3xi8>, index) -> i8
          "scf.yield"(%2) : (f32) -> ()
        }) : (index, index, index, f32) -> f32
        %18 = "t.arith_constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %19 = "t.arith_constant"() <{value = 1.000000e+00 : f64}> : () -> f64
        %20 = "t.arith_constant"() <{value = 5.000000e-01 : f64}> : () -> f64
        %21 = "t.arith_cmpf"(%19, %20) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
        %22 = "t.memref_alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
        %23 = "t.arith_constant"() <{value = 2 : index}> : () -> index
        %24 = "t.memref_load"(%22, %23) : (memref<4xf32>, index) -> f32
        %25 = "t.arith_constant"() <{value = -1 : i8}> : () -> i8
        "scf.yield"(%25, %25) : (i8, i8) -> ()
      }) : (i1) -> (i8, i8)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    %7 = "t.arith_constant"() <{value = 0 : i8}> : () -> i8
    "func.return"(%7, %7) : (i8, i8) -> ()
  }) {ref = @inner::@helper0} : () -> ()
}) : () -> ()

