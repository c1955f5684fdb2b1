#map = affine_map<()[s0, s1] -> (s1, (s1 * 5) mod 9)>
"builtin.module"() ({
  "d.op_1"() : () -> ()
  %0 = "d.op_1"() <{my.k0 = 0x80 : f8E4M3FNUZ}> : () -> memref<7x3x45xi24, strided<[?, ?, 1], offset: ?>, 1>
  %1 = "foo.bar.baz"() <{attr0 = dense<[-227.442749, -0.466868609, -1.9046513E-10, 0.000000e+00]> : vector<4xf32>, k$1 = memref<2x?x5xsi32, affine_map<(d0, d1, d2) -> (0, d0)>, "shared">, sym_name2 = @s$::@s$, sym_name3 = affine_map<()[s0] -> ((s0 * s0) * 7, s0 - 5, 2)>}> : () -> f8E4M3FN
  "d.op_1"(%1, %1, %1) <{d.k1, foo.k0 = dense<[[[7.629390e-06, 0x80, 9.375000e-02, 1.500000e+00]], [[-8.960000e+02, 3.417970e-03, -2.929690e-03, -6.103520e-05]], [[0.000000e+00, -5.120000e+02, -8.960000e+02, -1.000000e+01]]]> : tensor<3x1x4xf8E5M2FNUZ>, sym_name3 = dense<1> : tensor<i17>, x2 = distinct[0]<!my_dialect.v<-8>>}> : (f8E4M3FN, f8E4M3FN, f8E4M3FN) -> ()
  %2:4 = "my_dialect.thing"(%0, %0, %0) : (memref<7x3x45xi24, strided<[?, ?, 1], offset: ?>, 1>, memref<7x3x45xi24, strided<[?, ?, 1], offset: ?>, 1>, memref<7x3x45xi24, strided<[?, ?, 1], offset: ?>, 1>) -> (i3, complex<bf16>, i8, tensor<0x1x996x!my_dialect.param<<{-5,a.b}, ?, <"x y",?>>, ?, -7>>)
  %3 = "foo.bar.baz"(%2#1, %2#0, %2#0) : (complex<bf16>, i3, i3) -> tuple<>
  %4 = "z.nop"(%2#3, %2#1, %3) ({
  }) {d.k0} : (tensor<0x1x996x!my_dialect.param<<{-5,a.b}, ?, <"x y",?>>, ?, -7>>, complex<bf16>, tuple<>) -> none
  "d.op_1"(%4, %3, %3) {b1 = #map, foo.k2 = dense<90> : tensor<4x1xi16>, sym_name0, sym_name3 = @x.y} : (none, tuple<>, tuple<>) -> ()
  %5 = "foo.bar"(%3, %3) {x1 = @main::@_priv::@c, z90 = "@\CE\A9{"} : (tuple<>, tuple<>) -> index
  "x.y"(%4) : (none) -> ()
  "foo.compute"(%2#2, %4, %3) <{attr2 = "\0A" : f64, k$1 = {k$0 = [1.000000e+300, vector<[16]x15x11xf32>, sparse<0, [-0.45536660000000001, 3.000000e-01]> : tensor<2xf64>, -1 : i24], z91 = index}, "quoted key 0"}> : (i8, none, tuple<>) -> ()
}) : () -> ()

