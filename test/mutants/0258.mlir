// ir-gen random --seed 247 --size 31
!T_0 = memref<*xf32>
!alias_1 = memref<15x545x?xi32>
#map0 = !alias_1

"z.nop"() ({
	"a.jump"()[^bb1, ^bb1] {x0= "\C3\A9\\/\\" : i3, z91= 0: ui17, attr2, "quoted key 3"}: () -> () loc("f":126:175)
^bb1:
	"cfx.cond_br"()[^2]: () -> ()
^2(%value0 : tensor<8x53xf16>, %value1 : tensor<1x?xvector<2xf128>> loc("name"), %r2: i1 loc("f":202:0)):
	"my_dialect.thing"(%value1, %value1, %value0): (tensor<1x?xvector<2xf128>>, tensor<1x?xvector<2xf128>>, tensor<8x53xf16>) -> () loc("op.1")
	%_3 = "my_dialect.thing"(%value0, %r2): (tensor<8x53xf16>, i1) -> vector<8x4x9xsi1> loc(fused<#foo.m>[])
	"x.switch"(%r2)[^b3] {k$0= #bar.a, k$1, foo.k2= {foo.k0= tensor<5x582x?xi16>, "quoted key 1"= [true], d.k2= 1732454, z93= ".\00\n-\\_\n"}, z93= false}: (i1) -> ()
^b3(%v4: tuple<i32>, %5 : i7):
	"foo.bar"(%v4, %5, %5): (tuple<i32>, i7, i7) -> () loc("f":8:58 to 8:66)
	%value6 = "x.y"() {_u0, d.k1= [array<i32: -2885289, 0x1, 1, 4294967295, 1>, #bar<"abc">, 0x74DD93F7E5037FC3 : f64], b2= #my.p<{<"x y" , -7>, {?}} ["x y"]>, b3= -1}: () -> f8E8M0FNU
	"foo.br"()[^bb1]: () -> () // trailing comment
}) {sym_name0= dense<[["-\7f_\\\7f🙂0z\\X", "\00{ß", "\\/*}\"\\X\7f\00"], ["\\@<\000\\{\n@X", " \".!\9Ea", "}\\{\7f0X\\\C3\A9\00@}#"], ["z\D5", "/\"}-\00\tz0", " "]]> : tensor<3x3x!foo.str>, a1= @x.y, sym_name2, sym_name3= loc(callsite("name" at "src/x.py":48:47 to 50:38))}: () -> () loc("f":284:297)
"foo.compute"() ({
^bb4(%_7: i24 loc(unknown)):
	%_8 = "foo.op"() ({
		%value9:3 = "x.y"(): () -> (f64, i3, !foo.t)
		%10:2 = "foo.op"(%value9#1)<{}>: (i3) -> (memref<?xindex>, f16) loc("":455:317)
		"foo.bar"(%10#1, %value9#1) {_u0= affine_map<(d0, d1)[s0] -> (8 * 4, (d0) mod 8 * 7)>, d.k1}: (f16, i3) -> ()
		%v11 = "d.op_1"(%value9#1): (i3) -> f16
		%tmp_12 = "foo.bar"(%10#0) {value0= dense<[[3.14159265358979, 0xC707E24E], [-65504.0, 0x5A150E1A]]> : vector<2x2xf32>, z91= "/\n\t@\n0\\", "quoted key 2"= loc("with \"q\"")}: (memref<?xindex>) -> complex<f16>
		"x.y"()<{x0= dense<0x1> : vector<3xsi32>, my.k1}> ({
		^x.y6(%-13: none):
			"z.nop"() {}: () -> ()
			"z.nop"() {}: () -> ()
			%14:2 = "z.nop"(%-13) <{sym_name0= affine_set<(d0, d1)[s0] : (3 * ((s0) * s0) == 0, (d0) mod 7 * 3 == 0)>, foo.k1= sparse<[[1, 0, 3], [3, 2, 3], [0, 2, 1]], [-128, 126, -128]> : tensor<4x4x5xi8>, "quoted key 2"= 1: i7, sym_name3= "X#\t\\!a!'*"}> {a0= "!\n.\\\FB*\t'%", k$1= 53 : index}: (none) -> (tuple<!T_0>, i128) loc("x")
			%_15 = "foo.compute"() {a0= unit, sym_name1= [f16, dense<""> : tensor<!foo.str>, array<f64: 0.5>], d.k2= dense_resource<blob0> : tensor<1xi32>}: () -> tensor<3x?xsi8> loc("name")
			%_16 = "x.y"(%_15, %10#0) {}: (tensor<3x?xsi8>, memref<?xindex>) -> vector<16x13x1xindex> loc("":4294967295:350)
			%17:4 = "foo.bar"() <{}>: () -> (!x.a.b, tensor<1x?xcomplex<f80>, 5 : i32>, ui8, !x.param<"x y",19>) loc("x")
		}) {}: () -> () loc(fused[unknown])
	}, {
		%a.b18 = "x.y"(%_7)<{d.k0= 2147483647: si32, d.k1= "X*}\\" : bf16}> {}: (i24) -> (f16) loc(unknown)
		"foo.compute"(%_7, %_7) ({
			%19, %value20:2 = "z.nop"() {k$0= #map0, sym_name1= dense<0x1> : tensor<i32>}: () -> (i1024, !x<"x<y>">, complex<f64>)
			%undefined_value, %-22:2 = "foo.compute"(%a.b18, %_7): (f16, i24) -> (f16, () -> tensor<9x?x4xbf16>, complex<si3>)
		}, {
			%v23 = "x.y"(): () -> tuple<bf16, f8E4M3FNUZ, memref<758x3x?xi64, strided<[?, 4, 21], offset: 11>, {kind = "scratch"}>, f8E3M4, bf16, i17, vector<9x12xi16>, f8E4M3, f64, f8E4M3FN, index, index, index, f64, f32, f64, si3, f128, f8E4M3, ui17, f80, f16>
			%24 = "foo.bar"(%a.b18, %a.b18, %a.b18): (f16, f16, f16) -> ui24
		}) {}: (i24, i24) -> ()
		%25 = "z.nop"(%a.b18, %_7, %a.b18) {k$0= #map0, b1, value2= 1.5 : f32}: (f16, i24, f16) -> i1024
		%_26:3 = "my_dialect.thing"(%a.b18): (f16) -> (ui32, index, i128)
	}) {z90= dense<> : tensor<3x0xcomplex<f16>>, a1= affine_map<(d0, d1, d2) -> (2 * ((0) mod 9), d0 - 8 * (d2))>, value2= -1}: () -> tuple<f64, ui128, f64, i8, si8, i1, f80, vector<[7]x7xi32>, i1, f128, i32, f80, i1024, f32, f32, ui1024, ui24, f128, si1>
	%_27 = "foo.bar"(%_7): (i24) -> f4E2M1FN
	%value28 = "foo.compute"(%_27, %_8, %_7) {k$0= [[loc("":22:20 to 24:47), dense<[[13.61E6, 3.797, -28.71E6, 0.0]]> : tensor<1x4xf16>], dense<> : tensor<0x1x1xui3>]}: (f4E2M1FN, tuple<f64, ui128, f64, i8, si8, i1, f80, vector<[7]x7xi32>, i1, f128, i32, f80, i1024, f32, f32, ui1024, ui24, f128, si1>, i24) -> tensor<743x6x2x444xcomplex<f32>>
}, {
^bb10(%29: complex<f16> loc("dir/with space.c":191:381)):
	%30 = "my_dialect.thing"(%29, %29) {}: (complex<f16>, complex<f16>) -> memref<419x?xvector<10x[8]x1xsi17>>
}, {
}): () -> ()
%31 = "z.nop"() <{}>: () -> si64 loc("a.mlir":9:50 to 10:60)
%32 = "my_dialect.thing"(%31)<{x0}>: (si64) -> vector<1xf8E5M2> loc("":50:5 to :6)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000E5346EFF"
    }
  }
#-}
