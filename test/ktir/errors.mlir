// What the simulated Spyre rejects while a kernel runs, at the op: a tile
// reaching outside its memory view, a scratchpad buffer past the LX, an
// argument not given.
// RUN: not ir-run %s --entry outside --arg p=zeros:64:f32 2>&1 | FileCheck %s --check-prefix=OUTSIDE
// RUN: not ir-run %s --entry lx --arg p=zeros:64:f32 2>&1 | FileCheck %s --check-prefix=LX
// RUN: not ir-run %s --entry outside --out-dir %t 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not ir-run %s --entry outside --arg q=1 2>&1 | FileCheck %s --check-prefix=NAME

// OUTSIDE: errors.mlir:[[@LINE+7]]:8: error: 'ktdp.load' op reaches coordinate [64] outside its memory view of sizes [64]
func.func @outside(%p: index) attributes {grid = [2]} {
  %id = ktdp.get_compute_tile_id : index
  %v = ktdp.construct_memory_view %p, sizes: [64], strides: [1] {memory_space = #ktdp.memory_space<global>} : memref<64xf32>
  %t = ktdp.construct_access_tile %v[%id * 40] {
    access_tile_set = affine_set<(d0) : (d0 >= 0, -d0 + 39 >= 0)>, access_tile_order = affine_map<(d0) -> (d0)>
  } : memref<64xf32> -> !ktdp.access_tile<40xindex>
  %x = ktdp.load %t : <40xindex> -> tensor<40xf32>
  %y = ktdp.load %t : <40xindex> -> tensor<40xf32>
  return
}

// A 1 MiB f32 scratchpad buffer at element 300000 ends past 2 MiB.
// LX: errors.mlir:[[@LINE+3]]:8: error: 'ktdp.construct_memory_view' op LX overflow: this buffer (262144 elements of f32, at address 300000) reaches byte 2248576, past the core's LX of 2097152 bytes
func.func @lx(%p: index) {
  %c = arith.constant 300000 : index
  %v = ktdp.construct_memory_view %c, sizes: [262144], strides: [1] {memory_space = #ktdp.memory_space<ct_local>} : memref<262144xf32>
  return
}

// MISSING: ir-run: error: @outside's argument 'p' was not given (--arg p=...)
// NAME: ir-run: error: --arg 'q=1': @outside has no argument 'q' (it takes p)
