#map = affine_map<(d0, d1) -> ((d0 mod 2) mod 6)>
#map1 = affine_map<(d0)[s0, s1] -> ()>
"builtin.module"() <{sym_name = "m78"}> ({
  %0:2 = "my_dialect.thing"() {b2, k$0 = 1.551000e+01 : f64, my.k1 = -0.000000e+00 : bf16, sym_name3} : () -> (vector<7x[13]x11xi7>, i32)
  "foo.op"(%0#0, %0#0, %0#0) {a0 = 8.75799624711508692549953859633886642E+2262 : f128} : (vector<7x[13]x11xi7>, vector<7x[13]x11xi7>, vector<7x[13]x11xi7>) -> ()
  "foo.bar.baz"(%0#0, %0#0, %0#1) {x0 = @c, z91 = @_priv::@main} : (vector<7x[13]x11xi7>, vector<7x[13]x11xi7>, i32) -> ()
  "z.nop"(%0#0, %0#1) {d.k0 = 26 : index} : (vector<7x[13]x11xi7>, i32) -> ()
  "foo.compute"(%0#1, %0#0, %0#0) : (i32, vector<7x[13]x11xi7>, vector<7x[13]x11xi7>) -> ()
  %1 = "bar.yield"(%0#0, %0#1, %0#1) : (vector<7x[13]x11xi7>, i32, i32) -> tensor<?x3xindex>
  %2:3 = "foo.compute"(%0#0, %1) : (vector<7x[13]x11xi7>, tensor<?x3xindex>) -> (index, i8, (i128, i7, f64) -> si8)
  %3 = "bar.yield"(%1) : (tensor<?x3xindex>) -> i32
  %4:4 = "a.b"() : () -> (none, i32, tensor<4x2xf6E3M2FN>, vector<11x11x[16]xsi17>)
  "foo.compute"(%4#2, %2#1) {attr0 = array<i1: true, false, false, true>} : (tensor<4x2xf6E3M2FN>, i8) -> ()
  %5:2 = "foo.op"() ({
    %26 = "a.b"() : () -> complex<f64>
  }) {sym_name0 = 0 : i64} : () -> (memref<47x?xcomplex<bf16>, #map, 7>, f64)
  "foo.bar"(%5#1, %1, %4#2) ({
  }, {
  ^bb0(%arg0: complex<f8E8M0FNU>, %arg1: memref<37x1xui7, strided<[?, 1], offset: 2>, "shared">):
    "foo.bar.baz"(%5#1, %5#1) {attr2, d.k0 = ".b/\00\00/", sym_name1 = @c::@"x y"} : (f64, f64) -> ()
    %6:3 = "my_dialect.thing"(%0#1, %5#0) {_u1 = @_priv::@main, a2, "quoted key 0" = [[dense_resource<blob0> : tensor<2xf64>], @_priv::@main], x3} : (i32, memref<47x?xcomplex<bf16>, #map, 7>) -> (memref<?x2x37xcomplex<f8E5M2>>, complex<f64>, memref<2xindex, strided<[1], offset: 10>>)
    %7 = "foo.compute"() : () -> bf16
    "foo.br"(%6#0)[^bb1] ({
    ^bb0(%arg2: tensor<1x?x0x430xui8>, %arg3: vector<4x10xf16>, %arg4: f16):
      %9 = "foo.compute"() ({
      ^bb0(%arg10: f6E2M3FN, %arg11: memref<?xf16, strided<[1], offset: ?>>):
        "d.op_1"(%arg10, %arg3) {d.k1 = true, sym_name0 = "\\\09\22@\\\09{\8B \C3\A9\F0\9F\99\82"} : (f6E2M3FN, vector<4x10xf16>) -> ()
        %17 = "foo.bar"(%arg3, %arg10) {a0 = sparse<[[3, 2], [3, 2], [4, 1]], [-8, 1, 12306]> : tensor<5x3xi32>} : (vector<4x10xf16>, f6E2M3FN) -> i1
        %18:4 = "bar.yield"(%arg11) {"quoted key 1", x0 = {_u1, attr2 = [16 : index], d.k0 = ".b/\00\00/", sym_name3 = @c::@"with\22quote"}} : (memref<?xf16, strided<[1], offset: ?>>) -> (none, memref<*xf64>, !bar.t<<?, "x y", <"x y", -3, 13>> <?, -7, -6> 62>, complex<f8E4M3FNUZ>)
        %19 = "foo.bar"(%6#1) <{b0 = array<i32: -1297, -1, 112, 0>, k$1 = ".b/\00\00/"}> : (complex<f64>) -> f6E2M3FN
        %20 = "foo.bar"(%18#1, %6#2, %arg1) <{}> : (memref<*xf64>, memref<2xindex, strided<[1], offset: 10>>, memref<37x1xui7, strided<[?, 1], offset: 2>, "shared">) -> complex<f16>
        "x.switch"(%18#3)[^bb1, ^bb2] : (complex<f8E4M3FNUZ>) -> ()
      ^bb1(%21: !foo<"x<y>">):  // pred: ^bb0
        "foo.br"()[^bb2] : () -> ()
      ^bb2:  // 2 preds: ^bb0, ^bb1
        %22:4 = "x.y"() : () -> (i32, i32, f4E2M1FN, tensor<0xf128>)
        %23 = "foo.compute"() {foo.k2 = 1.91353045E+25 : f32, k$0, "quoted key 1" = dense<[-8.281250e-01, -5.937500e-01, 2.001950e-01]> : tensor<3xbf16>} : () -> i32
        %24:3 = "bar.yield"(%22#1, %22#2, %23) : (i32, f4E2M1FN, i32) -> (index, f8E5M2, complex<f16>)
        %25:3 = "foo.compute"(%arg10) : (f6E2M3FN) -> (i32, i8, bf16)
      }, {
      ^bb0(%arg7: f16, %arg8: i1, %arg9: none):
      }, {
      ^bb0(%arg5: f4E2M1FN, %arg6: tuple<complex<i17>, bf16, bf16>):
        %14 = "foo.bar"(%arg5, %0#0, %arg3) {a2 = "\0A", foo.k0 = @x.y, sym_name1} : (f4E2M1FN, vector<7x[13]x11xi7>, vector<4x10xf16>) -> memref<?x?x922xi32>
        %15 = "z.nop"(%14) <{a0 = "{X.\22 !-", "quoted key 1", z92 = 1.000000e+01 : f8E5M2}> : (memref<?x?x922xi32>) -> !bar.type
        %16 = "foo.bar.baz"(%15, %15, %15) : (!bar.type, !bar.type, !bar.type) -> ui1
      }) : () -> tuple<ui32, f6E2M3FN>
      %10:3 = "my_dialect.thing"(%2#2, %arg2) ({
        %11:4 = "a.b"() : () -> (tensor<485x4x?x!foo<"abc">>, si24, tuple<bf16, f8E3M4>, index)
        "cfx.cond_br"(%11#3, %11#1, %11#2)[^bb1] : (index, si24, tuple<bf16, f8E3M4>) -> ()
      ^bb1:  // 3 preds: ^bb0, ^bb1, ^bb3
        %12 = "foo.compute"(%0#1) {_u3 = ".b/\00\00/", attr2 = dense_resource<r.1> : tensor<4xf64>, foo.k0 = @_priv::@main, "quoted key 1"} : (i32) -> memref<1xindex, 3>
        %13 = "bar.yield"(%4#3, %2#2, %0#0) : (vector<11x11x[16]xsi17>, (i128, i7, f64) -> si8, vector<7x[13]x11xi7>) -> i3
        "a.b"(%11#1, %11#1, %12) : (si24, si24, memref<1xindex, 3>) -> ()
        "a.jump"(%11#2)[^bb2, ^bb1] : (tuple<bf16, f8E3M4>) -> ()
      ^bb2:  // pred: ^bb1
        "cfx.cond_br"()[^bb3] <{k$2 = [-1, true, {}, 0x80 : f8E4M3B11FNUZ], "quoted key 0" = #my<"abc">, z91 = array<i8: -2>}> {b1 = #map1, k$0} : () -> ()
      ^bb3:  // pred: ^bb2
        "a.jump"(%6#2, %11#2)[^bb1] {d.k1 = false, foo.k0 = sparse<[[2, 2], [2, 3], [2, 2], [3, 4]], [579, -1, 73, 476]> : tensor<6x5xi32>, k$2 = 26 : index} : (memref<2xindex, strided<[1], offset: 10>>, tuple<bf16, f8E3M4>) -> ()
      }) : ((i128, i7, f64) -> si8, tensor<1x?x0x430xui8>) -> (tuple<!x.t_1, index, ui1, bf16>, () -> (f16, complex<f8E5M2>), tensor<525x?xvector<[14]xindex>>)
    }, {
    }) : (memref<?x2x37xcomplex<f8E5M2>>) -> ()
  ^bb1:  // pred: ^bb0
    "cfx.cond_br"(%6#2)[^bb2] : (memref<2xindex, strided<[1], offset: 10>>) -> ()
  ^bb2:  // pred: ^bb1
    %8:4 = "foo.bar"() {_u0 = dense_resource<blob0> : tensor<2xf64>} : () -> (i7, ui32, !bar<"a b">, i32)
  }) {attr2 = false, k$1 = complex<bf16>, my.k0 = dense<> : tensor<0x4x3xindex>, sym_name3 = complex<bf16>} : (f64, tensor<?x3xindex>, tensor<4x2xf6E3M2FN>) -> ()
}) {foo.module_attr = #my<"abc">} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0800000049BE40FDEF30A93D858FF1628C659B4C",
      r.1: "0x08000000B121E075FBDC1F8CFE49BE40777316DD3063F4F92D1B9CC234CEA9F5A5FD2FF6"
    }
  }
#-}

