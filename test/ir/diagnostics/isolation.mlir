// A module's body, parsed in custom form, may name outer values; the
// verifier then rejects the use, pointing at the isolating module.
// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics %s %}

module {
  %0 = "t.def"() : () -> i32
  // expected-note @below {{required by region isolation constraints}}
  module {
    // expected-error @below {{'t.use' op using value defined outside the region}}
    %1 = "t.use"(%0) : (i32) -> i32
  }
}
