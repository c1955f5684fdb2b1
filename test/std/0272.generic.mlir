#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, tensor<4x4xindex>) -> (f32, memref<4x3xindex>), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f32, tensor<4xi64>) -> (memref<4x3xindex>, tensor<4x3xindex>), res_attrs = [{llvm.noundef}, {}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index) -> f32, sym_name = "f0", sym_visibility = "private"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %4:2 = "scf.for"(%0, %1, %2, %0, %3) ({
    ^bb0(%arg11: index, %arg12: index, %arg13: f32):
      %51 = "arith.constant"() <{value = dense<3.000000e+00> : vector<4xf16>}> : () -> vector<4xf16>
      %52 = "arith.negf"(%51) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf16>) -> vector<4xf16>
      %53 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xindex>
      %54 = "arith.constant"() <{value = 2 : index}> : () -> index
      %55 = "memref.load"(%53, %54) : (memref<8xindex>, index) -> index
      %56 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      "scf.yield"(%arg11, %56) : (index, f32) -> ()
    }) : (index, index, index, index, f32) -> (index, f32)
    %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xindex>
    %6 = "arith.constant"() <{value = 3 : index}> : () -> index
    "memref.store"(%arg0, %5, %6) : (index, memref<4xindex>, index) -> ()
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "arith.constant"() <{value = 2 : index}> : () -> index
    %12 = "arith.constant"() <{value = 2 : index}> : () -> index
    %13 = "scf.parallel"(%7, %10, %8, %11, %9, %12, %4#1) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
    ^bb0(%arg1: index, %arg2: index):
      %17 = "arith.constant"() <{value = 34 : index}> : () -> index
      %18 = "arith.cmpi"(%17, %arg2) <{predicate = 0 : i64}> : (index, index) -> i1
      "scf.if"(%18) ({
        %48 = "tensor.empty"() : () -> tensor<4xindex>
        %49 = "arith.constant"() <{value = 2 : index}> : () -> index
        %50 = "tensor.insert"(%17, %48, %49) : (index, tensor<4xindex>, index) -> tensor<4xindex>
        "scf.yield"() : () -> ()
      }, {
        %21 = "scf.execute_region"() ({
          %42 = "tensor.empty"() : () -> tensor<3x3xf32>
          %43 = "arith.constant"() <{value = 1 : index}> : () -> index
          %44 = "arith.constant"() <{value = 0 : index}> : () -> index
          %45 = "arith.constant"() <{value = 2 : index}> : () -> index
          %46 = "tensor.extract_slice"(%42, %44, %45, %43) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: 1, -9223372036854775808>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, 1>}> : (tensor<3x3xf32>, index, index, index) -> tensor<1x?xf32>
          %47 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
          "scf.yield"(%47) : (f32) -> ()
        }) : () -> f32
        %22 = "tensor.empty"() : () -> tensor<4x3xi32>
        %23 = "tensor.empty"() : () -> tensor<4x3xi32>
        %24 = "linalg.generic"(%22, %23) <{doc = "elementwise", indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg9: i32, %arg10: i32):
          %41 = "arith.addi"(%arg9, %arg10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%41) : (i32) -> ()
        }) : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi32>
        %25 = "arith.constant"() <{value = 0 : index}> : () -> index
        %26 = "arith.constant"() <{value = 3 : index}> : () -> index
        %27 = "arith.constant"() <{value = 1 : index}> : () -> index
        "scf.parallel"(%25, %26, %27) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
        ^bb0(%arg8: index):
          %39 = "arith.constant"() <{value = -1 : i16}> : () -> i16
          %40 = "arith.cmpi"(%39, %39) <{predicate = 6 : i64}> : (i16, i16) -> i1
          "cf.assert"(%40) <{msg = ""}> : (i1) -> ()
          "scf.reduce"() : () -> ()
        }) : (index, index, index) -> ()
        %28 = "arith.constant"() <{value = 1 : i64}> : () -> i64
        %29 = "arith.constant"() <{value = 2 : i64}> : () -> i64
        %30 = "arith.constant"() <{value = 2 : i64}> : () -> i64
        %31:2 = "scf.for"(%28, %29, %30, %17, %3) ({
        ^bb0(%arg5: i64, %arg6: index, %arg7: f32):
          %32 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
          %33 = "arith.fptoui"(%32) : (f64) -> i8
          %34 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
          %35 = "arith.cmpi"(%34, %34) <{predicate = 4 : i64}> : (i32, i32) -> i1
          %36 = "arith.constant"() <{value = dense<1.000000e+00> : vector<1xf64>}> : () -> vector<1xf64>
          %37 = "arith.minimumf"(%36, %36) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<1xf64>, vector<1xf64>) -> vector<1xf64>
          %38 = "math.powf"(%4#1, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "scf.yield"(%25, %3) : (index, f32) -> ()
        }) : (i64, i64, i64, index, f32) -> (index, f32)
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %19 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
      "scf.reduce"(%19) ({
      ^bb0(%arg3: f32, %arg4: f32):
        %20 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%20) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, index, index, index, f32) -> f32
    %14 = "tensor.empty"() : () -> tensor<8xf32>
    "cf.br"(%4#1)[^bb1] : (f32) -> ()
  ^bb1(%15: f32):  // pred: ^bb0
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    %16 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%16)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // 2 preds: ^bb2, ^bb2
    "func.return"(%13) : (f32) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

