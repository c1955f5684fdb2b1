!t0 = ui16
#loc0 = @"é"::@b
!t1 = !x<"a b">

%0 = "foo.bar.baz"() {"quoted key 0"=   @"with\"quote"::@_priv, a1  = "@bX'\\ _a0\n0",
    value2=   index, z93= "X0"}:	 () -> f16
%_1 = "foo.compute"(%0)<{}> {"quoted key 0"=  -3.873 : f8E4M3FN, a1= 
  "0<", "quoted key 2"} : (f16) -> !t0
%value2 = "foo.op"(%0)<{z90= unit,a1 = -2.0 : f32}>: (f16) -> vector<4x[14]xf64> loc("name")
"a.b"(%value2, %value2) 
 : (vector<4x[14]xf64>, vector<4x[14]xf64>) -> () loc(fused["dir/with space.c":445:0])
%value3 = "d.op_1"(%_1, %0) {value0= -9223372036854775808 : index}: (!t0, f16) -> f16 // trailing comment
%value4 = "a.b"() {value0= 45 : index, k$1= "<<日本" , z92}: () -> tensor<?xvector<7x[6]xi3>> loc("callee"("dir/with space.c":306:0))
%v5 = "z.nop"(): () -> (index)
%v6 = "bar.yield"() <{value0= @f_1}> ({
	%value7:2 = "d.op_1"() ({
	^loop2(%8: i32 loc(callsite(callsite("a.mlir":249:333 at "x") at "n"("op.1")))):
		%r9 = "foo.bar"(%8, %value4, %0) <{x0,a1= #loc0, value2= "-\n\t0" : f64}>:   (i32, tensor<?xvector<7x[6]xi3>> , f16) -> (memref<1x549xvector<9 x 4x[15]xf8E5M2FNUZ>, strided<[32, 1], offset:0>>)
		%x10 = "d.op_1"(%value2, %v5): (vector<4x[14]xf64>, index) -> vector<ui24> loc("f":56)
		%_11 = "bar.yield"() ({
		^exit5:
			%-12 = "z.nop"(%r9)<{}> {value0= dense<"0xA642B05C5148"> : tensor<3xf16>}: (memref<1x549xvector<9 x 4x[15]xf8E5M2FNUZ>, strided<[32, 1], offset:0>>) -> complex<f64>
			%_13 = "bar.yield"() {}: () -> index loc(fused<#foo.m>["":54, "n"("x")])
			%_14 = "z.nop"(%_13) {"quoted key 0"  = vector<8xi32>,  k$1= sparse<[[2, 0], [2, 0], [0, 0]], [1, 31, -47]> : tensor<6x3xi8>, _u2= [[3  : si8,0x7EA5C352B351, "*\00\n'"],
    [affine_map<(i0)[N0, N1] -> (6 - 7 - N1)>, -1, dense<[[[1.0, 2.5e-3,  2.0, -9.024], [0x5117 , 34.95E8,  0xCB7B, 0xAD63], [-0.2, 0x19D2, 0xFC00, 27.34E4], [-382466.0, 1.17549435e-38 , 9.12973e21, 23.30E2]],[[4.83745e-13, 646706.0, 881.597373, 1.0e38], [-1.17549435e-38,
    4.82733e29, 2.718281828459045, 0.5], [0.3250366, 654808.0, 346.307368, 3.14159265358979], [3.940, 0.1, 7.190 , -9.999999e9]], [[-8.924, 2.0, 0x1B1F, 88.27E5], [1.0e300, 1.10748e+6, 0.2,1.0E+10], [73.53E1, 496420.0 , 212.176720, 2.115], [3.14159265358979, 1.12512e5, -840.462337,1.0e300]], [[1.0e-5, 0x536E, -1.17549435e-38, 5.25156e+13], [122505.0, 0.8241282, 4.9e-324, 0x9EEA], [1.17549435e-38, -7.58555e-1, 0.0391458, 74.41E5], [65504.0, -1.0 , 0x19F9, 4.87942e30]]]> : tensor<4x4x4xbf16>, vector<[6] x 3x10xui24>]]}: (index) -> complex<f64> loc(unknown)
			// // nested
			%value15 = "foo.compute"()<{_u0= dense<[[[0.0390723,  -1.0e300], [0.1, 513.652389], [0x88, 1.17549435e-38], [-6.02214076e23,
    0.5]], [[418.679378 , 9.999999e9], [6.962, 0xED] , [104532.0, -0.5], [2.0, 0.768]], [[1.17549435e-38, -5.664], [-0.6833032, -1.17549435e-38], [0x61, 4.35590e+0], [2.0,0.3201974]], [[0x60, 5.856], [-774.860739, 100.0], [644220.0, 961.814395], [0.6885909, 527878.0]]]> : tensor<4x4x2xf8E4M3B11FNUZ>, attr1=	 unit, a2, b3 =  0x1	: i1}>: () -> tuple<i16,  f64, f8E4M3FN, i7> loc("f":46:243)
			%16 = "x.y"(%_13, %value15) {z90= [dense<[9.999999e9, 144519.0, 3.836, 712999.0]> : tensor<4xf8E4M3FNUZ>] , k$1= loc(unknown), "quoted key 2", value3	= -170141183460469231731687303715884105728: si128}: (index,
    tuple<i16,  f64, f8E4M3FN, i7>) -> tuple<i7,  i17,  ui7, si1> loc("n"(unknown))
			"a.jump"(%_14, %16) [^bb6] {}: (complex<f64>, tuple<i7,  i17,  ui7, si1>) -> () loc(unknown)
		^bb6:
			"x.y"(%value15 , %value15) {my.k0= [], d.k1= affine_map<(d0)[s0] -> ()>, "quoted key 2"= distinct[1]<dense<[0.2,  1.0e-30]> : tensor<2xf32>>, "quoted key 3"= 3.14159265358979 : f6E2M3FN}: (tuple<i16,  f64, f8E4M3FN, i7>, tuple<i16,  f64, f8E4M3FN, i7>) -> () loc("":373:4294967295)
			"bar.yield"(%8, %value15) {_u0= -9.381 : f16}:	 (i32, tuple<i16,  f64, f8E4M3FN, i7>) -> ()
			"x.switch"(%16, %0)  [^bb7] <{"quoted key 0"	= dense<(0.3136238, 9.999999e9)> : tensor<complex<f16>>}> {z90= unit, attr1=  #loc0}: (tuple<i7,  i17,  ui7, si1>, f16) -> () loc("src/x.py":481:83)
		^bb7(%17 : index loc("dir/with space.c":480:204), %value18: i32, %v19 : index):
			"x.y"(): () -> ()
			%20:2 = "foo.bar.baz"(%16, %value3, %16): (tuple<i7,  i17,  ui7, si1>, f16 , tuple<i7,  i17,  ui7, si1>) -> ((!t1, index) -> (complex<f16>, i16), vector<16x11x15xf64>)
			"foo.br"(%20#0)[^8, ^bb6] {my.k0 = "b\47{", x1= sparse<[[3]], [1]> : tensor<6xi64>, sym_name2= "" : f64}: ((!t1, index) -> (complex<f16>, i16)) -> ()
		^8(%v21 : i128, %v22 : index, %23 : si7 loc("":279:197)):
			%_24 = "foo.bar"(%16, %23, %v22): (tuple<i7,  i17,  ui7, si1>, si7, index) -> (tuple<>) loc(fused["with \"q\"", "dir/with space.c":28:62 to 29:69, "":38:4294967295]) // trailing comment
			%25 = "foo.bar"(%value2): (vector<4x[14]xf64>) -> tuple<i64, index> loc(unknown)
		}) {sym_name0= @b , "quoted key 1"= 127: i7,
    x2= -5.292 : bf16}: () -> complex<bf16>
		"x.switch"(%8, %8)[^undefined_block, ^b3] {k$0= [dense<[[[348, 690, 263], [546, 758, 661], [581,  411, 608], [130, 22, 861]]]> : tensor<1x4x3xindex>, false], foo.k1= false, sym_name2=  "\t\C3\A9\n'/\C3\A9\".\n*"}	:	 (i32, i32) -> ()
	^b3(%26: tuple<f16, f8E4M3FNUZ, memref<42x1xcomplex<bf16 
 >, strided<[38, 1], offset: ?>,"local mem">, i16>, %_27: tensor<f32> loc(fused<#foo.m>["src/x.py":49:33 to 51:65, "callee"("dir/with space.c":41:46 to 43:43), unknown])):

		%v28 = "foo.bar.baz"(%_27, %x10) <{attr0= 0: ui1024,
    sym_name1= dense<"\"{aba\n!\t."> : tensor<!foo.str>, b2= "" : f64}>: (tensor<f32>, vector<ui24>) -> i32 loc("src/x.py":7:53)
		"foo.br"(%_27, %v28 , %v28)[^bb4, ^b3] {}: (tensor<f32>, i32, i32) -> ()
	^bb4:
		%value29 = "foo.compute"(%_1, %8, %r9) {}: (!t0, i32, memref<1x549xvector<9 x 4x[15]xf8E5M2FNUZ>, strided<[32, 1], offset:0>>) -> ui64
	}) {x0= dense_resource<r.0> : tensor<4xf64>, value1= [-9223372036854775808,0xFFFF: i16, array<i1: false,  true, false>,199899408], d.k2= "'\EF\"\7f\00\"\t", sym_name3= 0	: ui8}: () -> (index,  i1)
	%_30:3 = "foo.bar"(): () -> (tensor<7x?x?x4xf8E5M2FNUZ, 7 : i32>, bf16, i17)
	%arg31 = "foo.bar.baz"(%_30#1, %value7#0, %_30#1) <{a0}> {d.k0, my.k1= "-",sym_name2= affine_map<(i0, i1, i2) -> ((7 * (i0)) ceildiv 1)>}: (bf16, index, bf16) -> !x.type loc(fused<1 : i32>[])
	%-32,%33:3 = "bar.yield"(%_30#1, %value7#0): (bf16, index) -> (tuple<si8,
    i8, i64, bf16, bf16, index, i32, i32, f8E5M2FNUZ, complex<bf16>,  f80, si8, index, complex<	i3>, si128, f32, f16, f16, si8, si16>, si17, memref<1x?x?xui32,
    affine_map<(d0, d1, d2) -> (d2, d1, d0)>>, tensor<	2x0xf16>)
	%_34, %35:3 = "x.y"(%-32, %-32, %value3) 
 : (tuple<si8,
    i8, i64, bf16, bf16, index, i32, i32, f8E5M2FNUZ, complex<bf16>,  f80, si8, index, complex<	i3>, si128, f32, f16, f16, si8, si16>, tuple<si8,
    i8, i64, bf16, bf16, index, i32, i32, f8E5M2FNUZ, complex<bf16>,  f80, si8, index, complex<	i3>, si128, f32, f16, f16, si8, si16>, f16) -> (vector<[1] x [2] x 12xf128>, i1, i1 , vector<16x12xi32>) loc("":63:174)
	"foo.br"() [^bb1] {attr0= -802172.0 : bf16, k$1 = dense<493552.0> : tensor<f6E3M2FN>}: () -> ()
^bb1:
	"cfx.cond_br"(%_1, %35#2)[^bb1]: (!t0, vector<16x12xi32>) -> () loc(callsite("n"(unknown) at callsite("x" at "dir/with space.c":66)))
}, {
}, {
	%_36 = "x.y"(%v5) {x0= "*\t\C3\A9'"}: (index) -> vector<[13]xbf16> loc("x")
}) {}: () -> f8E4M3B11FNUZ

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000004FD68F48310B65ABA815231839F4782D56BD1B1128382CADB619C792943BA134"
    }
  }
#-}
