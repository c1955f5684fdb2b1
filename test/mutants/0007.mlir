#L0 = loc(fused[])
!t0 = index
!T_1 = tuple<>
#attr_1 = #bar.a<-6, {f32, ?}, {[29 , -1] , [?, -5]}>
#attr_2 = 1.0e38 : f16

"foo.compute"() <{b0= 1: si64}>: () -> () loc("":461:4294967295)
%v0 = "bar.yield"(): () -> !my_dialect.v<"x y" abc i8>
%x1 = "bar.yield"(%v0, %v0): (!my_dialect.v<"x y" abc i8>, !my_dialect.v<"x y" abc i8>) -> i1024 loc("src/x.py":50:16 to :22)
%x2 = "a.b"(%x1) {k$0= {value0= "\n\7f\00/X\n\D50\n!", z91= false, z92}}: (i1024) -> ((!foo<"x<y>">, vector<10xindex>) -> (f64, f6E3M2FN)) loc(unknown)
"x.y"(%v0, %v0) ({
^exit0(%3: f16 loc(callsite(fused[] at "with \"q\"")), %-4: i64 loc(#L0), %_5: !t0 loc(#L0)):
"a.b"(%x2, %3)<{b0= {_u0, _u1= -14272065125825704546031681772242664080: si128, k$2= array<i64: -20, 0x0>}, "quoted key 1"= "🙂.\"\"#\\", b2= dense<"*\"-\00"> : tensortensor<!foo.str>}> ({
}): ((!foo<"x<y>">, vector<10xindex>) -> (f64, f6E3M2FN), f16) -> ()
%value6:4 = "my_dialect.thing"() <{}>: () -> (vector<4x3x5xf8E4M3FN>, si7, !T_1, i1) loc("f":196:159)
"a.b"(%value6#1, %value6#1, %value6#1) <{d.k0= dense<"_\7fb\00\""> : tensor<!foo.str>, attr1= "#\\b-X@ß.", value2= #attr_1}>: (si7, si7, si7) -> () loc("name")
}, {
"cfx.cond_br"(%v0, %v0)[^bb3]<{z90= array<f32: 33.38E6, 28.60E3, 0xC71AF4CB, -1.0e-5, 2.718281828459045>, _u1, attr2= dense<[[[8563, 0], [0, -1], [1, -2]], [[454, -1], [0, 1], [67, 5887]], [[6, 4], [1, -1], [1, -24021748]]]> : tensor<3x3x2xsi32>}> {attr0= sparse<[[0, 1, 1]], [-128]> : tensor<3x4x2xi8>, k$1= dense<[true]> : vector<1xui1>, a2= i8, z93= #attr_2}: (!my_dialect.v<"x y" abc i8>, !my_dialect.v<"x y" abc i8>) -> ()
^bb3(%a.b7: i16):
"a.jump"(%x1, %a.b7)[^bb4, ^bb5]: (i1024, i16) -> () loc("a.mlir":4294967295:4294967295)
^bb4:
"foo.br"(%x2)[^bb5]: ((!foo<"x<y>">, vector<10xindex>) -> (f64, f6E3M2FN)) -> ()
^bb5(%8 : f64):
%-9 = "my_dialect.thing"(%v0): (!my_dialect.v<"x y" abc i8>) -> (index)
}, {
}) {_u0= dense<"0xB158A5B920BAD0D7839870B648B1629643BA4048BCD6F170FC5A02D48BECDCEE"> : tensor<4x1xui64>, x1= -153855.0 : f32, k$2= "\00X!@'#\t.'*", attr3}: (!my_dialect.v<"x y" abc i8>, !my_dialect.v<"x y" abc i8>) -> ()
%-10 = "bar.yield"(%v0): (!my_dialect.v<"x y" abc i8>) -> !T_1 loc("v"(fused<#foo.m>["":0:34, "op.1", #L0]))
%tmp_11, %v12:2 = "foo.compute"(%-10) {attr0= dense<[[-907.582699, 693.649974, 0.2], [0x46AA, -1.0e-30, -0.9288440], [0xA915, 1.0e38, -938.848562], [44356.0, 1.30335e31, 3.14159265358979]]> : tensor<4x3xbf16>, k$1= array<f64: -1.0e-30, 0.100>}: (!T_1) -> (i32, f32, index)
"foo.op"(%v12#1) <{_u0= affine_map<(d0, d1, d2)[s0, s1] -> (-(-(d1)), (d1) mod 3 + d2 * 6)>, a1= 0xE30476DA148EF9F8 : f64, z92= 0x0: i7, z93}>: (index) -> ()
