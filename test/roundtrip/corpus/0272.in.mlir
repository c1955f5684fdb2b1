#loc0 = loc("src/x.py":12:64 to 15:15)
#a1 = "ß\t*\t\7f\7f!b" : i128
#x_y2 = 0x5E925B88121EC08B : f64
#a3 = [sparse<[[0, 1]], [-65504.0]> : tensor<4x2xf16>]
#map4 = {value0= affine_map<(d0, d1, d2) -> ()>, my.k1= 0, attr2= 0x7E00 : f16, z93= #a3}
!alias_0 = vector<si3>
!alias_1 = f16
#L5 = loc("a.mlir":277:293)
#x_y6 = "\00-\00X🙂"
#loc7 = array<i64: 18446744073709551615, -1, 0xB2F3799B53, -9223372036854775808>
!t2 = complex<f8E5M2>
#loc8 = loc("":57:0)
#loc9 = loc("a.mlir":19:173)
#loc10 = loc(fused[fused["":173:300, #loc8], "":141:48, fused[#loc9]])
#map11 = -1: si17

"builtin.module"() ({
	%-0 = "x.y"() {}: () -> memref<*xi1>
	%value1 = "bar.yield"(%-0, %-0, %-0) {}: (memref<*xi1>, memref<*xi1>, memref<*xi1>) -> !bar<"abc">
	"d.op_1"(): () -> () loc(callsite(fused<"meta">[#loc0] at "f":34))
	%_2 = "my_dialect.thing"(%-0, %-0, %value1) ({
		"bar.yield"(%value1, %-0) {sym_name0= dense<> : tensor<2x0x4xsi64>, k$1= tuple<>, attr2= 2 : index}: (!bar<"abc">, memref<*xi1>) -> () loc(fused[])
		%3 = "foo.bar.baz"(%-0, %-0, %value1): (memref<*xi1>, memref<*xi1>, !bar<"abc">) -> ((complex<ui8>, complex<f16>) -> (complex<i17>, f16)) loc("a.mlir":88)
		%4 = "foo.op"(%value1, %-0, %-0) ({
		^1:
			"my_dialect.thing"(%value1, %-0) <{a0= 0x7C00 : bf16, sym_name1= {x0= 1.0e38 : f8E4M3FN}, my.k2= affine_map<(d0, d1, d2)[s0, s1] -> ()>}>: (!bar<"abc">, memref<*xi1>) -> ()
			"d.op_1"(%value1)<{x0= -0.7267349 : f8E5M2, a1= affine_set<(d0, d1, d2)[s0] : (((d2) floordiv 5) mod 2 >= 0, ((d1) mod 2) ceildiv 2 >= -(5))>, attr2= "\tz", attr3= #a1}> {a0= affine_set<(d0, d1, d2) : (-(3 * (d1)) <= 6)>, k$1= 17 : index}: (!bar<"abc">) -> ()
			%5:3 = "foo.bar.baz"(%-0): (memref<*xi1>) -> (memref<3x281xf8E8M0FNU, 4>, f6E3M2FN, tensor<?xvector<5x3xf128>, #foo.enc>)
			%value6 = "foo.compute"(%5#0, %3, %value1) ({
				%7 = "a.b"(%3, %5#1, %5#1) {attr0= @f_1, d.k1= 1.0e-30 : f32, k$2= 2.718281828459045 : f16}: ((complex<ui8>, complex<f16>) -> (complex<i17>, f16), f6E3M2FN, f6E3M2FN) -> (memref<4x41x1xcomplex<ui64>, "local mem">)
				%8 = "foo.compute"(%5#0, %5#2) {x0= #x_y2, d.k1= 601053.0 : tf32, foo.k2= #map4, attr3= #foo.v<"x y", <[95]>>}: (memref<3x281xf8E8M0FNU, 4>, tensor<?xvector<5x3xf128>, #foo.enc>) -> memref<5x28x3xvector<[9]x14xf8E5M2>> loc("":5:42 to 6:27)
			}): (memref<3x281xf8E8M0FNU, 4>, (complex<ui8>, complex<f16>) -> (complex<i17>, f16), !bar<"abc">) -> vector<12x13x6xi1> loc(callsite(unknown at fused<"meta">[])) // trailing comment
			// // nested
			%9:4 = "bar.yield"(%5#0)<{}>: (memref<3x281xf8E8M0FNU, 4>) -> (() -> (), vector<i32>, tuple<f64, f8E8M0FNU, f16, bf16, tensor<?x?x4xi24>, f8E5M2, f8E4M3FN, si32, i32, f64, ui1, f16, si24, si3, ui1, f32, index, si8, tensor<0xindex>, f4E2M1FN, i64, f32>, !foo.a.b)
			%_10, %11:2 = "my_dialect.thing"(%value6) <{value0= #x_y2, foo.k1, my.k2= #foo.b.c, a3= {x0= {value0= "🙂\"日本\00\00_\"'\00Ω", value1= true}, a1= [], sym_name2= affine_map<(d0, d1)[s0] -> ()>}}> {}: (vector<12x13x6xi1>) -> (none, !alias_0, tensor<?x0x?xindex>)
		}, {
		^3(%value12 : f8E4M3):
			%13 = "foo.compute"()<{}> {}: () -> (!alias_1) loc(#L5)
			%r14 = "x.y"() {a0= affine_map<(d0) -> (7, -((d0) ceildiv 7), (d0) floordiv 5 * 1)>}: () -> tensor<!bar.param<abc <? {?,true} {-8 -7 "x y"}> {-5 , abc , f32}>>
			%15 = "bar.yield"(%3, %r14, %13): ((complex<ui8>, complex<f16>) -> (complex<i17>, f16), tensor<!bar.param<abc <? {?,true} {-8 -7 "x y"}> {-5 , abc , f32}>>, !alias_1) -> ((ui1, f6E3M2FN) -> !alias_0)
			%16:2 = "foo.op"(%15, %15) ({
				"builtin.module"() ({
					%17, %18:2 = "my_dialect.thing"() {}: () -> (!alias_1, i16, bf16) loc(#loc0)
				}) : () -> () loc(fused[#loc0, "":30:37 to 32:19])
			}): ((ui1, f6E3M2FN) -> !alias_0, (ui1, f6E3M2FN) -> !alias_0) -> (!alias_0, f32)

			%value19:4 = "z.nop"(%16#0, %16#1, %16#1)<{d.k0= dense<[[27.51E8, 12.10E4], [0.1, 45.4E5], [671.661144, 0xAAC5], [1.0e-30, 6.28315e+19]]> : tensor<4x2xbf16>}> {my.k0, my.k1= "\00_\C3\A90\C3\A9\00'*X/", k$2= array<i64: 0>}: (!alias_0, f32, f32) -> (complex<si17>, tensor<1x1x2xvector<10x[2]x10xui8>>, memref<7x6x1xf32, strided<[1, ?, 1], offset:0>, "gpu">, memref<4x1xi17, "gpu">) loc(#loc0)
			"a.b"(%value19#0) {a0= array<i16: 15>, a1= {foo.k0= #x_y6}, my.k2= 0x7E00 : bf16, sym_name3= #loc7}: (complex<si17>) -> ()
		}) {x0}: (!bar<"abc">, memref<*xi1>, memref<*xi1>) -> f4E2M1FN loc("src/x.py":16:7 to 17:3)
		%value20 = "x.y"(): () -> (complex<i3>) loc(#L5)
		%a.b21 = "foo.bar.baz"(): () -> si32 loc(#L5)
	}, {
	^bb4():
	}, {
	^exit5(%22: !t2 loc(#loc10), %tmp_23: i32):
		// a comment
		%v24 = "my_dialect.thing"(%-0) {x0= true}: (memref<*xi1>) -> tuple<!alias_0, i8, vector<9xui64>> loc(unknown)
	}) {value0= #map11, z91= "X\"\99<*\7f\n!\"", b2= 51: ui16, attr3}: (memref<*xi1>, memref<*xi1>, !bar<"abc">) -> f64
}) {foo.module_attr = dense<[[0, 127, 0x0, 0], [84, 0, 5, 0], [0, 0, 0, 0x1], [0, 94, 1, 0x1]]> : tensor<4x4xui7>} : () -> () loc("src/x.py":258:198)
