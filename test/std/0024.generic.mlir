#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (memref<8x4xi32>, tensor<4xindex>), res_attrs = [{llvm.noundef}, {llvm.noundef}], sym_name = "kernel_0", sym_visibility = "private"}> ({
    %0 = "arith.constant"() <{value = 1.000000e+02 : f64}> : () -> f64
    %1 = "math.log1p"(%0) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1xf32>
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x8xf32>
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8xf32>
    "linalg.matmul"(%2, %3, %4) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg0: f32, %arg1: f32, %arg2: f32):
      %23 = "arith.mulf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %24 = "arith.addf"(%arg2, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%24) : (f32) -> ()
    }) : (memref<2x1xf32>, memref<1x8xf32>, memref<2x8xf32>) -> ()
    %5 = "arith.constant"() <{value = dense<35> : vector<8x4xindex>}> : () -> vector<8x4xindex>
    %6 = "tensor.empty"() : () -> tensor<8x4xf16>
    %7 = "arith.constant"() <{value = 5 : index}> : () -> index
    %8 = "tensor.empty"() : () -> tensor<2x1xf16>
    %9 = "tensor.insert_slice"(%8, %6, %7) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 3>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 1, 1>}> : (tensor<2x1xf16>, tensor<8x4xf16>, index) -> tensor<8x4xf16>
    %10 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%10) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %11 = "arith.constant"() <{value = 36 : i32}> : () -> i32
    %12:2 = "arith.mulsi_extended"(%11, %11) : (i32, i32) -> (i32, i32)
    %13 = "memref.collapse_shape"(%4) <{reassociation = [[0, 1]]}> : (memref<2x8xf32>) -> memref<16xf32>
    %14 = "arith.constant"() <{value = dense<-2.500000e-01> : tensor<1x1xf16>}> : () -> tensor<1x1xf16>
    %15 = "tensor.insert_slice"(%14, %8) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<1x1xf16>, tensor<2x1xf16>) -> tensor<2x1xf16>
    %16 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %17 = "arith.cmpi"(%16, %16) <{predicate = 9 : i64}> : (i64, i64) -> i1
    %18 = "arith.select"(%17, %7, %7) : (i1, index, index) -> index
    %19 = "arith.constant"() <{value = 7 : index}> : () -> index
    %20 = "memref.alloc"(%19) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xindex>
    "memref.dealloc"(%20) : (memref<?x4xindex>) -> ()
    %21 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4xi32>
    %22 = "tensor.empty"() : () -> tensor<4xindex>
    "func.return"(%21, %22) : (memref<8x4xi32>, tensor<4xindex>) -> ()
  }) : () -> ()
}) : () -> ()

