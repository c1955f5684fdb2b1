func.func private @ext0(memref<4xf32>, memref<?x4xi64>, tensor<4xi8>) -> tensor<3xi8> attributes {passthrough = ["nounwind"], level = 2 : i64}
func.func private @ext1() -> () attributes {llvm.emit_c_interface, note = "generated"}
module @inner {
    func.func @helper0() -> (memref<3xf32>, memref<1x2xi8>, tensor<1x3x4xf32>) attributes {passthrough = ["nounwind"], level = 2 : i64} {
        %1 = arith.constant 0 : index
        %c_2 = arith.constant 3 : index
        %t3 = arith.constant 1 : index
        scf.parallel (%4) = (%1) to (%c_2) step (%t3) {
            %c_5 = arith.constant 1 : i64
            %6 = arith.cmpi equal, %c_5, %c_5 : i64
            scf.reduce
        }
        // ---- comment line ----
        cf.br ^exit1
    ^exit1:
        %x7 = arith.constant 20 : i32
        %8 = arith.maxui %x7, %x7 : i32
        %c = arith.constant 47 : index
        %cmp = arith.cmpi sgt, %c, %t3 : index
        cf.cond_br %cmp, ^bb2, ^bb2
    ^bb2:
        %lhs = arith.constant -1 : i8
        cf.switch %lhs : i8, [default: ^b3, 1: ^b4]
    ^b3:
        %12 = arith.cmpi sle, %c_2, %c_2 : index
        cf.cond_br %12, ^b4, ^b4
    ^b4:
        %x13 = memref.alloc() : memref<3xf32>
        %x14 = memref.alloc() : memref<1x2xi8>
        %v15 = tensor.empty() : tensor<1x3x4xf32>
        return %x13, %x14, %v15 : memref<3xf32>, memref<1x2xi8>, tensor<1x3x4xf32>
    }
}
func.func @f0() -> (i8, i8) attributes {ref = @inner::@helper0} {
    %1 = arith.constant 43 : i32
    %a.b = arith.remsi %1, %1 : i32
    %y = scf.execute_region -> (f32) {
        %cst_4 = arith.constant 100.0 : f64
        %subf = arith.subf %cst_4, %cst_4 fastmath<nnan,ninf> : f64
        // ---- comment line ----
        %fma = math.fma %cst_4, %cst_4, %cst_4 fastmath<nnan, ninf, nsz> : f64
        %7 = arith.constant false
        %8 = arith.constant -1 : i8
        %sel_9 = arith.select %7, %8, %8 : i8
        %v10 = tensor.empty() : tensor<3xi8>
        %ipowi_11 = math.ipowi %v10, %v10 : tensor<3xi8>
        %12 = arith.constant 1.0 : f32
        scf.yield %12 : f32
    }
    %13 = tensor.empty() : tensor<3xi8>
    %cast = tensor.cast %13 : tensor<3xi8> to tensor<?xi8>
    %x_1 = arith.constant -0.25 : bf16
    %v16 = arith.fptosi %x_1 : bf16 to i32
    scf.forall (%v17, %18) in (1, 1) {
        %res = arith.constant dense<0.5> : tensor<8x8xf32>
        %20 = arith.constant dense<0.0> : tensor<8x4xf32>
        // ---- comment line ----
        %lin = linalg.matmul ins(%res, %20 : tensor<8x8xf32>, tensor<8x4xf32>) outs(%20 : tensor<8x4xf32>) -> tensor<8x4xf32>
        %c_23 = arith.constant -1 : i64
        %cmp_24 = arith.cmpi ult, %c_23, %c_23 : i64
        %res_25:2 = scf.if %cmp_24 -> (i8, i8) {
            %c_26 = arith.constant 4611686018427387903 : i64
            %cst_27 = arith.constant 4.0E+2 : f16
            %divf = arith.divf %cst_27, %cst_27 : f16
            %x29 = arith.constant 0 : i8
            scf.yield %x29, %x29 : i8, i8
        } else {
            %30 = arith.constant 1 : index
            %31 = arith.constant 5 : index
            %32 = arith.constant 3 : index
            %r = scf.for %tmp34 = %30 to %31 step %32 iter_args(%35 = %y) -> (f32) {
                %cst = arith.constant dense<[-1, -1, 127]> : vector<3xi8>
                %38 = arith.shli %cst, %cst : vector<3xi8>
                %c = arith.constant 127 : i8
                %40 = tensor.from_elements %c : tensor<1xi8>
                %sum = arith.constant 5 : index
                %v42 = arith.constant 3 : index
                %empty_43 = tensor.empty(%v42) : tensor<?x1xf32>
                %44 = tensor.insert_slice %empty_43 into %res[1, 7] [%sum, 1] [1, 1] : tensor<?x1xf32> into tensor<8x8xf32>
                %empty_45 = tensor.empty() : tensor<3xi8>
                %46 = arith.constant 0 : index
                %extracted = tensor.extract %empty_45[%46] : tensor<3xi8>
                scf.yield %y : f32
            }
            %acc = arith.constant 1.0 : f32
            %lhs = arith.constant 1.0 : f64 //
            %t50 = arith.constant 0.5 : f64
            %51 = arith.cmpf ult, %lhs, %t50 fastmath<none> : f64
            %52 = memref.alloc() : memref<4xf32>
            %val = arith.constant 2 : index
            %v_54 = memref.load %52[%val] : memref<4xf32>
            %55 = arith.constant -1 : i8
            scf.yield %55, %55 : i8, i8
        }
    }
    %v59 = arith.constant 0 : i8
    func.return %v59, %v59 : i8, i8
}
