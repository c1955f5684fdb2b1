#distinct = distinct[0]<0 : i7>
#loc = loc("name")
#map = affine_map<(d0) -> (d0 * 2)>
"builtin.module"() ({
  %0 = "foo.bar.baz"() ({
    %26:2 = "z.nop"() : () -> (() -> (), tensor<935x700xsi16>)
    %27:4 = "d.op_1"(%26#0, %26#1) {a0 = 0xFC : f8E5M2, b1 = {d.k0}} : (() -> (), tensor<935x700xsi16>) -> (!foo<"">, i16, !x.a.b, f64)
    %28 = "foo.op"(%26#0) : (() -> ()) -> tuple<i8, i8>
    %29:2 = "foo.compute"(%27#2, %28) : (!x.a.b, tuple<i8, i8>) -> (tuple<bf16, i32>, !x.param<<?>, f32, "x y">)
  }, {
    "foo.br"()[^bb1, ^bb1] ({
      %22:3 = "foo.bar"() {value0 = f32} : () -> (!bar.t<<<abc> "x y">>, complex<f64>, i32)
      %23 = "x.y"(%22#1) {foo.k0 = {a0 = "<\09\00!' \00!{\0A", attr2 = "a!\EB\09}\F2\22\00\\\1A", sym_name1 = dense<6> : tensor<i32>}, k$2 = true, "quoted key 1" = tensor<?x470x7xui1, #foo.enc>} : (complex<f64>) -> complex<i8>
      %24 = "bar.yield"(%22#2, %22#2, %22#2) : (i32, i32, i32) -> f8E4M3FNUZ
      %25 = "foo.bar.baz"(%22#2) <{attr1 = {foo.k1 = complex<f64>, k$0 = 0 : ui24, "quoted key 2" = #foo.b.c}, b0}> : (i32) -> complex<bf16>
    }) : () -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb2
    "x.switch"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "foo.bar"() <{my.k0 = dense<[1.500000e+00, 0.000000e+00, 7.500000e+00, 7.500000e+00]> : tensor<4xf6E2M3FN>}> ({
      %11 = "d.op_1"() : () -> bf16
      %12 = "foo.bar"() <{a1 = #x.v<a.b , {19,-8,a.b}>, k$0 = 1 : ui3, x2}> {my.k0 = dense<7.500000e+00> : tensor<f6E2M3FN>} : () -> tensor<8x681x?xf64, {a = 1 : i64}>
      "foo.bar.baz"(%11, %11) {_u1 = dense<-1> : tensor<4x3x3xi24>, k$0 = "\C3\A9\22\09\00\22\\%b\09\22\09"} : (bf16, bf16) -> ()
      %13 = "my_dialect.thing"(%11, %12) ({
      ^bb0(%arg0: (index, f128) -> ()):
        "foo.op"(%12) : (tensor<8x681x?xf64, {a = 1 : i64}>) -> ()
        "cfx.cond_br"()[^bb1, ^bb3] {_u1 = 55 : index, b2 = @f_1, "quoted key 0" = 1.62104361E-15 : f32} : () -> ()
      ^bb1:  // pred: ^bb0
        "a.jump"(%12)[^bb2] : (tensor<8x681x?xf64, {a = 1 : i64}>) -> ()
      ^bb2:  // pred: ^bb1
        %16:4 = "bar.yield"(%arg0) <{}> : ((index, f128) -> ()) -> (!x.v<88>, complex<i32>, si1, f8E8M0FNU)
        %17 = "foo.compute"(%16#0, %16#3, %16#1) <{b1, "quoted key 2" = "'b\22.\22\0A'\\" : i1024, sym_name0 = dense<-1.492990e+05> : vector<3x4xf80>}> : (!x.v<88>, f8E8M0FNU, complex<i32>) -> index
        %18:3 = "my_dialect.thing"(%16#2) : (si1) -> (index, none, complex<f64>)
        %19 = "z.nop"(%18#2, %18#0) {_u1 = "\00b\00\09\7F\\!{z\C3\9FX%", b0 = "\09\0A", "quoted key 2" = true} : (complex<f64>, index) -> index
        %20 = "foo.compute"(%19, %18#2, %18#0) : (index, complex<f64>, index) -> tensor<?x3x5x?xui3>
        "a.jump"(%16#0)[^bb3, ^bb3] <{sym_name0 = 6 : index}> : (!x.v<88>) -> ()
      ^bb3:  // 3 preds: ^bb0, ^bb2, ^bb2
        %21 = "z.nop"(%12) {_u0 = [vector<16x8x12xui8>, ["\0A\F0\9F\99\82", -1.502990e-03 : f16, 18 : index], false], _u1 = "_\09\22Xz}\C3\A9\09*\C3\A9", d.k3 = false, x2 = {a1, value0 = #distinct}} : (tensor<8x681x?xf64, {a = 1 : i64}>) -> i32
      }) : (bf16, tensor<8x681x?xf64, {a = 1 : i64}>) -> index
      %14 = "foo.bar"() : () -> memref<2x?xsi8, 5>
      %15:4 = "my_dialect.thing"(%12, %14) : (tensor<8x681x?xf64, {a = 1 : i64}>, memref<2x?xsi8, 5>) -> (vector<14x16x6xf8E4M3B11FNUZ>, complex<ui3>, i1, complex<f8E8M0FNU>)
    }) : () -> ()
    "x.switch"()[^bb1] : () -> ()
  }) : () -> none
  %1 = "z.nop"() : () -> !foo<"x<y>">
  "foo.bar"(%1) {d.k0 = -2147483648 : i32, z91} : (!foo<"x<y>">) -> ()
  %2 = "d.op_1"(%0, %0, %0) {attr1 = -1 : i64, d.k2, z90 = 0xFC : f8E5M2} : (none, none, none) -> vector<3x6x1xf32>
  %3 = "x.y"() ({
    %6 = "d.op_1"(%0, %1, %1) {attr0, d.k1 = "\7F", d.k2 = "'\09\C3\A9{zb%"} : (none, !foo<"x<y>">, !foo<"x<y>">) -> tensor<0xcomplex<f8E3M4>>
    %7:2 = "z.nop"() : () -> (memref<*xcomplex<ui8>, 5>, memref<4xf32, #map>)
    "x.y"() {_u0 = sparse<[[0, 3, 2], [2, 0, 1], [1, 0, 0]], [0, -15, 10]> : tensor<4x5x5xi8>, attr2 = 6.02214064E+23 : f32, "quoted key 1" = []} : () -> ()
    %8:4 = "foo.op"(%7#0, %7#0) ({
      "z.nop"(%7#0, %7#0, %7#1) {my.k0 = 100442 : i64, x1 = {}} : (memref<*xcomplex<ui8>, 5>, memref<*xcomplex<ui8>, 5>, memref<4xf32, #map>) -> ()
      %9 = "foo.bar.baz"(%7#0, %1) : (memref<*xcomplex<ui8>, 5>, !foo<"x<y>">) -> i32
      %10 = "foo.bar"(%6, %7#1, %7#1) : (tensor<0xcomplex<f8E3M4>>, memref<4xf32, #map>, memref<4xf32, #map>) -> ui32
    }) : (memref<*xcomplex<ui8>, 5>, memref<*xcomplex<ui8>, 5>) -> (tensor<*xf6E2M3FN>, complex<f6E3M2FN>, () -> (vector<[8]x16xindex>, complex<f8E5M2FNUZ>), si64)
  }) : () -> ((tensor<?x?xf16>, si32, si64) -> ())
  "foo.op"() {attr1 = #bar.b.c, k$3 = -1 : i64, x2 = [#x.v<87, [abc true 17]>, "#\22X#\00\C3\A9\0A\0A", "0@@." : i128], z90 = 9.984020e-31 : bf16} : () -> ()
  %4 = "d.op_1"(%2) : (vector<3x6x1xf32>) -> vector<[3]xf16>
  %5:2 = "foo.bar.baz"(%4) {a0 = @f_1::@"\C3\A9", "quoted key 1" = #loc} : (vector<[3]xf16>) -> (tuple<f64, f32, f32>, complex<f6E3M2FN>)
}) : () -> ()

