!tuple = tuple<si8, i8, i64, bf16, bf16, index, i32, i32, f8E5M2FNUZ, complex<bf16>, f80, si8, index, complex<i3>, si128, f32, f16, f16, si8, si16>
#distinct = distinct[0]<dense<[2.000000e-01, 1.000000e-30]> : tensor<2xf32>>
#loc = loc(unknown)
#map = affine_map<(d0)[s0, s1] -> (-s1 - 1)>
#map1 = affine_map<(d0)[s0] -> ()>
#map2 = affine_map<(d0, d1, d2) -> (d0 * 7)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
"builtin.module"() ({
  %0 = "foo.bar.baz"() {a1 = "@bX'\\ _a0\0A0", "quoted key 0" = @"with\22quote"::@_priv, value2 = index, z93 = "X0"} : () -> f16
  %1 = "foo.compute"(%0) <{}> {a1 = "0<", "quoted key 0" = -3.750000e+00 : f8E4M3FN, "quoted key 2"} : (f16) -> ui16
  %2 = "foo.op"(%0) <{a1 = -2.000000e+00 : f32, z90}> : (f16) -> vector<4x[14]xf64>
  "a.b"(%2, %2) : (vector<4x[14]xf64>, vector<4x[14]xf64>) -> ()
  %3 = "d.op_1"(%1, %0) {value0 = -9223372036854775808 : index} : (ui16, f16) -> f16
  %4 = "a.b"() {k$1 = "<<\E6\97\A5\E6\9C\AC", value0 = 45 : index, z92} : () -> tensor<?xvector<7x[6]xi3>>
  %5 = "z.nop"() : () -> index
  %6 = "bar.yield"() <{value0 = @f_1}> ({
    %8:2 = "d.op_1"() ({
    ^bb0(%arg0: i32):
      %13 = "foo.bar"(%arg0, %4, %0) <{a1 = @"\C3\A9"::@b, value2 = "-\0A\090" : f64, x0}> : (i32, tensor<?xvector<7x[6]xi3>>, f16) -> memref<1x549xvector<9x4x[15]xf8E5M2FNUZ>, strided<[32, 1]>>
      %14 = "d.op_1"(%2, %5) : (vector<4x[14]xf64>, index) -> vector<ui24>
      %15 = "bar.yield"() ({
        %20 = "z.nop"(%13) <{}> {value0 = dense<[3.324220e+00, 3.000000e+02, 8.632810e+00]> : tensor<3xf16>} : (memref<1x549xvector<9x4x[15]xf8E5M2FNUZ>, strided<[32, 1]>>) -> complex<f64>
        %21 = "bar.yield"() : () -> index
        %22 = "z.nop"(%21) {_u2 = [[3 : si8, 139250411680593, "*\00\0A'"], [#map, -1, dense<[[[1.000000e+00, 2.502440e-03, 2.000000e+00, -9.000000e+00], [4.053380e+10, 3.489660e+09, -1.644950e+07, -1.290350e-11], [-2.001950e-01, 2.171350e-23, -2.658460e+36, 2.723840e+05], [-3.829760e+05, 1.175490e-38, 9.112690e+21, 2.336000e+03]], [[4.831690e-13, 6.471680e+05, 8.800000e+02, 9.969200e+37], [-1.175490e-38, 4.827970e+29, 2.718750e+00, 5.000000e-01], [3.242190e-01, 6.553600e+05, 3.460000e+02, 3.140630e+00], [3.937500e+00, 1.000980e-01, 7.187500e+00, -9.999220e+09]], [[-8.937500e+00, 2.000000e+00, 1.315220e-22, 8.847360e+06], [0x7F80, 1.105920e+06, 2.001950e-01, 9.999220e+09], [7.360000e+02, 4.956160e+05, 2.120000e+02, 2.109380e+00], [3.140630e+00, 1.126400e+05, -8.400000e+02, 0x7F80]], [[1.001360e-05, 1.022200e+12, -1.175490e-38, 5.250170e+13], [1.223680e+05, 8.242180e-01, 0.000000e+00, -2.477570e-20], [1.175490e-38, -7.578130e-01, 3.906250e-02, 7.438340e+06], [6.553600e+04, -1.000000e+00, 2.574600e-23, 4.872530e+30]]]> : tensor<4x4x4xbf16>, vector<[6]x3x10xui24>]], k$1 = sparse<[[2, 0], [2, 0], [0, 0]], [1, 31, -47]> : tensor<6x3xi8>, "quoted key 0" = vector<8xi32>} : (index) -> complex<f64>
        %23 = "foo.compute"() <{_u0 = dense<[[[3.906250e-02, 0x80], [1.015630e-01, 0x80], [-9.765620e-04, 0.000000e+00], [0x80, 5.000000e-01]], [[0x80, 0x80], [7.000000e+00, -6.500000e+00], [0x80, -5.000000e-01], [2.000000e+00, 7.500000e-01]], [[0.000000e+00, -5.500000e+00], [-6.875000e-01, 0.000000e+00], [2.250000e+00, 4.500000e+00], [2.000000e+00, 3.125000e-01]], [[2.000000e+00, 6.000000e+00], [0x80, 0x80], [0x80, 0x80], [6.875000e-01, 0x80]]]> : tensor<4x4x2xf8E4M3B11FNUZ>, a2, attr1, b3 = true}> : () -> tuple<i16, f64, f8E4M3FN, i7>
        %24 = "x.y"(%21, %23) {k$1 = #loc, "quoted key 2", value3 = -170141183460469231731687303715884105728 : si128, z90 = [dense<[0x80, 0x80, 3.750000e+00, 0x80]> : tensor<4xf8E4M3FNUZ>]} : (index, tuple<i16, f64, f8E4M3FN, i7>) -> tuple<i7, i17, ui7, si1>
        "a.jump"(%22, %24)[^bb1] : (complex<f64>, tuple<i7, i17, ui7, si1>) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb2
        "x.y"(%23, %23) {d.k1 = #map1, my.k0 = [], "quoted key 2" = #distinct, "quoted key 3" = 3.250000e+00 : f6E2M3FN} : (tuple<i16, f64, f8E4M3FN, i7>, tuple<i16, f64, f8E4M3FN, i7>) -> ()
        "bar.yield"(%arg0, %23) {_u0 = -9.382810e+00 : f16} : (i32, tuple<i16, f64, f8E4M3FN, i7>) -> ()
        "x.switch"(%24, %0)[^bb2] <{"quoted key 0" = dense<(3.137210e-01,0x7C00)> : tensor<complex<f16>>}> {attr1 = @"\C3\A9"::@b, z90} : (tuple<i7, i17, ui7, si1>, f16) -> ()
      ^bb2(%25: index, %26: i32, %27: index):  // pred: ^bb1
        "x.y"() : () -> ()
        %28:2 = "foo.bar.baz"(%24, %3, %24) : (tuple<i7, i17, ui7, si1>, f16, tuple<i7, i17, ui7, si1>) -> ((!x<"a b">, index) -> (complex<f16>, i16), vector<16x11x15xf64>)
        "foo.br"(%28#0)[^bb3, ^bb1] {my.k0 = "bG{", sym_name2 = "" : f64, x1 = sparse<3, 1> : tensor<6xi64>} : ((!x<"a b">, index) -> (complex<f16>, i16)) -> ()
      ^bb3(%29: i128, %30: index, %31: si7):  // pred: ^bb2
        %32 = "foo.bar"(%24, %31, %30) : (tuple<i7, i17, ui7, si1>, si7, index) -> tuple<>
        %33 = "foo.bar"(%2) : (vector<4x[14]xf64>) -> tuple<i64, index>
      }) {"quoted key 1" = -1 : i7, sym_name0 = @b, x2 = -5.281250e+00 : bf16} : () -> complex<bf16>
      "x.switch"(%arg0, %arg0)[^bb1, ^bb1] {foo.k1 = false, k$0 = [dense<[[[348, 690, 263], [546, 758, 661], [581, 411, 608], [130, 22, 861]]]> : tensor<1x4x3xindex>, false], sym_name2 = "\09\C3\A9\0A'/\C3\A9\22.\0A*"} : (i32, i32) -> ()
    ^bb1(%16: tuple<f16, f8E4M3FNUZ, memref<42x1xcomplex<bf16>, strided<[38, 1], offset: ?>, "local mem">, i16>, %17: tensor<f32>):  // 3 preds: ^bb0, ^bb0, ^bb1
      %18 = "foo.bar.baz"(%17, %14) <{attr0 = 0 : ui1024, b2 = "" : f64, sym_name1 = dense<"\22{aba\0A!\09."> : tensor<!foo.str>}> : (tensor<f32>, vector<ui24>) -> i32
      "foo.br"(%17, %18, %18)[^bb2, ^bb1] : (tensor<f32>, i32, i32) -> ()
    ^bb2:  // pred: ^bb1
      %19 = "foo.compute"(%1, %arg0, %13) : (ui16, i32, memref<1x549xvector<9x4x[15]xf8E5M2FNUZ>, strided<[32, 1]>>) -> ui64
    }) {d.k2 = "'\EF\22\7F\00\22\09", sym_name3 = 0 : ui8, value1 = [-9223372036854775808, -1 : i16, array<i1: false, true, false>, 199899408], x0 = dense_resource<r.0> : tensor<4xf64>} : () -> (index, i1)
    %9:3 = "foo.bar"() : () -> (tensor<7x?x?x4xf8E5M2FNUZ, 7 : i32>, bf16, i17)
    %10 = "foo.bar.baz"(%9#1, %8#0, %9#1) <{a0}> {d.k0, my.k1 = "-", sym_name2 = #map2} : (bf16, index, bf16) -> !x.type
    %11:4 = "bar.yield"(%9#1, %8#0) : (bf16, index) -> (!tuple, si17, memref<1x?x?xui32, #map3>, tensor<2x0xf16>)
    %12:4 = "x.y"(%11#0, %11#0, %3) : (!tuple, !tuple, f16) -> (vector<[1]x[2]x12xf128>, i1, i1, vector<16x12xi32>)
    "foo.br"()[^bb1] {attr0 = -8.028160e+05 : bf16, k$1 = dense<2.800000e+01> : tensor<f6E3M2FN>} : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cfx.cond_br"(%1, %12#3)[^bb1] : (ui16, vector<16x12xi32>) -> ()
  }, {
  }, {
    %7 = "x.y"(%5) {x0 = "*\09\C3\A9'"} : (index) -> vector<[13]xbf16>
  }) : () -> f8E4M3B11FNUZ
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000004FD68F48310B65ABA815231839F4782D56BD1B1128382CADB619C792943BA134"
    }
  }
#-}

