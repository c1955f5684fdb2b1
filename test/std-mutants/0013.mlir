// ir-gen std --seed 182 --size 18
module attributes {test.module_note = "std"} {

    func.func @compute0(%rhs: i16) attributes {passthrough = ["nounwind"], level = 2 : i64} {
        %2 = arith.constant 0 : index
        %y = arith.constant 6 : index
        %v4 = arith.constant 1 : index
        %5 = arith.constant 0 : index
        %c_6 = arith.constant 6 : index
        %7 = arith.constant 2 : index
        scf.parallel (%tmp8, %i_9) = (%2, %5) to (%y, %c_6) step (%v4, %7) {
            %c = arith.constant 0 : i1
            %r_11 = scf.if %c -> (i32) {
                func.call @compute0(%rhs) : (i16) -> ()
                %cst = arith.constant 4.0E+2 : f32
                %14 = arith.constant -1 : i32
                %15 = math.fpowi %cst, %14 fastmath<fast> : f32, i32
                scf.yield %14 : i32
            } else {
                %lhs = arith.shli %tmp8, %v4 overflow<nsw, nuw> : index
                %17 = arith.constant -1 : i32
                scf.yield %17 : i32
            }
        }
        %x_1 = arith.constant dense<false> : tensor<3xi1>
        %acc = arith.extui %x_1 : tensor<3xi1> to tensor<3xi8>
        %res = memref.alloc() : memref<1x2xi8>
        %t21 = memref.alloc() : memref<1x2xi8>
        linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], doc = "elementwise"} ins(%res : memref<1x2xi8>) outs(%t21 : memref<1x2xi8>) {
        ^bb0(%22: i8, %val: i8):
            %tmp24 = arith.addi %22, %val : i8
            linalg.yield %tmp24 : i8
        }
        %25 = arith.constant 0 : index
        %x26 = arith.constant 0 : index
        %v_27 = memref.load %res[%25, %x26] : memref<1x2xi8>
        %28 = tensor.empty() : tensor<4x4xi32>
        %32, %33 = scf.while (%arg_29 = %28, %v31 = %5) : (tensor<4x4xi32>, index) -> (vector<4x1xf16>, i32) {
            %c_34 = arith.constant 1 : i32
            %cmp_35 = arith.cmpi ne, %c_34, %c_34 : i32
            %cst_37 = arith.constant dense<[[-1.0],[100.0],[-1.0],[1.0]]> : vector<4x1xf16>
            %38 = arith.constant 34 : i32
            scf.condition(%cmp_35) %cst_37, %38 : vector<4x1xf16>, i32i32
        } do {
        ^bb0(%39: vector<4x1xf16>, %arg: i32):
            %c_42 = arith.constant 24 : index
            scf.yield %28, %c_42 : tensor<4x4xi32>, index

        }
        func.return
    }
    func.func public @f1(%arg: f64) -> (i32, memref<4x4xi32>) {
        %cst_2 = arith.constant 1.0 : f64
        %v3 = arith.negf %cst_2 fastmath<afn> : f64
        %x_1 = tensor.empty() : tensor<4x1xi32>
        %5 = arith.constant 1 : index

        %v6 = tensor.extract_slice %x_1[2, 0] [1, %5] [1, 1] : tensor<4x1xi32> to tensor<1x?xi32>
        %cst_7 = arith.constant dense<0> : vector<4x3xi32>
        %ctlz = math.ctlz %cst_7 : vector<4x3xi32>
        cf.br ^b1
    ^b1:
        %9 = arith.constant -1 : i64
        %uitofp = arith.uitofp %9 : i64 to f16
        %alloca = memref.alloca() : memref<3xf64>
        %x12 = memref.alloca() {alignment = 64} : memref<3xf64>
        linalg.div ins(%alloca, %alloca : memref<3xf64>, memref<3xf64>) outs(%x12 : memref<3xf64>)
        %y = math.ipowi %9, %9 : i64
        %tmp14 = arith.constant true
        cf.cond_br %tmp14, ^bb2(%uitofp : f16), ^bb2(%uitofp : f16)
    ^bb2(%15: f16):
        %16 = arith.constant dense<[0.5, 1.000000e+00, 3.0]> : vector<3xf32>
        %a.b = arith.minnumf %16, %16 fastmath<arcp> : vector<3xf32>
        scf.index_switch %5
        case 2 {
            %t18 = arith.constant -0.25 : f16 //
            scf.yield
        }
        case 3 {
            scf.yield
        }
        default {
            scf.yield
        }
        %tmp19 = arith.constant -1 : i32
        %20 = memref.alloc() : memref<4x4xi32>
        return %tmp19, %20 : i32, memref<4x4xi32>  // note
    }
}
