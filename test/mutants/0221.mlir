// ir-gen random --seed 78 --size 32
#l_x0 = loc(callsite("v"("src/x.py":0:381) at callsite("":33:8 to 35:40 at "f":6:4294967295)))
!alias_0 = memref<426x37xi16, affine_map<(d0, d1) -> ((5 + d1) ceildiv 7, (-(d0)) ceildiv 1)>, "gpu">
!t1 = !my_dialect.t
#x_y1 = -2147483648: i32
#a2 = @_priv
!alias_2 = complex<i32>
#L3 = loc("x")
!alias_3 = tuple<vector<[8]x12xui3>>
!ty4 = complex<ui3>
#x_y4 = [dense_resource<res_0> : tensor<5xi64>, -128: i8, #a2]
#attr_5 = "}\t"
#a6 = affine_set<(i0, i1)[N0] : (i1 >= 0, ((3) mod 5) mod 1 >= i1 + 7, 5 * (2) * 9 == 0)>
!ty5 = !x.t<[true ? true], ?>
#a7 = {}
#loc8 = loc("name")
!T_6 = i7
!alias_7 = f16
!alias_8 = f8E3M4
#L9 = loc(fused<"meta">[])
#map10 = 59 : index
#x_y11 = " \C3\A9_\05a"
#a12 = unit

"foo.bar"() {value0, my.k1= dense<0x77096> : tensor<2x4x2xtf32>, x2= 4.9e-324 : f32}: () -> ()
%0 = "z.nop"() ({
^bb1(%value1: index, %v2 : bf16):
"a.b"() <{foo.k0= -1: i8}> ({
"d.op_1"(): () -> ()
%_3:2 = "x.y"(%value1, %v2, %v2) {b0= 0.0 : f16}: (index, bf16, bf16) -> (f6E3M2FN, ui24) loc(#l_x0)
%$4 = "foo.bar.baz"(%value1) ({
"x.y"(%_3#1, %_3#0): (ui24, f6E3M2FN) -> () loc(#l_x0)
%v5:2 = "x.y"() {d.k0= #bar.a}: () -> (() -> !alias_0, vector<14x[14]xf8E4M3B11FNUZ>) loc("f":4:27 to 4:8)
}) {}: (index) -> f6E2M3FN
}) {x0= array<f32: -9.999999e9, 0x7FC00000>}: () -> ()
}, {
%6:2 = "x.y"() ({
%7 = "my_dialect.thing"()<{}> {z90= #x_y1, a1, a2= array<i1>, my.k3= loc(callsite("a.mlir":28:66 to 28:57 at "a.mlir":447:365))}: () -> !t1 loc(callsite("dir/with space.c":290:0 at "name"))
"foo.op"(%7, %7)<{my.k0= [array<f32>, [loc(unknown), dense<[[0x0, 55, 0, 0], [0, 0, 6, 0]]> : tensor<2x4xui64>], #a2, #a2]}> ({
"cfx.cond_br"()[^bb9]: () -> ()
^bb9(%8: tensor<?x71xvector<10x7xf16>, 5 : i32> loc("with \"q\""), %v9: memref<1xf32, 6>, %value10: (!alias_2, i17) -> () loc(callsite(unknown at #L3))):
"foo.compute"(%v9) {}: (memref<1xf32, 6>) -> ()
// é unicode
%_11 = "foo.bar"(%7): (!t1) -> !alias_2 loc(fused[])
%_12, %13:3 = "my_dialect.thing"(): () -> (memref<617x?xvector<3xsi8>, "gpu">, tuple<i1, ui3, si32>, !alias_3, !ty4)
"bar.yield"() {k$0= [], a1= #my.v<-0 , 73>, k$2= #x_y1, d.k3= #x_y4}: () -> ()
%v14 = "foo.op"(%13#1, %_12, %_12) {_u0= @b::@"x y", a1= #attr_5}: (!alias_3, memref<617x?xvector<3xsi8>, "gpu">, memref<617x?xvector<3xsi8>, "gpu">) -> !ty4
}, {
^$10(%value15: complex<f8E4M3FN> loc("a.mlir":103:58)):
}) {"quoted key 0"= true, b1= #foo<"abc">, k$2= distinct[2]<>}: (!t1, !t1) -> ()
%16 = "foo.bar.baz"() {sym_name0= #a6}: () -> f8E3M4 loc("dir/with space.c":4294967295:249)
%_17 = "foo.bar.baz"(%7, %7) <{}>: (!t1, !t1) -> complex<f8E4M3FN> loc("with \"q\"")
"cfx.cond_br"(%7)[^bb5] ({
%arg18 = "foo.op"(%_17, %16)<{"quoted key 0"= #a2, foo.k1= false, attr2= 0: si128}> {x0= dense<[402846.0, 0.1758221, 617088.0]> : vector<3xf64>, attr1= #a6, my.k2= 3.14159265358979 : bf16, x3= f64}: (complex<f8E4M3FN>, f8E3M4) -> memref<51xvector<7xf8E4M3FN>, strided<[1], offset: ?>, 3>
}): (!t1) -> ()
^bb5():
%v19:4 = "bar.yield"()<{d.k0= #a7, sym_name1= [0x1DF61F4513495FAD6C1787522F26FA50 : f128, array<i8: -1, 0, 0xFF, 0x0, 255>, 29 : index], sym_name2= 1.0e38, z93= affine_map<()[s0, s1] -> (1 * (s0))>}>: () -> (complex<bf16>, complex<i24>, !ty5, (i3, tensor<58x!foo<"x<y>">>, !alias_0) -> !t1)
%_20 = "bar.yield"(%v19#3, %v19#2, %7) ({
%value21:4 = "my_dialect.thing"(%v19#2) {z90= false, _u1= {sym_name0, sym_name1= ["\n!\E7'\t" : si32, 0.2 : tf32, #my.p<"x y", ?>, loc(callsite("f":46:40 to :46 at #l_x0))]}, _u2= #x_y4}: (!ty5) -> (tuple<!my_dialect.param<"x y">, i64, si3, index>, f6E3M2FN, tensor<1021x672x509x602xcomplex<i17>, #foo.enc<{"x y"} , -6>>, tensor<?xf6E3M2FN>) loc(fused[])
}) {value0}: ((i3, tensor<58x!foo<"x<y>">>, !alias_0) -> !t1, !ty5, !t1) -> vector<[12]x[11]x[5]xi3>
%22 = "z.nop"(%v19#2, %v19#3): (!ty5, (i3, tensor<58x!foo<"x<y>">>, !alias_0) -> !t1) -> vector<f4E2M1FN> loc(#loc8)
%23 = "x.y"(%v19#3, %16) ({
^exit13(%r24: !T_6 loc(callsite("dir/with space.c":47:16 to :19 at unknown)), %25: !T_6, %v26: f16):
}, {
^x.y14:
%27 = "x.y"(): () -> i1 loc("n"("name"))
}, {
^bb15(%v28: !alias_7 loc("with \"q\""), %v29: index):
"a.jump"(%v29, %v28)[^16]: (index, !alias_7) -> () loc(unknown) // trailing comment
^16(%30 : tuple<f16, memref<2xvector<9xf64>, affine_map<(d0) -> (d0)>>, i8, bf16> loc("src/x.py":43:7 to 46:22)):
%value31, %32:3 = "bar.yield"(%v19#3) {}: ((i3, tensor<58x!foo<"x<y>">>, !alias_0) -> !t1) -> (!x.t, f64, !alias_8, ui24) loc(#L9)
// "quotes" and {braces} in a comment
%x33 = "z.nop"(%value31): (!x.t) -> (index)
"foo.bar.baz"(%32#2) {}: (ui24) -> ()

%value34 = "foo.bar"(%32#2, %32#0) {z90= #map10, sym_name1= 340282366920938463463374607431768211455: ui128}: (ui24, f64) -> ui32
}): ((i3, tensor<58x!foo<"x<y>">>, !alias_0) -> !t1, f8E3M4) -> !x.param<a.b,58>
"my_dialect.thing"(%_17, %_20): (complex<f8E4M3FN>, vector<[12]x[11]x[5]xi3>) -> ()
// // nested
"a.jump"(%22, %_20, %23)[^6, ^6]: (vector<f4E2M1FN>, vector<[12]x[11]x[5]xi3>, !x.param<a.b,58>) -> ()
^6():
"foo.br"()[^bb7, ^bb7] <{_u0= affine_set<(d0, d1, d2)[s0, s1] : (((s0) floordiv 3) mod 7 >= d0 + d2, s0 == 0, s0 - d1 - (d2) floordiv 8 >= 0)>, k$1}>: () -> () loc("f":461:110)
^bb7:
"cfx.cond_br"(%16, %16)[^6] <{a0= "/\00*#.\"X*\00\t", z91= #x_y11, sym_name2= #bar.b.c}> {foo.k0, attr1= #a12, a2= -1, b3}: (f8E3M4, f8E3M4) -> ()
}) {attr0= "0\nX%\n\7f日本"}: () -> (f32, i32) loc("a.mlir":5:34 to 8:34)
%v35:2 = "foo.compute"(%6#0, %6#0) {attr0= affine_map<(d0) -> ()>, foo.k1= si7, b2= affine_set<(d0, d1, d2)[s0] : ((d2) mod 6 + d1 - d2 == 0, 7 * (4) == 0)>, value3= {sym_name0= "\44b#*\t", foo.k1= tensor<?x630x784x41xi7>}}: (f32, f32) -> (memref<800x45xi32, strided<[?, 1], offset: 5>, "local mem">, none) loc("a.mlir":11:4294967295)
}, {
^17(%36 : f8E5M2FNUZ loc("op.1"), %37 : !ty5, %38 : ui1 loc("dir/with space.c":45:58 to :64)):
// // nested
%_39 = "bar.yield"(%38, %36, %37) {}: (ui1, f8E5M2FNUZ, !ty5) -> !foo.v<a.b>
}) {k$0= @"x y"::@a::@s$}: () -> (f16) loc(fused[])
%40 = "foo.op"(%0, %0, %0) {k$0= [@main, #foo.v<{[i8,-3]} , [[i8,?,abc], {?,"x y",i8}, <f32 , 44 , -4>]>, #a6, none]}: (f16, f16, f16) -> !alias_0 loc(#L3)
%x41, %arg42:3 = "my_dialect.thing"(%0): (f16) -> (!x<"x<y>">, vector<[9]x[9]xbf16>, f32, i32) loc("dir/with space.c":4294967295:323) // trailing comment

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x080000004A849E089A3F443FFA43CEC230CF8043847646E7B9EF52A7EDABEBFCFE6499FB88810FE8FA8E720D"
    }
  }
#-}
