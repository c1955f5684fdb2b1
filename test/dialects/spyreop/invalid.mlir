// What the spyreop verifier rejects, with ODS's messages for the
// frontend's constraints.
// RUN: ir-opt --split-input-file --verify-diagnostics %s

func.func @softplus_beta_zero(%x: f16) {
  // expected-error @+1 {{'spyreop.softplus' op attribute 'beta' failed to satisfy constraint: 32-bit float attribute which is non-zero}}
  %0 = spyreop.softplus %x beta 0.0 threshold 0.0 : f16
  return
}

// -----

func.func @exp_integer(%x: i32) {
  // expected-error @+1 {{'spyreop.exp' op operand #0 must be 16-bit float or IBM df16 float or 32-bit float, but got 'i32'}}
  %0 = spyreop.exp %x : i32
  return
}

// -----

func.func @gelu_f32(%x: f32) {
  // expected-error @+1 {{'spyreop.gelu' op operand #0 must be 16-bit float or IBM df16 float, but got 'f32'}}
  %0 = spyreop.gelu %x : f32
  return
}

// -----

func.func @realdiv_mixed(%x: f16, %y: f32) {
  // expected-error @+1 {{'spyreop.realdiv' op requires the same type for all operands and results}}
  %0 = "spyreop.realdiv"(%x, %y) : (f16, f32) -> f16
  return
}

// -----

func.func @add_i64(%x: i64) {
  // expected-error @+1 {{'spyreop.addi32toi32' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = "spyreop.addi32toi32"(%x, %x) : (i64, i64) -> i64
  return
}

// -----

func.func @base_too_wide(%x: i32) {
  // expected-error @+1 {{base address must fit in 32 bits}}
  %0 = spyreop.idx32toaddr %x base 0x1DEADBEEF stride 4
  return
}
