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
"foo.bar"(%_8#2, %v7, %_8#2) {z90= -6.02214076e23 : f8E4M3, b1= "0Î©<._\A6!a\C3\A9", x2= 4.9e-324 : tf32}: (tensor<3xi3>, i7, tensor<3xi3>) -> ()
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
	}) {attr0= affine_map<(i0)[N0] -> (-(9) - (i0) floordiv 6)>, sym_name1= 170141183460469231731687303715884105727: si1024, attr2= "0b.{@z!_0"}: () -> (!my_dialect<"abc">, complex<f128>) loc(callsite("with \"q\"" at "callee"("a.mlir":60)))
	%22 = "my_dialect.thing"() ({
		"foo.br"(%_8#2, %_18, %_14#1)[^bb5, ^bb5]: (tensor<3xi3>, i1, index) -> () loc("":3:9 to 4:75)
	^bb5(%value23 : vector<[2]x[8]xi32> loc("f":137:167), %value24: !t0 loc("":40:76 to :85)):
		%value25 = "foo.bar"(%v19#1, %$20#1) {_u0= dense<[false, false, true]> : vector<3xi1>, value1= sparse<[[2, 0], [2, 0], [0, 0]], [0.3, 1.17549435e-38, -503.816898]> : tensor<3x2xf64>, value2, attr3= {"quoted key 0"= "0/ ", "quoted key 1"= 1: si32, z92= 0x0731 : bf16}}: (f16, complex<f128>) -> memref<?x?xf64, affine_map<(i0, i1) -> ((i0 - i1) ceildiv 2, i1 + i0 - i0 + 8)>> // trailing comment
		%-26:3 = "a.b"() {x0= dense_resource<blob1> : tensor<5xi64>, attr1}: () -> (memref<4x377xf80, affine_map<(d0, d1) -> (d0, d1)>, "gpu">, !alias_1, complex<f16>) loc("f":271:3Ã(71)
		%27 = "x.y"(%v19#0): (bf16) -> complex<f6E2M3FN> loc(#loc2)
		%v28:3 = "my_dialect.thing"(): () -> (vector<[2]x14xf6E2M3FN>, i24, none)
	}) {}: () -> si8
}, {
^bb6:
	"foo.br"(%11, %_14#2, %v5#0)[^7, ^bb8]<{foo.k0}>: (i1, !my_dialect.type, !x<"a b">) -> () loc("dir/with space.c":10:5 to 13:49)
^7():
	"x.switch"()[^bb8]<{foo.k0= 0: ui32}> {value0}: () -> ()
^bb8:
	%29 = "bar.yield"() {value0= affine_set<(d0)[s0] : (d0 - 6 + -(d0) == 0, (s0) mod 5 * 7 >= 0)>, k$1= affine_map<()[s0, s1] -> ((-(s1)) ceildiv 3, (8 + s1) ceildiv 7, 1 * (7 * (s1)))>, a2= i1}: () -> f8E5M2FNUZ // trailing comment
}) {b0= [affine_map<(d0)[s0, s1] -> ()>, affine_map<(d0, d1) -> ((d1) ceildiv 4, (d0 + d1) floordiv 8, -(1 * 5))>, 0.4795893 : bf16, array<f32: 43.76E2, 1.0E+10, 70.0E0, 4.4146e10>], "quoted key 1"= false, attr2= 3.14159265358979 : f8E4M3B11FNUZ, _u3= "!}" : si32}: (tuple<f80, none, index, ui16>, f16) -> ()
"d.op_1"(%v5#1, %6) {sym_name0= dense_resource<blob2> : tensor<4xi32>, b1, value2= dense_resource<blob3> : tensor<5xf32>, attr3= dense<> : tensor<3x0x2xcomplex<f16>>}: (memref<?x45xui32, strided<[59, 1], offset: 0>>, f16) -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000007516DBF6C667A872",
      blob1: "0x08000000C6722C10AE2A8DF9226E8C9A7EDA57BB03CDE70D5FB517396119196D4E123F85FB724AFAEEC0A4DB",
      blob2: "0x04000000DA4EA8E3B6A72CB448AC0B5A4F97E5B1",
      blob3: "0x04000000CB6B70D4A46B0F5D209E155B6C35BC0AE46F5980"
    }
  }
#-}
