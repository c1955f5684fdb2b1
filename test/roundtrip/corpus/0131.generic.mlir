#map = affine_map<(d0, d1)[s0] -> (s0)>
#map1 = affine_map<(d0)[s0, s1] -> (s0, s0 ceildiv 7, -3)>
"builtin.module"() ({
  "a.b"() {_u1, _u2 = 4.94065645841246544176568792868221372E-324 : f128, attr3 = -13439301399193145 : index, foo.k0 = 0 : ui32} : () -> ()
  %0 = "foo.op"() {a2 = array<i8: -29, 0, 1>, "quoted key 1" = "\85\C3\A9#\0A\09\00a\00", z90 = dense<1.500000e+00> : tensor<1xf8E5M2>, z93 = dense_resource<res_0> : tensor<5xi64>} : () -> index
  %1 = "d.op_1"(%0, %0) : (index, index) -> f8E4M3B11FNUZ
  %2 = "d.op_1"(%1, %0, %0) <{d.k0 = dense_resource<r.1> : tensor<1xi64>, "quoted key 1", x3 = [], z92 = affine_set<(d0, d1) : (68 >= 0)>}> ({
    %27 = "x.y"(%1) <{b0 = dense<> : tensor<2x2x0xindex>, d.k2 = "\22\22%a\22", z91 = {_u2 = 0 : i64, attr1 = {"quoted key 1", x0 = dense<[[[-514439665, -253768696], [1632952550, -190018571], [-1815868159, -1412819507]], [[-596720314, 812093997], [-1143747335, 1796645577], [2082106646, -700740483]], [[831900811, 756830708], [-1660094207, -1099608523], [547090891, -1721276451]], [[-936676196, -390206690], [105690409, 2030847110], [2143664797, 349056849]]]> : tensor<4x3x2xi32>, x2 = -1 : i64}, k$0 = "\22\22%a\22"}}> : (f8E4M3B11FNUZ) -> index
    %28:4 = "my_dialect.thing"() : () -> (i1024, memref<752xbf16, 7>, memref<*xi7>, vector<10x5x[16]xui17>)
    %29:3 = "bar.yield"(%27, %28#0, %28#2) <{a0 = 8.812500e+00 : bf16, x1 = true}> : (index, i1024, memref<*xi7>) -> (tensor<2x?x?x2xui64>, ui1, memref<2x3xf64>)
    %30:3 = "z.nop"(%29#1) : (ui1) -> (tuple<f8E4M3B11FNUZ>, tf32, f32)
    %31 = "d.op_1"(%30#1, %28#2) {_u0 = memref<*xindex, 4>, foo.k1 = dense<true> : tensor<4x2xi1>, foo.k2 = sparse<[[1, 1], [1, 0]], [5.703130e-01, 1.398440e+00]> : tensor<2x2xbf16>} : (tf32, memref<*xi7>) -> f32
    %32 = "bar.yield"(%31) {attr0 = #map, value1} : (f32) -> complex<f16>
  }) {b2 = "X", value1 = {}, x0 = sparse<[[0, 2, 0]], 63323956> : tensor<2x3x6xi64>} : (f8E4M3B11FNUZ, index, index) -> vector<[8]xsi17>
  %3 = "z.nop"(%0) ({
    "bar.yield"(%2) {my.k1 = 1.906250e+00 : bf16, my.k2 = dense<[[[-514439665, -253768696], [1632952550, -190018571], [-1815868159, -1412819507]], [[-596720314, 812093997], [-1143747335, 1796645577], [2082106646, -700740483]], [[831900811, 756830708], [-1660094207, -1099608523], [547090891, -1721276451]], [[-936676196, -390206690], [105690409, 2030847110], [2143664797, 349056849]]]> : tensor<4x3x2xi32>, "quoted key 0" = "b%"} : (vector<[8]xsi17>) -> ()
    %7:3 = "my_dialect.thing"(%0, %0, %0) <{"quoted key 0" = 5.897000e+00 : f32}> : (index, index, index) -> (!foo.t, index, i64)
    "foo.br"(%7#2, %7#1, %2)[^bb1] ({
      "a.b"(%7#2, %7#0) : (i64, !foo.t) -> ()
      %25:3 = "foo.bar"(%7#0, %1, %0) : (!foo.t, f8E4M3B11FNUZ, index) -> (complex<bf16>, index, !foo.t)
      %26 = "d.op_1"() {d.k0 = 1 : i64, k$2 = ["\7F\0A\\\\/#\\*-\0A@" : i128], x1 = dense<-1.256120e+38> : tensor<189xbf16>} : () -> none
    }) : (i64, index, vector<[8]xsi17>) -> ()
  ^bb1(%8: ui16, %9: memref<546x46x?xcomplex<f8E3M4>, "local mem">, %10: vector<11x14x15xf8E5M2>):  // pred: ^bb0
    "cfx.cond_br"()[^bb2] ({
    ^bb0(%arg1: tensor<1x4x1xcomplex<f16>>):
      %22:3 = "d.op_1"() ({
        %24:3 = "x.y"(%1) {b3 = 5.681250e+01 : f16, k$1 = dense<> : tensor<0xi1>, my.k2 = 0 : ui3, value0 = -1.00000000000000008334E-30 : f80} : (f8E4M3B11FNUZ) -> (f64, f64, f64)
      }) : () -> (f8E4M3B11FNUZ, tensor<3x?x190xcomplex<i24>>, i24)
      %23 = "d.op_1"(%arg1) {value0 = dense<[(0.836313724,1.25991946E-25), (-960.279479,9.798000e+00), (1.17549435E-38,0.126858294)]> : tensor<3xcomplex<f32>>} : (tensor<1x4x1xcomplex<f16>>) -> tuple<si16>
      "d.op_1"(%1) <{value0, x1 = distinct[0]<-3023330153856549 : i64>}> : (f8E4M3B11FNUZ) -> ()
    }) {a0 = @f_1} : () -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb3
    %11 = "foo.bar.baz"() : () -> complex<f16>
    %12 = "foo.bar.baz"(%7#1, %1, %7#0) : (index, f8E4M3B11FNUZ, !foo.t) -> tuple<si16>
    %13 = "bar.yield"() ({
    ^bb0(%arg0: f64):
      %16:3 = "foo.bar.baz"() {_u0 = #my.a<[a.b], [[f32 , 72]], ?>, "quoted key 1" = dense<[(0.836313724,1.25991946E-25), (-960.279479,9.798000e+00), (1.17549435E-38,0.126858294)]> : tensor<3xcomplex<f32>>, "quoted key 2" = -1 : index} : () -> (vector<15x[9]xui8>, si3, tuple<>)
      "foo.br"()[^bb1, ^bb2] ({
        "foo.br"(%2, %arg0, %16#1)[^bb1] : (vector<[8]xsi17>, f64, si3) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb2
        %18:3 = "x.y"(%16#1) {a1 = 2.968750e-01 : f8E3M4, a2 = "<\CE\A9\22\17\CE\A9", b0 = -4.281250e+00 : bf16} : (si3) -> (f64, tuple<i8>, !foo.t)
        "a.jump"()[^bb2, ^bb2] {attr1 = "@\09X\0A!X\00X" : f32, sym_name0 = #my.flag} : () -> ()
      ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb3
        "x.switch"(%16#2, %arg0)[^bb3, ^bb1] : (tuple<>, f64) -> ()
      ^bb3(%19: i64, %20: !my_dialect.type, %21: tensor<?x3x230xcomplex<f32>>):  // pred: ^bb2
        "cfx.cond_br"(%19, %16#2, %16#2)[^bb2] {_u0 = sparse<[[2, 0, 0], [0, 0, 1], [2, 1, 0], [0, 1, 0]], [-445, 6, -10, 695664]> : tensor<3x6x2xi32>, b1 = #x.a} : (i64, tuple<>, tuple<>) -> ()
      }) {b0, value1 = dense<-9223372036854775808> : vector<2xsi64>} : () -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb1
      "cfx.cond_br"(%16#1, %16#0, %arg0)[^bb2, ^bb1] : (si3, vector<15x[9]xui8>, f64) -> ()
    ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
      "x.switch"(%16#1, %16#2, %arg0)[^bb3, ^bb2] {attr0 = -9223372036854775808 : i64} : (si3, tuple<>, f64) -> ()
    ^bb3:  // pred: ^bb2
      %17 = "d.op_1"(%16#0, %16#0, %2) : (vector<15x[9]xui8>, vector<15x[9]xui8>, vector<[8]xsi17>) -> tuple<f64, index, bf16>
    }) : () -> none
    "cfx.cond_br"(%13, %12, %7#0)[^bb3] {attr0 = array<i16: -1, -1, 0>} : (none, tuple<si16>, !foo.t) -> ()
  ^bb3(%14: !foo.t, %15: vector<[13]x6xi64>):  // pred: ^bb2
    "x.switch"(%7#1)[^bb2] {a2 = "<\CE\A9\22\17\CE\A9", attr1 = sparse<[[2], [0]], [-2147483648, 0]> : tensor<3xi32>, my.k0} : (index) -> ()
  }, {
    %6 = "my_dialect.thing"() {_u0 = -2147483648 : si32} : () -> i16
  }) : (index) -> memref<7x?xi64, strided<[9, 1], offset: ?>>
  %4 = "foo.op"(%1, %0, %2) : (f8E4M3B11FNUZ, index, vector<[8]xsi17>) -> tensor<4xi24>
  %5:3 = "z.nop"() <{_u3 = @s$::@s$, foo.k1 = dense<1.001360e-05> : tensor<bf16>, k$0 = array<i64: -1181425, -47016454, -1, 12802608>, x2}> {k$0 = #my.v<? -4 "x y">, k$1 = #map1} : () -> (tensor<22xi1>, f8E4M3B11FNUZ, f32)
  "my_dialect.thing"() <{attr0 = true}> : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000FDE7BEC4B1A226B45D9CB4028C68B03C4BFBED1EA58322D90BBE09B2B22EA511BFAD415D33CDD40C",
      r.1: "0x08000000B66376BEF29BD7F8"
    }
  }
#-}

