// ir-gen std --seed 245 --size 9
!tensor0 = tensor<2xi64>
!buf1 = memref<2048xi8>
!buf2 = memref<4x8xf16>
!tensor3 = tensor<8x3xf32>
!tensor4 = tensor<1x3xf32>
!tensor5 = tensor<2x8x8xf64>
!tensor6 = tensor<2x8x8xi32>
module {
    module @inner {
        func.func private @helper7(%arg_1: memref<3x1xi8>) {
            %2 = tensor.empty() : tensor<2xi64>
            %3 = arith.constant 1 : index
            %extracted_slice_4 = tensor.extract_slice %2[%3] [1 [1] : !tensor0 to tensor<1xi64>
            %a.b = arith.constant 0 : i1
            %6 = arith.constant -1 : i8
            %7 = arith.constant 4.0E+2 : f32
            cf.cond_br %a.b, ^b1(%6, %7 : i8, f32), ^bb2
        ^b1(%9: i8, %10: f32):
            %alloc_11 = memref.alloc() : !buf1
            %c_12 = arith.constant 0 : index
            %x13 = memref.view %alloc_11[%c_12][] : memref<2048xi8> to !buf2
            cf.br ^bb2
        ^bb2:
            %sum = tensor.empty() : tensor<2x8x8xf32>
            return
        }
    }
    func.func private @fn.0(%1: tensor<4xi8> {test.foo = 1 : i32}, %arg: f32, %3: memref<2xi8>) {
        %tmp4 = arith.constant dense<100.0> : tensor<1x8xf32>
        %tmp5 = tensor.empty() : !tensor3
        %cst_6 = arith.constant dense<100.0> : tensor<1x3xf32>
        %lin = linalg.matmul ins(%tmp4, %tmp5 : tensor<1x8xf32>, tensor<8x3xf32>) outs(%cst_6 : !tensor4) -> tensor<1x3xf32>
        %c = arith.constant 0 : i8
        cf.br ^bb1(%c, %c : i8, i8)

    ^bb1(%ba_9: i8, %acc: i8):
        %v11 = tensor.empty() : tensor<2x8x8xf64>
        %empty = tensor.empty() : tensor<2x8x8xf64>
        %lin_13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v11 : !tensor5) outs(%empty : tensor<2x8x8xf64>) {
        ^bb0(%14: f64, %in: f64):
            %x16 = arith.addf %14, %in : f64
            linalg.yield %x16 : f64
        } -> !tensor5
        cf.br ^b2
    ^b2:
        %rhs = arith.constant 1 : index
        %18 = arith.constant 5 : index
        %19 = arith.constant 2 : index
        scf.for %iv = %rhs to %18 step %19 {
            %21 = tensor.empty() : tensor<2xi32>
            %cst_22 = arith.constant dense<1> : tensor<2xi32>
            %23 = math.ipowi %21, %cst_22 : tensor<2xi32>
        }
        return
    }
    func.func @fn.1() -> (f32, index) attributes {ref = @inner::@helper7} {
        %t1 = arith.constant dense<1> : tensor<2x8x8xi32>
        %2 = tensor.empty() : tensor<2x8x8xi32>
        %tmp3 = linalg.mul ins(%t1, %2 : !tensor6, tensor<2x8x8xi32>) outs(%t1 : tensor<2x8x8xi32>) -> tensor<2x8x8xi32>
        %c = arith.constant 34 : i64  // note
        %cmp = arith.cmpi uge, %c, %c : i64
        %t6 = arith.constant 1 : i32
        %c_7 = arith.constant 127 : i8
        cf.cond_br %cmp, ^loop_1, ^loop_2(%t6, %c_7 : i32, i8)
    ^loop_1:    // keep
        %8 = arith.constant 1.000000e+00 : f32
        %tmp9 = arith.addf %8, %8 fastmath<none> : f32
        %c_10 = arith.constant 45 : i8
        cf.br ^loop_2(%t6, %c_10 : i32, i8)
    ^loop_2(%v11: i32, %x_1: i8):
        %13 = arith.constant 0 : index
        %14 = arith.constant 1 : index
        %res = arith.constant 4 : index
        %a.b = tensor.extract %t1[%13, %14, %res] : tensor<2x8x8xi32>
        cf.cond_br %cmp, ^loop_3, ^loop_3
    ^loop_3:
        %20 = arith.constant 1 : index
        %21 = arith.constant 7 : index
        %alloc = memref.alloc(%20)[%21] {alignment = 64} : memref<?x4xi8, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
        %23 = arith.constant 4.0E+2 : f32
        return %23, %20 : f32, index
    }
}
