#L0 = loc("op.1")
!ty0 = memref<4x4xcomplex<f64>, strided<[?, 1], offset:0>, "shared">
#l_x1 = loc("a.mlir":48:22 to :31)

%v0:3 = "foo.bar"(): () -> (complex<i16>, f8E4M3B11FNUZ, vector<[9]x9x15xsi1024>) loc("x")
%1, %value2:3 = "my_dialect.thing"() {sym_name0= dense<(75, -18)> : tensor<complex<i32>>, "quoted key 1"= dense<> : tensor<4x0xui32>}: () -> (complex<f16>, f64, i1, !my_dialect.t_1)
// // nested
"z.nop"(%value2#1, %value2#0) ({
}): (i1, f64) -> ()
%a.b3:3 = "foo.compute"(%v0#2) ({
 "bar.yield"(%value2#0) {z90= 0: si1}: (f64) -> () loc(#L0)
 %v4, %5:3 = "x.y"(%value2#0): (f64) -> (tuple<i32>, ui32, i1024, memref<2x210x?xcomplex<f6E3M2FN>>) loc(fused["x", "src/x.py":328:478, "n"("op.1")])
 %6 = "a.b"() {}: () -> index loc("op.1")
}) {my.k0= array<i32: -9407, 4294967295, 0x1>}: (vector<[9]x9x15xsi1024>) -> (f32, f32, !x.t_1)
"d.op_1"(%value2#2, %a.b3#0, %v0#1) {value0= "\\{b\00b0\7f\"\7f\"*\C3\A9", x1= @"0start"}: (!my_dialect.t_1, f32, f8E4M3B11FNUZ) -> () loc("a.mlir":90)
%value7:4 = "foo.compute"(%a.b3#2,  %v0#1) {}: (!x.t_1, f8E4M3B11FNUZ) -> (f16, i128, memref<4x2xf32, strided<[39, ?]>>, tuple<index, ui64, f64>) loc(unknown)
"foo.compute"(%value7#1, %value7#0): (i128, f16) -> ()
"z.nop"(%a.b3#1, %value7#2): (f32, memref<4x2xf32, strided<[39, ?]>>) -> () loc("dir/with space.c":38:72 to :80)
%_8, %r9:2 = "foo.bar.baz"(): () -> (memref<?x?x542xui64,strided<[18, ?, 39], offset: 12> , {kind = "scratch"}>, f64, si1) loc(unknown)
%v10:3 = "bar.yield"(%a.b3#1, %value7#3, %r9#1)<{value0, sym_name1= 255: 
  i8}>: (f32, tuple<index, ui64, f64>, si1) -> (tensor<240xf64, #foo.enc>, none, tuple<f64, index,
    i3, ui1>)
%11 = "bar.yield"(%v10#1, %r9#1) {}: (none, si1) -> tensor<f80> loc("src/x.py":48:31 to 48:39)
// 
%_12 = "z.nop"(%11) {z90, _u1, foo.k2, sym_name3}: (tensor<f80>) -> !foo.type loc(unknown)
%_13 = "foo.bar"() ({
^$1(%-14 : !my_dialect.t<a.b, ?, ?>, %15 : vector<4x8x11xf16>, %value16: tuple<>):
}) {attr0= [], value1= "z!-\41.", x2= 0.2 : f80}: () -> ui1024
// é unicode
%17:2 = "foo.bar.baz"(%11,%_12, %v10#2) {k$0= dense<(92, -56)> : tensor<complex<i32>>, foo.k1= tuple<>, b2= array<i8: 18446744073709551616, -128, 0x0, -1>, z93	= dense<"\3A!@"> : tensor<!foo.str>}: (tensor<f80>, !foo.type, tuple<f64, index,
    i3, ui1>) -> (memref<2xcomplex<f80>, strided<[1]>>, memref<55x3xf8E4M3FNUZ>)
// "quotes" and {braces} in a comment
%x18 = "foo.bar"() ({
^bb2(%_19: (!bar.a.b) -> (), %v20: vector<11x16xf8E4M3B11FNUZ> loc(fused<"meta">["with \"q\"", "op.1"])):
 "z.nop"(%17#1, %17#1, %value2#0) ({
  %21 = "d.op_1"(): () -> memref<?xbf16, "gpu"> loc("dir/with space.c":196:167)
 }) {b0= loc("src/x.py":45), k$1=  25: ui7, attr2= "}", foo.k3= dense<[62.93E2, 0.1273847, 0xED, 924046.0]> : tensor<4xf8E4M3B11FNUZ>}: (memref<55x3xf8E4M3FNUZ>, memref<55x3xf8E4M3FNUZ>, f64) -> () loc("dir/with space.c":206:318)
 "foo.compute"() {}: () -> () loc("a.mlir":473:288)
 "foo.bar.baz"(%17#1) {}: (memref<55x3xf8E4M3FNUZ>) -> ()
 %_22 = "bar.yield"(%_13, %v20) ({
}): (ui1024, vector<11x16xf8E4M3B11FNUZ>) -> tensor<56xi3  > loc("n"(fused["":4294967295:69]))
 %v23:2 = "foo.compute"(%_22): (tensor<56xi3  >) -> (si3, memref<?x29xui1, strided<[60, 8], offset: 10>>)

 %v24 = "x.y"(%v10#0, %v10#1) <{foo.k0= "\"baé\n\n% -\t\"", _u1= {k$0= f64, _u1= array<f32: 51.29E0, 69.73E2, 0.1, 7.525, -87.19E4>}, b2= 9.999999e9 : f64}>: (tensor<240xf64, #foo.enc>, none) -> tuple<i128, si32, index, f32>
}) {b0, my.k1= affine_map<(d0, d1)[s0] -> (d0, ((d0) mod 3) mod 9)>, x2= dense<> : tensor<0x3x2xi64>}: () -> f16
// 
%25 = "x.y"(%17#1, %x18, %_13): (memref<55x3xf8E4M3FNUZ>, f16, ui1024) -> (tensor<3x4x0xcomplex<	f16>>) loc("a.mlir":485:312)
%r26 = "bar.yield"(%x18, %a.b3#2) {my.k0= false, sym_name1= affine_map<(d0, d1)[s0] -> ((-(s0)) * s0, d0, (1) * s0)>, x2= array<i8: 65, -128>, z93= 1006694.0 : f16}: (f16, !x.t_1) -> memref<?xui3, affine_map<(d0) -> ((5) mod 7 + (0) floordiv 8)>> loc(callsite("dir/with space.c":34:57 to 34:27 at callsite(unknown at "f":6:4294967295)))
%v27 = "z.nop"() ({

 %28 = "d.op_1"(%value7#2) <{b0= -1.0e-5 : f8E4M3FN, sym_name1, foo.k2= @"0start"}> ({
 ^5(%_29: complex<i1> loc(#L0)):
  %value30 = "z.nop"(%25, %x18, %_12): (tensor<3x4x0xcomplex<	f16>>, f16, !foo.type) -> memref<?xcomplex<f16>, strided<[1], offset: ?>> loc(fused<"meta">[unknown])
  %v31 = "foo.bar"(%value30, %r9#1) <{attr0= #x<"abc">, k$1= 1.0e300 : f16, a2= {}, k$3= "/\\%!\n0\"\CE/"}>: (memref<?xcomplex<f16>, strided<[1], offset: ?>>, si1) -> tuple<> loc("a.mlir":314:391)
  %r32 = "foo.bar"(): () -> (!ty0)

  %v33 = "foo.bar"(): () -> index loc("x")
  %34 = "z.nop"(%value2#0) {"quoted key 0"= [], my.k1= #x<"a b">}: (f64) -> (bf16)
 }): (memref<4x2xf32, strided<[39, ?]>>) -> (memref<?x7xcomplex<f16>, strided<[?, ?], offset:0>>) loc("src/x.py":9:28 to :34)
 %value35 = "foo.compute"() {"quoted key 0"= "-%", d.k1= 
  -12807535408317187319803330103035852230: si128, x2= 0: i32}: () -> ui64
}): () -> tensor<39x17x600xi7, 0 : i32> // trailing comment
%arg36 = "d.op_1"(%_13) {value0= 
  3548893, b1= {"quoted key 0"= dense<100.0> : tensor<f32>, _u1= {k$0= unit, x1= 
  dense<[[689.454905, 100.0, 1.17549435e-38, 1.0E+10], [788126.0, 1.0e-5, 2.40E6, -0.7745065], [1.0, 0.4098540, 2.8881e+6, 5.237], [435470.0, 1.0e-5, -23.91E6, 0x4A200D94DB0A7439]]> : tensor<4x4xf64>, _u2= @"x y"::@f_1::@b}, foo.k2}, b2=	 dense<[[(89, -31), (15, -63), (39, -24)], [(72, -79), (59, -89), (36, -61)]]> : tensor<2x3xcomplex<i32>>}: (ui1024) -> !bar.t<"x y",<56 <abc>>>
%$37, %38:3 = "my_dialect.thing"(%arg36, %arg36,  %25): (!bar.t<"x y",<56 <abc>>>, !bar.t<"x y",<56 <abc>>>, tensor<3x4x0xcomplex<	f16>>) -> (i16, i32, !foo.type, vector<i1>)

%value39 = "foo.compute"(%r9#0)<{z90= 0xA2 : f8E5M2FNUZ}> ({
^loop6(%_40: bf16 loc("f":9:36 to :41)):
 "foo.br"(%value2#0, %value7#2)[^exit7, ^8]<{}> ({
 ^9(%value41: !my_dialect<"abc"> loc("x"), %tmp_42: complex<f8E4M3FN> loc("dir/with space.c":244:0), %43 : f8E4M3FNUZ loc(#l_x1)):
  %_44 = "foo.bar.baz"(%43, %17#0) {k$0= dense_resource<r.0> : tensor<3xi64>}: (f8E4M3FNUZ, memref<2xcomplex<f80>, strided<[1]>>) -> (f32) loc("":2:3 to :5)
 }) {}: (f64, memref<4x2xf32, strided<[39, ?]>>) -> () loc("v"("f":422:308))
^exit7():
 "foo.br"(%$37)[^8, ^8] {attr0=	 3 : index, k$1= tuple<i32>, attr2= 1678076: i24, value3}: (i16) -> () loc(#L0)
^8:
 %value45, %value46:3 = "d.op_1"(%38#0, %38#1): (i32, !foo.type) -> (!ty0, memref<345xf64, 5>, !bar.type, tensor<?x35x?xi32>) loc("x")
}, {
 "bar.yield"(): () -> () loc(#L0)
}, {
^bb11:
}) {a0= [[unit]]}: (f64) -> ui32
// "quotes" and {braces} in a comment
%value47, %48:2 = "z.nop"(%value39, %38#1) <{value0= [], d.k1= false}>: (ui32, !foo.type) -> (f8E4M3B11FNUZ, bf16, tuple<f64, complex<bf16>, tf32, f6E3M2FN>) loc("f":41)
%_49, %50:3 = "foo.bar"(%r9#1, %r9#1, %17#0) {value0= false, k$1= array<i32: 4294967295, 0, 4294967295, -1>, _u2}: (si1, si1, memref<2xcomplex<f80>, strided<[1]>>) -> (i32,tensor<2x489 x f16>, i1, !x.t_1)

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000056D8133620F1542729D86A7FEEFAD955AA83F947471DCDA"
    }
  }
#-}
