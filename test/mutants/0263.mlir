// ir-gen random --seed 132 --size 40
// ir-gen random --seed 132 --size 40
#map0 = -62011.0 : f8E5M2
!T_0 = f32
#l_x1 = loc("x")
!T_1 = none

%v0 = "foo.bar.baz"() ({
%_1:2 = "z.nop"(): () -> (() -> (), tensor<935x700xsi16>) loc("":0:4294967295)
%-2:4 = "d.op_1"(%_1#0, %_1#1) {a0= #map0, b1= {d.k0}}: (() -> (), tensor<935x700xsi16>) -> (!foo<"">, i16, !x.a.b, f64)
%value3 = "foo.op"(%_1#0): (() -> ()) -> tuple<i8, i8>
%v4:2 = "foo.compute"(%-2#2, %value3): (!x.a.b, tuple<i8, i8>) -> (tuple<bf16, i32>, !x.param<<?>, f32, "x y">) loc("callee"("dir/with space.c":4294967295:316))
}, {
"foo.br"()[^bb2, ^bb2] ({
%5, %_6:2 = "foo.bar"() {value0= !T_0}: () -> (!bar.t<<<abc> "x y">>, complex<f64>, i32) loc("a.mlir":29:41 to :49)
%7 = "x.y"(%_6#0) {foo.k0= {a0= "<\t\00!' \00!{\n", sym_name1= dense<0x6> : tensor<i32>, attr2= "a!\EB\t}\F2\"\00\\\1A"}, "quoted key 1"= tensor<?x470x7xui1, #foo.enc>, k$2= true}: (complex<f64>) -> complex<i8> loc("a.mlir":42:259)
%8 = "bar.yield"(%_6#1, %_6#1, %_6#1): (i32, i32, i32) -> f8E4M3FNUZ loc("f":0:0)
%-9 = "foo.bar.baz"(%_6#1) <{b0, attr1= {k$0= 0: ui24, foo.k1= complex<f64>, "quoted key 2"= #foo.b.c}}>: (i32) -> complex<bf16>
}): () -> ()
^bb2:
"x.switch"()[^3]: () -> ()
^3:
"foo.bar"() <{my.k0= dense<[0x0C, 7.78033e-18, 61.65E2, 9.999999e9]> : tensor<4xf6E2M3FN>}> ({
%_10 = "d.op_1"(): () -> bf16
%11 = "foo.bar"()<{k$0= 1: ui3, a1= #x.v<a.b , {19,-8,a.b}>, x2}> {my.k0= dense<73.6E2> : tensor<f6E2M3FN>}: () -> tensor<8x681x?xf64, {a = 1 : i64}> loc("":4294967295:4294967295)
"foo.bar.baz"(%_10, %_10) {k$0= "\C3\A9\"\t\00\"\\%b\t\"\t", _u1= dense<-1> : tensor<4x3x3xi24>}: (bf16, bf16) -> ()
%value12 = "my_dialect.thing"(%_10, %11) ({
^6(%_13 : (index, f128) -> () loc("a.mlir":16:48 to :51)):
"foo.op"(%11) {}: (tensor<8x681x?xf64, {a = 1 : i64}>) -> () loc(fused<4 : i32>["callee"("src/x.py":23:58 to :61)])
"cfx.cond_br"()[^7, ^bb9] {"quoted key 0"= 0x26E99DF4 : f32, _u1= 55 : index, b2= @f_1}: () -> ()
^7:
"a.jump"(%11)[^bb8]: (tensor<8x681x?xf64, {a = 1 : i64}>) -> ()
^bb8:
%v14:4 = "bar.yield"(%_13)<{}>: ((index, f128) -> ()) -> (!x.v<88>, complex<i32>, si1, f8E8M0FNU) loc("src/x.py":4294967295:129)
%15 = "foo.compute"(%v14#0, %v14#3, %v14#1) <{sym_name0= dense<-149299.0> : vector<3x4xf80>, b1, "quoted key 2"= "'b\".\"\n'\\" : i1024}>: (!x.v<88>, f8E8M0FNU, complex<i32>) -> (index) loc(callsite(fused[#l_x1, "":4] at "a.mlir":187:305))
%v16:3 = "my_dialect.thing"(%v14#2): (si1) -> (index, !T_1, complex<f64>)
%17 = "z.nop"(%v16#2, %v16#0) {b0= "\t\n", _u1= "\00b\00\t\7f\\!{zßX%", "quoted key 2"= -1: i1}: (complex<f64>, index) -> index loc("src/x.py":0:255)
%18 = "foo.compute"(%17, %v16#2, %v16#0) {}: (index, complex<f64>, index) -> tensor<?x3x5x?xui3> loc("v"("name"))
"a.jump"(%v14#0)[^bb9, ^bb9] <{sym_name0= 6 : index}>: (!x.v<88>) -> () loc(unknown)
^bb9():
%value19 = "z.nop"(%11) {_u0= [vector<16x8x12xui8>, ["\n🙂", 0x9628 : f16, 18 : index], false], _u1= "_\t\"Xz}é\t*\C3\A9", x2= {value0= distinct[2]<0x0: i7>, a1}, d.k3= false}: (tensor<8x681x?xf64, {a = 1 : i64}>) -> (i32)
}): (bf16, tensor<8x681x?xf64, {a = 1 : i64}>) -> index loc(unknown)
%_20 = "foo.bar"(): () -> memref<2x?xsi8, 5> loc("x")
%v21, %v22:3 = "my_dialect.thing"(%11, %_20) {}: (tensor<8x681x?xf64, {a = 1 : i64}>, memref<2x?xsi8, 5>) -> (vector<14x16x6xf8E4M3B11FNUZ>, complex<ui3>, i1, complex<f8E8M0FNU>)
}): () -> () loc("x")

"x.switch"()[^bb2]: () -> () loc("":0:429)
}) {}: () -> none // trailing comment
%v23 = "z.nop"(): () -> !foo<"x<y>">
"foo.bar"(%v23) {d.k0= -2147483648: i32, z91}: (!foo<"x<y>">) -> () loc(#l_x1)
%v24 = "d.op_1"(%v0, %v0, %v0) {z90= #map0, attr1= 18446744073709551615, d.k2}: (none, none, none) -> vector<3x6x1xf32>
%25 = "x.y"() ({
%26 = "d.op_1"(%v0, %v23, %v23) {attr0, d.k1= "\7f", d.k2= "'\té{zb%"}: (none, !foo<"x<y>">, !foo<"x<y>">) -> tensor<0xcomplex<f8E3M4>>
%value27:2 = "z.nop"(): () -> (memref<*xcomplex<ui8>, 5>, memref<4xf32, affine_map<(d0) -> (2 * (d0))>>) loc(callsite("":166:4294967295 at "dir/with space.c":10:66 to 13:58))
"x.y"() {_u0= sparse<[[0, 3, 2], [2, 0, 1], [1, 0, 0]], [0x0, -15, 0xA]> : tensor<4x5x5xi8>, "quoted key 1"= [], attr2= 6.02214076e23 : f32}: () -> () loc("src/x.py":350:97)
%x28, %arg29:3 = "foo.op"(%value27#0, %value27#0) ({
"z.nop"(%value27#0, %value27#0, %value27#1) {my.k0= 100442: i64, x1= {}}: (memref<*xcomplex<ui8>, 5>, memref<*xcomplex<ui8>, 5>, memref<4xf32, affine_map<(d0) -> (2 * (d0))>>) -> () loc(unknown)
%30 = "foo.bar.baz"(%value27#0, %v23): (memref<*xcomplex<ui8>, 5>, !foo<"x<y>">) -> i32 loc("dir/with space.c":217:17)
%31 = "foo.bar"(%26, %value27#1, %value27#1): (tensor<0xcomplex<f8E3M4>>, memref<4xf32, affine_map<(d0) -> (2 * (d0))>>, memref<4xf32, affine_map<(d0) -> (2 * (d0))>>) -> ui32 loc(callsite("":177:49 at "x"))
}): (memref<*xcomplex<ui8>, 5>, memref<*xcomplex<ui8>, 5>) -> (tensor<*xf6E2M3FN>, complex<f6E3M2FN>, () -> (vector<[8]x16xindex>, complex<f8E5M2FNUZ>), si64)
}): () -> ((tensor<?x?xf16>, si32, si64) -> ()) loc("":27:88)
// // nested
"foo.op"() {z90= 1.0e-30 : bf16, attr1= #bar.b.c, x2= [#x.v<87, [abc true 17]>, "#\"X#\00\C3\A9\n\n", "0@@." : i128], k$3= 18446744073709551615: i64}: () -> ()
%32 = "d.op_1"(%v24): (vector<3x6x1xf32>) -> vector<[3]xf16>
%33:2 = "foo.bar.baz"(%32) {a0= @f_1::@"é", "quoted key 1"= loc("name")}: (vector<[3]xf16>) -> (tuple<f64, f32, f32>, complex<f6E3M2FN>)
