// A row softmax as a KTIR kernel: 8 rows of 32 f32 on 2 cores (4 rows
// each): the row maximum and sum with linalg.reduce, broadcast back with
// linalg.broadcast, exponentials with math.exp. The reference is numpy's
// exp(x - max) / sum.
// RUN: ir-run %s --entry softmax --arg x=%S/Inputs/softmax_x.npy --arg y=zeros:8x32:f32 --out-dir %t --check y=%S/Inputs/softmax_y_ref.npy | FileCheck %s
// CHECK: check y: ok

#set = affine_set<(d0, d1) : (d0 >= 0, -d0 + 3 >= 0, d1 >= 0, -d1 + 31 >= 0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @softmax(%x: index, %y: index) attributes {grid = [2]} {
  %c0 = arith.constant 0 : index
  %pid = ktdp.get_compute_tile_id : index
  %xv = ktdp.construct_memory_view %x, sizes: [8, 32], strides: [32, 1] {
    coordinate_set = affine_set<(d0, d1) : (d0 >= 0, -d0 + 7 >= 0, d1 >= 0, -d1 + 31 >= 0)>,
    memory_space = #ktdp.memory_space<global>
  } : memref<8x32xf32>
  %yv = ktdp.construct_memory_view %y, sizes: [8, 32], strides: [32, 1] {
    coordinate_set = affine_set<(d0, d1) : (d0 >= 0, -d0 + 7 >= 0, d1 >= 0, -d1 + 31 >= 0)>,
    memory_space = #ktdp.memory_space<global>
  } : memref<8x32xf32>
  %xt = ktdp.construct_access_tile %xv[%pid * 4, %c0] {access_tile_set = #set, access_tile_order = #id}
      : memref<8x32xf32> -> !ktdp.access_tile<4x32xindex>
  %xs = ktdp.load %xt : <4x32xindex> -> tensor<4x32xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e4 = tensor.empty() : tensor<4xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %m = linalg.reduce ins(%xs : tensor<4x32xf32>) outs(%m0 : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %mx = arith.maximumf %in, %acc : f32
      linalg.yield %mx : f32
    }
  %e432 = tensor.empty() : tensor<4x32xf32>
  %mb = linalg.broadcast ins(%m : tensor<4xf32>) outs(%e432 : tensor<4x32xf32>) dimensions = [1]
  %d = arith.subf %xs, %mb : tensor<4x32xf32>
  %ex = math.exp %d : tensor<4x32xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.reduce ins(%ex : tensor<4x32xf32>) outs(%s0 : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %sum = arith.addf %in, %acc : f32
      linalg.yield %sum : f32
    }
  %sb = linalg.broadcast ins(%s : tensor<4xf32>) outs(%e432 : tensor<4x32xf32>) dimensions = [1]
  %r = arith.divf %ex, %sb : tensor<4x32xf32>
  %yt = ktdp.construct_access_tile %yv[%pid * 4, %c0] {access_tile_set = #set, access_tile_order = #id}
      : memref<8x32xf32> -> !ktdp.access_tile<4x32xindex>
  ktdp.store %r, %yt : tensor<4x32xf32>, !ktdp.access_tile<4x32xindex>
  return
}
