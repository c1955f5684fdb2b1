// --decompose: each composite op becomes PyTorch's decomposition (torch._refs /
// torch._decomp), checked here op by op against the formulas in the comments;
// the numerics are checked by test/run (ir-run after --decompose vs PyTorch).
// RUN: ir-opt --decompose %s | FileCheck %s
// RUN: ir-opt --decompose %s | ir-opt | FileCheck %s
// RUN: ir-opt '--decompose=keep=softmax,linear' %s | FileCheck %s --check-prefix=KEEP
// RUN: not ir-opt '--decompose=keep=bogus' %s 2>&1 | FileCheck %s --check-prefix=BAD

// softmax(x) = exp(x - amax(x)) / sum(exp(x - amax(x)))
// CHECK-LABEL: func.func @softmax
// CHECK:      %[[M:.*]] = torch.aten.amax %arg0, %{{.*}}, %true : {{.*}} -> !torch.vtensor<[2,1],f32>
// CHECK:      %[[S:.*]] = torch.aten.sub.Tensor %arg0, %[[M]], %{{.*}} -> !torch.vtensor<[2,5],f32>
// CHECK-NEXT: %[[E:.*]] = torch.aten.exp %[[S]]
// CHECK:      %[[Z:.*]] = torch.aten.sum.dim_IntList %[[E]], %{{.*}}, %{{.*}}, %none : {{.*}} -> !torch.vtensor<[2,1],f32>
// CHECK-NEXT: %[[R:.*]] = torch.aten.div.Tensor %[[E]], %[[Z]]
// CHECK-NEXT: return %[[R]]
// KEEP-LABEL: func.func @softmax
// KEEP: torch.aten.softmax.int
func.func @softmax(%x: !torch.vtensor<[2,5],f32>) -> !torch.vtensor<[2,5],f32> {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %0 = torch.aten.softmax.int %x, %int1, %none : !torch.vtensor<[2,5],f32>, !torch.int, !torch.none -> !torch.vtensor<[2,5],f32>
  return %0 : !torch.vtensor<[2,5],f32>
}
// gelu tanh: 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))); sqrt(2/pi) = 0.7978845608...
// CHECK-LABEL: func.func @gelu_tanh
// CHECK-NOT:  torch.aten.gelu
// CHECK:      %[[X2:.*]] = torch.aten.mul.Tensor %arg0, %arg0
// CHECK-NEXT: %[[X3:.*]] = torch.aten.mul.Tensor %[[X2]], %arg0
// CHECK:      torch.constant.float 4.471500e-02
// CHECK:      torch.constant.float 0.79788456080286541
// CHECK:      %[[T:.*]] = torch.aten.tanh
// CHECK:      torch.aten.add.Scalar %[[T]], %float1.000000e00
// CHECK:      torch.aten.mul.Scalar %arg0, %float5.000000e-01
// KEEP-LABEL: func.func @gelu_tanh
// KEEP-NOT: torch.aten.gelu
func.func @gelu_tanh(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %str = torch.constant.str "tanh"
  %0 = torch.aten.gelu %x, %str : !torch.vtensor<[4],f32>, !torch.str -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
// linear(x, w, b) = x @ w^T + b; rank 3 x [2,3,4] flattens to [6,4] for mm.
// CHECK-LABEL: func.func @linear
// CHECK:      %[[WT:.*]] = torch.aten.permute %arg1, %{{.*}} -> !torch.vtensor<[4,6],f32>
// CHECK:      %[[X2:.*]] = torch.aten.reshape %arg0, %{{.*}} -> !torch.vtensor<[6,4],f32>
// CHECK-NEXT: %[[P:.*]] = torch.aten.mm %[[X2]], %[[WT]] {{.*}} -> !torch.vtensor<[6,6],f32>
// CHECK:      %[[Y:.*]] = torch.aten.view %[[P]], %{{.*}} -> !torch.vtensor<[2,3,6],f32>
// CHECK:      torch.aten.add.Tensor %[[Y]], %arg2
// KEEP-LABEL: func.func @linear
// KEEP: torch.aten.linear
func.func @linear(%x: !torch.vtensor<[2,3,4],f32>, %w: !torch.vtensor<[6,4],f32>, %b: !torch.vtensor<[6],f32>) -> !torch.vtensor<[2,3,6],f32> {
  %0 = torch.aten.linear %x, %w, %b : !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[6,4],f32>, !torch.vtensor<[6],f32> -> !torch.vtensor<[2,3,6],f32>
  return %0 : !torch.vtensor<[2,3,6],f32>
}
// var_mean with correction 1 over 8 elements: sum((x - mean)^2) / 7.
// CHECK-LABEL: func.func @var_mean
// CHECK:      %[[MK:.*]] = torch.aten.mean.dim %arg0, %{{.*}}, %true, %none {{.*}} -> !torch.vtensor<[2,1],f32>
// CHECK:      %[[D:.*]] = torch.aten.sub.Tensor %arg0, %[[MK]]
// CHECK-NEXT: %[[SQ:.*]] = torch.aten.mul.Tensor %[[D]], %[[D]]
// CHECK:      %[[SS:.*]] = torch.aten.sum.dim_IntList %[[SQ]], %{{.*}}, %false, {{.*}} -> !torch.vtensor<[2],f32>
// CHECK-NEXT: %float7.000000e00 = torch.constant.float 7.000000e+00
// CHECK-NEXT: %[[V:.*]] = torch.aten.div.Scalar %[[SS]], %float7.000000e00
// CHECK:      %[[M:.*]] = torch.aten.mean.dim %arg0, %{{.*}}, %false{{.*}} -> !torch.vtensor<[2],f32>
// CHECK-NEXT: return %[[V]], %[[M]]
func.func @var_mean(%x: !torch.vtensor<[2,8],f32>) -> (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>) {
  %int1 = torch.constant.int 1
  %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %int1_0 = torch.constant.int 1
  %false = torch.constant.bool false
  %r0, %r1 = torch.aten.var_mean.correction %x, %0, %int1_0, %false : !torch.vtensor<[2,8],f32>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>
  return %r0, %r1 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>
}
// rms_norm: x * rsqrt(mean(x^2) + eps) * w; eps none is f32's epsilon 2^-23.
// CHECK-LABEL: func.func @rms_norm
// CHECK:      %[[SQ:.*]] = torch.aten.mul.Tensor %arg0, %arg0
// CHECK:      %[[MS:.*]] = torch.aten.mean.dim %[[SQ]]
// CHECK:      torch.constant.float 1.1920928955078125E-7
// CHECK:      %[[R:.*]] = torch.aten.rsqrt
// CHECK-NEXT: %[[N:.*]] = torch.aten.mul.Tensor %arg0, %[[R]]
// CHECK-NEXT: torch.aten.mul.Tensor %[[N]], %arg1
func.func @rms_norm(%x: !torch.vtensor<[2,8],f32>, %w: !torch.vtensor<[8],f32>) -> !torch.vtensor<[2,8],f32> {
  %int8 = torch.constant.int 8
  %0 = torch.prim.ListConstruct %int8 : (!torch.int) -> !torch.list<int>
  %none = torch.constant.none
  %1 = torch.aten.rms_norm %x, %0, %w, %none : !torch.vtensor<[2,8],f32>, !torch.list<int>, !torch.vtensor<[8],f32>, !torch.none -> !torch.vtensor<[2,8],f32>
  return %1 : !torch.vtensor<[2,8],f32>
}
// addmm(c, a, m, beta=0.5, alpha=1) = a @ m + 0.5 c.
// CHECK-LABEL: func.func @addmm
// CHECK:      %[[P:.*]] = torch.aten.mm %arg1, %arg2
// CHECK:      %[[C:.*]] = torch.aten.mul.Scalar %arg0, %float5.000000e-01
// CHECK:      torch.aten.add.Tensor %[[P]], %[[C]]
// BAD: error: decompose: unknown rule group 'bogus' in keep
func.func @addmm(%c: !torch.vtensor<[3],f32>, %a: !torch.vtensor<[2,4],f32>, %m: !torch.vtensor<[4,3],f32>) -> !torch.vtensor<[2,3],f32> {
  %int1 = torch.constant.int 1
  %float = torch.constant.float 5.000000e-01
  %0 = torch.aten.addmm %c, %a, %m, %float, %int1 : !torch.vtensor<[3],f32>, !torch.vtensor<[2,4],f32>, !torch.vtensor<[4,3],f32>, !torch.float, !torch.int -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}
