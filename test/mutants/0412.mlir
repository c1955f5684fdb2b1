"builtin.module"() <{sym_name = "m85"}> ({
	%v0 = "z.nop"() ({
		"foo.op"() {"quoted key 0"= 803}: () -> ()
		%$1:2 = "foo.compute"(): () -> (tensor<381x3x?xf16>, vector<13x[4]xf16>)
		%_2 = "x.y"(%$1#0, %$1#0, %$1#0) {}: (tensor<381x3x?xf16>, tensor<381x3x?xf16>, tensor<381x3x?xf16>) -> f8E5M2FNUZ loc(unknown)
		"foo.compute"(%$1#1, %$1#0, %$1#1) {k$0= -1: i1, attr1= dense_resource<blob0> : tensor<5xi64>, my.k2= "'", b3}: (vector<13x[4]xf16>, tensor<381x3x?xf16>, vector<13x[4]xf16>) -> () loc("dir/with space.c":4294967295:19)
		"cfx.cond_br"()[^bb1, ^bb1] ({
		^bb2(%value3: complex<bf16>, %4 : index):
			%r5:3 = "foo.bar.baz"(%4, %4) <{}> ({
			^3(%a.b6 : tensor<?x361xcomplex<f32>, 1 : i32>, %7: tuple<complex<f16>, memref<?x?xf16>, %v8 : ui24 loc("v"(fused["a.mlir":13:79 to :80, "":29:79 to :84]))):
				%9:4 = "foo.compute"(%a.b6): (tensor<?x361xcomplex<f32>, 1 : i32>) -> ((complex<ui7>) -> (ui32, i64), complex<f80>, f128, tensor<64x2xf8E5M2>) loc("name")
				"d.op_1"() {foo.k0, b1= 0x21, b2= [-2147483648: i32]}: () -> ()
				%10 = "a.b"(%9#2, %9#3) <{foo.k0= ui1024, k$1= affine_set<(d0)[s0] : (5 + 1 * 3 <= 2, -((6) ceildiv 1) == 0)>}> {}: (f128, tensor<64x2xf8E5M2>) -> f8E4M3FNUZ loc("dir/with space.c":49:21 to 49:26)
				%value11:4 = "x.y"(%10, %$1#1, %10) {sym_name0= "\t0\"", my.k1= #foo<"a b">}: (f8E4M3FNUZ, vector<13x[4]xf16>, f8E4M3FNUZ) -> (memref<?x5xi7, affine_map<(d0, d1) -> (d0, d1)>, "gpu">, none, memref<*xi32>, memref<8x2xtf32, affine_map<(d0, d1) -> (d0, d1)>>) // trailing comment
				"a.b"(%$1#1, %v8, %value11#2): (vector<13x[4]xf16>, ui24, memref<*xi32>) -> ()
				"a.jump"(%value11#0)[^bb4, ^bb4]: (memref<?x5xi7, affine_map<(d0, d1) -> (d0, d1)>, "gpu">) -> ()
			^bb4(%_12: memref<411x?xvector<3x13x11xf64>, affine_map<(d0, d1) -> ((d1 * 8) mod 1, d1 - d0 + d0)>, {kind = "scratch"}>):
				%13 = "foo.compute"(%value11#0, %9#0) <{attr0= array<f32: 0xFF800000>, b1= 0x9A3B4627E8EF1E63 : f64}> {foo.k0= -483041928330, "quoted key 1"= dense<> : tensor<0x0xi8>}: (memref<?x5xi7, affine_map<(d0, d1) -> (d0, d1)>, "gpu">, (complex<ui7>) -> (ui32, i64)) -> complex<f80>
				%14 = "x.y"(%value11#1, %value3) {a0= sparse<[[0, 3]], [0.2381720]> : tensor<3x4xf64>, sym_name1= unit}: (none, complex<bf16>) -> tensor<0x2x1x4xf64>
				// // nested
				%15 = "x.y"(): () -> i1024 // trailing comment
				"cfx.cond_br"()[^5] {}: () -> () loc("v"("callee"("dir/with space.c":11:77 to :77)))
			^5(%16 : tensor<?x4xi7, #foo.enc<{?}>>, %17 : tuple<f80> loc(fused["f":373:201, "src/x.py":3:12 to 3:30, callsite("f":3:66 to :73 at unknown)])):
				%_18, %19:3 = "bar.yield"(%value11#2, %value11#2, %value11#3) <{value0= dense_resource<weights1> : tensor<6xi8>, value1= 7245660}>: (memref<*xi32>, memref<*xi32>, memref<8x2xtf32, affine_map<(d0, d1) -> (d0, d1)>>) -> (f16, tensor<si32>, complex<f64>, index)
			}) {"quoted key 0"= {b0= false, x1= affine_set<(d0)[s0, s1] : (-(s1) - s0 * 2 >= (0) ceildiv 5, (5 * (s0)) mod 1 >= s0, (s0 * 9) * s1 <= 9)>, z92= affine_map<(d0, d1) -> (-((d0) floordiv 5), (1 - 1) ceildiv 1, 8 * ((d1) floordiv 7))>, _u3= 4.69961e-11 : f32}}: (index, index) -> (i24, i17, i32) loc(fused[])
			%_20:4 = "foo.compute"()<{z90= dense<-0.4462554> : tensor<bf16>, "quoted key 1"}>: () -> (() -> (), f64, vector<14x8xui8>, vector<[2]xindex>) loc(unknown)
			%_21 = "foo.bar.baz"(): () -> vector<i1> loc(callsite(callsite("a.mlir":308:217 at unknown) at fused["src/x.py":208:95]))
			%x22 = "bar.yield"() {attr0= 0x8E : f8E5M2FNUZ, foo.k1= false, k$2= dense<9.999999e9> : tensor<f64>, b3}: () -> f8E4M3FNUZ loc(unknown)
			%v23 = "foo.bar.baz"(%x22): (f8E4M3FNUZ) -> bf16 loc("dir/with space.c":26:73 to 27:50)
			"z.nop"(%_21, %x22) <{"quoted key 0"= #x.p<"x y" , "x y">, "quoted key 1"= dense<0> : tensor<1x3x4xi32>}>: (vector<i1>, f8E4M3FNUZ) -> ()
		}, {
		^$6(%_24 : f32 loc("dir/with space.c":54), %25: f64, %$26: !bar.t<<true <f32, ?, -5> 24> ?> loc(unknown)):
			"foo.br"(%$26, %_2)[^x.y7] <{k$0= affine_map<(i0, i1) -> ((i1) floordiv 4 * 7)>, x1= @c}>: (!bar.t<<true <f32, ?, -5> 24> ?>, f8E5M2FNUZ) -> () loc("":125:231)
		^x.y7(%27 : f128, %value28: tensor<4x1x1x?xi3>, %_29: memref<?x6xindex, strided<[?, ?], offset:0>, 6>):
			"cfx.cond_br"(%_29, %27)[^x.y7]: (memref<?x6xindex, strided<[?, ?], offset:0>, 6>, f128) -> () loc("dir/with space.c":13:70 to :77)
		}) {z90= array<i64: 126572809376255, 0, -176, 0x0>}: () -> () loc("a.mlir":22:12 to :18)
	^bb1:
		"x.switch"(%$1#1, %_2, %_2)[^bb1] {k$0= [#bar.p<{"x y"},-0,<-7, ?>>, {foo.k0= affine_set<(d0, d1)[s0] : (((0) ceildiv 6) ceildiv 4 >= 0, d1 >= (d1) ceildiv 7)>, attr1= 0x0: i7, z92= true, b3}, dense_resource<blob2> : tensor<3xf64>, ["X", "é{a*z!\"-.\\\n" : f8E4M3FN, array<i8: -1, 0, -128, 0x5>, -57: i8]], attr1= "\t\""}: (vector<13x[4]xf16>, f8E5M2FNUZ, f8E5M2FNUZ) -> ()
	}): () -> ui32 loc("":379:140)
	%value30 = "bar.yield"(%v0) {attr0= affine_map<()[s0, s1] -> ((2) ceildiv 2 * 2, (s1 + s1) floordiv 9, (8) ceildiv 1 - 8)>}: (ui32) -> i1024 loc(fused<"meta">["n"("a.mlir":491:344)]) // trailing comment
	%x31, %32:3 = "foo.op"(%v0, %v0): (ui32, ui32) -> (si16, tuple<f32, f16, tf32, bf16>, i16, !foo<"abc">) loc("f":22:253)
	%a.b33, %34:2 = "foo.compute"(%v0) <{}>: (ui32) -> (memref<206x1007xvector<6xf64>, affine_map<(i0, i1) -> (((2) floordiv 6) floordiv 5, 0)>, "shared">, f80, tuple<i64, i17>)
}) : () -> () loc("with \"q\"")

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x08000000AF7B6735F89CF396806E17438570D2F04BF394B59B346C76C7A0885DDEC767FF082BEC69581389AC",
      weights1: "0x04000000777E5B8274C6",
      blob2: "0x08000000394B7983F3BC174898EF8AB0B4624C580463DD73CEDCC4FF"
    }
  }
#-}
