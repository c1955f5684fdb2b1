#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> memref<?xi32>, res_attrs = [{test.foo = 1 : i32}], sym_name = "compute0"}> ({
    %0 = "arith.constant"() <{value = dense<-7.500000e+00> : tensor<3x8xf32>}> : () -> tensor<3x8xf32>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "tensor.extract"(%0, %1, %2) : (tensor<3x8xf32>, index, index) -> f32
    %4 = "tensor.empty"() : () -> tensor<2x8xf64>
    %5 = "tensor.empty"() : () -> tensor<8x4xf64>
    %6 = "tensor.empty"() : () -> tensor<2x4xf64>
    %7 = "linalg.matmul"(%4, %5, %6) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f64, %arg9: f64, %arg10: f64):
      %56 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %57 = "arith.addf"(%arg10, %56) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%57) : (f64) -> ()
    }) : (tensor<2x8xf64>, tensor<8x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %8 = "arith.constant"() <{value = dense<-18> : tensor<4x3xi32>}> : () -> tensor<4x3xi32>
    %9 = "tensor.empty"() : () -> tensor<3xi32>
    %10 = "linalg.reduce"(%8, %9) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg6: i32, %arg7: i32):
      %55 = "arith.addi"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%55) : (i32) -> ()
    }) : (tensor<4x3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %11 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %12 = "linalg.fill"(%11, %0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      "linalg.yield"(%arg4) : (f32) -> ()
    }) : (f32, tensor<3x8xf32>) -> tensor<3x8xf32>
    %13 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%13)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %14 = "arith.constant"() <{value = true}> : () -> i1
    %15 = "arith.divsi"(%14, %14) : (i1, i1) -> i1
    %16 = "arith.constant"() <{value = 5 : index}> : () -> index
    %17 = "arith.constant"() <{value = 7 : index}> : () -> index
    %18 = "memref.alloc"(%16, %17) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xf32, #map3>
    %19 = "arith.constant"() <{value = dense<[[46, 1, -1, -1, 0, -1, -1, 31]]> : vector<1x8xi32>}> : () -> vector<1x8xi32>
    %20 = "arith.select"(%13, %19, %19) : (i1, vector<1x8xi32>, vector<1x8xi32>) -> vector<1x8xi32>
    %21 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %22 = "arith.index_castui"(%21) : (i32) -> index
    %23 = "arith.cmpi"(%17, %1) <{predicate = 7 : i64}> : (index, index) -> i1
    %24 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "cf.cond_br"(%23, %21, %24, %21)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, f32, i32) -> ()
  ^bb2(%25: i32):  // pred: ^bb1
    %26 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x8xi32>
    "memref.copy"(%26, %26) : (memref<3x8xi32>, memref<3x8xi32>) -> ()
    %27 = "scf.while"(%25) ({
    ^bb0(%arg3: i32):
      %49 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
      %50 = "memref.subview"(%49) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<3xf32, strided<[1], offset: 1>>
      %51 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %52 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %53 = "math.fma"(%51, %52, %51) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32, f32) -> f32
      %54 = "arith.cmpi"(%1, %2) <{predicate = 3 : i64}> : (index, index) -> i1
      "scf.condition"(%54, %25) : (i1, i32) -> ()
    }, {
    ^bb0(%arg2: i32):
      %41 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
      %42 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
      %43 = "arith.select"(%41, %42, %42) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %44 = "func.call"() <{callee = @compute0}> : () -> memref<?xi32>
      %45 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
      %46 = "arith.constant"() <{value = 1 : index}> : () -> index
      %47 = "memref.load"(%45, %46) : (memref<4xf32>, index) -> f32
      %48 = "arith.constant"() <{value = 11 : i32}> : () -> i32
      "scf.yield"(%48) : (i32) -> ()
    }) : (i32) -> i32
    %28 = "arith.constant"() <{value = 1 : index}> : () -> index
    %29 = "arith.constant"() <{value = 1 : index}> : () -> index
    %30 = "arith.constant"() <{value = 3 : index}> : () -> index
    %31 = "scf.for"(%28, %29, %30, %25) ({
    ^bb0(%arg0: index, %arg1: i32):
      %38 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %39 = "arith.constant"() <{value = 41 : i8}> : () -> i8
      %40 = "math.fpowi"(%38, %39) <{fastmath = #arith.fastmath<fast>}> : (f32, i8) -> f32
      "scf.yield"(%25) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %32 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %33 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "cf.switch"(%32, %3, %27, %11, %25, %11, %33, %3, %25)[^bb3, ^bb3, ^bb3, ^bb3] <{case_operand_segments = array<i32: 2, 2, 2>, case_values = dense<[2, 3, 4]> : vector<3xi16>, operandSegmentSizes = array<i32: 1, 2, 6>}> : (i16, f32, i32, f32, i32, f32, i32, f32, i32) -> ()
  ^bb3(%34: f32, %35: i32):  // 5 preds: ^bb1, ^bb2, ^bb2, ^bb2, ^bb2
    %36 = "arith.constant"() <{value = 4 : index}> : () -> index
    %37 = "memref.alloc"(%36) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xi32>
    "func.return"(%37) : (memref<?xi32>) -> ()
  }) : () -> ()
}) : () -> ()

