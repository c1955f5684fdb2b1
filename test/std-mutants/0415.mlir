// ir-gen std --seed 56 --size 18
!tensor0 = tensor<4xf32>
!vec1 = vector<4x8xindex>
!tensor2 = tensor<4x4xi32>
!buf3 = memref<?x8xindex>
!tensor4 = tensor<?xi64>
!tensor5 = tensor<4x8xindex>
!vec6 = vector<8xf32>

module {
    func.func private @ext0(index, f16) -> (tensor<3xindex> {test.foo = 1 : i32})
    func.func private @ext1() -> ()
    module @inner {
        func.func private @helper4(%arg_1: index {llvm.noundef}, %x2: index {llvm.noundef}, %rhs: memref<?x8xindex> {test.foo = 1 : i32}, %arg: !tensor0 {llvm.noundef}) -> (!vec1 {llvm.noundef, test.tag = "x"}, memref<?x8xindex> {llvm.noundef}, index {llvm.noundef, test.tag = "x"}) {
            %tmp5 = arith.constant false
            %6:2 = scf.if %tmp5 -> (index, index) {
                %7 = memref.alloca() : memref<3x8xi32>
                %collapse_shape = memref.collapse_shape %7 [[0, 1]] : memref<3x8xi32> into memref<24xi32>
                %10 = tensor.empty() : tensor<4x2xi32>
                %11 = tensor.empty() : tensor<2x4xi32>
                %12 = arith.constant dense<[[0,-1,2147483647,1], [37, 70, -1, 2147483647], [42, 1, 31, 51], [66, -1, 1, 41]]> : tensor<4x4xi32>
                %13 = linalg.matmul ins(%10, %11 : tensor<4x2xi32>, tensor<2x4xi32>) outs(%12 : !tensor2) -> tensor<4x4xi32>
                scf.yield %x2, %arg_1 : index, index
            } else {
                %c_14 = arith.constant -1 : index
                scf.yield %c_14, %x2 : index, index
            }
            %sum = arith.constant dense<-1> : vector<4x8xindex>
            %16 = arith.constant 0 : index

            return %sum, %rhs, %16 : !vec1, !buf3, index
        }
    }
    func.func @fn.0() -> tensor<3x8xindex> {
        %tmp1 = arith.constant 100.0 : f64
        %2 = arith.constant -9 : i16
        %sum = arith.cmpi equal, %2, %2 : i16
        scf.if %sum {
            cf.assert %sum, "bounds check"
            %y = arith.constant 1 : index
            %alloca_5 = memref.alloca(%y) : memref<3x?xindex>
            %c = arith.constant 2 : index
            %c_7 = arith.constant 0 : index
            memref.store %y, %alloca_5[%c, %c_7] : memref<3x?xindex>
            %acc = arith.constant 1 : index
            %cmp_9 = arith.cmpi ult, %c, %acc : index  // note
            scf.if %cmp_9 {
                %12 = arith.constant 0 : i32
                %13 = arith.constant 14 : i32
                %a.b, %15 = arith.mului_extended %12, %13 : i32
                %16 = memref.alloca() : memref<4x8xindex>
                %17 = memref.cast %16 : memref<4x8xindex> to !buf3
                scf.yield
            }
            scf.yield
        } else {
            %18 = arith.constant -18 : i64
            %20 = arith.constant 46 : i64
            %maxsi_21 = arith.maxsi %18, %20 : i64
            scf.yield
        }
        %22 = arith.constant -1 : i64
        %t23 = arith.trunci %22 : i64 to i1
        %cst = arith.constant dense<0> : tensor<3x8xindex>
        func.return %cst : tensor<3x8xindex>
    }
    func.func @f1(%1: index) -> vector<4xindex> attributes {ref = @inner::@helper4} {
        %2 = arith.constant 2 : index
        %v3 = tensor.empty(%2) : !tensor4
        %lhs = arith.uitofp %v3 : tensor<?xi64> to tensor<?xf32>
        %tmp5 = arith.constant -1 : i16
        %index_castui_6 = arith.index_castui %tmp5 : i16 to index
        %cst = arith.constant 4.0E+2 : f64
        %8 = arith.remf %cst, %cst fastmath<reassoc,contract> : f64
        %empty = tensor.empty() : tensor<4x8xindex>
        %cast_10 = tensor.cast %empty : tensor<4x8xindex> to !tensor5
        %11 = arith.constant dense<[-7.5, 1.5e-1, 0.5, -7.5, -0.25, 1.5e-1, 100.0, 0.0]> : vector<8xf32>
        %fptosi_12 = arith.fptosi %11 : !vec6 to vector<8xi16>
        // ---- comment line ----
        %c = arith.constant 2 : i16
        %14 = arith.constant 5 : i16
        %17 = arith.constant 1 : i16
        scf.for %iv = %c to %14 step %17 : i16 {
            %19 = arith.constant -1 : i32
            scf.while (%arg = %19) : (i32) -> () {
                %empty_22 = tensor.empty() : tensor<4xi64>
                %t23 = arith.trunci %empty_22 overflow<none> : tensor<4xi64> to tensor<4xi32>
                %x_1 = scf.forall (%i) in (4) shared_outs(%out = %empty) -> (!tensor5) {
                    %27 = tensor.empty() : tensor<1x8xindex>
                    scf.forall.in_parallel {
                        tensor.parallel_insert_slice %27 into %out[%i, 0] [1, 8] [1, 1] : tensor<1x8xindex> into !tensor5
                    }
                }
                %rhs = arith.constant false
                scf.condition(%rhs)
            } do {
            ^bb0():
                scf.yield %19 : i32
            }
            scf.yield
        }
        %t29 = arith.constant dense<1> : vector<4xindex>
        func.return %t29 : vector<4xindex>
    }
}
