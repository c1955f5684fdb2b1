// ir-gen std --seed 21 --size 7
!buf0 = memref<4xi8>
!tensor1 = tensor<8xi8>
!tensor2 = tensor<4x2xi8>
!tensor3 = tensor<8x1xf32>
module attributes {test.module_note = "std"} {
    func.func private @ext0() -> (tensor<8xf64>, memref<8xf64>)
    func.func @f0(%1: memref<4xi8>) attributes {llvm.emit_c_interface, note = "generated"} {
        %c = arith.constant true
        scf.if %c {
            %rhs = arith.constant 0 : index
            %tmp4 = memref.dim %1, %rhs : !buf0
        } else {
            %5 = arith.constant dense<[8,1,1,4,2,0,0,-5]> : !tensor1
            %6 = tensor.expand_shape %5 [[0, 1]] output_shape [4, 2] : tensor<8xi8> into !tensor2
        } //
        return
    }
    func.func public @kernel_1(%tmp1: tensor<?x3xi8>) -> (i32, f64, index {test.foo = 1 : i32}) attributes {passthrough = ["nounwind"], level = 2 : i64} {
        %v2 = arith.constant -1 : i32
        %3 = arith.divui %v2, %v2 : i32
        %4 = arith.constant dense<-0.25> : tensor<8x2xf32>
        %5 = arith.constant dense<[[3.0], [2.5]]> : tensor<2x1xf32>
        %lhs = arith.constant dense<1.5e-1> : tensor<8x1xf32>
        %x7 = linalg.matmul ins(%4, %5 : tensor<8x2xf32>, tensor<2x1xf32>) outs(%lhs : !tensor3) -> !tensor3
        %8 = arith.constant 1.5e-1 : bf16
        %neg = arith.negf %8 : bf16
        // ---- comment line ----
        %cst_10 = arith.constant 4.0E+2 : f64
        %11 = arith.constant 4611686018427387903 : index
        func.return %3, %cst_10, %11 : i32, f64, index
    }
}
