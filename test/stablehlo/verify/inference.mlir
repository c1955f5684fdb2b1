// Result-type inference: a failure is StableHLO's message then "failed to
// infer returned types"; a result type the inference contradicts is
// "'op' op inferred type(s) ... are incompatible ...". The second RUN line
// checks every expected message against StableHLO's own verifier.
// RUN: ir-opt --split-input-file --verify-diagnostics %s
// RUN: %if jax %{ stablehlo-oracle --split-input-file --verify-diagnostics %s %}

func.func @concat_result(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<5x3xf32> {
  // expected-error @+2 {{'stablehlo.concatenate' op inferred type(s) 'tensor<6x3xf32>' are incompatible with return type(s) of operation 'tensor<5x3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// -----

func.func @concat_other_dims(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<4x3xf32> {
  // expected-error @+2 {{shapes of operand (0) and (1) are not compatible at non-concat index 1: (2, 3) != (2, 4)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @concat_dim(%a: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{dimension 3 is out-of-bounds for input rank 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.concatenate %a, %a, dim = 3 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @map_arity(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{expects number of operands to match the arity of map computation, but got: 1 and 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @map_element_type(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{element type of operands and computation arguments must match, but got: 'f32' and 'f16'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f16>):
    stablehlo.return %x : tensor<f16>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @triangular_shared_dim(%a: tensor<3x3xf32>, %b: tensor<4x2xf32>) -> tensor<4x2xf32> {
  // expected-error @+2 {{shared dimension of operands 'a' and 'b' must be compatible, but got 'tensor<3x3xf32>' and 'tensor<4x2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @cholesky_square(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{minor dimensions of 'a' must have equal size, got shape 2, 3.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @rng_constant_shape(%lo: tensor<f32>, %hi: tensor<f32>) -> tensor<3x2xf32> {
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  // expected-error @+2 {{'stablehlo.rng' op inferred type(s) 'tensor<2x3xf32>' are incompatible with return type(s) of operation 'tensor<3x2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.rng %lo, %hi, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @rng_normal_ints(%lo: tensor<i32>, %hi: tensor<i32>, %s: tensor<1xi64>) -> tensor<?xi32> {
  // expected-error @+2 {{mu and sigma must be floats}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.rng %lo, %hi, %s, distribution = NORMAL : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @rfft_input(%a: tensor<8xf16>) -> tensor<5xcomplex<f32>> {
  // expected-error @+2 {{RFFT requires f32 or f64 input type, but is given 'f16'.}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.fft %a, type = RFFT, length = [8] : (tensor<8xf16>) -> tensor<5xcomplex<f32>>
  return %0 : tensor<5xcomplex<f32>>
}

// -----

func.func @rfft_result(%a: tensor<8xf32>) -> tensor<8xcomplex<f32>> {
  // expected-error @+2 {{'stablehlo.fft' op inferred type(s) 'tensor<5xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<8xcomplex<f32>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.fft %a, type = RFFT, length = [8] : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
  return %0 : tensor<8xcomplex<f32>>
}

// -----

func.func @dot_ranks(%a: tensor<2x3x4xf32>, %b: tensor<4xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{expected both lhs/rhs ranks to be either 1 or 2}}
  %0 = stablehlo.dot %a, %b : (tensor<2x3x4xf32>, tensor<4xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @tuple_index(%t: tuple<tensor<f32>, tensor<i32>>) -> tensor<f32> {
  // expected-error @+2 {{index 2 is out of bounds of operand with size 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.get_tuple_element %t[2] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @transpose_result(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{'stablehlo.transpose' op inferred type(s) 'tensor<3x2xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
