!T_0 = f6E2M3FN
!T_1 = f16
!T_2 = !x<"">
#attr_0 = affine_set<(d0, d1) : ((d0 * 7) ceildiv 5 >= (d0) floordiv 2)>

"builtin.module"() ({
%_0 = "foo.compute"() <{attr0= 312843.0 : f16, value1}>: () -> complex<bf16>
%v1:3 = "foo.bar"(): () -> (!T_0, tensor<1x108xcomplex<f32>>, complex<bf16>) loc(fused["f":178:4294967295])
%_2:4 = "a.b"(): () -> (f8E4M3FNUZ, !T_0, si1024, i64) loc(unknown)
%3 = "foo.bar"(%_0, %_2#0): (complex<bf16>, f8E4M3FNUZ) -> tf32
// é unicode
%_4 = "a.b"(%v1#0, %_2#3)<{k$0= loc(callsite(unknown at "op.1")), "quoted key 1"= 1.0e-30 : f16}>: (!T_0, i64) -> index
// 
%_5:4 = "a.b"(%v1#2, %_4): (complex<bf16>, index) -> (bf16, !T_0, vector<4x2x5xui3>, !bar.v<-8,?>) loc("f":144:434)
"foo.bar.baz"() ({
%6:2 = "d.op_1"(%_2#1, %_5#1) {a0= 0x881E : bf16, x1= loc("n"(fused["":0:499]))}: (!T_0, !T_0) -> (memref<?xsi1>, tuple<i64>) loc(fused<"meta">["":214:472, "":189:0])
%7, %arg8:3 = "z.nop"(%6#0) {z90= distinct[3]<>, k$1= dense<[[1.17549435e-38, 0xF93C, 19.79E5, 0.7901122], [100.0, 2.718281828459045, 0x7E00, -1.0]]> : tensor<2x4xbf16>}: (memref<?xsi1>) -> (tensor<?x?x?xf32>, memref<31xi64, 5>, !T_1, complex<f6E2M3FN>)
%value9:2 = "foo.op"(%arg8#1) {_u0= "_b}\t{.\00{_"}: (!T_1) -> (vector<2x3x14xi32>, !T_2) loc(unknown)
%value10 = "my_dialect.thing"(%value9#1, %_2#2, %value9#1) <{}> ({
"builtin.module"() ({
// // nested
%_11, %v12:3 = "a.b"() ({
}): () -> (tuple<f32, f32, si8>, vector<11xbf16>, tensor<2x667x?x570xbf16>, f8E4M3FNUZ) loc("":205:252)
}) : ( -> ()
}): (!T_2, si1024, !T_2) -> complex<f64>

%value13 = "foo.op"() {attr0= 0x7E00 : bf16, z91= @c::@a::@"x y", b2= dense<[(5.185, 885.554601), (0x90BB8D38B861029B, 8.149), (2.718281828459045, 596.0), (1.59290e11, 2.19355e+34)]> : tensor<4xcomplex<f64>>}: () -> f32 // trailing comment
}, {
}): () -> ()
"x.y"(%_5#0): (bf16) -> ()
%_14 = "bar.yield"(%_5#2, %_5#1, %_5#3) <{x0= "@.\C0\C3\A9{\\z*\n-\"\00", attr1= dense_resource<weights0> : tensor<2xi64>, _u2}>: (vector<4x2x5xui3>, !T_0, !bar.v<-8,?>) -> vector<13x1xf8E4M3FN> loc("":471:31)
%value15:2 = "foo.bar"(%_5#2) {z90= array<f64: 0x3878C977ADE64ADD, 3.14159265358979, 85.28E6, 0.3>, b1= "-\CC \00\00\00} \00<}<", attr2= affine_map<(i0, i1, i2) -> ()>}: (vector<4x2x5xui3>) -> (i128, memref<3x?x?xvector<[6]x6x12xi128>>) loc("a.mlir":59)
"a.b"(%_5#3) ({
^bb2(%16: f8E4M3FNUZ):
%v17:2 = "foo.bar.baz"(): () -> (memref<?x?x?xui128>, i1)
%$18 = "a.b"(%_5#1) {}: (!T_0) -> f32 loc(callsite("f":13:15 to 16:8 at callsite("a.mlir":78 at "a.mlir":345:4294967295)))
"a.jump"(%_2#0)[^bb3]: (f8E4M3FNUZ) -> () loc("dir/with space.c":35:21 to 38:61)
^bb3():

%v19 = "foo.bar.baz"(%$18, %16, %v17#0): (f32, f8E4M3FNUZ, memref<?x?x?xui128>) -> i32 loc("f":0:254)
// 
"cfx.cond_br"(%v17#0, %value15#1, %v17#0)[^loop4, ^bb3] <{foo.k0= dense<13> : tensor<index>, foo.k1= -2.5e-3 : f64, b2= #attr_0}> {x0= #foo.b.c}: (memref<?x?x?xui128>, memref<3x?x?xvector<[6]x6x12xi128>>, memref<?x?x?xui128>) -> () loc(unknown)
^loop4:
"x.switch"()[^bb5]: () -> () loc("":451:243)
^bb5():
"cfx.cond_br"(%v17#1, %_5#1, %value15#1)[^loop4] {attr0}: (i1, !T_0, memref<3x?x?xvector<[6]x6x12xi128>>) -> () // trailing comment
}): (!bar.v<-8,?>) -> ()
%_20 = "foo.op"(%value15#1, %_5#0, %3): (memref<3x?x?xvector<[6]x6x12xi128>>, bf16, tf32) -> tensor<?x3x239xf4E2M1FN> loc("dir/with space.c":0:494)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x08000000E1DA8832BDF4EE0A5F8D1F2D76F8F4B4"
    }
  }
#-}
