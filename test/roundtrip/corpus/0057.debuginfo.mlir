!tuple = tuple<ui1, vector<[1]xf6E2M3FN>, vector<[1]xi32>, ui3, f32, f64, i128, f8E4M3, f64, i64, f16, i1, bf16, f8E4M3FNUZ, f8E3M4, f64, none>
#loc5 = loc("0057.in.mlir":31:10)
#loc10 = loc(unknown)
#loc11 = loc("f":149:0)
#loc12 = loc("0057.in.mlir":41:10)
#loc13 = loc("0057.in.mlir":41:21)
#loc18 = loc("-":4294967295:177)
#loc19 = loc("f":8:76 to 10:60)
#loc23 = loc("x")
#loc32 = loc("0057.in.mlir":83:37)
#loc36 = loc("dir/with space.c":291:0)
#loc39 = loc("-":143:321)
#loc47 = loc("src/x.py":268:480)
#loc48 = loc("dir/with space.c":185:0)
#loc49 = loc("dir/with space.c":50:48)
#loc50 = loc("":59:0)
#loc51 = loc("0057.in.mlir":114:9)
#loc52 = loc("0057.in.mlir":114:24)
#loc54 = loc("0057.in.mlir":117:11)
#loc55 = loc("a.mlir":475:272)
#loc57 = loc("0057.in.mlir":122:11)
#loc59 = loc("f":4294967295:386)
#map = affine_map<(d0)[s0] -> ((d0 ceildiv 3) * s0)>
#map1 = affine_map<(d0, d1)[s0, s1] -> ()>
#loc64 = loc(fused<#foo.m>[#loc11])
#loc70 = loc("callee"(#loc36))
#loc71 = loc("n"(#loc23))
#loc74 = loc("callee"(#loc47))
#loc75 = loc(callsite(#loc23 at #loc49))
#loc76 = loc(fused<6 : i32>[#loc10])
#loc78 = loc(callsite(#loc10 at #loc64))
#loc83 = loc(callsite(#loc48 at #loc75))
#loc84 = loc(fused<"meta">[#loc59, #loc70])
#loc85 = loc("n"(#loc78))
"builtin.module"() ({
  %0:2 = "foo.bar"() {my.k3, value1 = true, x0, z92 = dense<[[24], [-128], [7]]> : vector<3x1xi8>} : () -> (i8, index) loc(#loc1)
  %1 = "a.b"() : () -> !bar<"abc"> loc(#loc2)
  "z.nop"(%1, %0#0, %0#1) ({
  }, {
    %3 = "foo.bar.baz"(%0#1) ({
    }, {
    }, {
    ^bb0(%arg7: tuple<f64, f32, i8, f8E5M2> loc("0057.in.mlir":31:10)):
      %20:2 = "foo.bar"(%1, %arg7, %arg7) ({
        %33 = "foo.compute"(%0#0, %0#0) <{a2 = 0 : i3, k$0, x1 = array<i16>}> {a1 = "\\\\\0A\22 \09#..\E6\97\A5\E6\9C\AC" : f8E8M0FNU, attr0 = array<i64>, my.k2 = 2.658460e+36 : bf16} : (i8, i8) -> index loc(#loc7)
        %34:4 = "foo.bar.baz"(%arg7, %0#1, %1) : (tuple<f64, f32, i8, f8E5M2>, index, !bar<"abc">) -> (tensor<21x8xf64, #foo.enc<true, 48, ?>>, tuple<f8E4M3, f80, f16, i64>, vector<3xf16>, f64) loc(#loc8)
        %35:2 = "z.nop"(%34#1, %34#0, %34#2) : (tuple<f8E4M3, f80, f16, i64>, tensor<21x8xf64, #foo.enc<true, 48, ?>>, vector<3xf16>) -> (i1, index) loc(#loc9)
        %36:4 = "my_dialect.thing"(%35#0, %35#1, %34#3) {d.k0 = 0x4202A05F00C00000 : f64} : (i1, index, f64) -> (f80, memref<807x509x?xi32, 4>, !tuple, i17) loc(#loc78)
      }, {
      ^bb0(%arg8: none loc("0057.in.mlir":41:10), %arg9: index loc("0057.in.mlir":41:21), %arg10: vector<15xindex> loc(callsite(#loc10 at #loc64))):
        %22 = "x.y"() {k$1 = 1.694070e-21 : f8E8M0FNU, "quoted key 2" = complex<f4E2M1FN>, value0 = 2.500000e-03 : f64} : () -> f8E8M0FNU loc(#loc14)
        %23 = "x.y"(%0#0, %22, %0#0) <{_u1 = -294.402222 : f32, x2 = tuple<f80, si24>, z90 = -1 : i64}> : (i8, f8E8M0FNU, i8) -> i32 loc(#loc15)
        %24 = "bar.yield"(%22) {b0 = 5.000000e-01 : tf32, sym_name1 = !bar<"abc">} : (f8E8M0FNU) -> si32 loc(#loc16)
        "foo.br"(%arg7, %arg7, %23)[^bb1, ^bb2] : (tuple<f64, f32, i8, f8E5M2>, tuple<f64, f32, i8, f8E5M2>, i32) -> () loc(#loc17)
      ^bb1(%25: si24 loc("-":4294967295:177), %26: (i32) -> vector<[7]xf8E4M3B11FNUZ> loc("f":8:76 to 10:60)):  // 2 preds: ^bb0, ^bb1
        "z.nop"(%23, %23, %25) {my.k0 = 34 : index, z91 = !bar<"abc">} : (i32, i32, si24) -> () loc(#loc3)
        %27:3 = "bar.yield"(%25, %23, %arg7) {_u0 = {_u3 = 12.785099 : f32, b0 = #x.p<i8 {<-6,?>,[-5 , ?]}>, foo.k1 = "\22\\@", value2 = 1 : i64}, z91 = "_X\00}\C3\9F\09\CE\A9b {"} : (si24, i32, tuple<f64, f32, i8, f8E5M2>) -> (f8E4M3FN, memref<410x?x53xsi128>, f8E4M3FN) loc(#loc65)
        %28 = "foo.compute"(%22, %27#1, %24) {"quoted key 0" = !bar<"abc">, "quoted key 2" = 0 : index, "quoted key 3" = f80, z91 = #map} : (f8E8M0FNU, memref<410x?x53xsi128>, si32) -> i7 loc(#loc22)
        %29 = "foo.op"() {attr1 = sparse<[[3, 1], [1, 0], [0, 1]], [-1.000000e+02, 9.687500e+00, 5.128520e-23]> : tensor<6x2xbf16>, k$0 = "_\7F{\\" : i24} : () -> i128 loc(#loc79)
        %30 = "foo.bar.baz"() : () -> ui17 loc(#loc78)
        "cfx.cond_br"(%29, %arg7, %0#0)[^bb2, ^bb1] <{}> : (i128, tuple<f64, f32, i8, f8E5M2>, i8) -> () loc(#loc68)
      ^bb2:  // 2 preds: ^bb0, ^bb1
        %31:4 = "foo.op"(%22, %23, %23) : (f8E8M0FNU, i32, i32) -> (memref<?x?x?xcomplex<f32>, "local mem">, memref<?x199xi16, "local mem">, complex<f6E3M2FN>, index) loc(#loc27)
        %32 = "d.op_1"(%31#1, %31#0, %arg8) : (memref<?x199xi16, "local mem">, memref<?x?x?xcomplex<f32>, "local mem">, none) -> tensor<0x56x316x0xf16> loc(#loc28)
      }) {_u1 = 2.71828175 : f32, foo.k0 = #map1, k$2} : (!bar<"abc">, tuple<f64, f32, i8, f8E5M2>, tuple<f64, f32, i8, f8E5M2>) -> (index, memref<986xi7>) loc(#loc6)
      %21 = "x.y"(%1, %1) <{"quoted key 1" = [0x7FF0000000000000 : f64, false, -180533455595490539401097 : si128], value0}> : (!bar<"abc">, !bar<"abc">) -> f128 loc(#loc78)
      "cfx.cond_br"(%20#1, %21)[^bb1] {"quoted key 0" = [dense<[24, -1, -8388608]> : tensor<3xi24>, "0\00-\C3\A9\00%b% *X"], x1 = "\0A\09b#\09\\*", z92 = 0xFF : f8E4M3FN} : (memref<986xi7>, f128) -> () loc(#loc29)
    ^bb1:  // 3 preds: ^bb0, ^bb1, ^bb2
      "x.switch"(%arg7, %21)[^bb2, ^bb1] {_u2, x1 = 0 : i8, x3 = "_\7F{\\" : i24, z90 = 1 : i32} : (tuple<f64, f32, i8, f8E5M2>, f128) -> () loc(#loc69)
    ^bb2:  // pred: ^bb1
      "cfx.cond_br"(%arg7, %arg7)[^bb1] : (tuple<f64, f32, i8, f8E5M2>, tuple<f64, f32, i8, f8E5M2>) -> () loc(#loc31)
    }) : (index) -> tensor<18x!my_dialect.t<89>> loc(#loc4)
    %4 = "a.b"(%0#0) ({
    ^bb0(%arg5: complex<f6E3M2FN> loc("n"(#loc78)), %arg6: tensor<718x?x3x0xf64> loc("0057.in.mlir":83:37)):
      "foo.compute"(%0#1, %arg6) ({
        %14:4 = "x.y"(%3, %3) <{attr0 = "z\CE\A9}{\220\22\0A'\7F {", my.k1 = dense_resource<blob0> : tensor<6xf64>, "quoted key 2" = #foo<"a b">, "quoted key 3" = []}> {attr2, my.k3 = "\09\22\C3\A9\\\09\22b\\\09}'\\", sym_name0, x1} : (tensor<18x!my_dialect.t<89>>, tensor<18x!my_dialect.t<89>>) -> (!bar<"a b">, f32, ui64, memref<2x4x992xvector<[16]x14x13xsi24>, strided<[?, 59, 30], offset: 8>, "shared">) loc(#loc34)
        %15 = "foo.bar"(%14#2) : (ui64) -> f32 loc(#loc35)
        %16 = "x.y"(%14#1, %14#2) <{"quoted key 0" = "*\\}z\98y !\CE\A9_\F0\9F\99\82"}> : (f32, ui64) -> memref<15x14x2xbf16, 2> loc(#loc70)
        %17:3 = "foo.op"(%16) : (memref<15x14x2xbf16, 2>) -> (vector<11x[11]xsi1>, index, i24) loc(#loc86)
        "x.switch"(%16, %17#2, %17#0)[^bb1, ^bb1] <{b1 = array<i16: -1, -1, 0, -1, -32768>, value0 = -32768 : i16, x2 = dense<0> : tensor<4x1xi8>}> : (memref<15x14x2xbf16, 2>, i24, vector<11x[11]xsi1>) -> () loc(#loc37)
      ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb2
        "a.jump"()[^bb2] {d.k0, sym_name1, z92} : () -> () loc(#loc38)
      ^bb2(%18: none loc("-":143:321), %19: f80 loc("n"(#loc23))):  // pred: ^bb1
        "cfx.cond_br"(%18)[^bb1] : (none) -> () loc(#loc40)
      }) : (index, tensor<718x?x3x0xf64>) -> () loc(#loc33)
      "a.b"(%3, %0#1) {b2 = {a3 = dense<[[1.500000e+00, 276.672137000000020634615793824195862, -0.100000000000000005551115123125782702, -1.000000e+02], [-0.0526898000000000019116264127205795376, -1.000000e+00, 4.93299999999999982946974341757595539, 7.717820e+05], [5.15599999999999969446662362315692008, 3.10858000000000006136596481793274675E+36, 6.550400e+04, 718.915418000000045140041038393974304], [-8.72937436923665556569403080000341455E+1583, 0.109598399999999998599697903500782559, -0.200000000000000011102230246251565404, 2.320000e+05]]> : vector<4x4xf128>, k$0 = "\22\0A*%<-X0!\C3\A9}", my.k1 = dense<1.084200e-19> : tensor<f8E8M0FNU>, sym_name2 = 0xFF : f8E4M3FN}, value1, x0 = "\F0\9F\99\82bb\22%\09\09z{a"} : (tensor<18x!my_dialect.t<89>>, index) -> () loc(#loc81)
      %10:3 = "x.y"() <{b0}> {_u0 = 0x7E00 : f16, k$3 = dense<[[["}\09@%", "\00%\22"]], [["\\_\09b", ""]], [["<@z} \\\09\CE\A9\00 \00", "\CE\A9\\\F0\9F\99\82\\.\0A\C3\9F% "]]]> : tensor<3x1x2x!foo.str>, value1 = -32768 : i16, x2 = array<i1>} : () -> (complex<si24>, i32, tuple<i32, ui8, i32, index>) loc(#loc43)
      %11:2 = "my_dialect.thing"(%arg5, %1) {_u1 = #x.p<49,[a.b],[?, <"x y">]>, a2, attr0 = 174200244126666431 : i64} : (complex<f6E3M2FN>, !bar<"abc">) -> (memref<50x?xf8E8M0FNU, strided<[6, 1]>, 3>, si32) loc(#loc44)
      %12 = "z.nop"(%arg5, %0#1) : (complex<f6E3M2FN>, index) -> none loc(#loc31)
      %13 = "foo.compute"(%10#1, %12, %1) {my.k1, "quoted key 0" = 36 : index} : (i32, none, !bar<"abc">) -> ui8 loc(#loc82)
    }, {
    ^bb0(%arg2: si24 loc("callee"(#loc47)), %arg3: tuple<i17, memref<?x1x?xi8, strided<[?, 7, 1], offset: 9>, "local mem">> loc(callsite(#loc48 at #loc75)), %arg4: !bar<"abc"> loc("":59:0)):
    }, {
    ^bb0(%arg0: f16 loc("0057.in.mlir":114:9), %arg1: ui3 loc("0057.in.mlir":114:24)):
      "x.switch"(%arg1)[^bb1, ^bb2] : (ui3) -> () loc(#loc53)
    ^bb1(%6: i17 loc("0057.in.mlir":117:11), %7: f6E3M2FN loc(fused<6 : i32>[#loc10]), %8: f64 loc("a.mlir":475:272)):  // 2 preds: ^bb0, ^bb2
      "a.jump"()[^bb2, ^bb3] : () -> () loc(#loc56)
    ^bb2:  // 2 preds: ^bb0, ^bb1
      "cfx.cond_br"(%arg0, %1, %0#0)[^bb3, ^bb1] : (f16, !bar<"abc">, i8) -> () loc(#loc77)
    ^bb3(%9: vector<i1> loc("0057.in.mlir":122:11)):  // 2 preds: ^bb1, ^bb2
      "foo.compute"(%0#1) {sym_name1 = #loc84, x0 = {k$0}} : (index) -> () loc(#loc58)
    }) : (i8) -> tf32 loc(#loc23)
    %5 = "bar.yield"(%4, %0#1) : (tf32, index) -> ui3 loc(#loc60)
  }, {
    "builtin.module"() ({
      "z.nop"() {_u0 = !bar<"abc">, value1 = f8E4M3} : () -> () loc(#loc62)
    }) : () -> () loc(#loc61)
  }) : (!bar<"abc">, i8, index) -> () loc(#loc3)
  %2 = "foo.compute"(%0#1, %1) <{x0 = "{\\%XX\F0\9F\99\82\09%.\09"}> {sym_name0 = false} : (index, !bar<"abc">) -> bf16 loc(#loc63)
}) : () -> () loc(#loc)
#loc = loc("0057.in.mlir":22:1)
#loc1 = loc("src/x.py":22:10 to 24:67)
#loc2 = loc("0057.in.mlir":24:8)
#loc3 = loc("op.1")
#loc4 = loc("0057.in.mlir":28:10)
#loc6 = loc("0057.in.mlir":33:14)
#loc7 = loc("0057.in.mlir":34:19)
#loc8 = loc("0057.in.mlir":35:16)
#loc9 = loc("0057.in.mlir":37:19)
#loc14 = loc("0057.in.mlir":42:16)
#loc15 = loc("f":0:368)
#loc16 = loc("0057.in.mlir":44:15)
#loc17 = loc("0057.in.mlir":45:9)
#loc20 = loc("src/x.py":22:48)
#loc21 = loc("with \22q\22")
#loc22 = loc("-":389:290)
#loc24 = loc("f":15:70 to 18:22)
#loc25 = loc("a.mlir":0:308)
#loc26 = loc("f":26:290)
#loc27 = loc("":30:56 to 31:45)
#loc28 = loc("0057.in.mlir":65:15)
#loc29 = loc("0057.in.mlir":72:7)
#loc30 = loc("dir/with space.c":394:299)
#loc31 = loc("name")
#loc33 = loc("0057.in.mlir":84:7)
#loc34 = loc("0057.in.mlir":85:25)
#loc35 = loc("0057.in.mlir":88:16)
#loc37 = loc("":34:32 to 35:39)
#loc38 = loc("0057.in.mlir":95:9)
#loc40 = loc("0057.in.mlir":98:9)
#loc41 = loc("dir/with space.c":403:402)
#loc42 = loc("src/x.py":4294967295:192)
#loc43 = loc("0057.in.mlir":105:19)
#loc44 = loc("0057.in.mlir":107:20)
#loc45 = loc("f":11:0)
#loc46 = loc("f":412:471)
#loc53 = loc("src/x.py":291:0)
#loc56 = loc("a.mlir":357:374)
#loc58 = loc("0057.in.mlir":123:7)
#loc60 = loc("0057.in.mlir":125:12)
#loc61 = loc("0057.in.mlir":127:5)
#loc62 = loc("src/x.py":101:4294967295)
#loc63 = loc("0057.in.mlir":131:10)
#loc65 = loc(callsite(#loc20 at #loc21))
#loc66 = loc(fused[#loc23, #loc24])
#loc67 = loc(callsite(#loc23 at #loc25))
#loc68 = loc(callsite(#loc26 at #loc10))
#loc69 = loc(callsite(#loc23 at #loc30))
#loc72 = loc(callsite(#loc42 at #loc23))
#loc73 = loc(fused<#foo.m>[#loc41, #loc45])
#loc77 = loc(fused<#foo.m>[#loc3])
#loc79 = loc(callsite(#loc66 at #loc67))
#loc80 = loc("v"(#loc70))
#loc81 = loc(callsite(#loc41 at #loc72))
#loc82 = loc(callsite(#loc73 at #loc46))
#loc86 = loc(fused[#loc80, #loc23, #loc3])

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0800000002FAFBFE4C2EA2753E6610589AD88318016D263BA1550F11DB52A26003D524D97FEFA1EF32420F6E2AF0E4DCA5D071D9"
    }
  }
#-}

