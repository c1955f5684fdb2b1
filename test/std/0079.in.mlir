func.func private @ext0(tensor<4x2xf64>, f64, f64 {llvm.noundef, test.tag = "x"}) -> f16 attributes {llvm.emit_c_interface, note = "generated"}
func.func @fn.0() -> (f64, tensor<2x2xf16> {test.foo = 1 : i32}) {
  %alloc_1 = memref.alloc() : memref<4xf64>
  %2 = arith.constant 2 : index
  %v = memref.load %alloc_1[%2] : memref<4xf64>
  %cst_4 = arith.constant 3.0 : f16
  cf.br ^next.1(%v, %cst_4 : f64, f16)
^next.1(%5: f64, %val: f16):
  %7 = arith.constant dense<1.0> : vector<2x2xbf16>
  %8 = arith.fptosi %7 : vector<2x2xbf16> to vector<2x2xi32>
  cf.br ^exit2
^exit2:
  %v9 = tensor.empty() : tensor<1xf16>
  %10 = arith.constant 1 : i1
  // ---- comment line ----
  cf.cond_br %10, ^bb3(%2 : index), ^bb3(%2 : index)
^bb3(%11: index):
  %cst_12 = arith.constant dense<1.5e-1> : tensor<4xf64>
  %13 = tensor.extract_slice %cst_12[0] [2] [2] : tensor<4xf64> to tensor<2xf64>
  cf.br ^bb4
^bb4:
  %c = arith.constant 2147483647 : i32
  %ctpop_15 = math.ctpop %c : i32
  %cst = arith.constant dense<[[1.0, 2.5],[-0.25, 3.0]]> : tensor<2x2xf16>
  return %v, %cst : f64, tensor<2x2xf16>
}
func.func public @f1() -> (vector<2x2xf64>, vector<4xi16>) {
  %1 = tensor.empty() : tensor<4xf16>
  %cst = arith.constant 1.0 : f16
  %x3 = arith.constant 3 : index
  %4 = tensor.insert %cst into %1[%x3] : tensor<4xf16>
  %5 = arith.constant dense<100.0> : tensor<4x1xf64>
  %empty = tensor.empty() : tensor<4xf64>
  %lin_7 = linalg.reduce ins(%5 : tensor<4x1xf64>) outs(%empty : tensor<4xf64>) dimensions = [1]
    (%8: f64, %t9: f64) {
      %s_10 = arith.addf %8, %t9 : f64
      linalg.yield %s_10 : f64
    }
  %t12 = arith.constant 4.0E+2 : f32
  %maxnumf_13 = arith.maxnumf %t12, %t12 fastmath<afn> : f32
  %14 = arith.constant 54 : i32
  %15 = arith.sitofp %14 : i32 to f64
  %tmp16 = arith.constant dense<[[-0.25, 0.0],[-0.25, 2.5]]> : vector<2x2xf32>
  %neg = arith.negf %tmp16 fastmath<nnan,ninf> : vector<2x2xf32>
  %t18 = math.isnormal %15 : f64
  %v19 = arith.remf %15, %15 fastmath<nnan,ninf> : f64
  %y = arith.constant dense<[1.0, 2.5, 4.0E+2, 100.0]> : vector<4xf32>
  %23 = arith.minnumf %y, %y : vector<4xf32>
  // ---- comment line ----
  %cst_24 = arith.constant dense<[[2.5,2.5], [0.5, 100.0]]> : vector<2x2xf64>
  %acc = arith.constant dense<[0, 15, -6, 79]> : vector<4xi16>
  return %cst_24, %acc : vector<2x2xf64>, vector<4xi16>
}
