// ir-gen std --seed 278 --size 6
!tensor0 = tensor<8x3xf32>
func.func private @ext0() -> (f64) attributes {passthrough = ["nounwind"], level = 2 : i64}
func.func @compute0(%1: f64, %rhs: f64, %3: memref<4xf64>, %4: f64) -> (f64 {llvm.noundef, test.tag = "x"}) {
  %x5 = tensor.empty() : !tensor0
  %v6 = arith.constant 1 : index
  %7 = arith.constant 2 : index
  %8 = tensor.extract %x5[%v6, %7] : !tensor0
  %c = arith.constant 1 : index
  %v_10 = memref.load %3[%c] : memref<4xf64>
  %sum = arith.constant true
  cf.cond_br %sum, ^b1(%v_10 : f64), ^b1(%rhs : f64)
^b1(%12: f64):
  %a.b = arith.constant 1 : index
  %extracted_slice = tensor.extract_slice %x5[2, 0] [5, 1] [%a.b, 1] : tensor<8x3xf32> to tensor<5x1xf32>
  %undefined_value = tensor.collapse_shape %x5 [[0, 1]] : tensor<8x3xf32> into tensor<24xf32>
  %16 = arith.constant 36 : i16
  cf.switch %16 : i16, [default: ^bb2, 0: ^bb2]
^bb2:
  %truncf_17 = arith.truncf %4 : f64 to f32
  %subf_18 = arith.subf %truncf_17, %8 fastmath<fast> : f32
  func.return %rhs : f64
}
