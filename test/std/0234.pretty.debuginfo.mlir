#loc3 = loc("0234.in.mlir":5:24)
#loc4 = loc("0234.in.mlir":5:79)
#loc5 = loc("0234.in.mlir":5:91)
#loc6 = loc("0234.in.mlir":5:114)
#loc14 = loc("0234.in.mlir":15:31)
#loc15 = loc("0234.in.mlir":15:43)
#loc16 = loc("0234.in.mlir":15:88)
module attributes {test.module_note = "std"} {
  func.func private @ext0(vector<4x4xi64>, bf16, bf16 {llvm.noundef}) -> memref<3x8xbf16> loc(#loc1)
  func.func public @f0(%arg0: vector<8x1xbf16> {llvm.noundef, test.tag = "x"} loc("0234.in.mlir":5:24), %arg1: bf16 loc("0234.in.mlir":5:79), %arg2: tensor<3xi64> loc("0234.in.mlir":5:91), %arg3: vector<3xbf16> loc("0234.in.mlir":5:114)) -> index attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %cst = arith.constant 1.503910e-01 : bf16 loc(#loc7)
    %0 = scf.execute_region -> f16 {
      %cst_0 = arith.constant 1.000000e+00 : f16 loc(#loc9)
      scf.yield %cst_0 : f16 loc(#loc10)
    } loc(#loc8)
    %c-13 = arith.constant -13 : index loc(#loc11)
    return %c-13 : index loc(#loc12)
  } loc(#loc2)
  func.func private @compute1(%arg0: bf16 loc("0234.in.mlir":15:31), %arg1: bf16 {llvm.noundef, test.tag = "x"} loc("0234.in.mlir":15:43), %arg2: bf16 loc("0234.in.mlir":15:88)) -> memref<8x1xi32> {
    %0 = call @compute1(%arg0, %arg1, %arg0) : (bf16, bf16, bf16) -> memref<8x1xi32> loc(#loc17)
    %false = arith.constant false loc(#loc18)
    cf.cond_br %false, ^bb1, ^bb1 loc(#loc19)
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %c78 = arith.constant 78 : index loc(#loc20)
    scf.index_switch %c78 
    case 1 {
      scf.yield loc(#loc22)
    }
    case 3 {
      scf.yield loc(#loc23)
    }
    case 6 {
      scf.yield loc(#loc24)
    }
    default {
    } loc(#loc21)
    cf.br ^bb2 loc(#loc25)
  ^bb2:  // pred: ^bb1
    return %0 : memref<8x1xi32> loc(#loc26)
  } loc(#loc13)
} loc(#loc)
#loc = loc("0234.in.mlir":3:1)
#loc1 = loc("0234.in.mlir":4:3)
#loc2 = loc("0234.in.mlir":5:3)
#loc7 = loc("0234.in.mlir":6:10)
#loc8 = loc("0234.in.mlir":8:12)
#loc9 = loc("0234.in.mlir":9:12)
#loc10 = loc("0234.in.mlir":10:7)
#loc11 = loc("0234.in.mlir":12:12)
#loc12 = loc("0234.in.mlir":13:5)
#loc13 = loc("0234.in.mlir":15:3)
#loc17 = loc("0234.in.mlir":16:12)
#loc18 = loc("0234.in.mlir":17:13)
#loc19 = loc("0234.in.mlir":18:5)
#loc20 = loc("0234.in.mlir":20:10)
#loc21 = loc("0234.in.mlir":21:5)
#loc22 = loc("0234.in.mlir":23:7)
#loc23 = loc("0234.in.mlir":26:7)
#loc24 = loc("0234.in.mlir":30:7)
#loc25 = loc("0234.in.mlir":35:5)
#loc26 = loc("0234.in.mlir":37:5)

