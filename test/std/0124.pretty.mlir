module {
  func.func private @ext0() -> tensor<4xi8>
  func.func private @fn.0(%arg0: memref<4xi32>, %arg1: i32) -> memref<4x2xi32> {
    %c0 = arith.constant 0 : index
    %0 = arith.index_cast %c0 : index to i32
    %alloc = memref.alloc() : memref<4x2xi32>
    %alloca = memref.alloca() : memref<2x4xi32>
    %alloc_0 = memref.alloc() : memref<4x4xi32>
    linalg.matmul ins(%alloc, %alloca : memref<4x2xi32>, memref<2x4xi32>) outs(%alloc_0 : memref<4x4xi32>)
    %cst = arith.constant 1.000000e+00 : bf16
    %cst_1 = arith.constant 0.000000e+00 : bf16
    %1 = arith.cmpf one, %cst, %cst_1 fastmath<fast> : bf16
    %cst_2 = arith.constant dense<[[-5, 127], [-1, 43], [127, 127], [53, -1]]> : tensor<4x2xi8>
    %extracted_slice = tensor.extract_slice %cst_2[2, 0] [1, 2] [1, 1] : tensor<4x2xi8> to tensor<1x2xi8>
    %c1_i64 = arith.constant 1 : i64
    %2 = arith.cmpi uge, %c1_i64, %c1_i64 : i64
    cf.assert %2, "x must be \22positive\22"
    %c0_3 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %cst_2[%c0_3, %c1] : tensor<4x2xi8>
    %c1_4 = arith.constant 1 : index
    %c1_5 = arith.constant 1 : index
    %c1_6 = arith.constant 1 : index
    %extracted_slice_7 = tensor.extract_slice %extracted_slice[0, %c1_6] [%c1_4, 1] [%c1_5, 1] : tensor<1x2xi8> to tensor<?x1xi8>
    %3:2 = scf.index_switch %c1_4 -> i32, i8 
    case 0 {
      %c0_i32 = arith.constant 0 : i32
      scf.yield %c0_i32, %extracted : i32, i8
    }
    default {
      scf.yield %0, %extracted : i32, i8
    }
    return %alloc : memref<4x2xi32>
  }
}

