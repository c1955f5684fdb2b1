// What the ktdp verifier rejects, with ktir-mlir-frontend's messages where
// it has one.
// RUN: ir-opt --split-input-file --verify-diagnostics %s

func.func @load_shape(%v: memref<64xf16>, %c0: index) {
  %t = ktdp.construct_access_tile %v[%c0] {
    access_tile_set = affine_set<(d0) : (d0 >= 0, -d0 + 31 >= 0)>,
    access_tile_order = affine_map<(d0) -> (d0)>
  } : memref<64xf16> -> !ktdp.access_tile<32xindex>
  // expected-error @+1 {{'ktdp.load' op access tile shape must match result tensor shape (32 vs 16)}}
  %x = ktdp.load %t : !ktdp.access_tile<32xindex> -> tensor<16xf16>
  return
}

// -----

func.func @store_shape(%v: memref<64xf16>, %c0: index, %d: tensor<8x4xf16>) {
  %t = ktdp.construct_access_tile %v[%c0] {
    access_tile_set = affine_set<(d0) : (d0 >= 0, -d0 + 31 >= 0)>,
    access_tile_order = affine_map<(d0) -> (d0)>
  } : memref<64xf16> -> !ktdp.access_tile<32xindex>
  // expected-error @+1 {{'ktdp.store' op data tile shape must match access tile shape (8x4 vs 32)}}
  ktdp.store %d, %t : tensor<8x4xf16>, !ktdp.access_tile<32xindex>
  return
}

// -----

func.func @view_sizes(%p: index) {
  // expected-error @+1 {{'ktdp.construct_memory_view' op size 32 of dimension 0 does not match the memref's 16}}
  %v = ktdp.construct_memory_view %p, sizes: [32, 64], strides: [64, 1] {
    coordinate_set = affine_set<(d0, d1) : (d0 >= 0, d1 >= 0)>,
    memory_space = #ktdp.memory_space<global>
  } : memref<16x64xf16>
  return
}

// -----

func.func @view_rank(%p: index) {
  // expected-error @+1 {{'ktdp.construct_memory_view' op result memref rank does not match sizes/strides length}}
  %v = ktdp.construct_memory_view %p, sizes: [64], strides: [1] {
    coordinate_set = affine_set<(d0) : (d0 >= 0)>,
    memory_space = #ktdp.memory_space<global>
  } : memref<1x64xf16>
  return
}

// -----

func.func @tile_rank(%v: memref<64x64xf16>, %c0: index) {
  // expected-error @+1 {{'ktdp.construct_access_tile' op access_tile_set dimensions (1) must match base_map dims (2)}}
  %t = ktdp.construct_access_tile %v[%c0, %c0] {
    access_tile_set = affine_set<(d0) : (d0 >= 0, -d0 + 31 >= 0)>,
    access_tile_order = affine_map<(d0) -> (d0)>
  } : memref<64x64xf16> -> !ktdp.access_tile<32xindex>
  return
}

// -----

func.func @order(%v: memref<64x64xf16>, %c0: index) {
  // expected-error @+1 {{'ktdp.construct_access_tile' op access_tile_order must have equal number of inputs (2) and outputs (1)}}
  %t = ktdp.construct_access_tile %v[%c0, %c0] {
    access_tile_set = affine_set<(d0, d1) : (d0 >= 0, d1 >= 0)>,
    access_tile_order = affine_map<(d0, d1) -> (d0)>
  } : memref<64x64xf16> -> !ktdp.access_tile<4x4xindex>
  return
}

// -----

func.func @future_twice(%p: tensor<4xf32>, %z: tensor<4xf32>) attributes {grid = [2]} {
  // expected-error @+1 {{'ktdp.inter_tile_produce' op its tile future is used 2 times; a future is delivered once}}
  %f = ktdp.inter_tile_produce producer_tiles_per_group = affine_set<(i)[g] : (i >= 0, -i + 1 >= 0)>
      -> <(tensor<4xf32>), groups = affine_set<(g) : (g == 0)>> {
    ^bb0(%gid: index):
      ktdp.yield_partial %p : tensor<4xf32>
  }
  %a = ktdp.inter_tile_reduce(%f) consumer_tiles_per_group = affine_set<(i)[g] : (i >= 0, -i + 1 >= 0)>, identity(%z : tensor<4xf32>)
      : <(tensor<4xf32>), groups = affine_set<(g) : (g == 0)>> -> tensor<4xf32> {
    ^bb0(%l: tensor<4xf32>, %r: tensor<4xf32>):
      ktdp.yield_reduced %l : tensor<4xf32>
  }
  %b = ktdp.inter_tile_reduce(%f) consumer_tiles_per_group = affine_set<(i)[g] : (i >= 0, -i + 1 >= 0)>, identity(%z : tensor<4xf32>)
      : <(tensor<4xf32>), groups = affine_set<(g) : (g == 0)>> -> tensor<4xf32> {
    ^bb0(%l: tensor<4xf32>, %r: tensor<4xf32>):
      ktdp.yield_reduced %l : tensor<4xf32>
  }
  return
}

// -----

func.func @space(%p: index) {
  // expected-error @+1 {{the 'unspecified' memory space has no current spelling}}
  %v = ktdp.construct_memory_view %p, sizes: [4], strides: [1] {memory_space = #ktdp.spyre_memory_space<unspecified>} : memref<4xf16>
  return
}

// -----

func.func @tile_elem(%t: !ktdp.access_tile<4xf32>) {
  // expected-error @-1 {{access tile elements must be 'index'}}
  return
}

// -----

func.func @tile_id() {
  // expected-error @+1 {{'ktdp.get_compute_tile_id' op must return at least one index (num tile-grid dims >= 1)}}
  "ktdp.get_compute_tile_id"() : () -> ()
  return
}

// -----

// inter_tile_consume: ktir-mlir-frontend's checks (PR #23's design).
#c_first = affine_set<(d0)[s0] : (d0 - s0 * 4 == 0)>
#c_all = affine_set<(d0)[s0] : (d0 - s0 * 4 >= 0, -d0 + s0 * 4 + 3 >= 0)>
#c_one = affine_set<(d0) : (d0 == 0)>
func.func @consume_result_type(%d: tensor<1x64xf16>) -> tensor<64xf16> {
  %f = ktdp.inter_tile_produce producer_tiles_per_group = #c_first -> <(tensor<1x64xf16>), groups = #c_one> {
  ^bb0(%g: index):
    ktdp.yield_partial %d : tensor<1x64xf16>
  }
  // expected-error @+1 {{'ktdp.inter_tile_consume' op failed to verify that result types must match future partial types}}
  %r = ktdp.inter_tile_consume(%f) consumer_tiles_per_group = #c_all : <(tensor<1x64xf16>), groups = #c_one> -> tensor<64xf16>
  return %r : tensor<64xf16>
}

// -----

#c_first = affine_set<(d0)[s0] : (d0 - s0 * 4 == 0)>
#c_nosym = affine_set<(d0) : (d0 >= 0, -d0 + 3 >= 0)>
#c_one = affine_set<(d0) : (d0 == 0)>
func.func @consume_no_symbol(%d: tensor<64xf16>) -> tensor<64xf16> {
  %f = ktdp.inter_tile_produce producer_tiles_per_group = #c_first -> <(tensor<64xf16>), groups = #c_one> {
  ^bb0(%g: index):
    ktdp.yield_partial %d : tensor<64xf16>
  }
  // expected-error @+1 {{`consumer_tiles_per_group` must have exactly one symbol (the group index g)}}
  %r = ktdp.inter_tile_consume(%f) consumer_tiles_per_group = #c_nosym : <(tensor<64xf16>), groups = #c_one> -> tensor<64xf16>
  return %r : tensor<64xf16>
}

// -----

#c_first = affine_set<(d0)[s0] : (d0 - s0 * 4 == 0)>
#c_all = affine_set<(d0)[s0] : (d0 - s0 * 4 >= 0, -d0 + s0 * 4 + 3 >= 0)>
#c_one = affine_set<(d0) : (d0 == 0)>
#c_dep3 = affine_set<(d0)[s0, s1, s2] : (d0 - s0 == 0, s2 >= 0)>
func.func @consume_dep_symbols(%d: tensor<64xf16>) -> tensor<64xf16> {
  %f = ktdp.inter_tile_produce producer_tiles_per_group = #c_first -> <(tensor<64xf16>), groups = #c_one> {
  ^bb0(%g: index):
    ktdp.yield_partial %d : tensor<64xf16>
  }
  // expected-error @+1 {{`producer_dependency_per_consumer` must have one symbol (c) or two symbols (c, g)}}
  %r = ktdp.inter_tile_consume(%f) consumer_tiles_per_group = #c_all, producer_dependency_per_consumer = #c_dep3 : <(tensor<64xf16>), groups = #c_one> -> tensor<64xf16>
  return %r : tensor<64xf16>
}
