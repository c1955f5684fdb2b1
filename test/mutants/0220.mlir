#l_x0 = loc(unknown)
!t0 = ui8
!alias_1 = f80
!T_2 = tuple<i8>
#a1 = affine_map<() -> (1, -(5) + 1, 7)>
#loc2 = -1
#l_x3 = loc("dir/with space.c":26:42 to :43)
#loc4 = #x.attr
!T_3 = memref<4xsi8>
#map5 = "\""
#loc6 = loc("n"("dir/with space.c":408:403))
#L7 = loc(callsite(#loc6 at fused["f":42:13 to 42:57]))
#x_y8 = array<i8: -128>
#a9 = [#x_y8, 100.0 : bf16]
!alias_4 = f32
#L10 = loc("with \"q\"")
#l_x11 = loc(unknown)

"builtin.module"() ({
 %_0 = "z.nop"()<{b0= "%*'\5B\7f*\\@-" : i64, foo.k1= array<i8: 1, 1>, my.k2= distinct[3]<array<f32: 0.1>>, z93= false}> {"quoted key 0"= affine_map<(i0, i1, i2)[N0] -> ((N0 - i1) floordiv 2, i2 - i2, 9 * ((i2) floordiv 5))>, value1= false, value2= sparse<[[0, 0, 1], [0, 3, 1], [4, 1, 1], [3, 5, 1]], [-128, 138, 1, 3]> : tensor<6x6x2xi8>, d.k3= 0.1}: () -> tuple<i8, i1024>
 %v1 = "foo.bar.baz"(%_0): (tuple<i8, i1024>) -> si17 loc("a.mlir":403:373)
 %_2:2 = "x.y"(%v1, %v1, %v1): (si17, si17, si17) -> (tuple<index, f32, vector<index>, complex<i8>>, ui3)
 "x.y"(%_2#0, %_0): (tuple<index, f32, vector<index>, complex<i8>>, tuple<i8, i1024>) -> () loc("f":24:67 to 24:12)
 "x.y"(%_2#0, %_2#0, %v1): (tuple<index, f32, vector<index>, complex<i8>>, tuple<index, f32, vector<index>, complex<i8>>, si17) -> () loc("dir/with space.c":271:320)
 "foo.op"(): () -> ()
 "x.y"(%_2#0) ({
 ^loop0(%3 : tensor<3x?x?x525xcomplex<i17>, 9 : i32> loc(#l_x0), %v4 : complex<f6E3M2FN>):
  %value5 = "bar.yield"(%_0, %v4, %v4) {a0= dense_resource<blob0> : tensor<2xf32>, k$1= @c::@f_1::@b, my.k2= -1: i16}: (tuple<i8, i1024>, complex<f6E3M2FN>, complex<f6E3M2FN>) -> f64 loc(#l_x0)
  "my_dialect.thing"(%3, %v4, %3) ({
   %value6 = "z.nop"(): () -> index loc("src/x.py":77:0)
   "foo.bar.baz"(%v4) ({
   ^bb2(%7: si3):
    %v8 = "foo.compute"(%_2#1, %3)<{sym_name0= 733, attr1}>: (ui3, tensor<3x?x?x525xcomplex<i17>, 9 : i32>) -> !t0
    %$9 = "bar.yield"(%v4): (complex<f6E3M2FN>) -> f4E2M1FN
   }): (complex<f6E3M2FN>) -> () loc("with \"q\"")
   %10 = "foo.bar.baz"(%v1, %value6, %value5): (si17, index, f64) -> f6E3M2FN // trailing comment
   %_11, %v12:2 = "x.y"(%value6, %3): (index, tensor<3x?x?x525xcomplex<i17>, 9 : i32>) -> (!alias_1, !alias_1, tensor<*xi7>)
   %13:4 = "a.b"() {sym_name0= tuple<>}: () -> (!alias_1, !T_2, complex<i1>, !T_2)
  }) {foo.k0= #a1, _u1= [{_u0, a1= #a1}, affine_map<(d0, d1)[s0] -> (6 * (s0), 7 * (d1) * 8, 6)>, @"x y"::@b, -1: i32], value2, k$3= -23}: (tensor<3x?x?x525xcomplex<i17>, 9 : i32>, complex<f6E3M2FN>, tensor<3x?x?x525xcomplex<i17>, 9 : i32>) -> () loc(unknown)
  "z.nop"(%_2#1, %value5) {}: (ui3, f64) -> ()
  %14, %v15:2 = "foo.bar"(%3, %3, %3) {foo.k0= array<i16: 16>, z91= 18446744073709551615: i64, x2= #loc2}: (tensor<3x?x?x525xcomplex<i17>, 9 : i32>, tensor<3x?x?x525xcomplex<i17>, 9 : i32>, tensor<3x?x?x525xcomplex<i17>, 9 : i32>) -> (none, i3, f8E4M3B11FNUZ)
 }): (tuple<index, f32, vector<index>, complex<i8>>) -> () loc(#l_x3)
 %16 = "foo.bar.baz"(): () -> !alias_1
 %-17 = "my_dialect.thing"(%_2#1, %_2#0, %_2#0) {d.k0= 1: i7, b1, foo.k2}: (ui3, tuple<index, f32, vector<index>, complex<i8>>, tuple<index, f32, vector<index>, complex<i8>>) -> (i32)
 %_18 = "my_dialect.thing"(%-17) ({
 }) {foo.k0= #loc4}: (i32) -> ((none) -> ()) loc(unknown)
 %x19 = "x.y"(%_2#1) ({
 ^4(%_20: tensor<?x3xcomplex<f80>> loc("with \"q\"")):
  %v21:3 = "foo.op"(%-17, %_0) ({
   "foo.compute"(%_20, %_0, %-17): (tensor<?x3xcomplex<f80>>, tuple<i8, i1024>, i32) -> ()
   %x22 = "foo.compute"() ({
   ^9(%23: f16, %v24: !T_3 loc("f":33)):
    %value25 = "foo.bar.baz"(%_18, %-17)<{}> {attr0= #a1}: ((none) -> (), i32) -> index loc("a.mlir":16:54 to 18:72)

    "a.b"(%-17, %value25, %23) <{b0= 0: ui32}>: (i32, index, f16) -> ()
    %x26 = "my_dialect.thing"(%value25): (index) -> i64 loc("a.mlir":15:0)
    "x.y"(%_20, %v24): (tensor<?x3xcomplex<f80>>, !T_3) -> ()
   }) {k$0= array<i8: 50, 1, 255>, attr1= dense<1> : tensor<1xsi32>, a2= {k$0= #loc2, my.k1= -72.65E7 : bf16, k$2= affine_set<(d0, d1, d2) : (d0 <= 8, d1 >= 0)>}}: () -> index
   %a.b27 = "a.b"(%_18, %_20, %_18) ({
   }) {d.k0= !T_3, _u1= array<i16: 1, 2, -1, 0>}: ((none) -> (), tensor<?x3xcomplex<f80>>, (none) -> ()) -> (!t0) loc("src/x.py":4294967295:35) // trailing comment
   "x.switch"()[^b8] <{a0= #map5}>: () -> () loc(callsite(#l_x0 at "a.mlir":113:81))
  ^b8:
   "x.switch"()[^b8] <{}>: () -> ()
  }): (i32, tuple<i8, i1024>) -> (complex<f16>, !t0, !t0)
  %28, %29:3 = "my_dialect.thing"() {_u0= loc(unknown), d.k1= dense<(-6.02214076e23, -4.783e-3)> : tensor<complex<f64>>}: () -> (i24, tuple<i64, index, f8E5M2FNUZ, f8E4M3FNUZ>, !x.param<-2>, complex<ui16>)
  "foo.br"()[^bb5, ^bb5]<{z90= #bar<"a b">}>: () -> () loc(#L7)
 ^bb5(%30: si128):
  "a.jump"(%29#2, %29#2, %30)[^6] <{value0= #a9, my.k1= false, "quoted key 2"= affine_map<() -> ()>, value3= #loc2}> {x0= -2147483648: si32, b1= 0x6E33733B27DB25A767D7 : f80, attr2= "日本\\", x3= 0x4DC5DB0B376BFE70AA77 : f80}: (complex<ui16>, complex<ui16>, si128) -> ()
 ^6():
 ^6():
  "cfx.cond_br"(%_20)[^6] {k$0= !alias_4, sym_name1= #map5, k$2= unit}: (tensor<?x3xcomplex<f80>>) -> ()
 }, {
  "builtin.module"() ({
   %v31 = "foo.op"() <{sym_name0= "@-<a/"}> {}: () -> tensor<3x4xi24> loc(#L10)
  }) : () -> () loc("n"(callsite(#l_x11 at "dir/with space.c":32:71 to 35:12)))
 }) {foo.k0= @f_1, k$1= #x.b.c, my.k2= dense_resource<res_1> : tensor<2xf32>}: (ui3) -> f8E4M3FNUZ
 %v32:4 = "d.op_1"(%-17, %_18) {}: (i32, (none) -> ()) -> (memref<5x3xbf16, strided<[57, 1], offset:0>>, complex<bf16>, vector<1x[6]xindex>, i32) loc("dir/with space.c":355:225)
}) {foo.module_attr = "\\X0\n0_X!\t\\\7f" : f64} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x040000005062DB74DE9E9FEB",
      res_1: "0x04000000C60B27A2D6B2F3B5"
    }
  }
#-}
