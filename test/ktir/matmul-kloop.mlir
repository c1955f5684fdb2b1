// A matmul with a K loop, as a KTIR kernel: C = A·B, A 64x256, B 256x64,
// f32, on 4 cores; core i computes rows 16i..16i+15 and walks K in blocks
// of 64, accumulating into the loop-carried tile (linalg.matmul adds its
// product to its `outs`). The reference is numpy's A @ B.
// RUN: ir-run %s --entry matmul --arg a=%S/Inputs/matmul_a.npy --arg b=%S/Inputs/matmul_b.npy --arg c=zeros:64x64:f32 --out-dir %t --check c=%S/Inputs/matmul_c_ref.npy --report | FileCheck %s
// CHECK: check c: ok
// CHECK: @matmul: 4 cores, latency estimate

#rows = affine_set<(d0, d1) : (d0 >= 0, -d0 + 15 >= 0, d1 >= 0, -d1 + 63 >= 0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @matmul(%a: index, %b: index, %c: index) attributes {grid = [4]} {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %pid = ktdp.get_compute_tile_id : index
  %av = ktdp.construct_memory_view %a, sizes: [64, 256], strides: [256, 1] {
    coordinate_set = affine_set<(d0, d1) : (d0 >= 0, -d0 + 63 >= 0, d1 >= 0, -d1 + 255 >= 0)>,
    memory_space = #ktdp.memory_space<global>
  } : memref<64x256xf32>
  %bv = ktdp.construct_memory_view %b, sizes: [256, 64], strides: [64, 1] {
    coordinate_set = affine_set<(d0, d1) : (d0 >= 0, -d0 + 255 >= 0, d1 >= 0, -d1 + 63 >= 0)>,
    memory_space = #ktdp.memory_space<global>
  } : memref<256x64xf32>
  %cv = ktdp.construct_memory_view %c, sizes: [64, 64], strides: [64, 1] {
    coordinate_set = affine_set<(d0, d1) : (d0 >= 0, -d0 + 63 >= 0, d1 >= 0, -d1 + 63 >= 0)>,
    memory_space = #ktdp.memory_space<global>
  } : memref<64x64xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x64xf32>
  %acc0 = linalg.fill ins(%zero : f32) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %acc = scf.for %k = %c0 to %c256 step %c64 iter_args(%acc_i = %acc0) -> (tensor<16x64xf32>) {
    %at = ktdp.construct_access_tile %av[%pid * 16, %k] {
      access_tile_set = #rows, access_tile_order = #id
    } : memref<64x256xf32> -> !ktdp.access_tile<16x64xindex>
    %bt = ktdp.construct_access_tile %bv[%k, %c0] {
      access_tile_set = affine_set<(d0, d1) : (d0 >= 0, -d0 + 63 >= 0, d1 >= 0, -d1 + 63 >= 0)>,
      access_tile_order = #id
    } : memref<256x64xf32> -> !ktdp.access_tile<64x64xindex>
    %ad = ktdp.load %at : <16x64xindex> -> tensor<16x64xf32>
    %bd = ktdp.load %bt : <64x64xindex> -> tensor<64x64xf32>
    %next = linalg.matmul ins(%ad, %bd : tensor<16x64xf32>, tensor<64x64xf32>) outs(%acc_i : tensor<16x64xf32>) -> tensor<16x64xf32>
    scf.yield %next : tensor<16x64xf32>
  }
  %ct = ktdp.construct_access_tile %cv[%pid * 16, %c0] {
    access_tile_set = #rows, access_tile_order = #id
  } : memref<64x64xf32> -> !ktdp.access_tile<16x64xindex>
  ktdp.store %acc, %ct : tensor<16x64xf32>, !ktdp.access_tile<16x64xindex>
  return
}
