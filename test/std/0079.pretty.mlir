module {
  func.func private @ext0(tensor<4x2xf64>, f64, f64 {llvm.noundef, test.tag = "x"}) -> f16 attributes {llvm.emit_c_interface, note = "generated"}
  func.func @fn.0() -> (f64, tensor<2x2xf16> {test.foo = 1 : i32}) {
    %alloc = memref.alloc() : memref<4xf64>
    %c2 = arith.constant 2 : index
    %0 = memref.load %alloc[%c2] : memref<4xf64>
    %cst = arith.constant 3.000000e+00 : f16
    cf.br ^bb1(%0, %cst : f64, f16)
  ^bb1(%1: f64, %2: f16):  // pred: ^bb0
    %cst_0 = arith.constant dense<1.000000e+00> : vector<2x2xbf16>
    %3 = arith.fptosi %cst_0 : vector<2x2xbf16> to vector<2x2xi32>
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    %4 = tensor.empty() : tensor<1xf16>
    %true = arith.constant true
    cf.cond_br %true, ^bb3(%c2 : index), ^bb3(%c2 : index)
  ^bb3(%5: index):  // 2 preds: ^bb2, ^bb2
    %cst_1 = arith.constant dense<1.500000e-01> : tensor<4xf64>
    %extracted_slice = tensor.extract_slice %cst_1[0] [2] [2] : tensor<4xf64> to tensor<2xf64>
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %6 = math.ctpop %c2147483647_i32 : i32
    %cst_2 = arith.constant dense<[[1.000000e+00, 2.500000e+00], [-2.500000e-01, 3.000000e+00]]> : tensor<2x2xf16>
    return %0, %cst_2 : f64, tensor<2x2xf16>
  }
  func.func public @f1() -> (vector<2x2xf64>, vector<4xi16>) {
    %0 = tensor.empty() : tensor<4xf16>
    %cst = arith.constant 1.000000e+00 : f16
    %c3 = arith.constant 3 : index
    %inserted = tensor.insert %cst into %0[%c3] : tensor<4xf16>
    %cst_0 = arith.constant dense<1.000000e+02> : tensor<4x1xf64>
    %1 = tensor.empty() : tensor<4xf64>
    %reduced = linalg.reduce ins(%cst_0 : tensor<4x1xf64>) outs(%1 : tensor<4xf64>) dimensions = [1] 
      (%in: f64, %init: f64) {
        %8 = arith.addf %in, %init : f64
        linalg.yield %8 : f64
      }
    %cst_1 = arith.constant 4.000000e+02 : f32
    %2 = arith.maxnumf %cst_1, %cst_1 fastmath<afn> : f32
    %c54_i32 = arith.constant 54 : i32
    %3 = arith.sitofp %c54_i32 : i32 to f64
    %cst_2 = arith.constant dense<[[-2.500000e-01, 0.000000e+00], [-2.500000e-01, 2.500000e+00]]> : vector<2x2xf32>
    %4 = arith.negf %cst_2 fastmath<nnan,ninf> : vector<2x2xf32>
    %5 = math.isnormal %3 : f64
    %6 = arith.remf %3, %3 fastmath<nnan,ninf> : f64
    %cst_3 = arith.constant dense<[1.000000e+00, 2.500000e+00, 4.000000e+02, 1.000000e+02]> : vector<4xf32>
    %7 = arith.minnumf %cst_3, %cst_3 : vector<4xf32>
    %cst_4 = arith.constant dense<[[2.500000e+00, 2.500000e+00], [5.000000e-01, 1.000000e+02]]> : vector<2x2xf64>
    %cst_5 = arith.constant dense<[0, 15, -6, 79]> : vector<4xi16>
    return %cst_4, %cst_5 : vector<2x2xf64>, vector<4xi16>
  }
}

