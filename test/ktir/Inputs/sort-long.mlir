// Input of sort.mlir: a sort too long for the pairwise count.
func.func @main(%x: tensor<4096xf32>) -> tensor<4096xf32> {
  %r = "stablehlo.sort"(%x) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<4096xf32>) -> tensor<4096xf32>
  return %r : tensor<4096xf32>
}
