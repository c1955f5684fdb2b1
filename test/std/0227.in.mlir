// ir-gen std --seed 227 --size 9
func.func public @compute0(%1: tensor<1x4xf64>, %t2: tensor<1x4xi32> {test.foo = 1 : i32}, %arg: tensor<4x8xi32>) -> (i32 {llvm.zeroext}) attributes {test.kernel} {
    %4 = arith.constant dense<0.5> : tensor<4x8xf32>
    %cst_5 = arith.constant dense<100.0> : tensor<4xf32>
    %t6 = linalg.reduce ins(%4 : tensor<4x8xf32>) outs(%cst_5 : tensor<4xf32>) dimensions = [1]
        (%in: f32, %lhs: f32) {
            %9 = arith.addf %in, %lhs : f32
            linalg.yield %9 : f32

        }
    %res = memref.alloc() : memref<1x4xf64>
    %sum = memref.collapse_shape %res [[0, 1]] : memref<1x4xf64> into memref<4xf64>
    %13 = arith.constant dense<1> : vector<1x4xi64>
    %y = arith.divsi %13, %13 : vector<1x4xi64>
    %c_15 = arith.constant -1 : i32
    return %c_15 : i32
}
func.func public @fn.1(%res: f64, %arg_2: f64, %t3: i32 {llvm.noundef, test.tag = "x"}, %lhs: f64) attributes {test.kernel} {
    %5 = arith.constant dense<[[3.0, 1.0, 0.0, 0.0]]> : tensor<1x4xf64>
    %v6 = tensor.cast %5 : tensor<1x4xf64> to tensor<1x4xf64>
    %cst_7 = arith.constant dense<true> : vector<8x2xi1>
    %sum = arith.cmpi sge, %cst_7, %cst_7 : vector<8x2xi1>
    %v9 = arith.constant 3.0 : bf16
    %r_12 = scf.while (%10 = %v9) : (bf16) -> (bf16) {
        %x13 = arith.constant 46 : i8
        %extui = arith.extui %x13 : i8 to i64
        %15 = arith.constant true
        scf.condition(%15) %v9 : bf16
    } do {
    ^bb0(%v16: bf16):
        scf.yield %v16 : bf16
    }
    return
}
