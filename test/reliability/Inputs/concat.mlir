func.func @main(%a: tensor<8x16xf32>) -> tensor<8x32xf32> {
  %0 = stablehlo.concatenate %a, %a, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}
