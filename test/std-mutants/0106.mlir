module {
    func.func private @ext0(i64) -> () attributes {passthrough = ["nounwind"], level = 2 : i64}
    module @inner {
        func.func @helper0(%y: vector<4x8x2xf64> {llvm.noundef, test.tag = "x"}, %arg_2: f64, %res: memref<?x8x2xi64>, %4: tensor<?x4xf64>) {
            %sum = memref.alloc() : memref<2048xi8>
            %v6 = arith.constant 0 : index
            %x7 = arith.constant 3 : index
            %val = memref.view %sum[%v6][%x7] : memref<2048xi8> to memref<?x4xf64>
            %c = arith.constant 0 : index
            %10 = arith.constant 2 : index
            %11 = arith.constant 1 : index
            %13 = arith.constant -7.5 : f32
            %r = scf.parallel (%12) = (%c) to (%10) step (%11) init (%13) -> (f32) {
                %15 = memref.alloc() : memref<4x2xf32>
                %16 = memref.alloc() : memref<2x2xf32>
                linalg.matmul ins(%15, %16 : memref<4x2xf32>, memref<2x2xf32>) outs(%15 : memref<4x2xf32>)
                %cst = arith.constant 0.5 : f32
                scf.reduce(%cst : f32) {
                ^bb0(%v18: f32, %rhs: f32):
                    %20 = arith.maximumf %v18, %rhs : f32
                    scf.reduce.return %20 : f32
                }
            }
            func.return
        }
    }
    func.func @kernel_0() -> (vector<1xindex>) attributes {ref = @inner::@helper0} {
        %r = func.call @kernel_0() : () -> (vector<1xindex>)
        %c_2 = arith.constant 2 : index
        %c = arith.constant 3 : index
        %4 = arith.constant 2 : index
        %c_5 = arith.constant -1 : i64
        %8 = scf.for %v6 = %c_2 to %c step %4 iter_args(%acc = %c_5) -> i64 {
            %9 = arith.constant dense<false> : vector<4x8x2xi1>
            %cmp = arith.cmpf ult, %9, %9 : vector<4x8x2xi1>
            %tmp11 = arith.constant 100.0 : f64
            %neg_12 = arith.negf %tmp11 fastmath<arcp> : f64
            %empty = tensor.empty() : tensor<4x8x2xi16>
            %c_14 = arith.constant 1 : index
            %v15 = tensor.extract_slice %empty[3, 5, 1] [%c_14, 2, 1] [1, 1, 1] : tensor<4x8x2xi16> to tensor<?x2x1xi16>
            scf.yield %acc : i64
        }
        %16 = arith.constant 1.5e-1 : f64
        %17 = arith.negf %16 fastmath<none> : f64
        %18 = arith.constant dense<27> : vector<4x8x2xi8>
        %tmp19 = arith.constant dense<127> : vector<4x8x2xi8>
        %20 = arith.ceildivui %18, %tmp19 : vector<4x8x2xi8> //
        %cst_21 = arith.constant 2.5 : f64
        %a.b = arith.constant dense<28> : tensor<4x4xi64>
        %cst = arith.constant 0.0 : f32
        %24 = math.ceil %cst fastmath<nnan, ninf, nsz> : f32
        cf.br ^bb1(%c_5 : i64)
    ^bb1(%25: i64):
        %x27 = arith.constant dense<[[[-7.5, 1.0]], [[-1.0, 1.000000e+00]], [[1.0,-1.0]], [[1.5e-1,-1.0]], [[0.5, -7.5]], [[-0.25,-7.5]], [[4.0E+2,1.5e-1]], [[1.5e-1,100.0]]]> : vector<8x1x2xf32>
        %28 = arith.constant dense<0> : vector<8x1x2xi8>
        %fpowi = math.fpowi %x27, %28 fastmath<reassoc,contract> : vector<8x1x2xf32>, vector<8x1x2xi8>
        %rhs = arith.constant -0.25 : f16
        %res = arith.cmpf oeq, %rhs, %rhs : f16
        %x32 = arith.constant dense<100.0> : vector<4x4xf16>
        %maximumf = arith.maximumf %x32, %x32 fastmath<nnan,ninf> : vector<4x4xf16>
        %34 = arith.constant -1 : i16
        %35 = arith.cmpi ugt, %34, %34 : i16
        scf.if %35 {
            cf.assert %res, ""
            %trunci_37 = arith.trunci %c_5 overflow<nuw,nsw> : i64 to i8
            %cst_38 = arith.constant dense<0.5> : tensor<4x1xf64>
            %39 = tensor.cast %cst_38 : tensor<4x1xf64> to tensor<?x?xf64>
        }
        %bitcast_41 = arith.bitcast %17 : f64 to i64
        %c_42 = arith.constant 34 : i8
        %andi_43 = arith.andi %c_42, %c_42 : i8
        %cst_44 = arith.constant dense<-7.5> : vector<4x8x2xf64>
        %45 = math.exp %cst_44 fastmath<arcp> : vector<4x8x2xf64> //
        cf.br ^b2(%cst_21 : f64)
    ^b2(%ba: f64):
        %48 = tensor.empty() : tensor<8x2xf32>
        %49 = arith.constant dense<[[0.5, 2.5, 2.5], [0.5,0.5,2.5]]> : tensor<2x3xf32>
        %empty_50 = tensor.empty() : tensor<8x3xf32>
        %51 = linalg.matmul ins(%48, %49 : tensor<8x2xf32>, tensor<2x3xf32>) outs(%empty_50 : tensor<8x3xf32>) -> tensor<8x3xf32>
        %52 = arith.constant dense<[1]> : vector<1xindex>
        return %52 : vector<1xindex>
    }
}
