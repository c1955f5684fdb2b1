module {
    func.func private @ext0(vector<4x4xi32>) -> i16 attributes {passthrough = ["nounwind"], level = 2 : i64}
    func.func private @ext1(f32, f16) -> (i32 {test.foo = 1 : i32}, tensor<4x4xindex>)
    func.func @f0(%a.b: vector<1xindex>) -> (f64, index) attributes {passthrough = ["nounwind"], level = 2 : i64} {
        %2 = memref.alloca() : memref<4x4xindex>

        %x_1 = arith.constant -1 : index
        %c_4 = arith.constant 1 : index
        %5 = arith.constant 3 : index
        memref.store %x_1, %2[%c_4, %5] : memref<4x4xindex>
        %6, %7 = func.call @f0(%a.b) : (vector<1xindex>) -> (f64, index) //
        %rhs = arith.constant 3 : index
        %sum = arith.constant 0 : index
        %v10 = memref.load %2[%rhs, %sum] : memref<4x4xindex>
        %11 = memref.alloc() : memref<3x8xf32>
        linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%11 : memref<3x8xf32>) outs(%11 : memref<3x8xf32>) {
        ^bb0(%12: f32, %in: f32):
            %tmp14 = arith.addf %12, %in : f32
            linalg.yield %tmp14 : f32
        }
        %15 = arith.constant 1.0 : f64
        return %15, %sum : f64, index
    }
}
