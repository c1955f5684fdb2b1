// Generic StableHLO with one operand, result or attribute mutated per
// function, against the constraints `ir-opt --emit-irdl=stablehlo` exports.

// A tensor operand that is a scalar.
"func.func"() ({
^bb0(%a: tensor<4xf32>, %b: f32):
  // expected-error @+1 {{expected base type 'builtin.tensor' but got 'builtin.f32'}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<4xf32>, f32) -> tensor<4xf32>
  "func.return"(%0) : (tensor<4xf32>) -> ()
}) {function_type = (tensor<4xf32>, f32) -> tensor<4xf32>, sym_name = "scalar_operand"} : () -> ()

// -----

// A result that is not a tensor.
"func.func"() ({
^bb0(%a: tensor<4xf32>):
  // expected-error @+1 {{expected base type 'builtin.tensor' but got 'builtin.integer'}}
  %0 = "stablehlo.exponential"(%a) : (tensor<4xf32>) -> i32
  "func.return"(%0) : (i32) -> ()
}) {function_type = (tensor<4xf32>) -> i32, sym_name = "scalar_result"} : () -> ()

// -----

// One operand too many.
"func.func"() ({
^bb0(%a: tensor<4xf32>):
  // expected-error @+1 {{expects exactly 2 operands, but got 3}}
  %0 = "stablehlo.multiply"(%a, %a, %a) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%0) : (tensor<4xf32>) -> ()
}) {function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "extra_operand"} : () -> ()

// -----

// A required attribute missing.
"func.func"() ({
  // expected-error @+1 {{attribute "iota_dimension" is expected but not provided}}
  %0 = "stablehlo.iota"() : () -> tensor<4xi32>
  "func.return"(%0) : (tensor<4xi32>) -> ()
}) {function_type = () -> tensor<4xi32>, sym_name = "missing_attribute"} : () -> ()

// -----

// An integer attribute that is a string.
"func.func"() ({
  // expected-error @+1 {{expected base attribute 'builtin.integer' but got 'builtin.string'}}
  %0 = "stablehlo.iota"() {iota_dimension = "0"} : () -> tensor<4xi32>
  "func.return"(%0) : (tensor<4xi32>) -> ()
}) {function_type = () -> tensor<4xi32>, sym_name = "string_attribute"} : () -> ()

// -----

// A dot's dimension numbers in a precision attribute.
"func.func"() ({
^bb0(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>):
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot_attr<{lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]}>} : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  // expected-error @+1 {{expected base type 'builtin.tensor' but got 'builtin.index'}}
  %1 = "stablehlo.tanh"(%0) : (tensor<4x2xf32>) -> index
  "func.return"(%0) : (tensor<4x2xf32>) -> ()
}) {function_type = (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>, sym_name = "index_result"} : () -> ()
