// ir-gen random --seed 80 --size 9
#L0 = loc("a.mlir":24:2 to :5)
!alias_0 = memref<3x14x31xcomplex<f8E8M0FNU>, strided<[?, 64, ?], offset:0>>
#loc1 = loc("src/x.py":40:13 to 40:69)

"builtin.module"() ({
	%0 = "foo.bar.baz"() {} 
 : () -> ((f6E2M3FN) -> ui64)

	%1 = "foo.compute"(%0) {value0= "<", value1 
 = unit, foo.k2= array<i64: 31, -1>}: ((f6E2M3FN) -> ui64) -> memref<6xi32, strided<[1]>,  "gpu"> loc(unknown)
	%2:4 = "x.y"(): () -> (complex<f16>,
    memref<?x17xi7, strided<[?, 1]>, 7>, i8, () -> (tensor<347x0xbf16>, complex<bf16>)) loc("v"(#L0))
	%_3 , %4:3 = "bar.yield"(%2#0, %2#0) <{foo.k0= "X\\\7f\00", foo.k1, k$2= -1: i24}> ({
	^undefined_block():
		%_5 = "x.y"(): () -> ui32 loc(#L0)
		"d.op_1"(%2#3, %2#2): 
  (() -> (tensor<347x0xbf16>, complex<bf16>), i8) -> () loc(fused[unknown, "dir/with space.c":4:17 to 4:58, "n"("a.mlir":4294967295:316)])
		%_6,  %tmp_7:3 = "z.nop"(%2#1, %2#1, %2#3) {attr0=   18380411181416582302279887044474489332979649691765889922091295786894245663115124327244647735962490264594832272726814897268: i1024}: (memref<?x17xi7, strided<[?, 1]>, 7>, memref<?x17xi7, strided<[?, 1]>, 7>, () -> (tensor<347x0xbf16>, complex<bf16>)) -> (memref<929x11x?xsi8, 6>, complex<f64>,  tuple<si16, f32, f8E3M4>,
    f8E8M0FNU)
		%$8 = "foo.compute"(%tmp_7#1, %1) {d.k0= [true], _u1= affine_map<()[N0, N1] -> ()>, x2= @main, a3= dense<[1]> : vector<1xi32>}: (tuple<si16, f32, f8E3M4>, memref<6xi32, strided<[1]>,  "gpu">) -> tf32 loc("callee"("dir/with space.c":46:74 to :75))
	}, {
	^bb1:
		"foo.br"()[^bb2, ^bb2]: () -> () loc(#L0) // trailing comment
	^bb2(%v9 : tuple<ui1, i32,
    i8>):
		"cfx.cond_br"(%0, %2#2)  [^x.y3, ^bb4] {attr0=	 0.3 : f6E3M2FN, a1, k$2}: ((f6E2M3FN) -> ui64, i8) -> ()
	^x.y3(%x10: !alias_0, %v11: memref<6x?x572xui16, strided<[?, ?, 1], offset: ?>> loc(fused["dir/with space.c":123:361])):
		"cfx.cond_br"(%x10, %2#3, %2#2)[^bb4]: (!alias_0, () -> (tensor<347x0xbf16>, complex<bf16>), i8) -> () loc(#loc1)
	^bb4(%_12: vector<[14]x[3]x4xf32> loc(callsite("v"("with \"q\"") at "f":18:22 to 20:11)), %v13: !alias_0):
		"my_dialect.thing"(%2#0, %v13, %_12) {"quoted key 0"  = 0.3 : f128}: (complex<f16>, !alias_0, vector<[14]x[3]x4xf32>) -> () loc("":50:45 to 50:21)
	}): (complex<f16>, complex<f16>) -> (vector<5xsi64>,  tf32,
    f128, (f80, memref<882x? x 403xi32>, memref<?xindex, {kind = "scratch"}>) -> ())
}) : () -> ()
