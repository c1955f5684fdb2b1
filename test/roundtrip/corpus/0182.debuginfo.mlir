#distinct = distinct[0]<dense<(76,-26)> : tensor<complex<i32>>>
#loc3 = loc(unknown)
#loc5 = loc("with \22q\22")
#loc12 = loc("a.mlir":315:127)
#loc13 = loc("name")
#loc14 = loc("src/x.py":35:278)
#loc17 = loc("0182.in.mlir":26:11)
#loc18 = loc("f":363:204)
#loc23 = loc("0182.in.mlir":33:47)
#loc24 = loc("src/x.py":61:101)
#loc31 = loc("a.mlir":69:486)
#loc32 = loc("0182.in.mlir":49:11)
#loc33 = loc("0182.in.mlir":49:48)
#loc34 = loc("0182.in.mlir":49:67)
#loc37 = loc("x")
#loc38 = loc("dir/with space.c":11:23 to 12:58)
#set = affine_set<(d0)[s0, s1] : (-(s0 + 2) >= 0, 35 == 0, -(d0 - s1) + s0 >= 0)>
#loc44 = loc("callee"(#loc5))
#loc45 = loc(fused[#loc12, #loc13])
#loc46 = loc("v"(#loc14))
#loc47 = loc("v"(#loc37))
#loc48 = loc(callsite(#loc45 at #loc46))
"builtin.module"() <{sym_name = "m65"}> ({
  %0:3 = "a.b"() {a2 = dense_resource<weights0> : tensor<1xi64>, d.k0 = 35 : index, my.k3 = "<" : si1024, value1 = distinct[1]<>} : () -> (tensor<?x7x1x?xf32>, !x.t<"x y">, i64) loc(#loc1)
  %1 = "x.y"() <{b1, value0 = dense<[1.328780e-20, 3.407870e+07, 8.381640e-30, -6.875000e-01]> : tensor<4xbf16>, value3 = index, x2 = [dense<> : tensor<2x0xbf16>, 7 : si128, dense<[(-1.8983322304656867E+183,-5.713000e+00), (2.000000e+00,1.211000e+00), (-1.17549435E-38,95.849999999999994), (1.990780e-01,5.854800e+05)]> : tensor<4xcomplex<f64>>]}> ({
    %26 = "z.nop"(%0#1, %0#0) <{_u1 = -1 : i8, _u2 = 10 : index, foo.k3 = true, x0 = -4.760100e+04 : f64}> ({
    }) : (!x.t<"x y">, tensor<?x7x1x?xf32>) -> tuple<index> loc(#loc43)
  }) : () -> f64 loc(#loc2)
  "my_dialect.thing"() : () -> () loc(#loc4)
  %2 = "bar.yield"() : () -> none loc(#loc44)
  %3:3 = "foo.compute"(%1) {a0 = array<i64: -33907805837660884, 19997105, -1, 96, 17>, attr2 = dense<> : tensor<1x0xcomplex<i32>>, my.k3 = dense<"0x28BFDC282146CD3DA24C8F66E7C0D81DB848C842C8C2243BDF439C430040243B6D442E40A766FFE62E408F47293E4649680CF0C0C842C9F91A426502904023430040803F0F4CD543C33C7C18EF4B16493B40DFA7BC3300C0814333C4007E3C3F0040000005493953EFFF967E291DA0430E48CB4741BF143FC60928370040A3537F2649C03543A7BFA24372C81D424D3EF90807C47F546951FBA13BC496FE9DC248492549003F2E40C8C23F44243B4DBEFF87C8C20E41000033C4C33D5F4F6442CD3D1AE04D3E470B803F895B1444807F803F2545013F25444C51F93E3A93803FC03FA3CC3F0AA20D5C4E007CF8260000F55949402F5996E61742E9A2803FC8422E40D63F0040C33D4D441550007E56C37A75914180C72E40CE3EE0E11046C842671C23F715D0F13ECDBD90514DBE771DBC4D9A3E074EF849B3BCB37A3DBE49407EEA1A4115D0553F8F43853EFF7FCDBD6E493544803F374E7F3FF2B40FC4807F15505D3E4F673AC0494078400DC1E007DAC3C03F"> : tensor<186xbf16>, value1 = [@c, array<f64: 1.2920537241752295E+52, 2.1460313988609077E+288, -0.81035179999999996, 201.61521500000001>, 21 : index, array<f64: 1.763960e-01, -700.53417999999999, 6117.7399999999998>]} : (f64) -> (f8E4M3FN, tensor<59x0x36x8xvector<7xf80>>, complex<f8E4M3FN>) loc(#loc6)
  "my_dialect.thing"(%3#1, %3#1) ({
    "x.y"(%2, %0#2, %3#0) {attr0 = sparse<[[2], [0], [2]], [1, -255362362, 0]> : tensor<6xi32>, attr2 = true, sym_name1} : (none, i64, f8E4M3FN) -> () loc(#loc8)
    %25:2 = "foo.bar"(%3#2) {a1, my.k0} : (complex<f8E4M3FN>) -> (vector<[6]xi1>, f4E2M1FN) loc(#loc9)
    "foo.op"(%3#2) {sym_name0 = -1.001360e-05 : bf16, z91} : (complex<f8E4M3FN>) -> () loc(#loc10)
    "d.op_1"() <{attr1, b0 = -2.718750e+00 : bf16}> {b1 = #loc48, value0 = false} : () -> () loc(#loc11)
  }) {k$0 = 80.7799987 : f32, x1 = -170141183460469231731687303715884105728 : i1024} : (tensor<59x0x36x8xvector<7xf80>>, tensor<59x0x36x8xvector<7xf80>>) -> () loc(#loc7)
  %4 = "foo.compute"(%3#2, %3#2, %0#0) ({
    %6 = "d.op_1"(%3#1, %3#1) ({
      "foo.bar.baz"(%3#0) {x1, z90} : (f8E4M3FN) -> () loc(#loc13)
      %16 = "z.nop"(%3#0, %0#2, %3#1) <{a2 = dense<[[[8.000000e+00, 7.629390e-06], [4.814820e-35, 2.000000e+00], [2.000000e+00, 6.400000e+01], [8.589930e+09, 9.007190e+15]], [[0xFF, 1.048580e+06], [5.000000e-01, 9.860760e-32], [1.000000e+00, 8.589930e+09], [1.073740e+09, 7.629390e-06]], [[3.388130e-21, 5.684340e-14], [4.336810e-19, 4.153840e+34], [8.507050e+37, 6.400000e+01], [9.444730e+21, 3.906250e-03]], [[6.553600e+04, 5.242880e+05], [8.507050e+37, 5.000000e-01], [1.562500e-02, 2.646980e-23], [2.000000e+00, 4.000000e+00]]]> : tensor<4x4x2xf8E8M0FNU>, d.k1 = @s$::@_priv::@_priv, foo.k0 = "/.\0AX\09*\09", sym_name3 = affine_map<(d0)[s0, s1] -> (s0 * 45)>}> ({
      ^bb0(%arg2: tensor<2x1xindex> loc("0182.in.mlir":26:11), %arg3: f128 loc("f":363:204)):
        "d.op_1"(%arg2, %3#2, %3#2) : (tensor<2x1xindex>, complex<f8E4M3FN>, complex<f8E4M3FN>) -> () loc(#loc19)
        "foo.compute"(%3#2, %arg2) : (complex<f8E4M3FN>, tensor<2x1xindex>) -> () loc(#loc20)
        %24:3 = "foo.compute"(%arg2, %0#0) : (tensor<2x1xindex>, tensor<?x7x1x?xf32>) -> (ui8, tuple<i32>, i64) loc(#loc21)
      }, {
        "cfx.cond_br"()[^bb1, ^bb1] : () -> () loc(#loc22)
      ^bb1(%20: f6E2M3FN loc("with \22q\22"), %21: complex<si17> loc("0182.in.mlir":33:47), %22: !foo.a.b loc("src/x.py":61:101)):  // 2 preds: ^bb0, ^bb0
        "cfx.cond_br"(%22, %3#1, %21)[^bb2] {_u2 = #set, foo.k0 = 3.874510e-01 : f16, z91 = 3.000000e+01 : f64} : (!foo.a.b, tensor<59x0x36x8xvector<7xf80>>, complex<si17>) -> () loc(#loc25)
      ^bb2:  // pred: ^bb1
        "a.jump"(%3#1, %3#1)[^bb3] : (tensor<59x0x36x8xvector<7xf80>>, tensor<59x0x36x8xvector<7xf80>>) -> () loc(#loc26)
      ^bb3:  // pred: ^bb2
        %23:2 = "z.nop"(%3#1, %3#0, %3#1) : (tensor<59x0x36x8xvector<7xf80>>, f8E4M3FN, tensor<59x0x36x8xvector<7xf80>>) -> (complex<ui17>, complex<f32>) loc(#loc27)
      }) : (f8E4M3FN, i64, tensor<59x0x36x8xvector<7xf80>>) -> tuple<i32> loc(#loc16)
      %17 = "bar.yield"(%3#2, %2) {d.k0 = "_#%\C3\A9\09!\\%@", sym_name1} : (complex<f8E4M3FN>, none) -> index loc(#loc28)
      "a.b"() {"quoted key 0", value1 = -1 : i3} : () -> () loc(#loc3)
      %18 = "foo.bar"(%0#1, %16, %17) : (!x.t<"x y">, tuple<i32>, index) -> !foo<"a b"> loc(#loc29)
      %19 = "foo.bar"() : () -> !x.t<i8, <{"x y"},-6>, [<-0,a.b> , f32 , ?]> loc(#loc30)
    }, {
      %15 = "foo.op"(%0#1) <{a1 = false, "quoted key 0" = [[dense_resource<weights1> : tensor<4xi64>, 39 : index], -1]}> {sym_name0 = #bar.a<?, f32, -0>, z91 = @"x y"::@main::@"x y"} : (!x.t<"x y">) -> ((complex<f64>) -> (i32, bf16)) loc(#loc3)
    }, {
    ^bb0(%arg0: vector<[3]x3xui8> loc("a.mlir":69:486), %arg1: tensor<complex<i32>> loc("callee"(#loc5))):
      "foo.br"()[^bb1] : () -> () loc(#loc13)
    ^bb1(%9: () -> (f8E5M2FNUZ, f8E8M0FNU) loc("0182.in.mlir":49:11), %10: complex<f64> loc("0182.in.mlir":49:48), %11: vector<7x10xf16> loc("0182.in.mlir":49:67)):  // pred: ^bb0
      "x.switch"()[^bb2, ^bb2] : () -> () loc(#loc35)
    ^bb2:  // 2 preds: ^bb1, ^bb1
      "x.switch"(%1, %3#2)[^bb3, ^bb3] {d.k0 = -9223372036854775808 : si64, value1 = -9223372036854775808 : i64, value2 = []} : (f64, complex<f8E4M3FN>) -> () loc(#loc36)
    ^bb3(%12: f4E2M1FN loc(unknown), %13: ui64 loc("v"(#loc37)), %14: memref<3xi32> loc("dir/with space.c":11:23 to 12:58)):  // 2 preds: ^bb2, ^bb2
      "z.nop"(%3#0, %arg1) : (f8E4M3FN, tensor<complex<i32>>) -> () loc(#loc39)
    }) {_u1, attr0 = #distinct} : (tensor<59x0x36x8xvector<7xf80>>, tensor<59x0x36x8xvector<7xf80>>) -> f16 loc(#loc3)
    %7:4 = "bar.yield"(%1, %2) : (f64, none) -> (tuple<f128, f8E8M0FNU>, f8E4M3B11FNUZ, memref<?xcomplex<f16>>, !x<"abc">) loc(#loc40)
    "foo.bar.baz"() : () -> () loc(#loc5)
    %8 = "foo.bar"(%7#0, %7#3, %7#1) {_u0 = #foo<"a b">, x1 = i8} : (tuple<f128, f8E8M0FNU>, !x<"abc">, f8E4M3B11FNUZ) -> f6E3M2FN loc(#loc41)
  }) {b1 = 43 : index, value0 = 51 : index} : (complex<f8E4M3FN>, complex<f8E4M3FN>, tensor<?x7x1x?xf32>) -> i1024 loc(#loc15)
  %5 = "z.nop"() : () -> memref<*xf32, {kind = "scratch"}> loc(#loc42)
}) : () -> () loc(#loc)
#loc = loc("f":85:0)
#loc1 = loc("f":4294967295:0)
#loc2 = loc("f":226:0)
#loc4 = loc("f":90:342)
#loc6 = loc("0182.in.mlir":12:11)
#loc7 = loc("0182.in.mlir":14:3)
#loc8 = loc("0182.in.mlir":16:5)
#loc9 = loc("0182.in.mlir":17:12)
#loc10 = loc("a.mlir":75:0)
#loc11 = loc("0182.in.mlir":19:5)
#loc15 = loc("f":462:309)
#loc16 = loc("0182.in.mlir":25:12)
#loc19 = loc("0182.in.mlir":27:9)
#loc20 = loc("-":327:395)
#loc21 = loc("f":41:24 to :33)
#loc22 = loc("0182.in.mlir":32:9)
#loc25 = loc("0182.in.mlir":34:9)
#loc26 = loc("0182.in.mlir":36:9)
#loc27 = loc("0182.in.mlir":38:22)
#loc28 = loc("0182.in.mlir":40:13)
#loc29 = loc("0182.in.mlir":42:18)
#loc30 = loc("0182.in.mlir":43:16)
#loc35 = loc("dir/with space.c":341:332)
#loc36 = loc("0182.in.mlir":52:7)
#loc39 = loc("dir/with space.c":397:4294967295)
#loc40 = loc("v")
#loc41 = loc("0182.in.mlir":58:16)
#loc42 = loc("0182.in.mlir":60:9)
#loc43 = loc(fused<#foo.m>[#loc3])

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x08000000EC9B5A195618C84E",
      weights1: "0x08000000BF6BE3445562ACD77844DA33E916A24EFDA63CD6019B22B041BF5E1414F380DF"
    }
  }
#-}

