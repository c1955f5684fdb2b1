// Verifier and parser errors of func, with mlir-opt 22's messages.
// RUN: ir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s %}

func.func @f(%a: index) {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@f) returns 0}}
  return %a : index
}

// -----

func.func @f(%a: index) -> i32 {
  // expected-error @+1 {{type of return operand 0 ('index') doesn't match function result type ('i32') in function @f}}
  return %a : index
}

// -----

func.func @f(%a: index) -> index {
  // expected-error @+1 {{'func.call' op 'g' does not reference a valid function}}
  %0 = call @g(%a) : (index) -> i32
  return %a : index
}

// -----

func.func @f(%a: index) -> index {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = call @f(%a, %a) : (index, index) -> index
  return %a : index
}

// -----

func.func @f(%a: index) -> index {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  %0:2 = call @f(%a) : (index) -> (index, index)
  return %a : index
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'g'}}
  %0 = constant @g : () -> ()
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = constant @f : () -> ()
  return
}

// -----

"t.op"() ({
  // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
  func.return
}) : () -> ()

// -----

// expected-error @+1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @h(%arg0: i32) -> i32 attributes {sym_visibility = "private"} {
  return %arg0 : i32
}

// -----

// expected-error @+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func foo @f() {
  return
}

// -----

func.func @f(%a: index) -> index {
  // expected-error @+1 {{custom op 'func.call' invalid kind of type specified: expected builtin.function, but found 'index'}}
  %0 = call @f(%a) : index
  return %a : index
}

// -----

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "publc"}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "publc"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @f(i32 {noalias})

// -----

func.func @f() {
  "t.op"() ({
    // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  return
  "test.op"() : () -> ()
}
