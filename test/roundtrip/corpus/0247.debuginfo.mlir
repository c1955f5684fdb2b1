!tuple = tuple<bf16, f8E4M3FNUZ, memref<758x3x?xi64, strided<[?, 4, 21], offset: 11>, {kind = "scratch"}>, f8E3M4, bf16, i17, vector<9x12xi16>, f8E4M3, f64, f8E4M3FN, index, index, index, f64, f32, f64, si3, f128, f8E4M3, ui17, f80, f16>
!tuple1 = tuple<f64, ui128, f64, i8, si8, i1, f80, vector<[7]x7xi32>, i1, f128, i32, f80, i1024, f32, f32, ui1024, ui24, f128, si1>
#loc4 = loc("0247.in.mlir":10:4)
#loc5 = loc("name")
#loc6 = loc("f":202:0)
#loc8 = loc(unknown)
#loc10 = loc("0247.in.mlir":14:5)
#loc11 = loc("0247.in.mlir":14:22)
#loc15 = loc("src/x.py":48:47 to 50:38)
#loc23 = loc("with \22q\22")
#loc24 = loc("0247.in.mlir":28:9)
#loc38 = loc("":22:20 to 24:47)
#loc39 = loc("dir/with space.c":191:381)
#map = affine_map<(d0, d1)[s0] -> (32, (d0 mod 8) * 7)>
#map1 = affine_map<(d0, d1, d2) -> (0, d0 - d2 * 8)>
#loc44 = loc(callsite(#loc5 at #loc15))
"builtin.module"() ({
  "z.nop"() ({
    "a.jump"()[^bb1, ^bb1] {attr2, "quoted key 3", x0 = "\C3\A9\\/\\" : i3, z91 = 0 : ui17} : () -> () loc(#loc2)
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb3
    "cfx.cond_br"()[^bb2] : () -> () loc(#loc3)
  ^bb2(%21: tensor<8x53xf16> loc("0247.in.mlir":10:4), %22: tensor<1x?xvector<2xf128>> loc("name"), %23: i1 loc("f":202:0)):  // pred: ^bb1
    "my_dialect.thing"(%22, %22, %21) : (tensor<1x?xvector<2xf128>>, tensor<1x?xvector<2xf128>>, tensor<8x53xf16>) -> () loc(#loc7)
    %24 = "my_dialect.thing"(%21, %23) : (tensor<8x53xf16>, i1) -> vector<8x4x9xsi1> loc(#loc43)
    "x.switch"(%23)[^bb3] {foo.k2 = {d.k2 = 1732454 : i64, foo.k0 = tensor<5x582x?xi16>, "quoted key 1" = [true], z93 = ".\00\0A-\\_\0A"}, k$0 = #bar.a, k$1, z93 = false} : (i1) -> () loc(#loc9)
  ^bb3(%25: tuple<i32> loc("0247.in.mlir":14:5), %26: i7 loc("0247.in.mlir":14:22)):  // pred: ^bb2
    "foo.bar"(%25, %26, %26) : (tuple<i32>, i7, i7) -> () loc(#loc12)
    %27 = "x.y"() {_u0, b2 = #my.p<{<"x y" , -7>, {?}} ["x y"]>, b3 = -1 : i64, d.k1 = [array<i32: -2885289, 1, 1, -1, 1>, #bar<"abc">, 8.6741149484821229E+254]} : () -> f8E8M0FNU loc(#loc13)
    "foo.br"()[^bb1] : () -> () loc(#loc14)
  }) {a1 = @x.y, sym_name0 = dense<[["-\7F_\\\7F\F0\9F\99\820z\\X", "\00{\C3\9F", "\\/*}\22\\X\7F\00"], ["\\@<\000\\{\0A@X", " \22.!\9Ea", "}\\{\7F0X\\\C3\A9\00@}#"], ["z\D5", "/\22}-\00\09z0", " "]]> : tensor<3x3x!foo.str>, sym_name2, sym_name3 = #loc44} : () -> () loc(#loc1)
  "foo.compute"() ({
  ^bb0(%arg1: i24 loc(unknown)):
    %3 = "foo.op"() ({
      %13:3 = "x.y"() : () -> (f64, i3, !foo.t) loc(#loc18)
      %14:2 = "foo.op"(%13#1) <{}> : (i3) -> (memref<?xindex>, f16) loc(#loc19)
      "foo.bar"(%14#1, %13#1) {_u0 = #map, d.k1} : (f16, i3) -> () loc(#loc20)
      %15 = "d.op_1"(%13#1) : (i3) -> f16 loc(#loc21)
      %16 = "foo.bar"(%14#0) {"quoted key 2" = #loc23, value0 = dense<[[3.14159274, -34786.3047], [-6.550400e+04, 1.04888191E+16]]> : vector<2x2xf32>, z91 = "/\0A\09@\0A0\\"} : (memref<?xindex>) -> complex<f16> loc(#loc22)
      "x.y"() <{my.k1, x0 = dense<1> : vector<3xsi32>}> ({
      ^bb0(%arg2: none loc("0247.in.mlir":28:9)):
        "z.nop"() : () -> () loc(#loc25)
        "z.nop"() : () -> () loc(#loc26)
        %17:2 = "z.nop"(%arg2) <{foo.k1 = sparse<[[1, 0, 3], [3, 2, 3], [0, 2, 1]], [-128, 126, -128]> : tensor<4x4x5xi8>, "quoted key 2" = 1 : i7, sym_name0 = affine_set<(d0, d1)[s0] : ((s0 * s0) * 3 == 0, (d0 mod 7) * 3 == 0)>, sym_name3 = "X#\09\\!a!'*"}> {a0 = "!\0A.\\\FB*\09'%", k$1 = 53 : index} : (none) -> (tuple<memref<*xf32>>, i128) loc(#loc27)
        %18 = "foo.compute"() {a0, d.k2 = dense_resource<blob0> : tensor<1xi32>, sym_name1 = [f16, dense<""> : tensor<!foo.str>, array<f64: 5.000000e-01>]} : () -> tensor<3x?xsi8> loc(#loc5)
        %19 = "x.y"(%18, %14#0) : (tensor<3x?xsi8>, memref<?xindex>) -> vector<16x13x1xindex> loc(#loc28)
        %20:4 = "foo.bar"() <{}> : () -> (!x.a.b, tensor<1x?xcomplex<f80>, 5 : i32>, ui8, !x.param<"x y",19>) loc(#loc27)
      }) : () -> () loc(#loc8)
    }, {
      %6 = "x.y"(%arg1) <{d.k0 = 2147483647 : si32, d.k1 = "X*}\\" : bf16}> : (i24) -> f16 loc(#loc8)
      "foo.compute"(%arg1, %arg1) ({
        %11:3 = "z.nop"() {k$0 = memref<15x545x?xi32>, sym_name1 = dense<1> : tensor<i32>} : () -> (i1024, !x<"x<y>">, complex<f64>) loc(#loc30)
        %12:3 = "foo.compute"(%6, %arg1) : (f16, i24) -> (f16, () -> tensor<9x?x4xbf16>, complex<si3>) loc(#loc31)
      }, {
        %9 = "x.y"() : () -> !tuple loc(#loc32)
        %10 = "foo.bar"(%6, %6, %6) : (f16, f16, f16) -> ui24 loc(#loc33)
      }) : (i24, i24) -> () loc(#loc29)
      %7 = "z.nop"(%6, %arg1, %6) {b1, k$0 = memref<15x545x?xi32>, value2 = 1.500000e+00 : f32} : (f16, i24, f16) -> i1024 loc(#loc34)
      %8:3 = "my_dialect.thing"(%6) : (f16) -> (ui32, index, i128) loc(#loc35)
    }) {a1 = #map1, value2 = -1 : i64, z90 = dense<> : tensor<3x0xcomplex<f16>>} : () -> !tuple1 loc(#loc17)
    %4 = "foo.bar"(%arg1) : (i24) -> f4E2M1FN loc(#loc36)
    %5 = "foo.compute"(%4, %3, %arg1) {k$0 = [[#loc38, dense<[[0x7C00, 3.796880e+00, 0xFC00, 0.000000e+00]]> : tensor<1x4xf16>], dense<> : tensor<0x1x1xui3>]} : (f4E2M1FN, !tuple1, i24) -> tensor<743x6x2x444xcomplex<f32>> loc(#loc37)
  }, {
  ^bb0(%arg0: complex<f16> loc("dir/with space.c":191:381)):
    %2 = "my_dialect.thing"(%arg0, %arg0) : (complex<f16>, complex<f16>) -> memref<419x?xvector<10x[8]x1xsi17>> loc(#loc40)
  }, {
  }) : () -> () loc(#loc16)
  %0 = "z.nop"() <{}> : () -> si64 loc(#loc41)
  %1 = "my_dialect.thing"(%0) <{x0}> : (si64) -> vector<1xf8E5M2> loc(#loc42)
}) : () -> () loc(#loc)
#loc = loc("0247.in.mlir":0:0)
#loc1 = loc("f":284:297)
#loc2 = loc("f":126:175)
#loc3 = loc("0247.in.mlir":9:2)
#loc7 = loc("op.1")
#loc9 = loc("0247.in.mlir":13:2)
#loc12 = loc("f":8:58 to :66)
#loc13 = loc("0247.in.mlir":16:12)
#loc14 = loc("0247.in.mlir":17:2)
#loc16 = loc("0247.in.mlir":19:1)
#loc17 = loc("0247.in.mlir":21:8)
#loc18 = loc("0247.in.mlir":22:15)
#loc19 = loc("-":455:317)
#loc20 = loc("0247.in.mlir":24:3)
#loc21 = loc("0247.in.mlir":25:10)
#loc22 = loc("0247.in.mlir":26:13)
#loc25 = loc("0247.in.mlir":29:4)
#loc26 = loc("0247.in.mlir":30:4)
#loc27 = loc("x")
#loc28 = loc("-":4294967295:350)
#loc29 = loc("0247.in.mlir":38:3)
#loc30 = loc("0247.in.mlir":39:22)
#loc31 = loc("0247.in.mlir":40:23)
#loc32 = loc("0247.in.mlir":42:11)
#loc33 = loc("0247.in.mlir":43:10)
#loc34 = loc("0247.in.mlir":45:9)
#loc35 = loc("0247.in.mlir":46:12)
#loc36 = loc("0247.in.mlir":48:9)
#loc37 = loc("0247.in.mlir":49:13)
#loc40 = loc("0247.in.mlir":52:8)
#loc41 = loc("a.mlir":9:50 to 10:60)
#loc42 = loc("":50:5 to :6)
#loc43 = loc(fused<#foo.m>[#loc8])

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000E5346EFF"
    }
  }
#-}

