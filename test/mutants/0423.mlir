#l_x0 = loc("a.mlir":60)
!alias_0 = memref<?x2x24xf64, strided<[52, ?, 1]>, 1>
#map1 = array<i16: -268>
#loc2 = loc(fused<"meta">[])
#a3 = @main
#loc4 = 1: i32

%_0 = "z.nop"() {"quoted key 0"= 1: i1024, sym_name1= dense<[0x7FF8000000000001, 941195.0]> : tensor<2xf64>}: () -> tuple<i17, i32>
"foo.op"(%_0, %_0, %_0) {k$0= [609703.0 : f8E4M3FN, 6326.0 : f80, "%\t\\\C3\A9\"", false], attr1= true, sym_name2= 0: ui32, x3= "\C3\A9\7f\24z\C3\A9"}: (tuple<i17, i32>, tuple<i17, i32>, tuple<i17, i32>) -> ()
%value1 = "foo.compute"() {b0= unit, d.k1= 255: i8, a2= {k$0= [1.0e300 : f32, affine_map<(d0, d1, d2)[s0, s1] -> (s1, (d0 * 3) * s1)>, dense_resource<res_0> : tensor<4xi8>, "0\n@\\!\00*-@_0"], value1= [false, 274455], b2= "\00\"\\X!", z93}, sym_name3= {a0= distinct[2]<loc(fused[])>}}: () -> memref<3x2x8xf8E4M3>
%2 = "d.op_1"(): () -> i32
%v3 = "d.op_1"(%2, %_0, %2) {"quoted key 0"= affine_set<(i0, i1) : (-(i1) == 0, (-(5)) floordiv 3 <= 9)>, value1= #bar<"a b">}: (i32, tuple<i17, i32>, i32) -> none
%4 = "foo.op"(%2, %value1) {attr0= dense_resource<weights1> : tensor<1xi32>, z91= 0x7C00 : bf16, x2= 140: si1024, my.k3}: (i64, memref<3x2x8xf8E4M3>) -> vector<9x14x10xf64>
"foo.op"(%_0, %_0, %_0) ({
	%value5 = "my_dialect.thing"() ({
		"foo.bar.baz"(%_0, %4, %v3): (tuple<i17, i32>, vector<9x14x10xf64>, none) -> () loc("f":286:424)
		"foo.bar"()<{my.k0= array<i64: -9223372036854775808>, d.k1= @"with\"quote", _u2, k$3= 32767: si16}>: () -> () loc(#l_x0)
		%6:2 = "a.b"(%_0)<{}> {z90= affine_map<(d0)[s0] -> (((9) ceildiv 8) ceildiv 3, 2, (s0) floordiv 9 + d0)>, _u1, d.k2= @"x y", value3}: (tuple<i17, i32>) -> (!alias_0, i3)
	}) {}: () -> complex<f4E2M1FN> loc("dir/with space.c":395:168)
	%value7 = "foo.bar"(%4): (vector<9x14x10xf64>) -> memref<?xcomplex<si16>, "local mem"> loc(fused<5 : i32>[fused[unknown, "x"], "a.mlir":39:16])
}) {}: (tuple<i17, i32>, tuple<i17, i32>, tuple<i17, i32>) -> () loc("":451:453)
%8, %9:3 = "z.nop"(): () -> (!alias_0, (memref<?xi64>) -> complex<si1024>, i17, vector<16x5x[7]xf128>) loc("with \"q\"")
%value10 = "foo.bar"(%8, %9#2, %9#1) {value0= 0.5632992, value1= @b}: (!alias_0, vector<16x5x[7]xf128>, i17) -> bf16 loc(#l_x0)
%value11, %x12:2 = "foo.bar"(%9#0): ((memref<?xi64>) -> complex<si1024>) -> (!foo.v<<{-0}, ?>,-1>, complex<f32>, f64)
%_13 = "x.y"(%x12#1) {a0= -8388608: i24}: (f64) -> tensor<?xindex>
"x.y"(%value11, %_13): (!foo.v<<{-0}, ?>,-1>, tensor<?xindex>) -> ()
%_14 = "foo.compute"(%x12#0) ({
	%15 = "foo.bar.baz"(%x12#1, %2, %value11) {k$0= 23545275016505746263800843852405023638: i1024, attr1= -612269.0 : bf16, _u2= 877.144959, sym_name3= "@_/ß-z\00\00'.\\"}: (f64, i32, !foo.v<<{-0}, ?>,-1>) -> (index)
	%v16, %_17:2 = "bar.yield"(%8, %4, %value11) ({
		"builtin.module"() ({
			%value18, %v19:2 = "my_dialect.thing"() <{}>: () -> (ui1, tf32, f64)
			%v20, %x21:3 = "bar.yield"(%v19#1, %v19#0) {}: (f64, tf32) -> (f16, ui8, tuple<i128, tensor<4xcomplex<f32>>, i1024, f64>, i8)
			%22 = "x.y"(%v19#1, %value18)<{x0= [-1, unit, #foo.a<[<80, 46, ?>]>], value1}> ({
}): (f64, ui1) -> complex<f6E3M2FN> loc("a.mlir":40:79 to :85)
		}) : () -> ()
	}): (!alias_0, vector<9x14x10xf64>, !foo.v<<{-0}, ?>,-1>) -> (index, tensor<854x510x43xf16>, complex<bf16>)
	%23:2 = "foo.bar.baz"() ({
}, {
}, {
	^3:
		%value24 = "foo.bar.baz"() ({
		^loop7(%25 : tensor<*xcomplex<i128>> loc(#l_x0), %value26 : f32 loc("":294:0)):
			"foo.bar.baz"(%_13): (tensor<?xindex>) -> () // trailing comment
			%27 = "bar.yield"(%9#2, %value26)<{b0, z91= array<i8: 0>, attr2= "z."}>: (vector<16x5x[7]xf128>, f32) -> tensor<2x?xui17, 2 : i32>
		}, {
			%value28 = "foo.bar"(%9#0, %4) {a0= [i1, false, {d.k0= f16, sym_name1= affine_map<(i0, i1)[N0, N1] -> (-(N1 - N0), N1, i1 - 3 - (N0) floordiv 5)>}], b1= dense<[[-0.7907658, 0.3]]> : tensor<1x2xf16>}: ((memref<?xi64>) -> complex<si1024>, vector<9x14x10xf64>) -> complex<f32>
			"foo.op"(%v3) {"quoted key 0"= dense_resource<res_2> : tensor<1xi32>, x1= [{}], "quoted key 2"= #map1}: (none) -> () loc("n"(#loc2))
			"cfx.cond_br"(%9#2, %v16)[^b9, ^b9] {value0= {sym_name0= 18446744073709551615: i64, my.k1, sym_name2= 50: i7}, foo.k1= #map1, _u2= #map1}: (vector<16x5x[7]xf128>, index) -> ()
		^b9(%_29: tensor<0x77xsi8, {a = 1 : i64}>, %value30: tensor<?x6x0xi3>, %31: memref<*xcomplex<f16>, {kind = "scratch"}> loc(fused[fused<"meta">["src/x.py":237:403, unknown], "":299:278, "dir/with space.c":196:498])):
			"my_dialect.thing"(%value30): (tensor<?x6x0xi3>) -> ()
			"x.switch"(%_29)[^10, ^x.y11]: (tensor<0x77xsi8, {a = 1 : i64}>) -> () loc(unknown)
		^10(%v32 : i64 loc("":42:13 to 45:54), %33: (none, memref<6x6x5xvector<[7]xi32>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>) -> (!alias_0) loc(#loc2)):
			%value34 = "foo.bar"(%33): ((none, memref<6x6x5xvector<[7]xi32>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>) -> (!alias_0)) -> none
			%_35 = "a.b"() {k$0= 65535: si17, a1= "{\18", foo.k2= [@x.y::@x.y]}: () -> f16
			"cfx.cond_br"()[^x.y11]: () -> () loc("":23:46 to 26:78)
		^x.y11:
			%_36:3 = "a.b"(%_17#0, %value28, %8) <{z90= @f_1::@c, a1= "\00.}@\E6z\7f", a2= -9223372036854775808}> {k$0= [1: i1], _u1, x2= dense<[0xF32D7792, 1.0, 3.301]> : tensor<3xf32>, b3= @_priv}: (tensor<854x510x43xf16>, complex<f32>, !alias_0) -> (vector<[6]xf8E5M2>, f32, !x<"">)
		}) {my.k0= "/\n\n{\5F@", z91= "é<' " : index}: () -> !x.v<-5 [<69>] 31>
		"foo.bar.baz"(%value24, %9#1): (!x.v<-5 [<69>] 31>, i17) -> () loc("name")
		"cfx.cond_br"(%v16, %v16, %2)[^x.y4]<{a0= dense<0x706B> : vector<3xbf16>, d.k1}> {my.k0, _u1= 1.0e-5 : bf16}: (index, index, i32) -> ()
	^x.y4(%_37: complex<ui1> loc(unknown), %r38 : complex<f64> loc("a.mlir":13:54 to 15:11), %$39: (memref<*xi64>) -> ()):
		"a.jump"(%x12#1, %$39, %8)[^exit5]: (f64, (memref<*xi64>) -> (), !alias_0) -> ()
	^exit5(%_40: si17 loc("f":392:0), %_41: none):
		"a.jump"()[^bb6]: () -> ()
	^bb6(%v42: i17 loc("x"), %value43: tensor<0x17x?xf16> loc(callsite("src/x.py":21:66 to 24:33 at "a.mlir":31:51 to :51))):
		"a.jump"()[^exit5]<{"quoted key 0"= #a3}>: () -> () loc("dir/with space.c":44:4294967295)
	}) {a0= array<f64: 0xAC2837F8CA55C68D, 0x93BA80BB5CC9BE3C, 232728.0, 0x7FF8000000000001, 0x20F75B7D13F472BA>}: () -> (f16, tuple<f6E2M3FN>)
}) {k$0= "@\"\\\t@\00", foo.k1, value2= 0.1 : f8E5M2FNUZ, z93= index}: (complex<f32>) -> (ui16)
%44, %value45:2 = "foo.op"(%_14, %9#2, %x12#0) {value0= #my.p<a.b>, value1= affine_map<(d0, d1, d2) -> (d0, 1 - (9) ceildiv 6, (-(d2)) floordiv 3)>, _u2= #loc4}: (ui16, vector<16x5x[7]xf128>, complex<f32>) -> (complex<bf16>, complex<bf16>, complex<f4E2M1FN>) loc("dir/with space.c":311:4294967295)
%value46 = "my_dialect.thing"(%value45#1, %44, %value11): (complex<f4E2M1FN>, complex<bf16>, !foo.v<<{-0}, ?>,-1>) -> none loc(unknown)
%x47:4 = "z.nop"(%44, %v3)<{k$0= false}>: (complex<bf16>, none) -> (i1, !alias_0, f16, !alias_0)

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000468535E1",
      weights1: "0x04000000D9A6FC03",
      res_2: "0x040000002762D6B1"
    }
  }
#-}
