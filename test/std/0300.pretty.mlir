module {
  func.func @fn.0() {
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %0 = arith.addi %c4611686018427387903, %c4611686018427387903 overflow<nsw> : index
    %cst = arith.constant dense<-1> : vector<4x1xi16>
    %1 = arith.extui %cst : vector<4x1xi16> to vector<4x1xi32>
    %cst_0 = arith.constant -2.500000e-01 : f32
    %2 = arith.addf %cst_0, %cst_0 : f32
    %alloc = memref.alloc() : memref<1x1xf32>
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    memref.store %2, %alloc[%c0, %c0_1] : memref<1x1xf32>
    %3 = tensor.empty() : tensor<4xf32>
    %false = arith.constant false
    cf.cond_br %false, ^bb1, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %4 = tensor.empty() : tensor<4x1xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %reduced = linalg.reduce ins(%4 : tensor<4x1xf32>) outs(%cst_2 : tensor<1xf32>) dimensions = [0] 
      (%in: f32, %init: f32) {
        %11 = arith.addf %in, %init : f32
        linalg.yield %11 : f32
      }
    %cst_3 = arith.constant dense<16> : vector<4x1xi32>
    %5 = arith.muli %1, %cst_3 : vector<4x1xi32>
    %6 = arith.shli %false, %false : i1
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    %expand_shape = memref.expand_shape %alloc_4 [[0, 1]] output_shape [4, 2] : memref<8xf32> into memref<4x2xf32>
    %cst_5 = arith.constant dense<1.000000e+00> : vector<8x3xf32>
    %7 = arith.cmpf ole, %cst_5, %cst_5 fastmath<reassoc,contract> : vector<8x3xf32>
    cf.cond_br %false, ^bb2, ^bb2
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %from_elements = tensor.from_elements %2, %2 : tensor<2xf32>
    %cst_6 = arith.constant dense<12> : vector<8xindex>
    %8 = arith.subi %cst_6, %cst_6 : vector<8xindex>
    %cst_7 = arith.constant dense<-2.500000e-01> : vector<8xbf16>
    %9 = math.ceil %cst_7 fastmath<fast> : vector<8xbf16>
    %10 = scf.execute_region -> i32 {
      %11 = tensor.empty() : tensor<4x1xi32>
      %12 = arith.muli %11, %11 overflow<nsw, nuw> : tensor<4x1xi32>
      %13:2 = scf.index_switch %c0 -> f32, i32 
      case 2 {
        %c1_i32 = arith.constant 1 : i32
        scf.yield %2, %c1_i32 : f32, i32
      }
      case 5 {
        %c1_i32 = arith.constant 1 : i32
        scf.yield %cst_0, %c1_i32 : f32, i32
      }
      default {
        %c12_i32 = arith.constant 12 : i32
        scf.yield %2, %c12_i32 : f32, i32
      }
      scf.yield %13#1 : i32
    }
    return
  }
}

