// The spyreop intrinsics in the interpreter, in a linalg.generic body as a
// KTIR kernel's compute would call them, on x = [-2, 0, 0.5, 3] and
// i = [0, 1, 2, -3]. By hand:
//   sigmoid(x) = 1/(1+e^-x):      0.1192029, 0.5, 0.6224593, 0.9525741
//   silu(x) = x sigmoid(x):       -0.2384058, 0, 0.3112297, 2.857722
//   exp(x):                       0.1353353, 1, 1.648721, 20.08554
//   layernormscale(e^x) = e^-x/2: 2.718282, 1, 0.7788008, 0.2231302
//   realdiv(e^x, e^-x/2) = e^1.5x: 0.04978707, 1, 2.117000, 90.01713
//   idx32toaddr(i*i + i) base 0x1000 stride 4: 4096, 4104, 4120, 4120
// RUN: ir-run %s --input %S/Inputs/x.npy --input %S/Inputs/i.npy --print | FileCheck %s
// CHECK: result 0: shape [4] dtype f32
// CHECK-NEXT: [0.11920292, 0.5, 0.62245935, 0.95257413]
// CHECK: result 1:
// CHECK-NEXT: [-0.23840584, 0, 0.31122968, 2.8577223]
// CHECK: result 2:
// CHECK-NEXT: [0.13533528, 1, 1.6487212, 20.085537]
// CHECK: result 3:
// CHECK-NEXT: [2.7182817, 1, 0.7788008, 0.22313017]
// CHECK: result 4:
// CHECK-NEXT: [0.04978707, 1, 2.1169999, 90.01713]
// CHECK: result 5:
// CHECK-NEXT: [4096, 4104, 4120, 4120]
#id = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) {
  %e = tensor.empty() : tensor<4xf32>
  %ei = tensor.empty() : tensor<4xi32>
  %0:5 = linalg.generic {indexing_maps = [#id, #id, #id, #id, #id, #id], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e, %e, %e, %e, %e : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%a: f32, %o0: f32, %o1: f32, %o2: f32, %o3: f32, %o4: f32):
    %s = spyreop.sigmoid %a : f32
    %l = spyreop.silu %a : f32
    %p = spyreop.exp %a : f32
    %q = spyreop.layernormscale %p : f32
    %r = spyreop.realdiv %p, %q : f32
    linalg.yield %s, %l, %p, %q, %r : f32, f32, f32, f32, f32
  } -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%i : tensor<4xi32>) outs(%ei : tensor<4xi32>) {
  ^bb0(%a: i32, %o: i32):
    %t = spyreop.muli32toi32 %a, %a
    %u = spyreop.addi32toi32 %t, %a
    %v = spyreop.idx32toaddr %u base 0x1000 stride 4
    linalg.yield %v : i32
  } -> tensor<4xi32>
  return %0#0, %0#1, %0#2, %0#3, %0#4, %1 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>
}
