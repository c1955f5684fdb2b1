#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "memref.global"() <{initial_value = dense<1> : tensor<2x8xi64>, sym_name = "g0", sym_visibility = "private", type = memref<2x8xi64>}> : () -> ()
  "func.func"() <{function_type = (vector<2x8xi32>) -> (memref<2x1xi64>, memref<4xi64>), res_attrs = [{llvm.noundef, test.tag = "x"}, {}], sym_name = "f0"}> ({
  ^bb0(%arg0: vector<2x8xi32>):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    "cf.assert"(%0) <{msg = "ok"}> : (i1) -> ()
    %1 = "memref.get_global"() <{name = @g0}> : () -> memref<2x8xi64>
    %2 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %4 = "arith.select"(%0, %2, %3) : (i1, i64, i64) -> i64
    %5 = "func.constant"() <{value = @f0}> : () -> ((vector<2x8xi32>) -> (memref<2x1xi64>, memref<4xi64>))
    %6:2 = "func.call_indirect"(%5, %arg0) : ((vector<2x8xi32>) -> (memref<2x1xi64>, memref<4xi64>), vector<2x8xi32>) -> (memref<2x1xi64>, memref<4xi64>)
    %7 = "arith.constant"() <{value = dense<[[4.000000e+02, 1.000000e+02, 5.000000e-01, 5.000000e-01], [5.000000e-01, 0.000000e+00, -7.500000e+00, 5.000000e-01]]> : vector<2x4xbf16>}> : () -> vector<2x4xbf16>
    %8 = "arith.minimumf"(%7, %7) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<2x4xbf16>, vector<2x4xbf16>) -> vector<2x4xbf16>
    %9 = "arith.constant"() <{value = 6 : index}> : () -> index
    %10 = "arith.constant"() <{value = 4 : index}> : () -> index
    %11 = "memref.alloc"(%9, %10) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xf32, #map>
    %12 = "arith.constant"() <{value = 4 : index}> : () -> index
    %13 = "arith.constant"() <{value = 5 : index}> : () -> index
    %14 = "memref.alloc"(%12, %13) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xi64, #map>
    %15 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8xf32>
    "linalg.generic"(%15, %15, %15) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %33 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %34 = "arith.addf"(%33, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%34) : (f32) -> ()
    }) : (memref<2x8xf32>, memref<2x8xf32>, memref<2x8xf32>) -> ()
    %16:2 = "scf.if"(%0) ({
      %31 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
      %32 = "arith.negf"(%31) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "scf.yield"(%3, %3) : (i64, i64) -> ()
    }, {
      %28 = "arith.constant"() <{value = dense<[0, -7, 4611686018427387903, 58]> : vector<4xi64>}> : () -> vector<4xi64>
      %29:2 = "arith.mului_extended"(%28, %28) : (vector<4xi64>, vector<4xi64>) -> (vector<4xi64>, vector<4xi64>)
      %30 = "arith.constant"() <{value = 35 : i64}> : () -> i64
      "scf.yield"(%30, %2) : (i64, i64) -> ()
    }) : (i1) -> (i64, i64)
    %17 = "arith.constant"() <{value = dense<[0, 57, 0, -1, 4611686018427387903, 1, 1, 4611686018427387903]> : tensor<8xi64>}> : () -> tensor<8xi64>
    %18 = "arith.constant"() <{value = 0 : index}> : () -> index
    %19 = "tensor.dim"(%17, %18) : (tensor<8xi64>, index) -> index
    %20 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi64>
    %21 = "memref.subview"(%20) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 3>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<4xi64>) -> memref<1xi64, strided<[1], offset: 3>>
    %22 = "arith.constant"() <{value = 6 : index}> : () -> index
    %23 = "memref.alloc"(%22) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<2x?xi64>
    %24 = "arith.constant"() <{value = 1 : index}> : () -> index
    %25 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%3, %23, %24, %25) : (i64, memref<2x?xi64>, index, index) -> ()
    %26 = "arith.constant"() <{value = dense<1> : vector<2x8xi64>}> : () -> vector<2x8xi64>
    %27 = "arith.cmpi"(%26, %26) <{predicate = 4 : i64}> : (vector<2x8xi64>, vector<2x8xi64>) -> vector<2x8xi1>
    "func.return"(%6#0, %20) : (memref<2x1xi64>, memref<4xi64>) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

