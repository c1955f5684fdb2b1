#map = affine_map<(d0, d1, d2)[s0] -> (d0 * 3, (d0 * 2) floordiv 4)>
#map1 = affine_map<(d0) -> ()>
"builtin.module"() <{sym_name = "m10"}> ({
  "a.b"() : () -> ()
  %0:4 = "foo.bar.baz"() {_u2 = #bar.b.c, attr3 = 0 : i64, foo.k1 = 1 : i64, k$0 = #x.a<<-8,"x y">, "x y">} : () -> (ui32, f16, index, si64)
  %1:3 = "a.b"(%0#0, %0#1, %0#2) {_u0, b2 = #map, k$1 = -7.495000e+06 : f64} : (ui32, f16, index) -> (index, complex<ui32>, complex<f4E2M1FN>)
  %2:4 = "x.y"(%0#2, %1#2) : (index, complex<f4E2M1FN>) -> (memref<?x?xi128>, none, i32, i1024)
  %3 = "foo.op"(%0#3, %2#3) ({
  ^bb0(%arg0: bf16):
    %7 = "foo.bar"(%2#2) : (i32) -> complex<f64>
    %8:4 = "foo.compute"() {a1 = -128 : si8, foo.k2 = "z", my.k0 = #bar.b.c, "quoted key 3" = "-Xb"} : () -> (tensor<34x8x888xsi32>, complex<ui16>, complex<i17>, f64)
    "x.y"(%8#1) ({
      "a.b"(%1#2, %8#1) {attr0 = #map1, value1 = -2.658460e+36 : bf16} : (complex<f4E2M1FN>, complex<ui16>) -> ()
      "x.y"(%8#0, %8#1) ({
        "builtin.module"() ({
          %23:2 = "foo.compute"() <{d.k3 = #x.flag, "quoted key 0" = bf16, value2 = 1 : si8, x1 = #my.a}> {d.k1 = vector<6x[1]x4xi8>, foo.k2, sym_name0 = true} : () -> (f16, i32)
        }) : () -> ()
      }) : (tensor<34x8x888xsi32>, complex<ui16>) -> ()
      %12:2 = "foo.bar"(%0#3) ({
        %13 = "foo.compute"() : () -> ui64
        "foo.bar.baz"() : () -> ()
        %14 = "my_dialect.thing"(%8#3, %13) : (f64, ui64) -> complex<si64>
        "z.nop"(%8#3, %1#1, %8#2) {b1 = vector<12x16x4xui1>, k$2 = {value0 = 0x3FC00 : tf32, value1 = true}, k$3 = dense<[[870], [557]]> : vector<2x1xindex>, z90 = array<f32: 6.02214064E+23, 0x7FDF5749, 6.822000e+04>} : (f64, complex<ui32>, complex<i17>) -> ()
        "foo.br"(%8#0, %14, %2#0)[^bb1, ^bb2] {a1, b0 = dense<> : tensor<0xindex>, my.k2 = dense<1217283141> : tensor<174xi32>} : (tensor<34x8x888xsi32>, complex<si64>, memref<?x?xi128>) -> ()
      ^bb1:  // pred: ^bb0
        %15 = "foo.compute"() : () -> i32
        %16 = "foo.compute"() : () -> !bar<"">
        %17 = "z.nop"() {_u0 = dense_resource<weights0> : tensor<2xi64>, value1 = dense<0x80> : tensor<1xf8E5M2FNUZ>} : () -> i1
        %18 = "bar.yield"() : () -> f8E5M2FNUZ
        "a.jump"(%17, %17)[^bb2, ^bb2] {attr1 = -93 : i16, x0} : (i1, i1) -> ()
      ^bb2(%19: i8):  // 3 preds: ^bb0, ^bb1, ^bb1
        "a.jump"(%8#3, %0#1, %8#3)[^bb3] : (f64, f16, f64) -> ()
      ^bb3(%20: tensor<?xui64>, %21: index, %22: memref<1xf16, "gpu">):  // 2 preds: ^bb2, ^bb3
        "x.switch"(%0#2, %14)[^bb3] {b2, foo.k0 = #foo.v<"x y" , abc , -0>, value1 = dense<[[0, 0, 1], [-4, 3, 0], [3, -1, 1], [1, -4, 0]]> : tensor<4x3xi3>, value3 = [@b::@_priv]} : (index, complex<si64>) -> ()
      }) : (si64) -> (tensor<0xf32>, memref<4x2xf8E4M3, strided<[26, ?]>>)
      "my_dialect.thing"() : () -> ()
    }, {
    }) : (complex<ui16>) -> ()
    %9:3 = "a.b"() <{}> : () -> ((vector<f32>, f128, index) -> si32, complex<f16>, f8E4M3FNUZ)
    %10 = "z.nop"() {k$0 = 60 : index, sym_name1 = "a0M"} : () -> ((!my_dialect.t<44 {?}>) -> ())
    "x.switch"()[^bb1, ^bb1] <{attr2, my.k0 = "%\0A0 <\22\CE\A9" : ui1, z91 = array<i64: -9223372036854775808, 27, 38, -1>}> : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "x.switch"(%10, %8#2)[^bb2, ^bb2] : ((!my_dialect.t<44 {?}>) -> (), complex<i17>) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    "x.switch"()[^bb3] <{sym_name0, value1}> : () -> ()
  ^bb3:  // pred: ^bb2
    %11:4 = "d.op_1"(%0#2) <{attr0 = complex<bf16>, sym_name1 = sparse<[[4, 5]], -1> : tensor<6x6xi32>, sym_name2 = #x<"a b">}> : (index) -> (vector<7xindex>, index, memref<4xi64, strided<[1], offset: ?>, 4>, index)
  }) : (si64, i1024) -> si32
  %4 = "foo.bar"(%2#2, %0#3, %2#1) : (i32, si64, none) -> f64
  %5 = "foo.op"(%1#1, %3, %2#3) : (complex<ui32>, si32, i1024) -> memref<20x5xi32, "shared">
  %6:4 = "foo.op"() : () -> (i7, f32, tensor<?xi7>, si8)
}) {foo.module_attr = dense<[[-1.028780e-04, -1.377870e-02], [1.310160e+01, 4.732000e+03], [8.793750e+01, 3.071290e-01]]> : vector<3x2xf16>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x08000000D7940570FA3C542777287161486CC202"
    }
  }
#-}

