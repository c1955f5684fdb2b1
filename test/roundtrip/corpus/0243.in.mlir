// ir-gen random --seed 243 --size 40
!T_0 = f32
#loc0 = 0x3256: i16
!alias_1 = memref<?x545xi1>
#x_y1 = dense_resource<res_0> : tensor<6xi64>
!t2 = tensor<208x32xi1>
#L2 = loc(unknown)
#loc3 = loc("a.mlir":201:242)
!t3 = tensor<?x4x!x.type>
#map4 = tuple<f8E3M4>
#l_x5 = loc("v"(unknown))
#loc6 = loc(unknown)
!alias_4 = f16
#x_y7 = array<f32: 100.0, 0.2, -4.9e-324, 0.93635e22, 1.93581e22>
#loc8 = loc("a.mlir":326:4294967295)
#a9 = false
!t5 = si17
!T_6 = tuple<f16>

%_0, %value1:2 = "x.y"(): () -> (memref<59x?x3 x i64>, tensor<*xf64>, () -> (i7, index)) loc("f":309:37)
%value2 = "d.op_1"() ({
	%3 = "foo.bar"(%value1#1) {b0= #loc0, x1= "\n_"}: (() -> (i7, index)) -> !T_0 loc("f":436:159)
	%4:3 = "x.y"(%value1#1) {x0= #x_y1, k$1= #x_y1, foo.k2}: (() -> (i7, index)) -> (!alias_1, memref<3x2x6xvector<[1]x[11]x[5]xf8E3M4>, "local mem">, tensor<si17>)
	"z.nop"(%value1#0, %4#2, %3) {_u0= dense<[[[0.2812242, 1.10465e-24]]]> : tensor<1x1x2xf8E4M3FN>, "quoted key 1"= 65504.0 : f8E4M3, _u2= 2.5e-3 : f8E8M0FNU, my.k3= sparse<[[1]], [-0.9870625]> : tensor<3xf64>}: (tensor<*xf64>, tensor<si17>, !T_0) -> ()
	"foo.br"()[^1, ^bb3] {}: () -> ()
^1(%value5: complex<si128>):
	%6:4 = "foo.compute"(%3): (!T_0) -> (!t2, bf16, index, !x<"abc">)
	"cfx.cond_br"()[^b2, ^1]: () -> ()
^b2():
	%7 = "foo.bar.baz"(%4#2) ({
}) {x0= complex<f6E3M2FN>, z91= #bar.a<[{true,-0},"x y"], "x y", [13]>, b2= dense_resource<weights1> : tensor<4xi8>, "quoted key 3"= "ß' Ω{\000\C3\A9"}: (tensor<si17>) -> tuple<i17,i64, i1, f128>
	"foo.op"() ({
	^4(%_8: bf16, %value9: memref<1x4xvector<1xf16>, "gpu"> loc(unknown), %value10 : tensor<17xi17> loc("dir/with space.c":17)):
		%_11 = "bar.yield"(%7, %value10) ({
		^7(%v12: si1 loc(unknown), %arg13: vector<8x10x1xf16>):
		}, {
		^bb8(%r14 : si64 loc(#L2)):
			%value15, %v16:2 = "x.y"(%4#2, %r14)<{z90= #x<"a b">, z91= tensor<2x9x819xf8E4M3, 4 : i32>, foo.k2= #x_y1}> {attr0, foo.k1= dense<[[[1], [7], [-4], [1]], [[-3], [0x0], [7], [-1]]]> : tensor<2x4x1xi3>}: (tensor<si17>, si64) -> (f16, index, !T_0)
			%arg17 = "z.nop"(%value15, %value1#1) {}: (f16, () -> (i7, index)) -> complex<f6E3M2FN> loc("v"(callsite(#loc3 at unknown)))
			"foo.br"(%value15, %value15)[^bb9, ^bb9] {k$0= 0.3951902 : f64}: (f16, f16) -> () loc("dir/with space.c":256:4294967295)
		^bb9():
			%-18 = "foo.bar.baz"(%_0): (memref<59x?x3 x i64>) -> !T_0 loc("a.mlir":164:412)
			%_19 = "foo.bar"(%v16#1) {}: (!T_0) -> !t3 loc("src/x.py":158:343)
			"cfx.cond_br"(%value9)[^bb10, ^bb9] {}: (memref<1x4xvector<1xf16>, "gpu">) -> ()
		^bb10(%20 : f16):
			"foo.bar"(): () -> () loc(fused[])
			"foo.compute"(): () -> ()
			%21 = "d.op_1"(%value15, %v16#1, %3) <{sym_name0= #map4, _u1= affine_set<(d0) : (5 * (d0) + (1) floordiv 7 <= 5, d0 >= 0, 1 + 6 >= 0)>}> {d.k0= dense<8388607> : tensor<1xsi24>, attr1= #map4, value2}: (f16, !T_0, !T_0) -> f32
			%arg22 = "foo.op"(%20, %20, %arg17): (f16, f16, complex<f6E3M2FN>) -> (bf16) loc(#loc3)
			%23 = "foo.bar.baz"(%arg22,  %v16#0): (bf16, index) -> !alias_1 loc("src/x.py":243:18)
			"a.jump"(%20, %20, %23)[^bb9]	: (f16, f16, !alias_1) -> () loc("src/x.py":401:0)
		}) {}: (tuple<i17,i64, i1, f128>, tensor<17xi17>) -> si17
		"cfx.cond_br"(%_11)[^5, ^bb6]<{a0= "\n.'"}> {attr0}: (si17) -> () // trailing comment
	^5(%_24: i64 loc(#l_x5), %25 : vector<3x[5]xi8> loc(#loc6)):
		"foo.br"(%value9, %_24)[^bb6, ^bb6] {attr0= #x_y1}: (memref<1x4xvector<1xf16>, "gpu">,
    i64) -> () loc("":108:324)
	^bb6(%v26: i8):
		%27:4 = "foo.bar"()<{x0= #my.attr}> ({
		^b11:
			%_28:3 = "d.op_1"(%v26) <{my.k0, my.k1= "0", "quoted key 2"= unit, _u3= {my.k0= -1, my.k1= "\85\"%*\t\t\6C*", b2= dense<[[-170141183460469231731687303715884105728]]> : vector<1x1xi128>}}>: (i8) -> (f64, tensor<37xf32>, !t3) loc(fused["src/x.py":5:32 to :41]) // trailing comment
			%$29, %_30:3 = "bar.yield"() {_u0= #x_y7}: () -> (ui16, index, !t3, complex<f32>) loc("f":31:4294967295)
			%31 = "bar.yield"() {_u0= {a0= 1: ui8, z91= dense<> : tensor<0xf16>}, k$1}: () -> f64
			%_32 = "x.y"()  : () -> (() -> ()) loc("name")
			%v33 = "foo.compute"(%value1#0, %_32) <{z90= "\C3\A9z\6B#*/\\} "}>: (tensor<*xf64>, () -> ()) -> complex<bf16>
			%_34:4 = "foo.bar.baz"(%_32): (() -> ()) -> (tensor<*xi24>, f64, f8E4M3B11FNUZ, index) loc(fused[#loc8, "op.1", "op.1"])
		}, {
}): () -> (tuple<i7, f32, si7, ui8, f4E2M1FN, ui1024, f8E8M0FNU, f64, f8E8M0FNU, ui32, tensor< 
 240xbf16>, si32, !t3, bf16, index, f16, !alias_1, f64>, i8, !alias_4, !t2)
		%v35 = "z.nop"(%27#1) {_u0= true, x1= distinct[3]<sparse<[[3, 0]], [-4.400]> : tensor<4x2xf64>>, k$2= #a9, x3}: (i8) -> tensor<f64>
		"x.switch"()[^bb6]: () -> ()
	}) {a0= 131071: ui17, my.k1= true}: () -> ()
	"cfx.cond_br"(%4#1, %value1#1)[^bb3, ^bb3]: (memref<3x2x6xvector<[1]x[11]x[5]xf8E3M4>, "local mem">, () -> (i7, index)) -> ()
^bb3:
	%_36:4 = "d.op_1"(%value1#0, %3)<{}>: (tensor<*xf64>, !T_0) -> (tensor<3x236x2xi1024>, tensor<!bar.t_1>, !t5, f32)
}, {
^bb12():
	"x.switch"(%value1#1, %_0, %_0)[^13] ({
	^bb14:
	}): (() -> (i7, index), memref<59x?x3 x i64>, memref<59x?x3 x i64>) -> () loc("callee"(callsite("dir/with space.c":315:132 at unknown)))
^13:
	"foo.bar.baz"(%_0, %value1#1, %value1#0) ({
		%37 = "bar.yield"(%value1#0, %_0): (tensor<*xf64>, memref<59x?x3 x i64>) -> none
	}) {}: (memref<59x?x3 x i64>,  () -> (i7, index), tensor<*xf64>) -> ()
	%value38 = "foo.bar.baz"(): () -> !alias_1
	%_39:3 = "d.op_1"(%_0, %_0, %value38): (memref<59x?x3 x i64>, memref<59x?x3 x i64>, !alias_1) -> (!T_6, tuple<!bar.v<32,true,true>, f64, ui64, bf16>, !alias_4) loc(#L2)
}): () -> tuple<i3, f8E4M3, f16, i16> loc("with \"q\"")
"foo.op"(%_0) {"quoted key 0"= i64, k$1= (i8, !bar.v<-5 , -3 , ?>) -> tensor<5x?x244xf128>, z92= {_u0= "\7f\n'", k$1, sym_name2}}: (memref<59x?x3 x i64>) -> () loc("":58)
"my_dialect.thing"(%_0, %value2) {foo.k0= 1: i1, a1= false}: (memref<59x?x3 x i64>, tuple<i3, f8E4M3, f16, i16>) -> () loc("name")

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x080000005F671B5C227F02263BD7A897B7D6AF61F35D54C5845184322E5022A57FEF0CC800258A6CEBE5011348F54047EF36F81D",
      weights1: "0x04000000D4D3C7CF"
    }
  }
#-}
