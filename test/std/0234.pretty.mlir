module attributes {test.module_note = "std"} {
  func.func private @ext0(vector<4x4xi64>, bf16, bf16 {llvm.noundef}) -> memref<3x8xbf16>
  func.func public @f0(%arg0: vector<8x1xbf16> {llvm.noundef, test.tag = "x"}, %arg1: bf16, %arg2: tensor<3xi64>, %arg3: vector<3xbf16>) -> index attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %cst = arith.constant 1.503910e-01 : bf16
    %0 = scf.execute_region -> f16 {
      %cst_0 = arith.constant 1.000000e+00 : f16
      scf.yield %cst_0 : f16
    }
    %c-13 = arith.constant -13 : index
    return %c-13 : index
  }
  func.func private @compute1(%arg0: bf16, %arg1: bf16 {llvm.noundef, test.tag = "x"}, %arg2: bf16) -> memref<8x1xi32> {
    %0 = call @compute1(%arg0, %arg1, %arg0) : (bf16, bf16, bf16) -> memref<8x1xi32>
    %false = arith.constant false
    cf.cond_br %false, ^bb1, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %c78 = arith.constant 78 : index
    scf.index_switch %c78 
    case 1 {
      scf.yield
    }
    case 3 {
      scf.yield
    }
    case 6 {
      scf.yield
    }
    default {
    }
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    return %0 : memref<8x1xi32>
  }
}

