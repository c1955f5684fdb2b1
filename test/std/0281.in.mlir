// ir-gen std --seed 281 --size 9
module {
    func.func private @ext0(f16, f16 {llvm.noundef, test.tag = "x"}) -> ()
    func.func private @ext1(f16, memref<4xindex>) -> (f64 {llvm.noundef, test.tag = "x"}, memref<1x8x2xf64>) attributes {test.kernel}
    module @inner {
        func.func public @helper2(%1: tensor<4xf64>, %acc: f16) -> (f16, tensor<4x4xf64>, f16 {llvm.noundef, test.tag = "x"}) {
            %3 = arith.constant 100.0 : f64
            %atan = math.atan %3 fastmath<nnan,ninf> : f64
            %5 = arith.constant 100.0 : f32
            cf.br ^bb1(%atan, %5 : f64, f32)
        ^bb1(%ba: f64, %7: f32):
            %8 = arith.constant 1 : index
            %9 = tensor.extract %1[%8] : tensor<4xf64>
            %c_10 = arith.constant 0x7fffffff : i32
            %cmp_11 = arith.cmpi slt, %c_10, %c_10 : i32
            cf.cond_br %cmp_11, ^b2(%atan : f64), ^bb3
        ^b2(%12: f64):
            %val = arith.constant 76 : index
            %x14 = arith.constant -1 : index
            %v15 = arith.cmpi sge, %val, %x14 : index
            cf.assert %v15, "x must be \"positive\""
            // ---- comment line ----
            %16 = arith.constant 1 : i64
            cf.switch %16 : i64, [default: ^bb3,
      3: ^bb3,
      5: ^next.4(%12, %acc : f64, f16),
      7: ^bb3]
        ^bb3:
            %17 = arith.constant true
            %t18 = arith.constant 0.5 : f64
            cf.cond_br %17, ^next.4(%t18, %acc : f64, f16), ^next.4(%t18, %acc : f64, f16)
        ^next.4(%tmp19: f64, %20: f16):
            %21 = arith.constant 1.0 : f16
            %x22 = tensor.empty() : tensor<4x4xf64>
            %cst = arith.constant 0.0 : f16
            return %21, %x22, %cst : f16, tensor<4x4xf64>, f16
        }
    }
    func.func @kernel_0(%1: f64) attributes {test.kernel} {
        %2 = arith.constant 1 : index
        %tmp3 = arith.constant 3 : index
        %4 = arith.constant 1 : index
        %cst_5 = arith.constant 0.5 : f16
        %6 = arith.constant -0.25 : f16
        %10:2 = scf.for %7 = %2 to %tmp3 step %4 iter_args(%8 = %cst_5, %acc = %6) -> (f16, f16) {
            %tmp11 = arith.constant -1 : i16
            %addi = arith.addi %tmp11, %tmp11 overflow<none> : i16
            func.call @kernel_0(%1) : (f64) -> ()
            %a.b = arith.constant dense<[4611686018427387903,75,56,1]> : tensor<4xindex>
            %c = arith.constant 1 : index
            %c_15 = arith.constant 1 : index
            %empty = tensor.empty() : tensor<2xindex>
            %17 = tensor.insert_slice %empty into %a.b[%c] [2] [%c_15] : tensor<2xindex> into tensor<4xindex>
            scf.yield %6, %8 : f16, f16
        }
        cf.br ^b1
    ^b1:
        cf.br ^b2(%4 : index)
    ^b2(%18: index):
        return
    }
    func.func @compute1() -> vector<4x4xf16> attributes {ref = @inner::@helper2} {
        %1 = arith.constant 0.5 : f32

        %maxnumf_2 = arith.maxnumf %1, %1 fastmath<fast> : f32
        %3 = arith.constant true
        cf.cond_br %3, ^b1, ^b1
    ^b1:
    // ---- comment line ----
        %r = scf.if %3 -> f64 {
            %empty = tensor.empty() : tensor<4x4xf64>
            scf.execute_region {
                scf.yield
            }
            %6 = arith.constant 2.5 : f64
            scf.yield %6 : f64
        } else {
            %cst = arith.constant 0.0 : f64
            scf.yield %cst : f64
        }
        %8 = arith.constant false
        cf.cond_br %8, ^bb2, ^b4
    ^bb2:
        %cst_9 = arith.constant 1.5e-1 : f16
        cf.br ^then3(%cst_9 : f16)
    ^then3(%ba_10: f16):
        cf.br ^b4
    ^b4:
        %cst_11 = arith.constant dense<[[1.0, 1.0, 2.5, 0.0], [3.0, 1.0, -7.5, 3.0], [0.5, 1.5e-1, 1.0, 0.5], [-1.0, 2.5, -0.25, 4.0E+2]]> : vector<4x4xf16>
        func.return %cst_11 : vector<4x4xf16>

    }
}
