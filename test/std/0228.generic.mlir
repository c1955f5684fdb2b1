#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}], function_type = (f32, vector<2x4xi32>) -> (f32, memref<4x1xf32>), res_attrs = [{test.foo = 1 : i32}, {}], sym_name = "compute0", sym_visibility = "public"}> ({
  ^bb0(%arg0: f32, %arg1: vector<2x4xi32>):
    %0 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1 = "memref.alloc"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x1xi16>
    "memref.dealloc"(%1) : (memref<?x1xi16>) -> ()
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4x8xi32>
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8x8xi32>
    "linalg.transpose"(%2, %3) <{permutation = array<i64: 1, 2, 0>}> ({
    ^bb0(%arg13: i32, %arg14: i32):
      "linalg.yield"(%arg13) : (i32) -> ()
    }) : (memref<8x4x8xi32>, memref<4x8x8xi32>) -> ()
    %4 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    %5:2 = "func.call"(%4, %arg1) <{callee = @compute0}> : (f32, vector<2x4xi32>) -> (f32, memref<4x1xf32>)
    %6 = "arith.constant"() <{value = -17 : i32}> : () -> i32
    %7 = "arith.cmpi"(%6, %6) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %8 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %9 = "arith.cmpi"(%8, %8) <{predicate = 4 : i64}> : (i8, i8) -> i1
    %10 = "arith.constant"() <{value = 1.500240e-01 : f16}> : () -> f16
    "cf.cond_br"(%9, %arg0, %10)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f16) -> ()
  ^bb1(%11: f32):  // pred: ^bb0
    %12 = "arith.constant"() <{value = dense<[[1.000000e+00, -2.500000e-01, -2.500000e-01, 1.000000e+00, 1.500000e-01, -1.000000e+00, 1.500000e-01, 1.000000e+02], [3.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00, 4.000000e+02, 1.000000e+00, -2.500000e-01, 0.000000e+00]]> : vector<2x8xf32>}> : () -> vector<2x8xf32>
    %13 = "arith.select"(%7, %12, %12) : (i1, vector<2x8xf32>, vector<2x8xf32>) -> vector<2x8xf32>
    %14 = "arith.select"(%7, %11, %11) : (i1, f32, f32) -> f32
    %15 = "arith.constant"() <{value = dense<-1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %16 = "arith.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %17 = "linalg.reduce"(%15, %16) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg11: i32, %arg12: i32):
      %45 = "arith.addi"(%arg11, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%45) : (i32) -> ()
    }) : (tensor<1x1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %18 = "arith.constant"() <{value = 0 : index}> : () -> index
    %19 = "arith.constant"() <{value = 8 : index}> : () -> index
    %20 = "arith.constant"() <{value = 2 : index}> : () -> index
    %21 = "arith.constant"() <{value = dense<4.000000e+02> : vector<2x4xf32>}> : () -> vector<2x4xf32>
    %22 = "scf.for"(%18, %19, %20, %21) ({
    ^bb0(%arg5: index, %arg6: vector<2x4xf32>):
      %37 = "arith.constant"() <{value = -18 : i32}> : () -> i32
      %38 = "tensor.splat"(%37) : (i32) -> tensor<4x1xi32>
      %39 = "tensor.empty"() : () -> tensor<2x4xindex>
      %40 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4xi32>
      "linalg.generic"(%40, %40) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg9: i32, %arg10: i32):
        %44 = "arith.addi"(%arg9, %arg10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "linalg.yield"(%44) : (i32) -> ()
      }) : (memref<2x4xi32>, memref<2x4xi32>) -> ()
      %41 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4xf32>
      %42 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
      "linalg.reduce"(%41, %42) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg7: f32, %arg8: f32):
        %43 = "arith.addf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%43) : (f32) -> ()
      }) : (memref<2x4xf32>, memref<2xf32>) -> ()
      "scf.yield"(%arg6) : (vector<2x4xf32>) -> ()
    }) : (index, index, index, vector<2x4xf32>) -> vector<2x4xf32>
    %23 = "arith.constant"() <{value = true}> : () -> i1
    %24 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %25 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
    "cf.cond_br"(%23, %25, %24)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f16, f16) -> ()
  ^bb2(%26: f16):  // 3 preds: ^bb0, ^bb1, ^bb1
    %27 = "arith.remui"(%8, %8) : (i8, i8) -> i8
    %28 = "arith.divui"(%6, %6) : (i32, i32) -> i32
    %29 = "arith.uitofp"(%6) : (i32) -> f32
    %30 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1xi8>
    %31 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x2xi8>
    %32 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x2xi8>
    "linalg.matmul"(%30, %31, %32) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: i8, %arg3: i8, %arg4: i8):
      %35 = "arith.muli"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
      %36 = "arith.addi"(%arg4, %35) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
      "linalg.yield"(%36) : (i8) -> ()
    }) : (memref<2x1xi8>, memref<1x2xi8>, memref<2x2xi8>) -> ()
    %33 = "arith.cmpi"(%6, %6) <{predicate = 5 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%33)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %34 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "func.return"(%34, %5#1) : (f32, memref<4x1xf32>) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

