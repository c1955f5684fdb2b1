!tuple = tuple<i64, tensor<?x8x?xindex>, si1024, f32, si1, i7, f4E2M1FN, f32, f16, bf16, i32, i32, index, tf32, bf16, f64, ui24>
#loc = loc("f":34:72 to 37:38)
#map = affine_map<(d0, d1) -> (15)>
#map1 = affine_map<(d0) -> (-10, d0)>
#map2 = affine_map<(d0) -> (d0, (d0 + 9) * 3, -1)>
"builtin.module"() ({
  %0 = "my_dialect.thing"() ({
    %15 = "x.y"() ({
    ^bb0(%arg4: f4E2M1FN, %arg5: f8E4M3FN, %arg6: index):
      %18 = "foo.bar"(%arg5, %arg5, %arg5) {k$0 = #x<"x<1>">} : (f8E4M3FN, f8E4M3FN, f8E4M3FN) -> complex<f8E4M3B11FNUZ>
    }) : () -> i32
    %16:2 = "foo.op"() ({
    }) : () -> (memref<1xvector<[12]x16xi24>>, !my_dialect<"x<y>">)
    %17:3 = "d.op_1"(%15, %15) <{value0 = "\C3\A9\09}\C3\A9/" : f8E5M2FNUZ}> : (i32, i32) -> (i7, f8E4M3FN, f8E4M3)
  }) : () -> complex<f64>
  %1:3 = "my_dialect.thing"(%0) : (complex<f64>) -> (i16, memref<762x2xf16, #map>, f64)
  %2 = "a.b"(%1#2) <{b0, foo.k1 = dense<369385> : tensor<i24>}> : (f64) -> f32
  "foo.bar.baz"(%1#0, %1#2, %2) <{foo.k0, k$1 = #foo.p<{"x y" , abc} 83>, "quoted key 2" = "a\01%\00\C3\9F0a", "quoted key 3" = loc(unknown)}> : (i16, f64, f32) -> ()
  %3 = "bar.yield"(%0) <{value0 = 1.250000e-01 : f6E3M2FN}> ({
  ^bb0(%arg0: vector<12x[16]x15xi32>, %arg1: tuple<i32>):
    "foo.bar"() ({
    ^bb0(%arg2: tensor<?x?xbf16, #foo.enc>, %arg3: i32):
      %7 = "d.op_1"(%arg2, %arg0) <{d.k1, "quoted key 0" = -1 : i64}> : (tensor<?x?xbf16, #foo.enc>, vector<12x[16]x15xi32>) -> memref<?x1x3xi7>
      %8 = "foo.bar.baz"() {k$3, my.k1 = #loc, x2 = dense<(0x7E00,0xFC00)> : tensor<complex<f16>>, z90} : () -> !tuple
      %9:4 = "a.b"(%arg3) <{x0 = array<f64: 9.5778379999999998, -9.679990e+05, 1.000000e+300>}> ({
      }) : (i32) -> (f16, vector<[12]xf8E3M4>, vector<11x14xbf16>, tuple<index, f64>)
      "cfx.cond_br"()[^bb1, ^bb2] <{attr1 = -1.440000e+00 : f64, foo.k2 = "a!}\09", z90 = true}> : () -> ()
    ^bb1(%10: tensor<39xsi3, #foo.enc>):  // pred: ^bb0
      %11:2 = "foo.op"() {a1 = #map1, "quoted key 2" = {attr0}, z90 = #map2} : () -> (f8E4M3FN, f16)
      %12:3 = "z.nop"(%2, %10, %11#0) : (f32, tensor<39xsi3, #foo.enc>, f8E4M3FN) -> (si32, vector<[12]x9x7xf6E3M2FN>, index)
      "x.switch"(%12#2, %9#3, %9#0)[^bb2, ^bb3] : (index, tuple<index, f64>, f16) -> ()
    ^bb2:  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb3
      "x.switch"(%9#0)[^bb3, ^bb2] ({
        "x.switch"(%9#1, %9#1)[^bb1, ^bb3] <{a1 = dense_resource<res_0> : tensor<5xi64>, x0 = array<f64: -295.51305000000002, 5.000000e-01, -5.8892489778329415E-242>, x3 = #x.a<true, f32, "x y">, z92 = "#\09\7F\00\E6\97\A5\E6\9C\ACX\00_*\CE\A9'" : f6E3M2FN}> : (vector<[12]xf8E3M4>, vector<[12]xf8E3M4>) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb2
        "cfx.cond_br"(%9#1)[^bb2] <{a0 = 0 : ui128}> : (vector<[12]xf8E3M4>) -> ()
      ^bb2:  // pred: ^bb1
        "a.jump"()[^bb3, ^bb1] : () -> ()
      ^bb3:  // 2 preds: ^bb0, ^bb2
        %14 = "a.b"() : () -> tensor<1x8xsi17>
      }) : (f16) -> ()
    ^bb3(%13: !my_dialect.param<[70]>):  // 2 preds: ^bb1, ^bb2
      "foo.br"(%1#0, %13)[^bb2] {a1 = "\00}{\22\00z\E6\C3\9F\CE\A9" : bf16, x0} : (i16, !my_dialect.param<[70]>) -> ()
    }, {
      %6 = "x.y"(%2, %1#2, %arg0) <{_u1 = [tensor<0xui32>, loc(callsite("a.mlir":30:0 at "f":475:405))], foo.k0}> : (f32, f64, vector<12x[16]x15xi32>) -> ((f8E4M3FNUZ, f8E4M3B11FNUZ, tensor<7x?x1x!my_dialect.t<"x y" , <"x y">>>) -> ())
    }) : () -> ()
  }) : (complex<f64>) -> complex<f64>
  "d.op_1"() : () -> ()
  %4:3 = "foo.bar.baz"() : () -> (tensor<224xi7>, !bar.param<[? "x y" [?]]>, !bar.t_1)
  %5:3 = "foo.compute"(%1#1) {my.k0 = ui128, sym_name3 = {}, z91 = distinct[0]<>, z92 = 3.08999999999999985789145284797996283 : f128} : (memref<762x2xf16, #map>) -> (ui16, i64, tensor<238x!bar.t>)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x080000001AC70577D8AA11837FDAAA520EC378BDF3CEBC9E3303C7F055EF65AE48CCA62726DD7D76D799A962"
    }
  }
#-}

