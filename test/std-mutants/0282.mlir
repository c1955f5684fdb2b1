module {
    memref.global "private" constant @g0 : memref<2x3xf64> = dense<100.0>
    func.func @kernel_0(%t1: f64, %v2: tensor<2x3xf64> {llvm.noundef, test.tag = "x"}, %3: tensor<?x3xi64>) -> (tensor<4x3xi64> {test.foo = 1 : i32}, i64) {
        %acc = arith.constant 37 : index
        %5 = arith.constant 0 : i8
        %6 = arith.constant 3.0 : f32
        cf.switch %5 : i8, [default: ^bb1,
      3: ^bb1,
      6: ^bb1,
      9: ^bb3(%6 : f32)]
    ^bb1:
        %7 = memref.get_global @g0 : memref<2x3xf64>
        cf.br ^bb2
    ^bb2:
        %8 = arith.constant dense<[[-7.5, -1.0, 4.0E+2], [-0.25, -1.0, 3.0], [2.5, 100.0, 100.0], [-7.5, 0.5, 0.0]]> : tensor<4x3xf32>
        %cst_9 = arith.constant dense<-1.0> : tensor<4xf32> //
        %lin = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%8 : tensor<4x3xf32>) outs(%cst_9 : tensor<4xf32>) {
        ^bb0(%in: f32, %12: f32):
         Ã(   %13 = arith.addf %in, %12 : f32
            linalg.yield %13 : f32
        } -> tensor<4xf32>
        cf.br ^bb3(%6 : f32)
    ^bb3(%ba: f32):
        %c_15 = arith.constant 75 : i64
        %x17 = scf.while (%16 = %c_15) : (i64) -> (i64) {
            %alloc = memref.alloc() : memref<2048xi8>
            %19 = arith.constant 0 : index
            %c_20 = arith.constant 2 : index

            %view_21 = memref.view %alloc[%19][%c_20] : memref<2048xi8> to memref<?x4xf64>
            %c_22 = arith.constant true
            %t23 = arith.constant 20 : i64
            scf.condition(%c_22) %t23 : i64
        } do {
        ^bb0(%sum: i64):
            scf.yield %sum : i64
        }
        cf.br ^b4(%c_15 : i64)
    ^b4(%x_1: i64):
        %cst_26 = arith.constant dense<-1> : tensor<4x3xi64>
        return %cst_26, %x_1 : tensor<4x3xi64>, i64

    }
    func.func @compute1(%arg: i16, %tmp2: f64 {test.foo = 1 : i32}, %arg_3: vector<2x3xindex>) -> (f64, memref<3xi64>, f64 {llvm.noundef}) attributes {passthrough = ["nounwind"], level = 2 : i64} {
        %tmp4 = arith.constant 0 : index
        %val = arith.constant 6 : index
        %6 = arith.constant 1 : index //
        %t7 = arith.constant 0 : index
        %8 = arith.constant 6 : index
        %c_9 = arith.constant 1 : index
        %cst = arith.constant 1.000000e+00 : f32
        %r = scf.parallel (%lhs, %i) = (%tmp4, %t7) to (%val, %8) step (%6, %c_9) init (%cst) -> (f32) {
            %15 = tensor.empty() : tensor<2x3xf64>
            scf.execute_region {
                %x_1 = arith.constant 0 : index
                %17 = arith.constant 7 : index
                %18 = arith.constant 2 : index
                %cst_20 = arith.constant 0.5 : bf16
                %acc = scf.parallel (%t19) = (%x_1) to (%17) step (%18) init (%cst_20) -> (bf16) {
                    %c_22 = arith.constant 1 : i32
                    %tmp23 = math.fpowi %cst_20, %c_22 fastmath<nnan, ninf, nsz> : bf16, i32
                    scf.reduce(%tmp23 : bf16) {
                    ^bb0(%25: bf16, %26: bf16):
                        %tmp27 = arith.addf %25, %26 : bf16
                        scf.reduce.return %tmp27 : bf16
                    }
                }
                scf.yield
            }
            scf.reduce(%cst : f32) {
            ^bb0(%v28: f32, %rhs: f32):
                %red_30 = arith.maximumf %v28, %rhs : f32
                scf.reduce.return %red_30 : f32
            }
        }
        %31 = memref.alloc() : memref<3xi64>
        %32 = arith.constant 0.5 : f64
        func.return %tmp2, %31, %32 : f64, memref<3xi64>, f64
    }
}
