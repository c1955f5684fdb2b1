%_0:3 = "foo.op"() {sym_name0= "%\C3\A9\"\n{\7f", a1= "\n./#\nz/"} 
 : () -> ((f16) -> (ui16, memref<1x6xbf16>), (memref<?xcomplex<f16>>, complex<f32>) -> (f6E2M3FN, index), i17) loc("":0:59)
// a comment
%value1 = "foo.bar"(%_0#1, %_0#0) ({
^bb0:
%value2 = "foo.compute"() <{}> ({
}, {
// 
%x3 = "foo.op"(%_0#1, %_0#2, %_0#2) {value0= affine_map<(d0, d1, d2)[s0] -> ()>}: ((memref<?xcomplex<f16>>, complex<f32>) -> (f6E2M3FN, index), i17, i17) -> bf16
%4:3 = "bar.yield"() ({
^$2(%value5: ui64 loc("a.mlir":48:67 to 51:38), %value6: tensor<complex<f6E3M2FN>>):
"d.op_1"(%value6): (tensor<complex<f6E3M2FN>>) -> () loc("f":247:4294967295)
"z.nop"(%_0#2, %value6, %value6) {my.k0= [126 : index, dense<3> : tensor<i64>], b1= {attr0= array<i32: 0, 1, 1>, a1= affine_map<(d0, d1)[s0, s1] -> (d1 + s1 * 1, (d1) * s1 + 7)>, k$2}}: (i17, tensor<complex<f6E3M2FN>>, tensor<complex<f6E3M2FN>>) -> () loc(fused<#foo.m>[])
%7 = "foo.bar"(%value6, %value5): (tensor<complex<f6E3M2FN>>, ui64) -> i1024
"foo.bar.baz"(%value6, %value6): (tensor<complex<f6E3M2FN>>,
    tensor<complex<f6E3M2FN>>) -> () loc("":35:79 to :84)
%8 = "bar.yield"() {x0 
 = #foo<"abc">, x1= true}: () -> memref<56x75xindex, 7>
}): () -> (vector<11x12x12xi8>, i17, !bar.a.b) loc(fused[])
%v9:2 = "my_dialect.thing"()<{d.k0= array<i16: -32768, 1, 34, 65535, -1>}>: () -> (memref<*xvector<f4E2M1FN>>, bf16) loc("dir/with space.c":203:0)

%value10, %value11:3 = "bar.yield"(): () -> (!bar.t<<[67 , -6 , -1], 68>, -2>, f16, f64, bf16) loc("a.mlir":175:233)
}) {}: () -> tensor<?x945x579x40xcomplex<f32>>
}): ((memref<?xcomplex<f16>>, complex<f32>) -> (f6E2M3FN, index), (f16) -> (ui16, memref<1x6xbf16>)) -> i128
%_12 = "a.b"() {a0, foo.k1, "quoted key 2"= {sym_name0= true, z91, sym_name2,  sym_name3=   #x.b.c}, sym_name3= dense<0> : tensor<ui32>}: () -> (() -> complex<f32>)

"foo.op"() <{k$0, sym_name1, value2= 1:	 i8}>: () -> ()
%_13 = "foo.compute"() ({
}, {
%v14 = "x.y"() {foo.k0= loc("a.mlir":0:368)}: () -> tensor<index> loc(unknown)
%$15:4 = "bar.yield"(): () -> (tuple<i16, index>, f8E4M3FNUZ, memref<?x744xsi16>, si64)
"foo.op"(%$15#2, %$15#3): (memref<?x744xsi16>, si64) -> ()
"d.op_1"() {}: () -> () loc("f":66:361)
// 
%_16, %17:3 = "d.op_1"(%$15#0): (tuple<i16, index>) -> (index, (i1) -> f4E2M1FN, ui1, tensor<8x?xcomplex<f16>>)
%18 = "d.op_1"() ({
^bb5:
%value19 = "x.y"() <{"quoted key 0"= distinct[3]<5.169>, k$1= [53.35E8 : f16, -50588.0 : f8E4M3FN, affine_map<()[s0] -> (-(s0) * 8, -(3 * 3), (6 * (1)) mod 2)>, ["_b@\5B!{\00<", false]], sym_name2= -91: i8}> ({
}) {}: () -> tensor<962x0x?x?xcomplex<f128>>
%20:2 = "foo.op"(%_0#0, %17#1) ({
}) {"quoted key 0"= dense<(0xAB9BF2FD, 1.0e300)> : tensor<2x3xcomplex<f32>>}: ((f16) -> (ui16, memref<1x6xbf16>), ui1) -> (ui1024, i64) loc("a.mlir":478:122)
// // nested
"foo.br"(%_16, %20#1)[^6, ^6] {_u0= 6816241007918942470625137604045639509185795588562168776447948247209899047789566499149643596543934300822427498041355601123086493478552209203509776997004489665099549303840842285362960466287431115701: i1024, my.k1= 739.16390, d.k2= "*\C3\A9#\\\7f" : f6E3M2FN, _u3= dense<"0xAA"> : tensor<ui8>}: (index , i64) -> () loc("src/x.py":0:160)
^6(%21: tensor<515x32x7xi16, 9 : i32>):
"a.jump"(%20#0)[^bb7, ^6]<{value0= {b0= -3.847 : f32, sym_name1= affine_map<(d0)[s0, s1] -> (s0, (s1) ceildiv 6 - s0 * 4, d0 + d0 * 2)>}, x1= affine_set<(d0, d1, d2) : ((d2 * 6) floordiv 8 == 0)>, my.k2= @c, sym_name3= "zb_!@\""}>: (ui1024) -> ()
^bb7():
"cfx.cond_br"()[^6]: () -> () loc("callee"("v"("name")))
}): () -> memref<4x495xui1024> loc("op.1")
}, {
}): () -> bf16 loc("src/x.py":82:4294967295)
%22 = "a.b"(): () -> f8E3M4
%23:2 = "foo.bar"(%_13):  (bf16) -> (i128, f8E4M3)

%-24 = "x.y"() {b0, attr1= 6: i7, b2= "/\00#z\7f##"}: () -> i16 loc("f":60:241)
%_25 = "foo.compute"(%-24, %-24) {_u0= [], sym_name1  = distinct[4]<>, _u2}: (i16, i16) -> none loc("dir/with space.c":0:471)
