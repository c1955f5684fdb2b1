#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func private @ext0(vector<4x4xi32>) -> i16 attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func private @ext1(f32, f16) -> (i32 {test.foo = 1 : i32}, tensor<4x4xindex>)
  func.func @f0(%arg0: vector<1xindex>) -> (f64, index) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %alloca = memref.alloca() : memref<4x4xindex>
    %c-1 = arith.constant -1 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    memref.store %c-1, %alloca[%c1, %c3] : memref<4x4xindex>
    %0:2 = call @f0(%arg0) : (vector<1xindex>) -> (f64, index)
    %c3_0 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %1 = memref.load %alloca[%c3_0, %c0] : memref<4x4xindex>
    %alloc = memref.alloc() : memref<3x8xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<3x8xf32>) outs(%alloc : memref<3x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = arith.addf %in, %out : f32
      linalg.yield %2 : f32
    }
    %cst = arith.constant 1.000000e+00 : f64
    return %cst, %c0 : f64, index
  }
}

