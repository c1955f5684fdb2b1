// ir-gen random --seed 226 --size 32
#a0 = "\t*_0@\\. \62\n\t\80"
#l_x1 = loc("a.mlir":12)
#map2 = loc(fused[fused[], fused<"meta">[unknown, "":223:411]])
#attr_3 = "_"
!alias_0 = index
#L4 = loc(fused["src/x.py":298:228, fused[unknown]])
#loc5 = 0xFC00 : bf16

%0 = "foo.op"() <{value0= [array<f64: -1.0, 6.02214076e23, 2.5e-3, 0xA87232F663C680A0, 5.210>, 0x1: i8, #a0, 5.29078e19 : f16]}> {}: () -> f6E3M2FN loc("a.mlir":4294967295:33)
%_1 = "x.y"(%0, %0, %0)<{}>:	 (f6E3M2FN, f6E3M2FN, f6E3M2FN) -> memref<*xi8, "shared"> loc(callsite(fused[] at "v"("op.1")))
%v2, %3:2 = "bar.yield"() ({
^bb0(%tmp_4: !x.param<?>, %value5: complex<bf16>, %6: memref<?x?xi1>):
	"x.switch"(%value5)[^x.y1]<{a0= affine_map<()[s0] -> ((3 * 4) mod 7)>}>: (complex<bf16>) -> ()
^x.y1():
	"foo.bar"(%tmp_4, %value5)<{z90= "zX _", attr1, my.k2= -1}>: (!x.param<?>, complex<bf16>) -> ()
	%7 = "d.op_1"(%6, %_1) <{sym_name0= affine_set<(d0, d1)[s0] : ((2 + s0) ceildiv 4 == 0, d0 >= d1, -(8 + d0) == 0)>, "quoted key 1"= tensor<2x1x0x0xbf16>, value2= 45 : index}> ({
		%_8 = "foo.bar"(%value5): (complex<bf16>) -> tuple<> loc(#l_x1)
		%tmp_9 = "z.nop"(%6) <{k$0= affine_set<(d0, d1, d2)[s0] : (8 * ((d0) mod 2) >= 0)>, attr1= "\n\00", b2= !bar<"abc">}> ({
		^3(%r10: index loc("dir/with space.c":311:206), %v11: f6E2M3FN):
			%_12 = "d.op_1"() {}: () -> si128
			%13, %arg14:3 = "foo.bar.baz"(%r10): (index) -> (i17, f16, i64, complex<f4E2M1FN>)
			%value15 = "foo.op"() <{b0= 20 : index, a1= #a0, x2= array<i8: 255, 1, -1>, value3}>: () -> bf16
			%v16 = "d.op_1"(%arg14#1, %value15)<{foo.k0= dense<"0x60F977B1"> : vector<1xi32>, my.k1= 13: i8, _u2= affine_map<(i0, i1)[N0] -> (((7) ceildiv 2) floordiv 8, i0 + 3 + N0)>}> {my.k0= affine_set<(i0, i1) : ((1) floordiv 9 <= 7)>}: (i64, bf16) -> i64
			%17 = "d.op_1"(%arg14#1, %value15)<{sym_name0= -128: si8, a1= #map2}> {foo.k0, b1= 34 : index, b2=	 dense<[[6.114, 9.569, 0.9551778, 105.709125], [-0.1, -1.17549435e-38, 0.1, 0.1346225]]> : vector<2x4xf32>}: (i64, bf16) -> f64 loc(unknown)
			%_18, %x19:2 = "foo.bar.baz"(%value15, %17, %arg14#1): (bf16, f64, i64) -> (memref<*xvector<10x9x[15]xf32>>, memref<?x3x5xvector<[14]xui1> , "gpu">, f80) loc("a.mlir":70)
		}) {value0= #attr_3, z91= distinct[3]<{x0= affine_map<(d0, d1)[s0] -> (s0 * 1)>, sym_name1}>}: (memref<?x?xi1>) -> (complex<f16>) loc(fused[callsite("src/x.py":245:381 at "a.mlir":33:76 to 34:9), "dir/with space.c":25:6 to 28:6, callsite(unknown at "src/x.py":182:233)])
		%v20 = "x.y"() {b0  = loc("dir/with space.c":105:124), k$1= distinct[4]<>, sym_name2= affine_map<(d0, d1) -> (d1, d0)>, k$3}: () -> i17 loc("callee"("src/x.py":7))
		%_21:18446744073709551616 = "a.b"(%value5): (complex<bf16>) -> (index, f16, vector<14x7xsi8>, none) loc(#l_x1)
		%value22 = "foo.op"(%_1, %_21#2): (memref<*xi8, "shared">, vector<14x7xsi8>) -> f32 loc("n"(unknown))
		%-23, %24:2 = "foo.bar"(%0, %_1)<{z90= 1.0 : bf16}> {attr0= "%%a' %", "quoted key 1"= {"quoted key 0"= 0.0 : f16, my.k1= 1: si32, b2 =   #map2}, foo.k2= 384075782203, x3}: (f6E3M2FN, memref<*xi8, "shared">) -> (!foo.t<-0 , <86,?,"x y"> , [<21> , <"x y">]>, tensor<3x244x764x!bar.v<"x y",?,"x y">>, () -> (tensor<?x?x?x0xcomplex<f32>, {a = 1 : i64}>,  tensor<?x?x2xf64>)) loc("v"("a.mlir":0:470))
	}): (memref<?x?xi1>, memref<*xi8, "shared">) -> complex<bf16>
	%tmp_25 = "a.b"() <{x0= dense<> : tensor<1x1x0x!foo.str>, b1= #map2}> {k$0= dense<[[-0.5, 1.0e38,
    0xAE79]]> : vector<1x3xf16>, my.k1= {z90= 7.65084e+16 : f64}}: () -> (ui16) loc(callsite(fused["name"] at fused<"meta">[]))
	%_26:4 = "foo.compute"(%value5, %0) <{d.k0= 0.3864379}> {attr0, sym_name1}: (complex<bf16>, f6E3M2FN) -> (!foo.param<-2>, i3, f4E2M1FN, tuple<index, si1, index, f8E4M3FN>) loc("src/x.py":0:21)
}) {"quoted key 0"= "<X\\-'-\"日本" : i24, d.k1= 1: i1024, k$2= #map2}: () -> (i17, f8E4M3FN, tensor<3xi64, #foo.enc>) loc("":119:4294967295)
"foo.compute"(%3#1) {b0= tensor<13 x ui32>}: (tensor<3xi64, #foo.enc>) -> ()
%27 = "a.b"() <{"quoted key 0"= 1: i1024, a1= affine_map<()[N0, N1] -> (9 * (N0 * 6))>}> {my.k0, _u1= "é\7f0" : i64}: () -> i8 loc(callsite(callsite("a.mlir":38:94 at "name") at "":31:78 to :87))
%28 = "foo.bar"(%v2, %3#0) {foo.k0= array<i64>}: (i17, f8E4M3FN) -> memref<28xbf16, strided<[1], offset: ?>> loc(callsite(#l_x1 at callsite("dir/with space.c":4294967295:122 at "name")))
%value29 = "foo.op"(%3#1) ({
^b4(%30: i8, %31 : complex<bf16> loc("dir/with space.c":40:63 to :71), %32 : i1):
	%33 = "foo.bar.baz"(%31, %30)<{sym_name0, b1= false}>:  (complex<bf16>, i8) -> vector<14xf64>
	"x.switch"(%_1, %32, %3#1)[^bb5] <{"quoted key 0"= loc("name"), _u1= #a0, value2= dense<"0xC4ED"> : vector<2xi8>, z93= "#"}> ({
	^6:
		%34 = "a.b"(): () -> (f8E5M2) loc("a.mlir":10:47 to :53)
		%v35 = "foo.bar"() {my.k0= sparse<[[1, 3], [1, 0], [0, 2]], [0.8977919, 0xA0A874D0FA5C26C1, 24.89E9]> : tensor<2x4xf64>, b1= ui32, attr2= "%{/"}: () -> complex<f4E2M1FN> loc(fused["a.mlir":36:50 to 36:28, "src/x.py":40:46 to 40:56])
		%v36:4 = "d.op_1"(%27, %33, %3#0) {sym_name0= 0x3F2655C9004F63DD : f64}: (i8, vector<14xf64>, f8E4M3FN) -> (!x.v<{-8 , -0} , [<f32 , true> ? [a.b -4]]>, !alias_0, tuple<bf16, f32, i128, index, f16, f16, i8, i32, !alias_0, complex<si17>, f6E3M2FN, f32, none, f6E2M3FN, f64, f6E3M2FN, f32, f8E5M2>, complex<f80>) loc(unknown)
	}, {
		"a.jump"()[^bb8, ^bb10]: () -> ()
	^bb8:
		"cfx.cond_br"(%30)[^bb9]: (i8) -> () loc("":162:4294967295)
	^bb9:
		"x.switch"(%32, %0, %33)[^bb10, ^bb10] {}: (i1, f6E3M2FN, vector<14xf64>) -> ()
	^bb10(%value37: bf16):
		"x.switch"(%31)[^bb8] {d.k0, d.k1= affine_set<(d0, d1, d2)[s0] : (-((8) ceildiv 2) == 0, ((3) ceildiv 9) ceildiv 2 <= 2)>}: (complex<bf16>) -> () loc("v"("op.1"))
	}): (memref<*xi8, "shared">, i1, tensor<3xi64, #foo.enc>) -> () loc("f":120:285)
^bb5:
	%_38 = "foo.bar"(%33) <{value0= "\"a", "quoted key 1"= distinct[6]<dense<(2.0, -32.29E5)> : tensor<complex<f16>>>, sym_name2= 0.3 : f64}> {a0}: (vector<14xf64>) -> ((none, index) -> vector<[5]x3x16xf8E4M3B11FNUZ>) loc(#L4)
}, {
	"x.switch"(%_1, %27, %28)[^$12, ^$12]: (memref<*xi8, "shared">, i8,
    memref<28xbf16, strided<[1], offset: ?>>) -> () loc("f":16:21 to 17:14)
^$12(%value39 : !alias_0, %tmp_40 : i3):
	"a.jump"()[^bb13, ^$12] {value0= #loc5, b1= dense<> : tensor<3x0xf8E5M2>, sym_name2= "\t \77" : f64}:  () -> () loc(#l_x1)
^bb13():
	"a.jump"(%3#0, %3#1)[^exit14]<{foo.k0= affine_set<(d0)[s0, s1] : (9 == 0, s1 * 4 >= s0, (d0) mod 2 * 1 >= 0)>}> {}: (f8E4M3FN, tensor<3xi64, #foo.enc>) -> () loc(unknown)
^exit14:
	"a.jump"(%27, %28, %3#0)[^bb13] {_u0= @"0start", sym_name1= ""}: (i8, memref<28xbf16, strided<[1], offset: ?>>, f8E4M3FN) -> ()
}, {
	"foo.compute"(): () -> ()
}): (tensor<3xi64, #foo.enc>) -> f64
%$41 = "z.nop"(%3#1, %27, %v2) {x0= dense<[[[0, 19, -64], [-1, -64, 1], [63, -1, -64]], [[19, -64, -26], [-64, 0x1, -18], [0, 63, -64]], [[1, -4, 0x3], [0x0, -1, -1], [63, 3, 1]]]> : tensor<3x3x3xsi7>}  : (tensor<3xi64, #foo.enc>, i8, i17) -> ui1 loc("f":4294967295:171)
