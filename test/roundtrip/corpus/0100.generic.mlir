!tuple = tuple<f32, i17, memref<649x4xi7, strided<[?, 1]>>, f16, si8, f8E8M0FNU, f16, f16, i17, ui7, i32, f8E5M2, f6E3M2FN, f6E2M3FN, i3, memref<?xi1, strided<[1]>, 1>, i128, f8E5M2FNUZ>
#map = affine_map<(d0)[s0, s1] -> ()>
#map1 = affine_map<(d0) -> (0)>
#map2 = affine_map<(d0)[s0] -> ((d0 + 3) floordiv 4)>
#map3 = affine_map<(d0, d1, d2)[s0, s1] -> (d0, -s1, -2)>
#map4 = affine_map<(d0, d1, d2) -> (d1 * 42, (d1 floordiv 7) * 3, d2 floordiv 7 + 9)>
#set = affine_set<(d0, d1)[s0] : ((d1 floordiv 8) ceildiv 6 >= 0, 5 == 0)>
#set1 = affine_set<(d0, d1, d2)[s0] : (d1 - d0 >= 0, d1 ceildiv 8 + d0 >= 0, d0 - d1 + 9 == 0)>
#set2 = affine_set<(d0, d1, d2)[s0, s1] : (s1 ceildiv 2 >= 0)>
"builtin.module"() <{sym_name = "m42"}> ({
  "foo.bar"() : () -> ()
  %0:3 = "foo.bar.baz"() <{k$1 = 1 : i64, k$2 = [5.883790e-01 : f16, dense<> : tensor<0x2xf16>, @main::@a::@s$, [3.481600e+04 : bf16, array<f32: -1.31808063E+15, 6.550400e+04>, array<f64: 0.81414609999999998, -3.000000e-01, -2.4015209871673743E-215, 7.0564077522787095E-137, 0x7FF8000000000001>]], "quoted key 0" = complex<f128>}> ({
    %15:3 = "foo.op"() {a1 = {}, b0 = 1 : ui16} : () -> (tensor<0x1xcomplex<f32>>, bf16, f8E8M0FNU)
    "foo.compute"(%15#2, %15#0, %15#0) <{attr0 = loc("-":237:4294967295)}> {foo.k1 = dense<7.500000e+00> : vector<2xf6E2M3FN>, "quoted key 2" = dense<> : tensor<1x4x0xsi1>, sym_name0 = #bar.a<[<"x y">, "x y", {-0}] f32 39>} : (f8E8M0FNU, tensor<0x1xcomplex<f32>>, tensor<0x1xcomplex<f32>>) -> ()
    "x.switch"()[^bb1, ^bb2] {_u3 = dense<[[[2.658460e+36, 1.000000e+02, -2.110030e-09, 3.140630e+00], [1.000000e+02, -6.210940e-01, 4.253530e+37, -1.360020e-14]], [[6.266880e+05, 2.718750e+00, 9.132070e-22, 0x7F80], [-6.021020e+23, 9.999220e+09, 6.553600e+04, 3.140630e+00]], [[3.007810e-01, 2.662400e+05, 0x7F80, 5.507810e-01], [-6.687500e+00, 7.600000e+02, 3.140630e+00, 3.584000e+05]]]> : tensor<3x2x4xbf16>, z90 = {foo.k0, z91}, z91 = memref<575x?xf16, strided<[?, 1], offset: 1>, 2>, z92} : () -> ()
  ^bb1(%16: complex<i64>):  // 2 preds: ^bb0, ^bb1
    %17 = "x.y"(%15#1, %15#1) : (bf16, bf16) -> i128
    %18 = "foo.compute"(%17, %16, %17) {b2 = #map, k$0 = @a::@main, sym_name1} : (i128, complex<i64>, i128) -> tensor<5xi16, 4 : i32>
    %19:4 = "foo.op"() : () -> (i3, f64, f8E5M2FNUZ, memref<?xf80, #map1, "shared">)
    "d.op_1"(%15#0, %15#2, %19#2) <{value0 = affine_set<(d0)[s0, s1] : (0 >= 0, -(s0 floordiv 5) >= 0, s1 * 2 >= 0)>, z91 = @main}> ({
    ^bb0(%arg3: complex<si32>, %arg4: bf16, %arg5: f64):
      %26 = "a.b"(%arg4, %15#0, %arg5) : (bf16, tensor<0x1xcomplex<f32>>, f64) -> i1024
      "bar.yield"(%arg4, %26, %15#2) ({
        %27:2 = "d.op_1"(%19#1, %arg3) {a0 = 5822 : i1024, "quoted key 2" = dense<[-1, 1, 100]> : vector<3xi8>, x1 = 1.17549435E-38 : f32, z93 = dense<-126> : tensor<3xi8>} : (f64, complex<si32>) -> (index, f8E4M3FN)
        "z.nop"(%19#2) <{d.k0 = -9223372036854775808 : i64, d.k1 = 204715352202 : i64}> {a3 = array<i32>, b0 = [], x2 = 0 : i24, z91 = -3.14692395730032181996630026968801413E+2103 : f128} : (f8E5M2FNUZ) -> ()
        %28:2 = "d.op_1"() : () -> (memref<537xf64>, tensor<f8E4M3B11FNUZ>)
        %29 = "foo.bar"(%15#2) : (f8E8M0FNU) -> f32
        %30 = "z.nop"(%28#1, %19#3, %29) : (tensor<f8E4M3B11FNUZ>, memref<?xf80, #map1, "shared">, f32) -> complex<f6E2M3FN>
        "x.y"(%28#0) : (memref<537xf64>) -> ()
      }, {
      ^bb0(%arg6: i32, %arg7: memref<1x5x6xvector<14x1xsi16>, strided<[56, 37, 1]>>):
      }) {b0 = {}, x1} : (bf16, i1024, f8E8M0FNU) -> ()
    }) : (tensor<0x1xcomplex<f32>>, f8E8M0FNU, f8E5M2FNUZ) -> ()
    "foo.br"(%19#2, %19#3, %19#1)[^bb2, ^bb1] : (f8E5M2FNUZ, memref<?xf80, #map1, "shared">, f64) -> ()
  ^bb2(%20: si64):  // 2 preds: ^bb0, ^bb1
    %21 = "z.nop"(%15#2, %15#1) {a1 = #set, d.k2 = @"\C3\A9", my.k0 = {_u1 = 0x7C00 : f16, value2 = #x<"x<1>">, x0 = #map2}} : (f8E8M0FNU, bf16) -> tuple<index, memref<4x1xi3, strided<[7, 1]>>, i32>
    %22 = "foo.bar.baz"() : () -> bf16
    %23 = "foo.bar.baz"() {k$0 = sparse<1, 0> : tensor<5x5xi8>, k$1 = dense_resource<res_0> : tensor<4xf32>, value2} : () -> index
    %24:4 = "z.nop"() {b1 = -128 : i8, my.k0} : () -> (memref<?xf64, 2>, memref<?x60xi8>, si32, f128)
    %25 = "a.b"(%22, %24#0) : (bf16, memref<?xf64, 2>) -> tensor<index>
  }) : () -> (!bar.param<?,[a.b [?, 56]],-5>, bf16, tuple<si128, i8>)
  %1 = "d.op_1"(%0#1, %0#2) {attr1 = "\22\\\09" : i24, x0 = [true, !my_dialect.param<? , a.b , abc>]} : (bf16, tuple<si128, i8>) -> complex<f8E8M0FNU>
  "a.b"(%0#1, %1) ({
  }, {
    %2:3 = "x.y"(%0#2, %0#2, %0#0) ({
      %5 = "a.b"(%0#2, %0#0, %0#1) : (tuple<si128, i8>, !bar.param<?,[a.b [?, 56]],-5>, bf16) -> si64
      "foo.bar"(%0#1, %5) ({
      ^bb0(%arg0: vector<bf16>, %arg1: tensor<955xf80, 8 : i32>, %arg2: vector<f8E3M4>):
        "foo.br"(%0#1, %arg2)[^bb1, ^bb2] : (bf16, vector<f8E3M4>) -> ()
      ^bb1(%9: tf32):  // pred: ^bb0
        "foo.op"(%0#1, %arg0) {b0 = array<f64: 5.214800e-31, 0.48410510000000001, 0x7FF0000000000000>} : (bf16, vector<bf16>) -> ()
        "foo.bar.baz"() <{}> {_u1 = dense<[0, -1, 1]> : vector<3xi3>, x0 = 857.404602 : f32} : () -> ()
        "cfx.cond_br"(%9, %arg0, %arg0)[^bb2] {d.k3 = 9223372036854775807 : index, my.k0 = {a2, b0, z91 = [#foo<"x<1>">, #set1, 3.571650e+25]}, value1 = #map3, z92} : (tf32, vector<bf16>, vector<bf16>) -> ()
      ^bb2:  // 2 preds: ^bb0, ^bb1
        %10:3 = "my_dialect.thing"(%5) : (si64) -> (si1, !tuple, f16)
        %11 = "foo.bar"(%1) : (complex<f8E8M0FNU>) -> i16
        %12 = "d.op_1"() : () -> complex<f8E3M4>
        %13 = "foo.bar.baz"(%10#2) {b1 = "", foo.k2 = [0 : ui17], x0 = "\00.{\CE\A9\09\C3\A90_"} : (f16) -> ((complex<f32>, i64, complex<i1>) -> (si8, si64))
        %14 = "foo.compute"() <{a0 = 7.123160e-36 : f64, b1 = 85 : ui128, foo.k2 = "\00\\*X }\\\09}0\00/", value3}> : () -> bf16
      }, {
      }) : (bf16, si64) -> ()
      %6 = "foo.compute"(%1) : (complex<f8E8M0FNU>) -> i64
      %7:3 = "foo.bar"(%6, %5) : (i64, si64) -> (bf16, vector<15xi32>, tensor<vector<4xui17>>)
      %8:4 = "z.nop"() : () -> (memref<8x?xsi1024>, !my_dialect.t<<[abc,-3,4], "x y", -3> , 41 , {? , "x y" , 59}>, tensor<?x?x?xf32>, tuple<i64, f64, index, ui1>)
    }) : (tuple<si128, i8>, tuple<si128, i8>, !bar.param<?,[a.b [?, 56]],-5>) -> (i1, memref<4xf64, 7>, complex<f32>)
    %3 = "foo.op"(%1, %2#2, %2#1) : (complex<f8E8M0FNU>, complex<f32>, memref<4xf64, 7>) -> f16
    %4:4 = "foo.op"(%2#1, %2#2, %2#1) {sym_name2 = sparse<[[0, 1]], -9.969200e+37> : tensor<2x2xbf16>, value0 = #set2, value3, z91 = 0 : ui1} : (memref<4xf64, 7>, complex<f32>, memref<4xf64, 7>) -> (tensor<?x3x1xi1024>, tensor<i64>, memref<4x4x?xvector<[14]x3xindex>, #map4>, f64)
  }) {foo.k0 = sparse<[[0, 1, 1], [1, 2, 0], [1, 0, 1], [1, 2, 1]], [1.560000e+03, -3.960940e+00, 1.325000e+02, 0xFC00]> : tensor<2x3x2xf16>} : (bf16, complex<f8E8M0FNU>) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x040000004774A659CA49E33666FDD96CE0DB42B6"
    }
  }
#-}

