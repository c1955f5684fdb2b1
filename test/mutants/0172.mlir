// ir-gen random --seed 65 --size 15
#map0 = @a::@b::@c
#l_x1 = loc("a.mlir":8:75 to 9:73)
#L2 = loc(unknown)
!alias_0 = !bar<"abc">
#a3 = "!b" : i32
#x_y4 = sparse<[], []> : tensor<2xi64>
#a5 = sparse<[[3]], [1.345]> : tensor<5xf16>
#L6 = loc("src/x.py":6:72 to 9:73)
!t1 = f8E3M4
!alias_2 = complex<f4E2M1FN>

%v0 = "foo.op"(): () -> vector<[15]x2x6xf16>
%_1:2 = "bar.yield"(%v0, %v0, %v0)<{value0 
 = "@"}> {a0	= array<i8: 0x0, 0, -128> , k$1, b2= #map0, z93  = #map0} 
 : (vector<[15]x2x6xf16>, vector<[15]x2x6xf16>, vector<[15]x2x6xf16>) -> (tuple<>, complex< 
 i24>)
// a comment
%v2:4 = "my_dialect.thing"(%v0, %v0) ({
	"foo.bar.baz"(%_1#0, %_1#1) {sym_name0= array<i32: 438, -1, 1>, value1= #map0, my.k2	=   #map0} : (tuple<>,  complex< 
 i24>) -> () loc("src/x.py":4294967295:79)
	%x3:3 = "foo.compute"(%_1#0, %_1#0, %_1#1): (tuple<>, tuple<>, complex< 
 i24>) -> (complex<f8E4M3B11FNUZ>,
    tuple<ui7, ui1024>, i8) loc(unknown) // trailing comment
	%value4 = "x.y"(%v0) {k$0= true, my.k1= memref<64x988xbf16>, d.k2= @s$::@"with\"quote"}: (vector<[15]x2x6xf16>) -> vector<11x6xsi16> loc("a.mlir":87)
	// a comment
	"a.jump"(%x3#1)[^bb1]<{z90= #map0, x1 = "z#\\<日本\00\C3\A9\00\C3\A9", _u2  = 0}> {}:   (tuple<ui7, ui1024>) -> () loc(fused["":10, #l_x1, #L2])
^bb1:
	%value5, %6:3 = "foo.bar.baz"(%value4, %_1#1, %x3#0):   (vector<11x6xsi16>,  complex< 
 i24>, complex<f8E4M3B11FNUZ>) -> (memref<382x4xindex>, i16, index, !alias_0)
	%7:3 = "foo.bar"(%6#2, %6#1): (!alias_0, index) -> (tensor<	? x 1x4x25 x complex<i16>>, f8E3M4, f4E2M1FN)

	%8 = "a.b"() {b0= [-2.0 : f16, #a3, #map0],
    a1= #x_y4, value2= distinct[1]<1: ui17>, b3= dense<"0x4C1F79B6"> : tensor<1x2x4xi32>}: () -> tensor< 
 8x8xi3>
	"foo.op"(%7#2, %7#0) {sym_name0= "\"\\\n", a1= #a5, b2, my.k3=   [dense<2.718281828459045> : tensor<f8E4M3B11FNUZ>, #a3 , 1.0e-5]}: (f4E2M1FN,
    tensor<	? x 1x4x25 x complex<i16>>) -> () loc("v"("a.mlir":92:252))
	%x9 = "z.nop"(): () -> tuple<>
	// "quotes" and {braces} in a comment
	"a.jump"(%x9, %7#1, %6#0)[^undefined_block]:   (tuple<>,  f8E3M4, i16) -> ()
^2(%$10: memref<? x i1024, affine_map<(d0) -> (9)>> loc("with \"q\""), %value11: tensor<*xi17> loc(fused<"meta">[unknown, "a.mlir":175:4294967295, fused<5 : i32>[#L6, "dir/with space.c":23:4294967295, #L6]])):
	%v12, %value13:2 = "d.op_1"() {a0= -0.7263384, "quoted key 1"  = @s$}: () -> (i32, i32, memref<*xvector<13x[7]xf4E2M1FN>>) loc(unknown)
	%_14:4 = "bar.yield"(%v12) {d.k0= sparse<[[1]], [-1.0e-5]> : tensor<5xf64>, _u1= {foo.k0= 9.999999e9 : f32 , b1= "'}#{é\n!bz"}}: (i32) -> (!alias_0, f32,
    !t1, !alias_2) loc("with \"q\"")
}, {
	"foo.bar"(%_1#0, %v0, %_1#0) <{z90, z91= index, x2	=	 [affine_map<(d0, d1, d2) -> ()>], x3= true}> {k$0= dense<[[[7]], [[1]],[[-57]], [[0x7F]]]> : tensor<4x1x1xi7>, value1= array<i32: 37070638, -5736, 14,  799323724>, attr2= dense<[1]> : tensor<1xi128>, x3= 1: ui1}: (tuple<>, vector<[15]x2x6xf16>, tuple<>) -> () loc(fused[unknown, "a.mlir":23])
}): (vector<[15]x2x6xf16>, vector<[15]x2x6xf16>) -> (tf32, complex<f16>, i24, f32) loc("dir/with space.c":26:36 to 26:11)
%15, %x16:2 = "foo.op"(%v2#3, %v2#3, %v2#0):	 (f32, f32, tf32) -> (bf16, index, tuple<bf16, f16>)
