!tensor0 = tensor<4xf64>
!vec1 = vector<8xf32>
!vec2 = vector<8xi8>
!buf3 = memref<4x3xf32>
!vec4 = vector<4xf64>
!tensor5 = tensor<4xbf16>
!tensor6 = tensor<4x2xf32>
module {
    func.func @f0(%arg_1: vector<4xi32>) -> (f64, !tensor0 {test.foo = 1 : i32}, vector<2xf64> {test.foo = 1 : i32}) attributes {passthrough = ["nounwind"], level = 2 : i64} {
        %cst_2 = arith.constant dense<-0.25> : tensor<8xf64>
        %3 = tensor.expand_shape %cst_2 [[0, 1]] output_shape [8, 1] : tensor<8xf64> into tensor<8x1xf64>
        %cst = arith.constant dense<[1.000000e+00,4.0E+2,0.0,1.000000e+00,0.5,3.0,0.0,4.0E+2]> : vector<8xf32>
        %5 = arith.constant dense<0> : !vec2
        %6 = math.fpowi %cst, %5 fastmath<fast> : !vec1, vector<8xi8>
        %7 = arith.constant -1 : i32

        %sum, %acc = arith.mulsi_extended %7, %7 : i32
        %10 = memref.alloca() : memref<4x3xf32>
        %c_11 = arith.constant 2 : index
        %c = arith.constant 0 : index
        %v = memref.load %10[%c_11, %c] : !buf3
        %14 = tensor.cast %cst_2 : tensor<8xf64> to tensor<8xf64>
        %15 = arith.constant 0 : i32
        %a.b = arith.constant 0 : i32
        %x17 = arith.xori %15, %a.b : i32
        %c_18 = arith.constant 0 : index
        %tmp19 = arith.constant 2 : index
        %x20 = arith.constant 2 : index
        scf.parallel (%i_21) = (%c_18) to (%tmp19) step (%x20) {
        }
        %cst_22 = arith.constant -0.25 : f64
        %23 = arith.constant dense<0.5> : !tensor0
        %val = arith.constant dense<[-0.25, 100.0]> : vector<2xf64>
        return %cst_22, %23, %val : f64, tensor<4xf64>, vector<2xf64>
    }
    func.func private @compute1(%1: f64, %2: memref<8xi8>) -> (!vec4) attributes {passthrough = ["nounwind"], level = 2 : i64} {
        %res = arith.constant 3.0 : bf16
        %4 = tensor.from_elements %res, %res, %res, %res : !tensor5

        %5 = arith.constant 64 : index
        %6 = arith.cmpi sge, %5, %5 : index
        cf.cond_br %6, ^next.3, ^b1
    ^b1:
        %cst_7 = arith.constant 3.0 : f64
        %log1p_8 = math.log1p %cst_7 : f64
        %c_9 = arith.constant 1 : index
        %c_10 = arith.constant 4611686018427387903 : index
        %y = arith.cmpi ult, %c_9, %c_10 : index
        cf.cond_br %y, ^exit2(%log1p_8 : f64), ^next.3
    ^exit2(%12: f64):
        %empty = tensor.empty() : !tensor6
        %14 = linalg.transpose ins(%empty : tensor<4x2xf32>) outs(%empty : !tensor6) permutation = [0, 1]
        cf.cond_br %6, ^next.3, ^next.3
    ^next.3:
        %cast_15 = tensor.cast %4 : tensor<4xbf16> to tensor<4xbf16>
        %16 = arith.constant dense<0.5> : vector<4xf64>
        func.return %16 : vector<4xf64>
    }
}
