!tuple = tuple<f16, si32, tensor<16x4xi1, 0 : i32>, f16, f32, i32, memref<12xf32>, index, i64, f32, i1, ui1, f6E3M2FN, f8E4M3B11FNUZ, !x.type, f8E5M2FNUZ, si8, tensor<?x?x3x1xui8>, ui1, f128, f64, f32, f32>
#distinct = distinct[0]<#bar<"x<1>">>
#map = affine_map<(d0) -> ((d0 - 4) * 3)>
"builtin.module"() ({
  "bar.yield"() ({
    %1 = "my_dialect.thing"() ({
    ^bb0(%arg0: tuple<f64, i8>, %arg1: tensor<1x22x1x0x!foo.param<?, <{-8 ? "x y"}>, "x y">>, %arg2: f16):
      %5 = "bar.yield"() : () -> i64
      %6 = "x.y"(%arg2) : (f16) -> i8
      "d.op_1"(%6, %arg2) <{}> {k$2 = 1.970000e+09 : f128, sym_name1, x0 = dense<[[28, -4, -1]]> : tensor<1x3xi8>} : (i8, f16) -> ()
      "z.nop"() ({
        "builtin.module"() ({
          %10 = "foo.op"() : () -> index
          %11 = "x.y"(%10, %10) {_u1 = dense_resource<res_0> : tensor<5xi32>, k$0 = dense<-2147483648> : tensor<2xsi32>, sym_name2 = array<i32: 123, 1, 0>} : (index, index) -> !my_dialect<"a b">
          %12:4 = "my_dialect.thing"(%11, %10, %11) {attr0 = dense<5.998610e-04> : tensor<f16>, d.k1 = []} : (!my_dialect<"a b">, index, !my_dialect<"a b">) -> (f16, tensor<177xi16>, f80, vector<16xi32>)
          %13:4 = "a.b"() : () -> (f32, vector<[16]x[8]x12xf32>, index, si32)
          "a.b"(%13#2, %13#2) {a3 = dense<true> : tensor<i1>, b0 = 5.0662765498549716E-148 : f64, sym_name1, value2 = dense<true> : tensor<i1>} : (index, index) -> ()
        }) : () -> ()
      }) : () -> ()
      %7 = "my_dialect.thing"(%6, %arg2) ({
      ^bb0(%arg3: !foo<"abc">):
        "foo.br"()[^bb1] : () -> ()
      ^bb1:  // pred: ^bb0
        "foo.br"()[^bb2] : () -> ()
      ^bb2(%8: f32):  // pred: ^bb1
        %9:3 = "bar.yield"(%arg3, %6) : (!foo<"abc">, i8) -> (i32, f16, tensor<10xi16>)
      }) {attr2 = #distinct, my.k1 = "\F1*0a0\00'\09-\08<%", "quoted key 0" = dense<true> : tensor<i1>} : (i8, f16) -> memref<723xvector<7x11x12xf64>>
    }) {b1 = "", z90 = #my.p<<43 , a.b>, 72>} : () -> vector<4xsi3>
    %2 = "a.b"(%1, %1, %1) : (vector<4xsi3>, vector<4xsi3>, vector<4xsi3>) -> f8E5M2
    "a.jump"(%2, %1, %1)[^bb1] : (f8E5M2, vector<4xsi3>, vector<4xsi3>) -> ()
  ^bb1(%3: memref<*xf8E4M3FN>):  // pred: ^bb0
    "x.switch"()[^bb2, ^bb3] {a0, a1 = 6.748000e+07 : f64} : () -> ()
  ^bb2:  // pred: ^bb1
    "foo.br"(%1, %1, %2)[^bb3] : (vector<4xsi3>, vector<4xsi3>, f8E5M2) -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    %4:4 = "d.op_1"(%1, %2) : (vector<4xsi3>, f8E5M2) -> (!tuple, f16, !x.v<["x y"]>, tensor<?x?xsi17>)
  }, {
    "a.jump"()[^bb1] <{my.k0 = #x.p<{{abc}} , ? , "x y">}> : () -> ()
  ^bb1:  // pred: ^bb0
    "x.switch"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "x.switch"()[^bb3] {value0 = false} : () -> ()
  ^bb3:  // pred: ^bb2
    "x.y"() <{attr0 = [dense<-1.250000e+00> : tensor<f6E2M3FN>, dense<[[28, -4, -1]]> : tensor<1x3xi8>, dense<true> : tensor<i1>], sym_name1 = dense<[[(9.997550e-02,0x7C00), (2.000000e+00,1.155270e+00), (4.253910e+00,-6.449210e+00), (-1.690430e+00,0xFC00)], [(0.000000e+00,6.890290e-04), (3.776860e-01,0x7E00), (0.000000e+00,0x7C00), (0.000000e+00,3.140630e+00)], [(7.975000e+02,0x7C00), (9.997550e-02,9.997550e-02), (7.160150e+00,1.001360e-05), (0.000000e+00,-1.000000e+00)], [(0x7FFF,0x7C00), (-5.422970e-02,0xFC00), (3.140630e+00,-1.660000e+03), (1.237300e+00,1.999510e-01)]]> : tensor<4x4xcomplex<f16>>}> {"quoted key 1" = [2.187500e-01 : f8E5M2], sym_name0 = array<f64>, value2 = "< .X\C3\A9a \09\7F/_\0A"} : () -> ()
  }) {_u1 = "\CE\A9<\\", sym_name0, x2 = {attr1 = -40478991574845 : i64, "quoted key 0" = 23 : index}} : () -> ()
  "foo.bar"() : () -> ()
  "x.y"() : () -> ()
  %0:3 = "my_dialect.thing"() : () -> (memref<190xi1, #map>, vector<[6]xf8E4M3>, !foo.t)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000A4F8E681E599F9BECDB1464C051F72BA8761998B"
    }
  }
#-}

