#loc = loc("a.mlir":47:128)
#loc1 = loc("-":469:345)
#map = affine_map<(d0)[s0] -> (s0 floordiv 6)>
#map1 = affine_map<(d0, d1)[s0, s1] -> (d1 * 8, d1 * 2 - d1 mod 6, (d0 mod 7) floordiv 9)>
#map2 = affine_map<(d0)[s0] -> (-d0, (s0 * 6) mod 4)>
#map3 = affine_map<(d0, d1, d2)[s0, s1] -> (d1 * 4 - s0)>
#map4 = affine_map<() -> (3)>
#set = affine_set<(d0)[s0] : (-s0 + 1 >= 0, s0 * 4 - s0 * s0 >= 0)>
#set1 = affine_set<(d0) : (7 >= 0, d0 * -3 >= 0, -d0 == 0)>
#distinct = distinct[0]<#map4>
"builtin.module"() ({
  %0:3 = "d.op_1"() : () -> (f32, f16, f8E4M3)
  %1 = "d.op_1"(%0#0) : (f32) -> complex<f64>
  %2 = "bar.yield"(%0#0, %1, %0#1) <{"quoted key 0" = 0 : si17}> {b0} : (f32, complex<f64>, f16) -> f64
  %3 = "x.y"(%0#2, %0#1, %2) {my.k0 = 1 : index} : (f8E4M3, f16, f64) -> f8E4M3FNUZ
  %4 = "foo.compute"(%2, %0#0, %0#0) <{}> : (f64, f32, f32) -> i8
  %5 = "z.nop"(%4, %1, %2) {b1 = {b2 = #my.flag, d.k0 = -146 : si17, k$1 = "z\0A\\@}", x3 = array<i64: 1, 311998908120981, -9223372036854775808, -1>}, z90 = memref<495xi8, "shared">} : (i8, complex<f64>, f64) -> complex<f32>
  %6 = "foo.op"() : () -> f8E5M2FNUZ
  %7:3 = "my_dialect.thing"(%5, %4) {a3 = true, b1 = @a, b2 = #map, value0 = #map1} : (complex<f32>, i8) -> (si16, (tensor<*xbf16>, si24) -> (tensor<*xf32>, f64), index)
  %8 = "foo.op"(%7#1, %0#0) : ((tensor<*xbf16>, si24) -> (tensor<*xf32>, f64), f32) -> tensor<?x6x56xi8>
  %9 = "my_dialect.thing"() <{attr1 = "_\22!X\00", sym_name0 = affine_map<(d0, d1, d2) -> (d2, -49)>, z92 = array<f32>}> : () -> complex<i1>
  "bar.yield"() <{_u2 = "\E6\97\A5\E6\9C\AC< }/", a1 = "\09\9D\22#%_ __", a3 = 7.395000e+02 : f16, x0 = dense<[[["", "\CB0'\C3\A9\22\0A/", "'0\CE\A9'#\\.@%<\09", "\A8\09#@"], [".\C3\A9", "0{", "{<z'\22 \00\7F\C3\A9b'", "0a\00\C3\A9X\0A\00"], ["\C3\A9\00\22\09<}#X..b\0A", "_a", "}.\85\22}", "\\%0\0A\\}/\7F"]], [["{\C3\9F0", "\7F}-{\7F\09\22\220_", ".\02\\.%%", "\22-\\"], ["a'", "\C3\9F\00z\\**{%!za", "\03\\<\B0\C3\A9\00@{\00.\09", "\0A]"], ["\09/\09#\00^\C3\A9\09\C3\A9_", "\0Aaa{a\F0\9F\99\82<\\#\09!", "\\\00\0A#\7F\0A\F0\9F\99\82", "X\0A"]]]> : tensor<2x3x4x!foo.str>}> {sym_name0 = sparse<3, -1> : tensor<4xi32>, x1 = #set} : () -> ()
  %10:4 = "my_dialect.thing"() {_u1 = #loc, _u3 = "#/\09*'-\7F\C3\A9\00*{" : index, attr0 = [{foo.k1 = @a::@x.y::@c, z90 = "\22\09}\\\0A%\22!"}], k$2 = 11 : index} : () -> (f16, tensor<*xi64>, complex<ui16>, tensor<950x5xf32, #foo.enc>)
  %11:3 = "x.y"() {_u1 = "_\CE\A9\00z#'\CE\A9\C3\9F.'_}", "quoted key 0" = 0 : ui3} : () -> (si3, index, i1)
  %12 = "foo.compute"() {attr0 = -1 : i32, attr1 = 1 : index, attr2 = #bar.v<70 , i8 , [{i8} {a.b ? "x y"}]>} : () -> i1
  %13 = "x.y"(%0#1, %12, %7#2) <{_u0 = #foo<"a b">, x1 = (!my_dialect.type, vector<10x16x[13]xi32>, ui64) -> ()}> {value0 = {d.k1 = 7.976560e+00 : f16, k$2 = 0x7FFF : bf16, "quoted key 0" = #set1, sym_name3}} : (f16, i1, index) -> bf16
  %14 = "foo.bar"() : () -> i128
  "foo.compute"(%11#0, %14) : (si3, i128) -> ()
  %15 = "foo.op"() ({
  }) : () -> !bar<"a b">
  %16:4 = "z.nop"(%0#2) {d.k2 = {b3 = i64, "quoted key 2" = false, value0 = #map2, z91 = "\00*\81\12"}, k$0 = #map3, "quoted key 1" = f8E4M3B11FNUZ} : (f8E4M3) -> (!my_dialect.param<[-6 ? -8]>, i24, memref<7x7xf16, strided<[18, 1]>, 2>, i3)
  %17 = "foo.op"(%7#1) {_u1 = #x<"a b">, sym_name0 = array<i8: -128, -128, 0, 1, -1>, value2 = -128 : i8} : ((tensor<*xbf16>, si24) -> (tensor<*xf32>, f64)) -> index
  %18:3 = "bar.yield"(%16#3) ({
  }) : (i3) -> (i1024, index, si64)
  %19 = "foo.bar"(%18#1) {"quoted key 1" = true, "quoted key 2" = -3.14657231E+13 : f32, sym_name0 = -4 : i3} : (index) -> tensor<ui24>
  "z.nop"(%7#0) ({
    "builtin.module"() ({
      %26:4 = "foo.bar"() {b0 = #loc1} : () -> (!x<"">, tuple<>, f32, memref<4x6xi8>)
    }) : () -> ()
  }, {
    %21 = "z.nop"(%12, %13, %19) {foo.k0} : (i1, bf16, tensor<ui24>) -> tensor<2x248x?x0xi32, {a = 1 : i64}>
    %22 = "bar.yield"(%10#3, %10#3) {_u1 = 2.000000e+00 : f16, a3 = #distinct, k$2 = @main::@main, x0 = array<i8: -1, -128, 0, 1, -128>} : (tensor<950x5xf32, #foo.enc>, tensor<950x5xf32, #foo.enc>) -> vector<index>
    "a.jump"(%16#3, %19)[^bb1] {b2 = 1.747420e-23 : bf16, k$1, "quoted key 3" = {}, x0 = " \C3\A9X\09%0\7F\C3\A9bz\C3\A9"} : (i3, tensor<ui24>) -> ()
  ^bb1:  // pred: ^bb0
    "my_dialect.thing"(%7#1, %19) {_u2 = 1 : i8, b0, k$1, z93 = 6.553600e+04 : bf16} : ((tensor<*xbf16>, si24) -> (tensor<*xf32>, f64), tensor<ui24>) -> ()
    "foo.compute"(%21, %6) {a1, foo.k3 = false, my.k0 = @b, x2 = [30 : index, {b0 = -6.000000e+00 : f4E2M1FN}, true, complex<si32>]} : (tensor<2x248x?x0xi32, {a = 1 : i64}>, f8E5M2FNUZ) -> ()
    %23 = "d.op_1"() <{}> {attr0, sym_name1 = "{{\F0\9F\99\82.\0A"} : () -> bf16
    %24:2 = "my_dialect.thing"(%11#0) : (si3) -> (tensor<ui1024>, si64)
    "cfx.cond_br"(%14, %22, %23)[^bb2] {attr0 = []} : (i128, vector<index>, bf16) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb2
    %25 = "x.y"(%0#0) {b0, k$1 = true, z92 = [1 : i16, "\00\22-\22!\22.X'\09W/"]} : (f32) -> tensor<4x3x0xcomplex<f16>>
    "x.switch"()[^bb2] : () -> ()
  }) : (si16) -> ()
  %20:3 = "d.op_1"(%18#0) : (i1024) -> (i7, complex<f80>, ui128)
}) : () -> ()

