// A kernel that no `tile` planned: every pass that reads plans says so.
module attributes {hlo.target = "spyre"} {
  func.func @f(%x: tensor<64x2048xf16>) -> tensor<64x2048xf16> {
    %0 = stablehlo.exponential %x : tensor<64x2048xf16>
    return %0 : tensor<64x2048xf16>
  }
}
