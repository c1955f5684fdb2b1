// inter_tile_consume on the simulated Spyre: a broadcast (one producer a
// group, every tile of the group receives its partial) and a routing (two
// producers a group, each consumer paired with one by
// producer_dependency_per_consumer). Eight tiles in two groups of four.
// RUN: ir-opt %s | ir-opt | FileCheck %s --check-prefix=PRINT
// RUN: ir-run %s --entry broadcast --arg x=%S/Inputs/consume_x.npy --arg out=zeros:8x16:f32 --out-dir %t.b --check out=%S/Inputs/consume_bcast_ref.npy --report | FileCheck %s --check-prefix=BCAST
// RUN: ir-run %s --entry route --arg y=%S/Inputs/consume_y.npy --arg out=zeros:8x16:f32 --out-dir %t.r --check out=%S/Inputs/consume_route_ref.npy | FileCheck %s --check-prefix=ROUTE
//
// By hand. broadcast: tile 4g loads row g of x (2x16) and produces it;
// tiles 4g..4g+3 consume it and store it as row `tile` of out: rows 0-3
// are x[0], rows 4-7 x[1]. Each consumer receives 16 f32 = 64 bytes over
// the ring (the producer also sends 64): 128 bytes on tile 0, 1 cycle
// at 128 bytes a cycle.
// route: tiles 4g and 4g+1 load row `tile` of y (8x16) and produce it;
// tiles 4g+2 and 4g+3 consume, each from the producer p = c - 2, and store
// at their own row; producers consume nothing (their result is zeros) and
// store those zeros. So out = [0, 0, y0, y1, 0, 0, y4, y5].
// PRINT: ktdp.inter_tile_consume(%{{.*}}) consumer_tiles_per_group = #{{.*}}, producer_dependency_per_consumer = #{{.*}} : <(tensor<1x16xf32>), groups = affine_set<(d0) : (d0 >= 0, -d0 + 1 >= 0)>> -> tensor<1x16xf32>
// BCAST: check out: ok
// BCAST: communication 0.001; slowest core 0)
// ROUTE: check out: ok

#rows = affine_map<(d0, d1) -> (d0, d1)>
#x_set = affine_set<(d0, d1) : (d0 >= 0, -d0 + 1 >= 0, d1 >= 0, -d1 + 15 >= 0)>
#o_set = affine_set<(d0, d1) : (d0 >= 0, -d0 + 7 >= 0, d1 >= 0, -d1 + 15 >= 0)>
#row = affine_set<(d0, d1) : (d0 == 0, d1 >= 0, -d1 + 15 >= 0)>
#first = affine_set<(d0)[s0] : (d0 - s0 * 4 == 0)>
#all4 = affine_set<(d0)[s0] : (d0 - s0 * 4 >= 0, -d0 + s0 * 4 + 3 >= 0)>
#two = affine_set<(d0) : (d0 >= 0, -d0 + 1 >= 0)>
#pairs = affine_set<(d0)[s0] : (d0 - s0 * 4 >= 0, -d0 + s0 * 4 + 1 >= 0)>
#takers = affine_set<(d0)[s0] : (d0 - s0 * 4 - 2 >= 0, -d0 + s0 * 4 + 3 >= 0)>
#dep = affine_set<(d0)[s0] : (d0 - s0 + 2 == 0)>

func.func @broadcast(%x: index, %out: index) attributes {grid = [8]} {
  %id = ktdp.get_compute_tile_id : index
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %g = arith.divui %id, %c4 : index
  %xv = ktdp.construct_memory_view %x, sizes: [2, 16], strides: [16, 1] {coordinate_set = #x_set, memory_space = #ktdp.memory_space<global>} : memref<2x16xf32>
  %f = ktdp.inter_tile_produce producer_tiles_per_group = #first -> <(tensor<1x16xf32>), groups = #two> {
  ^bb0(%gid: index):
    %t = ktdp.construct_access_tile %xv[%gid, %c0] {access_tile_set = #row, access_tile_order = #rows} : memref<2x16xf32> -> !ktdp.access_tile<1x16xindex>
    %r = ktdp.load %t : <1x16xindex> -> tensor<1x16xf32>
    ktdp.yield_partial %r : tensor<1x16xf32>
  }
  %v = ktdp.inter_tile_consume(%f) consumer_tiles_per_group = #all4 : <(tensor<1x16xf32>), groups = #two> -> tensor<1x16xf32>
  %ov = ktdp.construct_memory_view %out, sizes: [8, 16], strides: [16, 1] {coordinate_set = #o_set, memory_space = #ktdp.memory_space<global>} : memref<8x16xf32>
  %ot = ktdp.construct_access_tile %ov[%id, %c0] {access_tile_set = #row, access_tile_order = #rows} : memref<8x16xf32> -> !ktdp.access_tile<1x16xindex>
  ktdp.store %v, %ot : tensor<1x16xf32>, <1x16xindex>
  return
}

func.func @route(%y: index, %out: index) attributes {grid = [8]} {
  %id = ktdp.get_compute_tile_id : index
  %c0 = arith.constant 0 : index
  %yv = ktdp.construct_memory_view %y, sizes: [8, 16], strides: [16, 1] {coordinate_set = #o_set, memory_space = #ktdp.memory_space<global>} : memref<8x16xf32>
  %f = ktdp.inter_tile_produce producer_tiles_per_group = #pairs -> <(tensor<1x16xf32>), groups = #two> {
  ^bb0(%gid: index):
    %t = ktdp.construct_access_tile %yv[%id, %c0] {access_tile_set = #row, access_tile_order = #rows} : memref<8x16xf32> -> !ktdp.access_tile<1x16xindex>
    %r = ktdp.load %t : <1x16xindex> -> tensor<1x16xf32>
    ktdp.yield_partial %r : tensor<1x16xf32>
  }
  %v = ktdp.inter_tile_consume(%f) consumer_tiles_per_group = #takers, producer_dependency_per_consumer = #dep : <(tensor<1x16xf32>), groups = #two> -> tensor<1x16xf32>
  %ov = ktdp.construct_memory_view %out, sizes: [8, 16], strides: [16, 1] {coordinate_set = #o_set, memory_space = #ktdp.memory_space<global>} : memref<8x16xf32>
  %ot = ktdp.construct_access_tile %ov[%id, %c0] {access_tile_set = #row, access_tile_order = #rows} : memref<8x16xf32> -> !ktdp.access_tile<1x16xindex>
  ktdp.store %v, %ot : tensor<1x16xf32>, <1x16xindex>
  return
}
