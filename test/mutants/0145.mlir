#loc0 = loc("dir/with space.c":211:442)
!alias_0 = vector<3x16xi3>

%_0 = "a.b"(): () -> memref<890xf64, affine_map<(d0) -> (((d0) ceildiv 5) floordiv 3)>, "local mem">
%_1 = "x.y"(%_0) ({
^bb0:
%v2 = "foo.compute"(%_0, %_0, %_0): (memref<890xf64, affine_map<(d0) -> (((d0) ceildiv 5) floordiv 3)>, "local mem">, memref<890xf64, affine_map<(d0) -> (((d0) ceildiv 5) floordiv 3)>, "local mem">, memref<890xf64, affine_map<(d0) -> (((d0) ceildiv 5) floordiv 3)>, "local mem">) -> i16 loc("f":140:306)
%3:2 = "d.op_1"() ({
^1(%arg4: i7):
%_5 = "bar.yield"(%arg4, %v2, %arg4)<{_u0, "quoted key 1"= 1000000000000000000000000000000, a2= dense<[[1.0, 0.0, 673.680737, 0.5], [2.0, 0x7E00, -2.0, 0x494F], [-100.0, 0.2808435, 0.7745110, 9.72619e-16], [-285319.0, -0.0, 0x7FFF, 0x7C00]]> : tensor<4x4xf16>, a3= #x<"abc">}> {b0= dense<[423, 30, 464]> : tensor<3xindex>, x1}: (i7, i16, i7) -> (tensor<!foo.t>) loc(#loc0)
%6:3 = "foo.compute"(%v2, %v2) {sym_name0, _u1= 1.0e300 : f8E5M2FNUZ, sym_name2= array<f64>, value3= 1: si24}: (i16, i16) -> (index, complex<f16>, index) loc("src/x.py":22)
%7:4 = "foo.bar.baz"(%v2, %_5, %6#2) ({
%8, %arg9:3 = "foo.bar"() {}: () -> (f8E8M0FNU, !my_dialect.t, none, !alias_0) loc(#loc0)
}) {z90= @"x y", value1= "a-\33#\34\00#%\E7"}: (i16, tensor<!foo.t>, index) -> (tuple<>, complex<f6E2M3FN>, vector<14xf8E4M3FNUZ>, f8E4M3FN) loc("v"("f":280:4294967295))
%tmp_10 = "my_dialect.thing"(%7#3, %6#1, %7#2): (f8E4M3FN, complex<f16>, vector<14xf8E4M3FNUZ>) -> memref<59xi128> loc("src/x.py":80)
%11 = "x.y"(%6#0, %_0, %_5): (index, memref<890xf64, affine_map<(d0) -> (((d0) ceildiv 5) floordiv 3)>, "local mem">, tensor<!foo.t>) -> bf16 loc(callsite(#loc0 at "src/x.py":74))
}) {sym_name0= @a::@"x y", my.k1= -0.2}: () -> (i3, bf16) loc(#loc0)
%12 = "bar.yield"(%_0): (memref<890xf64, affine_map<(d0) -> (((d0) ceildiv 5) floordiv 3)>, "local mem">) -> tuple<f32, i8, si64> loc(unknown)
%_13, %_14:3 = "d.op_1"(%v2, %3#0, %3#0): (i16, i3, i3) -> (tuple<si64, i16, f64>, f8E3M4, vector<15x15xf32>, !alias_0) loc("":0:109)
%value15:3 = "foo.compute"(): () -> (memref<?x732xf6E2M3FN, affine_map<(i0, i1) -> (-(i1) - (i0) ceildiv 2)>, "gpu">, ui24, tensor<47x52xf16>)
%16 = "foo.bar"() {foo.k0= 6: i8, my.k1= i1, x2= "", a3= dense<-4.9e-324> : tensor<bf16>}: () -> complex<f64>
}): (memref<890xf64, affine_map<(d0) -> (((d0) ceildiv 5) floordiv 3)>, "local mem">) -> vector<11x5xui1>
%17 = "my_dialect.thing"(%_0, %_1) ({
^bb3(%v18: f8E4M3B11FNUZ, %a.b19: !foo<"a b"> loc("src/x.py":4294967295:31)):
}, {
^4():
%v20 = "foo.op"(%_0) <{"quoted key 0"= dense<[[[0x3C282497C925ADA2, -295211.0, 741861.0], [0xA66AA225CDB2B4AD, 553.586224, 8.62018e38], [1.0e300, 0x20D5C6859A517139, 4.013], [0xEF6F596151D66838, -100.0, 0.5]]]> : tensor<1x4x3xf64>, z91= memref<2xindex>}> {}: (memref<890xf64, affine_map<(d0) -> (((d0) ceildiv 5) floordiv 3)>, "local mem">) -> tensor<4x694x36xi7> loc("src/x.py":7)
}): (memref<890xf64, affine_map<(d0) -> (((d0) ceildiv 5) floordiv 3)>, "local mem">, vector<11x5xui1>) -> f32 loc("n"("x"))
%21, %a.b22:2 = "z.nop"(%_1) {z90}: (vector<11x5xui1>) -> (!foo.t_1, !alias_0, complex<bf16>) loc("src/x.py":19:8 to 21:76)
