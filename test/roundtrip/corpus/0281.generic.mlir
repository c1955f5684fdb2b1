#distinct = distinct[0]<{_u1, k$2 = "\0A0\\\09 ", x0}>
#map = affine_map<(d0, d1)[s0] -> ()>
"builtin.module"() ({
  %0 = "bar.yield"() : () -> !foo.t<-0>
  %1:4 = "foo.op"(%0, %0) {b1 = sparse<[[1], [0], [0], [2]], [7.766200e+20, -9.99999968E+37, 4.676000e+10, -0.000000e+00]> : tensor<3xf32>, foo.k2 = dense<> : tensor<1x0xui8>, value0 = 0 : ui1024} : (!foo.t<-0>, !foo.t<-0>) -> (complex<f32>, tuple<f32>, f16, tensor<i1>)
  %2 = "x.y"(%1#2) ({
    "my_dialect.thing"() ({
      "builtin.module"() ({
        %15 = "bar.yield"() : () -> f6E3M2FN
      }) : () -> ()
    }) {sym_name0 = ["{\0A\\\\!z\0A\CE\A9X\C3\A9'@", 42 : index]} : () -> ()
    %8 = "foo.bar.baz"() ({
    ^bb0(%arg3: ui8):
      %11 = "z.nop"(%1#3, %1#3) : (tensor<i1>, tensor<i1>) -> index
      %12 = "bar.yield"() {attr0 = #x.a, sym_name1 = #map, value2 = dense<[6.000000e+00, -3.000000e+00]> : vector<2xf4E2M1FN>, x3 = #distinct} : () -> memref<2x3x?xcomplex<ui7>, strided<[23, ?, 1], offset: 10>>
      %13:2 = "x.y"(%arg3, %1#1, %1#0) ({
      }, {
      ^bb0:
      }) {d.k2 = false, foo.k1, my.k0 = -1 : i32, sym_name3 = @"x y"::@"0start"} : (ui8, tuple<f32>, complex<f32>) -> (index, tensor<5x?x0x3xcomplex<f8E4M3>, #foo.enc<"x y" , -3>>)
      %14 = "foo.bar"(%12, %1#1) {z90 = "\C3\A9_z\C3\A9\0A\00\000\7F\7F", z91 = dense<> : tensor<0x2x4xf32>} : (memref<2x3x?xcomplex<ui7>, strided<[23, ?, 1], offset: 10>>, tuple<f32>) -> si1
    }) {x1 = "", z90 = #bar.v<? [?]>} : () -> memref<47x2x24xcomplex<bf16>, strided<[2, ?, 18]>, "shared">
    "foo.compute"(%8, %1#1) <{_u1, foo.k0 = array<i32: -1, 1, -2147483648, -1, -1>, value2 = -1.000000e+00 : bf16}> : (memref<47x2x24xcomplex<bf16>, strided<[2, ?, 18]>, "shared">, tuple<f32>) -> ()
    %9 = "z.nop"(%1#2, %1#3, %1#3) : (f16, tensor<i1>, tensor<i1>) -> !my_dialect.param<<{i8 , 50}>, i8, {-8}>
    %10 = "foo.bar.baz"(%0, %0, %8) {k$1 = 2.7182818284590451 : f64, k$2 = #my.p<i8 , abc>, z90 = [-9223372036854775808 : index, false, @"x y"::@c]} : (!foo.t<-0>, !foo.t<-0>, memref<47x2x24xcomplex<bf16>, strided<[2, ?, 18]>, "shared">) -> index
    "d.op_1"() {b1 = #x.a<"x y", -0, abc>, sym_name0 = 7.502740e+05 : f64, value2} : () -> ()
  }, {
  ^bb0(%arg0: index, %arg1: index, %arg2: !bar.t_1):
    "cfx.cond_br"(%arg0, %arg0)[^bb1, ^bb3] : (index, index) -> ()
  ^bb1(%4: f16, %5: memref<55x30xi1024, 4>):  // pred: ^bb0
    "foo.br"()[^bb2] : () -> ()
  ^bb2(%6: (tensor<*xcomplex<f16>>, f16) -> (f8E4M3, tensor<4xsi17>)):  // pred: ^bb1
    "foo.br"(%arg0, %arg0, %arg1)[^bb3] <{a1, attr2, "quoted key 0" = true}> : (index, index, index) -> ()
  ^bb3:  // 2 preds: ^bb0, ^bb2
    %7:3 = "foo.bar"(%arg2) {_u0 = "/" : index, b1 = sparse<[[1, 0, 3], [0, 0, 1], [2, 0, 0], [1, 0, 4]], [9.999220e+09, 1.500000e+00, -4.982710e+28, 2.675780e-01]> : tensor<3x2x5xbf16>} : (!bar.t_1) -> (f16, complex<si24>, i8)
  }) : (f16) -> vector<10x[12]x2xbf16>
  %3 = "my_dialect.thing"() : () -> i128
}) {foo.module_attr = -1 : i3} : () -> ()

