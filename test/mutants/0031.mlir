#attr_0 = [0: i1, #foo.attr, array<f64: 1.0e-30, 1.867, 2.54245e35>, -9223372036854775808 : index]
#map1 = "0\né\t{%*\t" : f64
!t0 = f8E8M0FNU
!ty1 = !x.param<41, ?, {f32, <80>, <29 , ? , i8>}>
#L2 = loc("f":45:26 to 48:39)
!t2 = memref<?x?x17xvector<[9]xi8>, 6>
!t3 = memref<2xvector<f64>, strided<[9]>, 4>

"builtin.module"() <{sym_name = "m12"}> ({
  %value0:3 = "z.nop"()<{attr0, k$1= -65536: i17, my.k2= affine_set<(d0, d1, d2)[s0, s1] : (2 >= 0 + d2, 2 * (s0) <= 1, (d2 + s0) ceildiv 2 <= 1)>, attr3}>: () -> (!foo.param<["x y" , <? , 51> , {?}]>, ui8, memref<*xf8E5M2FNUZ, 2>) loc("a.mlir":16:25 to 19:35)
  %_1:4 = "foo.bar.baz"() ({
    "builtin.module"() ({
      "foo.bar.baz"() {x0= "\n}_日本🙂\n"}: () -> () loc("f":126:182) // trailing comment
      %v2 = "z.nop"() <{_u0= 127: si8, d.k1= #attr_0}> {b0= #map1, z91= distinct[2]<"\59\\@%@ ">, value2= true}: () -> f32
      %v3 = "foo.op"(): () -> memref<8xi8, 4>
      %value4 = "a.b"(%v3, %v3, %v3): (memref<8xi8, 4>, memref<8xi8, 4>, memref<8xi8, 4>) -> i32
      %_5 = "foo.op"(%v3, %value4, %v2): (memref<8xi8, 4>, i32, f32) -> tensor<i64>
      %a.b6:3 = "foo.compute"(%v3, %value4) ({
      }): (memref<8xi8, 4>, i32) -> (tensor<39xui64>, f16, vector<[3]xi24>) loc("a.mlir":490:120)
    }) : () -> ()
  }): () -> (vector<[11]x10x1xbf16>, index, bf16, vector<[3]x8x2xi1024>)
  %7:4 = "d.op_1"(%_1#3) ({
    %tmp_8 = "bar.yield"(%value0#0, %value0#0, %_1#1) ({
    ^bb2(%tmp_9: f64, %v10: complex<f32> loc("x")):
      %v11 = "my_dialect.thing"(%tmp_9, %_1#3, %tmp_9) {x0= "\00_ \"\C3\A9_\"\n", foo.k1= affine_map<(d0, d1)[s0] -> ((d1 + s0) * s0, ((3) mod 7) mod 9, (4) floordiv 6)>, k$2= "Ω\00z#\t\00X\5B -"}: (f64, vector<[3]x8x2xi1024>, f64) -> memref<?x?xi64>
      %value12 = "foo.compute"(%_1#3, %tmp_9, %v10): (vector<[3]x8x2xi1024>, f64, complex<f32>) -> ui1 loc("callee"("a.mlir":38:33 to 40:44))
    }) {"quoted key 0"= #map1, k$1= {x0= "z'\7f\\%0\t\\a!\9E" : i128, foo.k1= none, sym_name2= affine_map<(d0, d1) -> ()>}, z92= [], a3= "!zb\00./\C3\A9{"}: (!foo.param<["x y" , <? , 51> , {?}]>, !foo.param<["x y" , <? , 51> , {?}]>, index) -> none
    %13:3 = "z.nop"(%tmp_8) <{sym_name0= {d.k0= "#\\%🙂b-@" : f32, k$1= -9223372036854775808: i64}, "quoted key 1"= false, "quoted key 2"}> {z90= "\7f\00b\\/ß\00\00\\b'z" : i24, foo.k1, z92= #map1, "quoted key 3"= affine_map<() -> (4 * (2) + (5) floordiv 9, 0 * 6)>}: (none) -> (tensor<8x40x0x7xcomplex<f8E4M3FNUZ>>, index, tensor<2xcomplex<f8E4M3B11FNUZ>>)
    "foo.compute"(%_1#0) {_u0, foo.k1= 0: si3, k$2, k$3= 1.81085e-2 : f8E4M3B11FNUZ}: (vector<[11]x10x1xbf16>) -> () loc("src/x.py":135:288)
  }): (vector<[3]x8x2xi1024>) -> (memref<1x6xcomplex<i32>, {kind = "scratch"}>, f32, complex<f64>, tuple<i64, i64, ui17, i24, bf16, ui7, f6E3M2FN, f64, i3, f16, vector<9x15xf64>, bf16, f32, f128, si64, bf16, vector<6x[16]xf4E2M1FN>, index, f8E4M3FNUZ, memref<?x?xf16, affine_map<(d0, d1) -> (d1)>>, f8E4M3FNUZ, i17>) loc("n"("":0:412))
  "x.y"()<{a0= #attr_0, a1= array<i16: 0, -32768, 1, 1104, -12>}> ({
  ^3(%value14 : vector<2x12x7xi64>, %15: memref<4xf8E8M0FNU, affine_map<(i0) -> (9)>>, %-16: tensor<?x?x?x4xvector<f16>> loc("src/x.py":4294967295:487)):
    %17 = "foo.bar"(%15, %value0#2): (memref<4xf8E8M0FNU, affine_map<(i0) -> (9)>>, memref<*xf8E5M2FNUZ, 2>) -> none loc(callsite(callsite("dir/with space.c":4294967295:407 at "with \"q\"") at fused[]))
    %value18:2 = "d.op_1"(%7#0, %-16, %15) {x0= affine_map<(i0, i1)[N0, N1] -> ((i0) mod 1 - N1)>, b1= affine_map<(d0) -> ((-(d0)) mod 9)>, z92= #attr_0}: (memref<1x6xcomplex<i32>, {kind = "scratch"}>, tensor<?x?x?x4xvector<f16>>, memref<4xf8E8M0FNU, affine_map<(i0) -> (9)>>) -> (!t0, !bar.t<[[a.b, true] <28,abc,?>]>) loc("n"("a.mlir":6))
    %_19:4 = "foo.bar.baz"(%value0#0, %value18#1, %7#3): (!foo.param<["x y" , <? , 51> , {?}]>, !bar.t<[[a.b, true] <28,abc,?>]>, tuple<i64, i64, ui17, i24, bf16, ui7, f6E3M2FN, f64, i3, f16, vector<9x15xf64>, bf16, f32, f128, si64, bf16, vector<6x[16]xf4E2M1FN>, index, f8E4M3FNUZ, memref<?x?xf16, affine_map<(d0, d1) -> (d1)>>, f8E4M3FNUZ, i17>) -> ((tensor<266x4xindex>, index, none) -> !ty1, i7, i8, f32) loc("dir/with space.c":9)
  }): () -> () loc(unknown)
  %v20 = "bar.yield"(%value0#1)<{value0= affine_map<(d0, d1)[s0] -> (((s0) * s0) ceildiv 3, ((1) ceildiv 4) * s0)>}> ({
}): (ui8) -> tensor<7x?x3x4xf8E3M4>
  %value21 = "my_dialect.thing"(%7#3, %value0#2, %7#1) <{x0= 0, value1}> {}: (tuple<i64, i64, ui17, i24, bf16, ui7, f6E3M2FN, f64, i3, f16, vector<9x15xf64>, bf16, f32, f128, si64, bf16, vector<6x[16]xf4E2M1FN>, index, f8E4M3FNUZ, memref<?x?xf16, affine_map<(d0, d1) -> (d1)>>, f8E4M3FNUZ, i17>, memref<*xf8E5M2FNUZ, 2>, f32) -> i8
  %_22, %value23:2 = "foo.compute"(%v20, %value0#1) {_u0= "\"b/<'/\00%!"}: (tensor<7x?x3x4xf8E3M4>, ui8) -> (f8E4M3FNUZ, tensor<*xindex>, f16) loc("src/x.py":424:407)
  %24 = "foo.bar.baz"()<{a0}> {my.k0= #map1, d.k1= unit, my.k2= {}}: () -> index loc("dir/with space.c":16:23 to 17:59)
  %25:2 = "d.op_1"(%value21, %24)<{}> {x0= affine_set<(d0, d1, d2)[s0, s1] : (5 * (s1) + 3 >= (s1) * s0)>, d.k1= 0, z92= -2.309, sym_name3}: (i8, index) -> (complex<f64>, !t0) loc(unknown)
  %26 = "a.b"(%25#0, %value23#1, %25#0): (complex<f64>, f16, complex<f64>) -> (complex<tf32>) loc(callsite("a.mlir":50:212 at fused["src/x.py":63, "dir/with space.c":4294967295:184]))
  "foo.op"() <{}> {b0= 3.81124e18 : f80, x1= distinct[3]<0: ui1>, _u2= sparse<[[3, 2], [3, 1], [4, 4]], [3.14159265358979, -948324.0, -727331.0]> : tensor<5x6xbf16>, sym_name3= dense<[(0x7FFF, 0x8C64), (174.997424, 0.1), (8.43662e+17, 9.710), (9.999999e9, 0x7B4B)]> : tensor<4xcomplex<f16>>}: () -> ()
  "x.y"(%25#1, %value0#0, %value23#1): (!t0, !foo.param<["x y" , <? , 51> , {?}]>, f16) -> () loc("src/x.py":26:62 to :64)
  %r27 = "a.b"(%25#1): (!t0) -> memref<311xvector<15x5x2xindex>, affine_map<(d0) -> (d0)>> loc(callsite("with \"q\"" at fused<5 : i32>[#L2]))
  %_28 = "a.b"(%25#0, %25#1, %r27): (complex<f64>, !t0, memref<311xvector<15x5x2xindex>, affine_map<(d0) -> (d0)>>) -> !t2
  %29 = "x.y"(%25#1, %_1#0, %26)<{d.k0= @f_1, z91= 40 : index, value2= unit}> {"quoted key 0"= "<''\t@'X\"\C3\A9" : i7, k$1= "0\"!", sym_name2= affine_map<()[N0, N1] -> ((9) * N0 - (N1) ceildiv 7, -(N1) - (3) * N0)>}: (!t0, vector<[11]x10x1xbf16>, complex<tf32>) -> ui7 loc(callsite("a.mlir":28:14 to 29:50 at "f":15:13 to :19))
  %_32 = "x.y"() <{sym_name0= #map1}> {d.k0= dense<-8388608> : vector<4xsi24>, _u1= affine_set<(d0, d1)[s0] : ((d0 + d1) ceildiv 9 >= 0)>, attr2= affine_map<()[s0, s1] -> (((s1) * s1) floordiv 6, -((s1) floordiv 8))>, a3= affine_map<(d0, d1)[s0] -> (-(4) * 1, s0)>}: () -> i64 loc(fused["a.mlir":126:321])
  %x30, %v31:3 = "x.y"(): () -> (complex<f32>, !t3, memref<*xi64>, f80) loc("name")
  %33 = "foo.bar"()<{value0= false, value1= 293.668918 : f64, b2= 0x0: si16}> ({
}): () -> vector<9x2x16xui32> loc("name")
  %34 = "bar.yield"(%_32, %v31#1, %_32) <{z90= dense<30167> : tensor<1x1x3xui64>, z91= @c::@f_1, z92= loc("name"), sym_name3= -1.0e-30 : f8E8M0FNU}> {}: (i64, memref<*xi64>, i64) -> f8E4M3 loc("name")
  %35 = "foo.op"() {sym_name0= "é{\n}\CD@", x1= "z\D9\"<\7f/\8C\"-", a2}: () -> index
  %_36:2 = "my_dialect.thing"(%34): (f8E4M3) -> (i7, memref<3xvector<10xf32>, affine_map<(d0) -> (d0)>, 3>)
  %value37 = "foo.bar"(%_36#1, %value0#1, %_36#1) {value0= "\"\\{\t\38!\t\00*{" : f8E4M3B11FNUZ, value1= dense<[(0.3246570, 0x157EA182)]> : tensor<1xcomplex<f32>>, z92= loc(fused<#foo.m>[])}: (memref<3xvector<10xf32>, affine_map<(d0) -> (d0)>, 3>, ui8, memref<3xvector<10xf32>, affine_map<(d0) -> (d0)>, 3>) -> f16
  %38 = "foo.op"(%_1#3) <{"quoted key 0"= unit}> {sym_name0= 3 : index, k$1, "quoted key 2"= dense_resource<blob0> : tensor<1xi64>}: (vector<[3]x8x2xi1024>) -> memref<30xf32, {kind = "scratch"}> loc("v"(unknown))
  %39 = "my_dialect.thing"(%_36#0, %_36#1) <{}> {x0= -1: i128, z91= "}<", z92= 0xBA250855 : f32, a3= "z}z"}: (i7, memref<3xvector<10xf32>, affine_map<(d0) -> (d0)>, 3>) -> tuple<> loc("":1:79 to 1:56)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0800000057B89534781718E3"
    }
  }
#-}
