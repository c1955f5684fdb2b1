// Generic KTIR with one operand or result mutated per function, against
// the constraints `ir-opt --emit-irdl=ktdp` exports.

// A load from a memref instead of an access tile.
"func.func"() ({
^bb0(%m: memref<256xf16>):
  // expected-error @+1 {{expected base type 'ktdp.access_tile' but got 'builtin.memref'}}
  %0 = "ktdp.load"(%m) : (memref<256xf16>) -> tensor<256xf16>
  "func.return"() : () -> ()
}) {function_type = (memref<256xf16>) -> (), sym_name = "load_memref"} : () -> ()

// -----

// A load into a scalar.
"func.func"() ({
^bb0(%t: !ktdp.access_tile<"256xindex">):
  // expected-error @+1 {{'f16' does not satisfy the constraint}}
  %0 = "ktdp.load"(%t) : (!ktdp.access_tile<"256xindex">) -> f16
  "func.return"() : () -> ()
}) {function_type = (!ktdp.access_tile<"256xindex">) -> (), sym_name = "load_scalar"} : () -> ()
