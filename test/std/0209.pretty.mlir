module {
  module @inner {
    func.func private @helper1(%arg0: memref<2x8xi64>, %arg1: i16 {llvm.zeroext}, %arg2: i64) -> (i64 {llvm.noundef, test.tag = "x"}, memref<?xi64>) {
      %c0_i8 = arith.constant 0 : i8
      %0 = math.ipowi %c0_i8, %c0_i8 : i8
      %alloc = memref.alloc() : memref<2x8xi64>
      %c32767_i16 = arith.constant 32767 : i16
      %1:2 = call @helper1(%alloc, %c32767_i16, %arg2) : (memref<2x8xi64>, i16, i64) -> (i64, memref<?xi64>)
      %c4611686018427387903 = arith.constant 4611686018427387903 : index
      %2 = scf.index_switch %c4611686018427387903 -> i16 
      case 1 {
        scf.yield %arg1 : i16
      }
      default {
        scf.yield %arg1 : i16
      }
      return %arg2, %1#1 : i64, memref<?xi64>
    }
  }
  func.func private @compute0(%arg0: i16 {llvm.noundef, test.tag = "x"}) -> memref<4xi16> attributes {llvm.emit_c_interface, note = "generated"} {
    %c18_i16 = arith.constant 18 : i16
    %f = constant @compute0 : (i16) -> memref<4xi16>
    %0 = call_indirect %f(%c18_i16) : (i16) -> memref<4xi16>
    %1 = tensor.empty() : tensor<3xi16>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %1[%c1] [%c1_0] [1] : tensor<3xi16> to tensor<?xi16>
    %2 = tensor.empty() : tensor<1x2xf32>
    %cst = arith.constant dense<[[-1.000000e+00], [1.000000e+02]]> : tensor<2x1xf32>
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<1x1xf32>
    %3 = linalg.matmul ins(%2, %cst : tensor<1x2xf32>, tensor<2x1xf32>) outs(%cst_1 : tensor<1x1xf32>) -> tensor<1x1xf32>
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %4 = scf.for %arg1 = %c1_2 to %c1_0 step %c1_3 iter_args(%arg2 = %c18_i16) -> (i16) {
      scf.yield %arg0 : i16
    }
    %alloc = memref.alloc() : memref<4xi16>
    return %alloc : memref<4xi16>
  }
  func.func @fn.1(%arg0: tensor<4xi32>, %arg1: memref<4xi64>, %arg2: i64 {llvm.zeroext}, %arg3: i16) -> memref<4x4xi64> attributes {ref = @inner::@helper1} {
    %alloc = memref.alloc() : memref<1xi16>
    %c0 = arith.constant 0 : index
    %0 = memref.load %alloc[%c0] : memref<1xi16>
    %c1 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %arg0[3] [1] [%c1] : tensor<4xi32> to tensor<1xi32>
    %1 = call @fn.1(%arg0, %arg1, %arg2, %arg3) : (tensor<4xi32>, memref<4xi64>, i64, i16) -> memref<4x4xi64>
    %true = arith.constant true
    %2 = arith.ceildivui %true, %true : i1
    return %1 : memref<4x4xi64>
  }
}

