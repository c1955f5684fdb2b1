// Verifier errors of math, with mlir-opt 22's messages.
// RUN: ir-opt --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --split-input-file --verify-diagnostics %s %}

func.func @f(%a: i32) {
  // expected-error @+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.absf"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: f32, %b: f64) {
  // expected-error @+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%a, %b) : (f32, f64) -> f32
  return
}
