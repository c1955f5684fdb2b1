!tuple = tuple<f16, si32, tensor<16x4xi1, 0 : i32>, f16, f32, i32, memref<12xf32>, index, i64, f32, i1, ui1, f6E3M2FN, f8E4M3B11FNUZ, !x.type, f8E5M2FNUZ, si8, tensor<?x?x3x1xui8>, ui1, f128, f64, f32, f32>
#distinct = distinct[0]<#bar<"x<1>">>
#loc3 = loc("f":28:78 to :84)
#loc4 = loc("0234.in.mlir":9:47)
#loc5 = loc("f":434:256)
#loc6 = loc("src/x.py":359:87)
#loc7 = loc("dir/with space.c":33:9 to :10)
#loc8 = loc("-":423:151)
#loc20 = loc("0234.in.mlir":24:8)
#loc23 = loc("0234.in.mlir":28:6)
#loc27 = loc("a.mlir":107:0)
#map = affine_map<(d0) -> ((d0 - 4) * 3)>
#loc41 = loc(callsite(#loc5 at #loc6))
#loc42 = loc(callsite(#loc7 at #loc8))
#loc45 = loc(fused<"meta">[#loc41, #loc42])
"builtin.module"() ({
  "bar.yield"() ({
    %1 = "my_dialect.thing"() ({
    ^bb0(%arg0: tuple<f64, i8> loc("f":28:78 to :84), %arg1: tensor<1x22x1x0x!foo.param<?, <{-8 ? "x y"}>, "x y">> loc("0234.in.mlir":9:47), %arg2: f16 loc(fused<"meta">[#loc41, #loc42])):
      %5 = "bar.yield"() : () -> i64 loc(#loc9)
      %6 = "x.y"(%arg2) : (f16) -> i8 loc(#loc10)
      "d.op_1"(%6, %arg2) <{}> {k$2 = 1.970000e+09 : f128, sym_name1, x0 = dense<[[28, -4, -1]]> : tensor<1x3xi8>} : (i8, f16) -> () loc(#loc11)
      "z.nop"() ({
        "builtin.module"() ({
          %10 = "foo.op"() : () -> index loc(#loc14)
          %11 = "x.y"(%10, %10) {_u1 = dense_resource<res_0> : tensor<5xi32>, k$0 = dense<-2147483648> : tensor<2xsi32>, sym_name2 = array<i32: 123, 1, 0>} : (index, index) -> !my_dialect<"a b"> loc(#loc15)
          %12:4 = "my_dialect.thing"(%11, %10, %11) {attr0 = dense<5.998610e-04> : tensor<f16>, d.k1 = []} : (!my_dialect<"a b">, index, !my_dialect<"a b">) -> (f16, tensor<177xi16>, f80, vector<16xi32>) loc(#loc16)
          %13:4 = "a.b"() : () -> (f32, vector<[16]x[8]x12xf32>, index, si32) loc(#loc17)
          "a.b"(%13#2, %13#2) {a3 = dense<true> : tensor<i1>, b0 = 5.0662765498549716E-148 : f64, sym_name1, value2 = dense<true> : tensor<i1>} : (index, index) -> () loc(#loc18)
        }) : () -> () loc(#loc13)
      }) : () -> () loc(#loc12)
      %7 = "my_dialect.thing"(%6, %arg2) ({
      ^bb0(%arg3: !foo<"abc"> loc("0234.in.mlir":24:8)):
        "foo.br"()[^bb1] : () -> () loc(#loc21)
      ^bb1:  // pred: ^bb0
        "foo.br"()[^bb2] : () -> () loc(#loc22)
      ^bb2(%8: f32 loc("0234.in.mlir":28:6)):  // pred: ^bb1
        %9:3 = "bar.yield"(%arg3, %6) : (!foo<"abc">, i8) -> (i32, f16, tensor<10xi16>) loc(#loc24)
      }) {attr2 = #distinct, my.k1 = "\F1*0a0\00'\09-\08<%", "quoted key 0" = dense<true> : tensor<i1>} : (i8, f16) -> memref<723xvector<7x11x12xf64>> loc(#loc19)
    }) {b1 = "", z90 = #my.p<<43 , a.b>, 72>} : () -> vector<4xsi3> loc(#loc2)
    %2 = "a.b"(%1, %1, %1) : (vector<4xsi3>, vector<4xsi3>, vector<4xsi3>) -> f8E5M2 loc(#loc25)
    "a.jump"(%2, %1, %1)[^bb1] : (f8E5M2, vector<4xsi3>, vector<4xsi3>) -> () loc(#loc26)
  ^bb1(%3: memref<*xf8E4M3FN> loc("a.mlir":107:0)):  // pred: ^bb0
    "x.switch"()[^bb2, ^bb3] {a0, a1 = 6.748000e+07 : f64} : () -> () loc(#loc28)
  ^bb2:  // pred: ^bb1
    "foo.br"(%1, %1, %2)[^bb3] : (vector<4xsi3>, vector<4xsi3>, f8E5M2) -> () loc(#loc46)
  ^bb3:  // 2 preds: ^bb1, ^bb2
    %4:4 = "d.op_1"(%1, %2) : (vector<4xsi3>, f8E5M2) -> (!tuple, f16, !x.v<["x y"]>, tensor<?x?xsi17>) loc(#loc33)
  }, {
    "a.jump"()[^bb1] <{my.k0 = #x.p<{{abc}} , ? , "x y">}> : () -> () loc(#loc34)
  ^bb1:  // pred: ^bb0
    "x.switch"()[^bb2] : () -> () loc(#loc35)
  ^bb2:  // pred: ^bb1
    "x.switch"()[^bb3] {value0 = false} : () -> () loc(#loc36)
  ^bb3:  // pred: ^bb2
    "x.y"() <{attr0 = [dense<-1.250000e+00> : tensor<f6E2M3FN>, dense<[[28, -4, -1]]> : tensor<1x3xi8>, dense<true> : tensor<i1>], sym_name1 = dense<[[(9.997550e-02,0x7C00), (2.000000e+00,1.155270e+00), (4.253910e+00,-6.449210e+00), (-1.690430e+00,0xFC00)], [(0.000000e+00,6.890290e-04), (3.776860e-01,0x7E00), (0.000000e+00,0x7C00), (0.000000e+00,3.140630e+00)], [(7.975000e+02,0x7C00), (9.997550e-02,9.997550e-02), (7.160150e+00,1.001360e-05), (0.000000e+00,-1.000000e+00)], [(0x7FFF,0x7C00), (-5.422970e-02,0xFC00), (3.140630e+00,-1.660000e+03), (1.237300e+00,1.999510e-01)]]> : tensor<4x4xcomplex<f16>>}> {"quoted key 1" = [2.187500e-01 : f8E5M2], sym_name0 = array<f64>, value2 = "< .X\C3\A9a \09\7F/_\0A"} : () -> () loc(#loc37)
  }) {_u1 = "\CE\A9<\\", sym_name0, x2 = {attr1 = -40478991574845 : i64, "quoted key 0" = 23 : index}} : () -> () loc(#loc1)
  "foo.bar"() : () -> () loc(#loc38)
  "x.y"() : () -> () loc(#loc39)
  %0:3 = "my_dialect.thing"() : () -> (memref<190xi1, #map>, vector<[6]xf8E4M3>, !foo.t) loc(#loc40)
}) : () -> () loc(#loc)
#loc = loc("0234.in.mlir":0:0)
#loc1 = loc("f":64:0)
#loc2 = loc("0234.in.mlir":8:10)
#loc9 = loc("f":0:280)
#loc10 = loc("0234.in.mlir":12:13)
#loc11 = loc("0234.in.mlir":13:3)
#loc12 = loc("0234.in.mlir":14:3)
#loc13 = loc("0234.in.mlir":15:4)
#loc14 = loc("0234.in.mlir":16:11)
#loc15 = loc("0234.in.mlir":17:10)
#loc16 = loc("0234.in.mlir":18:17)
#loc17 = loc("src/x.py":484:295)
#loc18 = loc("-":126:0)
#loc19 = loc("0234.in.mlir":23:9)
#loc21 = loc("0234.in.mlir":25:4)
#loc22 = loc("0234.in.mlir":27:4)
#loc24 = loc("0234.in.mlir":29:23)
#loc25 = loc("f":4294967295:143)
#loc26 = loc("0234.in.mlir":33:2)
#loc28 = loc("0234.in.mlir":35:2)
#loc29 = loc(unknown)
#loc30 = loc("dir/with space.c":433:68)
#loc31 = loc("src/x.py":12:18 to 14:28)
#loc32 = loc("x")
#loc33 = loc("0234.in.mlir":40:17)
#loc34 = loc("0234.in.mlir":43:2)
#loc35 = loc("0234.in.mlir":45:2)
#loc36 = loc("":9:32 to :39)
#loc37 = loc("src/x.py":500:347)
#loc38 = loc("0234.in.mlir":51:1)
#loc39 = loc("0234.in.mlir":52:1)
#loc40 = loc("with \22q\22")
#loc43 = loc(callsite(#loc29 at #loc30))
#loc44 = loc(fused[#loc31, #loc32])
#loc46 = loc(callsite(#loc43 at #loc44))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000A4F8E681E599F9BECDB1464C051F72BA8761998B"
    }
  }
#-}

