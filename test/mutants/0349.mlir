#x_y0 = [#my.v<true,?>, 89.24E5 : f8E4M3FNUZ]
#map1 = index
!T_0 = bf16
#loc2 = loc("op.1")
#loc3 = loc(fused<#foo.m>[callsite("src/x.py":1:20 to 3:36 at #loc2)])
#a4 = loc("dir/with space.c":444:368)
#x_y5 = [#a4, dense<[[[(28, -95), (80, -93)], [(66, -65), (89, -79)], [(94, -98), (63, -30)], [(59, -53), (77, -34)]], [[(68, -90) , (72, -3)], [(25, -41), (54, -45)], [(84, -61), (32, -28)], [(76, -78), (10, -84)]], [[(38, -71), (15, -58)], [(34, -100), (90, -30)], [(48, -92), (76, -11)], [(46, -22), (93, -54)]]]> : tensor<3x4x2xcomplex<i32>>, #my.a<{? , 68}, "x y", <-0>>, -0.0724252 : f32]
#L6 = loc("a.mlir":4294967295:356)
#L7 = loc(callsite("x" at #L6))
#x_y8 = affine_map<()[N0, N1] -> (N0)>
!T_1 = bf16
#a9 = "\ta }Ω0\C3\A9/}'"
#loc10 = "\tX@\\\""
#loc11 = loc("dir/with space.c":9:52 to :57)
!T_2 = bf16

"builtin.module"() ({
 %value0 = "z.nop"() {a0= {_u0= #x_y0, _u1= affine_set<(d0, d1)[s0] : ((s0 + s0) floordiv 3 <= 7, (1 - 1) mod 1 >= 0, d1 == 0)>, z92= #x_y0}, z91= -65504.0 : bf16, _u2= array<i1>}: () -> tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64> loc(fused[callsite("src/x.py":11:276 at "with \"q\"")])
 %value1 = "foo.compute"(%value0, %value0) ({
  %_2 = "z.nop"(%value0, %value0) {a0= dense_resource<r.0> : tensor<2xi8>, attr1= #x_y0, _u2= "b\"", my.k3= array<f32: 4.384, 1.17549435e-38, 512.243937>}: (tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>) -> si8
  %r3 = "z.nop"(%value0) ({
   "my_dialect.thing"(%_2, %_2, %value0): (si8, si8, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>) -> ()
   "foo.bar.baz"(%_2) {}: (si8) -> ()
   %a.b4 = "x.y"(%_2, %value0, %value0) {attr0}: (si8, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>) -> complex<i1024>
   %v5 = "foo.compute"(%value0, %value0, %value0) {attr0= #map1}: (tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>) -> !foo.type loc(callsite("dir/with space.c":320:342 at "a.mlir":0:462)) // trailing comment
   %a.b6 = "d.op_1"(%_2) {foo.k0= "" : si128, z91= 1: i1, b2= array<i8: 1, 4, 2, 11, 1>}: (si8) -> tuple<!T_0, f128, si8, i24, f32, i1, i32, si32, i1, index, i64, f32, ui24, i32, index, index, f32, i17, ui17> loc(#loc3)
   "a.jump"()[^bb2, ^4]: () -> ()
  ^bb2():
   %v7 = "a.b"(%_2, %a.b6) <{a0, sym_name1= #bar<"abc">, value2= array<i64: 18446744073709551615, 1, -9223372036854775808, 0x112D7A854, 0>, z93= "\A4%%\n#0" : i8}> {my.k0, d.k1= dense_resource<weights1> : tensor<1xi64>, k$2}: (si8, tuple<!T_0, f128, si8, i24, f32, i1, i32, si32, i1, index, i64, f32, ui24, i32, index, index, f32, i17, ui17>) -> !T_0

   "foo.br"(%v7, %v7, %v5)[^bb3] <{attr0= #x_y5, b1= #a4, x2= 1 : index, z93= true}>: (!T_0, !T_0, !foo.type) -> ()
  ^bb3():
   "z.nop"(%value0, %_2) {z90= array<i16: -1>, attr1= [affine_map<(d0, d1, d2)[s0, s1] -> (s0, 4 * (d2))>, #my.b.c, unit], sym_name2= 0x66B236C940A23DDB : f64, foo.k3= []}: (tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>, si8) -> ()
   %8:2 = "foo.bar"(%undefined_value): (tuple<!T_0, f128, si8, i24, f32, i1, i32, si32, i1, index, i64, f32, ui24, i32, index, index, f32, i17, ui17>) -> (vector<3x[4]x9xi16>, tuple<f16, f16>)
   "cfx.cond_br"()[^4] ({
   ^bb5(%v9: complex<f32> loc("f":23)):
    %10 = "foo.op"(%a.b4, %8#1) {a0}: (complex<i1024>, tuple<f16, f16>) -> tensor<?x7xf32> loc(fused<5 : i32>[#L7, "v"("src/x.py":183:377)])
    %v11:4 = "x.y"(%v9, %8#1): (complex<f32>, tuple<f16, f16>) -> (bf16, si17, !T_0, vector<10x9x[6]xi8>)
    %v12, %v13:3 = "d.op_1"(%v11#3,%v11#2, %8#0)<{attr0= #map1}> {"quoted key 0"= {attr0= 4.015 : bf16}, my.k1= "\9A _0_", "quoted key 2"}: (vector<10x9x[6]xi8>, !T_0, vector<3x[4]x9xi16>) -> (f32, si3, memref<*xi7>, i8)
    // "quotes" and {braces} in a comment
    %tmp_14 = "d.op_1"() {x0= #x_y8}: () -> (tensor<3x4xcomplex<si24>, 4 : i32>)
   }) {k$0, x1= {foo.k0 = #map1, k$1= i8, my.k2}}: () -> () loc("name")
  ^4(%v15: f8E4M3FNUZ loc("v"("dir/with space.c":253:152)), %16: !T_1 loc("":4294967295:128), %v17 : bf16):
   "cfx.cond_br"(%v15, %a.b6)[^bb2] {my.k0= 141923541692689665 : index, d.k1= 
  0: ui8, a2= 698360.0 : f64}: (f8E4M3FNUZ, tuple<!T_0, f128, si8, i24, f32, i1, i32, si32, i1, index, i64, f32, ui24, i32, index, index, f32, i17, ui17>) -> ()
  }) {k$0= #a9}: (tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>) -> (si32)
  "foo.compute"() <{my.k0= ""}> ({
   // a comment
   %_18 = "bar.yield"(%_2):	 (si8) -> ui128 loc("callee"("f":325:141))
   // a comment
   "foo.compute"(%_2) <{k$0= -1: i3, "quoted key 1"= dense<[[[(65504.0, 1.5)]], [[(3.14159265358979, -1.5)]], [[(0.2828952, 0x7FF8000000000001)]], [[(9.999999e9, -1.0E+10)]]]> : tensor<4x1x1xcomplex<f64>>, a2= "_", sym_name3= @main::@x.y}> {k$0= "z\" \t\F0", a1= #loc10}: (si8) -> ()
   %_19 = "z.nop"(%value0, %_2):   (tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>, si8) -> i8 loc("x")
  }): () -> () loc("with \"q\"")
  %20 = "foo.compute"(%value0): (tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>) -> tensor<4xcomplex<f8E3M4>, 5 : i32> loc("dir/with space.c":3:25 to :30)
 }) {my.k0, b1= "X\t\\\00\00{/0{\\", z92= "\48}\n\C3\A9\"b!\\a\"\7f", "quoted key 3"= @main}: (tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>) -> tf32
 %v21:3 = "foo.bar"(%value1) ({
 ^bb7(%_22 : i32 loc(fused["src/x.py":4:4294967295])):
  // é unicode
  %23 = "z.nop"(%_22, %value0, %value0) ({
   %value24 = "foo.compute"() {my.k0= 1.17549435e-38 : bf16, sym_name1= array<f64: -0.0008130, 2.17896e18, 1.869, 0x07F2F7A4A476B479>}: () -> si3 loc(#loc11)
  })  : (i32, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>) -> memref<?x?xsi17>
  %v25:4 = "a.b"(%23, %value0, %value0): (memref<?x?xsi17>, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>, tuple<tensor<1x?x808x859xbf16, #foo.enc<"x y" "x y">>, i64, ui64, i64>) -> (!T_0, !foo.param<43 [-0 <"x y", ?> abc]>, tuple<f32, !my_dialect.v<? a.b>, bf16>, tensor<666x?x1xui64>)
 }): (tf32) -> (tensor<?x?x6x3xi64>, !T_0, index) loc(unknown)
 // é unicode
 %26:2 = "foo.compute"(%v21#2, %v21#2) {a0= 761559 : index, b1= array<f64: 0x1A040C81BA8AE843, 95.14E6, 1.0>, attr2= 36825.0, b3= [0: si1024, {a0= 0.0, value1= array<f64: 0x60FCEC3B69DAE203, 9.738,392.410081, -4.9e-324, 2.0>}, {z90= loc("name"), a1= true, _u2= 43.38E1 : bf16}, {}]}: (index, index) -> (tensor<?x736x52xi17>, !T_2)
}) {foo.module_attr = affine_map<(d0, d1)[s0, s1] -> ()>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x0400000036A4",
      weights1: "0x08000000DD55AD64AEAB7A0F"
    }
  }
#-}
