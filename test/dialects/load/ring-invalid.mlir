// Errors in a run-time-loaded dialect: constraint failures from the
// definition, bad enum keywords, unknown ops of the dialect.
// RUN: ir-opt --load-dialect=%S/../../../dialects/examples/ring/ring.dialect --split-input-file --verify-diagnostics %s

func.func @f(%v: f32) {
  // expected-error @+1 {{'ring.size' op operand #0 must be ring buffer, but got 'f32'}}
  %n = "ring.size"(%v) : (f32) -> index
  return
}

// -----

func.func @f(%v: f32, %r: !ring.buf<f32, 4>) {
  // expected-error @+1 {{custom op 'ring.push' expected string or keyword containing one of the following enum values for attribute 'policy' [overwrite, drop, trap]}}
  ring.push %v, %r policy sometimes : f32 into !ring.buf<f32, 4>
  return
}

// -----

func.func @f(%r: !ring.buf<f32, 4>) {
  // expected-error @+1 {{'ring.size' op requires one result}}
  "ring.size"(%r) : (!ring.buf<f32, 4>) -> ()
  return
}

// -----

func.func @f(%r: !ring.buf<f32, 4>) {
  // expected-error @+1 {{unregistered operation 'ring.grow' found in dialect ('ring') that does not allow unknown operations}}
  "ring.grow"(%r) : (!ring.buf<f32, 4>) -> ()
  return
}
