#loc = loc("src/x.py":44:0)
#loc1 = loc("":38:20 to 40:79)
#map = affine_map<()[s0, s1] -> ()>
#map1 = affine_map<(d0, d1)[s0] -> ((d0 * 2) mod 5, d0 mod 6 + d1)>
#map2 = affine_map<(d0, d1)[s0] -> (27)>
#map3 = affine_map<(d0, d1) -> (8)>
#map4 = affine_map<(d0)[s0, s1] -> ()>
#set = affine_set<(d0)[s0] : (s0 * -7 >= 0, d0 >= 0, -s0 + 8 >= 0)>
#loc2 = loc(fused<#foo.m>[#loc, #loc1])
"builtin.module"() ({
  %0 = "bar.yield"() ({
    "my_dialect.thing"() ({
    ^bb0(%arg0: tensor<671xsi16, #foo.enc<-3, ["x y", "x y"]>>, %arg1: f8E4M3FN, %arg2: index):
      %10 = "a.b"(%arg0, %arg1) : (tensor<671xsi16, #foo.enc<-3, ["x y", "x y"]>>, f8E4M3FN) -> tensor<56x!bar.t>
      %11 = "foo.bar.baz"(%arg1, %arg0, %arg0) <{}> : (f8E4M3FN, tensor<671xsi16, #foo.enc<-3, ["x y", "x y"]>>, tensor<671xsi16, #foo.enc<-3, ["x y", "x y"]>>) -> vector<[15]x4xi1>
      %12 = "x.y"(%10) ({
        %37 = "bar.yield"(%10, %10, %arg1) <{a0 = loc("f":0:0), attr2, b1 = false}> : (tensor<56x!bar.t>, tensor<56x!bar.t>, f8E4M3FN) -> i7
        "bar.yield"() <{_u1 = 0x80 : f8E4M3FNUZ, _u2, x0 = dense_resource<weights0> : tensor<4xi8>, z93 = affine_map<(d0, d1) -> ()>}> {attr0 = -1 : si64, k$1 = {attr3 = #map, d.k0 = @"with\22quote", foo.k2 = "b\\*#", k$1 = dense_resource<weights1> : tensor<4xf32>}} : () -> ()
      }) : (tensor<56x!bar.t>) -> bf16
      "d.op_1"(%arg2, %arg1, %arg2) <{}> ({
      }) : (index, f8E4M3FN, index) -> ()
      %13 = "my_dialect.thing"(%11) : (vector<[15]x4xi1>) -> index
      "foo.br"(%11)[^bb1, ^bb2] : (vector<[15]x4xi1>) -> ()
    ^bb1:  // pred: ^bb0
      %14 = "d.op_1"(%10) {a1 = dense<-9.800000e+01> : tensor<3x1xbf16>, attr0 = #bar.a<abc , "x y">} : (tensor<56x!bar.t>) -> !bar.t
      %15 = "d.op_1"() ({
        %32:4 = "foo.bar.baz"(%arg1) : (f8E4M3FN) -> (memref<3xsi64>, tuple<f6E2M3FN, f16>, tensor<0x4xindex>, vector<3x12x[13]xf4E2M1FN>)
        %33 = "bar.yield"(%32#1, %arg2, %10) <{"quoted key 0" = loc(callsite("dir/with space.c":380:44 at fused<7 : i32>[unknown])), "quoted key 1" = dense<[[1, 1], [-1, 11912], [-1, -2147483648]]> : tensor<3x2xi32>}> : (tuple<f6E2M3FN, f16>, index, tensor<56x!bar.t>) -> ui32
        "foo.op"(%33) {a0 = tensor<31x0x202x?xcomplex<bf16>>, sym_name3 = dense<1.000000e-30> : tensor<1x1x1xf32>, z91 = #map1, z92} : (ui32) -> ()
        %34 = "bar.yield"(%12) : (bf16) -> si16
        %35 = "d.op_1"(%32#0) : (memref<3xsi64>) -> vector<4xf8E5M2>
        %36:3 = "z.nop"(%34) {a1 = sparse<[[1, 2, 2], [1, 0, 4], [0, 1, 3]], [0, 4, -98]> : tensor<2x3x5xi8>, b2 = "", x0} : (si16) -> (f6E3M2FN, f32, i7)
      }) : () -> memref<1x4x2xcomplex<i64>, "local mem">
      %16:4 = "a.b"(%arg0, %arg1) {_u1 = [], sym_name0 = vector<13xf16>} : (tensor<671xsi16, #foo.enc<-3, ["x y", "x y"]>>, f8E4M3FN) -> (index, bf16, index, (tensor<*xindex>, f32, f8E3M4) -> (f16, si16))
      "foo.op"() {a3, attr2 = true, foo.k0, z91 = sparse<[[1], [1], [3]], [1.1143964E+18, -6.02214064E+23, -2.000000e-01]> : tensor<4xf32>} : () -> ()
      "x.switch"()[^bb2] {attr0 = #my.a} : () -> ()
    ^bb2(%17: complex<bf16>, %18: complex<f64>, %19: memref<?xi17, 6>):  // 2 preds: ^bb0, ^bb1
      "x.y"() {attr0 = [unit, 1 : si3], k$1 = #loc2, "quoted key 2" = " .E@!\C3\A9\0A*\CE\A9\09"} : () -> ()
      %20 = "foo.op"() : () -> complex<f16>
      "a.b"(%10, %17) ({
      ^bb0(%arg3: si7, %arg4: (ui1) -> (f64, !bar.param<-8>)):
        %29:2 = "a.b"(%19, %18) <{my.k1 = {foo.k0 = dense<2.441410e-03> : tensor<1x1xf8E4M3B11FNUZ>}, value0, value2 = 58 : index}> : (memref<?xi17, 6>, complex<f64>) -> (f8E3M4, complex<f64>)
        %30 = "foo.compute"() <{"quoted key 2", x0 = true, z91 = 2.500000e-03 : f32}> {a1 = dense<(0x7F800000,463.956329)> : tensor<complex<f32>>, a2 = #set, sym_name0} : () -> none
        "a.b"(%12) : (bf16) -> ()
        %31 = "a.b"(%arg4, %30, %arg2) <{_u2 = sparse<[[1, 0], [3, 4], [3, 0], [0, 3]], [2.98306477E-29, 740.223511, -5.78526071E-30, -1.17549435E-38]> : tensor<4x6xf32>, attr1 = #foo.v<95, "x y", f32>, x0 = dense<[-1.1163553820254477E-62, 2.858200e+02, 6.550400e+04, -9.340000e-01]> : tensor<4xf64>}> : ((ui1) -> (f64, !bar.param<-8>), none, index) -> index
        "foo.bar"() <{attr2 = ["\AE\0A#\22{<@#\\\81\E6\97\A5\E6\9C\AC\0A" : f64, affine_map<(d0)[s0] -> (4, d0, s0 * 8)>, dense<1> : tensor<i128>], b0 = "0a0*./\00", value1 = 0 : ui16, x3 = [loc("src/x.py":188:55)]}> : () -> ()
      }, {
        %24:3 = "z.nop"(%arg2, %19, %arg0) : (index, memref<?xi17, 6>, tensor<671xsi16, #foo.enc<-3, ["x y", "x y"]>>) -> (!my_dialect.t<6>, i7, f64)
        %25:2 = "bar.yield"(%arg0, %11, %12) : (tensor<671xsi16, #foo.enc<-3, ["x y", "x y"]>>, vector<[15]x4xi1>, bf16) -> (!bar.v<<<?>,<?>,<? "x y">>,{f32}>, complex<f32>)
        %26 = "bar.yield"(%25#0, %25#0) : (!bar.v<<<?>,<?>,<? "x y">>,{f32}>, !bar.v<<<?>,<?>,<? "x y">>,{f32}>) -> f8E3M4
        %27 = "my_dialect.thing"() : () -> f8E3M4
        %28 = "d.op_1"(%arg2, %arg2, %26) : (index, index, f8E3M4) -> i128
      }) {_u2 = ["\00 \9B\0Az@\7F \00!\22", dense<"\\\\_@# ab\CE\A9"> : tensor<1x1x!foo.str>, -1 : i32, dense<[[477, 17, 433], [576, 292, 601]]> : vector<2x3xindex>], a0 = @a::@s$::@s$, d.k1 = 179415 : index} : (tensor<56x!bar.t>, complex<bf16>) -> ()
      %21 = "foo.bar"(%19, %18, %10) {d.k3, foo.k2, my.k0 = "0", value1 = #map2} : (memref<?xi17, 6>, complex<f64>, tensor<56x!bar.t>) -> memref<4xindex, "local mem">
      %22:4 = "foo.op"() : () -> ((f64) -> (), tuple<ui64, i8, f32, tensor<?x7x87x14x!bar.param<[?,80,-7]>, #foo.enc<37 {"x y",i8} <"x y">>>>, tuple<i17, none>, tensor<30x2x1xi24>)
      %23:3 = "x.y"() {a0 = #map3} : () -> (complex<f8E4M3FN>, index, complex<bf16>)
    }) {a0} : () -> ()
    %4 = "my_dialect.thing"() : () -> tensor<?x?x330xf32>
    %5 = "foo.compute"(%4, %4, %4) <{}> : (tensor<?x?x330xf32>, tensor<?x?x330xf32>, tensor<?x?x330xf32>) -> tensor<0x883x3x7xvector<[14]x[7]xf8E4M3FNUZ>>
    %6:4 = "foo.bar.baz"(%4, %5, %4) : (tensor<?x?x330xf32>, tensor<0x883x3x7xvector<[14]x[7]xf8E4M3FNUZ>>, tensor<?x?x330xf32>) -> (complex<f16>, f8E3M4, f8E3M4, tuple<index>)
    "x.switch"(%4, %6#3)[^bb1, ^bb3] {_u0 = {value0 = 9.969200e+37 : bf16}, d.k3 = #bar<"a b">, sym_name1 = #map4, z92 = array<i32: -1, 1>} : (tensor<?x?x330xf32>, tuple<index>) -> ()
  ^bb1(%7: f32):  // 2 preds: ^bb0, ^bb2
    "foo.br"(%6#0, %6#3)[^bb2] : (complex<f16>, tuple<index>) -> ()
  ^bb2(%8: f8E8M0FNU, %9: f32):  // 2 preds: ^bb1, ^bb3
    "cfx.cond_br"(%6#2)[^bb3, ^bb1] <{foo.k0 = dense<777> : tensor<2xindex>}> : (f8E3M4) -> ()
  ^bb3:  // 2 preds: ^bb0, ^bb2
    "cfx.cond_br"(%6#2, %6#2, %6#2)[^bb2] {attr2 = dense_resource<res_2> : tensor<5xf64>, b0 = array<f64>, x1, x3 = "\22##%\E6\97\A5\E6\9C\AC.\\\\/\C3\9F\C3\A9"} : (f8E3M4, f8E3M4, f8E3M4) -> ()
  }, {
    %3 = "d.op_1"() : () -> f16
  }) : () -> tf32
  %1 = "my_dialect.thing"() : () -> f16
  %2 = "a.b"() : () -> !bar.v<{{?, "x y"}}>
  "x.y"() <{_u0 = "\0A\04-\22__\00'<", k$2 = 0.000000e+00 : f8E5M2, value3, x1 = "*"}> : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x040000003D84A99D",
      weights1: "0x04000000B9F9EC2C4CDE7E82E0BA8163927FE2DA",
      res_2: "0x080000006FA66C4E43800DE798C1FB090502FC3E7D825F35E3349A9B085FC7B97DFE834DAA88FE93D8E884BD"
    }
  }
#-}

