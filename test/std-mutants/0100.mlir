// ir-gen std --seed 101 --size 9
!buf0 = memref<4x2xf64>
!tensor1 = tensor<4x2xf32>
!tensor2 = tensor<8x3xf16>
func.func @fn.0(%arg_1: f32 {llvm.noundef}, %arg_2: memref<?x3xf32> {llvm.noundef, test.tag = "x"}, %val: tensor<4x2xf32>) -> f32 {
    %4 = arith.constant 55 : i64
 =   %a.b = arith.cmpi uge, %4, %4 : i64
    %alloc = memref.alloc() {alignment = 64} : memref<4x1x2xf64>
    %7 = memref.collapse_shape %alloc [[0, 1], [2]] : memref<4x1x2xf64> into !buf0
    %8 = arith.constant 2147483647 : i32
    cf.switch %8 : i32, [default: ^next.1,
      2: ^bb3(%arg_1 : f32)]
^next.1:
    %empty = tensor.empty() : !tensor1
    %10 = tensor.expand_shape %empty [[0], [1, 2]] output_shape [4, 1, 2] : tensor<4x2xf32> into tensor<4x1x2xf32>
    %c_11 = arith.constant 0x1 : i8
    %12 = math.ipowi %c_11, %c_11 : i8
    %x13 = arith.constant 1.000000e+00 : f64
    cf.cond_br %a.b, ^loop_2(%x13 : f64), ^loop_2(%x13 : f64)
^loop_2(%tmp14: f64):
    %empty_17 = tensor.empty() : !tensor2
    %empty_18 = tensor.empty() : tensor<8x3xf16>
    %t19 = math.fma %empty_17, %empty_17, %empty_18 fastmath<afn> : !tensor2
    %cst_20 = arith.constant dense<[[[1,1,42,2147483647], [61, 1, 65, 65], [51, 1, 0, 0], [76, 72, 2147483647, 9]]]> : vector<1x4x4xi32>
    %rhs, %22 = arith.mului_extended %cst_20, %cst_20 : vector<1x4x4xi32>
    cf.cond_br %a.b, ^bb3(%arg_1 : f32), ^bb3(%arg_1 : f32)
^bb3(%23: f32):
    %24 = arith.constant 38 : i64
    %25 = arith.ori %24, %4 : i64
    %acc = memref.alloc() : memref<1x2xf32>
    %29 = memref.expand_shape %acc [[0, 1], [2]] output_shape [1, 1, 2] : memref<1x2xf32> into memref<1x1x2xf32>
    func.return %arg_1 : f32
}
