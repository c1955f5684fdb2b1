// ir-gen random --seed 296 --size 4
%v0 = "my_dialect.thing"() {"quoted key 0"= array<i32: 0, 4294967295, -2147483648>, k$1= "!" : f8E4M3, b2= affine_map<(d0)[s0] -> ((6 * (d0)) ceildiv 2, d0, ((s0) mod 2) floordiv 3)>}: () -> vector<[6]x9xi16>
%1, %v2:2 = "foo.compute"(%v0, %v0, %v0) ({
	"my_dialect.thing"(%v0, %v0)<{sym_name0= 24: i7, "quoted key 1", k$2= "\3Az@0a! 🙂\\", z93= dense<(81, -68)> : tensor<complex<i32>>}> ({
		%value3 = "d.op_1"(%v0) {_u0= "\00'}@#b{ß \n\t" : f16, foo.k1= 0x269F933E : f32}: (vector<[6]x9xi16>) -> complex<f16>
	}) {z90= "0a" : si32, k$1}: (vector<[6]x9xi16>, vector<[6]x9xi16>) -> ()
	%4, %5:2 = "z.nop"(%v0)<{d.k0= vector<13x12x15xf32>, sym_name1= dense<[(0xF770, -402.952669), (0xFC00, 2.5e-3)]> : tensor<2xcomplex<f16>>: z92= {x0= "*\t*!\C3\A9#.<\n{\00@", "quoted key 1"= 0, ui32, k$2= loc("callee"("src/x.py":41))}, value3}>: (vector<[6]x9xi16>) -> (f64, memref<?x299x6xsi7, affine_map<(d0, d1, d2) -> ((8 * (3)) floordiv 7)>, 7>, !my_dialect.t<f32>) loc("f":420:0)
}): (vector<[6]x9xi16>, vector<[6]x9xi16>, vector<[6]x9xi16>) -> (si1, none, memref<4xf8E5M2FNUZ, affine_map<(d0) -> (d0)>>)
%6, %$7:3 = "d.op_1"() {}: () -> (f32, complex<f16>, tensor<f128>, !bar.t<{3,70}>)
%v8 = "foo.op"(%v0, %v2#0) {}: (vector<[6]x9xi16>, none) -> tensor<252x7x5x8xf64>
