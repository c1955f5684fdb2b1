module {
  func.func private @ext0(memref<2x3xi8>, memref<3xi8>, i16) -> i8
  func.func private @ext1(memref<2x4x1xf16>) -> (memref<8xi16>, memref<4xi8>)
  func.func @f0(%arg0: memref<8xi16>, %arg1: i8 {llvm.noundef, test.tag = "x"}) -> i8 {
    %c-1 = arith.constant -1 : index
    %0 = arith.cmpi uge, %c-1, %c-1 : index
    %cst = arith.constant dense<[-17, -1, 71, 78, -1, -17, 44, 1]> : vector<8xi64>
    %low, %high = arith.mului_extended %cst, %cst : vector<8xi64>
    %cst_0 = arith.constant dense<[-5, 127, 127, 1]> : vector<4xi8>
    %1 = arith.extui %cst_0 : vector<4xi8> to vector<4xi32>
    %cst_1 = arith.constant 3.000000e+00 : f16
    %cst_2 = arith.constant 3.000000e+00 : f16
    %2 = arith.minimumf %cst_1, %cst_2 : f16
    %cst_3 = arith.constant dense<true> : vector<8xi1>
    %cst_4 = arith.constant dense<-1> : vector<8xi8>
    %cst_5 = arith.constant dense<[22, 0, 0, 127, -1, -1, -1, 52]> : vector<8xi8>
    %3 = arith.select %cst_3, %cst_4, %cst_5 : vector<8xi1>, vector<8xi8>
    %alloc = memref.alloc() : memref<1x4x2xf64>
    linalg.div ins(%alloc, %alloc : memref<1x4x2xf64>, memref<1x4x2xf64>) outs(%alloc : memref<1x4x2xf64>)
    %cst_6 = arith.constant -2.500000e-01 : f32
    %4 = arith.negf %cst_6 fastmath<nnan,ninf> : f32
    %cst_7 = arith.constant 1.000000e+02 : bf16
    %5 = arith.mulf %cst_7, %cst_7 fastmath<fast> : bf16
    %6 = tensor.empty() : tensor<4x1xi32>
    %7 = tensor.empty() : tensor<1xi32>
    %reduced = linalg.reduce ins(%6 : tensor<4x1xi32>) outs(%7 : tensor<1xi32>) dimensions = [0] 
      (%in: i32, %init: i32) {
        %8 = arith.addi %in, %init : i32
        linalg.yield %8 : i32
      }
    return %arg1 : i8
  }
  func.func @fn.1(%arg0: vector<8xi64> {llvm.noundef, test.tag = "x"}, %arg1: i8 {llvm.signext}, %arg2: tensor<8xi16> {llvm.noundef, test.tag = "x"}, %arg3: i16 {llvm.noundef}) {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = arith.fptosi %cst : f32 to i64
    %true = arith.constant true
    %c1 = arith.constant 1 : index
    cf.cond_br %true, ^bb1(%arg3 : i16), ^bb2(%arg1, %c1 : i8, index)
  ^bb1(%1: i16):  // pred: ^bb0
    %alloc = memref.alloc() : memref<4xi16>
    memref.dealloc %alloc : memref<4xi16>
    cf.br ^bb2(%arg1, %c1 : i8, index)
  ^bb2(%2: i8, %3: index):  // 2 preds: ^bb0, ^bb1
    %alloc_0 = memref.alloc() : memref<4x2xi8>
    %expand_shape = memref.expand_shape %alloc_0 [[0], [1, 2]] output_shape [4, 2, 1] : memref<4x2xi8> into memref<4x2x1xi8>
    cf.switch %arg3 : i16, [
      default: ^bb3,
      2: ^bb3,
      4: ^bb3
    ]
  ^bb3:  // 3 preds: ^bb2, ^bb2, ^bb2
    %cst_1 = arith.constant dense<[1.000000e+02, -7.500000e+00, 4.000000e+02]> : vector<3xf64>
    %4 = arith.cmpf ugt, %cst_1, %cst_1 : vector<3xf64>
    %c-1_i32 = arith.constant -1 : i32
    cf.switch %c-1_i32 : i32, [
      default: ^bb4(%arg3, %arg3 : i16, i16),
      0: ^bb4(%arg3, %arg3 : i16, i16)
    ]
  ^bb4(%5: i16, %6: i16):  // 2 preds: ^bb3, ^bb3
    %cst_2 = arith.constant 0.000000e+00 : f64
    %cst_3 = arith.constant 1.000000e+00 : f64
    %7 = arith.cmpf uno, %cst_2, %cst_3 fastmath<reassoc,contract> : f64
    return
  }
}

