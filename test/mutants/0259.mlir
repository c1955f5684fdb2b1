// ir-gen random --seed 284 --size 31
"builtin.module"() ({
	"foo.op"(): () -> () loc("f":0:4294967295)
	%0:2 = "foo.compute"() {z90= " ", _u1, _u2= dense<> : tensor<0x4x2xi7>}: () -> (none, complex<f8E3M4>)
	%$1 = "foo.bar.baz"(%0#1) {_u0= -670771.0 : f32, sym_name1= 1: i8, sym_name2= dense<[[[(76, -91), (80, -61)], [(53, -66), (41, -74)], [(96, -62), (62, -16)]], [[(9, -28), (5, -9)], [(70, -31), (68, -86)], [(17, -4), (91, -78)]], [[(27, -13), (31, -24)], [(1, -86), (81, -17)], [(2, -75), (52, -46)]]]> : tensor<3x3x2xcomplex<i32>>}: (complex<f8E3M4>) -> tensor<4x46xf64> // trailing comment
	%arg2 = "foo.bar"(%$1, %0#0): (tensor<4x46xf64>, none) -> f64
	%a.b3 = "foo.op"(%0#0, %0#0): (none, none) -> tuple<i17, si32, f8E4M3FNUZ, i32, i16, f16, bf16, si1, f16, i64, f6E3M2FN, i8, none, f8E4M3B11FNUZ, i32, index, i3, index, i1024, i1, i1024> loc("op.1")
	%4 = "d.op_1"(%a.b3) ({
	^bb0(%5: f8E5M2FNUZ, %value6: vector<[4]x2x[9]xi32> loc(callsite("a.mlir":37:38 to 39:64 at callsite("a.mlir":347:227 at "op.1")))):
		%7 = "foo.bar.baz"(%a.b3) {}: (tuple<i17, si32, f8E4M3FNUZ, i32, i16, f16, bf16, si1, f16, i64, f6E3M2FN, i8, none, f8E4M3B11FNUZ, i32, index, i3, index, i1024, i1, i1024>) -> ((none, f8E4M3FNUZ) -> vector<14x[3]xf16>) loc("a.mlir":31:12 to 32:37)
		%_8 = "d.op_1"(%5, %a.b3) ({
		^$1(%r9: ui8 loc("src/x.py":25:66 to 25:55), %10: si64, %v11: (tensor<*xi17>, bf16, complex<tf32>) -> (complex<i24>, index) loc("dir/with space.c":4294967295:440)):
			%value12:2 = "my_dialect.thing"(%a.b3) {z90= -931.272195 : f8E8M0FNU, a1= -410475558840872}: (tuple<i17, si32, f8E4M3FNUZ, i32, i16, f16, bf16, si1, f16, i64, f6E3M2FN, i8, none, f8E4M3B11FNUZ, i32, index, i3, index, i1024, i1, i1024>) -> (i8, tuple<>)
			%13 = "x.y"(%value12#1, %value6) ({
}, {
			^2:
				"d.op_1"(%value12#1, %value12#0): (tuple<>, i8) -> () loc("f":56:156)
				"foo.compute"(%0#1, %10, %r9) <{}> {}: (complex<f8E3M4>, si64, ui8) -> () loc("dir/with space.c":402:239)
				%x14 = "foo.bar.baz"(%value12#1): (tuple<>) -> index loc(fused["a.mlir":150:0, "with \"q\""])
			}): (tuple<>, vector<[4]x2x[9]xi32>) -> si17 loc("f":4294967295:4294967295)
			%15 = "my_dialect.thing"(): () -> bf16 loc(fused<#foo.m>[])
			"d.op_1"(%$1, %value12#0) {sym_name0= {sym_name0= true, value1, z92= [#foo.a<{"x y", {-4 , "x y"}, -0}>, @"x y"::@x.y::@"x y"], foo.k3= {k$0= vector<[3]xi8>, a1= dense<[1, 1, 29, 0x0]> : tensor<4xi32>, d.k2= vector<si16>}}, "quoted key 1"= 65504.0 : f16, sym_name2= 870.964573 : f8E4M3FN, d.k3= dense<[(0.4943324, 424911.0)]> : tensor<1xcomplex<f32>>}: (tensor<4x46xf64>, i8) -> ()
			%_16 = "foo.compute"(%value12#1, %15, %a.b3): (tuple<>, bf16, tuple<i17, si32, f8E4M3FNUZ, i32, i16, f16, bf16, si1, f16, i64, f6E3M2FN, i8, none, f8E4M3B11FNUZ, i32, index, i3, index, i1024, i1, i1024>) -> ((memref<2x?x5xvector<9x8xf64>, affine_map<(i0, i1, i2) -> (((i2) ceildiv 6) ceildiv 9, (i0 - 0) floordiv 6)>>, tensor<469x4x49x39xtf32>) -> ())
			%value17 = "my_dialect.thing"(%10, %a.b3, %_16) {attr0= dense<> : tensor<1x0x0xi24>, x1= -40: si7, k$2}: (si64, tuple<i17, si32, f8E4M3FNUZ, i32, i16, f16, bf16, si1, f16, i64, f6E3M2FN, i8, none, f8E4M3B11FNUZ, i32, index, i3, index, i1024, i1, i1024>, (memref<2x?x5xvector<9x8xf64>, affine_map<(i0, i1, i2) -> (((i2) ceildiv 6) ceildiv 9, (i0 - 0) floordiv 6)>>, tensor<469x4x49x39xtf32>) -> ()) -> none
		}) {d.k0= distinct[2]<[array<i16>, affine_map<()[] -> ()>, loc("src/x.py":15), dense<7> : vector<2xui3>]>, k$1= -0.2427638 : f128, "quoted key 2"= -1: si7}: (f8E5M2FNUZ, tuple<i17, si32, f8E4M3FNUZ, i32, i16, f16, bf16, si1, f16, i64, f6E3M2FN, i8, none, f8E4M3B11FNUZ, i32, index, i3, index, i1024, i1, i1024>) -> bf16 loc("dir/with space.c":4294967295:0)
		%18 = "a.b"(%7, %_8, %7): ((none, f8E4M3FNUZ) -> vector<14x[3]xf16>, bf16, (none, f8E4M3FNUZ) -> vector<14x[3]xf16>) -> !x.t<-2,true,f32>
		%v19 = "my_dialect.thing"(%_8) ({
			%value20:2 = "foo.compute"(): () -> (vector<7xi16>, tensor<si3>)
			%21 = "a.b"(%5, %0#1) {a0= false, a1= true}: (f8E5M2FNUZ, complex<f8E3M4>) -> tuple<index, ui3, tensor<6x1x6xf32>, f4E2M1FN>
			%value22 = "x.y"() ({
				"z.nop"(%_8, %value20#1) {_u0= distinct[5]<i64>, b1, my.k2= 2: i32}: (bf16, tensor<si3>) -> ()
				%23:4 = "foo.bar.baz"(%value20#1, %18, %value20#1) {x0= {}, sym_name1}: (tensor<si3>, !x.t<-2,true,f32>, tensor<si3>) -> (complex<bf16>, vector<7x14xf4E2M1FN>, f8E4M3B11FNUZ, f32) loc("op.1")
			}): () -> si24 loc(callsite("x" at unknown))
			%value24 = "x.y"(%value22)<{"quoted key 0"= sparse<[[4, 1, 0], [2, 4, 0], [3, 3, 1]], [1, 255, 0]> : tensor<6x6x2xi8>, sym_name1, z92}>: (si24) -> memref<4xui32, affine_map<(d0) -> (d0)>> loc(unknown)
			%a.b25 = "foo.bar.baz"(%0#1, %value6, %7) {}: (complex<f8E3M4>, vector<[4]x2x[9]xi32>, (none, f8E4M3FNUZ) -> vector<14x[3]xf16>) -> tuple<>
		}): (bf16) -> i1
	}) {}: (tuple<i17, si32, f8E4M3FNUZ, i32, i16, f16, bf16, si1, f16, i64, f6E3M2FN, i8, none, f8E4M3B11FNUZ, i32, index, i3, index, i1024, i1, i1024>) -> complex<i8> loc(fused<"meta">["":51:273])
	"bar.yield"(%$1) ({
		%v26:2 = "x.y"(%4, %arg2) {}: (complex<i8>, f64) -> (ui7, !foo<"abc">) loc("src/x.py":22:35 to :37)
	}, {
	^b6:
		%v27 = "d.op_1"(%4) {k$0, x1= 18446744073709551615, attr2= #my.p<?,"x y",{["x y",-8,-2] "x y" -4}>}: (complex<i8>) -> index loc("":458:168)
		%a.b28 = "foo.compute"() ({
		^$7(%_29 : complex<f128>, %value30 : complex<f4E2M1FN>):
			%31 = "foo.compute"(%value30, %arg2, %value30) {attr0= dense<[[49.51E5], [3.31E9], [0x87B4]]> : tensor<3x1xf16>, b1= #x<"a b">, "quoted key 2"}: (complex<f4E2M1FN>, f64, complex<f4E2M1FN>) -> tensor<55x!bar.type, {a = 1 : i64}> loc("with \"q\"")
		}) {foo.k0= "\t@\00\0F\00\"'\t\"", a1= dense<"0x482E77EB988B41A42C1189D1"> : tensor<3x2xf16>}: () -> tuple<ui1024>
	}, {
	}) {sym_name0= unit, z91= "a@ß\00%ß", _u2= @bdense<, sym_name3= [i1024, dense<[[[(4.59552e28, 1.5), (0.7815834, 0x7FC00000), (645.93634, 65504.0)], [(6.02214076e23, 2.718281828459045), (0x7FC00000, 80.21E8), (7.79E2, 4.273)]], [[(-7.401, 0.3489820), (0xFF800000, 0x198940C2), (6.02214076e23, -43.57E0)], [(0x7FC00000, -825.145819), (-0.2151352, 0.4020337), (3.14159265358979, 3.57281e+1)]], [[(0xB8E46677, -6.02214076e23), (1.5, -9.483), (-545.306702, 5.50E0)], [(-1.0e-30, 1.0e-30), (32434.0, 1.0), (5.34258e23, 0x8D17D64E)]], [[(59.58E7, 414746.0), (0.2731874, -0.6254060), (0x695C28B8, 0xFD3E2356)], [(1.0e300, 0.7714819), (100.0, 0.8425888), (64.19E6, 0x8C608679)]]]> : tensor<4x2x3xcomplex<f32>>]}: (tensor<4x46xf64>) -> () loc("dir/with space.c":39)
	%32 = "foo.compute"(%arg2): (f64) -> bf16
}) : () -> () loc(fused["a.mlir":68, "dir/with space.c":36:22 to :29, "x"])
