#distinct = distinct[0]<"X\22\E6\97\A5\E6\9C\AC-">
#map = affine_map<(d0, d1) -> (d1 + 1, 0)>
"builtin.module"() ({
  %0:4 = "x.y"() {foo.k0 = array<i8: 2, 1, 0, -1>, sym_name2, value1} : () -> (f8E3M4, memref<*xbf16>, !bar.t_1, none)
  "d.op_1"(%0#0) ({
    %3:3 = "x.y"(%0#2) : (!bar.t_1) -> (tuple<ui1>, vector<10x10x5xi24>, bf16)
    %4 = "z.nop"(%3#0, %0#3) <{_u0 = "ab \88''", a3 = [dense<[[0x7C00, 0x7FFF], [-1.999510e-01, 0.000000e+00], [0x7C00, 0x7C00]]> : vector<3x2xf16>], foo.k2, x1}> ({
      %24 = "z.nop"() <{my.k0 = []}> : () -> memref<630xf6E2M3FN, 1>
      %25 = "x.y"(%3#0) : (tuple<ui1>) -> ui24
      %26 = "foo.compute"() : () -> bf16
    }, {
    }) : (tuple<ui1>, none) -> index
    %5 = "foo.bar.baz"(%3#1, %3#1) ({
      %8 = "my_dialect.thing"() {d.k1 = 42 : index, k$3 = 6.406250e+00 : bf16, sym_name0 = true, sym_name2 = dense<[[5.000000e-01, 2.201600e+04, 1.000000e+02], [1.175490e-38, -2.480500e+15, 1.000980e-01], [2.087500e+01, 0x7F80, 2.718750e+00], [7.550000e+01, 4.312500e+00, 3.783500e-10]]> : tensor<4x3xbf16>} : () -> ui128
      %9 = "bar.yield"(%3#1) : (vector<10x10x5xi24>) -> f16
      "cfx.cond_br"(%4, %4, %8)[^bb1, ^bb1] <{b0 = 23 : index}> {a0 = {attr1 = "\7F!{%!", my.k0 = dense<9.375000e-02> : tensor<1x1xf8E3M4>, value2 = -1 : i8}, a1 = dense<107> : tensor<index>, b2 = array<i64>, my.k3 = @"x y"} : (index, index, ui128) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      "foo.br"()[^bb2, ^bb2] ({
        "bar.yield"(%0#3, %4) : (none, index) -> ()
        %20 = "foo.compute"(%4, %8) : (index, ui128) -> i8
        "x.switch"(%4)[^bb1, ^bb2] <{_u0 = dense<[[1, -1, 1], [-1, 3, 1], [0, -4, 1], [-1, -1, 1]]> : vector<4x3xi3>}> {attr0 = "<\00'<\C3\9F!\7F", foo.k3 = "{X-\\", value1 = 0xFFFF4BF7B0E9EB1E67FC : f80, value2 = {}} : (index) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb1
        %21 = "x.y"(%0#0, %4) : (f8E3M4, index) -> tensor<766x?x11xcomplex<bf16>>
        %22 = "foo.bar"(%0#0, %0#1) {k$0 = dense<> : tensor<2x0xf6E2M3FN>, sym_name1} : (f8E3M4, memref<*xbf16>) -> tuple<f8E5M2FNUZ, bf16, bf16, f16>
        "foo.bar.baz"() : () -> ()
        "foo.op"(%9, %20, %21) <{sym_name0 = "#<@\E6\97\A5\E6\9C\AC\BE\00#\00'\\_\00", sym_name1 = dense<> : tensor<4x0x1xsi3>, sym_name2 = {}, value3 = true}> : (f16, i8, tensor<766x?x11xcomplex<bf16>>) -> ()
        %23:3 = "my_dialect.thing"(%20) : (i8) -> (f6E3M2FN, memref<4x6xf4E2M1FN>, i16)
        "foo.br"(%0#0, %23#1)[^bb2, ^bb1] {value0} : (f8E3M4, memref<4x6xf4E2M1FN>) -> ()
      ^bb2:  // 2 preds: ^bb0, ^bb1
        "foo.bar"() {"quoted key 0" = [@"\C3\A9"::@b::@_priv, 31827113597458856952624320053 : i1024, dense<[[-170141183460469231731687303715884105728, 0, 0, 520715267798143566293535704741738324449285911260734951793673086426030641564795507357928354507829498377694740674826173585523318159531291906140859981432874703704296060127877367388023756478955383452907085233546558897034715049743675716222774951036674870828417]]> : tensor<1x4xi1024>], sym_name2 = dense_resource<weights0> : tensor<2xi64>, z91 = true} : () -> ()
      }, {
      ^bb0(%arg1: !x.param<-5, -6, <<-8>>>, %arg2: memref<38x3x19xbf16, strided<[?, 44, 1], offset: 10>>, %arg3: tensor<11x1x?x800xcomplex<f128>, {a = 1 : i64}>):
      }) : () -> ()
    ^bb2:  // 4 preds: ^bb1, ^bb1, ^bb2, ^bb3
      %10:4 = "z.nop"(%0#1, %8, %0#2) <{_u0 = [affine_map<(d0, d1)[s0] -> (s0 floordiv 3, d1 * 10, s0 floordiv 5)>, #x<"abc">], "quoted key 1" = array<i32: -2147483648, 32032, -2147483648>}> {_u0 = 0 : ui1, d.k1 = #distinct, k$2 = 1 : i64} : (memref<*xbf16>, ui128, !bar.t_1) -> (none, i1024, tensor<9x232x3x?xi32, "sparse">, (ui16, complex<f64>, i24) -> bf16)
      %11:2 = "foo.compute"(%8) ({
        "my_dialect.thing"(%10#0, %10#0) : (none, none) -> ()
        %18:3 = "my_dialect.thing"(%8) : (ui128) -> (tensor<?x?x7xui7>, index, tuple<f8E5M2, bf16, index>)
        %19:4 = "foo.bar"() {a2 = dense<(8,-51)> : tensor<complex<i32>>, a3, my.k0, "quoted key 1" = sparse<[[2, 3, 1], [1, 2, 1], [2, 3, 0], [2, 3, 1]], [0, 2575, 0, -1]> : tensor<3x5x3xi32>} : () -> (memref<19x346xvector<[1]x[7]x15xf16>, #map, {kind = "scratch"}>, index, index, f8E5M2)
      }) : (ui128) -> (i7, tuple<>)
      %12 = "d.op_1"(%3#1) : (vector<10x10x5xi24>) -> !my_dialect.v<73, abc, true>
      %13 = "z.nop"(%4) : (index) -> i32
      "cfx.cond_br"(%11#0, %3#2, %11#1)[^bb3, ^bb2] ({
      ^bb0(%arg0: vector<[10]x[11]x7xi32>):
        %16:2 = "x.y"() : () -> (i8, tensor<3xi24, 1 : i32>)
        %17 = "d.op_1"(%arg0) {a0, foo.k1 = 9.375000e-02 : f8E5M2, value2} : (vector<[10]x[11]x7xi32>) -> tuple<f80, complex<tf32>>
      }) : (i7, bf16, tuple<>) -> ()
    ^bb3:  // pred: ^bb2
      %14 = "my_dialect.thing"(%9, %3#0) <{}> {_u1 = sparse<[[2, 4, 5], [1, 1, 2]], [2.960940e+00, 1.500000e+00]> : tensor<5x5x6xf16>, x0 = []} : (f16, tuple<ui1>) -> si32
      %15 = "foo.compute"() : () -> f16
      "a.jump"(%14, %9)[^bb2] {a3, "quoted key 1" = 1.17549435E-38 : f32, z90 = [], z92} : (si32, f16) -> ()
    }) {foo.k0 = dense<[[[2.961870e+25, 2.658460e+36, 2.353520e-01]], [[-2.718750e+00, 0.000000e+00, 6.553600e+04]], [[5.242880e+05, 2.421140e+19, -2.324480e+05]]]> : tensor<3x1x3xbf16>, my.k1 = 0x7FC00000 : f32} : (vector<10x10x5xi24>, vector<10x10x5xi24>) -> memref<3xbf16, 3>
    %6 = "foo.op"() {foo.k0 = #bar.v<[9],[? 50],[f32]>} : () -> ((vector<bf16>, f64, !my_dialect.v<{[-3,?,71] , 23 , a.b}>) -> ())
    %7 = "bar.yield"(%3#1, %3#2, %6) {a2 = "\0A\CE\A9.\0A\\/\C3\A9", foo.k0 = #foo.a<f32 <?> {"x y" <?,-4,"x y"> "x y"}>, z91 = @_priv::@"\C3\A9"::@"x y"} : (vector<10x10x5xi24>, bf16, (vector<bf16>, f64, !my_dialect.v<{[-3,?,71] , 23 , a.b}>) -> ()) -> vector<bf16>
  }) {x0 = 8388607 : si24} : (f8E3M4) -> ()
  %1 = "z.nop"(%0#3, %0#0, %0#0) {b1 = "/\C3\A9{b", my.k0 = "ba\CE\A9.\C3\A9}\0A" : si32, my.k2 = "}\C3\A9\7F.\0A*\220"} : (none, f8E3M4, f8E3M4) -> tensor<?x4x3x?xcomplex<si32>>
  %2:3 = "x.y"(%0#2) : (!bar.t_1) -> (tuple<f32, bf16, bf16>, index, i32)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x080000000F9E48808801B4120DDEF19EF60BABD6"
    }
  }
#-}

