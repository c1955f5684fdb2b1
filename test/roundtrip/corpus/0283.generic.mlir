#map = affine_map<() -> (2)>
#map1 = affine_map<(d0, d1, d2) -> (5, 3, (d1 + d2) * 9)>
#map2 = affine_map<(d0)[s0, s1] -> ()>
"builtin.module"() ({
  %0 = "foo.compute"() ({
  ^bb0(%arg3: i64):
    %10:3 = "bar.yield"(%arg3, %arg3) <{}> {_u1 = 6.550400e+04 : f16, value0} : (i64, i64) -> (complex<i32>, complex<f16>, index)
    "bar.yield"(%10#0, %10#0, %arg3) ({
      %11:3 = "z.nop"(%10#0) {z90 = #map} : (complex<i32>) -> (i24, ui3, bf16)
      %12:2 = "foo.compute"(%11#1, %10#0, %11#1) : (ui3, complex<i32>, ui3) -> (index, vector<f64>)
      %13 = "foo.op"(%11#2, %arg3, %12#0) ({
        %14 = "foo.op"(%12#1, %11#2) <{attr2 = dense<[(-3.525390e+00,6.950000e+02), (6.550400e+04,3.140630e+00), (2.000000e+00,8.406250e+00), (-7.830000e+02,-2.500530e-03)]> : tensor<4xcomplex<f16>>, foo.k1 = "a*\7F/.\C3\A9%}*" : i1, k$0}> : (vector<f64>, bf16) -> !foo<"abc">
        %15 = "a.b"() {a3 = sparse<[[2, 2], [1, 1]], [1.000000e+00, 8.98579772E-16]> : tensor<3x4xf32>, b1 = bf16, value2 = 0 : i64, z90 = dense<[true, false, true]> : tensor<3xi1>} : () -> memref<*xf80, "local mem">
        %16 = "d.op_1"(%15, %14) {_u0 = [[#map1], #foo.attr, ""]} : (memref<*xf80, "local mem">, !foo<"abc">) -> vector<16xf8E4M3>
        "x.switch"(%14)[^bb1] : (!foo<"abc">) -> ()
      ^bb1(%17: tuple<f80, i1024>, %18: memref<37x8x456xbf16, "local mem">, %19: f16):  // 2 preds: ^bb0, ^bb1
        "d.op_1"() : () -> ()
        %20 = "my_dialect.thing"(%14, %12#1) {my.k1 = true, sym_name2 = 1 : si3, z90 = ["\22\09\00" : i32, #my.attr, unit]} : (!foo<"abc">, vector<f64>) -> i1
        "cfx.cond_br"()[^bb1] {_u2 = array<i1>, a1 = true, d.k0, foo.k3 = -48855664805 : index} : () -> ()
      }) : (bf16, i64, index) -> vector<ui8>
    }) : (complex<i32>, complex<i32>, i64) -> ()
  }, {
  }) {b1 = -0.000000e+00 : f6E3M2FN, k$3, value2, z90 = -0.27860449999999998 : f64} : () -> !x<"x<y>">
  %1 = "a.b"(%0, %0) {_u0 = false, foo.k3, k$1, k$2 = "'\C3\A9\C3\A9&0*\\\A2'\00" : bf16} : (!x<"x<y>">, !x<"x<y>">) -> tensor<?xf8E3M4>
  %2 = "my_dialect.thing"(%1, %0, %1) : (tensor<?xf8E3M4>, !x<"x<y>">, tensor<?xf8E3M4>) -> si7
  %3:4 = "a.b"() ({
  ^bb0(%arg0: tensor<*xindex>, %arg1: complex<f4E2M1FN>, %arg2: si32):
    %7 = "d.op_1"(%arg2, %arg1) : (si32, complex<f4E2M1FN>) -> !foo.param<-2>
    %8 = "foo.bar.baz"(%0, %arg2) : (!x<"x<y>">, si32) -> complex<ui1024>
    %9 = "a.b"(%arg1) <{k$1 = distinct[0]<1.280000e+02 : f8E4M3>, "quoted key 0" = {attr0 = array<i1: true, false, false, true>}}> : (complex<f4E2M1FN>) -> i3
    "foo.op"() {a0, sym_name1} : () -> ()
  }, {
    "x.switch"(%0, %1, %1)[^bb1] <{k$0 = 62 : index}> : (!x<"x<y>">, tensor<?xf8E3M4>, tensor<?xf8E3M4>) -> ()
  ^bb1(%4: complex<f8E5M2>, %5: f64):  // pred: ^bb0
    "cfx.cond_br"(%0, %4, %4)[^bb2, ^bb2] <{a3 = 8.163000e+00 : f32, attr1 = [[#my.attr, -265.538239 : f32], "0%}Xz\C3\A9-\00\0A"], sym_name2 = sparse<[[2], [0], [0], [1]], [1, -1, -1, -3]> : tensor<4xi32>, x0 = loc("name")}> : (!x<"x<y>">, complex<f8E5M2>, complex<f8E5M2>) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    "foo.br"()[^bb3] ({
    }) : () -> ()
  ^bb3:  // pred: ^bb2
    %6 = "my_dialect.thing"(%2) <{foo.k0 = #bar.v<55 , 3 , "x y">}> : (si7) -> memref<*xi3, "shared">
  }) {"quoted key 0" = #map2} : () -> (complex<f6E2M3FN>, i8, i24, none)
}) : () -> ()

