// ir-gen random --seed 263 --size 32
#a0 = dense<0xDC> : vector<1x1xf8E5M2FNUZ>
!T_0 = i3
!T_1 = tensor<0xf4E2M1FN>
!ty2 = f16
!ty3 = si1
#L1 = loc("a.mlir":4294967295:0)
#loc2 = loc("f":13:142)
#loc3 = loc(callsite(fused[#loc2] at "src/x.py":84))
!ty4 = tensor<63x2x!my_dialect.v<{-2}, <? , ?>>>
#loc4 = loc("dir/with space.c":19:41 to 21:10)

%_0 = "foo.bar.baz"() <{a0= @c::@"x y", d.k1, "quoted key 2" 
 = affine_map<(d0, d1, d2) -> ()>}> {x0, value1= true}: () -> (tuple<ui3, si64, f8E8M0FNU>) loc("dir/with space.c":4294967295:241)
%1 = "foo.op"(%_0, %_0) ({
}) {"quoted key 0"= {k$0= 161.307055 : f64, _u1= @"x y"::@"x y", z92= #my.p<{-3, <-8>}>, attr3= 635203.0}, value1= "\"\A2\18\\_@\\'#\D8", foo.k2= 0x3: i8, foo.k3= #a0}: (tuple<ui3, si64, f8E8M0FNU>,
    tuple<ui3, si64, f8E8M0FNU>) -> !foo<"x<y>"> loc("v"("with \"q\""))
%v2:4 = "z.nop"(%_0, %_0) {attr0= complex<f16>, sym_name1= "b\00\B0%0\t\t\"\00", a2, "quoted key 3" 
 = loc("src/x.py":167:140)}: (tuple<ui3, si64, f8E8M0FNU>, tuple<ui3, si64, f8E8M0FNU>) -> (tuple<i32, ui32>,tensor<990x5x1xf8E4M3B11FNUZ>, index, f64)
%3 = "a.b"(%v2#1, %v2#3) <{k$0= unit, a1 , d.k2}> {attr0= dense<[578]> : vector<1xindex>, z91= 0x71D19343 : f32}: (tensor<990x5x1xf8E4M3B11FNUZ>, f64) -> (() -> ()) loc("src/x.py":0:285)
"my_dialect.thing"(%3, %_0, %v2#3): (() -> (), tuple<ui3, si64, f8E8M0FNU>, f64) -> () loc("n"("n"("f":84)))
%value4:3 = "my_dialect.thing"() ({
  "builtin.module"() ({
    %x5:3 = "z.nop"(): () -> (!T_0, !T_0, tensor<519xcomplex<bf16>>) loc("n"("f":283:13))
  }) : () -> () loc("src/x.py":2:48 to 5:43)
"foo.bar.baz"(): () -> () loc(unknown)
}) {sym_name0= {k$0= #a0, k$1= "\CD<\n\00!z%%Xz}@",  k$2= true, x3= affine_map<()[N0, N1] -> ()>}, a1, b2= 65535: si17, attr3  = true}: () -> (!bar<"">, index, memref<?x1xi1, strided<[61, 1], offset:0>, 2>)
%$6 = "foo.bar.baz"() {}: () -> !T_1
"z.nop"() {_u0= 16 : index, d.k1= "'\"\C3\A9", b2= array<i8: 255, 0x0, -1>}: () -> () // trailing comment
"x.y"(%value4#2) ({
  %value7 = "foo.op"(): () -> !ty2
  %_8 = "a.b"() {sym_name0= #a0}: () -> f32 // trailing comment
  %value9 = "z.nop"() <{x0= true, k$1= @c, z92= 0 : index}>: () -> index
  %_10:2 = "foo.compute"() ({
  ^2(%v11: !ty2 loc(unknown), %_12: f8E4M3, %v13: i32 loc("x")):
    %14 = "z.nop"(%v2#2): (index) -> !ty3
    "foo.br"(%1, %14, %v13)[^x.y3]: (!foo<"x<y>">, !ty3, i32) -> () loc("with \"q\"")
  ^x.y3:
    %15 = "d.op_1"(%v13, %v13) ({
    ^bb6:
      %16 = "x.y"(%_12, %value4#1) {attr0  = 1: ui64, k$1= "!\1A/.é\\<\tX", k$2= {a0= 0x1: i1, value1= -128: i8, a2= 0x1}, foo.k3= dense_resource<res_0> : tensor<6xi8>}: (f8E4M3, index) -> none
      %v17 = "my_dialect.thing"(%1, %_12)<{a0= @"0start"::@main}> {x0= @"x y"}: (!foo<"x<y>">, f8E4M3) -> memref<4x3x4xi3> loc(#L1)
    }, {
    }): (i32, i32) -> index loc(#L1)
    %value18:4 = "foo.compute"(%_12, %_12, %value7) {}: (f8E4M3, f8E4M3, !ty2) -> (i1, index, tuple<>, memref<?xcomplex<ui128>, strided<[1], offset:0>, {kind = "scratch"}>) loc("a.mlir":27:51 to 27:15)
    "x.switch"(%value18#1)[^4, ^x.y5]: (index) -> () loc("with \"q\"")
  ^4:
    %19:4 = "foo.compute"(%14) {"quoted key 0"= #a0, attr1= @"a" , a2, my.k3= dense<"b\n-%@_z.\"\""> : tensor<!foo.str>}: (!ty3) -> (i24, f16, memref<3x?x727xf8E5M2>, (i16) -> (tensor<49 x 2x?x0xf6E3M2FN>, !ty2)) loc(callsite("src/x.py":32:0 at callsite("f":18:43 to 21:33 at "src/x.py":6:80 to 6:77)))
    "a.b"(): () -> () loc("v"("v"(#L1)))
    "x.y"(%19#1, %value7): (f16, !ty2) -> ()
    "a.jump"()[^x.y5]: () -> ()
  ^x.y5():
    %value20 = "d.op_1"(%v13, %value4#2, %v2#0) {k$0= [loc(callsite("n"("a.mlir":4:46) at unknown)), []], foo.k1= "-ß!\t\00%}b\C3\A9*\00" : ui8, my.k2= 65504.0 : f32}: (i32,memref<?x1xi1, strided<[61, 1], offset:0>, 2>, tuple<i32, ui32>) -> memref<?x963x?xi64, affine_map<(d0, d1, d2) -> (d0, d1, d2)>> loc(#loc3)
    "d.op_1"(%14, %14, %14) {x0 = dense<"0x21C1387D"> : tensor<2xbf16>, b1= -3484}: (!ty3, !ty3, !ty3) -> () loc(fused<"meta">[])
    %21:3 = "x.y"(%value4#2, %v2#1): (memref<?x1xi1, strided<[61, 1], offset:0>, 2>, tensor<990x5x1xf8E4M3B11FNUZ>) -> (i32, !ty4, bf16) loc(#loc4)
    "x.switch"()[^x.y5] {}: () -> ()
  }) {d.k0= #a0, sym_name1= {}}: () -> (vector<9x[12]xf80>, !foo.v<"x y", [?], -0>) loc("src/x.py":0:332)
}) {a0= affine_set<(i0)[N0, N1] : ((N0 - i0) mod 8 <= 5, i0 + (3) ceildiv 5 == 0, i0 >= (N1) * N0)>, my.k1= "{" : f6E3M2FN}: (memref<?x1xi1, strided<[61, 1], offset:0>, 2>) -> ()
%tmp_22 = "foo.bar"() ({
^x.y8():
}) {}: () -> (() -> complex<f16>)
%_23, %value24:3 = "foo.op"(%$6): (!T_1) -> (vector<[13]x[5]xf64>, tuple<i64, f80, vector<9x10x1xi24>, i1, i1024, ui1024, si1024, bf16, i128, i64, bf16, f64, index, complex<f16>, ui3, f8E4M3FN,  i64, f64, i8, f16>, f32, i8)

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x040000006FE5DAF1EB4D"
    }
  }
#-}
