%value0 = "my_dialect.thing"() ({
^bb0():
	"a.b"() ({
}) {d.k0= affine_map<(d0)[s0, s1] -> ((d0 * 7) floordiv 5, (0 * 1) ceildiv 1)>, attr1	= 4.312 : f16}: () -> ()
	%1:2 = "d.op_1"() {z90= {b0, d.k1=	 "", my.k2= 0.2}, x1=	 true, foo.k2}: () -> (tuple<si32,f16, si128, f8E4M3FNUZ, f32, bf16, f8E4M3FNUZ, f6E3M2FN , i32,si8, ui32, i32,  f16, si64, i24,
    f64, i1024, f16, bf16>, i32)
	%2 = "a.b"(%1#0, %1#1) {k$0= dense<(21, -78)> : tensor<3x1xcomplex<i32>>}: (tuple<si32,f16, si128, f8E4M3FNUZ, f32, bf16, f8E4M3FNUZ, f6E3M2FN , i32,si8, ui32, i32,  f16, si64, i24,
    f64, i1024, f16, bf16>, i32) -> index
}, {
	"foo.compute"()<{k$0= 62: i7}> {foo.k0=   "#< \A5 a'X_", "quoted key 1"= 6.973 : f64,
    x2}: () -> () loc(unknown)
	"foo.br"() [^$2, ^$2] ({
}, {
		%v3 = "z.nop"(): () -> memref<36x181x2 x f128, strided<[44, 45, 1], offset: ?>>
		%r4, %value5:3 = "foo.compute"(%v3) {a0= array<i64: -1 , €0>, k$1	= array<i32: -2528, 0x1, 198, -144435, 0x5F>, sym_name2= 65504.0 : f32}  : (memref<36x181x2 x f128, strided<[44, 45, 1], offset: ?>>) -> (ui32,
    i1024,
    index, memref<431x7xui64, strided<[?, 1], offset: ?>, 3>)
	}): () -> () loc("src/x.py":10:4294967295)
^$2:
	// 
	"d.op_1"(): () -> ()
}) {value0= loc(unknown)}: () -> complex<f64> loc(fused["f":3])
%v6 = "foo.compute"(%value0): (complex<f64>) -> ((f32) -> f8E5M2FNUZ) loc("x")
%7 = "my_dialect.thing"() {}: () -> ui128 loc("op.1")
%value8 = "my_dialect.thing"(%7): (ui128) -> i24 loc("src/x.py":59:423)
