// Errors StableHLO's own parsers report carry MLIR's "custom op 'NAME'"
// prefix; those of the core parser (types, punctuation) do not. The second
// RUN line checks every expected message against StableHLO.
// RUN: ir-opt --split-input-file --verify-diagnostics %s
// RUN: %if jax %{ stablehlo-oracle --split-input-file --verify-diagnostics %s %}

func.func @operand_count(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{custom op 'stablehlo.multiply' 2 operands present, but expected 3}}
  %0 = stablehlo.multiply %a, %a : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @precision_enum(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+2 {{custom op 'stablehlo.dot' expected ::mlir::stablehlo::Precision to be one of: DEFAULT, HIGH, HIGHEST}}
  // expected-error @+1 {{custom op 'stablehlo.dot' failed to parse StableHLO_PrecisionAttr parameter 'value' which is to be a `::mlir::stablehlo::Precision`}}
  %0 = stablehlo.dot %a, %a, precision = [FASTEST] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @barrier_count(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{custom op 'stablehlo.optimization_barrier' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = stablehlo.optimization_barrier %a : tensor<2xf32>, tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @precision_format(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{custom op 'stablehlo.reduce_precision' expected exponent mantissa in format e#m#, saw m5e2}}
  %0 = stablehlo.reduce_precision %a, format = m5e2 : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @concatenate_keyword(%a: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'stablehlo.concatenate' expected 'dim'}}
  %0 = stablehlo.concatenate %a, %a, axis = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
