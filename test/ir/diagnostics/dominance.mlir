// SSA dominance as mlir-opt's verifier checks it: the error has no
// `'op' op` prefix, the note says where the operand comes from, each
// function reports its own first error, and op verifiers run before
// dominance.
// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s %}

func.func @same_block() -> i32 {
  // expected-error @below {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %1 : i32
  // expected-note @below {{operand defined here (op in the same block)}}
  %1 = arith.constant 1 : i32
  return %0 : i32
}

// -----

func.func @same_region() -> i32 {
  // expected-error @below {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %1 : i32
  cf.br ^bb1
^bb1:
  // expected-note @below {{operand defined here (op in the same region)}}
  %1 = arith.constant 1 : i32
  return %0 : i32
}

// -----

// expected-note @below {{operand defined as a block argument (block #1 in the same region)}}
func.func @block_argument() -> i32 {
  cf.br ^bb2
^bb1(%a: i32):
  return %a : i32
^bb2:
  // expected-error @below {{operand #0 does not dominate this use}}
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

func.func @parent_region(%c: i1) -> i32 {
  %0 = scf.if %c -> i32 {
    // expected-error @below {{operand #0 does not dominate this use}}
    %1 = arith.addi %2, %2 : i32
    scf.yield %1 : i32
  } else {
    scf.yield %2 : i32
  }
  // expected-note @below {{operand defined here (op in a parent region)}}
  %2 = arith.constant 1 : i32
  return %0 : i32
}

// -----

func.func @sibling_region(%c: i1) -> i32 {
  %0 = scf.if %c -> i32 {
    // expected-error @below {{operand #0 does not dominate this use}}
    %1 = arith.addi %2, %2 : i32
    scf.yield %1 : i32
  } else {
    // expected-note @below {{operand defined here (op is neither in a parent nor in a child region)}}
    %2 = arith.constant 1 : i32
    scf.yield %2 : i32
  }
  return %0 : i32
}

// -----

// Unregistered ops: any order inside a block, dominance across blocks.
"t.graph"() ({
  "t.use"(%x) : (i32) -> ()
  %x = "t.def"() : () -> i32
  "t.end"() : () -> ()
}) : () -> ()
// expected-note @below {{operand defined as a block argument (block #1 in the same region)}}
"t.cfg"() ({
  // expected-error @below {{operand #0 does not dominate this use}}
  "t.use"(%a) : (i32) -> ()
^bb1(%a: i32):
  "t.end"() : () -> ()
}) : () -> ()

// -----

// One error per function that fails.
func.func @first() -> i32 {
  // expected-error @below {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %1 : i32
  // expected-note @below {{operand defined here (op in the same block)}}
  %1 = arith.constant 1 : i32
  return %0 : i32
}
func.func @fine() {
  return
}
func.func @second() -> i32 {
  // expected-error @below {{operand #0 does not dominate this use}}
  %0 = arith.muli %1, %1 : i32
  // expected-note @below {{operand defined here (op in the same block)}}
  %1 = arith.constant 2 : i32
  return %0 : i32
}

// -----

// An op verifier's error comes before any dominance error, even a later one.
func.func @verifier_first() -> i32 {
  %0 = arith.addi %1, %1 : i32
  %1 = arith.constant 1 : i32
  // expected-error @below {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %2 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return %0 : i32
}
