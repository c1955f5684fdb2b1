#loc = loc("-":169:0)
#map = affine_map<(d0) -> (9, (d0 + 1) ceildiv 3, (d0 floordiv 4) floordiv 9)>
#map1 = affine_map<(d0, d1)[s0] -> ()>
#map2 = affine_map<(d0, d1, d2)[s0] -> (d2 * 8, -(d1 + d2))>
#set = affine_set<(d0, d1, d2) : (-((d2 * 4) floordiv 6) + 3 >= 0, d1 == 0, (d2 * 4) floordiv 6 >= 0)>
"builtin.module"() ({
  %0 = "foo.compute"() {b0, b2 = dense<17> : vector<4xi32>, "quoted key 1" = 3.659040e+05 : f64} : () -> si64
  "z.nop"(%0) : (si64) -> ()
  %1 = "foo.bar"() {k$0 = @b::@a} : () -> memref<1x1xf16, strided<[56, ?], offset: ?>>
  %2:4 = "foo.bar"() : () -> (memref<?x?xi1, strided<[?, 1], offset: 4>>, ui64, complex<i32>, complex<i32>)
  "bar.yield"() {k$2 = dense<(39,-18)> : tensor<complex<i32>>, my.k1, z90} : () -> ()
  %3 = "a.b"(%2#1, %1, %1) : (ui64, memref<1x1xf16, strided<[56, ?], offset: ?>>, memref<1x1xf16, strided<[56, ?], offset: ?>>) -> !foo<"a b">
  %4 = "d.op_1"(%2#1, %2#3, %1) : (ui64, complex<i32>, memref<1x1xf16, strided<[56, ?], offset: ?>>) -> none
  %5:2 = "foo.bar"(%3) {a2, attr0 = "\00\\\22-*\000\\\\/'" : bf16, sym_name1 = si17} : (!foo<"a b">) -> (none, !foo<"abc">)
  %6:2 = "foo.bar.baz"(%5#0, %1, %5#1) : (none, memref<1x1xf16, strided<[56, ?], offset: ?>>, !foo<"abc">) -> (!x<"abc">, f64)
  "foo.op"(%6#1) <{a1, z90, z92 = "z\22<X \C3\A9\00"}> : (f64) -> ()
  %7 = "x.y"(%2#0) : (memref<?x?xi1, strided<[?, 1], offset: 4>>) -> i24
  %8:2 = "z.nop"(%6#1, %2#2, %2#2) ({
    %29 = "bar.yield"(%7, %7) : (i24, i24) -> complex<i32>
    %30 = "my_dialect.thing"() : () -> vector<ui17>
  }) {a2 = [false, #set], "quoted key 0" = array<i16>, value1 = 0 : si7, x3 = dense<[[7.000000e+00, 0.000000e+00, 1.875000e-01], [2.812500e-01, 0x80, 1.120000e+02], [-1.800000e+01, 1.953130e-03, 0x80], [0.000000e+00, 0x80, 4.500000e+00]]> : tensor<4x3xf8E4M3FNUZ>} : (f64, complex<i32>, complex<i32>) -> (tensor<324x1x4x341x!x.v<<?>>, 7 : i32>, vector<f32>)
  %9 = "foo.bar"(%2#3) {"quoted key 1" = 0 : si7, sym_name0 = 0 : si7} : (complex<i32>) -> i128
  %10 = "foo.op"(%6#0, %8#0) <{_u1 = "-\09{\22", _u2, b0 = complex<i32>}> : (!x<"abc">, tensor<324x1x4x341x!x.v<<?>>, 7 : i32>) -> vector<[5]x[12]xsi32>
  %11:4 = "foo.bar.baz"(%2#2) <{sym_name0 = [[sparse<[[0, 0], [1, 2], [0, 0], [1, 3]], [-1, 0, 1, 1]> : tensor<2x4xi8>, "", memref<4xi8>], #my.a<i8,-3,[[?] , -2]>, {b3 = complex<i32>, d.k0 = #my.a<i8,-3,[[?] , -2]>, k$2 = 3.14159274 : f32, z91 = -7.741440e+05 : bf16}], value1 = 2147483647 : si32}> ({
  }) : (complex<i32>) -> (index, f16, complex<i128>, vector<[13]xbf16>)
  "z.nop"(%11#2) : (complex<i128>) -> ()
  %12 = "bar.yield"(%5#0) {d.k1 = 0 : si7, z90 = array<i16: -1, -32768, 1, 0>} : (none) -> complex<i32>
  %13 = "foo.op"(%2#0, %5#1, %2#1) {x0 = 0x7C00 : f16} : (memref<?x?xi1, strided<[?, 1], offset: 4>>, !foo<"abc">, ui64) -> !foo<"abc">
  %14:4 = "z.nop"(%3, %12, %11#3) <{d.k0 = #my.a<i8,-3,[[?] , -2]>}> : (!foo<"a b">, complex<i32>, vector<[13]xbf16>) -> (none, complex<f8E8M0FNU>, memref<8x?xsi128, "shared">, i8)
  %15 = "d.op_1"(%5#0) ({
    %22:3 = "my_dialect.thing"(%14#1, %2#3, %14#2) : (complex<f8E8M0FNU>, complex<i32>, memref<8x?xsi128, "shared">) -> (tensor<2x3xvector<[13]x10x6xf4E2M1FN>>, !foo<"abc">, vector<[1]xindex>)
    %23 = "x.y"() {k$3 = -9.379840e+05 : bf16, my.k2 = #map, "quoted key 0" = #loc, z91 = #my.v<"x y" , [{-5},i8,-6] , [[a.b] , abc]>} : () -> tuple<>
    "a.b"(%22#2, %23, %22#0) ({
      %26 = "x.y"() {b1 = array<f32: 4.942440e+31, 1.401300e-45>, sym_name0 = -9.379840e+05 : bf16} : () -> index
      %27:4 = "foo.compute"(%22#1, %12) <{b3 = affine_map<(d0, d1, d2) -> (-d0 - 2)>, my.k2 = -9.379840e+05 : bf16, value1 = @c::@b::@b, x0 = #foo.flag}> {value0 = "#\00\E6\97\A5\E6\9C\AC\7F@z"} : (!foo<"abc">, complex<i32>) -> (bf16, memref<297xi24>, i64, !foo<"abc">)
      %28 = "foo.compute"(%27#3, %10, %22#2) {attr2 = 6.550400e+04 : f16, attr3 = #my.a<"x y",<f32>,?>, b0, b1 = #my.a<i8,-3,[[?] , -2]>} : (!foo<"abc">, vector<[5]x[12]xsi32>, vector<[1]xindex>) -> complex<i32>
    }) {z90 = -9.379840e+05 : bf16} : (vector<[1]xindex>, tuple<>, tensor<2x3xvector<[13]x10x6xf4E2M1FN>>) -> ()
    %24 = "a.b"(%22#2) : (vector<[1]xindex>) -> tensor<0x1x5x1x!foo<"a b">>
    %25:4 = "my_dialect.thing"() {foo.k0 = 0 : ui8, k$1 = [complex<f128>]} : () -> (tensor<*xf8E4M3FNUZ>, index, si1, f8E5M2)
  }, {
    "a.b"(%14#1, %9) ({
    ^bb0(%arg0: vector<5x6xindex>):
      "foo.br"()[^bb1, ^bb3] : () -> ()
    ^bb1(%16: !foo<"abc">):  // pred: ^bb0
      "x.switch"(%14#3)[^bb2] : (i8) -> ()
    ^bb2:  // pred: ^bb1
      "d.op_1"(%14#2, %14#2) <{my.k1 = dense_resource<r.0> : tensor<6xi64>, value0 = #my.a<i8,-3,[[?] , -2]>}> ({
      }) {k$1 = #map1, "quoted key 0" = dense_resource<r.1> : tensor<4xf64>} : (memref<8x?xsi128, "shared">, memref<8x?xsi128, "shared">) -> ()
      %17 = "x.y"(%14#1, %14#1, %14#2) : (complex<f8E8M0FNU>, complex<f8E8M0FNU>, memref<8x?xsi128, "shared">) -> bf16
      "a.b"() {_u3 = -1 : si16, attr0 = #map2, b2 = 0.000000e+00 : f32, sym_name1 = "'"} : () -> ()
      %18:2 = "foo.bar"(%14#2, %14#2) <{}> ({
      ^bb0(%arg1: !foo<"abc">, %arg2: tensor<8x?x?xi16>):
        %20:3 = "my_dialect.thing"() {my.k0 = false} : () -> (vector<10x10xindex>, complex<f8E4M3FN>, f8E8M0FNU)
        %21 = "my_dialect.thing"() <{attr0 = 3.250000e+00 : f6E2M3FN, sym_name1 = dense_resource<weights2> : tensor<3xf64>}> : () -> complex<f16>
      }) : (memref<8x?xsi128, "shared">, memref<8x?xsi128, "shared">) -> (i32, vector<[1]xindex>)
      "cfx.cond_br"(%arg0, %18#0)[^bb3] : (vector<5x6xindex>, i32) -> ()
    ^bb3:  // 2 preds: ^bb0, ^bb2
      %19 = "my_dialect.thing"() : () -> memref<37x6x?xcomplex<f8E4M3>, "gpu">
    }) : (complex<f8E8M0FNU>, i128) -> ()
  }) : (none) -> tuple<>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000FEF281FB84D8780CB9822A4D429A2A2F8318E7A173FAD376FCE4B80B39285FB12C60B1542DB3E61DBE0F3BB5F8F37E05",
      r.1: "0x0800000034B42185A229C5A5E6D8A9282CA101186F208260C6A0DA1ACE4D60CB43942D97",
      weights2: "0x08000000243B213A6D50BFBFAF936C4141C6E48F85841EC45966B44F"
    }
  }
#-}

