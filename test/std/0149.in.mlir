module attributes {test.module_note = "std"} {
    module @inner {
        func.func private @helper9(%arg: index) -> (index, index) attributes {passthrough = ["nounwind"], level = 2 : i64} {
            %x2 = arith.constant 1 : i1
            %3 = arith.extui %x2 : i1 to i8
            %4 = arith.constant 1 : index
            %5 = arith.constant 78 : index
            %6 = arith.constant 2 : index
            %val = arith.constant 1.0 : f32
            %x_1:2 = scf.for %iv = %4 to %5 step %6 iter_args(%9 = %val, %acc_10 = %arg) -> (f32, index) {
                %12 = arith.constant dense<[2.5, 2.5, 1.000000e+00, 3.0]> : vector<4xf32>
                %13 = arith.addf %12, %12 : vector<4xf32>
                scf.yield %val, %iv : f32, index  // note
            }

            return %arg, %arg : index, index
        }
    }
    func.func @fn.0() -> (vector<2x2xindex>, index, i8) attributes {ref = @inner::@helper9} {
        %empty_1 = tensor.empty() : tensor<4x4xf64>
        %empty = tensor.empty() : tensor<4xf64>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%empty_1 : tensor<4x4xf64>) outs(%empty : tensor<4xf64>) {
        ^bb0(%in: f64, %5: f64):
            %s_6 = arith.addf %in, %5 : f64
            linalg.yield %s_6 : f64
        } -> tensor<4xf64>
        %7 = arith.constant 2 : index
        %8 = arith.constant 1 : index
        scf.for %sum = %7 to %7 step %8 {
            %10 = arith.constant 0.5 : f32
            %rhs = arith.constant 3.0 : f32  // note
            %12 = arith.addf %10, %rhs fastmath<afn> : f32
            %v13 = arith.constant 4611686018427387903 : index
            %14 = arith.minsi %v13, %sum : index
        }

        %15 = arith.constant 0 : i64
        %ext:2 = arith.mulsi_extended %15, %15 : i64
        %c_17 = arith.constant 2147483647 : i32
        %18 = math.ctlz %c_17 : i32
        %19:3 = func.call @"fn.0"() : () -> (vector<2x2xindex>, index, i8)
        %cst_20 = arith.constant -0.25 : f16
        %21 = math.isfinite %cst_20 : f16
        %cst_22 = arith.constant dense<[42, 1, 32767, 12]> : vector<4xi16>
        %andi_23 = arith.andi %cst_22, %cst_22 : vector<4xi16>
        %low_24, %v25 = arith.mului_extended %andi_23, %andi_23 : vector<4xi16>
        %y = arith.constant -1.0 : f64
        %27 = arith.constant 1 : index
        %tmp28 = tensor.insert %y into %3[%27] : tensor<4xf64>
        %c_29 = arith.constant 2147483647 : i32
        %30 = arith.cmpi ne, %c_29, %18 : i32
        %empty_32 = tensor.empty() : tensor<4xindex>
        %c_33 = arith.constant 1 : index
        %extracted_slice_34 = tensor.extract_slice %empty_32[1] [%c_33] [1] : tensor<4xindex> to tensor<?xindex>
        %a.b = arith.cmpi sge, %19#1, %19#1 : index
        %v36 = arith.select %a.b, %19#1, %19#1 : index
        %val = arith.constant dense<[[-7.5, 1.000000e+00], [2.5, 1.0]]> : vector<2x2xf16>
        %log2_38 = math.log2 %val fastmath<afn> : vector<2x2xf16>
        %39 = arith.constant dense<[-1, 1, 1, 0]> : vector<4xi32>
        %40 = math.ipowi %39, %39 : vector<4xi32>
        %41 = arith.constant 0 : index
        %c = arith.constant 3 : index
        %43 = arith.constant 1 : index
        scf.parallel (%i_44) = (%41) to (%c) step (%43) {
            %46 = arith.maxnumf %cst_20, %cst_20 fastmath<arcp> : f16
            scf.reduce
        }
        %x_1 = memref.alloc() : memref<4xindex>
        %tmp48 = memref.reinterpret_cast %x_1 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xindex> to memref<2x2xindex, strided<[2, 1]>>
        %50 = arith.constant 1.000000e+00 : f16
        %51 = arith.cmpf une, %50, %50 fastmath<nnan, ninf, nsz> : f16
        memref.copy %x_1, %x_1 : memref<4xindex> to memref<4xindex>
        %res = arith.constant dense<1> : vector<2x2xindex>
        func.return %res, %c, %19#2 : vector<2x2xindex>, index, i8
    }
}
