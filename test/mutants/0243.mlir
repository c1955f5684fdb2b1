%0, %v1:3 = "my_dialect.thing"()<{my.k0= -810.248097 : f32, _u1= 1, k$2= affine_map<() -> (-((7) ceildiv 2))>, z93= 0: i1}>: () -> (vector<i1>,
    f64, !foo<"x<y>">, memref<?xi3>)
"bar.yield"(): () -> () loc("":4294967295:216) // trailing comment
%v2:2 = "my_dialect.thing"(%0) ({
	"z.nop"(%v1#2) {z90= array<i16: 1, -6413, -1, -12, -909>, sym_name1, _u2= affine_map<()[s0, s1] -> (((s1) ceildiv 2) mod 5)>, k$3= array<f64: 0x7E3F6871F0786B50, 4.9e-324, 1043863.0>}: (memref<?xi3>) -> ()
}) {sym_name0= [18446744073709551615, distinct[1]<1: i1>, 59 : index, loc(fused["dir/with space.c":21:2, "name"])], attr1=  #x.v<<true> , "x y">}: (vector<i1>) -> (f8E5M2FNUZ, f6E3M2FN)
%_3, %value4:3 = "my_dialect.thing"(%v2#0, %v2#1, %v1#1)<{"quoted key 0"= {value0= true, attr1, value2, a3= dense_resource<res_0> : tensor<1xi8>}, d.k1= index, my.k2= dense<> : tensor<0x2xbf16>}> ({
	%v5, %6:3 = "foo.op"() <{z90= dense<6> : tensor<1x2xi64>, a1= @"x y"::@a}> ({
		"builtin.module"() ({
			%7:2 = "z.nop"() ({
			^bb2():
				"foo.op"() {x0=   distinct[4]<>, a1= #foo.attr}: () -> ()
				%-8 = "foo.op"() <{}> {a0}: () -> ui16 loc("with \"q\"")
				%9 = "foo.bar.baz"()<{b0= #bar.v<? "x y">, k$1= "_a{0%#}/X", foo.k2= #foo.p<-8,<f32>,<[8,i8] , "x y">>}> {_u0= dense<"0xACA17D5C8F3C8033"> : tensor<f64>, foo.k1= affine_map<(i0, i1)[N0] -> ()>, sym_name2}: () -> bf16 loc("with \"q\"")
			}) {attr0= "\00#<\"/\n", z91= false, _u2= [vector<[2]x9x9xf6E2M3FN>, "\0D@a\00", @a, #my.p<?,[?,["x y" ?]],{89, abc}>], sym_name3= "\tΩ\C3\A9!\00<%0\A10"}: () -> (tuple<f64, vector<5xf64>, f64, index, f16, f32, tensor<6x2xindex>, f64, f16, f8E4M3B11FNUZ, f16, f64, bf16, i128, f128, ui128, ui64, tensor<1x315x540xtf32>, i7, i24, i17, f32, i1>, memref<*xi16>)
			%_10 = "bar.yield"(): () -> complex<f8E5M2>
			%v11 = "my_dialect.thing"() {b0= -2.5e-3, a1= " 0.a'\n\00\36", z92= 3.14159265358979, b3= #bar.p<{-6, {28}, 90}, ?, ["x y",true]>}: () -> vector<4x7x5xbf16>
			%arg12 = "d.op_1"(%_10, %7#0) {}:	 (complex<f8E5M2>, tuple<f64, vector<5xf64>, f64, index, f16, f32, tensor<6x2xindex>, f64, f16, f8E4M3B11FNUZ, f16, f64, bf16, i128, f128, ui128, ui64, tensor<1x315x540xtf32>, i7, i24, i17, f32, i1>) -> index loc("with \"q\"")
		}) : () -> ()
	}): () -> (complex<f8E4M3FN>, bf16, vector<3xi1>, none)
	%value13:3 = "d.op_1"(%v2#1) {value0= [@"x y"::@"a"::@f_1], z91= 50 : index}: (f6E3M2FN) -> (complex<f4E2M1FN>, memref<934x3x4xf8E4M3, strided<[?, ?, 1], offset: ?>, 6>, tensor<742xi64>) loc(fused["dir/with space.c":35:31 to 35:24])
	%x14 = "foo.op"(%v1#1, %value13#0):	 (!foo<"x<y>">, complex<f4E2M1FN>) -> index loc("a.mlir":42:32 to 43:52)
	%value15:2 = "foo.compute"() {z90= unit, b1= [distinct[6]<affine_set<(i0)[N0, N1] : (2 * ((i0) floordiv 3) <= 4, (N1) floordiv 5 - -(i0) == 0, (N0) mod 9 * 5 >= 0)>>, 16.26E1 : f32], value2=   "\"a\\#b\\-\n\t .!" : index}: () -> (index, memref<?x3xi8>)
	%v16 = "bar.yield"() {}: () -> (tuple<f32, index, f32, memref<?x3x?xf8E5M2FNUZ, strided<[?, ?, 1]>, {kind = "scratch"}>, f32, index, i8, index, ui1, f16, f32, f16, i64, !x<"">,
    i3, f16, si8, i64, f32, bf16, f16, f64>) loc("name")
	%v17 = "foo.op"(%x14): (index) -> complex<si64> loc(fused[callsite("src/x.py":0:220 at "a.mlir":0:453)])
}) {"quoted key 0", value1= true}: (f8E5M2FNUZ, f6E3M2FN, !foo<x<y>">) -> (ui128, index, bf16, si24) loc("":18:13 to 18:65) // trailing comment

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x040000008B"
    }
  }
#-}
