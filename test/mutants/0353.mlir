"builtin.module"() ({
	%0 = "z.nop"() ({
		// 
		%1:4 = "foo.bar.baz"() {z90= unit, sym_name1= 0x5153532357517CA3DEB0 : f80, x2= "X\\%", value3= 2.5e-3 : f32}: () -> (none, none, i128, f80)
		%2 = "d.op_1"(%1#0, %1#3) ({
		^undefined_block(%3: memref<44xf32, "local mem">, %x4: f32 loc("callee"("name"))):
		}): (none, f80) -> tuple<i1, i1, tf32>
	}, {
		"foo.bar.baz"() ({
			// "quotes" and {braces} in a comment

			%5:4 = "my_dialect.thing"(): () -> (vector<[1]xf32>, complex<si8>, ui64, i128)
		}): () -> () loc("with \"q\"")
		"foo.compute"() ({
			"builtin.module"() ({
				%_6 = "foo.op"() {sym_name0, attr1= 1: si8, k$2= "@\t#_\"", d.k3}: () -> f8E5M2FNUZ
				%arg7 = "bar.yield"(%_6, %_6, %_6) {value0, k$1= dense<[[389], [600], [978], [29]]> : vector<4x1xindex>}: (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ) -> i17 // trailing comment
				%8 = "foo.bar.baz"(%arg7, %arg7, %_6) {"quoted key 0", foo.k1= "}日本@\C3\A9 -\t\95-"}: (i17, i17, f8E5M2FNUZ) -> (tuple<f64>) loc("callee"("f":163:229))
				"foo.bar.baz"(%_6, %_6, %8) {}: (f8E5M2FNUZ, f8E5M2FNUZ, tuple<f64>) -> () loc("f":8:11 to 8:34)
				%$9 = "my_dialect.thing"(%8): (tuple<f64>) -> (f8E4M3FN) loc("callee"("":22:74 to 23:25))
			}) : () -> ()
		}): () -> ()
		%value10 = "foo.bar"() {b0= dense<"0x44EFAB9CCE5BA2B1E3211DA0"> : tensor<1x3xf32>, z91= 1.0e38 : f8E4M3B11FNUZ}: () -> (vector<bf16>) loc("src/x.py":0:382)
		%v11 = "foo.bar.baz"(%value10, %value10): (vector<bf16>, vector<bf16>) -> f32
	}) {}: () -> tensor<0x360x3xui16> loc("a.mlir":470:445)
	%12 = "foo.compute"() <{z90= @c, "quoted key 1", z92= true, b3= @f_1::@b::@_priv}>: () -> vector<5x7x12xi1> loc(fused<"meta">["f":41:5 to 42:35, "f":34:95, "":360:4294967295])
	%v13:3 = "foo.op"(%0) <{z90= "*"}>: (tensor<0x360x3xui16>) -> (memref<?x8x2xi7, affine_map<(i0, i1, i2) -> ((i2) ceildiv 5, i0 - i2 - (i2) ceildiv 4)>, {kind = "scratch"}>, i1024, !x<"x<y>">)
	%value14 = "x.y"(): () -> tensor<5x845xf8E5M2FNUZ, #foo.enc<i8 , ["x y" "x y" a.b]>>
	"foo.bar"() ({
	^b4(%_15: vector<12xsi32>, %16: bf16, %x17: vector<1xf32> loc("src/x.py":0:197)):
		%a.b18 = "my_dialect.thing"(%0, %x17, %value14)<{}>: (tensor<0x360x3xui16>, vector<1xf32>, tensor<5x845xf8E5M2FNUZ, #foo.enc<i8 , ["x y" "x y" a.b]>>) -> ui3
		// "quotes" and {braces} in a comment
		"foo.op"() ({

			%v19, %20:3 = "foo.op"()<{d.k0= unit, b1= "'日本", sym_name2}> {sym_name0= "ßz", k$1= @a, d.k2= "\7f\C3\A9\00a\7f\n", z93= @main::@b::@s$}: () -> (memref<1019x6x1xsi32, strided<[53, ?, 13], offset: 5>, "gpu">, i1, f64, vector<9x8x6xui64>) loc("v"("dir/with space.c":81))
			%21, %value22:2 = "z.nop"(%v13#0, %16, %20#0): (memref<?x8x2xi7, affine_map<(i0, i1, i2) -> ((i2) ceildiv 5, i0 - i2 - (i2) ceildiv 4)>, {kind = "scratch"}>, bf16, i1) -> (memref<872xi64, affine_map<(i0) -> (-((i0) mod 3))>>, tensor<3x79x122xsi1>, tensor<1x13x1xf32>) loc(callsite("v"(unknown) at "a.mlir":457:488))
			%23 = "bar.yield"(%21) <{foo.k0= loc(unknown)}> {}: (memref<872xi64, affine_map<(i0) -> (-((i0) mod 3))>>) -> si64
			%_24 = "z.nop"(): () -> tensor<index> loc(callsite("src/x.py":193:238 at "f":489:341))
			%25 = "foo.bar.baz"(%value22#1, %20#0, %value22#1)<{b0}>: (tensor<1x13x1xf32>, i1, tensor<1x13x1xf32>) -> i128
			"my_dialect.thing"(%20#2, %0, %a.b18): (vector<9x8x6xui64>, tensor<0x360x3xui16>, ui3) -> ()
		}) {d.k0= @b, z91}: () -> ()
		// "quotes" and {braces} in a comment
		"d.op_1"(%_15, %16) {b0= {a0= ""}}: (vector<12xsi32>, bf16) -> () loc("f":32)
		// "quotes" and {braces} in a comment
		%x26 = "x.y"(%x17) <{d.k0= sparse<[[2, 2], [2, 1], [1, 0]], [8, 0x1, -2147483648]> : tensor<6x3xi32>, value1= 1.0e-5}>: (vector<1xf32>) -> i16 loc("src/x.py":183:330)
		%27, %28:3 = "bar.yield"(%x17): (vector<1xf32>) -> (!my_dialect.v<{i8, "x y", "x y"}>, i24, memref<*xf8E5M2FNUZ>, !foo.a.b)
	}): () -> () // trailing comment
	%value29 = "foo.bar"(%12): (vector<5x7x12xi1>) -> memref<1x?x248xf64> loc("v"("f":28:0))
	%30 = "foo.op"(%value29)<{b0= dense_resource<blob0> : tensor<1xi32>, b1= dense<[294, 597, 143, 481]> : tensor<4xindex>, a2= "\n@'\\\t\00!\t0}_日本" : bf16, a3}>: (memref<1x?x248xf64>) -> memref<2xindex, 7> loc(fused<#foo.m>[])
	%v31, %32:2 = "foo.op"(%0, %v13#2): (tensor<0x360x3xui16>, !x<"x<y>">) -> (vector<[11]xf32>, !foo.t, f32)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x040000001D5188A3"
    }
  }
#-}
