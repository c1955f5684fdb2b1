!tensor0 = tensor<4xf16>
!tensor1 = tensor<4x?xf32>
!tensor2 = tensor<1xf16>
!tensor3 = tensor<?xi32>
module {
    func.func private @ext0(tensor<4x8xi32>) -> (index, i32 {test.foo = 1 : i32})
    func.func @f0(%1: index {llvm.noundef, test.tag = "x"}) -> tensor<?xi32> attributes {passthrough = ["nounwind"], level = 2 : i64} {
        %empty_2 = tensor.empty() : tensor<4x8xf16>
        %x3 = tensor.empty() : tensor<4xf16>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%empty_2, %empty_2 : tensor<4x8xf16>, tensor<4x8xf16>) outs(%x3 : !tensor0) {
        ^bb0(%in_5: f16, %in_6: f16, %y: f16):
            %s = arith.addf %in_5, %in_6 : f16
            %9 = arith.addf %s, %y : f16
            linalg.yield %9 : f16
            // ---- comment line ----
        } -> tensor<4xf16>
        %v10 = arith.constant 0 : index
        %c_11 = arith.constant 7 : index
        %12 = arith.constant 1 : index
        %r = scf.for %13 = %v10 to %c_11 step %12 iter_args(%acc_14 = %c_11, %acc_14 = %c_11) -> (index) {
            %16 = arith.constant 3 : index
            %empty_17 = tensor.empty(%16) : !tensor1
            %a.b = arith.negf %empty_17 fastmath<fast> : tensor<4x?xf32>
            scf.yield %c_11 : index
        }
        %19 = arith.constant 0x7fffffff : i32
        cf.br ^exit1(%19 : i32)
    ^exit1(%20: i32):
        %21 = arith.constant 3 : index
        %lhs = tensor.extract_slice %x3[%21] [1] [1] : tensor<4xf16> to !tensor2
        %cst = arith.constant dense<0> : vector<2x8x4xindex>
        %shli_24 = arith.shli %cst, %cst : vector<2x8x4xindex>
        cf.br ^bb2
    ^bb2:
        %c_25 = arith.constant 0 : i8
        %26 = arith.cmpi eq, %c_25, %c_25 : i8
        cf.assert %26, "bounds check"
        %tmp27 = arith.cmpi ule, %19, %19 : i32
        %acc = arith.constant -1 : i32
        %rhs = arith.select %tmp27, %19, %acc : i32
        %30 = arith.constant 1 : index
        %empty = tensor.empty(%30) : tensor<?xi32>
        func.return %empty : !tensor3
    }
}
