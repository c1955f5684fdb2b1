// Found by the parse_generic fuzz target: MLIR's affine expressions
// simplify a little more each time they are read, so printing takes three
// rounds to settle. tessera prints as mlir-opt 22 does at every round (the
// CHECK lines are mlir-opt's three prints); the fuzz targets require
// printing to settle within four prints.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=ONE
// RUN: ir-opt --allow-unregistered-dialect %s | ir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=TWO
// RUN: ir-opt --allow-unregistered-dialect %s | ir-opt --allow-unregistered-dialect | ir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=THREE
// RUN: ir-opt --allow-unregistered-dialect %s | ir-opt --allow-unregistered-dialect | ir-opt --allow-unregistered-dialect | ir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=THREE

// ONE: #set = affine_set<(d0, d1)[s0] : (d0 + s0 + -(d1 floordiv 4) - s0 >= 0, -14 >= 0, s0 >= 0)>
// TWO: #set = affine_set<(d0, d1)[s0] : (d0 + -(d1 floordiv 4) + s0 - s0 >= 0, -14 >= 0, s0 >= 0)>
// THREE: #set = affine_set<(d0, d1)[s0] : (d0 - d1 floordiv 4 + s0 - s0 >= 0, -14 >= 0, s0 >= 0)>
"foo.op"() {s = affine_set<(i0, i1)[N0] : (i0 + N0 - N0 >= (i1) floordiv 4, 1 * (3 * (6)) <= 4, N0 >= 0)>} : () -> ()
