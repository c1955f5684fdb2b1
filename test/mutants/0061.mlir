!ty0 = !x<"abc">
!T_1 = f16

%value0, %1:2 = "foo.bar"() {}: () -> (!foo<"a b">, i1, tensor< 206x168x?x!foo.param<36 f32>, {a = 1 : i64} >) loc(fused<1 : i32>["name", "dir/with space.c":495:259, fused<#foo.m>["x", "dir/with space.c":44:72 to 46:4]])
%_2 = "z.nop"(%1#1, %1#1, %value0) {value0  = 0: ui7, value1= memref<?x?xf128>, z92, _u3= unit}: (tensor< 206x168x?x!foo.param<36 f32>, {a = 1 : i64} >,tensor< 206x168x?x!foo.param<36 f32>, {a = 1 : i64} >, !foo<"a b">) -> memref<2 x 845x?xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>
%v3 = "my_dialect.thing"(%value0, %value0, %1#1): (!foo<"a b">, !foo<"a b">, tensor< 206x168x?x!foo.param<36 f32>, {a = 1 : i64} >) -> (vector<14xf8E4M3FN>) loc(unknown)
%4 = "foo.bar"()<{x0= affine_map<(d0, d1)[s0] -> ()>, sym_name1=   0.6140471, "quoted key 2", a3}> ({
^exit0(%_5: !ty0):
%6 = "foo.op"(%1#0) ({
^bb1:
%value7 = "foo.compute"(%v3, %_2): (vector<14xf8E4M3FN>,  memref<2 x 845x?xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>) -> tuple<i1, i8,f64, f128, ui64, tensor< f8E4M3FN>, f16, f16, si8, f8E4M3, si7, si8, f32, index, ui8, index, f8E4M3FNUZ, i17, !ty0, f6E2M3FN, tensor<0x29xi8, #foo.enc>>
%r8 = "bar.yield"(%v3, %v3, %_5)<{"quoted key 0"= array<i1: true, true, true, false , false>}>: (vector<14xf8E4M3FN>, vector<14xf8E4M3FN>, !ty0) -> tensor< 
 ?x!foo.param<{<?> ?},<abc [78,71]>>>
"foo.bar.baz"(%_2, %value7, %value7) {a0= dense<"0x227C8D41"> : tensor<3x2x1xf32>, foo.k1, _u2= 7.49216e+0 : f32, "quoted key 3"= []}: (memref<2 x 845x?xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>, tuple<i1, i8,f64, f128, ui64, tensor< f8E4M3FN>, f16, f16, si8, f8E4M3, si7, si8, f32, index, ui8, index, f8E4M3FNUZ, i17, !ty0, f6E2M3FN, tensor<0x29xi8, #foo.enc>>, tuple<i1, i8,f64, f128, ui64, tensor< f8E4M3FN>, f16, f16, si8, f8E4M3, si7, si8, f32, index, ui8, index, f8E4M3FNUZ, i17, !ty0, f6E2M3FN, tensor<0x29xi8, #foo.enc>>) -> ()
%value9, %10:2 = "foo.bar"(%1#1, %r8, %value7):  (tensor< 206x168x?x!foo.param<36 f32>, {a = 1 : i64} >,
    tensor< 
 ?x!foo.param<{<?> ?},<abc [78,71]>>>, tuple<i1, i8,f64, f128, ui64, tensor< f8E4M3FN>, f16, f16, si8, f8E4M3, si7, si8, f32, index, ui8, index, f8E4M3FNUZ, i17, !ty0, f6E2M3FN, tensor<0x29xi8, #foo.enc>>) -> ((!x.param<16>) -> (), !ty0, index)
"a.b"(%value9, %r8, %_2) {k$0 =   "'ßX\7C" : i1, attr1= dense_resource<r.0> : tensor<1xf32>, b2= {b0= sparse<[[1, 0, 0], [0, 2, 0]], [0x1AB8ED98, -2147483648]> : tensor<3x5x2xi32>, b1=  -9223372036854775808, value2= 0xB7 : f8E4M3FNUZ}}: ((!x.param<16>) -> (), tensor< 
 ?x!foo.param<{<?> ?},<abc [78,71]>>>, memref<2 x 845x?xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>) -> () loc(fused["with \"q\"", unknown])
}, {
%tmp_11:2 = "foo.bar"() ({
%12 = "foo.compute"(%1#1): (tensor< 206x168x?x!foo.param<36 f32>, {a = 1 : i64} >) -> tuple<f6E3M2FN, i32, si8, bf16> loc("with \"q\"")
"foo.op"(%value0) <{sym_name0= 0: ui1,
    z91= 33 : index, k$2= {z90= {a0= " \\\tz \00b ..\\<" : f8E8M0FNU, b1= affine_map<(d0, d1, d2)[s0] -> ((d1 + d2) ceildiv 3, 7 * (s0 * 4))>, a2= array<i32: 58>}, sym_name1=  {_u0= array<i8: 0, -1, 12, 3>, k$1	=	 array<i1: false, true, true>}, value2  = dense<[1.5, 0x09 , -80.53E7, 0x0E]> : tensor<4xf6E3M2FN>}, _u3= 1}>: (!foo<"a b">) -> () loc("":0:97)
%value13:2 = "foo.op"()<{}>  : () -> (ui3, () -> i7) loc("callee"(callsite("x" at unknown)))
}) {}: () -> (none , f8E4M3B11FNUZ)

%tmp_14 = "foo.bar"(%_2,  %tmp_11#0) ({
^bb4(%-15 : f16):
%16 = "foo.op"(%tmp_11#0) {a0= 
  affine_map<(d0, d1, d2)[s0] -> (1 * (-(d2)))>, my.k1, b2 =   0: i7}: (none) -> !T_1
"a.jump"(%16, %16)[^bb5] <{}> {my.k0= -128: i8,  a1 
 = 
  dense<[-65504.0, -50.78E2 , 0xA42788150A76C72F]> : vector<3xf64>, a2	= 30 : index, a3= dense<[[[-128, 0x59,0], [-128, -128,  -128], [-1, 255, -1], [-128, -128, -25]], [[-86, -128, 255], [31, 11,-3],[0, 12 , -128], [0, 6, 171]], [[1, 0, 0], [255, -1, -128], [-128, 13, -4],[-1,  -128, 0]]]> : tensor<3x4x3xi8>} 
 : (!T_1, !T_1) -> () loc("a.mlir":354:0)
^bb5:
"cfx.cond_br"(%16, %-15, %-15) [^bb5] {d.k0}: (!T_1,
    f16,f16) -> ()
}) {"quoted key 0"= dense<[84.54E5]> : tensor<1xf64>}: (memref<2 x 845x?xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>, none) -> f8E4M3FN
// // nested
%_17, %v18:2 = "foo.bar.baz"(): () -> (vector<3x13x[15]xf32>, i32, f8E4M3B11FNUZ)
%x19:2 = "a.b"(%_5, %tmp_14, %v18#0): (!ty0,
    f8E4M3FN, i32) -> (f8E3M4,!my_dialect<"">)
"foo.bar"(%v18#1) ({
"foo.bar.baz"(%1#1, %value20#0, %value20#1) <{x0=	 affine_map<(d0, d1) -> ()>}> {d.k0= dense_resource<r.1> : tensor<5xi32>, _u1= 
%value20:2 = "d.op_1"(%x19#1, %v18#0,  %x19#1) {z90= 90.6E2 : f64, _u1= 45: i64, "quoted key 2"= "<<'*/aX\00ß"}: (!my_dialect<"">, i32, !my_dialect<"">) -> (bf16, i24) loc("src/x.py":16:318)
  dense_resource<r.2> : tensor<1xf32>, "quoted key 2"= "}\"a\\日本\t \\0{"}: (tensor< 206x168x?x!foo.param<36 f32>, {a = 1 : i64} >, bf16, i24) -> ()

%21 = "a.b"() {k$0= sparse<[], []> : tensor<6xi64>, "quoted key 1"= 1: i8}: () -> tuple<i32, index>
// "quotes" and {braces} in a comment
"foo.bar.baz"(%value20#1) {"quoted key 0"= @"0start", attr1}:   (i24) -> () loc("name") // trailing comment
%arg22 = "foo.compute"() {b0= [affine_map<() -> (2 * (0 - 0), 5)>, distinct[2]<dense<[[30, 388595, -2147483648, -2147483648],
    [3, 1, 1,  323], [2147483647, 1, -1, -1] , [-2147483648, -646, 14419, 1]]> : vector<4x4xsi32>>, "}🙂}", array<f32: 1.011>], b1	=	 dense<[0, 7, 0x1]> : vector<3xi3>, z92= unit, _u3}: () -> complex<	ui24 
 > // trailing comment
}, {
%_23:4 = "a.b"(%value0, %x19#1) {a0= {my.k0= [!T_1, -1: si8], sym_name1= loc(callsite("v"("dir/with space.c":28:49 to :58) at "":387:335)),  "quoted key 2"= "", b3= {value0= 65535: si17,
    value1= array<i8: -1, 255, 0, 0 , 1>}}, _u1= [], b2= {k$0=   sparse<[[2], [2]], [0xFF800000, -0.7932752]> : tensor<3xf32> , b1  = array<i64: 0, 1, 236, 0xFFFFFFFFFFFFFFFF>}}: (!foo<"a b">, !my_dialect<"">) -> (vector<16 x 1x[5]xui24>, memref<3xvector<14x6xi24>,
    strided<[?]>>, vector<[16]x14 x bf16>,  vector<16 x 4xi1>)
%24 = "foo.op"(%_23#0, %1#0, %_23#0): (vector<16 x 1x[5]xui24>,i1,  vector<16 x 1x[5]xui24>) -> i32
}) {}: (f8E4M3B11FNUZ) -> () loc(fused[unknown, "f":14:47 to :47])
%_25:3 = "foo.bar.baz"() {x0	= "{#-\6F @@\00", z91= 703464.0 , a2= 1: i24, b3= "\00\tb_\00b\t"}: () -> (si128, memref<?x?x6xvector<[4] x f80>, {kind = "scratch"}>, () -> (none , memref<?xvector<7 x 13x[9]xf8E8M0FNU>, affine_map<(i0)[] -> (4)>>)) loc("src/x.py":11)
}, {
}) 
 :  (i1) -> !ty0
%value26, %value27:3 = "foo.compute"(%_2) {b0= @main}: (memref<2 x 845x?xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>) -> (complex<f128>, !T_1, !bar.t, i8)
}, {
%_28 = "foo.compute"(): () -> (tensor<5x1 x 325xi1024>) loc(unknown)
}): () -> f8E4M3
// // nested
%29 = "x.y"(%_2, %value0, %_2) {k$0= dense<0> : tensor<ui7>}: (memref<2 x 845x?xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>, !foo<"a b">, memref<2 x 845x?xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>) -> si8 loc("a.mlir":279:454)
"a.b"() 
 : 
  () -> () loc("callee"("":14:66 to :69))
%value30 = "z.nop"(%_2, %4)<{foo.k0= 
  -94544392446498147, attr1 = 18446744073709551615: i64, attr2= dense<[-65536, -1]> : vector<2xi17>, my.k3}> {attr0=   dense<6.82698e+12> : tensor<4xf8E5M2FNUZ>, k$1, sym_name2= array<i1>}: (memref<2 x 845x?xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>, f8E4M3) -> bf16 loc(fused["n"("dir/with space.c":404:51), "src/x.py":92:119])
%31 = "d.op_1"() {}:	 () -> index loc("":16:52 to 17:64) // trailing comment
"bar.yield"(%31, %29, %4)<{}>: (index, si8, f8E4M3) -> ()
// // nested
"foo.bar"()<{k$0= loc("a.mlir":38:57 to 39:55),a1  = []}> {k$0 = true}:   () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000003119B8BE",
      r.1: "0x04000000447E6CF71949229271691A4D82A08EF2F74086CB",
      r.2: "0x040000009E6BD2E7"
    }
  }
#-}
