// --split-input-file=MARKER splits at another marker (the input is in Inputs/,
// since the marker on a RUN line would split this file); the output separator
// stays `// -----`.
// RUN: ir-opt --allow-unregistered-dialect '--split-input-file=// =====' %S/Inputs/custom-marker.mlir | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect '--split-input-file=// =====' %S/Inputs/custom-marker.mlir | FileCheck %s %}

// CHECK-LABEL: "t.one"() : () -> ()
// CHECK-NEXT:  }
// CHECK-EMPTY:
// CHECK-NEXT:  {{^}}// {{-----$}}
// CHECK-NEXT:  module {
// CHECK-LABEL: "t.two"() : () -> ()
// CHECK-NEXT:  }
