!buf0 = memref<3x4xi32>
!buf1 = memref<1xi32>
!tensor2 = tensor<3x4xi8>
!tensor3 = tensor<3x4xf32>
func.func public @compute0(%1: f16, %arg: i32, %x3: memref<3x8x1xf16>, %arg_4: memref<3x4xi32> {llvm.noundef, test.tag = "x"}) -> i32 {
    %v5 = arith.constant 2 : index
    %x_1 = arith.constant 1 : index
    memref.store %arg, %arg_4[%v5, %x_1] : !buf0
    %7 = arith.constant 3.0 : f32
    %expm1_8 = math.expm1 %7 : f32
    %alloca = memref.alloca() : !buf1
    memref.dealloc %alloca : memref<1xi32>
    %t10 = arith.constant dense<-1> : tensor<3x4xi8>
    %sitofp_11 = arith.sitofp %t10 : !tensor2 to tensor<3x4xf64>
    %12 = arith.constant 0 : index
    %x13 = arith.constant 2 : index
    %extracted = tensor.extract %sitofp_11[%12, %x13] : tensor<3x4xf64>
    %t15 = arith.constant false
    %val = arith.constant 1 : index
    %a.b = tensor.empty(%val) : tensor<?xf16>
    %sel = arith.select %t15, %a.b, %a.b : tensor<?xf16>
    %19 = arith.constant dense<1.0> : tensor<3x4xf32>
    %res = tensor.empty() : tensor<3x4xf32>    // keep
    %lhs = linalg.add ins(%19, %19 : !tensor3, tensor<3x4xf32>) outs(%res : tensor<3x4xf32>) -> !tensor3
    %sum = arith.constant 2.5 : f16
    %tmp23 = arith.constant 2 : index
    %25 = arith.constant 3 : index
    %v26 = arith.constant 0 : index
    memref.store %sum, %x3[%tmp23, %25, %v26] : memref<3x8x1xf16>
    func.return %arg : i64
}
