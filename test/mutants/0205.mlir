!t0 = complex<  ui64>
!ty1 = vector<15x[6]xi32>

"builtin.module"() <{sym_name = "m74"}> ({
	%v0 = "foo.bar"()<{}> ({
	^bb0(%_1: f32, %v2: si3 loc("f":193:88), %x3: memref<*xf64, "gpu">):
		%value4, %-5:3 = "my_dialect.thing"(%v2, %v2, %v2) {}: (si3, si3, si3) -> (f8E4M3, !t0, f8E4M3, f64) loc(fused<0 : i32>[])
		%6:2 = "a.b"(%x3, %v2,%value4) {value0= 9223372036854775807 : index,  "quoted key 1"}: (memref<*xf64, "gpu">, si3, f8E4M3) -> (vector<13xbf16>, !t0)
		%value7 = "d.op_1"(%_1) <{}> ({
}) {k$0= @"é"}:  (f32) -> tensor<?x43xbf16, 8 : i32>
		"foo.bar"(%6#0, %-5#1): (vector<13xbf16>, f8E4M3) -> ()
		"my_dialect.thing"(): () -> ()
		"a.jump"()[^1] {my.k0= sparse<[[3, 3], [4, 2]], [-2, 0]> : tensor<5x4xi8>}: () -> ()
	^1:
		%_8 = "foo.compute"(): () -> !x<"abc">
		%_9 = "my_dialect.thing"(%x3, %6#0): (memref<*xf64, "gpu">, vector<13xbf16>) -> f32
		"x.y"(%value7, %x3, %-5#2) {}:   (tensor<?x43xbf16, 8 : i32>, memref<*xf64, "gpu">, f64) -> ()
		%arg10 = "foo.op"(%v2): (si3) -> (tensor<f64>)
		%value11 = "foo.op"(%-5#0, %value4):   (!t0, f8E4M3) -> complex<f64>
	}, {
		%v12 = "z.nop"() ({
		^bb5(%-13: f16 loc("dir/with space.c":211:471), %v14: vector<[13]xi24>, %15: memref<?xcomplex<i32>, strided<[1]>, "gpu">):
			"foo.op"(%v14, %-13): (vector<[13]xi24>, f16) -> ()
		}): () -> !foo.t<{<true> , <-5>} <["x y",56] , ?>>
		"a.jump"(%v12, %v12, %v12)[^exit3, ^exit3]: (!foo.t<{<true> , <-5>} <["x y",56] , ?>>, !foo.t<{<true> , <-5>} <["x y",56] , ?>>, !foo.t<{<true> , <-5>} <["x y",56] , ?>>) -> ()
	^exit3:
		"cfx.cond_br"(%v12)[^bb4]<{_u0=  array<f?32>, z91= sparse<[[1, 0, 2], [0, 1, 3], [0, 1, 4]], [18446744073709551615, 18446744073709551615, 18446744073709551615]> : tensor<3x2x5xi64>}> {}: (!foo.t<{<true> , <-5>} <["x y",56] , ?>>) -> ()
	^bb4():
		"foo.op"(%v12, %v12, %v12): (!foo.t<{<true> , <-5>} <["x y",56] , ?>>, !foo.t<{<true> , <-5>} <["x y",56] , ?>>, !foo.t<{<true> , <-5>} <["x y",56] , ?>>) -> () loc("dir/with space.c":4294967295:0)
	}): () -> !t0 loc("f":12:35 to 15:51)
	%16 = "x.y"(%v0,  %v0) <{}>: (!t0, !t0) -> vector<14 x bf16> loc("dir/with space.c":95:0)
	"foo.bar"(%16, %16, %16) {sym_name0= "", foo.k1= @a::@main::@x.y, sym_name2= "@\00\n{#"}: (vector<14 x bf16>, vector<14 x bf16>, vector<14 x bf16>) -> ()
	%_17 = "x.y"(%v0, %v0) {attr0= "\3C%\C3\A90{\t\"{-"}: (!t0, !t0) -> (() -> (!ty1, index))
}) : () -> () loc("x")
