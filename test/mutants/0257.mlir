#l_x0 = loc(fused[callsite("src/x.py":24:21 to 27:60 at "a.mlir":21), "src/x.py":0:4294967295, "":9:69 to 11:34])
#l_x1 = loc("":140:420)
#loc2 = loc("dir/with space.c":33:77 to 35:36)
!t0 = vector<3xf64>
#map3 = dense<[-2147483648]> : tensor<1xi32>
#l_x4 = loc("v"(unknown))
!t1 = f8E4M3FN
!alias_2 = i32
#l_x5 = loc("with \"q\"")
#attr_6 = #x<"x<1>">
!ty3 = memref<?x64x?xindex, affine_map<(i0, i1, i2) -> (((i2) floordiv 9) ceildiv 8, (i1 + i2) ceildiv 9)>, 6>
#a7 = 435435: si128
#x_y8 = tuple<index, index, i32, index>
#attr_9 = []
!ty4 = f80

"builtin.module"() ({
	%0 = "foo.bar"() <{}> ({
	^bb0(%1: memref<38x38x?xvector<[8]x1xindex>, strided<[33, ?, 1]>> loc("a.mlir":43), %_2: i64):
		"a.b"(%1, %_2): (memref<38x38x?xvector<[8]x1xindex>, strided<[33, ?, 1]>>, i64) -> () loc(fused<"meta">[fused["op.1", "with \"q\""]])
		%value3 = "foo.bar.baz"(%_2, %1): (i64, memref<38x38x?xvector<[8]x1xindex>, strided<[33, ?, 1]>>) -> f8E4M3
		"foo.bar.baz"(): () -> () loc(#l_x0)
		"foo.op"(%value3) {}: (f8E4M3) -> () loc("op.1")
	}): () -> (index)
	%_4:3 = "z.nop"() {attr0= -8: i24, "quoted key 1"= distinct[1]<9.999999e9 : f8E4M3B11FNUZ>}: () -> (!foo<"x<y>">, i32, tensor<37xui16>) loc("f":0:62)
	%value5 = "foo.bar"(): () -> si64 loc("a.mlir":252:417)
	%6, %7:3 = "a.b"(%value5) {value0= dense<1760535857366> : tensor<ui64>}: (si64) -> (index, tensor<?x7xcomplex<f8E4M3B11FNUZ>>, index, tensor<31xcomplex<f4E2M1FN>, {a = 1 : i64}>)
	%_8 = "foo.bar"(%7#2) <{_u0= dense_resource<weights0> : tensor<1xi64>}>: (tensor<31xcomplex<f4E2M1FN>, {a = 1 : i64}>) -> f128 // trailing comment
	%_9 = "d.op_1"(%0, %_4#1): (index, i32) -> i8 loc("src/x.py":116:326)
	%10 = "x.y"() {attr0= unit, _u1}: () -> !my_dialect.t<"x y",{"x y" , true}> loc(callsite(callsite(#l_x1 at #loc2) at #loc2))
	%_11 = "d.op_1"(%10, %7#2, %_9): (!my_dialect.t<"x y",{"x y" , true}>, tensor<31xcomplex<f4E2M1FN>, {a = 1 : i64}>, i8) -> !t0
	%_12 = "foo.compute"(%_9, %10): (i8, !my_dialect.t<"x y",{"x y" , true}>) -> f8E8M0FNU
	"foo.bar"() {b0= dense<[[240.44808], [4.23E5], [-32.3E0], [7.88089e+9]]> : tensor<4x1xf32>, d.k1= "\\\\.Ω\t\00\00\"\n{", my.k2= #map3}: () -> () loc(#l_x4)
	%v13 = "z.nop"() <{value0= -1: si32, z91= @f_1::@"x y"::@c, z92= 9.90863e24}> {k$0= -1.0e-5 : f16}: () -> !t0 // trailing comment
	"foo.bar.baz"(%0, %10) {b0= sparse<[], []> : tensor<2xi32>, a1}: (index, !my_dialect.t<"x y",{"x y" , true}>) -> ()
	%a.b14 = "foo.bar.baz"(%_12, %10) <{"quoted key 0"= memref<905xi3, {kind = "scratch"}>}>: (f8E8M0FNU, !my_dialect.t<"x y",{"x y" , true}>) -> tensor<146xi17>
	%_15 = "a.b"(%a.b14, %v13, %7#1): (tensor<146xi17>, !t0, index) -> !my_dialect.t<"x y" abc>
	%v16 = "d.op_1"(): () -> !t0 loc(unknown)
	%_17:4 = "x.y"(%7#0, %v16)<{b0= 18446744073709551615, a1= "%._\\a\7f" : f8E4M3B11FNUZ, my.k2= affine_set<(d0) : (d0 - 5 * (2) >= 0, 9 * 1 >= (6) ceildiv 7, (8 * (6)) mod 3 >= 0)>}> {b0= dense<[1]> : tensor<1xi16>, sym_name1= dense<[[793, 531, 81]]> : tensor<1x3xindex>}: (tensor<?x7xcomplex<f8E4M3B11FNUZ>>, !t0) -> (!t0, tensor<i64>, (i7, complex<bf16>) -> (index), tensor<?x?x2x237xcomplex<f16>>)
	%18, %19:2 = "foo.bar.baz"(%_17#0): (!t0) -> (() -> (i32, bf16), !t0, tuple<index, !t1, complex<f64>>) loc(#l_x4) // trailing comment
	"d.op_1"(%19#1) ({
		%_20, %21:3 = "foo.compute"(%_12, %19#1, %_15)<{}>: (f8E8M0FNU, tuple<index, !t1, complex<f64>>, !my_dialect.t<"x y" abc>) -> (tuple<bf16, f8E8M0FNU, f64>, i3, !alias_2, vector<[4]xf16>) loc(fused[])
		%_20, %21:3 = "foo.compute"(%_12, %19#1, %_15)<{}>: (f8E8M0FNU, tuple<index, !t1, complex<f64>>, !my_dialect.t<"x y" abc>) -> (tuple<bf16, f8E8M0FNU, f64>, i3, !alias_2, vector<[4]xf16>) loc(fused[])
		"bar.yield"(%_17#0, %19#1): (!t0, tuple<index, !t1, complex<f64>>) -> () loc(#l_x5)
	}) {"quoted key 0", value1= affine_map<()[s0, s1] -> (5 * (s0))>, "quoted key 2"= #attr_6}: (tuple<index, !t1, complex<f64>>) -> ()
	%value22:3 = "bar.yield"(%_9, %7#0, %_9) ({
		"foo.compute"(%19#1): (tuple<index, !t1, complex<f64>>) -> ()
		"a.jump"()[^exit3, ^bb5] {my.k0= #a7, foo.k1= f8E4M3FN, a2= "}", z93= "\n\t\"\n*\"Ω\00\7f" : i1}: () -> () loc(#loc2)
	^exit3(%v23: !t1 loc("dir/with space.c":38:24 to 40:18), %24: f32 loc("":4294967295:4294967295)):
		%x25, %a.b26:2 = "foo.bar.baz"() {d.k0= loc("dir/with space.c":10:59 to :60), z91= #x_y8, foo.k2= #attr_9}: () -> (!alias_2, complex<f8E8M0FNU>, f8E4M3FN)
		"a.jump"(%a.b26#0, %24, %_4#2)[^bb4] {z90= distinct[4]<[255: i8, 0x7FFFFFFFFFFFFFFF : index, false, affine_map<() -> (8 * ((3) floordiv 9), 4 * (-(0)), 6 * (2 * (3)))>]>, b1= 0: i128, z92= affine_set<(d0, d1, d2)[s0] : (5 * (d2 + d1) >= 0, (s0) mod 2 * 1 <= 9)>}: (complex<f8E8M0FNU>, f32, tensor<37xui16>) -> () loc("":16:79 to 16:11)
	^bb4(%27: tuple<>):
		"cfx.cond_br"(%27, %18, %19#1)[^bb5, ^bb4] {x0= "日本\n\00\\\00_z}\t<#\"", a1= 63 : index, z92= @main}: (tuple<>, () -> (i32, bf16), tuple<index, !t1, complex<f64>>) -> ()
	^bb5:
		%28 = "foo.op"(%18): (() -> (i32, bf16)) -> (f32) loc(#l_x4)
	}): (i8, tensor<?x7xcomplex<f8E4M3B11FNUZ>>, i8) -> (f8E4M3FNUZ, !ty3, i3)
	%v29:3 = "my_dialect.thing"(%value22#1, %_17#2) {k$0= affine_map<()[s0, s1] -> (((0) ceildiv 2) ceildiv 4)>}: (!ty3, (i7, complex<bf16>) -> (index)) -> (!ty4, tensor<?xi1024, "sparse">, none) loc("n"("":7:68 to 9:29))
}) : () -> () loc("dir/with space.c":239:4294967295)

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x08000000C05B61FC34CA90D8"
    }
  }
#-}
