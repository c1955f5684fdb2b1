func.func @main() -> tensor<100000x100000xf32> {
  %0 = stablehlo.constant dense<1.0> : tensor<100000x100000xf32>
  return %0 : tensor<100000x100000xf32>
}
