!T_0 = complex<f8E3M4>
#loc0 = !T_0
#loc1 = 0xC1B1D650 : f32
#a2 = false

"builtin.module"() ({
	%_0 = "x.y"() ({
	}, {
		%_1 = "bar.yield"() ({
			%2 = "foo.op"(): () -> (index) loc(fused<"meta">["with \"q\"", unknown, "a.mlir":464:123])
			"a.b"(%2, %2): (index, index) -> ()
			%3:3 = "d.op_1"(%2) {_u0= [], foo.k1, "quoted key 2"= []}: (index) -> (index, i128, tuple<>)
			%a.b4 = "foo.bar.baz"(%3#1, %3#2, %3#0): (i128, tuple<>, index) -> ui64
		}) {my.k0= dense<[18446744073709551615, 0x0, -34088392741819208, 0xFFFFFFFFFFFFFFFF, 1, 0, -9223372036854775808, -9223372036854775808, 1, -9223372036854775808, 0x0, -9223372036854775808, -3777900010200166709, 0, 18446744073709551615, 30, -9223372036854775808, 1, 1, 18446744073709551615, 11, 1, 0x52, 1, 18446744073709551615, 0x1, -1, 18446744073709551615, 11504242695938, 2685103387707108151, -1, 0xFFFFFFFFFFFFFFFF, -1, -66727022194, 1, -9223372036854775808, -9223372036854775808, 1, 18446744073709551615, 0, 24, 4541407, 18446744073709551615, 0, -1, -9223372036854775808, 0, 0x1, 208230262060, 0x195, 210376995296431, -8807316515694287, 72116272232045, 0, -870709857924790677, -1, 18446744073709551615, 1, -9223372036854775808, -112504332803536, -9223372036854775808, 1, 18446744073709551615, 18446744073709551615, -9223372036854775808, -1, 1, 0x0, -9223372036854775808, 0, -9223372036854775808, 27, -1, -9223372036854775808, 665, -9223372036854775808, 1, 0x6, -1, 0xFFFFFFFFFFFFFFFF, 0, -78924479025, 116102571621825341, -1, -9223372036854775808, 1, 18446744073709551615, 1, 9, -1, 1, -1, -793290916, 18446744073709551615, -1, 18446744073709551615, 18446744073709551615, 141, 1, 19181724486185257, 1, 13, 4040506, -1, 143, 1, 62, 1, -9223372036854775808, 18446744073709551615, 0x0, -12501, 0, -126414958, 0x0, -9223372036854775808, 18446744073709551615, 113844, [1, 0, 18446744073709551615, 0, -1828251541484, 1, 20, -9223372036854775808, 227640700262267, -9223372036854775808]> : tensor<128xi64>}: () -> memref<55xf8E4M3B11FNUZ, affine_map<(i0) -> (((6) floordiv 4) ceildiv 9)>, "gpu">
		"foo.bar.baz"(%_1, %_1): (memref<55xf8E4M3B11FNUZ, affine_map<(i0) -> (((6) floordiv 4) ceildiv 9)>, "gpu">, memref<55xf8E4M3B11FNUZ, affine_map<(i0) -> (((6) floordiv 4) ceildiv 9)>, "gpu">) -> ()
		%v5 = "x.y"(%_1, %_1): (memref<55xf8E4M3B11FNUZ, affine_map<(i0) -> (((6) floordiv 4) ceildiv 9)>, "gpu">, memref<55xf8E4M3B11FNUZ, affine_map<(i0) -> (((6) floordiv 4) ceildiv 9)>, "gpu">) -> memref<19x4xf32> loc("src/x.py":380:0)
		%v6, %7:3 = "a.b"(%v5, %_1, %_1) {foo.k0= "\\\"\C3\A9_\00z", z91= false}: (memref<19x4xf32>, memref<55xf8E4M3B11FNUZ, affine_map<(i0) -> (((6) floordiv 4) ceildiv 9)>, "gpu">, memref<55xf8E4M3B11FNUZ, affine_map<(i0) -> (((6) floordiv 4) ceildiv 9)>, "gpu">) -> (memref<3x?xsi8, strided<[?, 25]>, {kind = "scratch"}>, index, bf16, tensor<0xsi17, #foo.enc>) loc("f":427:197)
		"foo.br"(%7#0, %7#1)[^exit2, ^exit2] {"quoted key 0"= #loc0, "quoted key 1"= dense<> : tensor<3x0x3xindex>, d.k2= loc("a.mlir":0:321)}: (index, bf16) -> () loc("":29:53 to :56)
	^exit2(%8: () -> (!x<"a b">, memref<1x1x?xi64, strided<[14, 41, 1]>, "shared">) loc("f":43:5 to 43:25), %_9 : tensor<?x?xi64, #foo.enc>, %10: f8E5M2FNUZ):
		"foo.br"(%7#0)[^exit2] <{}> {a0, attr1= array<f32>, a2}: (index) -> () loc(callsite("n"("name") at "a.mlir":38))
	}) {sym_name0= dense<[(-850.608773, -0.1447283), (6.02214076e23, 0.1)]> : tensor<2xcomplex<f32>>, b1= "<{-0\00🙂X", d.k2= #loc1}: () -> !foo.param<a.b true> // trailing comment
	%value11 = "bar.yield"(%_0) <{k$0= true, foo.k1= #loc0, sym_name2}> {}: (!foo.param<a.b true>) -> ui7 loc("":31:20 to 34:37)
	%12:2 = "foo.op"(%_0, %value11, %_0) {}: (!foo.param<a.b true>, ui7, !foo.param<a.b true>) -> (!x.v<? 6>, !bar.t_1)
	%13 = "z.nop"(%_0, %value11)<{_u0= #a2, k$1= {sym_name0= distinct[3]<dense<(0x3A118F7F, 0xBF0437AF)> : tensor<1x2x3xcomplex<f32>>>, _u1= 151.504889 : f32, attr2= sparse<[[3, 1], [2, 1], [4, 1]], [255, 0, 0xE4]> : tensor<6x2xi8>, d.k3= affine_set<(i0, i1)[N0] : (i0 + N0 - N0 >= (i1) floordiv 4, 1 * (3 * (6)) <= 4, N0 >= 0)>}}>: (!foo.param<a.b true>, ui7) -> tuple<> loc("callee"("x"))
}) : () -> ()
