"builtin.module"() ({
%v0 = "bar.yield"()<{value0=  "##X#@" : bf16, z91= @x.y::@"with\"quote"::@_priv}> ({
^bb0(%v1: tensor<40x0x?xi32, "sparse">, %v2: i1, %value3: f16 loc("v"("f":0:54))):
"x.y"() {b0}: () -> () loc("":2:73 to 3:11)
}): () -> complex<bf16> loc(unknown)
"foo.bar"(%v0) <{my.k0= 18446744073709551615, z91= 0: i17}>: (complex<bf16>) -> () // trailing comment
%v4:4 = "foo.op"(%v0, %v0, %v0): (complex<bf16>, complex<bf16>, complex<bf16>) -> (f4E2M1FN, index, !x<"x<y>">, complex<f16>)

%5 = "a.b"(%v0, %v4#2, %v4#1): (complex<bf16>, !x<"x<y>">, index) -> tuple<f8E5M2FNUZ, f64, i1024>
// 
%value6 = "a.b"(): () -> !foo.t<abc [a.b -4 [-7, -3]] {{?}}> loc(unknown)
%v7:2 = "d.op_1"(%5, %5, %5) {x0= "\C3\A9Xb}", my.k1= #x.a<78 ?>, my.k2= dense<[0, -108 , -1]> : tensor<3xi8>, d.k3	= 0: ui8}: (tuple<f8E5M2FNUZ, f64, i1024>, tuple<f8E5M2FNUZ, f64, i1024>, tuple<f8E5M2FNUZ, f64, i1024>) -> (i7, complex<	bf16>)
%8:2 = "z.nop"(%value6, %v7#1) ({
%9, %x10:3 = "my_dialect.thing"() <{value0= tensor<7x716x0xi24, 8 : i32>}>: () -> (none, (tensor<8 x ?xf6E2M3FN>, i1) -> (), f64, tensor<?x?xf64, 0 : i32>)
}): (!foo.t<abc [a.b -4 [-7, -3]] {{?}}>, complex<	bf16>) -> ((bf16, complex<ui64>, complex<f8E4M3B11FNUZ>) -> si32, i24)
// 
%_11 = "x.y"(%8#0, %v4#2)<{"quoted key 0"= 8.818 : f16, b1= unit, b2= 61 : index}> {}: ((bf16, complex<ui64>, complex<f8E4M3B11FNUZ>) -> si32, !x<"x<y>">) -> (index) loc(unknown)
"foo.compute"(%v7#1) ({
^bb2():
%v12:2 = "z.nop"(%v7#0, %8#1, %_11) <{"quoted key 0"= array<i32>, z91= vector<2x[1]x[11]xui32>}> ({
%13 = "z.nop"(%v4#3,%_11, %v7#0) ({
"my_dialect.thing"(%v7#1, %v7#1): (complex<	bf16>, complex<	bf16>) -> () loc("a.mlir":63:0)
// a comment
%value14 = "foo.bar.baz"(%v7#1) {value0= {value0= false}, x1, b2= ""}: (complex<	bf16>) -> (memref<834xf16, "shared">) loc("name")
}) {sym_name0 
 = "%\000b\\", d.k1}: (complex<f16>, index, i7) -> memref<1xf128, strided<[1], offset: 1>>
}, {
}, {
^bb5:
// 
"my_dialect.thing"(%v4#3, %v4#1) ({
^6(%15: ui7, %v16: tuple<bf16, f16, f64, tensor<*xf32>>):
"foo.bar.baz"(%v16) {x0= -6.12668e26 : f64, attr1, b2= dense<[216.859258, 0x2F, 733.731317, 964.284086, 0.4648641, 0x3E, 0x29, 154142.0, -75.58E6, 39.60E6, 5.79253e-22, 6.02214076e23, -1.0e38, 0x24, 65504.0, -3.36175e-26, 0x36, 0.3311805, -0.3, 278.467602, 3.14159265358979, 1.5, 1.0e-30, 0x11, -0.0, 1.17549435e-38, 65504.0, -0.7718834, 0.4956437, 0x31, 0x3D, 7.97779e-2, 1.0, 0x06, -0.3, 0x3E, 0.089, -521752.0, 0x2B, -2.425, -330.87651, -1.0e300, 644.6285, 9.999999e9, 1.0e38, 0x25, 833.291644, 831.517936, 4.186, 0x39, 1.0e-5, 0x00, 4.9e-324, 0x17, 0x0A, 3.14159265358979, 2.0, 0x1E, 734.333068, 9.999999e9, 206.906756, 0.2, 0.138, 0x1F, 699172.0, 0x09, -9.2071e39, 0.18181e-16, 0.5848313, 100.0,  -62116.0, 9.39973e-6, 0x33, 922.948083, 0.1039374, 977.82145, 0x13, 0x2C, 0x17, 0x21, 139.646730, 3.14159265358979, 2.718281828459045,
    1.523, 0x31, 6.02214076e23, 0.538, 0.6312390, 2.286, 26.29E5, -538.765936, -0.1, 0x25, 0.3, -4.9e-324, 0x2B, -775.814612, 0x39, 1.72093e20,-1.0E+10, 0x3B, 0x25, 523032.0, -218681.0, 0.4386279, 2.5e-3, 4.9e-324, 2.5e-3, 2.5e-3, 0x2B, 8.710, 0x00, 0x01, 1.0, 0x01, 199817.0, 1.17549435e-38, 1.5, 0x1A, 0x00, 223196.0, -788607.0, 0x1C, 5.36E2, 65504.0, 1.0e300, 0x37, -6.02214076e23, 3.56E1, 2.718281828459045, 4.42793e+39, 0x32, 4.9e-324, 0x37, -94.58E9, 1.0e38, 0x37, 0x27, 0x28, 4.92095e-28, 0.5, 3.182, 0x38, 0.2, 0x16, 0x28, 1.5, 3.440, 8.7499e24, -3.543, 1.0e38, 0x1A, -0.1, 2.167, 16.43E3, 550493.0, 0x1D , 12.1E7, 930.314573, 57.7E2, 5.67622e+11, 890910.0, 928.246854, 2.718281828459045, -2.0, 0.0459317, 1.5, -4.23678e-32, 0x22, 0x14, -0.2, 1.17549435e-38, -0.2273830, 0.3,
    0.2, 1.0e38, 7.827, 2.5e-3, 0x0F, 0x05, 0x12, 1.514, 1.0e-30, -1.0e300, 1.17549435e-38, -6.380, -963695.0, -8.581823,0.0251721, 4.9e-324, 0.6202748, -9.4445e25, 924.502479, 1.17549435e-38, 0.6259035, 7.23557e+5, -0.10055e+33, 8.914, 0.5, 66.69E4, 0x33, 8.52879e+25, 0.5992041, 0x16, 597059.0, -72.587797, 0x16, 98.58E2 , 0x28, 1.0E+10, -2.718281828459045, 2.0, 262.997104, 0x1F, 0.5, 0x3A, 8.747, 1.0e300, 1.0e-5, -0.5, 1.746, 6.101, 970234.0, 1.0, 1.0e300, 54.57E8, 0x29, 2.5e-3, -0.9936550, 6.02214076e23, 0x20, 0x2C, 0x32, 17.94E5, 0.6624165, 2.5e-3, -674.898036, 137.346422, 94.875307, 704.578896, 0x1C, 107169.0, -2.5e-3, 4.59067e+4, 2.718281828459045, 1.0, 0.7280091, 1.887, -0.2476078, 1.0e38, -9.999999e9, 0x3D, 0x33, 5.35210e-12, -424566.0, 102936.0, 2.718281828459045, -0.1861838, 1.0e-5, 0x2F, 9.999999e9, -10343.0]> : tensor<262xf6E3M2FN>, b3= "\"@\"!%}\"#\"\\#" : i1024}: (tuple<bf16, f16, f64, tensor<*xf32>>) -> () loc("a.mlir":424:0)
}) {}: (complex<f16>, index) -> ()
}) {_u0= 0.3 : f32, _u1= 46 : index}: (i7, i24, index) -> (!bar.type, complex<bf16>)
%value17 = "bar.yield"(%8#1): (i24) -> memref<942x?x2xvector<[9]x[5]x10xf32>, strided<[?, 56, ?], offset:0>>
%value18 = "my_dialect.thing"(%v4#2, %v12#0) {foo.k0= sparse<[[4]], [-1]> : tensor<6xi8>, attr1= []}: (!x<"x<y>">, !bar.type) -> complex<ui8> loc("a.mlir":14:71 to :78)
%_19 = "foo.bar.baz"(%value6): (!foo.t<abc [a.b -4 [-7, -3]] {{?}}>) -> index loc(unknown)
%_20 = "bar.yield"(%8#1): (i24) -> complex<bf16> loc("src/x.py":26)
%21:2 = "d.op_1"() {a0 
 = #bar.a<{[?, -0], [f32,?,-8]} a.b a.b>, d.k1= dense<> : tensor<3x0xcomplex<f16>>, _u2}: () -> (i24, ui64)
}) {}: (complex<	bf16>) -> () loc("f":4294967295:0)
// "quotes" and {braces} in a comment
%22 = "foo.bar"() {attr0, sym_name1= 0xFFFFFFFF: i32}: () -> tuple<i7, f32, memref<51xf32, affine_map<(d0) -> (-(d0) - (3) mod 7)>, "gpu">, i3, memref<5x1xui32, strided<[?, 1], offset:0>, 4>, f8E3M4, f8E3M4, index, si8, tf32, ui64, ui64, si32, i64, index, i128, bf16, f6E2M3FN, f8E4M3FN, f32, ui64, index>

"z.nop"(): () -> ()
%value23, %value24:3 = "bar.yield"(%value6, %8#1, %8#0): (!foo.t<abc [a.b -4 [-7, -3]] {{?}}>, i24, (bf16, complex<ui64>, complex<f8E4M3B11FNUZ>) -> si32) -> (memref<1x1xf32, affine_map<(d0, d1) -> (d1, d0)>, {kind = "scratch"}>, memref<?xf32, 6>, index, memref<48x?xbf16, affine_map<(d0, d1) -> (d0, d1)>>)
// é unicode
%25:2 = "x.y"(%value24#0, %value24#1): (memref<?xf32, 6>, index) -> (complex<f16>, i1024)
%26 = "foo.op"(%v7#0, %25#1, %5) {foo.k0= ui1, a1}: (i7, i1024, tuple<f8E5M2FNUZ, f64, i1024>) -> none
%tmp_27:4 = "foo.bar"() ({
}): () -> (ui1, complex<si7> , none, f16) loc("f":12:53 to 13:13)
%v28:3 = "foo.bar"(%tmp_27#0) {}: (ui1) -> (memref<7x34x4xvector<14x[1]xindex>, strided<[?, 61, 1], offset:0>, 6>, f16, i8)
%tmp_29 = "foo.bar.baz"(%tmp_27#3, %v28#0, %v7#1)<{}> {sym_name0= affine_set<(d0, d1, d2)[s0, s1] : (s0 + s1 * 6 == 0, (s1 - d2) ceildiv 5 >= -(d0), s1 >= s1 + d2)>, _u1, b2, d.k3= false}: (f16, memref<7x34x4xvector<14x[1]xindex>, strided<[?, 61, 1], offset:0>, 6>, complex<	bf16>) -> vector<13xbf16> loc("src/x.py":470:82) // trailing comment

%value30, %31:3 = "z.nop"(%value24#0, %value24#0, %v0) ({
^bb8(%32: f16 loc("f":36:54 to 39:52), %33: tuple<>):
}, {
}): (memref<?xf32, 6>, memref<?xf32, 6>, complex<bf16>) -> (complex<f16>, tuple<f4E2M1FN>, i32, tensor<5x1x619x4xindex>)
%34 = "bar.yield"(%v7#1, %31#1): (complex<	bf16>, i32) -> tuple<>
%35 = "d.op_1"(%31#1, %5) <{}> {x0= sparse<[[1]], [0x7C00> : tensor<2xf16>, x1= affine_map<()[s0, s1] -> ((2) mod 4, ((7) ceildiv 9) ceildiv 1, 2 - s0 * 7)>}: (i32, tuple<f8E5M2FNUZ, f64, i1024>) -> vector<2xf16> loc("a.mlir":153:67)
%36 = "foo.bar.baz"(%34, %tmp_27#1, %value24#1)<{b0= tensor<0xi16>, "quoted key 1"= loc(unknown), attr2= array<i8: 15, -128, 15, 0x0, 0>, "quoted key 3"= #foo<"a b">}> {attr0= dense<0x176F7931260E2F9823A736EF7C40C8> : tensor<2x4xi128>, k$1=   affine_map<(d0) -> (2 + d0 - 2, (-(d0)) mod 5)>, sym_name2= loc(fused["name", "dir/with space.c":280:0, "f":18:28 to 18:47]), foo.k3= 9 : index}: (tuple<>, complex<si7>, index) -> none loc("a.mlir":91:308)
}) : () -> () loc("":16:0)
