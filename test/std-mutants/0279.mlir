// ir-gen std --seed 124 --size 8
module {
  func.func private @ext0() -> tensor<4xi8>
  func.func private @fn.0(%1: memref<4xi32>, %rhs: i32) -> (memref<4x2xi32>) {
    %c_3 = arith.constant 0 : index
    %index_cast_4 = arith.index_cast %c_3 : index to i32
    %5 = memref.alloc() : memref<4x2xi32> // TODO: check
    %a.b = memref.alloca() : memref<2x4xi32>
    %7 = memref.alloc() : memref<4x4xi32>
    linalg.matmul ins(%5, %a.b : memref<4x2xi32>, memref<2x4xi32>) outs(%7 : memref<4x4xi32>)
    %8 = arith.constant 1.000000e+00 : bf16
    %res = arith.constant 0.0 : bf16
    %lhs = arith.cmpf slt, %8, %res fastmath<fast> : bf16
    %x12 = arith.constant dense<[[-5, 127], [-1, 43], [127, 127], [53, -1]]> : tensor<4x2xi8>
    %extracted_slice_13 = tensor.extract_slice %x12[2, 0] [1, 2] [1, 1] : tensor<4x2xi8> to tensor<1x2xi8>
    %acc = arith.constant 1 : i64
    %15 = arith.cmpi uge, %acc, %acc : i64
    cf.assert %15, "x must be \"positive\""
    %16 = arith.constant 0 : index
    %17 = arith.constant 1 : index
    %extracted = tensor.extract %x12[%16, %17] : tensor<4x2xi8>
    %sum = arith.constant 1 : index
    %v20 = arith.constant 1 : index
    %21 = arith.constant 1 : index
    %22 = tensor.extract_slice %extracted_slice_13[0, %21] [%sum, 1] [%v20, 1] : tensor<1x2xi8> to tensor<?x1xi8>
    %x24:2 = scf.index_switch %sum -> i32, i8
    case 0 {
      %c_25 = arith.constant 0x0 : i32
      scf.yield %c_25, %extracted : i32, i8
    }
    default {
      scf.yield %index_cast_4, %extracted : i32, i8
    } // TODO: check

    func.return %5 : memref<4x2xi32>
  }
}
