// RUN: ir-opt --verify-diagnostics %s
// RUN: %if mlir-opt %{ mlir-opt --verify-diagnostics %s %}
func.func @f() {
  // expected-error @+1 {{'linalg.index' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
  %i = linalg.index -1 : index
  return
}
