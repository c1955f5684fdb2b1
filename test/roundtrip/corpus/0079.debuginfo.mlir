#loc3 = loc(unknown)
#loc15 = loc("0079.in.mlir":34:43)
#loc19 = loc("0079.in.mlir":40:49)
#loc20 = loc("0079.in.mlir":40:73)
#loc22 = loc("a.mlir":299:0)
#loc23 = loc("0079.in.mlir":42:47)
#loc31 = loc("0079.in.mlir":61:12)
#loc32 = loc("0079.in.mlir":61:60)
#loc33 = loc("name")
#loc34 = loc("0079.in.mlir":63:42)
#map = affine_map<(d0, d1) -> ((d0 mod 2) mod 6)>
#map1 = affine_map<(d0)[s0, s1] -> ()>
"builtin.module"() <{sym_name = "m78"}> ({
  %0:2 = "my_dialect.thing"() {b2, k$0 = 1.551000e+01 : f64, my.k1 = -0.000000e+00 : bf16, sym_name3} : () -> (vector<7x[13]x11xi7>, i32) loc(#loc1)
  "foo.op"(%0#0, %0#0, %0#0) {a0 = 8.75799624711508692549953859633886642E+2262 : f128} : (vector<7x[13]x11xi7>, vector<7x[13]x11xi7>, vector<7x[13]x11xi7>) -> () loc(#loc2)
  "foo.bar.baz"(%0#0, %0#0, %0#1) {x0 = @c, z91 = @_priv::@main} : (vector<7x[13]x11xi7>, vector<7x[13]x11xi7>, i32) -> () loc(#loc3)
  "z.nop"(%0#0, %0#1) {d.k0 = 26 : index} : (vector<7x[13]x11xi7>, i32) -> () loc(#loc4)
  "foo.compute"(%0#1, %0#0, %0#0) : (i32, vector<7x[13]x11xi7>, vector<7x[13]x11xi7>) -> () loc(#loc5)
  %1 = "bar.yield"(%0#0, %0#1, %0#1) : (vector<7x[13]x11xi7>, i32, i32) -> tensor<?x3xindex> loc(#loc3)
  %2:3 = "foo.compute"(%0#0, %1) : (vector<7x[13]x11xi7>, tensor<?x3xindex>) -> (index, i8, (i128, i7, f64) -> si8) loc(#loc6)
  %3 = "bar.yield"(%1) : (tensor<?x3xindex>) -> i32 loc(#loc49)
  %4:4 = "a.b"() : () -> (none, i32, tensor<4x2xf6E3M2FN>, vector<11x11x[16]xsi17>) loc(#loc9)
  "foo.compute"(%4#2, %2#1) {attr0 = array<i1: true, false, false, true>} : (tensor<4x2xf6E3M2FN>, i8) -> () loc(#loc10)
  %5:2 = "foo.op"() ({
    %26 = "a.b"() : () -> complex<f64> loc(#loc12)
  }) {sym_name0 = 0 : i64} : () -> (memref<47x?xcomplex<bf16>, #map, 7>, f64) loc(#loc11)
  "foo.bar"(%5#1, %1, %4#2) ({
  }, {
  ^bb0(%arg0: complex<f8E8M0FNU> loc(unknown), %arg1: memref<37x1xui7, strided<[?, 1], offset: 2>, "shared"> loc("0079.in.mlir":34:43)):
    "foo.bar.baz"(%5#1, %5#1) {attr2, d.k0 = ".b/\00\00/", sym_name1 = @c::@"x y"} : (f64, f64) -> () loc(#loc16)
    %6:3 = "my_dialect.thing"(%0#1, %5#0) {_u1 = @_priv::@main, a2, "quoted key 0" = [[dense_resource<blob0> : tensor<2xf64>], @_priv::@main], x3} : (i32, memref<47x?xcomplex<bf16>, #map, 7>) -> (memref<?x2x37xcomplex<f8E5M2>>, complex<f64>, memref<2xindex, strided<[1], offset: 10>>) loc(#loc17)
    %7 = "foo.compute"() : () -> bf16 loc(#loc18)
    "foo.br"(%6#0)[^bb1] ({
    ^bb0(%arg2: tensor<1x?x0x430xui8> loc(unknown), %arg3: vector<4x10xf16> loc("0079.in.mlir":40:49), %arg4: f16 loc("0079.in.mlir":40:73)):
      %9 = "foo.compute"() ({
      ^bb0(%arg10: f6E2M3FN loc("a.mlir":299:0), %arg11: memref<?xf16, strided<[1], offset: ?>> loc("0079.in.mlir":42:47)):
        "d.op_1"(%arg10, %arg3) {d.k1 = true, sym_name0 = "\\\09\22@\\\09{\8B \C3\A9\F0\9F\99\82"} : (f6E2M3FN, vector<4x10xf16>) -> () loc(#loc3)
        %17 = "foo.bar"(%arg3, %arg10) {a0 = sparse<[[3, 2], [3, 2], [4, 1]], [-8, 1, 12306]> : tensor<5x3xi32>} : (vector<4x10xf16>, f6E2M3FN) -> i1 loc(#loc24)
        %18:4 = "bar.yield"(%arg11) {"quoted key 1", x0 = {_u1, attr2 = [16 : index], d.k0 = ".b/\00\00/", sym_name3 = @c::@"with\22quote"}} : (memref<?xf16, strided<[1], offset: ?>>) -> (none, memref<*xf64>, !bar.t<<?, "x y", <"x y", -3, 13>> <?, -7, -6> 62>, complex<f8E4M3FNUZ>) loc(#loc3)
        %19 = "foo.bar"(%6#1) <{b0 = array<i32: -1297, -1, 112, 0>, k$1 = ".b/\00\00/"}> : (complex<f64>) -> f6E2M3FN loc(#loc47)
        %20 = "foo.bar"(%18#1, %6#2, %arg1) <{}> : (memref<*xf64>, memref<2xindex, strided<[1], offset: 10>>, memref<37x1xui7, strided<[?, 1], offset: 2>, "shared">) -> complex<f16> loc(#loc26)
        "x.switch"(%18#3)[^bb1, ^bb2] : (complex<f8E4M3FNUZ>) -> () loc(#loc27)
      ^bb1(%21: !foo<"x<y>"> loc(unknown)):  // pred: ^bb0
        "foo.br"()[^bb2] : () -> () loc(#loc17)
      ^bb2:  // 2 preds: ^bb0, ^bb1
        %22:4 = "x.y"() : () -> (i32, i32, f4E2M1FN, tensor<0xf128>) loc(#loc28)
        %23 = "foo.compute"() {foo.k2 = 1.91353045E+25 : f32, k$0, "quoted key 1" = dense<[-8.281250e-01, -5.937500e-01, 2.001950e-01]> : tensor<3xbf16>} : () -> i32 loc(#loc29)
        %24:3 = "bar.yield"(%22#1, %22#2, %23) : (i32, f4E2M1FN, i32) -> (index, f8E5M2, complex<f16>) loc(#loc30)
        %25:3 = "foo.compute"(%arg10) : (f6E2M3FN) -> (i32, i8, bf16) loc(#loc30)
      }, {
      ^bb0(%arg7: f16 loc("0079.in.mlir":61:12), %arg8: i1 loc(unknown), %arg9: none loc("0079.in.mlir":61:60)):
      }, {
      ^bb0(%arg5: f4E2M1FN loc("name"), %arg6: tuple<complex<i17>, bf16, bf16> loc("0079.in.mlir":63:42)):
        %14 = "foo.bar"(%arg5, %0#0, %arg3) {a2 = "\0A", foo.k0 = @x.y, sym_name1} : (f4E2M1FN, vector<7x[13]x11xi7>, vector<4x10xf16>) -> memref<?x?x922xi32> loc(#loc35)
        %15 = "z.nop"(%14) <{a0 = "{X.\22 !-", "quoted key 1", z92 = 1.000000e+01 : f8E5M2}> : (memref<?x?x922xi32>) -> !bar.type loc(#loc36)
        %16 = "foo.bar.baz"(%15, %15, %15) : (!bar.type, !bar.type, !bar.type) -> ui1 loc(#loc37)
      }) : () -> tuple<ui32, f6E2M3FN> loc(#loc21)
      %10:3 = "my_dialect.thing"(%2#2, %arg2) ({
        %11:4 = "a.b"() : () -> (tensor<485x4x?x!foo<"abc">>, si24, tuple<bf16, f8E3M4>, index) loc(#loc17)
        "cfx.cond_br"(%11#3, %11#1, %11#2)[^bb1] : (index, si24, tuple<bf16, f8E3M4>) -> () loc(#loc51)
      ^bb1:  // 3 preds: ^bb0, ^bb1, ^bb3
        %12 = "foo.compute"(%0#1) {_u3 = ".b/\00\00/", attr2 = dense_resource<r.1> : tensor<4xf64>, foo.k0 = @_priv::@main, "quoted key 1"} : (i32) -> memref<1xindex, 3> loc(#loc33)
        %13 = "bar.yield"(%4#3, %2#2, %0#0) : (vector<11x11x[16]xsi17>, (i128, i7, f64) -> si8, vector<7x[13]x11xi7>) -> i3 loc(#loc3)
        "a.b"(%11#1, %11#1, %12) : (si24, si24, memref<1xindex, 3>) -> () loc(#loc39)
        "a.jump"(%11#2)[^bb2, ^bb1] : (tuple<bf16, f8E3M4>) -> () loc(#loc3)
      ^bb2:  // pred: ^bb1
        "cfx.cond_br"()[^bb3] <{k$2 = [-1, true, {}, 0x80 : f8E4M3B11FNUZ], "quoted key 0" = #my<"abc">, z91 = array<i8: -2>}> {b1 = #map1, k$0} : () -> () loc(#loc3)
      ^bb3:  // pred: ^bb2
        "a.jump"(%6#2, %11#2)[^bb1] {d.k1 = false, foo.k0 = sparse<[[2, 2], [2, 3], [2, 2], [3, 4]], [579, -1, 73, 476]> : tensor<6x5xi32>, k$2 = 26 : index} : (memref<2xindex, strided<[1], offset: 10>>, tuple<bf16, f8E3M4>) -> () loc(#loc41)
      }) : ((i128, i7, f64) -> si8, tensor<1x?x0x430xui8>) -> (tuple<!x.t_1, index, ui1, bf16>, () -> (f16, complex<f8E5M2>), tensor<525x?xvector<[14]xindex>>) loc(#loc38)
    }, {
    }) : (memref<?x2x37xcomplex<f8E5M2>>) -> () loc(#loc3)
  ^bb1:  // pred: ^bb0
    "cfx.cond_br"(%6#2)[^bb2] : (memref<2xindex, strided<[1], offset: 10>>) -> () loc(#loc42)
  ^bb2:  // pred: ^bb1
    %8:4 = "foo.bar"() {_u0 = dense_resource<blob0> : tensor<2xf64>} : () -> (i7, ui32, !bar<"a b">, i32) loc(#loc43)
  }) {attr2 = false, k$1 = complex<bf16>, my.k0 = dense<> : tensor<0x4x3xindex>, sym_name3 = complex<bf16>} : (f64, tensor<?x3xindex>, tensor<4x2xf6E3M2FN>) -> () loc(#loc50)
}) {foo.module_attr = #my<"abc">} : () -> () loc(#loc)
#loc = loc("0079.in.mlir":15:1)
#loc1 = loc("0079.in.mlir":16:15)
#loc2 = loc("0079.in.mlir":17:3)
#loc4 = loc("src/x.py":194:410)
#loc5 = loc("0079.in.mlir":22:3)
#loc6 = loc("src/x.py":9:63 to 11:75)
#loc7 = loc("f":453:441)
#loc8 = loc("dir/with space.c":4294967295:40)
#loc9 = loc("0079.in.mlir":26:10)
#loc10 = loc("a.mlir":477:0)
#loc11 = loc("0079.in.mlir":29:11)
#loc12 = loc("0079.in.mlir":30:11)
#loc13 = loc("-":375:39)
#loc14 = loc("f":21:31 to :40)
#loc16 = loc("0079.in.mlir":35:5)
#loc17 = loc("-":48:4294967295)
#loc18 = loc("0079.in.mlir":38:15)
#loc21 = loc("0079.in.mlir":41:13)
#loc24 = loc("0079.in.mlir":44:16)
#loc25 = loc("f":358:117)
#loc26 = loc("0079.in.mlir":49:16)
#loc27 = loc("0079.in.mlir":50:9)
#loc28 = loc("0079.in.mlir":56:23)
#loc29 = loc("0079.in.mlir":57:16)
#loc30 = loc("x")
#loc35 = loc("0079.in.mlir":64:16)
#loc36 = loc("0079.in.mlir":65:15)
#loc37 = loc("a.mlir":21:18 to :15)
#loc38 = loc("0079.in.mlir":68:20)
#loc39 = loc("-":91:186)
#loc40 = loc("":18:31 to 19:37)
#loc41 = loc("0079.in.mlir":80:9)
#loc42 = loc("0079.in.mlir":85:5)
#loc43 = loc("a.mlir":316:491)
#loc44 = loc("n"(#loc7))
#loc45 = loc(fused<#foo.m>[#loc8])
#loc46 = loc(callsite(#loc13 at #loc14))
#loc47 = loc(callsite(#loc25 at #loc17))
#loc48 = loc(callsite(#loc3 at #loc40))
#loc49 = loc(fused[#loc44, #loc45])
#loc50 = loc("callee"(#loc46))
#loc51 = loc(callsite(#loc39 at #loc48))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0800000049BE40FDEF30A93D858FF1628C659B4C",
      r.1: "0x08000000B121E075FBDC1F8CFE49BE40777316DD3063F4F92D1B9CC234CEA9F5A5FD2FF6"
    }
  }
#-}

