// How an error is placed for each kind of location, as mlir-opt's
// source-manager handler places it: a location with no file in it is
// named after `<unknown>:0:`, a call site shows its callee (else its
// caller) and then its callers as "called from" notes.
// RUN: not ir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// RUN: %if mlir-opt %{ not mlir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s %}

// CHECK: <unknown>:0: error: loc("with \22q\22"): operation with block successors must terminate its parent block
// CHECK-NEXT: <unknown>:0: note: loc("with \22q\22"): see current operation: "t.br"()[^bb1] : () -> ()
"t.w"() ({
  "t.br"()[^bb1] : () -> () loc("with \"q\"")
  "t.t"() : () -> ()
^bb1:
  "t.t"() : () -> ()
}) : () -> ()

// -----

// CHECK: <unknown>:0: error: operation with block successors must terminate its parent block
"t.w"() ({
  "t.br"()[^bb1] : () -> () loc(unknown)
  "t.t"() : () -> ()
^bb1:
  "t.t"() : () -> ()
}) : () -> ()

// -----

// CHECK: <unknown>:0: error: loc(callsite("x" at "y")): operation with block successors must terminate its parent block
// CHECK-NEXT: <unknown>:0: note: loc("y"): called from
"t.w"() ({
  "t.br"()[^bb1] : () -> () loc(callsite("x" at "y"))
  "t.t"() : () -> ()
^bb1:
  "t.t"() : () -> ()
}) : () -> ()

// -----

// CHECK: caller.c:2:3: error: operation with block successors must terminate its parent block
// CHECK-NEXT: caller.c:2:3: note: called from
"t.w"() ({
  "t.br"()[^bb1] : () -> () loc(callsite("x" at "caller.c":2:3))
  "t.t"() : () -> ()
^bb1:
  "t.t"() : () -> ()
}) : () -> ()

// -----

// CHECK: callee.c:1:1: error: operation with block successors must terminate its parent block
// CHECK-NEXT: mid.c:5:5: note: called from
// CHECK-NEXT: top.c:9:9: note: called from
"t.w"() ({
  "t.br"()[^bb1] : () -> () loc(callsite("callee.c":1:1 at callsite("mid.c":5:5 at "top.c":9:9)))
  "t.t"() : () -> ()
^bb1:
  "t.t"() : () -> ()
}) : () -> ()
