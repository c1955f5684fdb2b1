"builtin.module"() ({
	%value0 = "d.op_1"() {b0= dense<-629> : tensor<i16>}: () -> vector<[3]xbf16>
	%v1 = "z.nop"() {attr0= "''z\7f\C3\A90<", foo.k1= 0.1 : f64, k$2= sparse<[[0, 4, 2], [3, 1, 2]], [2839846, 0x0]> : tensor<4x5x4xi32>, _u3= [loc("v"(callsite("src/x.py":107:4294967295 at "f":35:58)))]}: () -> (vector<f64>) loc("":7:58 to 10:18)
	%value2:3 = "x.y"(%value0): (vector<[3]xbf16>) -> (none, tensor<281x1xui128, {a = 1 : i64}>, ui32) loc("dir/with space.c":12:79 to :87) // trailing comment
	"foo.bar.baz"(): () -> ()
	"z.nop"() ({
	^$0(%v3: vector<[5]x6xf8E4M3>, %value4 : tuple<ui17> loc("src/x.py":22:8), %5: none loc("f":25:5 to 25:36)):
		%value6, %value7:3 = "a.b"(%value4): (tuple<ui17>) -> (si1024, none, index, memref<7x?xf64, affine_map<(i0, i1) -> (i1 - i1 * 5, (i0 * 5) mod 6)>, "gpu">)
		%v8, %-9:3 = "my_dialect.thing"(%value7#2, %value7#2) {foo.k0= 0x24}: (memref<7x?xf64, affine_map<(i0, i1) -> (i1 - i1 * 5, (i0 * 5) mod 6)>, "gpu">, memref<7x?xf64, affine_map<(i0, i1) -> (i1 - i1 * 5, (i0 * 5) mod 6)>, "gpu">) -> (complex<f64>, i1, complex<f64>, complex<f32>) loc("dir/with space.c":458:410)
		%_10 = "foo.bar"() {}: () -> index
		"d.op_1"(%-9#1, %-9#1, %5) ({
		"d.op_1"(%-9#1, %-9#1, %5) ({
		^bb1(%11: ui32):
		}): (complex<f64>, complex<f64>, none) -> () loc("":67)
	}, {
	^loop2(%value12 : index, %$13: bf16 loc("with \"q\"")):
		"foo.br"(%v1, %value2#2)[^bb3, ^bb4] {x0, _u1= {x0= false, k$1, value2= loc("":425:488), x3= unit}, a2= dense<"b\7f\t%\B9.\7f}\87\7fz\02"> : tensor<!foo.str>, value3}: (vector<f64>, ui32) -> ()
	^bb3:
		"a.jump"(%$13, %$13)[^bb4, ^bb3]: (bf16, bf16) -> () loc(callsite(unknown at "v"("a.mlir":373:4294967295)))
	^bb4:
		%value14 = "bar.yield"(%value2#2, %$13) {d.k0= @a::@_priv}: (ui32, bf16) -> memref<59x?xf8E4M3> loc("a.mlir":9:78 to :86)
	}, {
	^bb5(%v15: tensor<665xi8>, %value16: bf16):
		"a.jump"(%v15, %value2#2, %value16)[^bb6, ^bb6] {b0= "\00\n}a ", value1= @"é"}: (tensor<665xi8>, ui32, bf16) -> () loc(unknown)
	^bb6():
		%17 = "my_dialect.thing"(%value16, %v15, %value2#1): (bf16, tensor<665xi8>, tensor<281x1xui128, {a = 1 : i64}>) -> tuple<si8, ui32, bf16, i32, f32, index, f16, tensor<*xi17>, si32, i32, index, index, f64, si17, bf16, f80, ui24, i128, ui3>
	}): () -> () loc("a.mlir":41:57 to 43:52)
	%18 = "a.b"(): () -> complex<bf16>
	%v19 = "foo.compute"(%value2#2, %18, %value2#0): (ui32, complex<bf16>, none) -> tuple<f80, f16, i64>
	%v20 = "z.nop"(%value2#0, %value2#2): (none, ui32) -> (memref<*xf32>)
}) {foo.module_attr = 0x0: i1024} : () -> ()
