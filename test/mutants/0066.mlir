"builtin.module"() <{sym_name = "m78"}> ({
	"foo.op"() <{}> ({
		"bar.yield"()<{z90= array<i8>, d.k1= array<i32: -13, -2147483648, -2147483648, 18446744073709551616, 0x0>}>	: () -> () loc(callsite("a.mlir":4:2 to 7:12 at "src/x.py":0:300))
		%_0 = "x.y"() {_u0, d.k1= -0.6310507 : f16}: () -> none
		"cfx.cond_br"(%_0, %_0, %_0)[^loop1, ^2] {}: (none,none, none) -> () loc("op.1")
	^loop1():
		"d.op_1"(%_0, %_0): 
  (none, none) -> ()
		"bar.yield"(%_0, %_0) : (none,  none) -> ()
		%_1 = "foo.bar.baz"(%_0) {attr0= 
  @x.y, x1= "\C3\A9zz}\t\00{b",  sym_name2= 0.7756318 : f6E3M2FN}: (none) -> (i1024) loc("f":24:15 to :24)
		%2 = "foo.compute"(): () -> tuple<tf32, i1>
		// "quotes" and {braces} in a comment
		"foo.br"(%_1)  [^2]:  (i1024) -> () loc("name")
	^2(%_3: !bar.t loc("f":429:416)):
		"foo.br"(%_0)[^3] {"quoted key 0"=   {k$0 = true, x1= 7: si24, _u2= 7183:	 i16}, value1= @c::@f_1,
    value2= -1: i1, sym_name3=	 0x6AA8AC : index}: (none) -> ()
	^3:
		%4 = "foo.bar"(%_0, %_0, %_0): (none, none , none) -> memref<*xbf16> loc("a.mlir":45:42 to 48:39)
	}, {
}) {}: () -> () loc(fused[])
	"bar.yield"()<{foo.k0}> {foo.k0, a1= "\n}\na" , d.k2= "<0}\C3\A9\7fz\t!", a3= affine_map<(d0)[s0] -> (s0 + (d0) ceildiv 9)>}: () -> () loc(unknown)
	%_5 = "x.y"() <{}>: () -> (f32) loc("src/x.py":352:53)

	%_6 = "d.op_1"(%_5, %_5, %_5): (f32, f32, f32) -> tensor<6xf64>
}) : () -> () loc(fused["name", "f":41:4294967295, "a.mlir":101:397])
