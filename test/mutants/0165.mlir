#loc1 = loc(fused["dir/with space.c":319:0])
#l_x0 = loc("src/x.py":1:61 to 4:55)
#L2 = loc("op.1")

"builtin.module"() ({
	%0:2 = "d.op_1"() ({
	}) {}: () -> (!bar.t, i8) loc(fused<"meta">[])
	// a comment
	%v1 = "foo.compute"() <{"quoted key 0"= "*<"}>: () -> f32 loc(fused<7 : i32>[])
	"bar.yield"(): () -> () loc("name")
	%_2 = "foo.compute"(%v1, %v1) {"quoted key 0"= dense<["\t\\{\t.<z \t"]> : tensor<1x!foo.str>, a1= "'!X#\"-{Ω", my.k2= #bar<"x<1>">, x3= {}}: (f32, f32) -> memref<?xsi8, strided<[42], offset:0>> loc(fused["a.mlir":0:248])
	%3, %v4:3 = "bar.yield"(%v1) ({
	^bb1(%value5: tf32, %_6 : !my_dialect<"">):
		"x.switch"()[^bb2] {k$0= @"a"::@"0start"::@b}: () -> ()
	^bb2(%v7 : memref<2x58xi8, {kind = "scratch"}>, %tmp_8 : memref<2xi1024, affine_map<(d0) -> (d0)>>, %value9: tensor<626x5x598xbf16> loc(#l_x0)):
		"a.jump"(%v7, %0#0, %v7)[^bb3, ^bb2] <{b0= "", a1= #x.p<[{"x y" -4 -2},[abc f32 f32],a.b]>}>: (memref<2x58xi8, {kind = "scratch"}>, !bar.t, memref<2x58xi8, {kind = "scratch"}>) -> ()
	^bb3(%-10: f32):
		"cfx.cond_br"(%value5, %0#1, %value5)[^bb4]: (tf32, i8, tf32) -> () loc(fused<#foo.m>["a.mlir":4294967295:0, #loc1])
	^bb4:
		"z.nop"() {foo.k0= 1.20740e+14 : f8E4M3}: () -> ()
	}): (f32) -> (f16, memref<152x45xi16, affine_map<(d0, d1) -> (-(5 - d0))>>, vector<6x3xindex>, complex<ui7>) loc(#L2)
	"foo.bar.baz"(%v4#0, %3) {a0= dense<14> : tensor<index>, my.k1= si8, b2= array<i1: true, false, true>, x3}: (memref<152x45xi16, affine_map<(d0, d1) -> (-(5 - d0))>>, f16) -> () loc("f":97:41)
}) {foo.module_attr = "\t/\13az\\\C3\A9za-0\n"} : () -> () loc(callsite("dir/with space.c":215:267 at "":15:9 to 18:67))
