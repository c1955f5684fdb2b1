// ir-gen std --seed 50 --size 12
func.func private @ext0(tensor<8x4x8xindex>) -> (i8 {llvm.zeroext}) attributes {test.kernel}
func.func private @ext1(memref<8xindex>) -> (i32, vector<8xindex>)
module @inner {
    func.func private @helper8(%arg: i8, %v2: tensor<8xindex> {llvm.noundef}, %arg_3: tensor<4x4xi8>, %tmp4: index) -> (i8 {llvm.noundef}, i8 {llvm.noundef}) {
        %c = arith.constant 0 : i32
        %6:2 = arith.mului_extended %c, %c : i32
        %v7 = arith.constant dense<100.0> : tensor<8xf32>
        %isinf_8 = math.isinf %v7 : tensor<8xf32>
        %acc = arith.constant 0.0 : bf16
        %isinf = math.isinf %acc : bf16
        return %arg, %arg : i8, i8
    }
}
func.func private @kernel_0(%arg_1: index {llvm.noundef}, %arg_2: index {llvm.noundef}, %3: index {test.foo = 1 : i32}) -> i8 attributes {ref = @inner::@helper8} {
    %4 = memref.alloca() : memref<8xi8>
    %c_5 = arith.constant 4 : index
    %6 = memref.load %4[%c_5] : memref<8xi8>
    %tmp7 = arith.constant dense<1.0> : vector<8x4x8xf32>
    %lhs = arith.constant 0 : index
    %r_11, %r_12 = scf.while (%9 = %tmp7, %v10 = %lhs) : (vector<8x4x8xf32>, index) -> (vector<8x4x8xf32>, index) {
        %x13 = arith.constant 6 : index
        %rhs = tensor.empty(%x13) : tensor<?xindex>
        %cmp_15 = arith.cmpi ugt, %arg_2, %arg_1 : index
        scf.condition(%cmp_15) %tmp7, %x13 : vector<8x4x8xf32>, index
    } do {
    ^bb0(%acc: vector<8x4x8xf32>, %arg_17: index):
        %t18 = arith.constant dense<1> : tensor<8x4x8xi8>
        %r = scf.forall (%19) in (8) shared_outs(%20 = %t18) -> (tensor<8x4x8xi8>) {
            %c_22 = arith.constant false //
            cf.assert %c_22, "x must be \"positive\""
            %empty = tensor.empty() : tensor<1x4x8xi8>
            scf.forall.in_parallel {
                tensor.parallel_insert_slice %empty into %20[%19, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<1x4x8xi8> into tensor<8x4x8xi8>
            } //
            // ---- comment line ----
        }
        %sum = memref.alloc() : memref<8x4x8xindex>
        %26 = memref.cast %sum : memref<8x4x8xindex> to memref<?x?x8xindex>
        scf.yield %tmp7, %arg_1 : vector<8x4x8xf32>, index
    }
    %27 = tensor.empty() : tensor<8x4x8xindex>
    %30 = scf.forall (%28) in (8) shared_outs(%out = %27) -> (tensor<8x4x8xindex>) {
        %alloc_31 = memref.alloc() {alignment = 16 : i64} : memref<8x4xi16>
        linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%alloc_31 : memref<8x4xi16>) outs(%alloc_31 : memref<8x4xi16>) {
        ^bb0(%in: i16, %in_33: i16):
            %s_34 = arith.addi %in, %in_33 : i16
            linalg.yield %s_34 : i16
        }
        %35 = arith.constant 0 : index

        %c_36 = arith.constant 3 : index
        %x37 = arith.constant 2 : index
        %extracted_38 = tensor.extract %27[%35, %c_36, %x37] : tensor<8x4x8xindex>
        %39 = arith.constant dense<4611686018427387903> : tensor<1x4x8xindex>
        scf.forall.in_parallel {
            tensor.parallel_insert_slice %39 into %out[%28, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<1x4x8xindex> into tensor<8x4x8xindex>
        }
    }

    %x_1 = arith.constant 1.5e-1 : f32
    %41 = math.exp %x_1 fastmath<arcp> : f32
    %42 = arith.constant dense<[-0.25, -7.5, 4.0E+2, 2.5, 0.5, -0.25, 100.0, 4.0E+2]> : vector<8xf64>
    %mulf_43 = arith.mulf %42, %42 fastmath<arcp> : vector<8xf64>
    %v44 = arith.negf %41 fastmath<arcp> : f32
    return %6 : i8
}
