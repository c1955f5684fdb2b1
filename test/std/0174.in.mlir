module attributes {test.module_note = "std"} {
    func.func private @ext0(memref<4xf32>, i32 {llvm.noundef, test.tag = "x"}) -> (tensor<2x?xi32>, memref<?x4xf64>)
    module @inner {
        func.func @helper8(%arg_1: tensor<1x4xi32>, %2: memref<4xf64>) -> f64 {
            %x_1 = arith.constant 0x35 : i32
            %trunci_4 = arith.trunci %x_1 overflow<nuw> : i32 to i8
            %c_5 = arith.constant 0 : index
            %6 = arith.cmpi ne, %c_5, %c_5 : index
            cf.cond_br %6, ^then1, ^then1
        ^then1:
            %7 = arith.constant 0 : i8
            %8 = arith.extsi %7 : i8 to i32
            cf.cond_br %6, ^bb2, ^bb4(%8 : i32)
        ^bb2:
            %9 = tensor.empty() : tensor<4x3xi32>
            %c = arith.constant 1 : index
            %val = arith.constant 0 : index
            %14 = tensor.extract %9[%c, %val] : tensor<4x3xi32>
            %15 = arith.cmpi slt, %val, %val : index
            cf.cond_br %15, ^then3, ^then3
        ^then3:
            %y = arith.constant 26 : i32
            cf.br ^bb4(%y : i32)
        ^bb4(%17: i32):
            %cst_18 = arith.constant 1.5e-1 : f64
            return %cst_18 : f64
        }
    }
    func.func public @fn.0() -> memref<8x1x1xi32> attributes {llvm.emit_c_interface, note = "generated"} {
        %c_1 = arith.constant 1 : i32
        %2 = arith.constant 3 : i32
        %3 = arith.constant 1 : i32
        %cst_4 = arith.constant 100.0 : f64
        %8, %9 = scf.for %rhs = %c_1 to %c_1 step %2 iter_args(%v6 = %3, %7 = %cst_4) -> (i32, f64) : i32 {
            %a.b = tensor.empty() : tensor<4xf64>
            %c = arith.constant 24 : index
            %cmp_12 = arith.cmpi slt, %c, %c : index
            cf.assert %cmp_12, "bounds check"
            %13 = arith.constant 2147483647 : i32
            scf.yield %13, %cst_4 : i32, f64
        }
        %cmp_14 = arith.cmpi ugt, %8, %3 : i32
        cf.cond_br %cmp_14, ^then3(%cst_4 : f64), ^bb1(%c_1, %8 : i32, i32) //
    ^bb1(%ba: i32, %16: i32):
        %v17 = arith.constant dense<[[-7.5, 1.0]]> : vector<1x2xf64>
        %cst = arith.constant dense<[[0, -1]]> : vector<1x2xi32>
        %fpowi_19 = math.fpowi %v17, %cst : vector<1x2xf64>, vector<1x2xi32>
        cf.br ^b2
    ^b2:
        %res = arith.constant -16 : i32
        %21 = arith.constant -7.5 : f64
        cf.br ^then3(%21 : f64)
    ^then3(%v22: f64):
        %23 = arith.constant 1.5e-1 : f16
        %tmp24 = arith.constant 100.0 : f16
        %t25 = arith.cmpf ogt, %23, %tmp24 fastmath<reassoc,contract> : f16
        cf.cond_br %cmp_14, ^bb4, ^bb4
    ^bb4:
        %acc = tensor.empty() : tensor<1x4xf32>
        %27 = linalg.transpose ins(%acc : tensor<1x4xf32>) outs(%acc : tensor<1x4xf32>) permutation = [0, 1]
        %28 = memref.alloc() {alignment = 64} : memref<8x1x1xi32>
        func.return %28 : memref<8x1x1xi32>
    }
    func.func @kernel_1(%acc: i32 {llvm.signext}, %2: memref<?xf64>) -> (tensor<4xf64> {llvm.noundef}, f64) attributes {ref = @inner::@helper8} {
        %rhs = arith.constant 0 : index
        %c = arith.constant 5 : index
        %a.b = arith.constant 1 : index
        %8 = arith.constant 0 : index
        %x9 = arith.constant 8 : index
        %c_11 = arith.constant 1 : index
        scf.parallel (%t12, %i_13) = (%rhs, %8) to (%c, %x9) step (%a.b, %c_11) {
            %res = memref.alloc() : memref<1x4xi32>
            %15 = memref.collapse_shape %res [[0, 1]] : memref<1x4xi32> into memref<4xi32>
            %17 = arith.constant -1 : i32
            %19 = arith.constant 0 : i32
        }

        %cst_21 = arith.constant dense<[100.0, -1.0, 4.0E+2, 100.0]> : tensor<4xbf16>
        %t22 = arith.constant 0 : index
        %dim_24 = tensor.dim %cst_21, %t22 : tensor<4xbf16>
        %25 = arith.constant 0x0 : i64
        %divsi_26 = arith.divsi %25, %25 : i64
        %cst = arith.constant 1.0 : f32
        %v28 = arith.maximumf %cst, %cst fastmath<afn> : f32
        %29 = arith.constant 0 : index
        %30 = tensor.dim %cst_21, %29 : tensor<4xbf16>
        %cst_32 = arith.constant dense<-0.25> : tensor<4xf64>
        %34 = arith.constant 0.0 : f64 // TODO: check
        func.return %cst_32, %34 : tensor<4xf64>, f64
    }
}
