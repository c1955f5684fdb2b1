module attributes {test.module_note = "std"} {
  memref.global @g0 : memref<1x4xbf16> = uninitialized
  func.func private @ext0(i64, index) -> index
  func.func @compute0(%arg0: vector<4xi8> {llvm.noundef, test.tag = "x"}) -> f64 {
    %false = arith.constant false
    %0 = scf.if %false -> (i64) {
      %2 = tensor.empty() : tensor<4xi64>
      %c2 = arith.constant 2 : index
      %extracted = tensor.extract %2[%c2] : tensor<4xi64>
      %alloca = memref.alloca() : memref<1x8xi64>
      memref.dealloc %alloca : memref<1x8xi64>
      scf.yield %extracted : i64
    } else {
      %cst_1 = arith.constant dense<1> : vector<4xi32>
      %2 = arith.cmpi ugt, %cst_1, %cst_1 : vector<4xi32>
      %c0_i64 = arith.constant 0 : i64
      scf.yield %c0_i64 : i64
    }
    %cst = arith.constant dense<[-15, 0]> : tensor<2xi64>
    %extracted_slice = tensor.extract_slice %cst[1] [1] [1] : tensor<2xi64> to tensor<1xi64>
    %alloc = memref.alloc() : memref<4xf32>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32> to memref<2x2xf32, strided<[2, 1]>>
    %c-1_i32 = arith.constant -1 : i32
    %1 = arith.remui %c-1_i32, %c-1_i32 : i32
    %cst_0 = arith.constant 5.000000e-01 : f64
    return %cst_0 : f64
  }
  func.func @f1(%arg0: i64, %arg1: memref<4xi64>, %arg2: i64) -> (i16, index {test.foo = 1 : i32}, vector<1x8xindex>) attributes {llvm.emit_c_interface, note = "generated"} {
    %0 = tensor.empty() : tensor<8xf16>
    %1 = tensor.empty() : tensor<1x8xf16>
    %broadcasted = linalg.broadcast ins(%0 : tensor<8xf16>) outs(%1 : tensor<1x8xf16>) dimensions = [0] 
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %alloc = memref.alloc() : memref<1x8xindex>
    %c-1 = arith.constant -1 : index
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    memref.store %c-1, %alloc[%c0, %c7] : memref<1x8xindex>
    cf.br ^bb2(%c7 : index)
  ^bb2(%2: index):  // pred: ^bb1
    %cst = arith.constant dense<1.500000e-01> : tensor<1x8xf64>
    %transposed = linalg.transpose ins(%cst : tensor<1x8xf64>) outs(%cst : tensor<1x8xf64>) permutation = [0, 1] 
    %c1_i32 = arith.constant 1 : i32
    %3 = arith.cmpi ne, %c1_i32, %c1_i32 : i32
    %cst_0 = arith.constant 1.500000e-01 : f64
    cf.cond_br %3, ^bb4(%cst_0 : f64), ^bb3(%cst_0 : f64)
  ^bb3(%4: f64):  // pred: ^bb2
    %5 = tensor.empty() : tensor<1x3xi32>
    %6 = tensor.empty() : tensor<3x1xi32>
    %transposed_1 = linalg.transpose ins(%5 : tensor<1x3xi32>) outs(%6 : tensor<3x1xi32>) permutation = [1, 0] 
    %c-7_i32 = arith.constant -7 : i32
    cf.switch %c-7_i32 : i32, [
      default: ^bb4(%4 : f64),
      3: ^bb4(%4 : f64),
      4: ^bb4(%4 : f64),
      7: ^bb4(%4 : f64)
    ]
  ^bb4(%7: f64):  // 5 preds: ^bb2, ^bb3, ^bb3, ^bb3, ^bb3
    %8 = memref.get_global @g0 : memref<1x4xbf16>
    %c1_i16 = arith.constant 1 : i16
    %c0_2 = arith.constant 0 : index
    %cst_3 = arith.constant dense<75> : vector<1x8xindex>
    return %c1_i16, %c0_2, %cst_3 : i16, index, vector<1x8xindex>
  }
}

