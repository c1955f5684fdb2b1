// KTIR kernels as torch-spyre's tools write them, printed as the ktdp
// printer does: `sizes:`/`strides:` lists, affine maps of SSA ids in
// access tiles, this dialect's own types stripped of their prefix where
// ODS strips them (`ktdp.load`, `ktdp.store`, the futures), the RFC's
// `#ktdp.spyre_memory_space` respelled as `#ktdp.memory_space`, and
// affine maps and sets as aliases, as mlir-opt prints builtin attributes.
// RUN: ir-opt %s | FileCheck %s
// RUN: ir-opt %s | ir-opt | FileCheck %s
// RUN: ir-opt --mlir-print-op-generic %s | ir-opt | FileCheck %s

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK: #set = affine_set<(d0) : (d0 >= 0, -d0 + 2047 >= 0)>
// CHECK: #set1 = affine_set<(d0) : (d0 >= 0, -d0 + 255 >= 0)>

// CHECK-LABEL: func.func @axpy
// CHECK-SAME: attributes {grid = [8]}
// CHECK: %[[ID:.*]] = ktdp.get_compute_tile_id : index
// CHECK: %[[V:.*]] = ktdp.construct_memory_view %arg0, sizes: [2048], strides: [1] {coordinate_set = #set, memory_space = #ktdp.memory_space<global>} : memref<2048xf16>
// CHECK: %[[T:.*]] = ktdp.construct_access_tile %[[V]][%[[ID]] * 256] {access_tile_order = #map, access_tile_set = #set1} : memref<2048xf16> -> !ktdp.access_tile<256xindex>
// CHECK: ktdp.load %[[T]] : <256xindex> -> tensor<256xf16>
// CHECK: ktdp.store %{{.*}}, %{{.*}} : tensor<256xf16>, <256xindex>
func.func @axpy(%x: index, %y: index, %a: f16) attributes {grid = [8]} {
  %id = ktdp.get_compute_tile_id : index
  %xv = ktdp.construct_memory_view %x, sizes: [2048], strides: [1] {
    coordinate_set = affine_set<(d0) : (d0 >= 0, -d0 + 2047 >= 0)>,
    memory_space = #ktdp.spyre_memory_space<HBM>
  } : memref<2048xf16>
  %yv = ktdp.construct_memory_view %y, sizes: [2048], strides: [1] {
    coordinate_set = affine_set<(d0) : (d0 >= 0, -d0 + 2047 >= 0)>,
    memory_space = #ktdp.memory_space<global>
  } : memref<2048xf16>
  %xt = ktdp.construct_access_tile %xv[%id * 256] {
    access_tile_set = affine_set<(d0) : (d0 >= 0, -d0 + 255 >= 0)>,
    access_tile_order = affine_map<(d0) -> (d0)>
  } : memref<2048xf16> -> !ktdp.access_tile<256xindex>
  %yt = ktdp.construct_access_tile %yv[%id * 256] {
    access_tile_set = affine_set<(d0) : (d0 >= 0, -d0 + 255 >= 0)>,
    access_tile_order = affine_map<(d0) -> (d0)>
  } : memref<2048xf16> -> !ktdp.access_tile<256xindex>
  %xs = ktdp.load %xt : !ktdp.access_tile<256xindex> -> tensor<256xf16>
  %ys = ktdp.load %yt : <256xindex> -> tensor<256xf16>
  %as = tensor.splat %a : tensor<256xf16>
  %m = arith.mulf %as, %xs : tensor<256xf16>
  %r = arith.addf %m, %ys : tensor<256xf16>
  ktdp.store %r, %yt : tensor<256xf16>, !ktdp.access_tile<256xindex>
  return
}

// The old spelling of a scratchpad on a named core, and the new one.
// CHECK-LABEL: func.func @scratch
// CHECK: memory_space = #ktdp.memory_space<ct_local, ct_id = 3>
// CHECK: memory_space = #ktdp.memory_space<ct_local>
func.func @scratch(%p: index) {
  %a = ktdp.construct_memory_view %p, sizes: [64], strides: [1] {
    coordinate_set = affine_set<(d0) : (d0 >= 0, -d0 + 63 >= 0)>,
    memory_space = #ktdp.spyre_memory_space<LX, core = 3>
  } : memref<64xf16>
  %b = ktdp.construct_memory_view %p, sizes: [64], strides: [1] {
    coordinate_set = affine_set<(d0) : (d0 >= 0, -d0 + 63 >= 0)>,
    memory_space = #ktdp.memory_space<ct_local>
  } : memref<64xf16>
  return
}

// A sum across the four tiles of a group: the partials go in a future,
// the reduction combines them with a linalg.add.
// CHECK-LABEL: func.func @allreduce
// CHECK: %[[F:.*]] = ktdp.inter_tile_produce producer_tiles_per_group = #set{{[0-9]*}} -> <(tensor<64xf32>), groups = affine_set<(d0) : (d0 == 0)>> {
// CHECK-NEXT: ^bb0(%{{.*}}: index):
// CHECK-NEXT: ktdp.yield_partial %{{.*}} : tensor<64xf32>
// CHECK: ktdp.inter_tile_reduce(%[[F]]) consumer_tiles_per_group = #set{{[0-9]*}}, identity(%{{.*}} : tensor<64xf32>) : <(tensor<64xf32>), groups = affine_set<(d0) : (d0 == 0)>> -> tensor<64xf32> {
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<64xf32>, %{{.*}}: tensor<64xf32>):
// CHECK: ktdp.yield_reduced %{{.*}} : tensor<64xf32>
func.func @allreduce(%p: tensor<64xf32>) -> tensor<64xf32> attributes {grid = [4]} {
  %fut = ktdp.inter_tile_produce
      producer_tiles_per_group = affine_set<(i)[g] : (i - 4 * g >= 0, -i + 4 * g + 3 >= 0)>
      : tensor<64xf32> -> !ktdp.tile_future<tensor<64xf32>, groups = affine_set<(g) : (g == 0)>>
  {
    ^bb0(%gid: index):
      ktdp.yield_partial %p : tensor<64xf32>
  }
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %id = linalg.fill ins(%zero : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %sum = ktdp.inter_tile_reduce(%fut)
      consumer_tiles_per_group = affine_set<(i)[g] : (i - 4 * g >= 0, -i + 4 * g + 3 >= 0)>,
      identity(%id : tensor<64xf32>)
      : !ktdp.tile_future<tensor<64xf32>, groups = affine_set<(g) : (g == 0)>> -> tensor<64xf32>
  {
    ^bb0(%l: tensor<64xf32>, %r: tensor<64xf32>):
      %i = tensor.empty() : tensor<64xf32>
      %s = linalg.add ins(%l, %r : tensor<64xf32>, tensor<64xf32>) outs(%i : tensor<64xf32>) -> tensor<64xf32>
      ktdp.yield_reduced %s : tensor<64xf32>
  }
  return %sum : tensor<64xf32>
}
