// Attribute constraints from the definitions: bounded integers
// (`nonneg<i64>`, `positive<i64>`) and integer attribute types. The
// second RUN line checks every expected message against StableHLO.
// RUN: ir-opt --split-input-file --verify-diagnostics %s
// RUN: %if jax %{ stablehlo-oracle --split-input-file --verify-diagnostics %s %}

func.func @iota_negative() -> tensor<4xf32> {
  // expected-error @+1 {{op attribute 'iota_dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = "stablehlo.iota"() {iota_dimension = -1 : i64} : () -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @split_count_zero(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{op attribute 'split_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 0 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

func.func @mantissa_negative(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{op attribute 'mantissa_bits' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
  %0 = "stablehlo.reduce_precision"(%x) {exponent_bits = 5 : i32, mantissa_bits = -1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @wrong_integer_type(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{op attribute 'dimension' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @start_index_rank(%x: tensor<4xf32>, %i: tensor<1xi32>) -> tensor<2xf32> {
  // expected-error @+1 {{operand #1 must be variadic of 0D tensor of}}
  %0 = "stablehlo.dynamic_slice"(%x, %i) {slice_sizes = array<i64: 2>} : (tensor<4xf32>, tensor<1xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
