#loc6 = loc("a.mlir":17:18 to :49)
#loc7 = loc("f":412:0)
#loc8 = loc("f":10:0)
#loc9 = loc("":23:5 to :10)
#loc10 = loc("0047.in.mlir":19:91)
#loc16 = loc("-":4294967295:292)
#loc17 = loc("-":476:209)
#loc18 = loc("a.mlir":4294967295:419)
#loc19 = loc("0047.in.mlir":31:112)
#loc22 = loc("0047.in.mlir":36:4)
#loc30 = loc("f":425:387)
#loc41 = loc("0047.in.mlir":65:16)
#loc42 = loc("0047.in.mlir":65:37)
#loc46 = loc("0047.in.mlir":67:15)
#map = affine_map<(d0, d1)[s0, s1] -> ()>
#map1 = affine_map<(d0)[s0] -> ()>
#map2 = affine_map<(d0, d1, d2) -> (d1, d1 * -7)>
#map3 = affine_map<() -> (7, 2, 1)>
#set = affine_set<(d0)[s0, s1] : ((d0 ceildiv 6) * s1 >= 0)>
#loc55 = loc(fused[#loc7, #loc8, #loc9])
#loc57 = loc(callsite(#loc16 at #loc17))
"builtin.module"() ({
  %0 = "x.y"() ({
    %33:3 = "foo.op"() <{z90 = true}> {a0 = [dense<[[0x7C00, 0x7F63], [6.550400e+04, 1.999510e-01]]> : tensor<2x2xf16>], b1 = 1.000000e-30 : f64, b2 = [#foo.b.c]} : () -> (memref<*xf64>, index, tuple<>) loc(#loc2)
    "foo.bar"(%33#0) : (memref<*xf64>) -> () loc(#loc3)
    %34:4 = "bar.yield"(%33#0, %33#2, %33#1) : (memref<*xf64>, tuple<>, index) -> (i128, memref<2x6x2xcomplex<f8E4M3FNUZ>, "shared">, index, vector<14x7x3xf16>) loc(#loc65)
    %35:4 = "foo.compute"() : () -> (none, index, complex<f6E3M2FN>, vector<13x[7]xf6E2M3FN>) loc(#loc6)
  }, {
  ^bb0(%arg1: vector<12xindex> loc("a.mlir":17:18 to :49), %arg2: f32 loc(fused[#loc7, #loc8, #loc9]), %arg3: memref<398x447xvector<12x[5]x[6]xbf16>> loc("0047.in.mlir":19:91)):
    "my_dialect.thing"(%arg3, %arg1) <{b0 = -9223372036854775808 : i64, b1 = "/\09#-\C3\A9\09'.\09"}> : (memref<398x447xvector<12x[5]x[6]xbf16>>, vector<12xindex>) -> () loc(#loc56)
    "x.switch"(%arg3)[^bb1, ^bb1] : (memref<398x447xvector<12x[5]x[6]xbf16>>) -> () loc(#loc12)
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %27 = "foo.bar"(%arg1) ({
      %32 = "my_dialect.thing"() {"quoted key 2" = #map, sym_name0 = true, value1 = sparse<[[2, 1], [1, 0], [2, 0], [5, 1]], [0x7F800000, 0x7F800000, 1.000000e+02, 0.000000e+00]> : tensor<6x2xf32>, z93 = memref<3xi32, strided<[1], offset: ?>>} : () -> !x<"abc"> loc(#loc13)
      "foo.compute"(%arg2) : (f32) -> () loc(#loc14)
    }) : (vector<12xindex>) -> si8 loc(#loc11)
    %28 = "a.b"(%arg3, %arg2) <{my.k0 = "" : index}> ({
      "foo.bar.baz"(%arg3) : (memref<398x447xvector<12x[5]x[6]xbf16>>) -> () loc(#loc6)
      %31 = "z.nop"(%arg1, %arg1, %arg3) {z90} : (vector<12xindex>, vector<12xindex>, memref<398x447xvector<12x[5]x[6]xbf16>>) -> f16 loc(#loc15)
    }, {
    ^bb0(%arg4: si8 loc(callsite(#loc16 at #loc17)), %arg5: i1 loc("a.mlir":4294967295:419), %arg6: i64 loc("0047.in.mlir":31:112)):
      "z.nop"(%arg4, %arg2) : (si8, f32) -> () loc(#loc20)
    }) {sym_name0 = -2602890446 : i64} : (memref<398x447xvector<12x[5]x[6]xbf16>>, f32) -> complex<si7> loc(#loc6)
    "a.jump"(%arg2, %arg3, %28)[^bb2] <{z90 = false}> {_u0 = {_u1 = dense_resource<r.0> : tensor<4xf64>, b0 = #map1, b2 = tensor<?x?xcomplex<f128>>}} : (f32, memref<398x447xvector<12x[5]x[6]xbf16>>, complex<si7>) -> () loc(#loc21)
  ^bb2(%29: complex<f8E5M2> loc("0047.in.mlir":36:4)):  // pred: ^bb1
    %30 = "foo.bar.baz"(%29, %arg1, %29) : (complex<f8E5M2>, vector<12xindex>, complex<f8E5M2>) -> ((none) -> vector<4x3x[4]xi1>) loc(#loc66)
  }, {
  ^bb0:
  }) {attr0 = "\09%%\\{0.#\CE\A9" : f16} : () -> tuple<f6E3M2FN, !my_dialect<"">> loc(#loc1)
  %1:2 = "d.op_1"(%0) <{attr2 = affine_map<(d0)[s0, s1] -> (1, 0)>, k$1 = array<i8: 0, 0, -1, -128, 0>, sym_name3 = #x<"abc">, x0 = @"\C3\A9"}> ({
    %4 = "foo.bar.baz"(%0, %0, %0) <{_u0 = #bar.flag, attr3, sym_name1 = 504 : i64, value2}> : (tuple<f6E3M2FN, !my_dialect<"">>, tuple<f6E3M2FN, !my_dialect<"">>, tuple<f6E3M2FN, !my_dialect<"">>) -> vector<i1> loc(#loc25)
    %5 = "bar.yield"(%4, %0, %4) : (vector<i1>, tuple<f6E3M2FN, !my_dialect<"">>, vector<i1>) -> tuple<> loc(#loc26)
    %6 = "a.b"(%4) : (vector<i1>) -> f32 loc(#loc27)
    %7:3 = "d.op_1"(%5, %4, %5) : (tuple<>, vector<i1>, tuple<>) -> (i7, none, f16) loc(#loc28)
    %8 = "x.y"() {attr1 = #foo.flag, sym_name2, value3 = -1 : i64, z90} : () -> ui64 loc(#loc59)
    %9 = "bar.yield"(%8) ({
    ^bb0(%arg0: !bar.type loc("f":425:387)):
      %21 = "foo.op"() {k$1, z90 = dense<[[[(7.914000e+00,0.91085760000000004)], [(9.9999999999999997E+37,-2.5390279536474662E+140)], [(0.16968279999999999,873.59972100000005)]], [[(4.4677881089313364E+116,0xFFF0000000000000)], [(5.013370e+05,68.761915999999999)], [(1.17549435E-38,7.4417934896837191E+45)]], [[(-9.4912460597996796E+145,3.000000e-01)], [(-4.438030e+05,0.000000e+00)], [(-3.172000e+00,0.32989220000000002)]]]> : tensor<3x3x1xcomplex<f64>>} : () -> tensor<0x2x?x2xbf16> loc(#loc67)
      %22 = "a.b"(%8) : (ui64) -> !foo.a.b loc(#loc33)
      %23 = "foo.compute"(%22, %21, %21) ({
        %25:4 = "my_dialect.thing"() : () -> (vector<2x10x10xsi8>, tuple<>, f64, bf16) loc(#loc60)
        %26 = "my_dialect.thing"() : () -> f32 loc(#loc36)
      }) : (!foo.a.b, tensor<0x2x?x2xbf16>, tensor<0x2x?x2xbf16>) -> tensor<tf32> loc(#loc34)
      %24:2 = "a.b"(%7#2, %7#1) <{}> : (f16, none) -> (i128, f64) loc(#loc11)
    }, {
    }, {
      %10:4 = "d.op_1"(%7#0, %4, %7#1) : (i7, vector<i1>, none) -> (vector<1xf8E5M2FNUZ>, memref<1x211x1xcomplex<ui1>, #map2, 4>, f8E4M3FN, ui8) loc(#loc37)
      %11 = "z.nop"(%7#1, %10#3) ({
        %14 = "foo.bar"(%10#0, %10#0) {attr0 = true} : (vector<1xf8E5M2FNUZ>, vector<1xf8E5M2FNUZ>) -> ((complex<ui1024>, tensor<i1>, f8E4M3FNUZ) -> i16) loc(#loc39)
        %15 = "foo.bar"(%10#3, %10#1, %7#1) : (ui8, memref<1x211x1xcomplex<ui1>, #map2, 4>, none) -> vector<[7]x4x2xi24> loc(#loc4)
        "a.jump"(%10#3, %7#0, %15)[^bb1, ^bb2] <{k$0 = 3.125000e-01 : f8E5M2, k$1 = "%\C3\9F{\\/\09\E6\97\A5\E6\9C\AC#"}> {attr0 = dense<[[0.000000e+00, 3.125000e-01, 5.000000e-01], [-5.000000e-01, 6.875000e-01, 0x80], [2.750000e+00, -1.875000e-01, 0x80]]> : tensor<3x3xf8E4M3FNUZ>} : (ui8, i7, vector<[7]x4x2xi24>) -> () loc(#loc40)
      ^bb1(%16: complex<f32> loc("0047.in.mlir":65:16), %17: f64 loc("0047.in.mlir":65:37)):  // 2 preds: ^bb0, ^bb2
        "a.jump"(%14, %15)[^bb2] {b0 = {attr1 = array<i16: -32768, 0, -1, 0, 0>, b0 = #set, foo.k2 = 5389578017 : index}} : ((complex<ui1024>, tensor<i1>, f8E4M3FNUZ) -> i16, vector<[7]x4x2xi24>) -> () loc(#loc68)
      ^bb2(%18: i128 loc("0047.in.mlir":67:15)):  // 2 preds: ^bb0, ^bb1
        %19 = "my_dialect.thing"() <{attr0 = 52 : index, value2 = @"x y"::@main::@"0start", z91 = 1.384700e+05 : f80}> : () -> i1 loc(#loc32)
        "cfx.cond_br"(%7#0, %18)[^bb3, ^bb1] : (i7, i128) -> () loc(#loc62)
      ^bb3:  // pred: ^bb2
        %20 = "foo.bar"(%10#2, %10#1, %15) : (f8E4M3FN, memref<1x211x1xcomplex<ui1>, #map2, 4>, vector<[7]x4x2xi24>) -> index loc(#loc47)
      }, {
        "builtin.module"() ({
          "foo.compute"() : () -> () loc(#loc4)
        }) : () -> () loc(#loc48)
      }) {b0 = @"x y", d.k2 = [dense<[[12107, -17337], [-14780, 30112], [-25784, 10848], [-27068, -8880]]> : tensor<4x2xi16>, 0x7C00 : f16, dense<[65535, 1, -65536, -3]> : vector<4xsi17>], k$1 = #bar.a<"x y" {? 13} [89]>, my.k3 = sparse<[[2], [4], [3], [1]], [-1, 0, 251, 1]> : tensor<6xi64>} : (none, ui8) -> index loc(#loc38)
      %12:4 = "a.b"(%11) {d.k0 = true, k$1 = 2.000000e-01 : f64} : (index) -> (i64, memref<398x447xvector<12x[5]x[6]xbf16>>, complex<bf16>, f4E2M1FN) loc(#loc49)
      %13 = "d.op_1"(%12#2, %12#2) : (complex<bf16>, complex<bf16>) -> f32 loc(#loc69)
    }) : (ui64) -> f16 loc(#loc11)
  }) {z90 = "" : index} : (tuple<f6E3M2FN, !my_dialect<"">>) -> (tuple<>, si17) loc(#loc24)
  %2 = "foo.compute"(%1#1) <{b1 = 2835069375088 : i64, d.k0 = 2.718750e+00 : f16, foo.k2 = !bar.param<"x y",[32 "x y" [abc,-6,-5]]>, k$3 = {_u2 = {_u0 = -1 : i8, attr1 = affine_set<(d0, d1)[s0] : (-(d0 - d1 - d0 floordiv 2) + 2 >= 0)>, attr2 = #x.flag, b3 = array<i64: 1, 6764620401719301>}, b1, "quoted key 0" = 1.310000e+02 : bf16, "quoted key 3"}}> {sym_name0, x1 = #map3} : (si17) -> ((memref<6x?xvector<4x[7]x[3]xf16>, strided<[?, ?], offset: ?>>) -> !foo.t<-5 abc ?>) loc(#loc52)
  %3 = "a.b"(%2) : ((memref<6x?xvector<4x[7]x[3]xf16>, strided<[?, ?], offset: ?>>) -> !foo.t<-5 abc ?>) -> tensor<8x6x855xf64> loc(#loc53)
}) : () -> () loc(#loc)
#loc = loc("0047.in.mlir":0:0)
#loc1 = loc("0047.in.mlir":13:7)
#loc2 = loc("0047.in.mlir":14:22)
#loc3 = loc("src/x.py":141:4294967295)
#loc4 = loc("x")
#loc5 = loc("":7:71 to :76)
#loc11 = loc("op.1")
#loc12 = loc("0047.in.mlir":21:5)
#loc13 = loc("-":378:244)
#loc14 = loc("0047.in.mlir":25:9)
#loc15 = loc("0047.in.mlir":29:15)
#loc20 = loc("0047.in.mlir":32:9)
#loc21 = loc("0047.in.mlir":35:5)
#loc23 = loc(unknown)
#loc24 = loc("0047.in.mlir":41:9)
#loc25 = loc("n")
#loc26 = loc("dir/with space.c":32:0)
#loc27 = loc("":41:2 to 42:16)
#loc28 = loc("0047.in.mlir":45:16)
#loc29 = loc("a.mlir":283:203)
#loc31 = loc("-":301:135)
#loc32 = loc("with \22q\22")
#loc33 = loc("0047.in.mlir":50:15)
#loc34 = loc("f":17:7 to 18:55)
#loc35 = loc("dir/with space.c":41:348)
#loc36 = loc("src/x.py":48:323)
#loc37 = loc("0047.in.mlir":59:24)
#loc38 = loc("0047.in.mlir":60:16)
#loc39 = loc("-":403:161)
#loc40 = loc("a.mlir":354:110)
#loc43 = loc("":38:59 to 41:67)
#loc44 = loc("src/x.py":271:168)
#loc45 = loc("src/x.py":468:208)
#loc47 = loc("0047.in.mlir":72:20)
#loc48 = loc("-":372:0)
#loc49 = loc("":29:49 to :31)
#loc50 = loc("a.mlir":285:355)
#loc51 = loc("f":367:425)
#loc52 = loc("0047.in.mlir":82:7)
#loc53 = loc("":11:32 to 13:68)
#loc54 = loc(fused[#loc4, #loc5])
#loc56 = loc(fused<#foo.m>[#loc6, #loc11])
#loc58 = loc(fused<#foo.m>[#loc23])
#loc59 = loc("v"(#loc29))
#loc60 = loc(fused<5 : i32>[#loc35])
#loc61 = loc(fused[#loc43, #loc44, #loc45])
#loc62 = loc(callsite(#loc11 at #loc4))
#loc63 = loc(callsite(#loc50 at #loc23))
#loc64 = loc(fused[#loc51, #loc4])
#loc65 = loc("callee"(#loc54))
#loc66 = loc("callee"(#loc58))
#loc67 = loc(fused[#loc31, #loc32, #loc58])
#loc68 = loc("callee"(#loc61))
#loc69 = loc(callsite(#loc63 at #loc64))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000C660C7CC8CCDD815CF7110BA681AAB16BF27CF271ACF901B500425C0DDA7265E"
    }
  }
#-}

