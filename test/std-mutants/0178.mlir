module attributes {test.module_note = "std"} {
    func.func private @ext0(vector<8x1xi8>) -> (i8, tensor<1x8x4xf16>)
    func.func private @ext1()
    func.func @kernel_0() -> f32 {
        %c_1 = arith.constant false
        cf.assert %c_1, "bounds check"
        %cst_2 = arith.constant dense<[[3.0, 0.0, 1.0, 0.5], [4.0E+2, 0.0, 2.5, -0.25]]> : vector<2x4xf64>
        %cst_3 = arith.constant dense<3.0> : vector<2x4xf64>
        %subf = arith.subf %cst_2, %cst_3 fastmath<reassoc,contract> : vector<2x4xf64>
        %acc = arith.constant -1.0 : f64
        %val = math.fma %acc, %acc, %acc : f64
        %t7 = arith.constant 127 : i8
        %t8 = tensor.splat %t7 : tensor<3xi8>
        %9 = arith.constant 1 : index
        %empty_10 = tensor.empty(%9) : tensor<8x?xf16>
        %rsqrt_11 = math.rsqrt %empty_10 fastmath<nnan, ninf, nsz> : tensor<8x?xf16>
        %12 = arith.constant 2 : i64
        %13 = arith.constant 2 : i64
        %14 = arith.constant 0.0 : f16
        %res:2 = scf.for %iv = %12 to %12 step %13 iter_args(%acc_16 = %val, %17 = %14) -> (f64, f16) : i64 {
            %cst = arith.constant dense<false> : vector<1x2x2xi1>
            %20 = arith.remui %cst, %cst : vector<1x2x2xi1>
            %21 = arith.cmpi ugt, %9, %9 : index
            %22 = arith.select %21, %14, %14 : f16

            %23 = arith.constant 0 : index
            %24 = arith.constant 4 : index
            %c_25 = arith.constant 3 : index
            scf.for %x27 = %23 to %24 step %c_25 {
            // ---- comment line ----
                %28 = arith.constant 0 : i8
                %v29 = arith.constant 4 : i8
                %c = arith.constant 3 : i8
                %v31 = arith.constant 127 : i8
                %res_35:2 = scf.for %iv_32 = %28 to %v29 step %c iter_args(%33 = %28) -> (i8, i8) : i8 {
                    %36 = tensor.from_elements %v31, %33, %v31 : tensor<3xi8>
                    %v37 = arith.constant dense<1> : vector<8x1xi8>
                    %38 = func.constant @ext0 : (vector<8x1xi8>) -> (i8, tensor<1x8x4xf16>)
                    %39, %a.b = func.call_indirect %38(%v37) : (vector<8x1xi8>) -> (i8, tensor<1x8x4xf16>)
                    %lhs = tensor.empty() : tensor<2x4xf32>
                    %cmp = arith.cmpf oeq, %lhs, %lhs fastmath<reassoc,contract> : tensor<2x4xf32>
                    scf.yield %v29, %v31 : i8, i8

                }
                scf.yield
            }
            %addf = arith.addf %acc, %val : f64
            %cst_44 = arith.constant -0.25 : f64
            scf.yield %cst_44, %14 : f64, f16
        }
        func.call @ext1() : () -> ()
        %45 = arith.constant -0.25 : f32
        return %45 : f32
    }
}
