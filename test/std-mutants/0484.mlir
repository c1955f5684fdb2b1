module @inner {
  func.func private @helper1(%lhs: memref<2x8xi64>, %arg: i16 {llvm.zeroext}, %arg_3: i64) -> (i64 {llvm.noundef, test.tag = "x"}, memref<?xi64>) {
    %4 = arith.constant 0 : i8
    %5 = math.ipowi %4, %4 : i8
    %6 = memref.alloc() : memref<2x8xi64>
    %c_7 = arith.constant 32767 : i16
    %8, %res = call @helper1(%6, %c_7, %arg_3) : (memref<2x8xi64>, i16, i64) -> (i64, memref<?xi64>)
    %c_10 = arith.constant 4611686018427387903 : index
    %11 = scf.index_switch %c_10 -> i16
    case 1 {
      scf.yield %arg : i16
    }
    default {
      scf.yield %arg : i16
      // ---- comment line ----
    }
    func.return %arg_3, %res : i64, memref<?xi64>
  }
}
func.func private @compute0(%acc: i16 {llvm.noundef, test.tag = "x"}) -> (memref<4xi16>) attributes {llvm.emit_c_interface, note = "generated"} {
  %x_1 = arith.constant 18 : i16
  %v3 = func.constant @compute0 : (i16) -> (memref<4xi16>)
  %4 = func.call_indirect %v3(%x_1) : (i16) -> (memref<4xi16>)    // keep
  %empty_5 = tensor.empty() : tensor<3xi16>
  %6 = arith.constant 1 : index
  %7 = arith.constant 1 : index
  %8 = tensor.extract_slice %empty_5[%6] [%7] [1] : tensor<3xi16> to tensor<?xi16>
  %tmp9 = tensor.empty() : tensor<1x2xf32>
  %10 = arith.constant dense<[[-1.0], [100.0]]> : tensor<2x1xf32>
  %cst = arith.constant dense<1.0> : tensor<1x1xf32>
  %12 = linalg.matmul ins(%tmp9, %10 : tensor<1x2xf32>, tensor<2x1xf32>) outs(%cst : tensor<1x1xf32>) -> tensor<1x1xf32>
  %c_13 = arith.constant 1 : index
  %lhs = arith.constant 1 : index
  %tmp19 = scf.for %15 = %c_13 to %7 step %lhs iter_args(%acc_18 = %x_1) -> (i16) {
    scf.yield %acc : i16
  }
  %tmp20 = memref.alloc() : memref<4xi16>
  return %tmp20 : memref<4xi16>
}
func.func @fn.1(%sum: tensor<4xi32>, %2: memref<4xi64>, %arg: i64 {llvm.zeroext}, %4: i16) -> memref<4x4xi64> attributes {ref = @inner::@helper1} {
  %tmp5 = memref.alloc() : memref<1xi16>
  %lhs = arith.constant 0 : index
  %7 = memref.load %tmp5[%lhs] : memref<1xi16>
  %c = arith.constant 1 : index
  %x9 = tensor.extract_slice %sum[3] [11] [%c] : tensor<4xi32> to tensor<1xi32>
  %10 = func.call @"fn.1"(%sum, %2, %arg, %4) : (tensor<4xi32>, memref<4xi64>, i64, i16) -> (memref<4x4xi64>)
  %a.b = arith.constant 1 : i1
  %acc = arith.ceildivui %a.b, %a.b : i1
  return %10 : memref<4x4xi64>
}
