#loc0 = loc(unknown)
#l_x1 = loc("x")
#L2 = loc("op.1")
#l_x3 = loc("op.1")

"builtin.module"() ({
	%v0 = "bar.yield"() {}: () -> !foo.t<-0> loc(#loc0)
	%r1:4 = "foo.op"(%v0,  %v0) {value0	= 0: ui1024, b1= sparse<[[1], [0], [0], [2]], [7.76620e+20, -1.0e38, 46.76E9, -4.9e-324]> : tensor<3xf32>, foo.k2 
 = dense<> : tensor<1x0xui8>}: (!foo.t<-0> , !foo.t<-0>) -> (complex<f32>,  tuple<f32>, f16,
    tensor<i1>) loc("":17)
	%2 = "x.y"(%r1#2) ({
		"my_dialect.thing"() ({
			"builtin.module"() ({
				%value3 = "bar.yield"(): () -> f6E3M2FN
			}) : () -> () loc(fused<8 : i32>[fused[unknown, #l_x1, "src/x.py":86:325], "a.mlir":17:71 to 18:73])
		}) {sym_name0= ["{\n\\\\!z\nΩXé'@", 42 : index]} :  () -> () loc(callsite("src/x.py":43:75 to 46:39 at "v"("line
break")))
		%arg4 = "foo.bar.baz"() ({
		^1(%r5: ui8):
			%_6 = "z.nop"(%r1#3,%r1#3): (tensor<i1>,tensor<i1>) -> index
			%_7 = "bar.yield"() {attr0= #x.a, sym_name1= affine_map<(i0, i1)[N0] -> ()>, value2  = dense<[394.960598, -3.14159265358979]> : vector<2xf4E2M1FN>,  x3= distinct[3]<{x0,_u1, k$2= "\n0\\\t "}>}: () -> (memref<2x3x?xcomplex<ui7>, strided<[23, ?, 1], offset: 10>>)
			%arg8:2 = "x.y"(%r5, %r1#1, %r1#0) ({
			}, {
			^bb3:
			}) {my.k0	= 4294967295: i32, foo.k1= unit, d.k2= 0: 
  i1, sym_name3=  @"x y"::@"0start"}:  (ui8,tuple<f32>, complex<f32>) -> (index,tensor<5x?x0x3xcomplex<f8E4M3>, #foo.enc<"x y" , -3>>) loc(callsite(fused[unknown, #l_x1] at "dir/with space.c":0:256))
			%9 = "foo.bar"(%_7, %r1#1) {z90= "\C3\A9_z\C3\A9\n\00\000\7f\7f", z91= dense<> : tensor<0x2x4xf32>}:  (memref<2x3x?xcomplex<ui7>, strided<[23, ?, 1], offset: 10>>, tuple<f32>) -> si1
		}) {z90= #bar.v<? [?]>, x1= ""}: () -> memref<47x2x24xcomplex<  bf16>, strided<[2, ?, 18]>, "shared">
		"foo.compute"(%arg4, %r1#1)<{foo.k0= array<i32: 4294967295, 1,
    -2147483648, 4294967295, 4294967295>, _u1, value2  = -1.0 : bf16}>:	 (memref<47x2x24xcomplex<  bf16>, strided<[2, ?, 18]>, "shared">, tuple<f32>) -> () loc("op.1")
		%v10 = "z.nop"(%r1#2, %r1#3, %r1#3): (f16, tensor<i1>, tensor<i1>) -> (!my_dialect.param<<{i8 , 50}>, i8, {-8}>)
		%a.b11 = "foo.bar.baz"(%v0, %v0, %arg4) {z90 
 = [-9223372036854775808 : index, false, @"x y"::@c], k$1= 2.718281828459045 , k$2	= #my.p<i8 , abc>}: (!foo.t<-0> , !foo.t<-0>,memref<47x2x24xcomplex<  bf16>, strided<[2, ?, 18]>, "shared">) -> index loc("callee"("callee"(unknown)))
		"d.op_1"() {sym_name0= 750274.0, b1= #x.a<"x y", -0, abc>, value2}: () -> () // trailing comment
	}, {
	^exit4(%v12: index, %v13: index, %14 : !bar.t_1 loc("v"("a.mlir":47))):
		"cfx.cond_br"(%v12, %v12)[^bb5,^bb7]: (index,
    index) -> ()
	^bb5(%15: f16, %v16: memref<55x30 x i1024, 4>):
		"foo.br"()[^bb6]: () -> ()
	^bb6(%$17: (tensor<*xcomplex<f16 
 >>,
    f16) -> (f8E4M3, tensor<4xsi17>) loc(callsite(fused["a.mlir":97, "op.1", "with \"q\""] at fused["a.mlir":445:4294967295, "src/x.py":34:75 to 34:64]))):
		"foo.br"(%v12, %v12,
    %v13)	[^bb7]<{"quoted key 0"= true, a1, attr2}>:   (index, index, index) -> ()
	^bb7:
		%v18:3 = "foo.bar"(%14) {_u0= "/" : index, b1= sparse<[[1, 0, 3], [0, 0, 1], [2, 0, 0], [1, 0, 4]], [1.0E+10, 1.5, 0xEF21, 0x3E89]> : tensor<3x2x5xbf16>}: (!bar.t_1) -> (f16 , complex<si24>, i8)
	}): (f16) -> vector<10x[12]x2 x bf16>
	%value19 = "my_dialect.thing"(): () -> i128 loc(fused<8 : i32>[#L2, "v"(unknown), #l_x3])
}) {foo.module_attr = -1: i3} : () -> () loc(fused["f":33:38 to 34:39, "f":375:168])
