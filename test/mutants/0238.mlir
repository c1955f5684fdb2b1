#loc0 = 44.17E7 : bf16
#l_x1 = loc(fused<#foo.m>["f":435:430, "f":95:0])
!alias_0 = vector<f4E2M1FN>
#loc2 = #foo.a<"x y">

"builtin.module"() <{sym_name = "m92"}> ({
	"my_dialect.thing"() <{_u0= "\t\7fa\\'", x1= dense<"0x4AD3"> : tensor<1x1xbf16>, my.k2= 1: i1, b3}>: () -> ()
	%value0 = "foo.compute"() ({
		"builtin.module"() ({
			"bar.yield"(): () -> ()
			%x1 = "d.op_1"(): () -> bf16 loc("name")
			%2 = "d.op_1"(%x1, %x1, %x1) ({
				%_3 = "foo.bar.baz"(%x1, %x1) <{my.k0= dense<[[0x94, 0xB5, 8.8E8, -1.0e-5], [0.6459131, -0.6715273, 0x20, 1040765.0], [8.91569e+9, 0x35, 0xA5, 65504.0], [-0.2476147, -100.0, 0xA3, 0.2]]> : tensor<4x4xf8E3M4>, z91= affine_map<(d0, d1, d2) -> (4)>}>: (bf16, bf16) -> i32
				%4 = "foo.compute"() <{x0= 82.55E5 : f16, foo.k1= 1, _u2= 49 : index}> {a0= 863577.0 : bf16, z91= loc("n"(fused[unknown])), x2= si1024, z93= #loc0}: () -> (si32) loc("f":36:23 to :27)
				%_5:2 = "my_dialect.thing"(%_3, %_3): (i32, i32) -> (tuple<f64, si8, f64>, index) loc(fused[#l_x1])
				%-6 = "z.nop"(%_5#1, %x1) {"quoted key 0"= 1: si1024, k$1= "\00\00\"{ \n'", a2}: (index, bf16) -> !alias_0
				%7 = "foo.op"(%4, %_5#1) ({
					"builtin.module"() ({
						%v8 = "foo.compute"() {}: () -> vector<11x11xi8>
					}) : () -> ()
				}): (si32, index) -> memref<*xf128>
				%v9, %v10:3 = "my_dialect.thing"(%_3): (i32) -> (none, vector<4x16xf8E4M3FN>, complex<i1>, i64)
			}) {a0= [dense_resource<r.0> : tensor<6xf32>, 42: i64, dense<[0.0001507]> : vector<1xf16>, array<i64: -1, 0xFFFFFFFFFFFFFFFF, 114145, 48, -9223372036854775808>], sym_name1= array<i16: -3, 0, 1>, k$2}: (bf16, bf16, bf16) -> (tensor<35x?x5x43xbf16>)
			%_11 = "d.op_1"(%x1) {x0= {a0= affine_map<()[s0] -> ((s0 * 8) mod 8, (s0 - 9) floordiv 3, s0)>}, attr1= #loc2}: (bf16) -> (() -> i1024) loc("with \"q\"")
			"my_dialect.thing"(%2, %_11, %2): (tensor<35x?x5x43xbf16>, () -> i1024, tensor<35x?x5x43xbf16>) -> ()
			%v12 = "bar.yield"() {z90= #loc0}: () -> !alias_0
		}) : () -> ()
	}): () -> (() -> ()) loc(#l_x1)
	%v13:2 = "z.nop"(%value0, %value0, %value0) {}: (() -> (), () -> (), () -> ()) -> (f16, !alias_0)
	"a.b"(%v13#1, %v13#0) {a0, my.k1= array<i16: -32768, -32768, 0x3, -1, -32768>}: (!alias_0, f16) -> () loc("op.1")
}) : () -> () loc("callee"("dir/with space.c":99))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000556525865A676AD8949AFC457B8AE2D0754DB98AD0DB6697"
    }
  }
#-}
