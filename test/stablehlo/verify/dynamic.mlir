// Ops whose result shape is an operand: dynamic_broadcast_in_dim,
// dynamic_reshape, dynamic_iota, dynamic_pad. A constant shape operand is
// checked against the result type. The second RUN line checks every
// expected message against StableHLO's own verifier.
// RUN: ir-opt --split-input-file --verify-diagnostics %s
// RUN: %if jax %{ stablehlo-oracle --split-input-file --verify-diagnostics %s %}

func.func @bcast_dims_size(%x: tensor<2x3xf32>, %s: tensor<3xi64>) -> tensor<4x2x3xf32> {
  // expected-error @+1 {{broadcast_dimensions size (1) does not match operand rank (2)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<2x3xf32>, tensor<3xi64>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

// -----

func.func @bcast_sizes(%x: tensor<5xf32>, %s: tensor<2xi64>) -> tensor<4x3xf32> {
  // expected-error @+1 {{size of operand dimension 0 (5) is not compatible with size of result dimension 1 (3)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<5xf32>, tensor<2xi64>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @bcast_constant_shape() -> tensor<4x3xf32> {
  %x = stablehlo.constant dense<1.0> : tensor<3xf32>
  %s = stablehlo.constant dense<[4, 2]> : tensor<2xi64>
  // expected-error @+1 {{output shape [4, 2] is incompatible with return type of operation 'tensor<4x3xf32>'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @bcast_hint(%x: tensor<1xf32>, %s: tensor<2xi64>) -> tensor<4x?xf32> {
  // expected-error @+1 {{hint for expanding dimension 2 does not refer to a valid operand dimension}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] {known_expanding_dimensions = array<i64: 2>} : (tensor<1xf32>, tensor<2xi64>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// -----

func.func @bcast_shape_operand(%x: tensor<1xf32>, %s: tensor<?xi64>) -> tensor<4x?xf32> {
  // expected-error @+1 {{operand #1 must be statically shaped 1-dimensional tensor of}}
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<1xf32>, tensor<?xi64>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// -----

func.func @reshape_count(%x: tensor<2x3xf32>, %s: tensor<2xi64>) -> tensor<5x2xf32> {
  // expected-error @+1 {{number of output elements (10) doesn't match expected number of elements (6)}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<5x2xf32>
  return %0 : tensor<5x2xf32>
}

// -----

func.func @reshape_rank(%x: tensor<2x3xf32>, %s: tensor<3xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{result should have a rank equal to the number of elements in output_shape}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3xf32>, tensor<3xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @reshape_constant(%x: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %s = stablehlo.constant dense<[4, 4]> : tensor<2xi64>
  // expected-error @+1 {{output_shape is incompatible with input type of operation: input has 6 elements, but output_shape has 16}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @iota_dim(%s: tensor<2xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{iota dimension cannot go beyond the output rank.}}
  %0 = stablehlo.dynamic_iota %s, dim = 2 : (tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @pad_operand_count(%x: tensor<4xf32>, %v: tensor<f32>, %p: tensor<2xi64>) -> tensor<?xf32> {
  // expected-error @+1 {{padding operands size (2) must match operand rank (1)}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<4xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @pad_result(%x: tensor<4xf32>, %v: tensor<f32>) -> tensor<10xf32> {
  %lo = stablehlo.constant dense<1> : tensor<1xi64>
  %hi = stablehlo.constant dense<2> : tensor<1xi64>
  %in = stablehlo.constant dense<1> : tensor<1xi64>
  // expected-error @+1 {{expected output dimension at index 0 to equal 10, but got 11}}
  %0 = stablehlo.dynamic_pad %x, %v, %lo, %hi, %in : (tensor<4xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<11xf32>
  return %0 : tensor<11xf32>
}
