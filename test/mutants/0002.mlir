// ir-gen random --seed 75 --size 11
#loc0 = loc("n"("callee"("a.mlir":4294967295:4294967295)))
!alias_0 = index
#l_x1 = loc("x")

"builtin.module"() ({
"d.op_1"(): () -> () loc("callee"("src/x.py":476:231))
%0 = "d.op_1"()<{my.k0= 782.819257 : f8E4M3FNUZ}>: () -> memref<7x3x45xi24, strided<[?, ?, 1], offset: ?>, 1>
// a comment
%value1 = "foo.bar.baz"()<{attr0= dense<[-227.442745, -0.4668686, 0xAF516B2B, 0.0]> : vector<4xf32>, k$1= memref<2x?x5xsi32, affine_map<(d0, d1, d2) -> ((6 * 6) mod 3, d0)>, "shared">, sym_name2= @s$::@s$, sym_name3= affine_map<()[N0] -> (7 * ((N0) * N0), N0 - 8 + (7) floordiv 2, 2)>}>: () -> f8E4M3FN loc("":307:94)
"d.op_1"(%value1, %value1, %value1) <{foo.k0= dense<[[[1.0e-5, 53.74E9, 0.1, 1.5]], [[0xE7, 0x1F, 0x9E, 0x88]], [[-8.81747e-36, 0xE4, -946.834495, -9.301]]]> : tensor<3x1x4xf8E5M2FNUZ>, d.k1, x2= distinct[2]<!my_dialect.v<-8>>, sym_name3= dense<1> : tensor<i17>}>: (f8E4M3FN, f8E4M3FN, f8E4M3FN) -> () loc("a.mlir":39:19 to :26)
%2:4 = "my_dialect.thing"(%0, %0, %0): (memref<7x3x45xi24, strided<[?, ?, 1], offset: ?>, 1>, memref<7x3x45xi24, strided<[?, ?, 1], offset: ?>, 1>, memref<7x3x45xi24, strided<[?, ?, 1], offset: ?>, 1>) -> (i3, complex<bf16>, i8, tensor<0x1x996x!my_dialect.param<<{-5,a.b}, ?, <"x y",?>>, ?, -7>>)
%v3 = "foo.bar.baz"(%2#1, %2#0, %2#0): (complex<bf16>, i3, i3) -> (tuple<>)
%4 = "z.nop"(%2#3, %2#1, %v3) ({
}) {d.k0}: (tensor<0x1x996x!my_dialect.param<<{-5,a.b}, ?, <"x y",?>>, ?, -7>>, complex<bf16>, tuple<>) -> none loc(#loc0
"d.op_1"(%4, %v3, %v3) {sym_name0, b1= affine_map<()[s0, s1] -> (s1, (5 * (s1)) mod 9)>, foo.k2= dense<90> : tensor<4x1xi16>, sym_name3= @x.y}: (none, tuple<>, tuple<>) -> ()
%_5 = "foo.bar"(%v3, %v3) {z90= "@Ω{", x1= @main::@_priv::@c}: (tuple<>, tuple<>) -> (!alias_0)
"x.y"(%4): (none) -> () loc(#l_x1)
"foo.compute"(%2#2, %4, %v3)<{"quoted key 0", k$1= {k$0= [1.0e300, vector<[16]x15x11xf32>, sparse<[[0], [0]], [-0.4553666, 0.3]> : tensor<2xf64>, -1: i24], z91= !alias_0}, attr2= "\n" : f64}>: (i8, none, tuple<>) -> () loc("dir/with space.c":90:86)
}) : () -> ()
