// Found by the parse_std fuzz target: an iterator type that is not
// `#linalg.iterator_type<...>` was taken, then printed by linalg.generic's
// custom printer in a form its parser refuses. It is now the verifier's
// error (mlir-opt 22 refuses it too: `unknown attribute` in dialect linalg).
// RUN: not ir-opt %s 2>&1 | FileCheck %s

// CHECK: 10:3: error: 'linalg.generic' op expected iterator_types to be #linalg.iterator_type<parallel> or <reduction>, got #linalg.iteratob_type<parallel>
#map = affine_map<(d0) -> (d0)>
func.func @f(%a: memref<4xf32>) {
  "linalg.generic"(%a, %a) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iteratob_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
