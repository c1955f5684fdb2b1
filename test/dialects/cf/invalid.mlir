// Verifier and parser errors of cf, with mlir-opt 22's messages.
// RUN: ir-opt --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --split-input-file --verify-diagnostics %s %}

func.func @f(%a: index) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : index)
^bb1:
  return
}

// -----

func.func @f(%a: i1, %x: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.cond_br %a, ^bb1, ^bb1(%x : i32)
^bb1:
  return
}

// -----

func.func @f(%a: i1, %x: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%x : i32)
^bb1(%y: f32):
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.switch %x : i32, [
    default: ^bb1,
    1: ^bb1(%x : i32)
  ]
^bb1:
  return
}

// -----

func.func @f(%x: i64) {
  cf.switch %x : i64, [
    default: ^bb1,
    // 2^64. (mlir-opt also refuses 2^64 - 1, which is how it prints a case
    // value of -1; tessera reads that back: test/fuzz/cf-switch-case-values.mlir.)
    // expected-error @+1 {{custom op 'cf.switch' integer value too large}}
    18446744073709551616: ^bb1
  ]
^bb1:
  return
}
