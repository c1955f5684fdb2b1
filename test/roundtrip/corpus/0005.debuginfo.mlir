#loc22 = loc("-":169:0)
#loc29 = loc("0005.in.mlir":52:6)
#loc31 = loc("0005.in.mlir":54:6)
#loc36 = loc("0005.in.mlir":62:10)
#loc37 = loc("v")
#map = affine_map<(d0) -> (9, (d0 + 1) ceildiv 3, (d0 floordiv 4) floordiv 9)>
#map1 = affine_map<(d0, d1)[s0] -> ()>
#map2 = affine_map<(d0, d1, d2)[s0] -> (d2 * 8, -(d1 + d2))>
#set = affine_set<(d0, d1, d2) : (-((d2 * 4) floordiv 6) + 3 >= 0, d1 == 0, (d2 * 4) floordiv 6 >= 0)>
"builtin.module"() ({
  %0 = "foo.compute"() {b0, b2 = dense<17> : vector<4xi32>, "quoted key 1" = 3.659040e+05 : f64} : () -> si64 loc(#loc1)
  "z.nop"(%0) : (si64) -> () loc(#loc2)
  %1 = "foo.bar"() {k$0 = @b::@a} : () -> memref<1x1xf16, strided<[56, ?], offset: ?>> loc(#loc3)
  %2:4 = "foo.bar"() : () -> (memref<?x?xi1, strided<[?, 1], offset: 4>>, ui64, complex<i32>, complex<i32>) loc(#loc4)
  "bar.yield"() {k$2 = dense<(39,-18)> : tensor<complex<i32>>, my.k1, z90} : () -> () loc(#loc5)
  %3 = "a.b"(%2#1, %1, %1) : (ui64, memref<1x1xf16, strided<[56, ?], offset: ?>>, memref<1x1xf16, strided<[56, ?], offset: ?>>) -> !foo<"a b"> loc(#loc6)
  %4 = "d.op_1"(%2#1, %2#3, %1) : (ui64, complex<i32>, memref<1x1xf16, strided<[56, ?], offset: ?>>) -> none loc(#loc7)
  %5:2 = "foo.bar"(%3) {a2, attr0 = "\00\\\22-*\000\\\\/'" : bf16, sym_name1 = si17} : (!foo<"a b">) -> (none, !foo<"abc">) loc(#loc8)
  %6:2 = "foo.bar.baz"(%5#0, %1, %5#1) : (none, memref<1x1xf16, strided<[56, ?], offset: ?>>, !foo<"abc">) -> (!x<"abc">, f64) loc(#loc9)
  "foo.op"(%6#1) <{a1, z90, z92 = "z\22<X \C3\A9\00"}> : (f64) -> () loc(#loc1)
  %7 = "x.y"(%2#0) : (memref<?x?xi1, strided<[?, 1], offset: 4>>) -> i24 loc(#loc8)
  %8:2 = "z.nop"(%6#1, %2#2, %2#2) ({
    %29 = "bar.yield"(%7, %7) : (i24, i24) -> complex<i32> loc(#loc8)
    %30 = "my_dialect.thing"() : () -> vector<ui17> loc(#loc11)
  }) {a2 = [false, #set], "quoted key 0" = array<i16>, value1 = 0 : si7, x3 = dense<[[7.000000e+00, 0.000000e+00, 1.875000e-01], [2.812500e-01, 0x80, 1.120000e+02], [-1.800000e+01, 1.953130e-03, 0x80], [0.000000e+00, 0x80, 4.500000e+00]]> : tensor<4x3xf8E4M3FNUZ>} : (f64, complex<i32>, complex<i32>) -> (tensor<324x1x4x341x!x.v<<?>>, 7 : i32>, vector<f32>) loc(#loc10)
  %9 = "foo.bar"(%2#3) {"quoted key 1" = 0 : si7, sym_name0 = 0 : si7} : (complex<i32>) -> i128 loc(#loc12)
  %10 = "foo.op"(%6#0, %8#0) <{_u1 = "-\09{\22", _u2, b0 = complex<i32>}> : (!x<"abc">, tensor<324x1x4x341x!x.v<<?>>, 7 : i32>) -> vector<[5]x[12]xsi32> loc(#loc46)
  %11:4 = "foo.bar.baz"(%2#2) <{sym_name0 = [[sparse<[[0, 0], [1, 2], [0, 0], [1, 3]], [-1, 0, 1, 1]> : tensor<2x4xi8>, "", memref<4xi8>], #my.a<i8,-3,[[?] , -2]>, {b3 = complex<i32>, d.k0 = #my.a<i8,-3,[[?] , -2]>, k$2 = 3.14159274 : f32, z91 = -7.741440e+05 : bf16}], value1 = 2147483647 : si32}> ({
  }) : (complex<i32>) -> (index, f16, complex<i128>, vector<[13]xbf16>) loc(#loc14)
  "z.nop"(%11#2) : (complex<i128>) -> () loc(#loc15)
  %12 = "bar.yield"(%5#0) {d.k1 = 0 : si7, z90 = array<i16: -1, -32768, 1, 0>} : (none) -> complex<i32> loc(#loc16)
  %13 = "foo.op"(%2#0, %5#1, %2#1) {x0 = 0x7C00 : f16} : (memref<?x?xi1, strided<[?, 1], offset: 4>>, !foo<"abc">, ui64) -> !foo<"abc"> loc(#loc17)
  %14:4 = "z.nop"(%3, %12, %11#3) <{d.k0 = #my.a<i8,-3,[[?] , -2]>}> : (!foo<"a b">, complex<i32>, vector<[13]xbf16>) -> (none, complex<f8E8M0FNU>, memref<8x?xsi128, "shared">, i8) loc(#loc18)
  %15 = "d.op_1"(%5#0) ({
    %22:3 = "my_dialect.thing"(%14#1, %2#3, %14#2) : (complex<f8E8M0FNU>, complex<i32>, memref<8x?xsi128, "shared">) -> (tensor<2x3xvector<[13]x10x6xf4E2M1FN>>, !foo<"abc">, vector<[1]xindex>) loc(#loc20)
    %23 = "x.y"() {k$3 = -9.379840e+05 : bf16, my.k2 = #map, "quoted key 0" = #loc22, z91 = #my.v<"x y" , [{-5},i8,-6] , [[a.b] , abc]>} : () -> tuple<> loc(#loc47)
    "a.b"(%22#2, %23, %22#0) ({
      %26 = "x.y"() {b1 = array<f32: 4.942440e+31, 1.401300e-45>, sym_name0 = -9.379840e+05 : bf16} : () -> index loc(#loc24)
      %27:4 = "foo.compute"(%22#1, %12) <{b3 = affine_map<(d0, d1, d2) -> (-d0 - 2)>, my.k2 = -9.379840e+05 : bf16, value1 = @c::@b::@b, x0 = #foo.flag}> {value0 = "#\00\E6\97\A5\E6\9C\AC\7F@z"} : (!foo<"abc">, complex<i32>) -> (bf16, memref<297xi24>, i64, !foo<"abc">) loc(#loc25)
      %28 = "foo.compute"(%27#3, %10, %22#2) {attr2 = 6.550400e+04 : f16, attr3 = #my.a<"x y",<f32>,?>, b0, b1 = #my.a<i8,-3,[[?] , -2]>} : (!foo<"abc">, vector<[5]x[12]xsi32>, vector<[1]xindex>) -> complex<i32> loc(#loc26)
    }) {z90 = -9.379840e+05 : bf16} : (vector<[1]xindex>, tuple<>, tensor<2x3xvector<[13]x10x6xf4E2M1FN>>) -> () loc(#loc23)
    %24 = "a.b"(%22#2) : (vector<[1]xindex>) -> tensor<0x1x5x1x!foo<"a b">> loc(#loc27)
    %25:4 = "my_dialect.thing"() {foo.k0 = 0 : ui8, k$1 = [complex<f128>]} : () -> (tensor<*xf8E4M3FNUZ>, index, si1, f8E5M2) loc(#loc28)
  }, {
    "a.b"(%14#1, %9) ({
    ^bb0(%arg0: vector<5x6xindex> loc("0005.in.mlir":52:6)):
      "foo.br"()[^bb1, ^bb3] : () -> () loc(#loc30)
    ^bb1(%16: !foo<"abc"> loc("0005.in.mlir":54:6)):  // pred: ^bb0
      "x.switch"(%14#3)[^bb2] : (i8) -> () loc(#loc32)
    ^bb2:  // pred: ^bb1
      "d.op_1"(%14#2, %14#2) <{my.k1 = dense_resource<r.0> : tensor<6xi64>, value0 = #my.a<i8,-3,[[?] , -2]>}> ({
      }) {k$1 = #map1, "quoted key 0" = dense_resource<r.1> : tensor<4xf64>} : (memref<8x?xsi128, "shared">, memref<8x?xsi128, "shared">) -> () loc(#loc48)
      %17 = "x.y"(%14#1, %14#1, %14#2) : (complex<f8E8M0FNU>, complex<f8E8M0FNU>, memref<8x?xsi128, "shared">) -> bf16 loc(#loc16)
      "a.b"() {_u3 = -1 : si16, attr0 = #map2, b2 = 0.000000e+00 : f32, sym_name1 = "'"} : () -> () loc(#loc34)
      %18:2 = "foo.bar"(%14#2, %14#2) <{}> ({
      ^bb0(%arg1: !foo<"abc"> loc("0005.in.mlir":62:10), %arg2: tensor<8x?x?xi16> loc("v")):
        %20:3 = "my_dialect.thing"() {my.k0 = false} : () -> (vector<10x10xindex>, complex<f8E4M3FN>, f8E8M0FNU) loc(#loc38)
        %21 = "my_dialect.thing"() <{attr0 = 3.250000e+00 : f6E2M3FN, sym_name1 = dense_resource<weights2> : tensor<3xf64>}> : () -> complex<f16> loc(#loc43)
      }) : (memref<8x?xsi128, "shared">, memref<8x?xsi128, "shared">) -> (i32, vector<[1]xindex>) loc(#loc35)
      "cfx.cond_br"(%arg0, %18#0)[^bb3] : (vector<5x6xindex>, i32) -> () loc(#loc49)
    ^bb3:  // 2 preds: ^bb0, ^bb2
      %19 = "my_dialect.thing"() : () -> memref<37x6x?xcomplex<f8E4M3>, "gpu"> loc(#loc41)
    }) : (complex<f8E8M0FNU>, i128) -> () loc(#loc22)
  }) : (none) -> tuple<> loc(#loc19)
}) : () -> () loc(#loc)
#loc = loc("0005.in.mlir":0:0)
#loc1 = loc("x")
#loc2 = loc("0005.in.mlir":16:1)
#loc3 = loc("src/x.py":13:42 to 14:53)
#loc4 = loc("0005.in.mlir":18:9)
#loc5 = loc("0005.in.mlir":19:1)
#loc6 = loc("0005.in.mlir":20:7)
#loc7 = loc("0005.in.mlir":21:11)
#loc8 = loc("dir/with space.c":408:136)
#loc9 = loc("with \22q\22")
#loc10 = loc("a.mlir":57:0)
#loc11 = loc("-":0:0)
#loc12 = loc("0005.in.mlir":31:8)
#loc13 = loc("":28:23 to 29:36)
#loc14 = loc("0005.in.mlir":33:16)
#loc15 = loc("0005.in.mlir":35:1)
#loc16 = loc(unknown)
#loc17 = loc("0005.in.mlir":37:7)
#loc18 = loc("0005.in.mlir":38:15)
#loc19 = loc("0005.in.mlir":39:8)
#loc20 = loc("0005.in.mlir":41:11)
#loc21 = loc("src/x.py":346:316)
#loc23 = loc("src/x.py":4294967295:233)
#loc24 = loc("0005.in.mlir":44:16)
#loc25 = loc("0005.in.mlir":45:18)
#loc26 = loc("0005.in.mlir":46:11)
#loc27 = loc("0005.in.mlir":48:9)
#loc28 = loc("0005.in.mlir":49:16)
#loc30 = loc("dir/with space.c":27:411)
#loc32 = loc("f":2:0)
#loc33 = loc("a.mlir":25:65 to :71)
#loc34 = loc("0005.in.mlir":60:5)
#loc35 = loc("0005.in.mlir":61:13)
#loc38 = loc("dir/with space.c":48:59 to 49:36)
#loc39 = loc("src/x.py":62:0)
#loc40 = loc("-":4294967295:258)
#loc41 = loc("0005.in.mlir":68:12)
#loc42 = loc(callsite(#loc8 at #loc13))
#loc43 = loc("v"(#loc21))
#loc44 = loc(callsite(#loc33 at #loc9))
#loc45 = loc("n"(#loc39))
#loc46 = loc("callee"(#loc42))
#loc47 = loc("callee"(#loc43))
#loc48 = loc("v"(#loc44))
#loc49 = loc(callsite(#loc45 at #loc40))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000FEF281FB84D8780CB9822A4D429A2A2F8318E7A173FAD376FCE4B80B39285FB12C60B1542DB3E61DBE0F3BB5F8F37E05",
      r.1: "0x0800000034B42185A229C5A5E6D8A9282CA101186F208260C6A0DA1ACE4D60CB43942D97",
      weights2: "0x08000000243B213A6D50BFBFAF936C4141C6E48F85841EC45966B44F"
    }
  }
#-}

