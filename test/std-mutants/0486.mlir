// ir-gen std --seed 283 --size 5
!tensor0 = tensor<2x2xf32>
!buf1 = memref<2x2xi64>
!tensor2 = tensor<4xf32>

module { // TODO: check
    func.func public @compute0(%arg_1: !tensor0) -> (!buf1, !tensor2 {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
        %2 = arith.constant 3.0 : f32 // TODO: check
        %asinh = math.asinh %2 fastmath<nnan,ninf> : f32
        %4 = arith.constant -1 : index
        cf.br ^b1(%4, %asinh : index, f32)
    ^b1(%5: index, %t6: f64):
        %x7 = arith.constant 0 : index
        %x_1 = tensor.from_elements %x7, %x7, %5 : tensor<3xindex>
        %9 = arith.constant 1 : index
        %cmp = arith.cmpi ugt, %9, %9 : index
        cf.cond_br %cmp, ^exit2, ^exit2
    ^exit2:
        %c = arith.constant 1 : index
        %12 = tensor.extract_slice %arg_1[1, 0] [%c, 1] [1, 1] : tensor<2x2xf32> to tensor<?x1xf32>
        %alloc = memref.alloc() : !buf1
        %14 = arith.constant dense<[3.0, 1.000000e+00, 0.5, 1.000000e+00]> : tensor<4xf32>
        return %alloc, %14 : memref<2x2xi64>, tensor<4xf32>
    }
}
