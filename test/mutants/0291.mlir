!ty0 = tuple<i24, si128, f64, index>
#x_y0 = 0
#x_y1 = 45 : index
#l_x2 = loc("dir/with space.c":0:365)
#l_x3 = loc("name")
#a4 = affine_map<(i0, i1)[N0] -> ((i1) ceildiv 4, (4 * 7) mod 3)>
!T_1 = index
#loc5 = loc(unknown)

"builtin.module"() ({
	%0:4 = "my_dialect.thing"() <{}>: () -> (!ty0, !ty0, i1, i7)
	%v1 = "foo.compute"(%0#3, %0#0): (i7, !ty0) -> i1
	%v2:3 = "bar.yield"() {value0= 1.6E8 : f128, a1= -103: si32}: () -> (!ty0, tensor<4xcomplex<f8E4M3FNUZ>>, index)
	%3 = "bar.yield"(%0#0)<{b0= dense<> : tensor<2x0x2xindex>}> ({
		"builtin.module"() ({
			%x4 = "foo.op"() {}: () -> complex<f64>
		}) : () -> () loc("x")
	}) {}: (!ty0) -> tensor<2x?x?x305xvector<[13]x5xf64>>
	%5:4 = "my_dialect.thing"(%v2#2, %v2#1) {k$0= 1: i64, k$1= 24.97E1 : tf32, z92= "X\"\00\\\t@'/\tb" : ui32, my.k3= #x_y0}: (index, tensor<4xcomplex<f8E4M3FNUZ>>) -> (f16, !ty0, memref<2x48xi128, strided<[?, ?], offset:0>, "shared">, f8E4M3B11FNUZ) loc("op.1")
	%value6 = "foo.compute"(%v2#2, %5#2) {"quoted key 0"= #x_y0, _u1= dense<"0xACCA6E5A7FD7F55B"> : vector<2xi64>}: (index, memref<2x48xi128, strided<[?, ?], offset:0>, "shared">) -> memref<?x3xbf16, "gpu"> loc(callsite(callsite("a.mlir":4294967295:341 at "x") at "dir/with space.c":264:4294967295))
	%value7 = "foo.compute"(%5#2, %value6)<{k$0= #my<"a b">, b1= #my.attr, b2= "\84<b\t", "quoted key 3"= false}>: (memref<2x48xi128, strided<[?, ?], offset:0>, "shared">, memref<?x3xbf16, "gpu">) -> !x<"abc">
	"my_dialect.thing"(%value7, %value7, %5#0) <{"quoted key 0"= 163315.0 : bf16, b1= 0: ui3, b2= loc("":102:4294967295), value3= #x_y0}> ({
		%v8 = "foo.bar.baz"(%v2#2, %v2#0, %0#0): (index, !ty0, !ty0) -> tuple<i8, si1, ui64> loc("a.mlir":0:4294967295)
		%_9 = "bar.yield"(%3, %5#3, %v2#0) ({
			"builtin.module"() ({
				%10 = "foo.op"()<{my.k0= #foo.attr}> ({
				^$1(%-11: none loc("f":4294967295:484), %12: none, %13: tuple<f32, i1, complex<i32>, index>):
					%v14 = "a.b"(%12) {attr0= #my.flag, foo.k1= #bar.a<-7>, z92= 0: ui128}: (none) -> index loc(fused[])
					// "quotes" and {braces} in a comment

					%v15 = "foo.compute"(%13, %v14)<{b0= dense_resource<blob0> : tensor<3xf64>, x1= {sym_name0= #x_y0, "quoted key 1"= i16}, x2= #x_y0, sym_name3= affine_map<(d0, d1)[s0, s1] -> (-((s1) * s0))>}>: (tuple<f32, i1, complex<i32>, index>, index) -> si8
					// "quotes" and {braces} in a comment
					%_16 = "d.op_1"(%-11, %v14, %13) {attr0= affine_map<(d0, d1) -> (-((d1) mod 8), (d0) mod 1 - -(5))>, x1= -1, foo.k2= dense<[[16777215, 1, 3], [10177016, 809, 0], [248541, 0x2, 0], [1, 0, -21720]]> : tensor<4x3xi24>, attr3}: (none, index, tuple<f32, i1, complex<i32>, index>) -> i24 // trailing comment
				}, {
					%value17 = "foo.bar"() {value0= affine_map<(i0, i1, i2)[N0] -> (1 * (1 * (i2)))>, k$1}: () -> ui32 loc("dir/with space.c":466:134)
					%18:3 = "foo.compute"(%value17, %value17) {_u0= affine_set<(d0, d1, d2)[s0, s1] : ((d2 + d2) ceildiv 9 <= 5, (7) mod 3 + -(d0) == 0)>, foo.k1= @_priv::@c::@main, "quoted key 2"= #x_y1}: (ui32, ui32) -> (tuple<bf16, f64, !ty0>, !ty0, vector<16x2x4xbf16>) loc(#l_x2) // trailing comment
					"x.y"() <{my.k0= -9.61820e-36 : f32, b1= sparse<[[0, 0, 1], [2, 1, 1], [0, 2, 2]], [-1, -3, -1]> : tensor<3x6x3xi32>}>: () -> () loc("":71)
					"foo.op"(%value17, %value17, %18#1): (ui32, ui32, !ty0) -> ()
					%19 = "foo.bar"(): () -> ui32
				}): () -> complex<f4E2M1FN> loc(#l_x3) // trailing comment
				%_20 = "foo.bar"(%10, %10): (complex<f4E2M1FN>, complex<f4E2M1FN>) -> memref<?xf16>
				%21:4 = "foo.bar"(%_20): (memref<?xf16>) -> (f80, f8E4M3B11FNUZ, tensor<?xindex>, si32)
				"z.nop"(%21#0) {foo.k0= false, "quoted key 1"= array<i16: -1, 0xDDB0, 65535, 258, -960>, sym_name2= affine_map<(i0, i1, i2) -> ()>}: (f80) -> () loc("dir/with space.c":10:1 to 11:18)
				"z.nop"(%undefined_value, %21#2) {"quoted key 0", k$1= array<i1: true, false, true, false, true>}: (f80, tensor<?xindex>) -> ()
				%22, %_23:2 = "bar.yield"()<{b0= -3490530: i32, sym_name1= loc("a.mlir":109:426), b2= unit}> {}: () -> (i32, i17, f8E5M2FNUZ)
			}) : () -> ()
		}, {
		^3(%24 : complex<bf16>, %v25: !foo.type loc("name")):
		}, {
}) {}: (tensor<2x?x?x305xvector<[13]x5xf64>>, f8E4M3B11FNUZ, !ty0) -> vector<9x2xf8E8M0FNU> loc("name")
		%value26 = "foo.op"(): () -> !ty0
		%27 = "my_dialect.thing"(%v8, %value6) {z90}: (tuple<i8, si1, ui64>, memref<?x3xbf16, "gpu">) -> (i64) loc("src/x.py":6:14 to 8:41)
	}) {value0= #a4, attr1= -32768: i16, z92= "<\73\00\91._\00\"\n\t"}: (!x<"abc">, !x<"abc">, f16) -> ()
	%v28 = "my_dialect.thing"(): () -> si64 loc("dir/with space.c":430:39)
	%_29, %30:3 = "foo.bar"() ({
}, {
}): () -> (tuple<i64, i32, f64, f64, f8E8M0FNU, i8, i16, index, f16, i24, f8E3M4, si8, index, i64, i1, tensor<?x658x4xindex>, i32, index, f8E4M3B11FNUZ, i128>, !T_1, !T_1, tensor<488xui1>)
	"foo.op"(%30#2) {a0= {foo.k0= dense<[[0x0, 3, -1, 0]]> : tensor<1x4xsi3>}}: (tensor<488xui1>) -> () // trailing comment
}) : () -> () loc(#loc5)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x080000003AEC6ECD1F04D923C401920374F1AAA847B03DE3957718A6"
    }
  }
#-}
