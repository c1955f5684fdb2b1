#loc1 = loc(unknown)
#loc17 = loc("0058.in.mlir":28:6)
#loc18 = loc("f":29:76 to :83)
#loc40 = loc("0058.in.mlir":57:15)
#loc43 = loc("":32:68 to 34:4)
#map = affine_map<(d0, d1, d2) -> (0, d0 - d1 + 3, d1)>
#map1 = affine_map<() -> (-56, 9)>
#map2 = affine_map<(d0)[s0] -> (0)>
#map3 = affine_map<(d0, d1, d2)[s0] -> ((d1 ceildiv 2) floordiv 5)>
#set = affine_set<(d0)[s0, s1] : (s1 - s0 * s0 >= 0, (s0 ceildiv 9) * -8 + 6 >= 0, 0 == 0)>
#distinct = distinct[0]<#map1>
"builtin.module"() ({
  %0 = "foo.bar"() {a0 = #my.a<<"x y",a.b,true>,<-7 , {80 f32 99} , -1>,-6>} : () -> memref<4x?x?xi7, #map, "shared"> loc(#loc1)
  %1 = "bar.yield"(%0) : (memref<4x?x?xi7, #map, "shared">) -> none loc(#loc2)
  %2:3 = "a.b"(%0, %1, %1) {_u1 = 0 : index, "quoted key 0" = 55 : index} : (memref<4x?x?xi7, #map, "shared">, none, none) -> (index, tensor<si128>, memref<1xf32, strided<[?], offset: 3>>) loc(#loc3)
  "x.y"() : () -> () loc(#loc4)
  %3:2 = "bar.yield"(%1, %2#2, %2#0) <{a3 = "", my.k2 = dense_resource<weights0> : tensor<3xi64>, sym_name0, value1 = dense<[[1, -4, 3, -4], [-3, 0, -4, 1], [3, 0, 1, 0]]> : tensor<3x4xsi3>}> : (none, memref<1xf32, strided<[?], offset: 3>>, index) -> (si128, tensor<?xcomplex<f32>, {a = 1 : i64}>) loc(#loc64)
  %4:2 = "x.y"(%2#1, %2#1) ({
    "foo.bar.baz"(%2#0, %2#1, %2#1) : (index, tensor<si128>, tensor<si128>) -> () loc(#loc8)
    %28 = "my_dialect.thing"(%2#0, %2#2) <{d.k0 = "%{XA'\22_"}> : (index, memref<1xf32, strided<[?], offset: 3>>) -> none loc(#loc9)
  }) : (tensor<si128>, tensor<si128>) -> (f64, tensor<50x4xindex>) loc(#loc65)
  %5:4 = "foo.bar"(%4#1, %1) : (tensor<50x4xindex>, none) -> (!x<"">, index, i1, index) loc(#loc10)
  %6 = "foo.op"(%0, %0) : (memref<4x?x?xi7, #map, "shared">, memref<4x?x?xi7, #map, "shared">) -> !x.param<[[-8] -0 [a.b,"x y",f32]] true ?> loc(#loc66)
  %7 = "my_dialect.thing"(%6, %5#1) : (!x.param<[[-8] -0 [a.b,"x y",f32]] true ?>, index) -> !foo.t<a.b, 47> loc(#loc13)
  "my_dialect.thing"(%5#1, %5#2, %5#1) ({
    "my_dialect.thing"(%7, %3#1, %7) {attr2 = -2.4144354206099359E+63 : f64, b0 = 1.17549435E-38 : f32, value1 = 34 : si8} : (!foo.t<a.b, 47>, tensor<?xcomplex<f32>, {a = 1 : i64}>, !foo.t<a.b, 47>) -> () loc(#loc14)
  }) : (index, i1, index) -> () loc(#loc1)
  %8 = "d.op_1"() : () -> ui8 loc(#loc15)
  "z.nop"(%6, %5#3) <{a0 = {my.k0 = true, "quoted key 1" = affine_map<(d0)[s0] -> (15)>, "quoted key 2"}}> : (!x.param<[[-8] -0 [a.b,"x y",f32]] true ?>, index) -> () loc(#loc16)
  %9 = "x.y"(%8, %5#3, %4#1) ({
  ^bb0(%arg0: bf16 loc("0058.in.mlir":28:6), %arg1: si1 loc("f":29:76 to :83)):
    "foo.compute"() ({
    }) : () -> () loc(#loc19)
    %11 = "d.op_1"() <{attr0 = 1 : i64, d.k2 = distinct[1]<34 : si8>, foo.k3 = [affine_map<(d0)[s0] -> (-(d0 ceildiv 5), 4)>, true, [loc("f":111:218), dense_resource<blob1> : tensor<1xi64>, 0 : ui32, 0 : ui24]], k$1 = distinct[2]<complex<f64>>}> ({
    }) : () -> i16 loc(#loc20)
    %12 = "bar.yield"() : () -> complex<f16> loc(#loc21)
    %13 = "foo.bar.baz"(%3#0, %11, %arg0) ({
    }, {
      %15 = "a.b"() <{}> {sym_name0, sym_name1 = ui64} : () -> !bar.v<? 60> loc(#loc24)
      %16:4 = "foo.bar"(%4#0, %arg1, %6) {d.k0, k$1 = 1.001360e-05 : bf16} : (f64, si1, !x.param<[[-8] -0 [a.b,"x y",f32]] true ?>) -> (tensor<*xf8E3M4>, tuple<f64, f8E5M2FNUZ, f8E4M3FNUZ>, index, complex<f4E2M1FN>) loc(#loc55)
      %17 = "d.op_1"(%16#1, %5#3) {_u3, a1 = 44 : index, attr2 = dense<false> : tensor<ui1>, "quoted key 0" = #my.a} : (tuple<f64, f8E5M2FNUZ, f8E4M3FNUZ>, index) -> memref<3x?x33xi64> loc(#loc25)
      "foo.bar.baz"(%16#1, %16#1) : (tuple<f64, f8E5M2FNUZ, f8E4M3FNUZ>, tuple<f64, f8E5M2FNUZ, f8E4M3FNUZ>) -> () loc(#loc26)
      "cfx.cond_br"(%6)[^bb1, ^bb2] : (!x.param<[[-8] -0 [a.b,"x y",f32]] true ?>) -> () loc(#loc27)
    ^bb1(%18: tuple<i64, f32> loc(unknown)):  // pred: ^bb0
      %19 = "foo.compute"() : () -> memref<?x895xvector<2x13xf6E2M3FN>, "gpu"> loc(#loc28)
      "bar.yield"(%1, %17, %5#1) ({
        "a.b"() {a0 = 2.696700e-03 : f64} : () -> () loc(#loc31)
        %27:3 = "foo.bar"(%16#3) : (complex<f4E2M1FN>) -> (si1, i8, f128) loc(#loc8)
        "x.y"(%19, %2#2) {a1, b2 = 2552970938378 : i64, value3 = array<i16: 36, -494, -1, -32768, -1>, z90} : (memref<?x895xvector<2x13xf6E2M3FN>, "gpu">, memref<1xf32, strided<[?], offset: 3>>) -> () loc(#loc32)
      }) {_u1 = dense_resource<weights2> : tensor<3xf32>, a2, attr0 = @b, "quoted key 3"} : (none, memref<3x?x33xi64>, index) -> () loc(#loc59)
      "foo.compute"(%16#3, %17) : (complex<f4E2M1FN>, memref<3x?x33xi64>) -> () loc(#loc67)
      %20:2 = "bar.yield"(%17, %2#2, %4#1) <{foo.k1 = @"x y", "quoted key 0" = "\7F!\\<", z92 = dense<[[520], [558], [775]]> : vector<3x1xindex>}> {"quoted key 0", z91 = dense<[[8.814130e+29, -1.037600e-02], [-6.132810e-01, -9.492170e+33]]> : tensor<2x2xbf16>} : (memref<3x?x33xi64>, memref<1xf32, strided<[?], offset: 3>>, tensor<50x4xindex>) -> (vector<14x[5]x6xf8E3M4>, f16) loc(#loc36)
      %21:3 = "foo.op"() {b0 = true} : () -> (bf16, tensor<9x?x8x?xcomplex<i32>>, f4E2M1FN) loc(#loc37)
      "x.switch"()[^bb2, ^bb3] : () -> () loc(#loc61)
    ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
      "foo.bar.baz"(%16#3, %4#1, %2#1) {attr1, foo.k0} : (complex<f4E2M1FN>, tensor<50x4xindex>, tensor<si128>) -> () loc(#loc38)
      %22 = "foo.bar"(%8, %16#1, %16#3) ({
      ^bb0(%arg2: f8E5M2 loc("0058.in.mlir":57:15)):
        %26 = "a.b"(%16#3, %arg1, %3#1) {attr1 = @x.y::@b, sym_name0 = {a0 = array<f32: 4.480000e+00, -6.550400e+04, 5.000000e-01, 9.070190e-01>}} : (complex<f4E2M1FN>, si1, tensor<?xcomplex<f32>, {a = 1 : i64}>) -> tuple<f8E4M3, f8E5M2> loc(#loc34)
      }) : (ui8, tuple<f64, f8E5M2FNUZ, f8E4M3FNUZ>, complex<f4E2M1FN>) -> i16 loc(#loc62)
      %23:3 = "my_dialect.thing"(%0, %6) {my.k2 = #distinct, value1 = 1 : si8, value3 = [dense<"{}\09\22\00 }X\22\0A\09a"> : tensor<146x!foo.str>, false], x0 = 0x80 : f8E4M3B11FNUZ} : (memref<4x?x?xi7, #map, "shared">, !x.param<[[-8] -0 [a.b,"x y",f32]] true ?>) -> (tensor<4x805x654xf16>, none, tuple<f16>) loc(#loc41)
      "d.op_1"(%23#2) {"quoted key 0" = "b0\7F\CE\A9", value1 = {foo.k2 = 34 : si8, k$0, my.k1 = #set, my.k3 = #loc43}} : (tuple<f16>) -> () loc(#loc42)
      %24 = "foo.bar.baz"(%16#1) <{k$0}> {k$0} : (tuple<f64, f8E5M2FNUZ, f8E4M3FNUZ>) -> f64 loc(#loc44)
      "x.switch"(%arg0, %24)[^bb3, ^bb2] <{}> : (bf16, f64) -> () loc(#loc45)
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %25 = "bar.yield"() <{foo.k0 = "\F0\9F\99\82\\\00%\C3\A9", value1 = "" : f64}> : () -> complex<i24> loc(#loc46)
    }) : (si128, i16, bf16) -> i64 loc(#loc58)
    %14:3 = "d.op_1"(%arg1, %11, %8) : (si1, i16, ui8) -> (!bar<"x<y>">, bf16, i24) loc(#loc68)
    "cfx.cond_br"(%14#2)[^bb1, ^bb1] {a1 = true, foo.k2 = #map2, value0 = "<.\09\09* ", x3 = [distinct[3]<>, -4.980740e+07 : bf16]} : (i24) -> () loc(#loc1)
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    "foo.br"(%4#0, %13)[^bb2, ^bb1] <{a1 = 0 : index, b0 = 9223372036854775807 : index, foo.k2 = affine_set<(d0, d1)[s0, s1] : ((d0 - s1) ceildiv 5 == 0)>}> : (f64, i64) -> () loc(#loc50)
  ^bb2:  // pred: ^bb1
    "z.nop"() <{a1 = 1 : si8, sym_name2, x0 = "\C3\A9{X<#."}> {d.k3, foo.k1 = -2295521688 : i64, value2, z90 = #map3} : () -> () loc(#loc51)
  }, {
  }, {
  }) : (ui8, index, tensor<50x4xindex>) -> !x.t loc(#loc1)
  "x.y"(%6, %5#0) : (!x.param<[[-8] -0 [a.b,"x y",f32]] true ?>, !x<"">) -> () loc(#loc52)
  %10:2 = "a.b"() : () -> (tensor<132x5x?xindex>, tensor<?x2x4x3xcomplex<f16>, {a = 1 : i64}>) loc(#loc53)
  "bar.yield"(%4#1, %10#1, %8) : (tensor<50x4xindex>, tensor<?x2x4x3xcomplex<f16>, {a = 1 : i64}>, ui8) -> () loc(#loc54)
}) : () -> () loc(#loc)
#loc = loc("0058.in.mlir":0:0)
#loc2 = loc("0058.in.mlir":10:7)
#loc3 = loc("f":22:468)
#loc4 = loc("0058.in.mlir":12:1)
#loc5 = loc("f":4294967295:4294967295)
#loc6 = loc("src/x.py":4294967295:272)
#loc7 = loc("dir/with space.c":42:79 to :88)
#loc8 = loc("x")
#loc9 = loc("f":7:30 to :39)
#loc10 = loc("0058.in.mlir":18:13)
#loc11 = loc("a.mlir":40:18 to 41:69)
#loc12 = loc("a.mlir":184:214)
#loc13 = loc("0058.in.mlir":20:11)
#loc14 = loc("0058.in.mlir":22:5)
#loc15 = loc("0058.in.mlir":25:7)
#loc16 = loc("0058.in.mlir":26:1)
#loc19 = loc("0058.in.mlir":29:5)
#loc20 = loc("0058.in.mlir":31:12)
#loc21 = loc("0058.in.mlir":33:16)
#loc22 = loc("dir/with space.c":0:74)
#loc23 = loc("":20:28 to :31)
#loc24 = loc("":46:48 to 49:5)
#loc25 = loc("0058.in.mlir":38:20)
#loc26 = loc("-":468:181)
#loc27 = loc("0058.in.mlir":41:9)
#loc28 = loc("-":73:1)
#loc29 = loc("":14:0)
#loc30 = loc("src/x.py":41:26 to 42:38)
#loc31 = loc("0058.in.mlir":45:13)
#loc32 = loc("0058.in.mlir":47:13)
#loc33 = loc("src/x.py":266:324)
#loc34 = loc("with \22q\22")
#loc35 = loc("dir/with space.c":46:73 to 49:70)
#loc36 = loc("0058.in.mlir":51:17)
#loc37 = loc("0058.in.mlir":52:26)
#loc38 = loc("":29:76 to :83)
#loc39 = loc("-":0:73)
#loc41 = loc("0058.in.mlir":60:24)
#loc42 = loc("f":28:2 to 30:20)
#loc44 = loc("0058.in.mlir":62:16)
#loc45 = loc("a.mlir":114:145)
#loc46 = loc("f":155:4294967295)
#loc47 = loc("dir/with space.c":14:57 to 17:4)
#loc48 = loc("a.mlir":174:108)
#loc49 = loc("f":479:331)
#loc50 = loc("0058.in.mlir":70:5)
#loc51 = loc("f":0:365)
#loc52 = loc("0058.in.mlir":76:1)
#loc53 = loc("0058.in.mlir":77:9)
#loc54 = loc("f":0:384)
#loc55 = loc(fused<"meta">[#loc1])
#loc56 = loc(callsite(#loc6 at #loc7))
#loc57 = loc(fused<8 : i32>[#loc11, #loc12])
#loc58 = loc(callsite(#loc22 at #loc23))
#loc59 = loc(fused[#loc29, #loc30])
#loc60 = loc(callsite(#loc8 at #loc33))
#loc61 = loc(fused<#foo.m>[#loc34])
#loc62 = loc("callee"(#loc39))
#loc63 = loc(callsite(#loc47 at #loc48))
#loc64 = loc(callsite(#loc55 at #loc5))
#loc65 = loc(callsite(#loc1 at #loc56))
#loc66 = loc("callee"(#loc57))
#loc67 = loc(fused[#loc60, #loc34, #loc35])
#loc68 = loc(callsite(#loc63 at #loc49))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0800000043B40DA12812216467012E32696A2DA6E5CC2F58E19B24BB",
      blob1: "0x08000000E3606F15C420E339",
      weights2: "0x0400000033518209F74ABCCB37A01618"
    }
  }
#-}

