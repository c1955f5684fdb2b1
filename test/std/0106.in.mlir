// ir-gen std --seed 106 --size 8
module attributes {test.module_note = "std"} {
    func.func @kernel_0(%val: i32 {llvm.noundef, test.tag = "x"}, %arg_2: i32) -> memref<8xf16> {
        %x3 = arith.constant dense<[2147483647, 27, 16, 5]> : tensor<4xi32>
        %4 = tensor.expand_shape %x3 [[0, 1]] output_shape [4, 1] : tensor<4xi32> into tensor<4x1xi32>
        %empty_5 = tensor.empty() : tensor<4xi16>
        %c_6 = arith.constant 0 : index
        %extracted = tensor.extract %empty_5[%c_6] : tensor<4xi16>
        cf.br ^bb1
    ^bb1:
        %c = arith.constant 2147483647 : i32
        %9 = arith.cmpi sge, %c, %c : i32
        %y = arith.constant 1.5e-1 : f32
        %11 = arith.maximumf %y, %y : f32
        cf.cond_br %9, ^loop_2(%c : i32), ^then3
    ^loop_2(%ba: i32):
        %cst_13 = arith.constant dense<100.0> : tensor<4xf16>
        %cast = tensor.cast %cst_13 : tensor<4xf16> to tensor<4xf16>
        %c_16 = arith.constant 2 : index
        %17 = arith.constant 3 : index
        %res = arith.constant 2 : index
        %cst = arith.constant dense<[14, 2147483647, 76, -1, 2147483647, 25, -1, 1]> : vector<8xi32>
        %r_24 = scf.for %22 = %c_16 to %17 step %res iter_args(%23 = %cst) -> (vector<8xi32>) {
            %v25 = memref.alloc() : memref<8xi32>
            %x26 = arith.constant 0 : index
            %27 = memref.dim %v25, %x26 : memref<8xi32>
            scf.yield %cst : vector<8xi32>
        }
        %28 = arith.constant true
        cf.cond_br %28, ^then3, ^then3
    ^then3:

        %29 = memref.alloca() : memref<8xf16>
        return %29 : memref<8xf16>
    }
}
