"builtin.module"() ({
"d.op_1"(): () -> ()
%0:4 = "foo.bar.baz"()<{a0= true}>: () -> (f16, index, !foo<"">, memref<3xvector<2xsi128>>)
%value1 = "bar.yield"(): () -> tensor<11x!x.param<[72] , 23 , "x y">> // trailing comment
"z.nop"(%0#0, %value1, %0#2) {a0= false, value1= unit, sym_name2= false}: (f16, tensor<11x!x.param<[72] , 23 , "x y">>, !foo<"">) -> () // trailing comment
%_2:2 = "bar.yield"() ({
}): () -> (() -> complex<f8E5M2FNUZ>, vector<15x[1]xi8>)
"z.nop"(%value1, %_2#0) ({
}, {
^b1():
%v3:2 = "bar.yield"(%value1, %0#3) <{x0= {my.k0= "\9D..\C3\A9\\\7fX@}", k$1= -1 : index, b2= array<i8: -128, 0, 0x1, -128, 0>}, foo.k1= true, "quoted key 2", a3= sparse<[[2, 1], [0, 0], [0, 1]], [18446744073709551615, 1256424786994, 0x1]> : tensor<4x5xi64>}>: (tensor<11x!x.param<[72] , 23 , "x y">>, memref<3xvector<2xsi128>>) -> (complex<f64>, i24)
"x.y"(%_2#1): (vector<15x[1]xi8>) -> () loc(callsite("a.mlir":28 at unknown))
%r4 = "foo.bar"(%_2#1, %v3#0, %v3#0) {value0= complex<f128>, value1= array<i8: 14, 0xE, 0>, b2= [array<i1>, 65504.0 : bf16, 419843300465150354223612168277180026965364772073626719011057921661953463999053660076049379094101268340546746606429988783545623376931530356300958574043273003421328440625240115153944031678839478320075370889917605780688369729823906749166173228896026994121888666965471147103923589871: ui1024, -9223372036854775808], _u3= "}X日本\7f\n--Ω\"#\t"}: (vector<15x[1]xi8>, complex<f64>, complex<f64>) -> index
}, {
}): (tensor<11x!x.param<[72] , 23 , "x y">>, () -> complex<f8E5M2FNUZ>) -> ()
%5 = "my_dialect.thing"(%0#3): (memref<3xvector<2xsi128>>) -> i1024
%$6 = "foo.op"() ({
%7 = "z.nop"(%0#0) {}: (f16) -> f4E2M1FN loc("x")
%8 = "x.y"(%_2#1, %0#3, %_2#1) ({
^loop6(%-9 : vector<12x15x5xi3>, %10 : complex<f6E3M2FN>):
"z.nop"(%7) ({
^x.y7:
"foo.op"(%-9) {attr0= #my<"x<1>">, value1= -4.590 : f32, my.k2= 1.0e300 : f32}: (vector<12x15x5xi3>) -> () loc("src/x.py":0:195)
%-11 = "foo.bar"(%0#1, %5): (index, i1024) -> (i64)
%a.b12:3 = "my_dialect.thing"(%0#3): (memref<3xvector<2xsi128>>) -> (bf16, i128, ui8)
%value13 = "z.nop"(%0#3, %-11, %-11)<{_u0= "\"Ω<", _u1= {k$0= sparse<[[0, 3], [4, 4], [5, 4]], [-9223372036854775808, 1, 0xFFFFFFFFFFFFFFFF]> : tensor<6x5xi64>, sym_name1= dense_resource<r.0> : tensor<5xi64>, x2= 45 : index, _u3= array<i1>}, d.k2= dense<[-4.9e-324]> : tensor<1xbf16>}> {_u0= true}: (memref<3xvector<2xsi128>>, i64, i64) -> !my_dialect.param<<f32> "x y" <"x y" "x y">>
%value14:4 = "x.y"() {}: () -> (f16, !my_dialect.t_1, memref<?x?x62xvector<14xui17>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, "local mem">, complex<f4E2M1FN>) loc("op.1")
"x.y"(%value14#3, %value14#2f64 %value14#1): (complex<f4E2M1FN>, memref<?x?x62xvector<14xui17>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, "local mem">, !my_dialect.t_1) -> ()
}, {
%15, %_16:3 = "foo.bar.baz"(%value1): (tensor<11x!x.param<[72] , 23 , "x y">>) -> (f32, f32, memref<703xf64>, ui64) loc("x")
%v17:2 = "x.y"() <{value0= dense_resource<r.1> : tensor<1xi64>, my.k1= 1: ui1, b2= -128: si8, z93}>: () -> (i3, tuple<bf16, index>) // trailing comment
}): (f4E2M1FN) -> ()
}): (vector<15x[1]xi8>, memref<3xvector<2xsi128>>, vector<15x[1]xi8>) -> !x.t<<<a.b>, abc, ?>, <21,{a.b,97,?},-8>, {"x y", 90, <18>}>
"d.op_1"(%5, %_2#1)<{foo.k0= "#0@b%" : i1}> {}: (i1024, vector<15x[1]xi8>) -> () loc("n"(callsite("a.mlir":359:33 at "f":381:4294967295)))
%value18, %v19:3 = "bar.yield"(%0#3, %7, %8) ({
%a.b20 = "foo.op"() ({
^bb10(%21: memref<?x1xf32, strided<[?, 1], offset: ?>, {kind = "scratch"}>, %x22: complex<i32>):
}): () -> (memref<56xf32, "gpu">)
}): (memref<3xvector<2xsi128>>, f4E2M1FN, !x.t<<<a.b>, abc, ?>, <21,{a.b,97,?},-8>, {"x y", 90, <18>}>) -> (i8, index, i1, tuple<index, i128, ui1, i64>) loc(fused[])
%_23:4 = "d.op_1"(%5, %value18, %v19#1) <{foo.k0, "quoted key 1"= ui8}> ({
^11(%24: complex<f64> loc("op.1")):
%_25, %_26:3 = "bar.yield"(%value1): (tensor<11x!x.param<[72] , 23 , "x y">>) -> (f32, i8, f128, memref<26xi7, strided<[1]>, 5>)
}, {
^12(%_27: i3, %value28: complex<f64> loc("f":163:27), %29: none):
%r30:2 = "z.nop"(%value28, %_2#1): (complex<f64>, vector<15x[1]xi8>) -> (i128, complex<i3>)
%value31 = "foo.bar.baz"() {sym_name0= true}: () -> ui32 loc("dir/with space.c":4294967295:72)
%r32 = "foo.bar.baz"() ({
^bb14(%33 : (tensor<2x?x175x?xsi64>, !bar<"abc">) -> (f8E5M2FNUZ, tensor<287x8xcomplex<,>>), %34: i1):
%arg35:4 = "foo.bar"(%value31): (ui32) -> (!x.a.b, i17, vector<i32>, i7) loc("dir/with space.c":25:68 to :75) // trailing comment
%a.b36:3 = "foo.bar"(%5, %value31): (i1024, ui32) -> (complex<bf16>, i8, i1)
%_37 = "d.op_1"(%arg35#3, %a.b36#2): (i7, i1) -> complex<i17> loc(fused<#foo.m>["src/x.py":293:454, "a.mlir":4:37 to 7:35])
}): () -> index loc(callsite(unknown at fused["src/x.py":1:71 to 3:22, "f":200:463, "f":79:8])) // trailing comment
%value38:4 = "bar.yield"(%r30#0, %value18, %value31): (i128, i8, ui32) -> (index, f64, f64, ui32) loc("src/x.py":23:42 to 25:10)
"x.switch"(%_2#1, %value38#2)[^13, ^13] <{b0= [1: i1, "\\}%{\\\"_}@🙂"], b1= f16, a2= "X*\t\n\tz\té" : f64, z93= loc("dir/with space.c":378:0)}> {_u0= dense_resource<blob2> : tensor<2xi8>, attr1, d.k2= dense<"0xE6556847"> : vector<2xsi16>}: (vector<15x[1]xi8>, f64) -> () loc("x")
^13:
"z.nop"() {_u0= dense_resource<res_3> : tensor<2xi8>, a1= memref<56x5xi128>, x2= unit}: () -> () loc(fused<"meta">[callsite("":14:5 to 14:61 at "x")])
}): (i1024, i8, i1) -> (i1, memref<8xf6E3M2FN, affine_map<(d0) -> (((d0) floordiv 7) ceildiv 5)>, 5>, index, vector<13xi8>) loc("src/x.py":309:192)
"foo.br"(%0#2)[^bb3] {sym_name0= {_u0= @s$}, a1, z92}: (!foo<"">) -> () loc("dir/with space.c":56)
^bb3(%value39: index, %v40: ui1024 loc(unknown)):
"x.switch"(%_23#2)[^bb4, ^bb4]<{"quoted key 0"= false, sym_name1= "_*\C3\A9\\.'{#<\\", a2= dense<[0x9834, 0.1389644, 0x6498, 10.23E8, 915713.0, 2.0, -273.741405, 4.9e-324, 0x21F3, 2.5e-3, 6.467401, 46.89E3, 100.0, 6.86897e6, -0.0496780, 975286.0, 488889.0, 1.0e38, 4.9e-324, 65504.0, -9.43867e+35, -4.9e-324, 0xD810, 776514.0, 0x7E00, 75.3E5, 395.0, 189720.0, 0.0130024, -299.380264, 8.806, 0.527, 1.0e38, 0x1C17, 0.5, -1.0e38, -1.0e-30, 0x2108, 0x7E00, -9.43904e-20, 460864.0, 0.55150e+34, 6.675, 0.48703e+8, 0xB740, 825.984544, 0.7974897, 1.0e-30, -2.718281828459045, 2.0, 1.5, 0.3351890, 2.0, -3.54038e-8, 0.1, -0.3, 0x15E2, 0.5, -820.653308, 948172.0, 2.5e-3, 396.935557, 6.02214076e23, 0xFC00, 0x0310, 1.0E+10, 0xE752, 2.654, -1031419.0, -0.1, 0.1, 4.476, 5.020, 0.0498762, 452.522170, 2.718281828459045, 65504.0, 0x7668, 0.14870e-12, -311861.0, 0.1, -40.26E0, 1.17549435e-38, 0x8C43, 3.14159265358979, 0x7FFF, 0.7674691, 0.5, 475.973971, -213452.0, -0.3, 0x2A03, 25.37E3, 0xA501, 1.0e38, -6.02214076e23, 0.0, -0.4102067, 3.14159265358979, -0.1945957, -3.14159265358979, 1.17549435e-38, 52623.0, 2.718281828459045, 0xBB09, 0.3, -1.0e38, 0x0C95, 74.94E5, 0xD9D0, 521.225902, 2.0, 0.2, -1.17549435e-38, 0xA239, -7.277, 0.2488526, 0.72841e30, 74.85E1, 1.0e38, 0.5, 0x9BF7, -0.5, 0x1DF2, 5.67685e-3, 327.331089, -9.999999e9, 0.2, 65504.0, -315933.0, -1.0e-5, 276123.0, 0.5835871, 947249.0, 617530.0, 983484.0, 0.4520364, 0x6E56, 0x4F03, 0x0C1F, 8.34719e-10, 903755.0, 0.1, 6.80336e+10, -393.893158, 0x7E6A, 553.355410, 1.17549435e-38, 0xF8C6, 902.964551, 537.638069, 0xFC00, 0xD41E, 0.2864865, 339.799503, 14.56E3, -0.7197564, 75.95E5, 6.02214076e23, 0x4B0B, 0.9965927, 0xEB48, -1.0e38, 1.45219e+17, 0x7FFF, 1.0E+10, -4.9e-324, 0.8942915, 0x3A82, 648.981545, 0x7FFF, 454997.0, 0x5E69, 0x8EBF, 399760.0, 86.66E7, 6.225, 0x7C00, 813.70406, 1.0E+10, 9.995, 0x56DE, 0x0D78, 0x63C5, 0x26DF, -0.7421739, -285431.0, 6.02214076e23, -3.14159265358979, 0x8E95, 0.8673309, 709935.0, 22.5E1, 0x35B1, 0x7FFF, -4.9e-324, 1.0E+10, 0.6452244, 9.33142e12, 0.9950489, 0x4AC0, 0.3, 1.0e-30, 0.0, 0.1957360, 0.3, -742022.0, 0.6313757, 294.195626, 1.0E+10, 0xAE5F, 1.0, 7.545, -46.82E5, 0x1898, 6.02214076e23, 1.0e-30, 4.045, 735359.0, 0x7FFF, 281.387679, 9.841, 299126.0, 109.969587, 0xFC00, 9.999999e9, 0x5994, 0x2C2A, 0.0340734, 6.933, -6.02214076e23, 862.884009, 0xFEEF, 7.632, 0x7FFF, 3.28279e+28, -782872.0, 0xE76B, 1.51899e-11, 893.835711, 0x17AC, 0x02FE, 2.718281828459045, -1.5, -283889.0, -0.3383776, 0x8929, 9.48775e-8, 0xDAF8, 0xFC00, 65504.0, 837483.0, 22.56E2, 4.349, 1.5, 40.27E9]> : tensor<256xbf16>}>: (index) -> ()
^bb4(%v41: () -> (vector<4x[7]xf8E5M2>, si32), %42: bf16):
"cfx.cond_br"(%_23#1)[^$5, ^$5] <{"quoted key 0"= true, k$1, value2= affine_set<(i0) : ((3 * (7)) mod 2 >= 0)>, "quoted key 3"}> {k$0= array<i16: 1, 0xFFFF, -32768>, d.k1= []}: (memref<8xf6E3M2FN, affine_map<(d0) -> (((d0) floordiv 7) ceildiv 5)>, 5>) -> ()
^$5:
%value43, %_44:2 = "foo.compute"(%v19#2) {value0= -1: i7, k$1}: (tuple<index, i128, ui1, i64>) -> (none, tensor<62x8x7x562xcomplex<f32>>, index)
}, {
^b15(%v45: f32):
}) {}: () -> f8E4M3FNUZ loc("src/x.py":85)
}) {foo.module_attr = {z90, x1= dense<(6.54896e11, 9.999999e9)> : tensor<3xcomplex<f16>>, b2= 4294967295: i32, _u3= vector<[16]x14x12xbf16>}} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000B94D1A3E6DBFCA2CC57FE06D0E6979674E2024878665B6C86B81F06EF9CE7FF0360665EF6CB8CBB1",
      r.1: "0x080000002FF47CCF93617F26",
      blob2: "0x04000000DBA1",
      res_3: "0x0400000021A8"
    }
  }
#-}
