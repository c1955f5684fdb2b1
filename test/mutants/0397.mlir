// ir-gen random --seed 290 --size 36
!ty0 = index
#x_y0 = dense<"0xFC1ECFEA2D52B638F4812C0AD7B6612B"> : tensor<4xi32>
#L1 = loc(fused<#foo.m>[])
#L2 = loc("x")
!ty1 = !x.v<"x y" <[71], 53, -2>>
#a3 = "ß-b\00#\B0\\"
#map4 = {k$0= 94481766637219866497803867951585459079751945911230853261886889844418947449800261918235929372034450983329577094721964842994362175836871154885449089206123238873879057999110649893224: i1024, b1= #bar.a, my.k2= 2.0 : f16}
!alias_2 = tensor<i128>
#a5 = 0: ui1
#l_x6 = loc("dir/with space.c":4:79 to 7:50)
!ty3 = f8E4M3FN
#map7 = 0.6008026
#l_x8 = loc("src/x.py":4294967295:47)
#l_x9 = loc("src/x.py":119:104)
#loc10 = loc("n"(#l_x9))

"builtin.module"() ({
 %r0 = "x.y"() {my.k0= affine_map<(i0, i1, i2) -> ()>, a1= #my.a<-0 {"x y" , "x y" , <-0>} {[true],<abc,16>}>}: () -> ((bf16, vector<6x1x5xindex>, complex<i1024>) -> ())
 // // nested
 %1 = "a.b"(%r0, %r0, %r0) <{d.k0= 1: ui3, d.k1= "#\00%/a'\\'@bb\00"}> {x0= {d.k0= affine_set<(d0) : ((d0) mod 7 * 4 <= 4, ((d0) mod 7) floordiv 3 <= 9)>, d.k1= @f_1::@"0start"::@main, z92= #x.a, attr3= 1.0e-30 : f8E5M2}}: ((bf16, vector<6x1x5xindex>, complex<i1024>) -> (), (bf16, vector<6x1x5xindex>, complex<i1024>) -> (), (bf16, vector<6x1x5xindex>, complex<i1024>) -> ()) -> tensor<3x558x0xf8E4M3> loc(callsite(unknown at "a.mlir":465:102))
 %2:3 = "foo.bar.baz"(%r0, %r0, %r0) {}: ((bf16, vector<6x1x5xindex>, complex<i1024>) -> (), (bf16, vector<6x1x5xindex>, complex<i1024>) -> (), (bf16, vector<6x1x5xindex>, complex<i1024>) -> ()) -> (si3, f64, !ty0)
 %_3 = "a.b"() ({
 ^0(%r4: complex<si64>):
  "a.b"(%2#2, %2#1, %r4) ({
}) {}: (!ty0, f64, complex<si64>) -> ()
  %_5 = "a.b"() {"quoted key 0", sym_name1= @s$::@b::@b, k$2= "\C3\A9\t\t", z93= "-_\31#\97%@\n-X"}: () -> i64 loc("f":4294967295:0)
  %v6:3 = "x.y"(): () -> (vector<[2]x15x15xi7>, tensor<?x159x1xsi1, #foo.enc<19>>, !x<"abc">)
  "foo.br"()[^bb1]: () -> ()
 ^bb1(%v7 : f64):
  "d.op_1"() {"quoted key 0", value1= affine_map<(d0, d1)[s0, s1] -> ()>, x2= [#x_y0], a3= 9.559 : bf16}: () -> () loc(callsite("":119:178 at #L1))
  "cfx.cond_br"(%v6#2, %v6#0, %_5)[^bb1] ({
  ^bb2:
   "x.switch"(%v7)[^bb3, ^bb3]<{k$0= -6.23792e-27 : bf16, my.k1= dense<209> : tensor<3x3xindex>, sym_name2= #x_y0}> ({
   ^bb4(%_8: tensor<1x234x2xsi24, #foo.enc<true ? [i8 , 56 , ?]>> loc(unknown), %-9: tensor<35x43x6x?xsi32> loc("a.mlir":317:0), %_10: f16):
    %v11 = "x.y"(%-9)<{z90= "'X\"\n{z" : index}>: (tensor<35x43x6x?xsi32>) -> (!ty0) loc("callee"(#L1))
    %value12 = "my_dialect.thing"(%_8, %_10, %_8): (tensor<1x234x2xsi24, #foo.enc<true ? [i8 , 56 , ?]>>, f16, tensor<1x234x2xsi24, #foo.enc<true ? [i8 , 56 , ?]>>) -> f32
    %$13:4 = "a.b"(%v6#1, %_5, %v11) <{my.k0= -13: si17, "quoted key 1"= "/\79ba\t!!/}\1D\n!"}>: (tensor<?x159x1xsi1, #foo.enc<19>>, i64, !ty0) -> (complex<f32>, !ty0, vector<9x4x[2]xbf16>, i24)
    "x.y"(%2#0, %$13#1)<{_u0= true, attr1= 409.940167 : f8E5M2FNUZ, my.k2= tuple<si64, f8E5M2FNUZ, i1024, si1, i7, si1024, ui1, f64, f4E2M1FN, bf16, f32, index, index, i64, bf16, index, bf16, index, ui8, i16, f6E2M3FN, ui64, f8E5M2>}>: (si3, !ty0) -> () loc("":22:36 to 24:67)
    "cfx.cond_br"()[^bb5]: () -> () loc(fused["src/x.py":79, "name", "f":0:176])
   ^bb5(%v14 : bf16 loc("dir/with space.c":9:48 to 11:57), %15: vector<16x12xf32> loc(#L2)):
    // // nested
    %_16 = "my_dialect.thing"(%$13#1, %15): (!ty0, vector<16x12xf32>) -> ui1024 loc("x")
    %value17 = "x.y"(%2#2): (!ty0) -> !ty1
    %-18 = "my_dialect.thing"() {z90= #a3, value1= array<i1: false, true, true>, attr2= dense_resource<weights0> : tensor<5xf32>, sym_name3= #map4}: () -> (memref<195x39x?xi64, strided<[?, ?, ?]>, 4>) loc(unknown) // trailing comment
   }, {
   }, {
    %_19 = "d.op_1"(%1, %v6#2, %v6#1) {z90= #x_y0, _u1= "/%b_\7f\n日本\\" : si7, a2= #a5, x3= #a5}: (tensor<3x558x0xf8E4M3>, !x<"abc">, tensor<?x159x1xsi1, #foo.enc<19>>) -> !alias_2 loc("":359:264)
   }): (f64) -> () loc(callsite(callsite("":443:4294967295 at #l_x6) at "src/x.py":14:72 to 14:71))
  ^bb3(%20: !ty3 loc(unknown), %value21: tuple<f64, f16, index, si16>):
   %r22 = "my_dialect.thing"(%v7, %_5): (f64, i64) -> tensor<?x?x46xf16>
   "a.b"(%20, %r4, %r4) ({
   ^7(%-23: tensor<42x?x1x4xindex>, %24 : tuple<si64, f8E4M3B11FNUZ> loc("a.mlir":13:46 to 13:43)):
    "foo.bar"() {b0= sparse<[[2, 0], [0, 0]], [-0.720, 0.0]> : tensor<5x2xbf16>, z91= #map7, my.k2= 4.90472e7 : f64, value3= sparse<[[3, 2, 1]], [0]> : tensor<5x3x2xi8>}: () -> () loc("src/x.py":173:244)
    %arg25 = "my_dialect.thing"(%_5, %24)<{a0= affine_map<()[N0] -> ((N0 * 7) ceildiv 7)>, z91= "%\t#}*🙂\C3\A9"}> {x0, "quoted key 1"= loc(#L1), attr2= {b0= [#a5, vector<3x[2]xi64>, affine_map<(d0, d1, d2)[s0] -> ()>], value1= vector<[9]x[8]x[9]xsi1>}}: (i64, tuple<si64, f8E4M3B11FNUZ>) -> f64
    "foo.bar"() {}: () -> () loc("src/x.py":3:14 to 3:20)
    %26 = "foo.bar.baz"(%r22) {b0= true, x1= affine_map<(d0, d1) -> (d0 * 4, (d0 - d0) mod 4)>}: (tensor<?x?x46xf16>) -> tf32 loc(unknown)
   }, {
   ^bb8(%27: index loc(#l_x6)):
    "foo.bar.baz"(%r22, %v6#1) {value0= #bar.attr, b1= []}: (tensor<?x?x46xf16>, tensor<?x159x1xsi1, #foo.enc<19>>) -> () loc("":297:0)
    // 

    "my_dialect.thing"(%v6#2, %v6#2, %20) {x0= distinct[2]<-42838114050030>}: (!x<"abc">, !x<"abc">, !ty3) -> () loc(fused[])
    "x.y"(%20, %_5, %20): (!ty3, i64, !ty3) -> () loc(#l_x8)
    "foo.op"(): () -> () loc("f":357:55) // trailing comment
   }): (!ty3, complex<si64>, complex<si64>) -> () loc("op.1")
  }, {
}, {
  }) {"quoted key 0"= array<i8: -1, -128>, x1= @s$::@c::@b}: (!x<"abc">, vector<[2]x15x15xi7>, i64) -> () loc("v"("f":43:79 to 45:4))
 }, {
}): () -> !ty0 loc("a.mlir":4294967295:4294967295)
 %_28 = "foo.bar.baz"()<{k$0, sym_name1= dense<> : tensor<3x0xcomplex<f64>>, b2}>: () -> ui24 loc(callsite("src/x.py":42:40 to 45:37 at #l_x6))
 %v29:3 = "a.b"(%1, %2#1) {a0= -1: si7, _u1= "z_'", k$2= !ty1, _u3= #map4}: (tensor<3x558x0xf8E4M3>, f64) -> (tuple<>, tensor<54x1x10x0xf8E8M0FNU>, !ty3)
 %30 = "foo.compute"() {}: () -> tuple<vector<[15]x14xf32>, f64, ui32, vector<5x2x7xf16>, i32, f64, i3, i7, index, f32, f64, si128, f6E2M3FN, f32, bf16, f32, f32, f64, index, f6E2M3FN, f16, i8, si64> loc("n"(#loc10))
 %31 = "x.y"(%v29#0, %_3, %_28) <{value0= dense<[[(720405.0, -1.0e38)], [(0xE5EAEF60, -2.93140e-37)]]> : tensor<2x1xcomplex<f32>>, "quoted key 1"}>: (tuple<>, !ty0, ui24) -> complex<f32>
 %32:2 = "z.nop"(%30, %v29#1, %v29#0) ({
 }, {
 ^bb11():
  %-33 = "foo.bar"(%v29#1, %31, %v29#1) {k$0= distinct[4]<>, attr1= [array<i16>, #a3, array<f64>], _u2= #my.p<9>, value3= distinct[5]<["\n"]>}: (tensor<54x1x10x0xf8E8M0FNU>, complex<f32>, tensor<54x1x10x0xf8E8M0FNU>) -> tensor<1x!foo.v<"x y" , {-5, 77}>> loc(callsite(fused["name", #l_x8, "src/x.py":10:75 to 10:77] at "a.mlir":216:23))
 }): (tuple<vector<[15]x14xf32>, f64, ui32, vector<5x2x7xf16>, i32, f64, i3, i7, index, f32, f64, si128, f6E2M3FN, f32, bf16, f32, f32, f64, index, f6E2M3FN, f16, i8, si64>, tensor<54x1x10x0xf8E8M0FNU>, tuple<>) -> (i3, vector<7xi32>)
 // é unicode
 "d.op_1"(%32#1, %31, %32#0)<{}>: (vector<7xi32>, complex<f32>, i3) -> ()
}) : () -> () loc(callsite("src/x.py":46:10 to 48:63 at "f":153:429))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000FBC7EC58AE82AB5DACA47856172459DC9AABEB9B"
    }
  }
#-}
