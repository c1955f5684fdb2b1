!buf0 = memref<2x8xindex>
!tensor1 = tensor<?xindex>
!tensor2 = tensor<2x?xf64>
!tensor3 = tensor<2x8xindex>
!tensor4 = tensor<3xindex>
!vec5 = vector<2x8xf64>

module attributes {test.module_note = "std"} {
    func.func private @ext0(memref<4xindex>, f32, i32)
    func.func private @ext1(index, !buf0 {test.foo = 1 : i32}) -> (!tensor1 {test.foo = 1 : i32})
    func.func private @kernel_0(%x_1: !tensor2, %arg_2: index, %3: !tensor3, %4: index) -> (tensor<3xindex>, f64 {test.foo = 1 : i32}) { // TODO: check
        %c = arith.constant 1 : index
        %tmp6 = arith.constant 7 : index
        %7 = tensor.extract %3[%c, %tmp6] : !tensor3
        scf.while (%8 = %4, %x9 = %7) : (index, index) -> () {
            %10 = arith.constant dense<[-7.5, 1.000000e+00, 2.5, 0.5]> : tensor<4xf16>
            %a.b = arith.constant dense<[[1.5e-1, -7.5, 3.0, -1.0], [1.000000e+00, 1.5e-1, 1.000000e+00, 3.0], [0.0, 2.5, 1.000000e+00, 1.5e-1], [3.0,-1.0,0.0,3.0]]> : tensor<4x4xf16>

            %lin_12 = linalg.broadcast ins(%10 : tensor<4xf16>) outs(%a.b : tensor<4x4xf16>) dimensions = [0]
            %c_14 = arith.constant 9 : i8
            %tmp15 = arith.constant 0 : i8
            %cmp = arith.cmpi eq, %c_14, %tmp15 : i8
            %res, %18 = scf.if %cmp -> (index, i16) {
                %t19 = arith.constant -14 : i32
                %v21 = scf.while (%rhs = %t19) : (i32) -> (i32) {
                    %cst = arith.constant dense<-0.25> : vector<2x8xf32>
                    %tmp23 = arith.remf %cst, %cst fastmath<nnan,ninf> : vector<2x8xf32>
                    scf.condition(%cmp) %t19 : i32
                } do {
                ^bb0(%24: i32): // TODO: check
                    %c_25 = arith.constant -1 : i64
                    %sum = arith.uitofp %c_25 : i64 to f32
                    %27 = memref.alloc() : !buf0
                    %collapse_shape_28 = memref.collapse_shape %27 [[0, 1]] : memref<2x8xindex> into memref<16xindex>
                    scf.yield %t19 : i32
                }
                %29 = arith.constant 18 : index
                %30 = arith.constant -1 : i16
                scf.yield %29, %30 : index, i16
            } else {
                %x31 = arith.constant -1 : i16
                scf.yield %7, %x31 : index, i16
            }
            %32 = arith.cmpi ule, %c, %c : index
            scf.condition(%32)
        } do {
            %c_33 = arith.constant -1 : index
            scf.yield %c_33, %tmp6 : index, index
        }
        %empty = tensor.empty() : tensor<3xindex>
        %35 = arith.constant 100.0 : f64
        func.return %empty, %35 : !tensor4, f64
    }
    func.func @fn.1() -> (f64, index) attributes {test.kernel} {
        %x1 = arith.constant dense<79> : vector<3x3x4xi32>
        %tmp2:2 = arith.mulsi_extended %x1, %x1 : vector<3x3x4xi32>
        %cst = arith.constant -0.25 : f64
        %acc = arith.constant 0x1d : i8
        %5 = math.fpowi %cst, %acc fastmath<arcp> : f64, i8
        %6 = arith.constant -14 : i8
        %x7 = arith.cmpi sgt, %6, %6 : i8
        %cst_8 = arith.constant dense<[[0.0, 4.0E+2, 0.5], [0.5, 0.0, 3.0], [100.0, 1.5e-1, -1.0], [1.000000e+00, 4.0E+2, 1.5e-1]]> : tensor<4x3xf32>
        %9 = arith.constant dense<100.0> : tensor<4xf32>
        %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%cst_8, %cst_8 : tensor<4x3xf32>, tensor<4x3xf32>) outs(%9 : tensor<4xf32>) {
        ^bb0(%11: f32, %in: f32, %val: f32):
            %t15 = arith.addf %11, %in overflow<nsw> : f32
            %s_16 = arith.addf %t15, %val : f32
            %m = math.absf %s_16 : f32
            linalg.yield %m : f32
        } -> tensor<4xf32>    // keep
        %18 = arith.andi %acc, %acc : i8
        %sum = arith.constant 0 : i32
        %tmp21 = arith.constant 1 : i32
        %cmp = arith.cmpi sle, %sum, %tmp21 : i32
        %23 = arith.constant dense<4.0E+2> : !vec5
        %x24 = arith.minnumf %23, %23 : vector<2x8xf64> //
        %tmp25 = arith.constant 68 : index
        return %5, %tmp25 : f64, index
        // ---- comment line ----
    }
}
