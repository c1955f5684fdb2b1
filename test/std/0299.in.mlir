// ir-gen std --seed 299 --size 9
module {
    module @inner {

        func.func private @helper1(%arg: f16 {llvm.noundef}, %rhs: i32, %4: i16 {llvm.noundef, test.tag = "x"}, %arg_5: memref<?x4xi16>) -> (index) {
            %x6 = arith.constant dense<1.0> : tensor<3xf64>
            %a.b = math.copysign %x6, %x6 fastmath<nnan,ninf> : tensor<3xf64>
            %cst_8 = arith.constant dense<1.0> : vector<3xf32>
            %neg = arith.negf %cst_8 fastmath<nnan, ninf, nsz> : vector<3xf32>
            %c = arith.constant 1 : i1
            %y = scf.if %c -> (i8) {
                %12 = arith.constant 0 : i8
                scf.yield %12 : i8
            } else {
                %13 = arith.constant 0 : i8
                scf.yield %13 : i8
            }
            %lhs = arith.constant 0 : index
            func.return %lhs : index
        }
    }
    func.func @compute0() -> (tensor<4x8xindex> {llvm.noundef, test.tag = "x"}, tensor<3xi16>) attributes {passthrough = ["nounwind"], level = 2 : i64} {
        %c = arith.constant 80 : i64
        %index_cast = arith.index_cast %c : i64 to index
        %c_3 = arith.constant -1 : i16
        %4 = arith.constant -1 : i16
        cf.switch %c_3 : i16, [default: ^b1, 1: ^bb2(%c_3, %4 : i16, i16)]
    ^b1:
        %cst = arith.constant dense<[false, false]> : tensor<2xi1>
        %6 = arith.constant dense<[-9, 0]> : tensor<2xi16>
        %sel_7 = arith.select %cst, %6, %6 : tensor<2xi1>, tensor<2xi16>
        %x9 = arith.constant 32767 : i16
        cf.br ^bb2(%x9, %4 : i16, i16)
    ^bb2(%ba: i16, %11: i16):
        %lhs = tensor.empty() : tensor<3xf32>
        %cmp_13 = arith.cmpf ugt, %lhs, %lhs fastmath<fast> : tensor<3xf32>
        %val = arith.cmpi ule, %index_cast, %index_cast : index
        cf.cond_br %val, ^bb3(%index_cast : index), ^bb3(%index_cast : index)
    ^bb3(%15: index):
        %sum = arith.constant dense<0> : vector<1xi32>
        %17 = arith.addi %sum, %sum overflow<none> : vector<1xi32>
        %t18 = tensor.empty() : tensor<4x8xindex>
        %empty_19 = tensor.empty() : tensor<3xi16>
        return %t18, %empty_19 : tensor<4x8xindex>, tensor<3xi16>
    }

    func.func private @compute1(%arg_1: vector<3xi32>, %arg: tensor<3xindex>, %a.b: memref<4xindex>) -> (memref<3xi16>, memref<3xi16> {test.foo = 1 : i32}, index) attributes {ref = @inner::@helper1} {
        %cst = arith.constant 0.5 : f64
        %powf_5 = math.powf %cst, %cst fastmath<nnan,ninf> : f64
        %6 = arith.constant -1.0 : f32
        %7 = arith.constant 49 : i16
        %8 = math.fpowi %6, %7 : f32, i16
        %lhs = arith.constant dense<[1.0, 1.0, -1.0, 0.0]> : vector<4xf64>
        %floor_10 = math.floor %lhs fastmath<nnan, ninf, nsz> : vector<4xf64>
        %rhs = arith.constant 8 : index
        %r_12, %13 = scf.index_switch %rhs -> f16, index
        case 1 {
            %14 = arith.constant -0.25 : f16
            // ---- comment line ----
            scf.yield %14, %rhs : f16, index // TODO: check
        }
        default {
            %15 = arith.constant 2.5 : f16
            %tmp16 = arith.constant 26 : index //
            scf.yield %15, %tmp16 : f16, index
        }
        %17 = memref.alloca() : memref<3xi16>
        return %17, %17, %13 : memref<3xi16>, memref<3xi16>, index
    }
}
