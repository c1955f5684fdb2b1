// A builtin blob must start with four bytes of alignment.
// RUN: ir-opt --allow-unregistered-dialect --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --verify-diagnostics %s %}

"t.a"() : () -> ()

{-#
  dialect_resources: {
    builtin: {
      // expected-error @below {{expected hex string blob for key 'tiny' to encode alignment in first 4 bytes}}
      tiny: "0x01"
    }
  }
#-}
