!vec0 = vector<4x4xi64>
!buf1 = memref<8x1xi32>
module attributes {test.module_note = "std"} {
  func.func private @ext0(!vec0, bf16, bf16 {llvm.noundef}) -> memref<3x8xbf16>
  func.func public @f0(%a.b: vector<8x1xbf16> {llvm.noundef, test.tag = "x"}, %arg: bf16, %arg_3: tensor<3xi64>, %4: vector<3xbf16>) -> index attributes {passthrough = ["nounwind"], level = 2 : i64} {
    %5 = arith.constant 1.5e-1 : bf16

    %r_6 = scf.execute_region -> f16 {
      %7 = arith.constant 1.000000e+00 : f16
      scf.yield %7 : f16
    }
    %c_8 = arith.constant -13 : index
    return %c_8 : index
  }
  func.func private @compute1(%acc: bf16, %arg_2: bf16 {llvm.noundef, test.tag = "x"}, %arg: bf16) -> memref<8x1xi32> {
    %sum = func.call @compute1(%acc, %arg_2) : (bf16, bf16, bf16) -> (!buf1) //
    %tmp5 = arith.constant 0 : i1
    cf.cond_br %tmp5, ^bb1, ^bb1
  ^bb1:
    %6 = arith.constant 78 : index
    scf.index_switch %6
    case 1 {
      scf.yield
    }
    case 3 {
      scf.yield
    }
    // ---- comment line ----
    case 6 {
      scf.yield
    }
    default {
      scf.yield
    }
    cf.br ^bb2
  ^bb2:
    func.return %sum : memref<8x1xi32>
    // ---- comment line ----
  }
}
