#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4x4xi32>) -> i16, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (f32, f16) -> (i32, tensor<4x4xindex>), res_attrs = [{test.foo = 1 : i32}, {}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (vector<1xindex>) -> (f64, index), sym_name = "f0"}> ({
  ^bb0(%arg0: vector<1xindex>):
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xindex>
    %1 = "arith.constant"() <{value = -1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    "memref.store"(%1, %0, %2, %3) : (index, memref<4x4xindex>, index, index) -> ()
    %4:2 = "func.call"(%arg0) <{callee = @f0}> : (vector<1xindex>) -> (f64, index)
    %5 = "arith.constant"() <{value = 3 : index}> : () -> index
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "memref.load"(%0, %5, %6) : (memref<4x4xindex>, index, index) -> index
    %8 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x8xf32>
    "linalg.generic"(%8, %8) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32):
      %10 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%10) : (f32) -> ()
    }) : (memref<3x8xf32>, memref<3x8xf32>) -> ()
    %9 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    "func.return"(%9, %6) : (f64, index) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) : () -> ()

