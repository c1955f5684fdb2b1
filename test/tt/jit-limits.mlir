// The JIT keeps a kernel's blocks on the stack of the thread that runs the
// launch: a 1M-element block (4 MiB a tensor: the loaded values and their
// exponentials, which the square reads twice; the range and the pointers
// are computed where they are read, in no buffer; the square is computed
// as it is stored) runs; blocks that would take more than 64 MiB (two
// 64 MiB tensors at 16M elements) are a located error, not a crash.
// RUN: ir-run %s --entry big --grid 1 --arg x=zeros:1048576:f32 --arg o=zeros:1048576:f32 --out-dir %t --jit | FileCheck %s --allow-empty --check-prefix=OK
// OK-NOT: error
// RUN: sed 's/1048576/16777216/g' %s > %t.huge.mlir
// RUN: not ir-run %t.huge.mlir --entry big --grid 1 --arg x=zeros:16777216:f32 --arg o=zeros:16777216:f32 --jit 2>&1 | FileCheck %s
// CHECK: huge.mlir:{{[0-9]+}}:{{[0-9]+}}: error: '{{[a-z]+\.[a-z_]+}}' makes the kernel's blocks take more than 64 MiB of stack: smaller blocks are needed
tt.func public @big(%x: !tt.ptr<f32>, %o: !tt.ptr<f32>) {
  %r = tt.make_range {end = 1048576 : i32, start = 0 : i32} : tensor<1048576xi32>
  %xp = tt.splat %x : !tt.ptr<f32> -> tensor<1048576x!tt.ptr<f32>>
  %xa = tt.addptr %xp, %r : tensor<1048576x!tt.ptr<f32>>, tensor<1048576xi32>
  %v = tt.load %xa : tensor<1048576x!tt.ptr<f32>>
  %w = math.exp %v : tensor<1048576xf32>
  %u = arith.mulf %w, %w : tensor<1048576xf32>
  %op = tt.splat %o : !tt.ptr<f32> -> tensor<1048576x!tt.ptr<f32>>
  %oa = tt.addptr %op, %r : tensor<1048576x!tt.ptr<f32>>, tensor<1048576xi32>
  tt.store %oa, %u : tensor<1048576x!tt.ptr<f32>>
  tt.return
}
