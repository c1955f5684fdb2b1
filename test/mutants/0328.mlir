"builtin.module"() <{sym_name = "m2"}> ({
	%v0 = "d.op_1"()<{attr0= dense<0xFE> : tensor<2x3xsi32>, k$1= 0x046FC84F : f32, z92= {my.k0= "/\B4-*a", a1= 557.53697 : f64, a2 
 = dense<"0x0F5D728D097890AA"> : tensor<2x1xf32>, sym_name3= "\7f'"}, _u3= dense<> : tensor<0x3xi32>}>: () -> (f64) loc("op.1")
	"d.op_1"(%v0, %v0, %v0) <{}> ({
	^0(%value1 : f64, %v2 : !my_dialect.type):
	}) {_u0= 2.404 : f32, x1= #bar.p<true , ?>}: (f64, f64, f64) -> () loc("a.mlir":278:227)
	// 
	%v3 = "z.nop"(%v0, %v0, %v0): (f64, f64, f64) -> f32 loc("dir/with space.c":21:15 to 24:10)
	%a.b4:4 = "a.b"(%v0, %v3) {a0= "\7fb-", "quoted key 1"= true}: (f64, f32) -> (ui1024, bf16, si64, i1024) loc(unknown)
	%value5 = "x.y"(%a.b4#2, %a.b4#1) <{}> {}: (si64, bf16) -> (memref<17x8x?xi1, 7>) loc(fused["dir/with space.c":4294967295:460, "dir/with space.c":4294967295:132])
	"a.b"(%a.b4#1)<{attr0= ["\"<-\C3\A9\00-"]}> ({
		%x6 = "foo.bar.baz"(): () -> si32 loc("":4294967295:154)
		"my_dialect.thing"()<{k$0= 1.41E1 : f6E3M2FN, value1=   distinct[2]<>, k$2= affine_map<()[N0, N1] -> (-(-(N1)))>}> {x0= 1.0e38 : f32, d.k1= array<i32: 47, 4294967295, -2147483648, 938>, my.k2= -1: i32}: () -> ()
		%7 = "foo.op"() ({
		^exit2(%_8: i128, %tmp_9: f64 loc(fused[callsite("f":0:451 at "dir/with space.c":243:35), callsite("name" at "src/x.py":120:0), "":29:64 to 31:25]), %_10: f8E5M2):
		}, {
			"d.op_1"() ({

				"foo.br"()[^bb5, ^bb7]: () -> () loc(callsite("x" at "name"))
			^bb5():
				%_11:4 = "z.nop"(%value5, %a.b4#2): (memref<17x8x?xi1, 7>, si64) -> (si32, none, tensor<1x62x0xui24>, vector<16x[15]xf8E8M0FNU>)

				"foo.br"()[^bb6]: () -> () loc(callsite("a.mlir":285:68 at fused<"meta">["dir/with space.c":50:37 to :38, "name"]))
			^bb6:
				// "quotes" and {braces} in a comment
				%_12 = "x.y"()<{}>: () -> f16
				"a.jump"(%_12, %a.b4#2)[^bb7, ^bb6] {x0= f128}: (f16, si64) -> () loc("":20:29 to :31)
			^bb7:
				%$13:4 = "my_dialect.thing"(): () -> (memref<57x973x163xsi1, strided<[36, 27, 1]>, "shared">, (f16, tensor<?xcomplex<i8>>, i24) -> (), !bar.v<"x y" , ["x y",f32,{49}]>, memref<?x11xi1, affine_map<(d0, d1) -> (d0, d1)>>)
				"foo.compute"(%v3, %$13#2) {}: (f32, !bar.v<"x y" , ["x y",f32,{49}]>) -> () loc("":64:245)
				%value14, %value15:2 = "bar.yield"(%$13#2, %$13#0): (!bar.v<"x y" , ["x y",f32,{49}]>, memref<57x973x163xsi1, strided<[36, 27, 1]>, "shared">) -> (si8, vector<8x[2]xi32>, i1024) loc(callsite("callee"("with \"q\"") at "op.1"))
			}, {
				%16:2 = "bar.yield"() <{d.k0= -1}>: () -> (index, vector<15x7xtf32>) loc(fused[unknown, "callee"("src/x.py":4294967295:4294967295)])
			}, {
				"d.op_1"() {}: () -> () loc("src/x.py":41:63 to 43:57)
				"a.b"(): () -> ()
				%value17 = "d.op_1"(%a.b4#2, %a.b4#3): (si64, i1024) -> (index) loc("a.mlir":8:75 to :76)
				"foo.bar"(%x6, %value17, %a.b4#3) {"quoted key 0"= "\tXa}\00\t"}: (si32,  index, i1024) -> ()
				%_18 = "x.y"() {_u0= "" : si8, k$1= array<i1: true, false, true, false, false>, my.k2= [-1 : index, affine_set<(d0, d1)[s0, s1] : (5 * (s1 - s1) >= 0, ((3) mod 2) ceildiv 2 <= 3, (d0 + d0) ceildiv 6 >= 0)>], k$3= [1.500 : f8E4M3B11FNUZ, !x.v<f32>, -1: i1024, " <"]}: () -> vector<1x9xindex> loc(fused["with \"q\""])
				"x.y"(%value17, %a.b4#0, %v3): (index, ui1024, f32) -> () loc("":29:40 to 32:42)
			}): () -> () loc("":49)
			%a.b19:2 = "foo.op"()<{x0= f32}> {}: () -> (bf16, complex<f8E4M3B11FNUZ>) loc("src/x.py":263:0)
			"foo.compute"() ({
			^bb10(%value20: complex<f8E4M3FNUZ> loc("src/x.py":406:164), %v21: none, %_22: memref<87x3x1xsi1, affine_map<(d0, d1, d2) -> (d2, d1, d0)>>):
				%_23:3 = "foo.bar.baz"(%value20, %_22) {sym_name0= affine_map<(d0, d1)[s0] -> (((2) * s0) mod 1)>, k$1= unit, _u2= #foo<"abc">, b3= [@"x y"::@_priv]}: (complex<f8E4M3FNUZ>, memref<87x3x1xsi1, affine_map<(d0, d1, d2) -> (d2, d1, d0)>>) -> ((complex<bf16>, complex<f6E2M3FN> , tensor<1x!x.t>) -> (), complex<f8E4M3B11FNUZ>, bf16) loc("src/x.py":123:371)
				%v24:4 = "my_dialect.thing"(%_22): (memref<87x3x1xsi1, affine_map<(d0, d1, d2) -> (d2, d1, d0)>>) -> (vector<16x11xf6E2M3FN>, f8E5M2, complex<f16>, tensor< 
 2x?x3xf64, #foo.enc>)
				"foo.compute"(%v24#0, %a.b4#0) {}: (vector<16x11xf6E2M3FN>, ui1024) -> ()
				%v25 = "foo.bar"(): () -> f16 loc("name")
			}): () -> () loc("src/x.py":0:491)
			%-26 = "d.op_1"(%v0, %a.b4#0, %a.b4#3): (f64, ui1024, i1024) -> f64 loc("":85:14)
		}, {
		^bb11(%_27: f8E8M0FNU loc(callsite("op.1" at fused[unknown])), %28: complex<f32>, %29: none loc(callsite("v"("":16) at fused<1 : i32>[unknown]))):
			%v30 = "foo.bar.baz"(%a.b4#2, %x6)<{my.k0, b1= 7: i3}> {}: (si64, si32) -> complex<i64>
			// é unicode
			%31 = "foo.op"(%_27, %x6): (f8E8M0FNU, si32) -> f8E4M3
			"foo.compute"(%a.b4#0): (ui1024) -> ()
		}) : () -> (i32)
	})  : (bf16) -> () loc("v"("a.mlir":4294967295:160))
	%_32 = "foo.op"(%a.b4#0, %v3) ({
	}): (ui1024, f32) -> vector<[13]x3xf64>
	%33 = "a.b"() ({
		%-37:2 = "z.nop"(): () -> (f32, ui3) loc("name")
	^13(%v34: f128 loc("f":4294967295:179), %v35 : f8E4M3B11FNUZ, %value36: !foo.v<? , 65 , true> loc("name")):
	}) {z90= dense<[[(67, -83), (98, -38), (74, -9)], [(67, -89), (61, -75), (91, -98)], [(49, -86), (86, -35), (70, -4)], [(88, -24), (90, -49), (89, -48)]]> : tensor<4x3xcomplex<i32>>}: () -> f32
}) : () -> ()
