// A product whose result is only stored, whole and unmasked, to
// consecutive elements is written straight into the output (no buffer, no
// copy), and a zero accumulator is not copied in: the LLVM IR holds one
// call of the product per dot and no memcpy. Where the output is read
// between the product and its store (%old), the product keeps its own
// buffer: r gets q's contents from before the store. References by numpy
// in float64 (Inputs/inplace_o.npy = a·b, inplace_q.npy = a·b + 1,
// inplace_q0.npy = q's first contents).
// RUN: ir-run %s --entry k --grid 1 --arg a=%S/Inputs/inplace_a.npy --arg b=%S/Inputs/inplace_b.npy --arg o=zeros:512:f32 --arg q=%S/Inputs/inplace_q0.npy --arg r=zeros:512:f32 --check o=%S/Inputs/inplace_o.npy --check q=%S/Inputs/inplace_q.npy --check r=%S/Inputs/inplace_q0.npy --rtol 1e-5 --atol 1e-5 | FileCheck %s
// RUN: ir-run %s --jit --entry k --grid 1 --arg a=%S/Inputs/inplace_a.npy --arg b=%S/Inputs/inplace_b.npy --arg o=zeros:512:f32 --arg q=%S/Inputs/inplace_q0.npy --arg r=zeros:512:f32 --check o=%S/Inputs/inplace_o.npy --check q=%S/Inputs/inplace_q.npy --check r=%S/Inputs/inplace_q0.npy --rtol 1e-5 --atol 1e-5 | FileCheck %s
// RUN: ir-run %s --jit --check-bounds --entry k --grid 1 --arg a=%S/Inputs/inplace_a.npy --arg b=%S/Inputs/inplace_b.npy --arg o=zeros:512:f32 --arg q=%S/Inputs/inplace_q0.npy --arg r=zeros:512:f32 --check o=%S/Inputs/inplace_o.npy --check q=%S/Inputs/inplace_q.npy --check r=%S/Inputs/inplace_q0.npy --rtol 1e-5 --atol 1e-5 | FileCheck %s
// CHECK-DAG: check o: ok
// CHECK-DAG: check q: ok
// CHECK-DAG: check r: ok
// RUN: ir-opt %s --emit=llvm | FileCheck %s --check-prefix=LL
// LL-LABEL: define void @k(
// LL: call {{.*}}@tessera.sgemm(
// LL: call {{.*}}@tessera.sgemm(
// LL-NOT: call {{.*}}@tessera.sgemm(
// LL: ret void
// @alias stores its product over its own A (x[64..576) inside x[0..4800),
// A being 16 x 300: past one KC block, so a product written in place would
// read its own output as A): the product then goes through its own
// buffer, chosen at run time.
// RUN: ir-run %s --jit --entry alias --grid 1 --arg x=%S/Inputs/inplace_x0.npy --arg b=%S/Inputs/inplace_b300.npy --check x=%S/Inputs/inplace_x.npy --rtol 1e-5 --atol 1e-5 | FileCheck %s --check-prefix=ALIAS
// RUN: ir-run %s --entry alias --grid 1 --arg x=%S/Inputs/inplace_x0.npy --arg b=%S/Inputs/inplace_b300.npy --check x=%S/Inputs/inplace_x.npy --rtol 1e-5 --atol 1e-5 | FileCheck %s --check-prefix=ALIAS
// ALIAS: check x: ok
tt.func public @k(%a: !tt.ptr<f32>, %b: !tt.ptr<f32>, %o: !tt.ptr<f32>, %q: !tt.ptr<f32>, %r: !tt.ptr<f32>) {
  %ra = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %pa0 = tt.splat %a : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
  %pa = tt.addptr %pa0, %ra : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
  %la = tt.load %pa : tensor<128x!tt.ptr<f32>>
  %A = tt.reshape %la : tensor<128xf32> -> tensor<16x8xf32>
  %rb = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
  %pb0 = tt.splat %b : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
  %pb = tt.addptr %pb0, %rb : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
  %lb = tt.load %pb : tensor<256x!tt.ptr<f32>>
  %B = tt.reshape %lb : tensor<256xf32> -> tensor<8x32xf32>
  %zero = arith.constant dense<0.000000e+00> : tensor<16x32xf32>
  %d = tt.dot %A, %B, %zero : tensor<16x8xf32> * tensor<8x32xf32> -> tensor<16x32xf32>
  %ro = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32>
  %po0 = tt.splat %o : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>>
  %po = tt.addptr %po0, %ro : tensor<512x!tt.ptr<f32>>, tensor<512xi32>
  %df = tt.reshape %d : tensor<16x32xf32> -> tensor<512xf32>
  tt.store %po, %df : tensor<512x!tt.ptr<f32>>
  %one = arith.constant dense<1.000000e+00> : tensor<16x32xf32>
  %e = tt.dot %A, %B, %one : tensor<16x8xf32> * tensor<8x32xf32> -> tensor<16x32xf32>
  %pq0 = tt.splat %q : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>>
  %pq = tt.addptr %pq0, %ro : tensor<512x!tt.ptr<f32>>, tensor<512xi32>
  %old = tt.load %pq : tensor<512x!tt.ptr<f32>>
  %ef = tt.reshape %e : tensor<16x32xf32> -> tensor<512xf32>
  tt.store %pq, %ef : tensor<512x!tt.ptr<f32>>
  %pr0 = tt.splat %r : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>>
  %pr = tt.addptr %pr0, %ro : tensor<512x!tt.ptr<f32>>, tensor<512xi32>
  tt.store %pr, %old : tensor<512x!tt.ptr<f32>>
  tt.return
}
tt.func public @alias(%x: !tt.ptr<f32>, %b: !tt.ptr<f32>) {
  %ra = tt.make_range {end = 4800 : i32, start = 0 : i32} : tensor<4800xi32>
  %pa0 = tt.splat %x : !tt.ptr<f32> -> tensor<4800x!tt.ptr<f32>>
  %pa = tt.addptr %pa0, %ra : tensor<4800x!tt.ptr<f32>>, tensor<4800xi32>
  %la = tt.load %pa : tensor<4800x!tt.ptr<f32>>
  %A = tt.reshape %la : tensor<4800xf32> -> tensor<16x300xf32>
  %rb = tt.make_range {end = 9600 : i32, start = 0 : i32} : tensor<9600xi32>
  %pb0 = tt.splat %b : !tt.ptr<f32> -> tensor<9600x!tt.ptr<f32>>
  %pb = tt.addptr %pb0, %rb : tensor<9600x!tt.ptr<f32>>, tensor<9600xi32>
  %lb = tt.load %pb : tensor<9600x!tt.ptr<f32>>
  %B = tt.reshape %lb : tensor<9600xf32> -> tensor<300x32xf32>
  %zero = arith.constant dense<0.000000e+00> : tensor<16x32xf32>
  %d = tt.dot %A, %B, %zero : tensor<16x300xf32> * tensor<300x32xf32> -> tensor<16x32xf32>
  %c64 = arith.constant 64 : i32
  %xo = tt.addptr %x, %c64 : !tt.ptr<f32>, i32
  %ro = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32>
  %po0 = tt.splat %xo : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>>
  %po = tt.addptr %po0, %ro : tensor<512x!tt.ptr<f32>>, tensor<512xi32>
  %df = tt.reshape %d : tensor<16x32xf32> -> tensor<512xf32>
  tt.store %po, %df : tensor<512x!tt.ptr<f32>>
  tt.return
}
