#map = affine_map<(d0, d1)[s0] -> ((s0 - 5) * 9, d1 + d1 mod 7, 9)>
#map1 = affine_map<(d0, d1) -> (5, d0, (d1 floordiv 9) * 9)>
#distinct = distinct[0]<{_u0 = #map1, d.k1 = 3.007810e-01 : bf16}>
"builtin.module"() <{sym_name = "m70"}> ({
  %0:3 = "x.y"() : () -> (vector<3x1x4xf4E2M1FN>, si64, memref<2xcomplex<ui1024>>)
  %1 = "my_dialect.thing"(%0#0, %0#1, %0#1) : (vector<3x1x4xf4E2M1FN>, si64, si64) -> i8
  %2 = "foo.bar"() {_u1 = dense<0.139709294> : tensor<f32>, my.k0 = array<i1>} : () -> ((memref<*xi128>, si1024, ui7) -> (ui64, f8E8M0FNU))
  %3 = "bar.yield"(%1, %0#1, %0#1) {b1 = @_priv, x0} : (i8, si64, si64) -> i1
  %4:3 = "d.op_1"(%0#1, %0#1, %3) : (si64, si64, i1) -> (index, none, i3)
  %5 = "x.y"(%4#2, %4#0, %0#1) : (i3, index, si64) -> i8
  "foo.bar.baz"(%4#0, %4#0) : (index, index) -> ()
  "d.op_1"() : () -> ()
  %6 = "a.b"(%0#0) {attr1 = @b::@f_1, attr2 = #map, x0 = [-1189917273717 : si64]} : (vector<3x1x4xf4E2M1FN>) -> i64
  "d.op_1"() : () -> ()
  %7 = "d.op_1"() {x0 = false, x1} : () -> f32
  %8 = "my_dialect.thing"(%6, %0#0, %6) : (i64, vector<3x1x4xf4E2M1FN>, i64) -> i1024
  "my_dialect.thing"(%4#1, %4#0) : (none, index) -> ()
  %9:4 = "foo.op"(%3, %7) ({
    "foo.op"(%5, %3, %1) : (i8, i1, i8) -> ()
    "bar.yield"(%3, %8, %4#0) : (i1, i1024, index) -> ()
  }, {
  ^bb0(%arg0: i17):
    %12 = "foo.op"(%0#0, %3, %0#1) {k$1 = #distinct, k$2 = ["\\_\09\000\00\CE\A9\C3\9F\00\AB"], "quoted key 3", value0 = #bar<"abc">} : (vector<3x1x4xf4E2M1FN>, i1, si64) -> complex<f8E4M3>
  }) {k$0, my.k1 = 6.357250e+05 : f64, "quoted key 2"} : (i1, f32) -> (memref<40xf8E4M3B11FNUZ>, vector<[9]x12x3xsi8>, none, vector<i17>)
  %10 = "foo.op"(%9#3) {d.k0 = 0x7C : f8E5M2, my.k1} : (vector<i17>) -> tensor<8x926xf16>
  %11:4 = "foo.bar"(%2, %10, %9#2) : ((memref<*xi128>, si1024, ui7) -> (ui64, f8E8M0FNU), tensor<8x926xf16>, none) -> (!bar.t<"x y" , ? , i8>, si1024, tuple<memref<524xvector<11xf32>>, ui32>, tuple<>)
}) : () -> ()

