module {
  func.func private @ext0(index {llvm.noundef, test.tag = "x"}, memref<4xbf16>) -> bf16 attributes {llvm.emit_c_interface, note = "generated"}
  func.func @kernel_0(%arg0: index, %arg1: bf16, %arg2: bf16 {llvm.noundef, test.tag = "x"}) -> (index {test.foo = 1 : i32}) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %0 = tensor.empty() : tensor<1x4xindex>
    %false = arith.constant false
    %1 = arith.extui %false : i1 to i8
    %cst = arith.constant 1.000000e+02 : f32
    cf.cond_br %false, ^bb3(%cst : f32), ^bb1
  ^bb1:  // pred: ^bb0
    %collapsed = tensor.collapse_shape %0 [[0, 1]] : tensor<1x4xindex> into tensor<4xindex>
    cf.assert %false, "ok"
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    cf.assert %false, ""
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %2 = scf.for %arg3 = %c0 to %c0 step %c2 iter_args(%arg4 = %arg2) -> (bf16) {
      %c6 = arith.constant 6 : index
      %alloca = memref.alloca(%c6) : memref<2x?xindex>
      %c0_0 = arith.constant 0 : index
      %dim = memref.dim %alloca, %c0_0 : memref<2x?xindex>
      %alloc = memref.alloc() : memref<4xbf16>
      %4 = func.call @ext0(%arg3, %alloc) : (index, memref<4xbf16>) -> bf16
      scf.index_switch %c0 
      case 1 {
        %5 = arith.cmpi sgt, %false, %false : i1
        scf.yield
      }
      case 2 {
        scf.yield
      }
      case 6 {
        scf.yield
      }
      default {
      }
      scf.yield %arg1 : bf16
    }
    cf.switch %1 : i8, [
      default: ^bb3(%cst : f32),
      0: ^bb3(%cst : f32),
      2: ^bb3(%cst : f32)
    ]
  ^bb3(%3: f32):  // 4 preds: ^bb0, ^bb2, ^bb2, ^bb2
    return %arg0 : index
  }
}

