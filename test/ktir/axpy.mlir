// y = a·x + y in f16 over 8 cores of 256 elements, a bound from the command
// line; the reference is numpy's (computed in f32, rounded to f16).
// RUN: ir-run %s --entry axpy --arg x=%S/Inputs/axpy_x.npy --arg y=%S/Inputs/axpy_y.npy --arg a=0.5 --out-dir %t --check y=%S/Inputs/axpy_y_ref.npy --rtol 1e-2 --atol 1e-2 --report | FileCheck %s
// RUN: ir-run %s --entry axpy --arg arg0=%S/Inputs/axpy_x.npy --arg arg1=%S/Inputs/axpy_y.npy --arg 2=0.5 --out-dir %t --check y=%S/Inputs/axpy_y_ref.npy --rtol 1e-2 --atol 1e-2 | FileCheck %s --check-prefix=POS
// By hand, the latency estimate: each core moves 3 x 256 f16 = 1536 bytes
// = 12 sticks of 128; the 8 cores share 150 GB/s: 1536 / (150e9 / 8) =
// 0.082 us.
// CHECK: check y: ok
// POS: check y: ok
// CHECK: @axpy: 8 cores, latency estimate {{.*}}memory 0.082,

#set = affine_set<(d0) : (d0 >= 0, -d0 + 255 >= 0)>
#id = affine_map<(d0) -> (d0)>
func.func @axpy(%x: index, %y: index, %a: f16) attributes {grid = [8]} {
  %id = ktdp.get_compute_tile_id : index
  %xv = ktdp.construct_memory_view %x, sizes: [2048], strides: [1] {
    coordinate_set = affine_set<(d0) : (d0 >= 0, -d0 + 2047 >= 0)>, memory_space = #ktdp.memory_space<global>
  } : memref<2048xf16>
  %yv = ktdp.construct_memory_view %y, sizes: [2048], strides: [1] {
    coordinate_set = affine_set<(d0) : (d0 >= 0, -d0 + 2047 >= 0)>, memory_space = #ktdp.memory_space<global>
  } : memref<2048xf16>
  %xt = ktdp.construct_access_tile %xv[%id * 256] {access_tile_set = #set, access_tile_order = #id} : memref<2048xf16> -> !ktdp.access_tile<256xindex>
  %yt = ktdp.construct_access_tile %yv[%id * 256] {access_tile_set = #set, access_tile_order = #id} : memref<2048xf16> -> !ktdp.access_tile<256xindex>
  %xs = ktdp.load %xt : <256xindex> -> tensor<256xf16>
  %ys = ktdp.load %yt : <256xindex> -> tensor<256xf16>
  %as = tensor.splat %a : tensor<256xf16>
  %m = arith.mulf %as, %xs : tensor<256xf16>
  %r = arith.addf %m, %ys : tensor<256xf16>
  ktdp.store %r, %yt : tensor<256xf16>, <256xindex>
  return
}
