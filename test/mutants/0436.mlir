#loc0 = loc("callee"("":44:241))
!t0 = memref<?x627xf16, strided<[33, ?]>>

"builtin.module"() <{sym_name = "m87"}> ({
	%v0:3 = "my_dialect.thing"() {foo.k0= unit, attr1= "z_\00\"" : i32, x2= 2.718281828459045 : f32, foo.k3= dense<[[[-2.0, 0.47E8, 261.571508]], [[409.286592, -1.0, 0x3D]], [[1.0e-5, 0.6542922, 6.53408e0]]]> : tensor<3x1x3xf6E2M3FN>}: () -> (i7, f8E4M3FNUZ, tensor<?x54x?x?xsi32>) loc(#loc0)
	%_1 = "bar.yield"(%v0#0, %v0#2, %v0#1) {_u0= f32, my.k1= array<i64: -1, -70044334973019, -9223372036854775808, 9, 18446744073709551615>, a2= dense<1> : tensor<4x4xsi7>}: (i7, tensor<?x54x?x?xsi32>, f8E4M3FNUZ) -> !bar.type
	%_2, %r3:2 = "foo.compute"(%v0#1, %_1) {a0= 256495.0 : f64, "quoted key 1"= array<f64: -0.5, 0x884D717EC68D084A, 65504.0, 0.5>, z92, _u3= -14: i7}: (f8E4M3FNUZ, !bar.type) -> (complex<i1>, ui128, f32) loc(unknown)
	%4:4 = "a.b"() {}: () -> (tuple<f8E5M2, f32>, none, tuple<index, f64, f128, f8E4M3B11FNUZ>, index)
	%5 = "foo.bar"(%4#3, %4#0) ({
		%v6 = "bar.yield"() ({
		^bb3(%value7: complex<i16>):
		}) {x0= 65504.0 : f16, a1= 0x1BE3286CC8D54BE736C95C395279F25F : f128, sym_name2= vector<si3>}: () -> vector<8x[7]xindex>
		"a.jump"(%4#3, %v0#0)[^bb1, ^bb1] {x0= true, my.k1= sparse<[[0, 1], [0, 0], [1, 0]], [43, -9223372036854775808, -9223372036854775808]> : tensor<3x2xi64>, value2= 13777332: i128, k$3= 2: si17}: (index, i7) -> () loc("dir/with space.c":14:16 to 16:72)
	^bb1(%tmp_8 : f64, %_9: !t0):
		"a.jump"(%tmp_8)[^bb2, ^bb2] {}: (f64) -> ()
	^bb2(%v10 : i1, %$11: f64, %-12: memref<*xf16>):
		%_13, %value14:3 = "z.nop"() {attr0, k$1, z92= #my.p<a.b>}: () -> (i7, memref<395xvector<2xi64>, strided<[1], offset: 11>>, tuple<tensor<24x41x57x21x!foo<"abc">>, !t0, si128, bf16>, f64) loc(callsite(#loc0 at "dir/with space.c":19:29 to :37))
	}): (index, tuple<f8E5M2, f32>) -> ((i32, f64) -> ())
	%_15 = "z.nop"(): () -> vector<8xf8E4M3B11FNUZ>
	"foo.op"(%v0#2) {d.k0= array<i8: 1, -128, -128, 1>, sym_name1= distinct[1]<>, b2, b3= @f_1}: (tensor<?x54x?x?xsi32>) -> ()
}) : () -> ()
