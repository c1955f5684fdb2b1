// Quantized element types under StableHLO's rules. jaxlib registers no
// quant dialect, so these messages are checked against StableHLO's own
// quantization tests instead (scripts/stablehlo-suite.py runs them:
// ops_stablehlo_quantized.mlir); the types' spelling against mlir-opt 22
// (test/dialects/quant).
// RUN: ir-opt --split-input-file --verify-diagnostics %s

func.func @per_axis_not_allowed(%x: tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2}>>) -> tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2}>> {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = stablehlo.negate %x : tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2}>>
  return %0 : tensor<2x3x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2}>>
}

// -----

func.func @per_axis_scale_count(%x: tensor<3x2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25}>> {
  // The quantized dimension has 3 slices but 2 scales.
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<3x2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25}>>
  return %0 : tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25}>>
}

// -----

func.func @reshape_scale(%x: tensor<6x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.25:3>> {
  // expected-error @+1 {{expect same quantization scale and zero_point}}
  %0 = stablehlo.reshape %x : (tensor<6x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.25:3>>
  return %0 : tensor<2x3x!quant.uniform<i8:f32, 0.25:3>>
}

// -----

func.func @transpose_axis(%x: tensor<2x3x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.5, 0.25, 0.125}>> {
  // expected-error @+1 {{operand quantization_dimension 0 is not same as permutation[0] = 1}}
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<3x2x!quant.uniform<i8:f32:0, {0.5, 0.25, 0.125}>>
  return %0 : tensor<3x2x!quant.uniform<i8:f32:0, {0.5, 0.25, 0.125}>>
}

// -----

func.func @dot_rhs_zero_point(%l: tensor<2x4x!quant.uniform<i8:f32, 0.5:1>>, %r: tensor<4x3x!quant.uniform<i8:f32, 0.5:2>>) -> tensor<2x3x!quant.uniform<i32:f32, 0.25:1>> {
  // expected-error @+1 {{Zero point of rhs should be 0}}
  %0 = stablehlo.dot_general %l, %r, contracting_dims = [1] x [0] : (tensor<2x4x!quant.uniform<i8:f32, 0.5:1>>, tensor<4x3x!quant.uniform<i8:f32, 0.5:2>>) -> tensor<2x3x!quant.uniform<i32:f32, 0.25:1>>
  return %0 : tensor<2x3x!quant.uniform<i32:f32, 0.25:1>>
}

// -----

func.func @quantize_expressed(%x: tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f16, 0.5>> {
  // expected-error @+1 {{Expressed type of result expected to be 'f32', but got 'f16'}}
  %0 = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f16, 0.5>>
  return %0 : tensor<4x!quant.uniform<i8:f16, 0.5>>
}
