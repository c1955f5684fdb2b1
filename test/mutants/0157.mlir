#loc0 = dense_resource<r.0> : tensor<1xf64>
#loc1 = loc("f":61)
!t0 = tensor<632x31x8xi32>
!alias_1 = si1
#loc2 = loc("a.mlir":485:0)

%0 = "foo.op"(): () -> i128 loc("dir/with space.c":439:141)
"a.b"(%0, %0) <{}> {value0= vector<[14]xf64>}: (i128, i128) -> () loc(callsite(fused[unknown] at unknown)) // trailing comment
"foo.bar"(%0, %0, %0) <{}>: (i128, i128, i128) -> ()
%1:2 = "foo.bar.baz"(%0, %0, %0): (i128, i128, i128) -> (ui128, vector<4x8xf32>)
"a.b"() {}: () -> () loc("name")
%value2:2 = "d.op_1"(%0) {}: (i128) -> (!x.a.b, tuple<si32, si1, f16>) loc("op.1") // trailing comment
%_3 = "foo.compute"(%0, %1#1, %1#0) {z90= 0.242 : f16, k$1= 1, z92= #loc0, a3= array<i8: -128, 0>}: (i128, vector<4x8xf32>, ui128) -> (tuple<f80, none, index, ui16>)
%v4, %v5:3 = "foo.op"(): () -> (complex<ui32>, !x<"a b">, memref<?x45xui32, strided<[59, 1], offset: 0>>, !x<"a b">)
%6 = "d.op_1"() {}: () -> f16 loc(callsite(fused["dir/with space.c":99] at "":4294967295:437))
%v7, %_8:3 = "bar.yield"(): () -> (i7, index, vector<16xsi7>, tensor<3xi3>) loc("src/x.py":207:209)
"z.nop"(%v4, %_8#0, %v4) {}: (complex<ui32>, index, complex<ui32>) -> () loc(callsite(#loc1 at "":34:14 to :16))
"foo.bar"(%_8#2, %v7, %_8#2) {z90= -6.02214076e23 : f8E4M3, b1= "0Ω<._\A6!a\C3\A9", x2= 4.9e-324 : tf32}: (tensor<3xi3>, i7, tensor<3xi3>) -> ()
%9 = "d.op_1"() {my.k0= #loc0}: () -> (si32)
"foo.op"(%_8#1)<{value0= 0.57034e-31 : f4E2M1FN}>: (vector<16xsi7>) -> ()
"my_dialect.thing"(%_8#1, %_8#0, %9) {a0= 1: ui8}: (vector<16xsi7>, index, si32) -> () loc(#loc1)
%10 = "foo.bar"(%_8#2, %_8#0): (tensor<3xi3>, index) -> f6E2M3FN loc(fused[fused<3 : i32>[#loc1], fused["dir/with space.c":0:108, "":34:36 to 35:17, "f":46:15 to 48:53]])
%11 = "my_dialect.thing"() ({
	%_12:3 = "foo.compute"() ({
}): () -> (i16, f6E3M2FN, f64) loc("dir/with space.c":42:13 to 44:36)
	%13 = "z.nop"(%_12#0, %_12#1, %_12#0) {}: (i16, f6E3M2FN, i16) -> f128 loc("a.mlir":310:4294967295)
}): () -> i1
%_14:3 = "d.op_1"(%v5#0) {attr0}: (!x<"a b">) -> (f80, index, !my_dialect.type)
"d.op_1"(%_3, %6) ({
	%_15 = "x.y"()<{z90, b1= #bar<"a b">, sym_name2= {}, "quoted key 3"= dense<> : tensor<1x2x0x!foo.str>}>: () -> tensor<i8> loc("with \"q\"")
	%value16:4 = "d.op_1"() {x0= 709249.0 : f8E4M3FN, "quoted key 1", x2= false, my.k3}: () -> (tuple<bf16, f32, f32, f64>, f64, tensor<78xcomplex<f32>>, tuple<vector<12x7xui16>>) loc("name")
}, {
	%value17:2 = "foo.bar.baz"(%_14#1, %_14#2) {x0}: (index, !my_dialect.type) -> ((complex<f8E4M3FNUZ>) -> i1, f16) loc("f":39:30 to :31)
	%_18, %v19:3 = "z.nop"(%1#1, %_14#2) {d.k0= "a{\\" : si17, z91= [distinct[3]<-8661359287742>, ".\00\n\\0#X\A4\C3\A9@0"], sym_name2= 4294967295: i32}: (vector<4x8xf32>, !my_dialect.type) -> (i1, bf16, f16, !bar<"">) loc(#loc1)
	%$20:2 = "bar.yield"() <{_u0= 0: ui1, k$1= #loc0, z92}> ({
	^bb3:
		%value21 = "my_dialect.thing"(): () -> ((f32, !my_dialect<"x<y>">) -> (!t0))
		"foo.compute"(%v19#1, %v19#1) <{a0= dense<8.9157e+21> : tensor<tf32>, my.k1= "\C3\A9%/"}>: (f16, f16) -> ()
	}) {attr0= affine_map<(i0)[N0] -> (-(9) - (i0) floordiv 6)>, sym_name1= 170141183460469231731687303715884105727: si1024, attr2= "0b.{@z!_0"}: () -> (!my_