%0:3 = "a.b"() ({

	%value1 = "z.nop"(): () -> memref<957xcomplex<f64>, strided<[1], offset: ?>> loc(unknown)
	"d.op_1"(): () -> () loc("a.mlir":0:0)
	%a.b2 = "foo.compute"() ({
		%3 = "foo.compute"(%value1, %value1) <{d.k0= -1, z91= 0.8769749 : f8E5M2, my.k2= [-1 : index, 47 : index], b3= @f_1}> {attr0= 0: i8}: (memref<957xcomplex<f64>, strided<[1], offset: ?>>, memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> (memref<*xf8E5M2>)
		"foo.bar"(%3, %value1): (memref<*xf8E5M2>, memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> ()
		%value4 = "foo.bar"(%value1, %3, %value1): (memref<957xcomplex<f64>, strided<[1], offset: ?>>, memref<*xf8E5M2>, memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> tuple<memref<58x?xf16, strided<[?, 1], offset: 1>>, i8, i17, vector<8x6x10xsi32>> loc(unknown)
		"bar.yield"()<{z90}>: () -> () loc(callsite("src/x.py":16:60 to 18:64 at "with \"q\""))
		"foo.compute"(%value1, %3, %value1) <{foo.k0= -9223372036854775808: i64, foo.k1= affine_map<(i0, i1, i2)[N0, N1] -> (7, (N0 - i1) mod 1, (6) floordiv 6 * 6)>, d.k2= "@__\7f'", foo.k3= 0x7 : f4E2M1FN}>: (memref<957xcomplex<f64>, strided<[1], offset: ?>>, memref<*xf8E5M2>, memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> () loc("":31:26 to 33:3)
		"a.jump"(%value1)[^bb2]<{foo.k0, k$1= dense<"0xB692"> : tensor<3x4xbf16>}> ({
		}, {
	^bb2(%5: !foo.v<"x y">):
		}): (memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> ()
		%6 = "foo.bar"(): () -> none
	}, {
	^bb5(%$7: !x<"a b"> loc("a.mlir":39:67 to :67), %value8 : ui128):
		%value9:4 = "my_dialect.thing"(%value8, %value8, %$7): (ui128, ui128, !x<"a b">) -> (bf16, ui24, index, f8E4M3FNUZ)
		%-10 = "my_dialect.thing"(%value9#1): (ui24) -> tf32 loc("":152:263)
		"x.switch"(%value9#3, %-10, %value9#3)[^bb6] {k$0= array<f64: 3.14159265358979, 679712.0>, _u1= -128: i8, b2, foo.k3= array<i64: 30, -1, -9223372036854775808, -24047425945923618>}: (f8E4M3FNUZ, tf32, f8E4M3FNUZ) -> () // trailing comment
	^bb6:
		%value11 = "x.y"() <{}>: () -> ((tensor<*xf8E4M3>, !my_dialect.param<? , "x y" , {<-3 , ? , abc>}>, memref<316xvector<1xf6E2M3FN>, {kind = "scratch"}>) -> ()) loc("":7)
		%_12 = "z.nop"(%value11, %value8, %-10) ({
		^bb7(%arg13: vector<[2]x6x11xf64>, %value14: index):
		}) {"quoted key 0"= 0x22 : f8E4M3B11FNUZ}: ((tensor<*xf8E4M3>, !my_dialect.param<? , "x y" , {<-3 , ? , abc>}>, memref<316xvector<1xf6E2M3FN>, {kind = "scratch"}>) -> (), ui128, tf32) -> none // trailing comment
		"my_dialect.thing"(%value9#2, %value9#2, %$7): (index, index, !x<"a b">) -> () loc("x")
	}): () -> f8E4M3
	"bar.yield"(%value1): (memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> ()
	%15 = "a.b"(%a.b2, %value1) {sym_name0= dense<> : tensor<0x2x1xf16>, value1= 16618759, z92= affine_map<(d0) -> (4 * (1), 2, ((d0) mod 4) floordiv 5)>, foo.k3= memref<2x733xf16>}: (f8E4M3, memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> (f8E8M0FNU)
	%v16 = "a.b"(%15): (f8E8M0FNU) -> vector<[3]xf8E8M0FNU> loc("src/x.py":130:329)
}): () -> (tuple<i24, ui1>, tuple<i17, f64, complex<f16>>, (vector<[13]x9x2xbf16>) -> (i8, vector<3x[8]xi64>)) loc(callsite("":231:213 at "a.mlir":48:17 to 48:41))
%17:3 = "bar.yield"(%0#0) {a0= 9.999999e9 : f16, _u1= ".}#\EF!!'@*" : i24, foo.k2= -9223372036854775808 : index}: (tuple<i24, ui1>) -> (f6E2M3FN, complex<i16>, tensor<*xsi17>)
%18 = "foo.op"(%17#2, %0#2, %17#2) {_u0= dense<[[1.0, 0.1], [340127.0, 29.55E1], [0xDC, 71.42E6]]> : tensor<3x2xf8E4M3FNUZ>}: (tensor<*xsi17>, (vector<[13]x9x2xbf16>) -> (i8, vector<3x[8]xi64>), tensor<*xsi17>) -> (i32)
%_19 = "foo.compute"(%0#1, %17#2)<{}> {}: (tuple<i17, f64, complex<f16>>, tensor<*xsi17>) -> index loc(unknown)
