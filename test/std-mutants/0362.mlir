// ir-gen std --seed 195 --size 19
!buf0 = memref<4xi16>
!tensor1 = tensor<1x4xf32>
!tensor2 = tensor<4x4x3xi64>
!tensor3 = tensor<4x4xf32>

module attributes {test.module_note = "std"} {
    func.func private @ext0(i16 {llvm.signext}, memref<?xi64>, f32 {llvm.noundef, test.tag = "x"}) -> vector<3xi16>
    func.func private @compute0(%1: tensor<?xi16>, %v2: i16, %3: f32, %v4: tensor<8x2xi8> {llvm.noundef, test.tag = "x"}) -> (!buf0 {test.foo = 1 : i32}) {
        %acosh = math.acosh %3 fastmath<arcp> : f32
        %c_6 = arith.constant 0 : i1
        cf.assert %c_6, "bounds check"
        %res = tensor.empty() : tensor<4x4xf32>
        %10 = scf.forall (%lhs) in (4) shared_outs(%out = %res) -> (tensor<4x4xf32>) {
            %t11 = tensor.empty() : tensor<4x4x3xi16>
            %12 = tensor.cast %t11 : tensor<4x4x3xi16> to tensor<4x4x3xi16>
            %x13 = tensor.empty() : tensor<1x4xf32>
            scf.forall.in_parallel {
                tensor.parallel_insert_slice %x13 into %out[%lhs, 0] [1, 4] [1, 1] : !tensor1 into tensor<4x4xf32>
            }
        }
        %14 = memref.alloc() {alignment = 16 : i64} : memref<4x4x3xf32>
        %15 = arith.constant 1 : index
        %v16 = arith.constant 1 : index

        %subview_17 = memref.subview %14[%15, 2, %v16] [1, 1, 1] [1, 1, 1] : memref<4x4x3xf32> to memref<1x1x1xf32, strided<[12, 3, 1], offset: ?>>
        %18 = tensor.empty() : tensor<4x4x3xf32>
        %19 = arith.constant 1 : index
        %val = arith.constant 1 : index
        %21 = tensor.extract_slice %18[0, 3, 2] [3, %19, 1] [1, %val, 1] : tensor<4x4x3xf32> to tensor<3x?x1xf32>
        %22 = arith.constant dense<1> : tensor<4xindex>
        %c = arith.constant 1 : index
        %inserted_24 = tensor.insert %val into %22[%c] : tensor<4xindex>
        %c_25 = arith.constant 0 : i64
        %t26 = arith.constant -1 : i64
        %cmp_27 = arith.cmpi ule, %c_25, %t26 : i64
        scf.if %cmp_27 {
            %cmp_28 = arith.cmpf ueq, %3, %3 fastmath<nnan, ninf, nsz> : f32
        }
        %tmp29 = tensor.empty() : !tensor2
        %shrsi = arith.shrsi %tmp29, %tmp29 : tensor<4x4x3xi64>
        %index_cast_31 = arith.index_cast %c : index to i32
        %32 = arith.constant 0 : index
        %v34 = arith.constant 6 : index
        %37 = arith.constant 1 : index
        scf.for %iv_38 = %32 to %v34 step %37 {
            %cst_39 = arith.constant dense<[0, 39, 0, 49]> : vector<4xi16>
            %x40 = arith.extui %cst_39 : vector<4xi16> to vector<4xi64>
            cf.assert %c_6, "bounds check"
        }
        %41 = arith.constant 0 : index
        %42 = arith.constant 2 : index

        %x_1 = tensor.extract %res[%41, %42] : !tensor3
        cf.assert %cmp_27, "bounds check"
        %c_44 = arith.constant 0 : index
        %46 = arith.constant 4 : index
        %v47 = arith.constant 1 : index
        %r_50 = scf.parallel (%49) = (%c_44) to (%46) step (%v47) init (%t26) -> (i64) {
            %51 = arith.constant 0.5 : bf16
            %55:2 = scf.while (%arg_52 = %v2, %y = %51) : (i16, bf16) -> (i16, i16) {
                %56 = memref.subview %14[1, 2, 1] [3, 2, 2] [1, 1, 1] : memref<4x4x3xf32> to memref<3x2x2xf32, strided<[12, 3, 1], offset: 19>>
                scf.condition(%c_6) %v2, %arg_52 : i16, i16
            } do {
            ^bb0(%arg: i16, %59: i16):
                scf.yield %arg, %51 : i16, bf16
            }
            %c_61 = arith.constant 0x0 : i64
            scf.reduce(%c_61 : i64) {
            ^bb0(%62: i64, %63: i64):
                %rhs = arith.maxsi %62, %63 : i64
                scf.reduce.return %rhs : i64
            } // TODO: check

        }
        %65 = memref.alloc() : memref<4xi16>
        return %65 : memref<4xi16>
        // ---- comment line ----
    }
}
