!tuple = tuple<f32, i17, memref<649x4xi7, strided<[?, 1]>>, f16, si8, f8E8M0FNU, f16, f16, i17, ui7, i32, f8E5M2, f6E3M2FN, f6E2M3FN, i3, memref<?xi1, strided<[1]>, 1>, i128, f8E5M2FNUZ>
#loc7 = loc("0100.in.mlir":13:6)
#loc12 = loc("0100.in.mlir":19:10)
#loc13 = loc("":14:68 to 16:57)
#loc14 = loc("name")
#loc15 = loc("src/x.py":431:336)
#loc25 = loc("0100.in.mlir":30:10)
#loc26 = loc("0100.in.mlir":30:20)
#loc28 = loc("a.mlir":260:4294967295)
#loc38 = loc("0100.in.mlir":47:10)
#loc39 = loc("0100.in.mlir":47:32)
#loc40 = loc("0100.in.mlir":47:63)
#loc42 = loc("src/x.py":301:4294967295)
#map = affine_map<(d0)[s0, s1] -> ()>
#map1 = affine_map<(d0) -> (0)>
#map2 = affine_map<(d0)[s0] -> ((d0 + 3) floordiv 4)>
#map3 = affine_map<(d0, d1, d2)[s0, s1] -> (d0, -s1, -2)>
#map4 = affine_map<(d0, d1, d2) -> (d1 * 42, (d1 floordiv 7) * 3, d2 floordiv 7 + 9)>
#set = affine_set<(d0, d1)[s0] : ((d1 floordiv 8) ceildiv 6 >= 0, 5 == 0)>
#set1 = affine_set<(d0, d1, d2)[s0] : (d1 - d0 >= 0, d1 ceildiv 8 + d0 >= 0, d0 - d1 + 9 == 0)>
#set2 = affine_set<(d0, d1, d2)[s0, s1] : (s1 ceildiv 2 >= 0)>
#loc57 = loc(fused[#loc14, #loc15])
"builtin.module"() <{sym_name = "m42"}> ({
  "foo.bar"() : () -> () loc(#loc1)
  %0:3 = "foo.bar.baz"() <{k$1 = 1 : i64, k$2 = [5.883790e-01 : f16, dense<> : tensor<0x2xf16>, @main::@a::@s$, [3.481600e+04 : bf16, array<f32: -1.31808063E+15, 6.550400e+04>, array<f64: 0.81414609999999998, -3.000000e-01, -2.4015209871673743E-215, 7.0564077522787095E-137, 0x7FF8000000000001>]], "quoted key 0" = complex<f128>}> ({
    %15:3 = "foo.op"() {a1 = {}, b0 = 1 : ui16} : () -> (tensor<0x1xcomplex<f32>>, bf16, f8E8M0FNU) loc(#loc65)
    "foo.compute"(%15#2, %15#0, %15#0) <{attr0 = loc("-":237:4294967295)}> {foo.k1 = dense<7.500000e+00> : vector<2xf6E2M3FN>, "quoted key 2" = dense<> : tensor<1x4x0xsi1>, sym_name0 = #bar.a<[<"x y">, "x y", {-0}] f32 39>} : (f8E8M0FNU, tensor<0x1xcomplex<f32>>, tensor<0x1xcomplex<f32>>) -> () loc(#loc5)
    "x.switch"()[^bb1, ^bb2] {_u3 = dense<[[[2.658460e+36, 1.000000e+02, -2.110030e-09, 3.140630e+00], [1.000000e+02, -6.210940e-01, 4.253530e+37, -1.360020e-14]], [[6.266880e+05, 2.718750e+00, 9.132070e-22, 0x7F80], [-6.021020e+23, 9.999220e+09, 6.553600e+04, 3.140630e+00]], [[3.007810e-01, 2.662400e+05, 0x7F80, 5.507810e-01], [-6.687500e+00, 7.600000e+02, 3.140630e+00, 3.584000e+05]]]> : tensor<3x2x4xbf16>, z90 = {foo.k0, z91}, z91 = memref<575x?xf16, strided<[?, 1], offset: 1>, 2>, z92} : () -> () loc(#loc6)
  ^bb1(%16: complex<i64> loc("0100.in.mlir":13:6)):  // 2 preds: ^bb0, ^bb1
    %17 = "x.y"(%15#1, %15#1) : (bf16, bf16) -> i128 loc(#loc8)
    %18 = "foo.compute"(%17, %16, %17) {b2 = #map, k$0 = @a::@main, sym_name1} : (i128, complex<i64>, i128) -> tensor<5xi16, 4 : i32> loc(#loc9)
    %19:4 = "foo.op"() : () -> (i3, f64, f8E5M2FNUZ, memref<?xf80, #map1, "shared">) loc(#loc10)
    "d.op_1"(%15#0, %15#2, %19#2) <{value0 = affine_set<(d0)[s0, s1] : (0 >= 0, -(s0 floordiv 5) >= 0, s1 * 2 >= 0)>, z91 = @main}> ({
    ^bb0(%arg3: complex<si32> loc("0100.in.mlir":19:10), %arg4: bf16 loc("":14:68 to 16:57), %arg5: f64 loc(fused[#loc14, #loc15])):
      %26 = "a.b"(%arg4, %15#0, %arg5) : (bf16, tensor<0x1xcomplex<f32>>, f64) -> i1024 loc(#loc66)
      "bar.yield"(%arg4, %26, %15#2) ({
        %27:2 = "d.op_1"(%19#1, %arg3) {a0 = 5822 : i1024, "quoted key 2" = dense<[-1, 1, 100]> : vector<3xi8>, x1 = 1.17549435E-38 : f32, z93 = dense<-126> : tensor<3xi8>} : (f64, complex<si32>) -> (index, f8E4M3FN) loc(#loc13)
        "z.nop"(%19#2) <{d.k0 = -9223372036854775808 : i64, d.k1 = 204715352202 : i64}> {a3 = array<i32>, b0 = [], x2 = 0 : i24, z91 = -3.14692395730032181996630026968801413E+2103 : f128} : (f8E5M2FNUZ) -> () loc(#loc67)
        %28:2 = "d.op_1"() : () -> (memref<537xf64>, tensor<f8E4M3B11FNUZ>) loc(#loc60)
        %29 = "foo.bar"(%15#2) : (f8E8M0FNU) -> f32 loc(#loc22)
        %30 = "z.nop"(%28#1, %19#3, %29) : (tensor<f8E4M3B11FNUZ>, memref<?xf80, #map1, "shared">, f32) -> complex<f6E2M3FN> loc(#loc61)
        "x.y"(%28#0) : (memref<537xf64>) -> () loc(#loc24)
      }, {
      ^bb0(%arg6: i32 loc("0100.in.mlir":30:10), %arg7: memref<1x5x6xvector<14x1xsi16>, strided<[56, 37, 1]>> loc("0100.in.mlir":30:20)):
      }) {b0 = {}, x1} : (bf16, i1024, f8E8M0FNU) -> () loc(#loc18)
    }) : (tensor<0x1xcomplex<f32>>, f8E8M0FNU, f8E5M2FNUZ) -> () loc(#loc11)
    "foo.br"(%19#2, %19#3, %19#1)[^bb2, ^bb1] : (f8E5M2FNUZ, memref<?xf80, #map1, "shared">, f64) -> () loc(#loc27)
  ^bb2(%20: si64 loc("a.mlir":260:4294967295)):  // 2 preds: ^bb0, ^bb1
    %21 = "z.nop"(%15#2, %15#1) {a1 = #set, d.k2 = @"\C3\A9", my.k0 = {_u1 = 0x7C00 : f16, value2 = #x<"x<1>">, x0 = #map2}} : (f8E8M0FNU, bf16) -> tuple<index, memref<4x1xi3, strided<[7, 1]>>, i32> loc(#loc29)
    %22 = "foo.bar.baz"() : () -> bf16 loc(#loc30)
    %23 = "foo.bar.baz"() {k$0 = sparse<1, 0> : tensor<5x5xi8>, k$1 = dense_resource<res_0> : tensor<4xf32>, value2} : () -> index loc(#loc31)
    %24:4 = "z.nop"() {b1 = -128 : i8, my.k0} : () -> (memref<?xf64, 2>, memref<?x60xi8>, si32, f128) loc(#loc32)
    %25 = "a.b"(%22, %24#0) : (bf16, memref<?xf64, 2>) -> tensor<index> loc(#loc33)
  }) : () -> (!bar.param<?,[a.b [?, 56]],-5>, bf16, tuple<si128, i8>) loc(#loc2)
  %1 = "d.op_1"(%0#1, %0#2) {attr1 = "\22\\\09" : i24, x0 = [true, !my_dialect.param<? , a.b , abc>]} : (bf16, tuple<si128, i8>) -> complex<f8E8M0FNU> loc(#loc34)
  "a.b"(%0#1, %1) ({
  }, {
    %2:3 = "x.y"(%0#2, %0#2, %0#0) ({
      %5 = "a.b"(%0#2, %0#0, %0#1) : (tuple<si128, i8>, !bar.param<?,[a.b [?, 56]],-5>, bf16) -> si64 loc(#loc36)
      "foo.bar"(%0#1, %5) ({
      ^bb0(%arg0: vector<bf16> loc("0100.in.mlir":47:10), %arg1: tensor<955xf80, 8 : i32> loc("0100.in.mlir":47:32), %arg2: vector<f8E3M4> loc("0100.in.mlir":47:63)):
        "foo.br"(%0#1, %arg2)[^bb1, ^bb2] : (bf16, vector<f8E3M4>) -> () loc(#loc62)
      ^bb1(%9: tf32 loc("src/x.py":301:4294967295)):  // pred: ^bb0
        "foo.op"(%0#1, %arg0) {b0 = array<f64: 5.214800e-31, 0.48410510000000001, 0x7FF0000000000000>} : (bf16, vector<bf16>) -> () loc(#loc36)
        "foo.bar.baz"() <{}> {_u1 = dense<[0, -1, 1]> : vector<3xi3>, x0 = 857.404602 : f32} : () -> () loc(#loc43)
        "cfx.cond_br"(%9, %arg0, %arg0)[^bb2] {d.k3 = 9223372036854775807 : index, my.k0 = {a2, b0, z91 = [#foo<"x<1>">, #set1, 3.571650e+25]}, value1 = #map3, z92} : (tf32, vector<bf16>, vector<bf16>) -> () loc(#loc44)
      ^bb2:  // 2 preds: ^bb0, ^bb1
        %10:3 = "my_dialect.thing"(%5) : (si64) -> (si1, !tuple, f16) loc(#loc63)
        %11 = "foo.bar"(%1) : (complex<f8E8M0FNU>) -> i16 loc(#loc46)
        %12 = "d.op_1"() : () -> complex<f8E3M4> loc(#loc47)
        %13 = "foo.bar.baz"(%10#2) {b1 = "", foo.k2 = [0 : ui17], x0 = "\00.{\CE\A9\09\C3\A90_"} : (f16) -> ((complex<f32>, i64, complex<i1>) -> (si8, si64)) loc(#loc64)
        %14 = "foo.compute"() <{a0 = 7.123160e-36 : f64, b1 = 85 : ui128, foo.k2 = "\00\\*X }\\\09}0\00/", value3}> : () -> bf16 loc(#loc50)
      }, {
      }) : (bf16, si64) -> () loc(#loc37)
      %6 = "foo.compute"(%1) : (complex<f8E8M0FNU>) -> i64 loc(#loc51)
      %7:3 = "foo.bar"(%6, %5) : (i64, si64) -> (bf16, vector<15xi32>, tensor<vector<4xui17>>) loc(#loc36)
      %8:4 = "z.nop"() : () -> (memref<8x?xsi1024>, !my_dialect.t<<[abc,-3,4], "x y", -3> , 41 , {? , "x y" , 59}>, tensor<?x?x?xf32>, tuple<i64, f64, index, ui1>) loc(#loc52)
    }) : (tuple<si128, i8>, tuple<si128, i8>, !bar.param<?,[a.b [?, 56]],-5>) -> (i1, memref<4xf64, 7>, complex<f32>) loc(#loc14)
    %3 = "foo.op"(%1, %2#2, %2#1) : (complex<f8E8M0FNU>, complex<f32>, memref<4xf64, 7>) -> f16 loc(#loc53)
    %4:4 = "foo.op"(%2#1, %2#2, %2#1) {sym_name2 = sparse<[[0, 1]], -9.969200e+37> : tensor<2x2xbf16>, value0 = #set2, value3, z91 = 0 : ui1} : (memref<4xf64, 7>, complex<f32>, memref<4xf64, 7>) -> (tensor<?x3x1xi1024>, tensor<i64>, memref<4x4x?xvector<[14]x3xindex>, #map4>, f64) loc(#loc54)
  }) {foo.k0 = sparse<[[0, 1, 1], [1, 2, 0], [1, 0, 1], [1, 2, 1]], [1.560000e+03, -3.960940e+00, 1.325000e+02, 0xFC00]> : tensor<2x3x2xf16>} : (bf16, complex<f8E8M0FNU>) -> () loc(#loc35)
}) : () -> () loc(#loc55)
#loc = loc("src/x.py":4294967295:4294967295)
#loc1 = loc("0100.in.mlir":8:3)
#loc2 = loc("0100.in.mlir":9:10)
#loc3 = loc("src/x.py":19:0)
#loc4 = loc("a.mlir":59:0)
#loc5 = loc("src/x.py":436:54)
#loc6 = loc("f":216:363)
#loc8 = loc("a.mlir":47:62 to 50:59)
#loc9 = loc("0100.in.mlir":15:10)
#loc10 = loc("0100.in.mlir":16:13)
#loc11 = loc("0100.in.mlir":18:5)
#loc16 = loc("src/x.py":464:237)
#loc17 = loc("-":10:198)
#loc18 = loc("0100.in.mlir":21:7)
#loc19 = loc("op.1")
#loc20 = loc("src/x.py":488:165)
#loc21 = loc("f":388:61)
#loc22 = loc("0100.in.mlir":26:20)
#loc23 = loc("x")
#loc24 = loc("0100.in.mlir":28:9)
#loc27 = loc("a.mlir":31:22 to :40)
#loc29 = loc("0100.in.mlir":35:12)
#loc30 = loc("0100.in.mlir":36:14)
#loc31 = loc("0100.in.mlir":37:15)
#loc32 = loc("0100.in.mlir":38:14)
#loc33 = loc("with \22q\22")
#loc34 = loc("0100.in.mlir":41:10)
#loc35 = loc("0100.in.mlir":42:3)
#loc36 = loc(unknown)
#loc37 = loc("f":0:174)
#loc41 = loc("dir/with space.c":99:0)
#loc43 = loc("dir/with space.c":4294967295:372)
#loc44 = loc("0100.in.mlir":52:9)
#loc45 = loc("a.mlir":0:142)
#loc46 = loc("0100.in.mlir":55:15)
#loc47 = loc("0100.in.mlir":56:20)
#loc48 = loc("src/x.py":4294967295:325)
#loc49 = loc("v")
#loc50 = loc("0100.in.mlir":58:15)
#loc51 = loc("0100.in.mlir":61:17)
#loc52 = loc("":18:0)
#loc53 = loc("f":199:474)
#loc54 = loc("dir/with space.c":40:350)
#loc55 = loc("v"(#loc))
#loc56 = loc("n"(#loc3))
#loc58 = loc(fused[#loc16, #loc17])
#loc59 = loc("callee"(#loc19))
#loc60 = loc("callee"(#loc21))
#loc61 = loc(callsite(#loc19 at #loc23))
#loc62 = loc("callee"(#loc41))
#loc63 = loc("n"(#loc45))
#loc64 = loc(callsite(#loc48 at #loc49))
#loc65 = loc(callsite(#loc56 at #loc4))
#loc66 = loc(fused<#foo.m>[#loc58])
#loc67 = loc(callsite(#loc59 at #loc20))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x040000004774A659CA49E33666FDD96CE0DB42B6"
    }
  }
#-}

