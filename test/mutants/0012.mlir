#l_x0 = loc("dir/with space.c":15:77 to 15:59)
#map1 = array<i8: 0, 19, 0>
!ty0 = f64
#L2 = loc("a.mlir":33:47 to 36:9)

"bar.yield"() <{foo.k0, value1= true, x2= [0x11: i8]}> ({
  "x.switch"()[^1, ^1]: () -> ()
^1:
  %v0 = "x.y"() {}: () -> memref<6x6x25xindex, "gpu"> loc(callsite(#l_x0 at #l_x0))
  "foo.br"(%v0, %v0)[^1]<{d.k0, b1= 0x1D5F8037 : f32, b2= 16 : index, sym_name3= 6.02214076e23 : bf16}> ({
    "bar.yield"(%v0, %v0, %v0): (memref<6x6x25xindex, "gpu">, memref<6x6x25xindex, "gpu">, memref<6x6x25xindex, "gpu">) -> ()
    "x.y"(%v0) {value0= 3.14159265358979 : f16, attr1= #map1, z92= false}: (memref<6x6x25xindex, "gpu">) -> ()
  }): (memref<6x6x25xindex, "gpu">, memref<6x6x25xindex, "gpu">) -> () loc(unknown)
}) {}: () -> ()
%_1 = "foo.compute"(): () -> tuple<f8E5M2>
%x2 = "bar.yield"() {a0= 0x10C : index, foo.k1= {}, my.k2= dense_resource<blob0> : tensor<6xi8>}: () -> i7
%3 = "foo.compute"(%_1, %_1) <{a0= 0xC7E6 : bf16, k$1= affine_set<(d0, d1)[s0, s1] : (d0 - (s1) floordiv 7 >= s0 + d1)>, foo.k2, sym_name3= 0x1: i1024}>: (tuple<f8E5M2>, tuple<f8E5M2>) -> tensor<670x3x?xi17>
%4, %5:3 = "foo.compute"(%3) {z90= dense<[2.0]> : vector<1xf8E8M0FNU>, a1= sparse<[[1, 0], [1, 0], [0, 1]], [-128, 255, 0]> : tensor<5x2xi8>}: (tensor<670x3x?xi17>) -> (index, tensor<2x?xf16>, tuple<>, complex<f8E3M4>) loc("":4294967295:411) // trailing comment
%_6 = "z.nop"(%5#0, %4, %3) {attr0, sym_name1= 21 : index}: (tensor<2x?xf16>, index, tensor<670x3x?xi17>) -> !foo<"">
%a.b7 = "foo.compute"(%5#0, %5#1) ({
^3(%v8: !ty0 loc("":175:47), %_9 : i32):
  %_10 = "my_dialect.thing"(): () -> !bar.t<-2,true,<f32 -1>>
  %v11 = "z.nop"(%4, %_9): (index, i32) -> (() -> ()) loc("name")
  %_12 = "my_dialect.thing"()<{k$0= sparse<[[1]], [0x846B47AA1A21B654]> : tensor<3xf64>}> {}: () -> i32
  %_13:4 = "x.y"(%5#1, %v11) {a0= dense<-4> : tensor<3xi3>, attr1= 0x0: ui24, b2= 18446744073709551615, value3= {attr0, d.k1= memref<2x3xvector<3xf32>, strided<[23, 1], offset:0>>}}: (tuple<>, () -> ()) -> (!foo.v<?>, !ty0, !ty0, tuple<i1, i17, f128, i17, i7, ui7, f8E4M3, i32, !bar.t, f32, i32, f6E2M3FN, i24, si24, f8E3M4, i32, i17, i64, f8E5M2, f128>)
  "bar.yield"(%_13#3, %_13#0) {sym_name0= #map1, a1= "", a2= ["\\a*\t!\nb\7f\C3\A9\\\00\t", dense<[100.0, 0xFC00]> : vector<2xf16>], _u3= @"x y"}: (tuple<i1, i17, f128, i17, i7, ui7, f8E4M3, i32, !bar.t, f32, index, f6E2M3FN, i24, si24, f8E3M4, i32, i17, i64, f8E5M2, f128>, !foo.v<?>) -> ()
}, {
^4(%_14: f16, %r15: !foo.param<[i8 ?],"x y",{{abc}, ?, -1}> loc(#L2), %x16: i128 loc(#L2)):
  %$17 = "d.op_1"(%_14, %5#2, %_14) {value0= -1: si7, _u1= @_priv, _u2= array<i64: 3, 18446744073709551615, 20, -56>}: (f16, complex<f8E3M4>, f16) -> !bar.t<?>
}, {
^bb5(%18: tensor<2x514x?x730xui17>):
}) {}: (tensor<2x?xf16>, tuple<>) -> !ty0
%19 = "x.y"(%5#2, %4, %_6) ({
^bb6:
}, {
^bb7:
  "x.switch"(%_6, %5#1, %5#1)[^8, ^8] <{"quoted key 0"= false}>: (!foo<"">, tuple<>, tuple<>) -> ()
^8():
  "x.y"(%x2, %a.b7) {value0= dense_resource<res_1> : tensor<1xi32>, d.k1= array<f32: 0xFF01C697, 9.999999e9, -1.0e-5, 180344.0, 4.9e-324>, z92= 8 : index}: (i7, !ty0) -> ()
}, {
^9(%-20: ui32, %21: tensor<*xf80> loc(#l_x0)):
  "d.op_1"(%_6, %_6): (!foo<"">, !foo<"">) -> ()
}) {sym_name0= "#\n\1E'.%-"}: (complex<f8E3M4>, index, !foo<"">) -> complex<f8E4M3FNUZ> loc(#l_x0)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000E8249DA5A6E4",
      res_1: "0x04000000019C4F61"
    }
  }
#-}
