// Attention as a KTIR kernel: softmax(Q·Kᵀ/√32)·V for Q 16x32 and K, V
// 16x32, f32, on 2 cores (8 query rows each): K is transposed with
// linalg.transpose, the scores' rows normalised with linalg.reduce and
// linalg.broadcast. The reference is numpy's.
// RUN: ir-run %s --entry attention --arg q=%S/Inputs/attention_q.npy --arg k=%S/Inputs/attention_k.npy --arg v=%S/Inputs/attention_v.npy --arg o=zeros:16x32:f32 --out-dir %t --check o=%S/Inputs/attention_o_ref.npy | FileCheck %s
// CHECK: check o: ok

#full = affine_set<(d0, d1) : (d0 >= 0, -d0 + 15 >= 0, d1 >= 0, -d1 + 31 >= 0)>
#half = affine_set<(d0, d1) : (d0 >= 0, -d0 + 7 >= 0, d1 >= 0, -d1 + 31 >= 0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @attention(%q: index, %k: index, %v: index, %o: index) attributes {grid = [2]} {
  %c0 = arith.constant 0 : index
  %pid = ktdp.get_compute_tile_id : index
  %qv = ktdp.construct_memory_view %q, sizes: [16, 32], strides: [32, 1] {coordinate_set = #full, memory_space = #ktdp.memory_space<global>} : memref<16x32xf32>
  %kv = ktdp.construct_memory_view %k, sizes: [16, 32], strides: [32, 1] {coordinate_set = #full, memory_space = #ktdp.memory_space<global>} : memref<16x32xf32>
  %vv = ktdp.construct_memory_view %v, sizes: [16, 32], strides: [32, 1] {coordinate_set = #full, memory_space = #ktdp.memory_space<global>} : memref<16x32xf32>
  %ov = ktdp.construct_memory_view %o, sizes: [16, 32], strides: [32, 1] {coordinate_set = #full, memory_space = #ktdp.memory_space<global>} : memref<16x32xf32>
  %qt = ktdp.construct_access_tile %qv[%pid * 8, %c0] {access_tile_set = #half, access_tile_order = #id} : memref<16x32xf32> -> !ktdp.access_tile<8x32xindex>
  %kt = ktdp.construct_access_tile %kv[%c0, %c0] {access_tile_set = #full, access_tile_order = #id} : memref<16x32xf32> -> !ktdp.access_tile<16x32xindex>
  %vt = ktdp.construct_access_tile %vv[%c0, %c0] {access_tile_set = #full, access_tile_order = #id} : memref<16x32xf32> -> !ktdp.access_tile<16x32xindex>
  %qs = ktdp.load %qt : <8x32xindex> -> tensor<8x32xf32>
  %ks = ktdp.load %kt : <16x32xindex> -> tensor<16x32xf32>
  %vs = ktdp.load %vt : <16x32xindex> -> tensor<16x32xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %ekt = tensor.empty() : tensor<32x16xf32>
  %kT = linalg.transpose ins(%ks : tensor<16x32xf32>) outs(%ekt : tensor<32x16xf32>) permutation = [1, 0]
  %e816 = tensor.empty() : tensor<8x16xf32>
  %z816 = linalg.fill ins(%zero : f32) outs(%e816 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %s = linalg.matmul ins(%qs, %kT : tensor<8x32xf32>, tensor<32x16xf32>) outs(%z816 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %scale = arith.constant dense<0.17677669529663687> : tensor<8x16xf32>
  %ss = arith.mulf %s, %scale : tensor<8x16xf32>
  %e8 = tensor.empty() : tensor<8xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %m = linalg.reduce ins(%ss : tensor<8x16xf32>) outs(%m0 : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %mx = arith.maximumf %in, %acc : f32
      linalg.yield %mx : f32
    }
  %mb = linalg.broadcast ins(%m : tensor<8xf32>) outs(%e816 : tensor<8x16xf32>) dimensions = [1]
  %d = arith.subf %ss, %mb : tensor<8x16xf32>
  %p = math.exp %d : tensor<8x16xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.reduce ins(%p : tensor<8x16xf32>) outs(%s0 : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  %sb = linalg.broadcast ins(%sum : tensor<8xf32>) outs(%e816 : tensor<8x16xf32>) dimensions = [1]
  %w = arith.divf %p, %sb : tensor<8x16xf32>
  %e832 = tensor.empty() : tensor<8x32xf32>
  %z832 = linalg.fill ins(%zero : f32) outs(%e832 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %out = linalg.matmul ins(%w, %vs : tensor<8x16xf32>, tensor<16x32xf32>) outs(%z832 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %ot = ktdp.construct_access_tile %ov[%pid * 8, %c0] {access_tile_set = #half, access_tile_order = #id} : memref<16x32xf32> -> !ktdp.access_tile<8x32xindex>
  ktdp.store %out, %ot : tensor<8x32xf32>, !ktdp.access_tile<8x32xindex>
  return
}
