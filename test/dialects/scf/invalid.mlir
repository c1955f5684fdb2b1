// Verifier and parser errors of scf, with mlir-opt 22's messages. (Errors
// about region control flow, where mlir-opt adds a "region branch point"
// note, are checked in dialects/tests/std_syntax.rs.)
// RUN: ir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s %}

func.func @f(%a: index) {
  // expected-error @+1 {{custom op 'scf.for' expected 'to'}}
  scf.for %i = %a too %a step %a {
  }
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  scf.for %i = %a to %a step %a iter_args(%x = %a) -> (index, index) {
  }
  return
}

// -----

func.func @f(%a: index, %b: i32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'index' != 'i32'}}
  %0 = scf.for %i = %a to %a step %a iter_args(%x = %a) -> (index) {
    scf.yield %b : i32
  }
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %0 = scf.if %a -> (i32) {
  }
  return
}

// -----

func.func @f(%c: i1, %x: i32) {
  // expected-error @+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
  %0 = scf.while (%a = %x) : (i32, i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @f(%a: index) {
  scf.for %i = %a to %a step %a {
    // expected-error @+1 {{'scf.yield' op must be the last operation in the parent block}}
    scf.yield
    "test.op"() : () -> ()
  }
  return
}
