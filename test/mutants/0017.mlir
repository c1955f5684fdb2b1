// ir-gen random --seed 30 --size 29
!alias_0 = tensor<37x40xf16>
#map0 = si1
#x_y1 = unit
!alias_1 = bf16
#L2 = loc("":4294967295:494)
!alias_2 = !x.param<<-2, <12 a.b -0>>>

"foo.compute"()<{_u0= "'é\00a\7f\"\"", x1= loc("dir/with space.c":21:72 to 21:37), z92= 16, foo.k3}> ({
^0(%v0: complex<f8E5M2>, %arg1: f8E5M2):
  %_2:4 = "bar.yield"(%v0, %arg1): (complex<f8E5M2>, f8E5M2) -> (none, i7, si1, index) loc(callsite("a.mlir":456:441 at "op.1"))
  %$3:4 = "foo.bar"(%_2#2) ({
    %value4 = "foo.op"() ({
    ^2(%_5 : si24 loc("f":4294967295:87), %6: vector<11x[5]x8xi1024> loc(callsite("":4294967295:258 at "":12:69 to 13:5))):
      %_7 = "foo.bar.baz"(%_2#3) {sym_name0= 27039.0 : f32}: (index) -> complex<tf32>
      %value8 = "z.nop"(): () -> f8E4M3 loc(callsite(unknown at "name"))
      "foo.br"(%6, %_2#2)[^x.y3]: (vector<11x[5]x8xi1024>, si1) -> ()
    ^x.y3():
      %9:2 = "foo.bar.baz"(%value8, %_7): (f8E4M3, complex<tf32>) -> (!alias_0, !bar.type)
      "bar.yield"(%value8, %9#0, %9#1): (f8E4M3, !alias_0, !bar.type) -> () // trailing comment
      %_10 = "foo.op"() {x0= 0x0D : f6E2M3FN}: () -> tuple<> loc("op.1")
    }) {_u0= distinct[3]<sparse<[[1, 3, 0], [2, 2, 4], [0, 2, 2]], [-9223372036854775808, 18446744073709551615, 106]> : tensor<5x4x5xi64>>}: () -> memref<26x3x1xf64, strided<[?, 39, 28], offset:0>> loc("dir/with space.c":484:237)
    %r11, %value12:2 = "a.b"(%value4): (memref<26x3x1xf64, strided<[?, 39, 28], offset:0>>) -> (vector<8x7xui32>, vector<14x[6]x[8]xf16>, si1) loc("":391:267)
    %_13:2 = "d.op_1"() ({
}) {z90= [@c::@x.y::@b, "#"], sym_name1= {value0= i32, attr1, x2= 1 : index}, z92}: () -> (memref<?x3x3xf16, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, 6>, memref<30x?x33xi64, "shared">) loc("src/x.py":35:45 to 37:53)
    %v14:4 = "bar.yield"() {k$0= [], my.k1= 44 : index, foo.k2= array<i16: 1, 7, 0x1, -18>, k$3= 0: ui1}: () -> (none, f32, i32, complex<bf16>)
    %value15, %value16:2 = "bar.yield"(%v14#2) ({
      "foo.compute"() {z90= -9223372036854775808, sym_name1= array<f64>}: () -> () loc("dir/with space.c":76)
      %17 = "x.y"() <{z90= distinct[4]<"b\"">, b1, my.k2= 27 : index, value3= #map0}> {my.k0, sym_name1= 6.02214076e23 : bf16, k$2= affine_set<(i0) : ((i0) ceildiv 8 + -(i0) == 0, (8 * (i0)) mod 1 >= 7 * 4, i0 == 0)>}: () -> f64
      %v18 = "z.nop"(): () -> memref<*xindex> loc(fused[unknown, "":22:32 to :32])
    }) {d.k0, k$1= dense<[[317, 789, 487]]> : vector<1x3xindex>, d.k2= {foo.k0= affine_map<(d0, d1)[s0] -> ((7) floordiv 5 + (s0) mod 2, s0 + s0 - d0 + d1, s0)>, foo.k1= -0.8052804 : f8E4M3FNUZ, a2, "quoted key 3"}}: (i32) -> (memref<?xf64, strided<[?], offset: 12>>, complex<bf16>, f64) loc("dir/with space.c":88)
    %19:3 = "my_dialect.thing"() {"quoted key 0"= #x_y1}: () -> (tensor<3x17x2xi32>, index, ui8) loc("op.1")
  }) {_u0= 3: si3, my.k1= dense<0.1089565> : tensor<2xf64>}: (si1) -> ((tf32) -> (), (complex<f64>, complex<i1>) -> (), vector<1x16x[13]xf16>, i1) loc("f":0:122) // trailing comment
}, {
^bb5(%_20 : tuple<> loc("a.mlir":388:447), %v21: memref<1xvector<[14]xi7>> loc(callsite("src/x.py":27:53 to :57 at "":478:476)), %22: vector<12x[6]xi32> loc("a.mlir":44:46 to :50)):
  %value23 = "z.nop"(): () -> tensor<36x?xi7>
  %24:4 = "foo.op"(%value23): (tensor<36x?xi7>) -> (!alias_0, vector<2x14x[11]xi1024>, !bar.param<f32 "x y" <{true},"x y",?>>, i17) loc(fused<#foo.m>["a.mlir":4294967295:305, callsite("a.mlir":481:331 at "":429:356)])
}): () -> ()
%25 = "foo.op"() ({
}): () -> (!x.type)
"foo.bar.baz"(%undefined_value, %25, %25) ({
^6(%_26: none, %_27: complex<f128>):
  "foo.compute"(%25, %_27)<{}> ({
    %value28:4 = "z.nop"(%_26, %25, %_26): (none, !x.type, none) -> (!alias_0, ui1, f8E3M4, !alias_1) loc("n"("":22:408))
    %29:2 = "x.y"(%value28#0) ({
      %$30 = "bar.yield"(%value28#1, %value28#1, %value28#3) {foo.k0= "/\\z\C3\A9\n\"}\C3\A9\n.X" : i7, d.k1= 0x0: i32, my.k2= @"x y"::@c}: (ui1, ui1, !alias_1) -> tensor<1x754xf16, 9 : i32>
      %_31 = "d.op_1"(%value28#3, %value28#3) {a0= dense<[(0x801C, 485306.0), (-2.20107e+3, 0x7FFF)]> : tensor<2xcomplex<f16>>, z91= dense_resource<r.0> : tensor<5xf32>}: (!alias_1, !alias_1) -> !alias_0 loc("":470:51)
      "a.b"(%_26, %_26, %value28#2): (none, none, f8E3M4) -> () loc("f":365:0)
    }): (!alias_0) -> (tensor<?x1xindex>, f32) loc(#L2)
  }): (!x.type, complex<f128>) -> () loc("op.1")
  %v32, %-33:2 = "foo.bar"(%_26, %_26, %_26) {b0= -16461: si16}: (none, none, none) -> (!alias_2, !alias_1, i32)
  "foo.op"(%_26) {d.k0= dense<"\7f\00b"> : tensor<2x3x4x!foo.str>, foo.k1, a2}: (none) -> ()
}) {k$0}: (!x.type, !x.type, !x.type) -> ()
%v34 = "foo.op"(%25, %25) <{attr0= i64, z91= affine_set<(d0, d1, d2)[s0] : (1 >= 0)>, value2= affine_map<(d0, d1, d2)[s0, s1] -> (d2 + d1 - 5 - d0)>, d.k3= 1: ui24}> {a0, sym_name1= @x.y}: (!x.type, !x.type) -> ui17 loc(#L2)

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000D6A4B2D288DBC1F98AB40BE7A322CC67946063CF"
    }
  }
#-}
