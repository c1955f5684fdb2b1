#map0 = 1: si1024
#loc1 = 27 : index
#L2 = loc("":315:0)
!alias_0 = f32

%-0 = "a.b"() {sym_name0= unit, x1= #map0, foo.k2= #loc1}: () -> ((tensor<1xcomplex<bf16>>) -> (f64))
%$1 = "foo.bar"(%-0) ({
^b0(%value2 : none loc("v"("dir/with space.c":242:123)), %value3: index):
}) {}: ((tensor<1xcomplex<bf16>>) -> (f64)) -> (complex<bf16>)
%4 = "foo.compute"(%$1): (complex<bf16>) -> vector<1xbf16>
"z.nop"(%4, %$1) {}: (vector<1xbf16>, complex<bf16>) -> ()
"z.nop"(%-0, %$1) {"quoted key 0"= dense_resource<r.0> : tensor<5xi64>, "quoted key 1"}: ((tensor<1xcomplex<bf16>>) -> (f64), complex<bf16>) -> ()
"foo.compute"(%-0, %$1, %-0)<{attr0, z91}> ({
}, {
	%5 = "my_dialect.thing"(%$1, %4)<{"quoted key 0"= [340282366920938463463374607431768211455: i128]}> {k$0= 2 : index}: (complex<bf16>, vector<1xbf16>) -> f16
	%6:4 = "x.y"()<{attr0= 0xBE05 : bf16, foo.k1= dense<[[-1], [-1849111], [0]]> : tensor<3x1xsi32>}>: () -> (tuple<f8E5M2FNUZ, ui32, index, f64, f4E2M1FN, bf16, i64, tensor<1xf16>, i1, si1, vector<15x3x16xf64>, i64, f8E5M2, si1024, i7, f64, tensor<*xi1>, i1024, index, f64, i32, i32, f16, index>, i8, index, none)
	%x7, %value8:3 = "foo.bar"(%6#1) {}: (i8) -> (f16, i7, bf16, f16) loc("n"("callee"("a.mlir":458:104)))
	%9 = "my_dialect.thing"(%6#1, %4, %value8#2): (i8, vector<1xbf16>, f16) -> index loc(callsite("":0:456 at "dir/with space.c":65:212))
	"a.jump"()[^$3] <{k$0= -227920.0 : bf16}> {foo.k0= 0x50 : f8E4M3FNUZ, foo.k1, my.k2= 77343644983778219227486525165055019570899169831443545816877680540483367448119420242817835271074723702390060795366289585396892945254978926278518657103843679650173629550077075846959: i1024}: () -> ()
^$3:
	%-10 = "my_dialect.thing"(%x7, %value8#1, %value8#1)<{z90= 0 : index, "quoted key 1"= @_priv}> ({
	}, {
	}, {
	^bb5:
		"d.op_1"(%4, %$1, %value8#2) ({
		^x.y6:
			"cfx.cond_br"(%9, %value8#1, %value8#0)[^loop7, ^exit8]<{"quoted key 0", my.k1= "0_\7f<%\7f!!", sym_name2= #bar.a<59, {-0,"x y",-1}, ?>}>: (index, bf16, i7) -> ()
		^loop7:
			"x.switch"(%value8#0, %6#1)[^exit8] {z90= #map0, foo.k1= "\00'\n@\"<a*!\\_", value2, a3= 0x0: ui32}: (i7, i8) -> ()
		^exit8():
			"foo.br"()[^bb9, ^bb9] {}: () -> ()
		^bb9():
			"cfx.cond_br"(%x7)[^loop7]: (f16) -> () loc("dir/with space.c":83)
		}) {a0= 0x6A : f8E4M3B11FNUZ}: (vector<1xbf16>, complex<bf16>, f16) -> ()
		%v11 = "bar.yield"(%value8#0) {d.k0= "\t日本<%0{" : f16}: (i7) -> i24 loc(#L2)
		%x12 = "d.op_1"(%4) <{sym_name0= vector<13xsi7>}>: (vector<1xbf16>) -> !x.param<{-5,60} -7 50>
	}) {k$0= affine_map<(d0, d1, d2)[s0, s1] -> ((1 + s1) ceildiv 3, (1) mod 6)>}: (f16, bf16, bf16) -> ((tensor<1x3x635xf8E4M3B11FNUZ>) -> i64) loc(#L2)
	%value13 = "a.b"(%6#3, %value8#2, %-10): (none, f16, (tensor<1x3x635xf8E4M3B11FNUZ>) -> i64) -> memref<*xi32, 6>
}) {_u0= "\t/z\t", my.k1= #bar.a<?>, b2= dense<[[-1.0, 0.5, 0x6CB4C090E5A37C6F, -967.458671]]> : vector<1x4xf64>}: ((tensor<1xcomplex<bf16>>) -> (f64), complex<bf16>, (tensor<1xcomplex<bf16>>) -> (f64)) -> () loc(#L2)
%14, %value15:2 = "bar.yield"(): () -> (!alias_0, i1024, !alias_0) loc(#L2)
%-16 = "z.nop"(%value15#1) {d.k0= affine_map<(d0, d1)[s0, s1] -> (8, 9 * ((d1) * s1), (s0) floordiv 8 * 2)>, value1= {attr0= -2463389701355751277686742003900621: i1024}, k$2, sym_name3= 36.46E2 : f16}: (!alias_0) -> ((f8E4M3FN, memref<27xf6E3M2FN, 2>) -> bf16) loc("a.mlir":448:490)

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000001A24656FF642E52F906BBE10C911FB938F0652C5602AF3DD23494ED1937C4962665971AF8AF06857"
    }
  }
#-}
