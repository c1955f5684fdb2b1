module attributes {test.module_note = "std"} {
    func.func @fn.0(%arg: tensor<1xf64>, %tmp2: tensor<1xf64> {llvm.noundef}) -> (index, vector<1xf64> {test.foo = 1 : i32}, tensor<1xf64> {test.foo = 1 : i32}) {
        %val = memref.alloc() : memref<1xi32>
        %c = arith.constant 0 : index
        %v_5 = memref.load %val[%c] : memref<1xi32>
        %x6 = arith.constant dense<-6> : tensor<1x4xi32>
        %x9 = scf.forall (%i_7) in (1) shared_outs(%8 = %x6) -> (tensor<1x4xi32>) {
            %r, %res, %14 = func.call @"fn.0"(%arg, %arg) : (tensor<1xf64>, tensor<1xf64>) -> (index, vector<1xf64>, tensor<1xf64>)
            %15 = tensor.empty() : tensor<1xf32>
            %fptosi_16 = arith.fptosi %15 : tensor<1xf32> to tensor<1xi8>
            // ---- comment line ----
            scf.forall.in_parallel {
                tensor.parallel_insert_slice %x6 into %8[%i_7, 0] [1, 4] [1, 1] : tensor<1x4xi32> into tensor<1x4xi32>
            }
        }
        %17 = arith.constant dense<[-0.25]> : vector<1xf64>
        %18 = tensor.empty() : tensor<1xf64>
        func.return %c, %17, %18 : index, vector<1xf64>, tensor<1xf64>
    }
    func.func private @kernel_1(%1: vector<4xf32>, %tmp2: memref<4xf64>) -> tensor<1xi32> attributes {passthrough = ["nounwind"], level = 2 : i64} {
        %3 = arith.constant 3.0 : f32
        %tmp4 = arith.maximumf %3, %3 fastmath<nnan, ninf, nsz> : f32
        %5 = tensor.empty() : tensor<1xf16>
        %isnormal = math.isnormal %5 : tensor<1xf16>
        %t7 = arith.constant 1 : i32
        %9 = scf.while (%t8 = %t7) : (i32) -> (i32) {
            %10 = arith.cmpi uge, %t8, %t7 : i32
            cf.assert %10, "ok"
            scf.condition(%10) %t7 : i32
        } do {
        ^bb0(%a.b: i32):
            scf.yield %a.b : i32
        }
        %12 = tensor.empty() : tensor<1xi32>
        func.return %12 : tensor<1xi32>
    }
}
