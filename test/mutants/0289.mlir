// ir-gen random --seed 194 --size 30
!T_0 = tuple<ui7 , index, ui24, ui1>
#attr_0 = @f_1::@"0start"::@c
#loc1 = 4294967295  : 
  i32
#L2 = loc("with \"q\"")
#x_y3 = 1.17549435e-38 : f8E4M3
#x_y4 = @main
#x_y5 = [-0.255 : f8E8M0FNU , #attr_0]
#L6 = loc(unknown)
!alias_1 = f8E5M2
#attr_7 = 0x24B8F : tf32
#x_y8 = [#attr_7, #attr_0]
#x_y9 = 1: i64
#map10 = [#x_y9]

%0 = "foo.op"()<{my.k0 = distinct[1]<>}>  : () -> complex<f64> loc(fused[fused[]])
%1:2 = "foo.compute"(%0,
    %0): (complex<f64>, complex<f64>) -> (memref<2xf16>, !x<"">) loc(fused["a.mlir":23, "f":429:158, "a.mlir":24:26 to :34])

"foo.bar"(%1#0, %0, %1#0):   (memref<2xf16> , complex<f64>, memref<2xf16>) -> () loc("n"("f":137:401))
%_2:3 = "foo.op"(%1#0, %0, %1#1) ({
^loop0(%v3: i64, %_4 : f32 loc("a.mlir":332:0), %_5 : index):
	"foo.op"()<{b0 
 = dense<(42 , -76)> : tensor<4x4x1xcomplex<i32>>, value1}>:	 () -> () loc("name")
	// a comment
	"foo.op"(%v3,
    %v3) {x0}: (i64, i64) -> ()
	"foo.bar"(%1#1, %_4) ({
		"foo.bar"(%0, %1#1, %_4) {k$0= dense<18446744073709551615> : tensor<1x4x2xui64>}: (complex<f64>, !x<"">, f32) -> () loc("dir/with space.c":44:24 to 46:33)
		"foo.op"(%1#1, %1#1, %v3) {value0  = array<i8>}: (!x<"">, !x<"">, i64) -> () loc("x")
		%v6:3 = "foo.op"(%v3, %_5): (i64, index) -> (none, f8E8M0FNU, !T_0)
		%7 = "foo.bar"(%0, %0, %_4) 
 : (complex<f64> , complex<f64>, f32) -> tuple<si1024> loc("src/x.py":118:290)
		// 
		"foo.bar"() ({
}, {
			// é unicode
			%-8, %a.b9:2 = "d.op_1"(%v6#0): (none) -> (tensor<1x766xi17>, (memref<35xindex, strided<[1], offset: ?>>) -> (), f32)
			%10 = "foo.op"(): () -> !T_0
			"bar.yield"(%_4, %-8) <{_u0= #attr_0, a1= si16, foo.k2}>: (f32, tensor<1x766xi17>) -> () loc(unknown)
			%r11 = "z.nop"(%10, %a.b9#1) {b0,
    "quoted key 1"= affine_map<(d0, d1)[s0] -> (((d0) floordiv 6) * s0)>, _u2= loc("a.mlir":62), attr3= #loc1}: (!T_0, f32) -> tensor<0x?x2xf80> loc(fused[unknown])
			// 
			%r12 = "z.nop"(%a.b9#1, %a.b9#0) {}	: (f32, (memref<35xindex, strided<[1], offset: ?>>) -> ()) -> f8E4M3B11FNUZ loc(callsite(fused<5 : i32>["f":333:249, "a.mlir":15:169] at callsite("x" at "name")))
		}): () -> () loc("v"(fused[#L2, "name"]))
		"a.jump"(%0)[^2] {my.k0= false, k$1, z92 
 = {x0= dense<[5.696, -9.999999e9, 0.5]> : tensor<3xf8E4M3B11FNUZ>,  sym_name1= 233535.0 : f32, sym_name2= -128: i8},
    _u3= #loc1}: (complex<f64>) -> () loc("with \"q\"")
	^2(%13: tuple<index, si16, bf16, i1>, %14: memref<2xvector<13xi64>> loc(fused<#foo.m>[])):
		"d.op_1"(%14, %1#0, %v6#2) {_u0= 0: ui128 , sym_name1= -99224068:  i64, attr2= #attr_0}: (memref<2xvector<13xi64>>, memref<2xf16>, !T_0) -> ()
		"cfx.cond_br"()[^loop3, ^2]: () -> () loc("f":185:0)
	^loop3(%v15: memref<2xsi16, 2>):
		%v16:2 = "a.b"(%v6#1)<{my.k0= "\00\"'X", a1 = #x_y3}>: (f8E8M0FNU) -> (vector<3x[12]x15xf8E4M3B11FNUZ>, f64)
		%r17, %v18:2 = "z.nop"(%7, %v15) <{k$0	= dense<0.8126974> : tensor<f16>, x1= {}, "quoted key 2"= #x_y4, sym_name3}> {value0= 
  {d.k0=   vector<5x13x[10]xindex>, value1= 18446744073709551615, d.k2= affine_map<(i0, i1, i2)[N0] -> ()>}, "quoted key 1"= "\\z/{\\\"{\\{#"}: (tuple<si1024>, memref<2xsi16, 2>) -> (tuple<vector<14 x 16x[1]xi1024>>, tuple<>, si32)

		"cfx.cond_br"(%_4,%r17,%v18#0)[^bb4,
    ^loop3]	:  (f32 , tuple<vector<14 x 16x[1]xi1024>>, tuple<>) -> ()
	^bb4:
		"foo.br"(%v6#0, %7,
    %1#1)[^loop3] {value0= #loc1}:   (none,tuple<si1024>, !x<"">) -> ()
	}): (!x<"">, f32) -> () loc("":425:419)
}, {
}) {x0	= "<'{}0*\C3\A9'/}%\n", foo.k1= array<i8: 0, 0, -128>,
    "quoted key 2"= loc("src/x.py":468:157)}  :	 (memref<2xf16>, complex<f64>, !x<"">) -> (i32, complex<tf32>, !T_0)
"d.op_1"(%1#1) <{k$0  = "a日本",sym_name1= affine_set<(i0, i1) : ((3) floordiv 6 + 3 - i0 == 0, (-(4)) ceildiv 8 >= (i1) floordiv 6)>, my.k2= #x_y5, _u3 
 = 
  affine_set<(d0, d1)[s0] : (s0 <= 4, (1 - d0) mod 99999999999999999999 == 0, -(d1) >= (0) mod 8)>}> ({
	%19 = "x.y"(%1#1) {"quoted key 0"= [469716.0 : f8E4M3, {a0= 50 : index, sym_name1= false, z92= "#!\00*z\\0", a3= !T_0}], "quoted key 1"= "@_" : f8E4M3, z92= @c::@"0start"::@s$}: (!x<"">) -> vector<7x14 x [14]xf32> loc(#L6)
	%20:3 = "d.op_1"(%_2#1, %_2#0) ({
	^7:
		// "quotes" and {braces} in a comment
		%21:3 = "x.y"(%19) : (vector<7x14 x [14]xf32>) -> (complex<ui3>, memref<? x ?x54xcomplex<bf16  >, "gpu">, (vector<16x[1] x bf16>, index, memref<*xf8E5M2FNUZ, {kind = "scratch"}>) -> ())
		%22:4 = "foo.compute"(%_2#0, %_2#1, %_2#1): (i32,
    complex<tf32>, complex<tf32>) -> (!T_0,  !T_0, vector<ui7>,
    !alias_1) loc(unknown)
	}) {}:  (complex<tf32>, i32) -> (tensor<?x? x ?x6xf16>, index, tuple<i64, bf16, i1024, f8E4M3FNUZ>) loc(#L6)
	// a comment
	%value23 = "my_dialect.thing"(%20#2)<{"quoted key 0"= affine_map<(d0) -> (-(5 * (d0)), d0 * 4)>}> {foo.k0 = 4.94857e+4 : f64, my.k1= dense<[(50, -64), (70, -71), (35, -9), (50, -56)]> : tensor<4xcomplex<i32>>}: (tuple<i64, bf16, i1024, f8E4M3FNUZ>) -> !T_0 loc("f":97:361)
	%a.b24:2 = "d.op_1"(%1#1) {value0= @c, x1= #x_y8, b2= #map10}:   (!x<"">) -> (memref<?xsi8>,tensor<?x5x6 x 3xvector<[14]xui32>>) loc("":4294967295:0) // trailing comment
}) {_u0= affine_set<(i0)[N0, N1] : (N0 >= 0)>, k$1= 
  "🙂'X<0'", _u2, x3= dense_resource<res_0> : tensor<3xi64>}: (!x<"">) -> ()
%$25 = "foo.bar.baz"(%1#1) {z90=	 #foo<"x<1>">, "quoted key 1"= #x_y3}: (!x<"">) -> memref<*xf32, {kind = "scratch"}>
%v26 = "my_dialect.thing"(%_2#2, %$25, %_2#1) {value0 
 = #my.a<<<59, true> <-0>> , true>, _u1= "\t" : i24}: (!T_0, memref<*xf32, {kind = "scratch"}>, complex<tf32>) -> vector<8 x ui17> loc("src/x.py":19:61 to 22:4)
%value27 = "my_dialect.thing"(%$25, %0, %v26) {k$0= dense<[[[-2147483648, 1224103601, 0xFFFFFFFF], [-2147483648, -222943, 60887], [4294967295, 1, 0x0]], [[-56496139, 0x1, -2147483648], [1, 80384952, -2147483648],[201,  -1, 0]], [[25, 12, -1], [-1, -3760270, -1],
    [4294967295, -2147483648,
    -2147483648]], [[4294967295, -1, 7], [-2147483648, -120, -2147483648], [-1, -2147483648, 5]]]> : tensor<4x3x3xi32>, b1, attr2=  @c::@main}: (memref<*xf32, {kind = "scratch"}>, complex<f64>, vector<8 x ui17>) -> memref<3x4xf6E3M2FN> loc("callee"(#L2))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x080000006458BAB88B52167712D0C7554E391CA87DDE0D3B0CCAB0A5"
    }
  }
#-}
