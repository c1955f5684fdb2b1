// ir-gen random --seed 94 --size 33
!alias_0 = index
!t1 = si32
#l_x0 = loc("n"("src/x.py":414:262))
!T_2 = !bar.t_1
#loc1 = loc("dir/with space.c":22:367)
#map2 = true
!t3 = i8
#loc3 = loc("dir/with space.c":242:140)

"builtin.module"() ({
  %0:2 = "x.y"() ({
    "x.y"() {k$0= @"with\"quote"}: () -> ()
    %value1, %value2:2 = "foo.op"() ({
    ^bb1:
      %_3 = "x.y"(): () -> complex<f8E5M2FNUZ> loc(unknown)
      "foo.bar"(%_3, %_3) <{}> ({
      }, {
      ^4(%r4 : complex<f4E2M1FN>, %5: complex<i1024> loc("dir/with space.c":4294967295:155), %6: i3):
        %_7 = "bar.yield"(%5, %5): (complex<i1024>, complex<i1024>) -> complex<f32> loc(#l_x0)
      }): (complex<f8E5M2FNUZ>, complex<f8E5M2FNUZ>) -> ()
      "x.switch"()[^b2, ^b2] {}: () -> ()
    ^b2():
      %8:2 = "bar.yield"(%_3, %_3, %_3) ({
      ^bb5(%9: f8E4M3 loc(#l_x0), %tmp_10: i8, %_11 : !t1 loc("x")):
        "x.switch"(%_3)[^6] {d.k0= distinct[3]<"">}: (complex<f8E5M2FNUZ>) -> ()
      ^6:
        "bar.yield"(%tmp_10, %_3) <{value0= dense_resource<weights0> : tensor<5xi8>, attr1= -0.2 : bf16}>: (i8, complex<f8E5M2FNUZ>) -> () loc("with \"q\"")
      }, {
        %_12 = "d.op_1"() {value0= sparse<[[1, 2]], [0x56EE]> : tensor<2x5xf16>, a1= dense<"0x1E"> : tensor<1xsi8>, b2, a3= {x0= sparse<[[2]], [0xF02FBDF7]> : tensor<5xf32>, value1= false, _u2= 5.801 : bf16}}: () -> (f32)
        %v13 = "foo.op"() <{}> {value0= 442: ui24}: () -> vector<2xbf16> loc(callsite(callsite("f":0:5 at "dir/with space.c":4294967295:281) at "name"))
        "a.jump"(%v13, %_12)[^bb8]: (vector<2xbf16>, f32) -> ()
      ^bb8(%value14 : tensor<4x709x56x7xi32>, %15: !alias_0, %_16: f16 loc("":189:204)):
        %_17 = "a.b"(%v13, %value14, %v13): (vector<2xbf16>, tensor<4x709x56x7xi32>, vector<2xbf16>) -> i17 loc("src/x.py":14:10 to 17:5)
        %18 = "my_dialect.thing"(%value14): (tensor<4x709x56x7xi32>) -> !x.v<"x y">
        %tmp_19 = "d.op_1"(%18): (!x.v<"x y">) -> complex<f16> loc(unknown)
        %r20 = "x.y"(): () -> !T_2 loc("callee"(fused<"meta">["":45:13 to :18, "f":494:356]))
        %21:2 = "z.nop"(): () -> (complex<f16>, f32) loc(fused[unknown])
        "foo.br"(%21#1, %21#1)[^bb9, ^bb8]: (f32, f32) -> () loc(#loc1)
      ^bb9:
        %v22 = "foo.bar.baz"(%_3, %_12) {attr0= unit, x1= dense<[[4294967295, 0, 0, 0], [62, 0, 0x0, 0xFFFFFFFF]]> : vector<2x4xui32>, x2= {my.k0= affine_set<(d0) : (0 + (5) ceildiv 9 <= 7, 6 * (3) * 3 >= 7 - d0, 2 + d0 == 0)>, x1= 18446744073709551615, a2= unit, k$3= dense_resource<r.1> : tensor<1xf32>}, attr3= affine_map<()[s0] -> ((4 * 1) mod 9)>}: (complex<f8E5M2FNUZ>, f32) -> none loc("src/x.py":45:59 to 46:56)
        %23 = "x.y"(%v22, %v22) <{}>: (none, none) -> !t1 loc("f":32:66 to 33:80)
        "x.y"(%_12): (f32) -> () loc(#loc1)
      }) {a0= "!z\t\nb#*_\\\00\\-", a1= #map2, my.k2= #map2}: (complex<f8E5M2FNUZ>, complex<f8E5M2FNUZ>, complex<f8E5M2FNUZ>) -> (none, (f16) -> ()) loc("f":373:301)
    }, {
}): () -> (f16, !alias_0, (i128, i128) -> !t1) loc("n"("with \"q\""))
    %_24 = "foo.bar.baz"(%value2#0) ({
    ^bb10:
      %_25:4 = "foo.bar"(%value2#0, %value2#1) {z90= #map2, z91, attr2= [], attr3= 0.5 : f64}: (!alias_0, (i128, i128) -> !t1) -> (memref<?x31xf8E5M2>, bf16, !bar<"abc">, memref<10x4xui7>)
      %-26:4 = "foo.bar.baz"(%_25#1) <{"quoted key 0"= dense<"}{\7f\t\91\\z\09"> : tensor<3x4x1x!foo.str>, z91= affine_map<(d0)[s0, s1] -> ((2 + 8) ceildiv 8)>, x2}> {k$0= -65504.0 : bf16, d.k1= distinct[5]<0.2 : bf16>}: (bf16) -> (tensor<8x2x5x100x!my_dialect.type>, f8E4M3, f8E4M3B11FNUZ, memref<59x2xbf16, affine_map<(d0, d1) -> (d1, d0)>>)
      %arg27 = "foo.op"(%-26#2, %-26#3) <{sym_name0= false, k$1= 0x11 : f8E5M2FNUZ}> {}: (f8E4M3B11FNUZ, memref<59x2xbf16, affine_map<(d0, d1) -> (d1, d0)>>) -> tuple<f64>
      %v28 = "z.nop"(%arg27)<{}> ({
        %v29, %v30:3 = "foo.bar"(%-26#1, %-26#0, %-26#0) {attr0, z91= #map2, sym_name2= -1, k$3= 0x4F : f8E5M2FNUZ}: (f8E4M3, tensor<8x2x5x100x!my_dialect.type>, tensor<8x2x5x100x!my_dialect.type>) -> (!t1, i8, (complex<i3>, !t3) -> (f6E3M2FN, index), !my_dialect.param<[<-8, i8>,"x y"] -6 [{true, ?} , -8 , "x y"]>) loc("a.mlir":23:59 to 24:27)
        "z.nop"() {my.k0= affine_map<(i0, i1)[N0] -> (i0 - 5 * (i1), 2 * (1) + N0)>, k$1= #map2, foo.k2= 2.64458e-37 : f64}: () -> () loc(#loc3) // trailing comment
        %31:2 = "x.y"(%v30#0, %value2#0) {_u0= "\"\7f *\C3\A9Ω\7fß.a@", sym_name1= "}🙂<\7f\\ _\00{", value2= "za", z93= loc(callsite(fused["op.1"] at unknown))}: (i8, !alias_0) -> (!my_dialect.v<?>, f8E3M4)
        %arg32 = "z.nop"(%_25#0, %31#0, %-26#3): (memref<?x31xf8E5M2>, !my_dialect.v<?>, memref<59x2xbf16, affine_map<(d0, d1) -> (d1, d0)>>) -> bf16
      }) {}: (tuple<f64>) -> (tensor<index>) loc("dir/with space.c":428:453)
      "d.op_1"(%_25#1, %arg27, %arg27) <{b0= 1: i1, _u1= unit, d.k2= affine_map<(d0, d1, d2)[s0, s1] -> ()>, z93= "{\\#'\tX\t' \n\7f"}>: (bf16, tuple<f64>, tuple<f64>) -> () loc(#loc3)
      "z.nop"()<{}> {"quoted key 0", value1= -59.43E3 : f16}: () -> () loc("f":41:36 to 44:46)
    }): (!alias_0) -> !T_2
    %33:2 = "x.y"(%value1, %value2#0): (f16, !alias_0) -> (vector<9xi32>, si17)
  }): () -> (none, complex<ui7>)
  %_34 = "foo.bar"(%0#0, %0#1, %0#1): (none, complex<ui7>, complex<ui7>) -> memref<?x2xf32, strided<[14, 1], offset: ?>> loc(fused["f":367:386, "f":298:0])
  "foo.op"(): () -> ()
  %35 = "d.op_1"(%0#0, %0#0, %_34) <{x0= @"x y", value1= [1: i8], b2= -128: i8}> {value0}: (none, none, memref<?x2xf32, strided<[14, 1], offset: ?>>) -> tensor<4x1x?xcomplex<f16>>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0400000084085532C4",
      r.1: "0x0400000001B6C746"
    }
  }
#-}
