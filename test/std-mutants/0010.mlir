!tensor0 = tensor<3x4xi8>
!tensor1 = tensor<4x2xi32>
!tensor2 = tensor<4x?xi8>
!tensor3 = tensor<4x3xf64>

memref.global @g0 : memref<3x2xi8> = dense<1>
func.func private @ext0() -> (!tensor0 {llvm.noundef, test.tag = "x"})
module @inner {
  func.func @helper0() -> (i32 {llvm.signext}) {
    %r = call @helper0() : () -> (i32)
    %c = arith.constant 1 : i16
    cf.br ^bb1(%c : i16)
  ^bb1(%ba: i16