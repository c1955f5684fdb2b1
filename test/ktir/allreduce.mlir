// A cross-core all-reduce: each of 4 cores loads its row of a 4x64 f32
// matrix, doubles it and contributes it to one group's future; every core
// receives the sum; the last core stores it. The reference is numpy's
// 2 * x.sum(axis=0).
// RUN: ir-run %s --entry allreduce --arg x=%S/Inputs/allreduce_x.npy --arg out=zeros:64:f32 --out-dir %t --check out=%S/Inputs/allreduce_out_ref.npy --report | FileCheck %s
// CHECK: check out: ok
// CHECK: @allreduce: 4 cores, latency estimate {{.*}} communication {{[0-9.]*[1-9][0-9.]*}};

#row = affine_set<(d0) : (d0 >= 0, -d0 + 63 >= 0)>
#id = affine_map<(d0) -> (d0)>
#group = affine_set<(i)[g] : (i - g * 4 >= 0, -i + g * 4 + 3 >= 0)>
func.func @allreduce(%x: index, %out: index) attributes {grid = [4]} {
  %pid = ktdp.get_compute_tile_id : index
  %c64 = arith.constant 64 : index
  %c3 = arith.constant 3 : index
  %off = arith.muli %pid, %c64 : index
  %at = arith.addi %x, %off : index
  %rv = ktdp.construct_memory_view %at, sizes: [64], strides: [1] {
    coordinate_set = #row, memory_space = #ktdp.memory_space<global>
  } : memref<64xf32>
  %c0 = arith.constant 0 : index
  %rt = ktdp.construct_access_tile %rv[%c0] {access_tile_set = #row, access_tile_order = #id}
      : memref<64xf32> -> !ktdp.access_tile<64xindex>
  %row = ktdp.load %rt : <64xindex> -> tensor<64xf32>
  %two = arith.constant dense<2.0> : tensor<64xf32>
  %part = arith.mulf %row, %two : tensor<64xf32>
  %fut = ktdp.inter_tile_produce producer_tiles_per_group = #group
      -> <(tensor<64xf32>), groups = affine_set<(g) : (g == 0)>> {
    ^bb0(%gid: index):
      ktdp.yield_partial %part : tensor<64xf32>
  }
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %idn = linalg.fill ins(%zero : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %sum = ktdp.inter_tile_reduce(%fut) consumer_tiles_per_group = #group, identity(%idn : tensor<64xf32>)
      : <(tensor<64xf32>), groups = affine_set<(g) : (g == 0)>> -> tensor<64xf32> {
    ^bb0(%l: tensor<64xf32>, %r: tensor<64xf32>):
      %i = tensor.empty() : tensor<64xf32>
      %s = linalg.add ins(%l, %r : tensor<64xf32>, tensor<64xf32>) outs(%i : tensor<64xf32>) -> tensor<64xf32>
      ktdp.yield_reduced %s : tensor<64xf32>
  }
  %last = arith.cmpi eq, %pid, %c3 : index
  scf.if %last {
    %ov = ktdp.construct_memory_view %out, sizes: [64], strides: [1] {
      coordinate_set = #row, memory_space = #ktdp.memory_space<global>
    } : memref<64xf32>
    %ot = ktdp.construct_access_tile %ov[%c0] {access_tile_set = #row, access_tile_order = #id}
        : memref<64xf32> -> !ktdp.access_tile<64xindex>
    ktdp.store %sum, %ot : tensor<64xf32>, !ktdp.access_tile<64xindex>
  }
  return
}
