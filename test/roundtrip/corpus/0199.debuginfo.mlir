#loc32 = loc("a.mlir":41:70 to :73)
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0) -> ()>
#set = affine_set<(d0) : (d0 == 0, (d0 ceildiv 6) floordiv 4 - d0 >= 0)>
"builtin.module"() ({
  %0 = "foo.op"() : () -> index loc(#loc1)
  %1 = "foo.op"() {x0 = dense<[[(4.36460856E+27,0x7F800000)], [(-5.96350522E+19,-92.493721)], [(8.419000e+04,-3.494000e+00)]]> : tensor<3x1xcomplex<f32>>} : () -> si24 loc(#loc2)
  %2:4 = "d.op_1"() : () -> (complex<si8>, tuple<ui16>, f8E5M2, i16) loc(#loc3)
  %3:4 = "my_dialect.thing"(%2#3) <{b3, sym_name0 = true, sym_name1 = distinct[0]<6.000000e+00 : f4E2M1FN>, value2 = 0 : ui1}> : (i16) -> (tensor<2x?x5xindex>, !bar.t<"x y" <[true f32],?> -8>, memref<*xi32>, f6E2M3FN) loc(#loc4)
  %4 = "foo.bar"(%3#1) <{}> {x0 = -4.524580e+05 : f64} : (!bar.t<"x y" <[true f32],?> -8>) -> memref<6x2xf8E4M3FNUZ, #map> loc(#loc5)
  %5 = "foo.op"(%3#1, %3#3) {"quoted key 0" = @main, sym_name1 = "\09\09b"} : (!bar.t<"x y" <[true f32],?> -8>, f6E2M3FN) -> vector<tf32> loc(#loc6)
  %6:3 = "a.b"(%2#2, %2#1, %2#1) ({
    "builtin.module"() ({
      %31 = "foo.bar"() <{attr0 = true, sym_name1 = array<f32>, x2 = dense<3983> : tensor<3x1xui16>}> : () -> f64 loc(#loc42)
    }) : () -> () loc(#loc8)
  }, {
    %30:3 = "a.b"(%3#1, %3#3, %5) {k$0 = "}*z\0Az@", my.k1 = -1 : i64} : (!bar.t<"x y" <[true f32],?> -8>, f6E2M3FN, vector<tf32>) -> (index, f8E4M3B11FNUZ, tuple<!bar.a.b>) loc(#loc10)
  }, {
    %29:4 = "z.nop"(%3#3) {_u2 = "'/\0A\0A-X0\87", b1 = none, value0 = 19 : index} : (f6E2M3FN) -> (complex<f8E5M2FNUZ>, i8, none, tensor<1x0x626x840xf8E5M2FNUZ, "sparse">) loc(#loc11)
  }) : (f8E5M2, tuple<ui16>, tuple<ui16>) -> (si17, bf16, f4E2M1FN) loc(#loc7)
  %7:2 = "d.op_1"() {sym_name0} : () -> (f80, i24) loc(#loc12)
  %8 = "a.b"(%7#1, %2#2) : (i24, f8E5M2) -> ui64 loc(#loc12)
  %9:4 = "foo.compute"() ({
  }) : () -> (vector<8x6x3xi32>, i64, vector<16x[14]xindex>, i3) loc(#loc13)
  %10:2 = "foo.op"(%9#3) <{b1 = array<i8: -128, -47, -128, -1>, value0 = {k$1 = "", sym_name0 = false}, x2 = dense<-2.130510e-03> : tensor<2xf16>}> {_u0 = -1.274410e-01 : f16} : (i3) -> (tensor<1x?x4x1xcomplex<f64>, {a = 1 : i64}>, complex<f32>) loc(#loc43)
  %11:4 = "my_dialect.thing"() <{sym_name0 = false, z91 = -8.276000e+01 : f32}> ({
  }) : () -> (vector<9xf16>, f64, (index, tf32) -> (vector<13x10x8xi1>, ui128), memref<888xindex>) loc(#loc44)
  %12:4 = "foo.bar.baz"(%11#0, %11#0) <{}> ({
  }) : (vector<9xf16>, vector<9xf16>) -> (index, complex<f32>, bf16, bf16) loc(#loc16)
  %13 = "bar.yield"() {x0 = 0 : ui24} : () -> none loc(#loc17)
  %14 = "foo.bar"() ({
    %17 = "foo.bar.baz"(%12#3, %6#2) {_u1 = -1 : i32, k$0 = @b, sym_name2 = "#\09*!\22!\22"} : (bf16, f4E2M1FN) -> i3 loc(#loc12)
    %18 = "bar.yield"(%12#2, %12#2, %13) : (bf16, bf16, none) -> tuple<f8E4M3FNUZ> loc(#loc14)
    "cfx.cond_br"(%18)[^bb1, ^bb1] : (tuple<f8E4M3FNUZ>) -> () loc(#loc51)
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb2
    "foo.bar"() <{sym_name0 = 0 : i32}> ({
    ^bb0:
    }, {
      "foo.bar.baz"(%4, %13, %10#0) ({
        "builtin.module"() ({
          %26:4 = "foo.bar.baz"() : () -> (i128, vector<11x10x13xf16>, i64, f16) loc(#loc23)
          %27 = "a.b"(%26#3, %26#0, %26#1) <{a0 = dense<0xFC> : tensor<f8E5M2>, a1, attr2 = 1.280000e+02 : f8E4M3}> {foo.k2 = #set, my.k3 = " a*\CE\A9X/\22" : i3, "quoted key 1", sym_name0 = 1.015630e-01 : f8E4M3FNUZ} : (f16, i128, vector<11x10x13xf16>) -> tensor<4xbf16> loc(#loc46)
          %28:2 = "a.b"(%26#2, %26#2) : (i64, i64) -> (i64, memref<?x?xf80>) loc(#loc25)
        }) : () -> () loc(#loc22)
      }, {
        %24:3 = "x.y"(%3#2, %12#2, %9#1) : (memref<*xi32>, bf16, i64) -> (i1, tensor<?x?x1x936xf64>, ui24) loc(#loc12)
        %25 = "bar.yield"(%24#0, %18) {a0, x1 = true} : (i1, tuple<f8E4M3FNUZ>) -> tensor<48x?x0x!my_dialect.t, "sparse"> loc(#loc26)
      }) {d.k0 = #map1} : (memref<6x2xf8E4M3FNUZ, #map>, none, tensor<1x?x4x1xcomplex<f64>, {a = 1 : i64}>) -> () loc(#loc21)
      %21:3 = "a.b"(%11#2, %3#2, %18) {a0 = #bar<"abc">, a2 = "\E6\97\A5\E6\9C\AC" : f32, d.k1 = "", "quoted key 3" = false} : ((index, tf32) -> (vector<13x10x8xi1>, ui128), memref<*xi32>, tuple<f8E4M3FNUZ>) -> (vector<14x11xf4E2M1FN>, tensor<574xcomplex<bf16>>, f8E8M0FNU) loc(#loc27)
      %22 = "a.b"(%21#2, %9#3) : (f8E8M0FNU, i3) -> f6E3M2FN loc(#loc52)
      %23 = "my_dialect.thing"(%11#1) {b1 = #my.flag, "quoted key 0" = -1.500000e+00 : f64, value2 = #loc32} : (f64) -> tensor<43x46x1x7xui32> loc(#loc48)
    }, {
    }) : () -> () loc(#loc12)
    %19:3 = "foo.bar.baz"() <{}> : () -> (tuple<i64>, memref<262xbf16, strided<[42]>, "gpu">, none) loc(#loc33)
    %20:4 = "my_dialect.thing"(%3#1, %18, %18) <{_u2 = "@\DF@\22*\22z\09a", foo.k1 = "}I0_\\<z\00\0Aa\22" : f6E2M3FN, my.k0 = "%\CE\A9'\07"}> : (!bar.t<"x y" <[true f32],?> -8>, tuple<f8E4M3FNUZ>, tuple<f8E4M3FNUZ>) -> (index, memref<3x40xf6E2M3FN, strided<[?, 1], offset: ?>, {kind = "scratch"}>, i1, ui1) loc(#loc34)
    "foo.op"(%9#2, %20#3, %9#0) : (vector<16x[14]xindex>, ui1, vector<8x6x3xi32>) -> () loc(#loc35)
    "x.switch"(%3#0, %20#3, %20#0)[^bb2] {my.k2, sym_name1 = 2004 : si64, value3 = -6.250000e-01 : f8E4M3FNUZ, x0 = -1.000000e+02 : f16} : (tensor<2x?x5xindex>, ui1, index) -> () loc(#loc53)
  ^bb2:  // pred: ^bb1
    "cfx.cond_br"(%17, %18)[^bb1] : (i3, tuple<f8E4M3FNUZ>) -> () loc(#loc54)
  }, {
    %16:2 = "foo.bar.baz"(%3#3, %4) : (f6E2M3FN, memref<6x2xf8E4M3FNUZ, #map>) -> (f64, !my_dialect.v<{-7 ["x y" ? "x y"] <f32, "x y", i8>}>) loc(#loc41)
  }) : () -> si1 loc(#loc18)
  %15 = "z.nop"(%12#3, %12#2) <{b0, z91 = "%\F0\9F\99\82<%#{"}> : (bf16, bf16) -> none loc(#loc3)
}) : () -> () loc(#loc)
#loc = loc("0199.in.mlir":0:0)
#loc1 = loc("0199.in.mlir":2:6)
#loc2 = loc("0199.in.mlir":3:6)
#loc3 = loc("op.1")
#loc4 = loc("0199.in.mlir":5:9)
#loc5 = loc("src/x.py":26:11 to 28:7)
#loc6 = loc("0199.in.mlir":7:7)
#loc7 = loc("":13:66 to 15:73)
#loc8 = loc("0199.in.mlir":9:3)
#loc9 = loc("a.mlir":40:14 to 42:33)
#loc10 = loc("0199.in.mlir":14:10)
#loc11 = loc("src/x.py":426:207)
#loc12 = loc(unknown)
#loc13 = loc("0199.in.mlir":20:10)
#loc14 = loc("name")
#loc15 = loc("f":0:472)
#loc16 = loc("0199.in.mlir":25:16)
#loc17 = loc("0199.in.mlir":27:10)
#loc18 = loc("0199.in.mlir":28:8)
#loc19 = loc("-":27:316)
#loc20 = loc("-":443:0)
#loc21 = loc("0199.in.mlir":37:5)
#loc22 = loc("0199.in.mlir":38:7)
#loc23 = loc("0199.in.mlir":39:25)
#loc24 = loc("with \22q\22")
#loc25 = loc("0199.in.mlir":41:18)
#loc26 = loc("0199.in.mlir":45:13)
#loc27 = loc("f":411:435)
#loc28 = loc("f":47:22 to :28)
#loc29 = loc("dir/with space.c":451:163)
#loc30 = loc("":29:67 to :76)
#loc31 = loc("f":27:20 to :47)
#loc33 = loc("f":0:0)
#loc34 = loc("src/x.py":221:221)
#loc35 = loc("0199.in.mlir":54:3)
#loc36 = loc("a.mlir":69:0)
#loc37 = loc("-":0:77)
#loc38 = loc("src/x.py":271:36)
#loc39 = loc("src/x.py":4294967295:60)
#loc40 = loc("":22:30 to :22)
#loc41 = loc("0199.in.mlir":59:16)
#loc42 = loc("callee"(#loc9))
#loc43 = loc("callee"(#loc14))
#loc44 = loc(callsite(#loc15 at #loc3))
#loc45 = loc(callsite(#loc19 at #loc20))
#loc46 = loc("n"(#loc24))
#loc47 = loc(fused[#loc28, #loc29])
#loc48 = loc(callsite(#loc30 at #loc31))
#loc49 = loc(fused[#loc37, #loc38])
#loc50 = loc("v"(#loc40))
#loc51 = loc("n"(#loc45))
#loc52 = loc("n"(#loc47))
#loc53 = loc(callsite(#loc36 at #loc49))
#loc54 = loc(callsite(#loc39 at #loc50))

