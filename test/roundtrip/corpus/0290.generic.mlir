!tuple = tuple<vector<[15]x14xf32>, f64, ui32, vector<5x2x7xf16>, i32, f64, i3, i7, index, f32, f64, si128, f6E2M3FN, f32, bf16, f32, f32, f64, index, f6E2M3FN, f16, i8, si64>
#distinct = distinct[0]<-42838114050030 : i64>
#distinct1 = distinct[1]<["\0A"]>
#loc = loc(unknown)
#map = affine_map<(d0, d1, d2) -> ()>
#map1 = affine_map<(d0, d1)[s0, s1] -> ()>
#map2 = affine_map<(d0, d1, d2)[s0] -> ()>
#map3 = affine_map<(d0, d1) -> (d0 * 4, 0)>
#set = affine_set<(d0) : ((d0 mod 7) * -4 + 4 >= 0, -((d0 mod 7) floordiv 3) + 9 >= 0)>
#loc1 = loc(fused<#foo.m>[#loc])
"builtin.module"() ({
  %0 = "x.y"() {a1 = #my.a<-0 {"x y" , "x y" , <-0>} {[true],<abc,16>}>, my.k0 = #map} : () -> ((bf16, vector<6x1x5xindex>, complex<i1024>) -> ())
  %1 = "a.b"(%0, %0, %0) <{d.k0 = 1 : ui3, d.k1 = "#\00%/a'\\'@bb\00"}> {x0 = {attr3 = 0.000000e+00 : f8E5M2, d.k0 = #set, d.k1 = @f_1::@"0start"::@main, z92 = #x.a}} : ((bf16, vector<6x1x5xindex>, complex<i1024>) -> (), (bf16, vector<6x1x5xindex>, complex<i1024>) -> (), (bf16, vector<6x1x5xindex>, complex<i1024>) -> ()) -> tensor<3x558x0xf8E4M3>
  %2:3 = "foo.bar.baz"(%0, %0, %0) : ((bf16, vector<6x1x5xindex>, complex<i1024>) -> (), (bf16, vector<6x1x5xindex>, complex<i1024>) -> (), (bf16, vector<6x1x5xindex>, complex<i1024>) -> ()) -> (si3, f64, index)
  %3 = "a.b"() ({
  ^bb0(%arg0: complex<si64>):
    "a.b"(%2#2, %2#1, %arg0) ({
    }) : (index, f64, complex<si64>) -> ()
    %10 = "a.b"() {k$2 = "\C3\A9\09\09", "quoted key 0", sym_name1 = @s$::@b::@b, z93 = "-_1#\97%@\0A-X"} : () -> i64
    %11:3 = "x.y"() : () -> (vector<[2]x15x15xi7>, tensor<?x159x1xsi1, #foo.enc<19>>, !x<"abc">)
    "foo.br"()[^bb1] : () -> ()
  ^bb1(%12: f64):  // 2 preds: ^bb0, ^bb1
    "d.op_1"() {a3 = 9.562500e+00 : bf16, "quoted key 0", value1 = #map1, x2 = [dense<[-355524868, 951472685, 170689012, 727824087]> : tensor<4xi32>]} : () -> ()
    "cfx.cond_br"(%11#2, %11#0, %10)[^bb1] ({
      "x.switch"(%12)[^bb1, ^bb1] <{k$0 = -6.235160e-27 : bf16, my.k1 = dense<209> : tensor<3x3xindex>, sym_name2 = dense<[-355524868, 951472685, 170689012, 727824087]> : tensor<4xi32>}> ({
      ^bb0(%arg4: tensor<1x234x2xsi24, #foo.enc<true ? [i8 , 56 , ?]>>, %arg5: tensor<35x43x6x?xsi32>, %arg6: f16):
        %19 = "x.y"(%arg5) <{z90 = "'X\22\0A{z" : index}> : (tensor<35x43x6x?xsi32>) -> index
        %20 = "my_dialect.thing"(%arg4, %arg6, %arg4) : (tensor<1x234x2xsi24, #foo.enc<true ? [i8 , 56 , ?]>>, f16, tensor<1x234x2xsi24, #foo.enc<true ? [i8 , 56 , ?]>>) -> f32
        %21:4 = "a.b"(%11#1, %10, %19) <{my.k0 = -13 : si17, "quoted key 1" = "/yba\09!!/}\1D\0A!"}> : (tensor<?x159x1xsi1, #foo.enc<19>>, i64, index) -> (complex<f32>, index, vector<9x4x[2]xbf16>, i24)
        "x.y"(%2#0, %21#1) <{_u0 = true, attr1 = 3.840000e+02 : f8E5M2FNUZ, my.k2 = tuple<si64, f8E5M2FNUZ, i1024, si1, i7, si1024, ui1, f64, f4E2M1FN, bf16, f32, index, index, i64, bf16, index, bf16, index, ui8, i16, f6E2M3FN, ui64, f8E5M2>}> : (si3, index) -> ()
        "cfx.cond_br"()[^bb1] : () -> ()
      ^bb1(%22: bf16, %23: vector<16x12xf32>):  // pred: ^bb0
        %24 = "my_dialect.thing"(%21#1, %23) : (index, vector<16x12xf32>) -> ui1024
        %25 = "x.y"(%2#2) : (index) -> !x.v<"x y" <[71], 53, -2>>
        %26 = "my_dialect.thing"() {attr2 = dense_resource<weights0> : tensor<5xf32>, sym_name3 = {b1 = #bar.a, k$0 = 94481766637219866497803867951585459079751945911230853261886889844418947449800261918235929372034450983329577094721964842994362175836871154885449089206123238873879057999110649893224 : i1024, my.k2 = 2.000000e+00 : f16}, value1 = array<i1: false, true, true>, z90 = "\C3\9F-b\00#\B0\\"} : () -> memref<195x39x?xi64, strided<[?, ?, ?]>, 4>
      }, {
        %18 = "d.op_1"(%1, %11#2, %11#1) {_u1 = "/%b_\7F\0A\E6\97\A5\E6\9C\AC\\" : si7, a2 = 0 : ui1, x3 = 0 : ui1, z90 = dense<[-355524868, 951472685, 170689012, 727824087]> : tensor<4xi32>} : (tensor<3x558x0xf8E4M3>, !x<"abc">, tensor<?x159x1xsi1, #foo.enc<19>>) -> tensor<i128>
      }) : (f64) -> ()
    ^bb1(%13: f8E4M3FN, %14: tuple<f64, f16, index, si16>):  // 2 preds: ^bb0, ^bb0
      %15 = "my_dialect.thing"(%12, %10) : (f64, i64) -> tensor<?x?x46xf16>
      "a.b"(%13, %arg0, %arg0) ({
      ^bb0(%arg2: tensor<42x?x1x4xindex>, %arg3: tuple<si64, f8E4M3B11FNUZ>):
        "foo.bar"() {b0 = sparse<[[2, 0], [0, 0]], [-7.187500e-01, 0.000000e+00]> : tensor<5x2xbf16>, my.k2 = 4.904720e+07 : f64, value3 = sparse<[[3, 2, 1]], 0> : tensor<5x3x2xi8>, z91 = 0.60080259999999996 : f64} : () -> ()
        %16 = "my_dialect.thing"(%10, %arg3) <{a0 = affine_map<()[s0] -> (s0)>, z91 = "%\09#}*\F0\9F\99\82\C3\A9"}> {attr2 = {b0 = [0 : ui1, vector<3x[2]xi64>, #map2], value1 = vector<[9]x[8]x[9]xsi1>}, "quoted key 1" = #loc1, x0} : (i64, tuple<si64, f8E4M3B11FNUZ>) -> f64
        "foo.bar"() : () -> ()
        %17 = "foo.bar.baz"(%15) {b0 = true, x1 = #map3} : (tensor<?x?x46xf16>) -> tf32
      }, {
      ^bb0(%arg1: index):
        "foo.bar.baz"(%15, %11#1) {b1 = [], value0 = #bar.attr} : (tensor<?x?x46xf16>, tensor<?x159x1xsi1, #foo.enc<19>>) -> ()
        "my_dialect.thing"(%11#2, %11#2, %13) {x0 = #distinct} : (!x<"abc">, !x<"abc">, f8E4M3FN) -> ()
        "x.y"(%13, %10, %13) : (f8E4M3FN, i64, f8E4M3FN) -> ()
        "foo.op"() : () -> ()
      }) : (f8E4M3FN, complex<si64>, complex<si64>) -> ()
    }, {
    }, {
    }) {"quoted key 0" = array<i8: -1, -128>, x1 = @s$::@c::@b} : (!x<"abc">, vector<[2]x15x15xi7>, i64) -> ()
  }, {
  }) : () -> index
  %4 = "foo.bar.baz"() <{b2, k$0, sym_name1 = dense<> : tensor<3x0xcomplex<f64>>}> : () -> ui24
  %5:3 = "a.b"(%1, %2#1) {_u1 = "z_'", _u3 = {b1 = #bar.a, k$0 = 94481766637219866497803867951585459079751945911230853261886889844418947449800261918235929372034450983329577094721964842994362175836871154885449089206123238873879057999110649893224 : i1024, my.k2 = 2.000000e+00 : f16}, a0 = -1 : si7, k$2 = !x.v<"x y" <[71], 53, -2>>} : (tensor<3x558x0xf8E4M3>, f64) -> (tuple<>, tensor<54x1x10x0xf8E8M0FNU>, f8E4M3FN)
  %6 = "foo.compute"() : () -> !tuple
  %7 = "x.y"(%5#0, %3, %4) <{"quoted key 1", value0 = dense<[[(7.204050e+05,-9.99999968E+37)], [(-1.38681181E+23,-2.931400e-37)]]> : tensor<2x1xcomplex<f32>>}> : (tuple<>, index, ui24) -> complex<f32>
  %8:2 = "z.nop"(%6, %5#1, %5#0) ({
  }, {
    %9 = "foo.bar"(%5#1, %7, %5#1) {_u2 = #my.p<9>, attr1 = [array<i16>, "\C3\9F-b\00#\B0\\", array<f64>], k$0 = distinct[2]<>, value3 = #distinct1} : (tensor<54x1x10x0xf8E8M0FNU>, complex<f32>, tensor<54x1x10x0xf8E8M0FNU>) -> tensor<1x!foo.v<"x y" , {-5, 77}>>
  }) : (!tuple, tensor<54x1x10x0xf8E8M0FNU>, tuple<>) -> (i3, vector<7xi32>)
  "d.op_1"(%8#1, %7, %8#0) <{}> : (vector<7xi32>, complex<f32>, i3) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000FBC7EC58AE82AB5DACA47856172459DC9AABEB9B"
    }
  }
#-}

