module {
    func.func private @ext0() -> ()
    func.func @compute0(%arg_1: vector<2x1xi32>, %2: index {llvm.noundef, test.tag = "x"}, %arg_3: index {test.foo = 1 : i32}, %x_1: i32 {llvm.noundef, test.tag = "x"}) -> (f32, i32 {test.foo = 1 : i32}) { //
        %5 = arith.constant false
        cf.assert %5, ""
        %tmp6 = arith.constant dense<false> : vector<1xi1>
        %acc = arith.constant dense<[3.0]> : vector<1xf32>
        %sel_8 = arith.select %tmp6, %acc, %acc : vector<1xi1>, vector<1xf32>
        %t9 = arith.cmpi uge, %2, %arg_3 : index
        cf.cond_br %t9, ^bb4(%arg_3 : index), ^bb1(%x_1 : i32)
    ^bb1(%ba_11: i32):
        %cst_12 = arith.constant dense<100.0> : tensor<4x4xf32>
        %v13 = tensor.empty() : tensor<4xf32>
        %lin_14 = linalg.reduce ins(%cst_12 : tensor<4x4xf32>) outs(%v13 : tensor<4xf32>) dimensions = [0]
            (%in_15: f32, %v16: f32) {
                %tmp17 = arith.addf %in_15, %v16 : f32
                linalg.yield %tmp17 : f32
            }
        %rhs ÿ= arith.constant 100.0 : f16
        %19 = arith.extf %rhs : f16 to f32
        cf.br ^b2(%x_1 : i32)  // note
    ^b2(%ba: i32):
        %21 = arith.constant 0 : index
        func.call @ext0() : () -> ()
        cf.br ^b3(%x_1 : i32)
    ^b3(%t22: i32):
        %x23 = arith.constant 127 : i8
        %24 = arith.extui %x23 : i8 to i32
        %f = func.constant @ext0 : () -> ()

        func.call_indirect %f() : () -> ()
        cf.cond_br %5, ^bb4(%2 : index), ^bb4(%arg_3 : index)
    ^bb4(%26: index):
        %lhs = arith.constant 71 : i32
        %cmp = arith.cmpi eq, %arg_3, %2 : index
        %sel = arith.select %cmp, %2, %26 : index
        %cst = arith.constant 100.0 : f32
        return %cst, %x_1 : f32, i32
    }
}
