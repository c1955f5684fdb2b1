#distinct = distinct[0]<#x<"abc">>
#map = affine_map<(d0, d1) -> (-(d1 mod 2))>
#map1 = affine_map<(d0)[s0, s1] -> ((s1 * 7) mod 3, d0)>
#map2 = affine_map<(d0) -> ()>
"builtin.module"() ({
  %0:3 = "x.y"() {a0 = {attr1, "quoted key 0" = 1.000000e+00 : f8E4M3B11FNUZ}, x1} : () -> (f32, !bar.v<abc,[{?, f32},-1,{-7 , a.b , a.b}]>, tensor<f8E8M0FNU>)
  %1 = "foo.bar"(%0#0) ({
    %4 = "d.op_1"() {_u1 = 6.0221407599999999E+23 : f64, x0 = false, z92} : () -> f16
    %5 = "a.b"(%0#2, %4) : (tensor<f8E8M0FNU>, f16) -> memref<1xsi32, strided<[?]>>
    %6 = "z.nop"(%4, %0#2) <{attr0 = sparse<0, [2.000000e-01, -1.990109E+17]> : tensor<2xf32>, my.k1 = array<i1: false, true, true, true, true>}> : (f16, tensor<f8E8M0FNU>) -> i8
    %7 = "foo.bar"(%4, %0#2) : (f16, tensor<f8E8M0FNU>) -> tuple<i8, bf16, i8, bf16>
    "foo.br"(%5)[^bb1] : (memref<1xsi32, strided<[?]>>) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "x.switch"(%6, %4)[^bb2, ^bb1] <{d.k1 = affine_set<(d0, d1, d2)[s0] : (d2 >= 0)>, x0 = false}> ({
    ^bb0(%arg1: !foo.t_1, %arg2: memref<4x5xui64, #map>, %arg3: si32):
      %10 = "foo.bar.baz"(%7, %7) ({
      ^bb0(%arg10: complex<f32>):
      }, {
        "x.y"(%arg2, %arg2) : (memref<4x5xui64, #map>, memref<4x5xui64, #map>) -> ()
        %21 = "foo.op"() : () -> complex<bf16>
        %22 = "foo.bar"(%arg1) : (!foo.t_1) -> f32
        %23 = "z.nop"(%arg2, %0#1) {b1 = [], k$0} : (memref<4x5xui64, #map>, !bar.v<abc,[{?, f32},-1,{-7 , a.b , a.b}]>) -> memref<2x62x?xf32>
      }) : (tuple<i8, bf16, i8, bf16>, tuple<i8, bf16, i8, bf16>) -> bf16
      %11 = "d.op_1"(%arg3, %0#0) ({
      ^bb0(%arg9: i64):
        %19:2 = "foo.bar.baz"() {_u0 = #map1, foo.k1 = array<i8: 0, 1, 0>} : () -> (memref<11x766xcomplex<si24>, strided<[47, ?]>, 5>, memref<*xf8E4M3B11FNUZ>)
        %20 = "foo.op"(%19#0, %19#0, %19#1) : (memref<11x766xcomplex<si24>, strided<[47, ?]>, 5>, memref<11x766xcomplex<si24>, strided<[47, ?]>, 5>, memref<*xf8E4M3B11FNUZ>) -> complex<f64>
      }, {
      }, {
      ^bb0(%arg7: bf16, %arg8: memref<723x?x409xbf16, 2>):
      }) : (si32, f32) -> vector<2xi24>
      "a.b"(%11, %10) <{"quoted key 1" = distinct[1]<dense<> : tensor<0x!foo.str>>, "quoted key 2" = "\7F*\00\0A!\0A\0A-\C3\9F" : f64, z90}> ({
      ^bb0:
      }, {
      ^bb0(%arg4: !bar<"abc">, %arg5: tensor<?x?xf16>, %arg6: vector<[11]x[14]xindex>):
      }) {sym_name0 = dense<[-3.315630e+01, 0x7D2F, 6.303710e-01, -1.722000e+03]> : tensor<4xf16>, sym_name1 = {sym_name0 = "\000{{" : bf16}, x2 = -8.125000e-01 : f8E4M3, x3 = array<i64: 6488898593768, 91, 597, -1>} : (vector<2xi24>, bf16) -> ()
      %12:2 = "bar.yield"() <{attr0}> {foo.k1 = #distinct, x0 = dense<8.448000e+04> : tensor<tf32>} : () -> (memref<?x1xf8E5M2, 3>, !my_dialect.v<{true}>)
      "bar.yield"(%6, %11, %12#1) {_u3 = index, a1 = true, b2 = dense<(-2.000000e+00,0xC202A05F00C00000)> : tensor<complex<f64>>, z90} : (i8, vector<2xi24>, !my_dialect.v<{true}>) -> ()
      "a.jump"()[^bb1, ^bb2] : () -> ()
    ^bb1(%13: tf32, %14: tuple<bf16>, %15: si64):  // pred: ^bb0
      "x.switch"(%arg2, %15)[^bb2] {foo.k0 = {}, sym_name1, value2 = distinct[2]<>} : (memref<4x5xui64, #map>, si64) -> ()
    ^bb2(%16: f16, %17: f80, %18: tuple<>):  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb3
      "foo.br"()[^bb3, ^bb2] : () -> ()
    ^bb3:  // pred: ^bb2
      "foo.br"(%12#0, %11, %arg2)[^bb2] <{_u1 = 114 : index, a0, a2 = 8 : i64, value3}> {b1 = #map2, d.k2, my.k3 = [], z90 = array<i32: -2147483648, 0, -27594, 1, 7>} : (memref<?x1xf8E5M2, 3>, vector<2xi24>, memref<4x5xui64, #map>) -> ()
    }, {
    }) : (i8, f16) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb2
    "foo.br"(%6)[^bb3, ^bb2] <{foo.k1 = array<i32: -1, -1>, k$0, z92 = 2 : i64}> {_u0 = true, sym_name1 = 4.968750e+00 : bf16} : (i8) -> ()
  ^bb3(%8: memref<?xi32>, %9: tensor<3x28x2xf64>):  // pred: ^bb2
    "a.b"(%0#2, %5, %0#1) : (tensor<f8E8M0FNU>, memref<1xsi32, strided<[?]>>, !bar.v<abc,[{?, f32},-1,{-7 , a.b , a.b}]>) -> ()
  }, {
  }, {
  ^bb0(%arg0: f8E5M2FNUZ):
  }) {attr0 = false, x1} : (f32) -> f80
  %2:2 = "foo.op"() : () -> (memref<510x1xi24, strided<[43, 1], offset: ?>, "local mem">, !x.a.b)
  %3 = "z.nop"(%1) <{_u0}> : (f80) -> complex<f6E3M2FN>
}) : () -> ()

