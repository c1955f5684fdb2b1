!alias_0 = f32
#L0 = loc("a.mlir":84)
#L1 = loc("op.1")
#L2 = loc("n"(#L1))
#a3 = 52.29E8 : f16
#x_y4 = {"quoted key 0"= #a3, foo.k1= 0.6042142 : bf16}
#loc5 = loc("x")
#a6 = affine_map<(d0, d1, d2)[s0, s1] -> ()>
#x_y7 = {value0= #x_y4, sym_name1, _u2= {z90= #a6, "quoted key 1"= -1: i7}}
#loc8 = dense<[[[-65536, 131071, 1, 0x1FFFF], [-65536, 1, 1, -65536], [-1, -65536, -10178, -1]]]> : tensor<1x3x4xi17>
#L9 = loc(fused[])
!t1 = memref<*xi32>
#a10 = array<f32>
!T_2 = vector<4xf8E4M3>
#a11 = affine_map<(d0)[s0, s1] -> (0)>

%x0 = "bar.yield"() ({
}, {
^$0:
	%_1:2 = "bar.yield"() ({
	^3(%2: !x.t_1 loc("dir/with space.c":46:68 to :75)):
		%v3 = "foo.compute"(%2, %2, %2) {x0= {_u0= -9.999999e9 : f32}}: (!x.t_1, !x.t_1, !x.t_1) -> f64 // trailing comment
	}): () -> (f8E5M2FNUZ, f8E4M3FNUZ) loc("a.mlir":30:0)
	"a.jump"(%_1#0)[^bb1]: (f8E5M2FNUZ) -> ()
^bb1:
	%4 = "foo.op"(%_1#0, %_1#0) {}: (f8E5M2FNUZ, f8E5M2FNUZ) -> !alias_0 loc(#L0)
	"x.switch"(%4, %_1#1)[^loop2, ^loop2] ({
		// é unicode
		%$5:2 = "z.nop"(): () -> (tensor<?x748xi1>, tuple<f6E3M2FN, f16>) loc(#L2)
		// a comment
		%_6 = "my_dialect.thing"() {foo.k0= 0, attr1= array<f64: -208.149381, 1.17549435e-38, 0.9792374, -4.9e-324, 762.976237>}: () -> !my_dialect<"abc"> loc("a.mlir":314:0)
	}): (!alias_0, f8E4M3FNUZ) -> ()
^loop2():
	%value7 = "z.nop"(%_1#1) ({
		"builtin.module"() ({
			%value8:4 = "foo.bar.baz"() {sym_name0= dense<> : tensor<0x4x2xf8E5M2>, _u1= {}, a2= dense<[-1, 0]> : tensor<2xsi1>, k$3= -5: i17}: () -> (index, none, () -> (), memref<?x1x7xbf16, affine_map<(d0, d1, d2) -> (-(d0 * 1), -(d1 + d2))>>) loc("dir/with space.c":66)
		}) : () -> ()
	}) {_u0= [#x_y4, #bar.p<?, 55>], x1= #a3}: (f8E4M3FNUZ) -> !alias_0 loc("src/x.py":0:370)
	"d.op_1"() {a0}: () -> () loc(#loc5)
	"foo.op"() {x0= #x_y7, attr1= 0x38D099A462644AC1 : f64, d.k2= "%日本{\\._/z\11a🙂.", my.k3}: () -> ()
	// "quotes" and {braces} in a comment
	%v9 = "foo.compute"(%_1#0, %_1#1, %value7) {a0= unit}: (f8E5M2FNUZ, f8E4M3FNUZ, !alias_0) -> complex<f16>
	"x.y"(%_1#1): (f8E4M3FNUZ) -> () // trailing comment
}) {_u0= #loc8, sym_name1= sparse<[[1, 4, 2], [1, 4, 1]], [-2147483648, 694]> : tensor<2x5x4xi32>, attr2= 743384.0 : f16, foo.k3= -1: i17}: () -> tuple<bf16, i1024, ui3, i128> loc("with \"q\"")
%10 = "foo.compute"() {z90, z91= 22 : index, x2= #x.v<-1 f32>, "quoted key 3"= "@\nX!b\CA\t\66#<0"}: () -> tensor<29x818xf16> loc("callee"(#L9))
// 
%11:3 = "bar.yield"(%x0, %x0) {b0}: (tuple<bf16, i1024, ui3, i128>, tuple<bf16, i1024, ui3, i128>) -> (!alias_0, !t1, !alias_0) loc(#L2)
%v12, %13:3 = "foo.op"() {k$0= true, z91= [dense<> : tensor<0x2xf16>], k$2= #a6}: () -> (!alias_0, tuple<>, index, (f16, ui16) -> tensor<*xf32>) loc("":12:9 to 15:58)
%v14 = "a.b"(%v12, %13#0) {x0= affine_set<(d0)[s0] : (7 * (s0) * 6 <= 3)>, k$1= [0: ui1, 0x6 : f4E2M1FN]}: (!alias_0, tuple<>) -> !t1
%15 = "foo.op"(%10, %13#0, %13#0) {d.k0, z91= 0x1: ui1, b2= -1: si32}: (tensor<29x818xf16>, tuple<>, tuple<>) -> !alias_0 loc(#L9)
%16 = "my_dialect.thing"(%v14, %13#2, %13#1) ({
^b5(%17: !bar.t_1):
	"foo.op"() {_u0= #a1