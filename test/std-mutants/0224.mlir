// ir-gen std --seed 189 --size 13
func.func private @ext0(f32) -> (tensor<4xf32> {llvm.noundef})
func.func @kernel_0(%arg_1: tensor<4xf32>, %2: memref<4xf16>) -> f32 attributes {passthrough = ["nounwind"], level = 2 : i64} {
    %y = arith.constant -1.0 : f16
    %v4 = arith.minnumf %y, %y : f16
    %5 = arith.constant dense<[43,32767,30,0]> : vector<4xi16>
    %v6 = arith.bitcast %5 : vector<4xi16> to vector<4xbf16>
    %c = arith.constant 0 : index //
    memref.store %v4, %2[%c] : memref<4xf16>
    %9 = scf.index_switch %c -> i32
    case 0 {
        %11 = arith.constant 1 : i8
        %cmp_12 = arith.cmpi oeq, %11, %11 : i8
        scf.if %cmp_12 {
            %13 = arith.constant -7.5 : f32
            %fptoui = arith.fptoui %13 : f32 to i8
        }
        %v15 = arith.constant 77 : i32
        scf.yield %v15 : i32
    }
    case 2 {
        %res = arith.constant 0 : i32
        scf.yield %res : i32
    }
    default {
        %x17 = arith.constant 2147483647 : i32
        scf.yield %x17 : i32
    }
    %cst_18 = arith.constant 2.5 : f32
    func.return %cst_18 : f32    // keep
}
func.func private @f1(%1: memref<3xi32>, %arg: f32, %3: tensor<4xf32>, %v4: tensor<4x1xf32>) -> () attributes {test.kernel} {
    %x5 = arith.constant 0.5 : f64

    %6 = arith.minimumf %x5, %x5 fastmath<arcp> : f64
    %x7 = arith.constant 33 : i8
    %t8 = arith.constant 1 : i8
    %9 = arith.cmpi ugt, %x7, %t8 : i8
    cf.cond_br %9, ^bb3(%arg : f32), ^bb1
^bb1:
    %v10 = scf.execute_region -> (f32) {
        %c_11 = arith.constant -1 : i32
        %c = arith.constant 1 : index
        memref.store %c_11, %1[%c] : memref<3xi32>
        %13 = arith.constant 0 : index
        %14 = tensor.dim %v4, %13 : tensor<4x1xf32>
        %cst_15 = arith.constant -7.5 : f32
        scf.yield %cst_15 : f32
    }
    cf.cond_br %9, ^exit2, ^exit2
^exit2:
    %16 = arith.constant dense<[false, false, false, false]> : vector<4xi1>
    %cst = arith.constant dense<-7.5> : vector<4xf32>
    %sel = arith.select %16, %cst, %cst : vector<4xi1>, vector<4xf32>
    %19 = arith.constant 31 : i32
    %sum = arith.cmpi sge, %19, %19 : i32
    cf.cond_br %sum, ^bb3(%arg : f32), ^bb3(%arg : f32)
^bb3(%21: f32):
    %22 = arith.constant 1 : i32
    %sitofp_23 = arith.sitofp %22 : i32 to f32
    return
}
