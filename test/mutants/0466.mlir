!t0 = none
!t0 = none

"builtin.module"() <{sym_name = "m55"}> ({
  %value0 = "d.op_1"(): () -> f32
  %1 = "x.y"() {sym_name0= dense<[[[true, true, 0x0], [false,  true, false], [false, 0, false]], [[true, false, false], [true, 1, false],  [true, false, true]], [[false,  false, 0], [true, true, false], [false, true, false]]]> : tensor<3x3x3xi1>, a1= affine_map<(d0, d1, d2)[s0] -> ((d0 - d1) ceildiv 2)>, "quoted key 2"= 8.82052e-27, "quoted key 3"= dense<391> : tensor<1x3xindex>}: () -> f32 loc("":0:373)
  %2 = "bar.yield"(%value0, %1, %value0) {attr0= none, d.k1= ""}: (f32,
    f32, f32) -> !t0 loc(fused["src/x.py":4294967295:17])
  %3 = "d.op_1"(%1, %value0) {}: (f32, f32) -> tensor<?x8xsi1> loc("src/x.py":47:32 to 47:55)
  %arg4, %v5:3 = "foo.bar.baz"(%2, %1) ({
  ^loop0(%_6: !t0 loc("a.mlir":22:35 to 25:80), %7: !t0):
    %_8,%v9:3 = "z.nop"(%1, %7, %3): (f32, !t0, tensor<?x8xsi1>) -> (none, vector<5x12x[9]xsi128>, tensor<?x?x2xf32>, tensor<1x23xf80>)
  }) {}: (!t0, f32) -> (memref<55xf8E4M3, {kind = "scratch"}>,
    !x<"x<y>">,  tuple<i24>, tuple<f64, si16, f64>)
  %v10:2 = "a.b"(%v5#2, %1): (tuple<f64, si16, f64>,  f32) -> (complex<bf16>, tuple<>)
}) : () -> () loc("f":71)
