!t0 = bf16
#loc0 = affine_set<(d0)[s0, s1] : (3 * (3 * (::d0)) == 0)>
!alias_1 = complex<f80>
!alias_2 = index

"builtin.module"() ({
	%value0, %1:2 = "a.b"(): () -> (vector<8 x 12 x 12xsi64>, ui1, (f64) -> (complex<ui1>))
	%2:4 = "d.op_1"(%1#1, %1#1) <{}> ({
	^b0(%v3: memref<56xindex, strided<[?], offset: 10>> loc("f":35:77 to 36:27), %4 : f8E3M4):
		"cfx.cond_br"(%1#1, %1#1) [^bb1] {_u0= #my<"abc">, _u1= #foo.a<true, f32, <-4,{?},?>>}: ((f64) -> (complex<ui1>), (f64) -> (complex<ui1>)) -> () loc("x") // trailing comment
	^bb1:
		"z.nop"() {z90= "-*<\\\n" : f8E8M0FNU, value1= [true, affine_map<(d0, d1) -> ((9 + 8) ceildiv 8, -(5), 0 * 3)>]}: () -> () loc(callsite("dir/with space.c":381:487 at "dir/with space.c":200:383))
		"a.jump"(%1#1)[^bb2, ^bb1]: ((f64) -> (complex<ui1>)) -> () loc("callee"("f":189:229))
	^bb2():
		"a.jump"(%1#1)[^bb3] <{"quoted key 0"= index, "quoted key 1"= #loc0, b2= dense<"\24\52ß\5D%\\/#Ω\"@_"> : tensor<2x4x!foo.str>}>: ((f64) -> (complex<ui1>)) -> () // trailing comment
	^bb3:
		%a.b5, %_6:3 = "a.b"(%v3, %v3, %1#1) {x0= [], x1= unit, x2, my.k3= 1.78844e8 : f32}: (memref<56xindex, strided<[?], offset: 10>>, memref<56xindex, strided<[?], offset: 10>>, (f64) -> (complex<ui1>)) -> (complex<f80>, f8E5M2FNUZ, si32, !alias_1) loc(fused["callee"("f":4294967295:190)])
		%v7 = "foo.bar"(%a.b5) ({
		}, {
		}): (complex<f80>) -> (complex<f8E8M0FNU>) // trailing comment
	}): ((f64) -> (complex<ui1>), (f64) -> (complex<ui1>)) -> (i32, i32, complex<f8E8M0FNU>, !t0) loc("x")
	%v8 = "x.y"(%2#1) {}: (i32) -> !my_dialect.t_1
	"foo.bar.baz"(%1#1) {}: ((f64) -> (complex<ui1>)) -> ()
	"my_dialect.thing"(%2#3, %value0, %1#1): (!t0, vector<8 x 12 x 12xsi64>, (f64) -> (complex<ui1>)) -> ()
	%v9:4 = "foo.bar"(%1#0): (ui1) -> (i32, tensor<?xsi17>, complex<f8E8M0FNU>, f16) loc("f":0:0)
	"foo.bar"(%v9#0) ({
	^bb6(%10: si8):
		%value11 = "foo.op"() {attr0= "\t🙂\00-Xb", a1= sparse<[[1, 1, 1], [1, 5, 2], [1, 5, 1], [1, 3, 2]], [18580053106681057, 18446744073709551615, -1, 18446744073709551615]> : tensor<2x6x4xi64>, my.k2= 0, d.k3= memref<5xi32, affine_map<(i0) -> (i0)>, 3>}:   () -> (i64) loc("op.1")
		%v12:3 = "foo.bar"(%2#0, %10, %2#2) <{}> {b0= @s$, b1, "quoted key 2"}: (i32, si8, complex<f8E8M0FNU>) -> (!t0, !alias_1, ui8)
		%value13 = "foo.bar"(%1#1) ({
		^bb7():
			%tmp_14 = "a.b"(%v9#2, %value11, %2#2) {a0, sym_name1= i128, b2= -1.506 : bf16, value3= "-!\t日本z-@/\FA\"\7f0"}: (complex<f8E8M0FNU>, i64, complex<f8E8M0FNU>) -> tuple<f6E3M2FN, i1>
		}, {
		}) {sym_name0= "\\}\00*!\07\n\C3\A9-\AB🙂"}: ((f64) -> (complex<ui1>)) -> f8E4M3FNUZ loc(callsite(unknown at "":364:495))
		%-15:2 = "foo.op"(%v12#0) {sym_name0= affine_set<(d0, d1)[s0, s1] : (1 * (6) >= (s1) ceildiv 6)>}: (!t0) -> ((memref<3x10x4xi32, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, "shared">, f64, !x.t<"x y">) -> (complex<bf16>, f32), memref<3x5xf16, affine_map<(d0, d1) -> (d1, d0)>>) loc("f":82:461)
		%a.b16, %_17:3 = "foo.compute"() {}: () -> (i32, memref<4x2xindex, strided<[?, 1]>, "local mem">, tensor<849x61x5x5xindex>, vector<[4]xindex>)
	}, {
	}, {
		"foo.compute"()<{b0= 21.81E4 : f32, my.k1= affine_map<()[s0] -> (-(5) * 2)>, b2= {foo.k0= 1: si16, z91= tensor<2xsi24>, d.k2}, a3}>: () -> () loc(fused[fused<#foo.m>[unknown, "":157:440, "":15:46 to 15:4], "a.mlir":48:56 to 50:63])
	}): (i32) -> ()
	%value18:4 = "my_dialect.thing"()<{"quoted key 0"= -9223372036854775808, attr1= "a{\"", k$2= #loc0}> {sym_name0, my.k1= -385.214754 : f32}: () -> (!alias_1 , !alias_2, i1024, f64)
}) : () -> ()
