// ir-gen std --seed 98 --size 6
module attributes {test.module_note = "std"} {
    func.func private @ext0(tensor<8x?xi32> {llvm.noundef}) -> (i16, memref<?x4xi64>)
    func.func @kernel_0(%arg: vector<4x4xi64>) -> (tensor<3xi64> {test.foo = 1 : i32}) {
        %alloc_3 = memref.alloc(%2) : memref<4x?xi64>
        %2 = arith.constant 3 : index
        %4 = arith.constant 0 : index
        %5 = arith.constant 0 : index
        %v6 = memref.load %alloc_3[%4, %5] : memref<4x?xi64>
        %empty_7 = tensor.empty() : tensor<4x4xf64>
        %8 = tensor.empty() : tensor<4xf64>
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%empty_7, %empty_7 : tensor<4x4xf64>, tensor<4x4xf64>) outs(%8 : tensor<4xf64>) {
        ^bb0(%10: f64, %in: f64, %12: f64):
            %13 = arith.addf %10, %in : f64
            %s_14 = arith.addf %13, %12 : f64
            // ---- comment line ----
            linalg.yield %s_14 : f64
        } -> tensor<4xf64>
        %cst = arith.constant dense<4611686018427387903> : tensor<4x4xindex>    // keep
        %sum = arith.constant 1 : index
        %17 = tensor.dim %cst, %sum : tensor<4x4xindex>
        %y = tensor.empty() : tensor<3xi64>
        return %y : tensor<3xi64>
    }
    func.func @f1(%arg_1: memref<1xi64>, %2: memref<4x?xi32>, %res: i64, %val: i64) -> (tensor<1xi64>) {
        %5 = tensor.empty() : tensor<4xi64>
        %x6 = arith.constant 1 : index
        %7 = tensor.empty() : tensor<1xi64>
        %inserted_slice_8 = tensor.insert_slice %7 into %5[%x6] [1] [1] : tensor<1xi64> into tensor<4xi64>
        cf.br ^bb1(%val : i64)
    ^bb1(%ba: i64):
        %10 = arith.constant 2.5 : bf16
        %extf_11 = arith.extf %10 : bf16 to f32
        %12 = arith.constant 1 : i32
        %13 = arith.cmpi ugt, %12, %12 : i32
        cf.cond_br %13, ^b2(%ba : i64), ^b2(%val : i64)
    ^b2(%ba_16: i64):
        %c = arith.constant 2 : i32
        %rhs = arith.constant 2 : i32
        scf.for %v19 = %c to %c step %rhs : i32 {
        }
        %20 = arith.constant dense<4611686018427387903> : tensor<1xi64>
        func.return %20 : tensor<1xi64>
    }
}
