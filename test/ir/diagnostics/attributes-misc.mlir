// Miscellaneous attribute errors.
// RUN: ir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s %}

// expected-error @below {{expected distinct ID}}
"t.a"() {v = distinct[x]<1>} : () -> ()

// -----

// expected-error @below {{sparse index #0 is not contained within the value shape, with index=[5], and type='tensor<2xi32>'}}
"t.a"() {v = sparse<[[5]], [1]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @below {{@ identifier expected to start with letter or '_'}}
"t.a"() {v = @} : () -> ()

// -----

// expected-error @below {{expected integer line number in FileLineColRange}}
"t.a"() {v = loc("a":x)} : () -> ()

// -----

// expected-error @below {{floating point value not valid for specified type}}
"t.a"() {v = 1.0 : tensor<f32>} : () -> ()
