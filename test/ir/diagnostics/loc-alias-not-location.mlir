// An alias used as a location must name a location.
// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics %s %}

#notloc = "x"
// expected-error @below {{expected location, but found '"x"'}}
"t.a"() : () -> () loc(#notloc)
