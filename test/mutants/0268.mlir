#l_x0 = loc("x")
!alias_0 = f16
!ty1 = memref<6x3 x f6E3M2FN, 7>
!T_2 = complex<f32>
!ty3 = f8E5M2
!t4 = tuple<f128, tensor<831x50x95x1x!bar<"x<y>">>, f128>
#l_x1 = loc(callsite("with \"q\"" at "name"))
#loc2 = loc("op.1")
!alias_5 = vector<bf16>
!alias_6 = vector<8x3x7xi32>

%x0 = "foo.compute"() {a0= #my<"abc">, _u1= false}: () -> complex<i1> loc(fused<"meta">["a.mlir":22:44 to :51, "src/x.py":0:459, #l_x0])
%1:2 = "d.op_1"(%x0) <{x0= dense_resource<weights0> : tensor<2xi64>}> ({
^exit0:
	%a.b2:4 = "foo.bar.baz"(%x0, %x0, %x0) {}: (complex<i1>, complex<i1>, complex<i1>) -> (memref<6x715 x vector<7x[13]x4xi16>, 3>, memref<40x3x?xbf16, {kind = "scratch"}>, f8E4M3, memref<36x37xi17, strided<[37, 1], offset: ?>>)
	%value3 = "bar.yield"() {attr0= array<i32: -1, 0, 0x0, 115> , value1= affine_set<(i0, i1, i2)[N0, N1] : ((i2) * N1 == 0, 1 * (N1 - i2) >= 0, N1 + i0 * 3 >= 0)>}: () -> (f64)
	"bar.yield"(%a.b2#3, %a.b2#1, %value3):   (memref<36x37xi17, strided<[37, 1], offset: ?>>, memref<40x3x?xbf16, {kind = "scratch"}>, f64) -> ()
	"a.jump"(%value3)[^$1, ^$1] ({
	^bb3(%_4: none, %5 : !alias_0):
		%value6, %7:2 = "foo.bar.baz"(%5) ({
		^$6(%8: () -> complex<tf32> loc("src/x.py":133:0), %9: vector<7xf32>, %10: vector<3x6x15xbf16> loc(unknown)):
			// 
			%11 = "foo.op"(%a.b2#3, %a.b2#0, %a.b2#1) {}: (memref<36x37xi17, strided<[37, 1], offset: ?>>, memref<6x715 x vector<7x[13]x4xi16>, 3>, memref<40x3x?xbf16, {kind = "scratch"}>) -> complex<bf16>
			%x12:4 = "x.y"(%value3, %11, %9)<{z90= dense<"0x713DE9F65CEA524F"> : vector<1x1xf64>, d.k1, sym_name2= [43527.0 : f32, "**{%", affine_map<(i0, i1)[N0, N1] -> (N1 * 8)>, dense_resource<r.1> : tensor<5xf64>]}>: (f64, complex<bf16>, vector<7xf32>) -> (f128, !T_2, i3, memref<*xf32>) loc(callsite("dir/with space.c":1:15 to 3:4 at unknown))
			%tmp_13 = "foo.bar.baz"(%x12#2, %x12#3, %x12#3) {_u0= 0: ui16}: (i3, memref<*xf32>, memref<*xf32>) -> (!bar.v<<21, f32>,[-8, a.b]>)
			%14:4 = "foo.compute"(%value3, %a.b2#2, %11): (f64, f8E4M3, complex<bf16>) -> (!T_2, (f16, vector<15x[3]x13xf4E2M1FN>) -> none, f128, i32)
		}) {}: (!alias_0) -> (f8E4M3FNUZ, !ty1, ui8) loc(callsite(#l_x0 at callsite(#l_x0 at "f":0:75)))

		%v15 = "my_dialect.thing"(%7#0) {value0= dense<-1> : tensor<3x2x2xi32>, _u1}: (!ty1) -> f80
		"foo.op"(%a.b2#2, %7#0): (f8E4M3, !ty1) -> () loc("":23:61 to :70)
		%16:2 = "foo.bar"(%7#0, %7#1) {}: (!ty1, ui8) -> (i16, f16) loc("src/x.py":4:60 to :68)
		"cfx.cond_br"(%5, %a.b2#1, %16#0)[^4]: (!alias_0, memref<40x3x?xbf16, {kind = "scratch"}>,i16) -> ()
	^4(%17: !foo.t loc("f":11), %value18: f32):
		"foo.br"(%value18)[^bb5]: (f32) -> ()
	^bb5():

		%v19, %_20:2 = "foo.op"(%undefined_value, %v15): (none, f80) -> (!alias_0, complex<i17>, (!ty3) -> (f8E4M3, complex<f32>))
	}, {
	^exit7(%r21: memref<1 x 4x41xvector<16x1xf128>, 6>, %22: !t4 loc("f":5:19 to :20), %arg23 : memref<3xi64> loc(fused["callee"("":41:43 to :45), #l_x1, callsite(#l_x0 at "src/x.py":370:213)])):
	}, {
		// é unicode
		%24:3 = "foo.compute"(%a.b2#3) {value0= 3: si32, foo.k1= "日本\\\CF\\b/<", "quoted key 2"= dense_resource<r.2> : tensor<6xi64>, my.k3}: (memref<36x37xi17, strided<[37, 1], offset: ?>>) -> (memref<182x4x6xcomplex<tf32>, "local mem">, i16, !my_dialect.v<-3 -4 {-8}>) loc(#loc2)
	}): (f64) -> () loc(callsite(callsite("f":305:42 at "a.mlir":60:0) at "src/x.py":0:4294967295)) // trailing comment
^$1(%arg25: !alias_5):
	"cfx.cond_br"(%a.b2#3, %x0, %a.b2#3)	[^2, ^$1]<{}>: (memref<36x37xi17, strided<[37, 1], offset: ?>>, complex<i1>, memref<36x37xi17, strided<[37, 1], offset: ?>>) -> ()
^2(%v26: complex<f4E2M1FN>):
	"x.switch"(%value3)[^$1] {x0= [dense<-2147483648> : tensor<i32>], "quoted key 1"= "0\7f\00--\"", z92= #foo.p<["x y"], "x y">}: (f64) -> () loc("dir/with space.c":408:194)
}): (complex<i1>) -> (tuple<f6E3M2FN, i1, f128, f64>, !x<"a b">) loc("n"(fused["dir/with space.c":90, unknown, "a.mlir":20]))
%_27 = "foo.bar"(%1#1)<{k$0, _u1= sparse<[[3, 1], [5, 2]], [18446744073709551615, 0x53CFF7D00D1]> : tensor<6x3xi64>, value2= array<i8: 7, -128, 255, 0x2, -128>}>: (!x<"a b">) -> !T_2 loc(#loc2)
%$28 = "x.y"(%_27): (!T_2) -> !alias_6 loc(fused[])

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x08000000C143960777C52DCBDAC9B29837395B66",
      r.1: "0x08000000A82652673476981FB14ED27503759079690BDE036C723071ABF6B4CB28ED7D6A659C27A989C5F344",
      r.2: "0x080000001C96BADAC9F2C49CBD368E86C12BE44C2BA9F5F3EAD9AFC7654794D9468ED646FE69E78D5C6D4F7A6B4414BF53CD12FF"
    }
  }
#-}
