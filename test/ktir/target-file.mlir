// The simulated Spyre is a target file: `ir-run --target NAME|FILE` sets
// its LX, sticks, device-memory bandwidth, ring, clock and vector and
// matrix rates, and so what `--report` prints. Without --target, or with
// `--target spyre`, it is targets/spyre.target: LX 2 MiB (1,625,344 bytes
// usable), 128-byte sticks, 150 GB/s, ring 128 B a cycle, 1 GHz, 128-byte
// vectors. Inputs/small-spyre.target keeps the clock and vectors and has
// 256 usable LX bytes, 64-byte sticks, 20 GB/s and a ring of 64 B a cycle.
//
// RUN: ir-run %s --entry rows --arg x=zeros:2x96:f16 --arg out=zeros:2x96:f16 --report | FileCheck %s --check-prefix=ROWS
// RUN: ir-run %s --entry rows --arg x=zeros:2x96:f16 --arg out=zeros:2x96:f16 --report --target spyre | FileCheck %s --check-prefix=ROWS
// RUN: ir-run %s --entry rows --arg x=zeros:2x96:f16 --arg out=zeros:2x96:f16 --report --target %S/Inputs/small-spyre.target | FileCheck %s --check-prefix=ROWS-SMALL
// RUN: ir-run %s --entry exchange --arg x=zeros:2x64:f32 --arg out=zeros:64:f32 --report | FileCheck %s --check-prefix=EX
// RUN: ir-run %s --entry exchange --arg x=zeros:2x64:f32 --arg out=zeros:64:f32 --report --target %S/Inputs/small-spyre.target | FileCheck %s --check-prefix=EX-SMALL
//
// A target without an interconnect cannot time the inter-tile ops; a bad
// target file is an error at its line; a target without sticks is not a
// Spyre.
// RUN: not ir-run %s --entry exchange --arg x=zeros:2x64:f32 --arg out=zeros:64:f32 --target %S/Inputs/no-ring.target 2>&1 | FileCheck %s --check-prefix=NO-RING
// RUN: not ir-run %s --entry exchange --arg x=zeros:2x64:f32 --arg out=zeros:64:f32 --target %S/Inputs/zero-ring.target 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not ir-run %s --entry rows --arg x=zeros:2x96:f16 --arg out=zeros:2x96:f16 --target cpu 2>&1 | FileCheck %s --check-prefix=CPU
// BAD: zero-ring.target:24:19: error: interconnect.bytes_per_cycle must be a positive number, not 0
// CPU: ir-run: error: target 'cpu' does not lay tensors out in sticks: the simulated machine is a Spyre

// @rows: each of 2 cores copies its 96-f16 row (192 bytes) of x to out.
// Arrays start at element addresses that are whole numbers of stick
// bytes (element address a is byte 2a here): x at 0, out after x's 192
// elements at 256 (128-byte sticks) or 192 (64-byte sticks).
//
// spyre: core 0 loads bytes [0, 192), sticks 0-1, and stores [512, 704),
// sticks 4-5; core 1 loads [192, 384), sticks 1-2, and stores [704, 896),
// sticks 5-6. 512 bytes a core over 150 GB/s shared by 2 cores:
// 512 / 7.5e10 s = 6.83 ns. Core 1's two rows start at bytes 192 and 704,
// off a stick. Each buffer is 192 bytes in whole sticks, 256; a load and
// a store, 512. No compute (loads and stores are memory).
// ROWS: @rows: 2 cores, latency estimate 0.007 us (compute 0.000, memory 0.007, communication 0.000; slowest core 0); LX 512 of 1625344 usable bytes a core at most (core 0, fits); every split on a stick boundary, 2 rows off a stick (row-major arrays whose rows are not whole sticks)
//
// small-spyre: each load and store is 3 sticks of 64 bytes, 192 bytes
// ([0, 192) and [384, 576) for core 0, [192, 384) and [576, 768) for
// core 1, every row on a stick): 384 / (2e10 / 2) s = 38.4 ns. The
// buffers take 192 + 192 = 384 bytes, more than the 256 usable.
// ROWS-SMALL: @rows: 2 cores, latency estimate 0.038 us (compute 0.000, memory 0.038, communication 0.000; slowest core 0); LX 384 of 256 usable bytes a core at most (core 0, EXCEEDS the usable LX); every split on a stick boundary
#row = affine_set<(d0) : (d0 >= 0, -d0 + 95 >= 0)>
#id = affine_map<(d0) -> (d0)>
func.func @rows(%x: index, %out: index) attributes {grid = [2]} {
  %pid = ktdp.get_compute_tile_id : index
  %c96 = arith.constant 96 : index
  %c0 = arith.constant 0 : index
  %off = arith.muli %pid, %c96 : index
  %xa = arith.addi %x, %off : index
  %xv = ktdp.construct_memory_view %xa, sizes: [96], strides: [1] {memory_space = #ktdp.memory_space<global>} : memref<96xf16>
  %xt = ktdp.construct_access_tile %xv[%c0] {access_tile_set = #row, access_tile_order = #id}
      : memref<96xf16> -> !ktdp.access_tile<96xindex>
  %r = ktdp.load %xt : <96xindex> -> tensor<96xf16>
  %oa = arith.addi %out, %off : index
  %ov = ktdp.construct_memory_view %oa, sizes: [96], strides: [1] {memory_space = #ktdp.memory_space<global>} : memref<96xf16>
  %ot = ktdp.construct_access_tile %ov[%c0] {access_tile_set = #row, access_tile_order = #id}
      : memref<96xf16> -> !ktdp.access_tile<96xindex>
  ktdp.store %r, %ot : tensor<96xf16>, !ktdp.access_tile<96xindex>
  return
}

// @exchange: each of 2 cores loads its 64-f32 row (256 bytes, whole
// sticks of either size) and sends it to group 0; both cores sum the two
// partials; core 0 stores the sum to out (element 128, byte 512).
//
// On both targets: the combiner runs once (two partials, no identity):
// tensor.empty and linalg.add of 256 bytes at 128 bytes a cycle, 2 + 2 =
// 4 cycles = 4 ns; a core's ring traffic is 256 bytes sent + 2 x 256
// received = 768 bytes; core 0's device traffic is its row, [0, 256), and
// the sum, [512, 768): 512 bytes; its LX buffers 256 + 256 = 512.
//
// spyre: ring 768 / 128 = 6 cycles = 6 ns; memory 512 / 7.5e10 s = 6.83 ns;
// total 4 + 6.83 + 6 = 16.83 ns.
// EX: @exchange: 2 cores, latency estimate 0.017 us (compute 0.004, memory 0.007, communication 0.006; slowest core 0); LX 512 of 1625344 usable bytes a core at most (core 0, fits); every split on a stick boundary
//
// small-spyre: ring 768 / 64 = 12 cycles = 12 ns; memory 512 / 1e10 s =
// 51.2 ns; total 4 + 51.2 + 12 = 67.2 ns.
// EX-SMALL: @exchange: 2 cores, latency estimate 0.067 us (compute 0.004, memory 0.051, communication 0.012; slowest core 0); LX 512 of 256 usable bytes a core at most (core 0, EXCEEDS the usable LX); every split on a stick boundary
#r64 = affine_set<(d0) : (d0 >= 0, -d0 + 63 >= 0)>
#pair = affine_set<(i)[g] : (i - g * 2 >= 0, -i + g * 2 + 1 >= 0)>
func.func @exchange(%x: index, %out: index) attributes {grid = [2]} {
  %pid = ktdp.get_compute_tile_id : index
  %c64 = arith.constant 64 : index
  %c0 = arith.constant 0 : index
  %off = arith.muli %pid, %c64 : index
  %xa = arith.addi %x, %off : index
  %xv = ktdp.construct_memory_view %xa, sizes: [64], strides: [1] {memory_space = #ktdp.memory_space<global>} : memref<64xf32>
  %xt = ktdp.construct_access_tile %xv[%c0] {access_tile_set = #r64, access_tile_order = #id}
      : memref<64xf32> -> !ktdp.access_tile<64xindex>
  %row = ktdp.load %xt : <64xindex> -> tensor<64xf32>
  // NO-RING: target-file.mlir:[[@LINE+1]]:10: error: 'ktdp.inter_tile_produce' op moves 256 bytes between cores, but target 'no-ring' has no interconnect to time them over (an `[interconnect]` table in its file)
  %fut = ktdp.inter_tile_produce producer_tiles_per_group = #pair
      -> <(tensor<64xf32>), groups = affine_set<(g) : (g == 0)>> {
    ^bb0(%gid: index):
      ktdp.yield_partial %row : tensor<64xf32>
  }
  %sum = ktdp.inter_tile_reduce(%fut) consumer_tiles_per_group = #pair
      : <(tensor<64xf32>), groups = affine_set<(g) : (g == 0)>> -> tensor<64xf32> {
    ^bb0(%l: tensor<64xf32>, %r: tensor<64xf32>):
      %i = tensor.empty() : tensor<64xf32>
      %s = linalg.add ins(%l, %r : tensor<64xf32>, tensor<64xf32>) outs(%i : tensor<64xf32>) -> tensor<64xf32>
      ktdp.yield_reduced %s : tensor<64xf32>
  }
  %first = arith.cmpi eq, %pid, %c0 : index
  scf.if %first {
    %ov = ktdp.construct_memory_view %out, sizes: [64], strides: [1] {memory_space = #ktdp.memory_space<global>} : memref<64xf32>
    %ot = ktdp.construct_access_tile %ov[%c0] {access_tile_set = #r64, access_tile_order = #id}
        : memref<64xf32> -> !ktdp.access_tile<64xindex>
    ktdp.store %sum, %ot : tensor<64xf32>, !ktdp.access_tile<64xindex>
  }
  return
}
