#map = affine_map<(d0, d1) -> ()>
#distinct = distinct[0]<#map>
"builtin.module"() ({
  %0 = "foo.bar.baz"() <{a1 = [false], a3 = affine_map<(d0)[s0, s1] -> ((s1 floordiv 7) * s1, (-s0) ceildiv 8)>, b0 = affine_set<(d0, d1, d2)[s0, s1] : (-(d2 ceildiv 5) + 8 >= 0)>, k$2 = "\990\\/\\#\00\\"}> ({
    "my_dialect.thing"() <{b3 = #x.p<?,"x y",[["x y" , "x y"]]>, x1, x2, z90 = 4.5506612614902365E-28 : f64}> : () -> ()
    "my_dialect.thing"() <{_u0 = [false], sym_name1}> : () -> ()
    %3:2 = "foo.compute"() {_u1 = @a, b0} : () -> (vector<[16]x[2]x5xbf16>, f8E5M2)
    "a.b"() ({
    ^bb0(%arg0: memref<45x270xui7, strided<[21, 1], offset: 11>>):
      %5 = "foo.compute"(%3#0, %3#0) ({
        "builtin.module"() ({
          %8:2 = "foo.compute"() : () -> (ui8, !bar.v<-3,"x y","x y">)
          %9 = "a.b"(%8#0, %8#0, %8#0) <{k$0, k$2 = affine_map<(d0) -> (d0)>, x1}> : (ui8, ui8, ui8) -> i16
          %10 = "my_dialect.thing"() : () -> f64
          %11 = "x.y"() {attr0 = #distinct, my.k1 = @a, my.k2 = !bar<"">} : () -> memref<4x57x46xf32>
          %12:2 = "foo.op"() : () -> (index, tensor<11xf6E3M2FN>)
        }) : () -> ()
      }) : (vector<[16]x[2]x5xbf16>, vector<[16]x[2]x5xbf16>) -> none
      %6:4 = "bar.yield"(%3#1, %3#1, %5) <{_u1, b3 = "\\*30#\C3\A9\22", k$0, my.k2 = {}}> {k$1, x0 = [false]} : (f8E5M2, f8E5M2, none) -> (vector<8x4x11xf16>, ui3, index, vector<[7]xf16>)
      %7 = "foo.compute"(%5, %6#0, %5) <{_u0 = "#\0AU!\00\22\09\22\22", _u1 = @s$, a3 = bf16, "quoted key 2" = "#<\F0\9F\99\82"}> : (none, vector<8x4x11xf16>, none) -> tuple<>
    }) : () -> ()
    "bar.yield"(%3#1, %3#0) : (f8E5M2, vector<[16]x[2]x5xbf16>) -> ()
    "cfx.cond_br"(%3#0, %3#0)[^bb1, ^bb2] {attr3 = !foo.v<"x y" ["x y","x y",61] "x y">, "quoted key 2" = -1 : i3, x0, z91 = "0{\09\C3\9F\\#\\\09\09\F0\9F\99\82"} : (vector<[16]x[2]x5xbf16>, vector<[16]x[2]x5xbf16>) -> ()
  ^bb1:  // pred: ^bb0
    "a.jump"()[^bb2] {sym_name0 = @"x y"::@"with\22quote"::@b} : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %4:2 = "z.nop"(%3#1, %3#1, %3#1) {"quoted key 1" = array<i1>, value0 = "\22}{a\0A#<\\@##" : f8E4M3B11FNUZ} : (f8E5M2, f8E5M2, f8E5M2) -> (tensor<?x5xi1>, complex<f32>)
  }) {a2 = true, value0 = dense<[[3.250000e+00, 1.280000e+02, 1.000000e+01], [1.625000e+00, 2.000000e+00, -3.500000e+00], [0x78, 1.953130e-02, 6.875000e-01]]> : tensor<3x3xf8E4M3>, value1 = "}\C3\9FXQ/\C3\A9**"} : () -> tensor<28x14xi64>
  %1 = "foo.op"(%0) {my.k0 = array<i16>, sym_name1 = -2.208000e+03 : bf16} : (tensor<28x14xi64>) -> (() -> ())
  %2 = "z.nop"(%0) : (tensor<28x14xi64>) -> tuple<>
  "foo.bar"(%2, %1, %0) : (tuple<>, () -> (), tensor<28x14xi64>) -> ()
}) : () -> ()

