// ir-gen std --seed 134 --size 6
!vec0 = vector<2x8xf32>
!tensor1 = tensor<2x8xi64>
!vec2 = vector<4xf32>
!tensor3 = tensor<2x2xi64>
!buf4 = memref<?x8xf32>

func.func private @ext0(f64, f32, i64 {llvm.signext}) -> (f32)
func.func private @ext1(memref<2x8xf32> {llvm.noundef, test.tag = "x"}, i16, bf16) -> (!vec0 {llvm.noundef}) attributes {llvm.emit_c_interface, note = "generated"}
func.func @f0(%res: vector<1x2x2xbf16>) -> memref<?x8xf32> {
  %cst_2 = arith.constant dense<44> : !tensor1
  %rhs = tensor.empty() : !tensor1
  %val = linalg.transpose ins(%cst_2 : !tensor1) outs(%rhs : tensor<2x8xi64>) permutation = [0, 1]
  %c = arith.constant 1 : index
  %6 = arith.constant 1 : index
  %7 = arith.constant 3 : index
  scf.for %acc = %c to %6 step %7 {
    %sum = arith.constant dense<1.0> : vector<8xbf16>
    %lhs = math.sinh %sum fastmath<fast> : vector<8xbf16>
    %cst_11 = arith.constant dense<[1.0, 2.5, 2.5, -0.25]> : !vec2
    // ---- comment line ----
    %tmp12 = arith.negf %cst_11 fastmath<fast> : !vec2
    scf.yield
  }
  %13 = arith.constant 1.5e-1 : f32
  cf.br ^bb1(%13 : f32)
^bb1(%ba_15: f32):
  %t16 = arith.constant dense<[[2.5, 1.000000e+00, -1.0, 2.5, -7.5, 4.0E+2, 1.5e-1, 3.0], [100.0, 0.5, 1.000000e+00, 1.000000e+00, 100.0, 3.0, 4.0E+2, 4.0E+2]]> : tensor<2x8xbf16>
  %x17 = tensor.cast %t16 : tensor<2x8xbf16> to tensor<?x8xbf16>
  %18 = arith.constant 5 : index
  %19 = tensor.empty() : !tensor3
  %inserted_slice_20 = tensor.insert_slice %19 into %rhs[0, %18] [2, 2] [1, 2] : !tensor3 into !tensor1
  %t21 = arith.constant -7.5 : bf16
  cf.br ^bb2(%t21 : bf16)
^bb2(%ba: bf16):
  %c_23 = arith.constant 6 : index
  %24 = memref.alloc(%c_23) : !buf4
  func.return %24 : !buf4  // note
}
