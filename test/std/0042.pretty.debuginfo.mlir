#loc3 = loc("0042.in.mlir":4:25)
#loc4 = loc("0042.in.mlir":4:38)
#loc5 = loc("0042.in.mlir":4:49)
#loc31 = loc("0042.in.mlir":44:10)
module {
  func.func private @ext0(index {llvm.noundef, test.tag = "x"}, memref<4xbf16>) -> bf16 attributes {llvm.emit_c_interface, note = "generated"} loc(#loc1)
  func.func @kernel_0(%arg0: index loc("0042.in.mlir":4:25), %arg1: bf16 loc("0042.in.mlir":4:38), %arg2: bf16 {llvm.noundef, test.tag = "x"} loc("0042.in.mlir":4:49)) -> (index {test.foo = 1 : i32}) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %0 = tensor.empty() : tensor<1x4xindex> loc(#loc6)
    %false = arith.constant false loc(#loc7)
    %1 = arith.extui %false : i1 to i8 loc(#loc8)
    %cst = arith.constant 1.000000e+02 : f32 loc(#loc9)
    cf.cond_br %false, ^bb3(%cst : f32), ^bb1 loc(#loc10)
  ^bb1:  // pred: ^bb0
    %collapsed = tensor.collapse_shape %0 [[0, 1]] : tensor<1x4xindex> into tensor<4xindex> loc(#loc11)
    cf.assert %false, "ok" loc(#loc12)
    cf.br ^bb2 loc(#loc13)
  ^bb2:  // pred: ^bb1
    cf.assert %false, "" loc(#loc14)
    %c0 = arith.constant 0 : index loc(#loc15)
    %c2 = arith.constant 2 : index loc(#loc16)
    %2 = scf.for %arg3 = %c0 to %c0 step %c2 iter_args(%arg4 = %arg2) -> (bf16) {
      %c6 = arith.constant 6 : index loc(#loc18)
      %alloca = memref.alloca(%c6) : memref<2x?xindex> loc(#loc19)
      %c0_0 = arith.constant 0 : index loc(#loc20)
      %dim = memref.dim %alloca, %c0_0 : memref<2x?xindex> loc(#loc21)
      %alloc = memref.alloc() : memref<4xbf16> loc(#loc22)
      %4 = func.call @ext0(%arg3, %alloc) : (index, memref<4xbf16>) -> bf16 loc(#loc23)
      scf.index_switch %c0 
      case 1 {
        %5 = arith.cmpi sgt, %false, %false : i1 loc(#loc25)
        scf.yield loc(#loc26)
      }
      case 2 {
        scf.yield loc(#loc27)
      }
      case 6 {
        scf.yield loc(#loc28)
      }
      default {
      } loc(#loc24)
      scf.yield %arg1 : bf16 loc(#loc29)
    } loc(#loc17)
    cf.switch %1 : i8, [
      default: ^bb3(%cst : f32),
      0: ^bb3(%cst : f32),
      2: ^bb3(%cst : f32)
    ] loc(#loc30)
  ^bb3(%3: f32 loc("0042.in.mlir":44:10)):  // 4 preds: ^bb0, ^bb2, ^bb2, ^bb2
    return %arg0 : index loc(#loc32)
  } loc(#loc2)
} loc(#loc)
#loc = loc("0042.in.mlir":2:1)
#loc1 = loc("0042.in.mlir":3:5)
#loc2 = loc("0042.in.mlir":4:5)
#loc6 = loc("0042.in.mlir":5:20)
#loc7 = loc("0042.in.mlir":6:16)
#loc8 = loc("0042.in.mlir":7:14)
#loc9 = loc("0042.in.mlir":8:16)
#loc10 = loc("0042.in.mlir":9:9)
#loc11 = loc("0042.in.mlir":11:14)
#loc12 = loc("0042.in.mlir":12:9)
#loc13 = loc("0042.in.mlir":13:9)
#loc14 = loc("0042.in.mlir":15:9)
#loc15 = loc("0042.in.mlir":16:14)
#loc16 = loc("0042.in.mlir":17:15)
#loc17 = loc("0042.in.mlir":18:17)
#loc18 = loc("0042.in.mlir":19:19)
#loc19 = loc("0042.in.mlir":20:20)
#loc20 = loc("0042.in.mlir":21:22)
#loc21 = loc("0042.in.mlir":22:20)
#loc22 = loc("0042.in.mlir":23:25)
#loc23 = loc("0042.in.mlir":24:19)
#loc24 = loc("0042.in.mlir":25:13)
#loc25 = loc("0042.in.mlir":27:24)
#loc26 = loc("0042.in.mlir":28:17)
#loc27 = loc("0042.in.mlir":32:17)
#loc28 = loc("0042.in.mlir":35:17)
#loc29 = loc("0042.in.mlir":40:13)
#loc30 = loc("0042.in.mlir":43:9)
#loc32 = loc("0042.in.mlir":45:9)

