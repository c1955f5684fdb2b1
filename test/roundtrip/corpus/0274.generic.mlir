#distinct = distinct[0]<-2.800000e+01 : f6E3M2FN>
#loc = loc("src/x.py":177:0)
#loc1 = loc("f":0:47)
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1, d2)[s0, s1] -> ()>
#map2 = affine_map<(d0, d1, d2)[s0, s1] -> (s1, (d2 + 3) floordiv 2, d2 floordiv 8)>
#map3 = affine_map<(d0)[s0, s1] -> ((s0 * 3) ceildiv 5, s1 floordiv 5)>
#map4 = affine_map<(d0, d1, d2) -> (d1 * 4)>
#set = affine_set<(d0, d1, d2) : (d1 - d1 mod 6 >= 0, -(d2 ceildiv 2) + 5 >= 0, (-d0) floordiv 9 == 0)>
#distinct1 = distinct[1]<#map4>
"builtin.module"() ({
  %0 = "foo.compute"() : () -> vector<16xi16>
  %1 = "foo.bar.baz"(%0) : (vector<16xi16>) -> si3
  %2 = "z.nop"() {foo.k0 = -1 : index, "quoted key 1" = 119 : i8} : () -> ui1
  %3 = "d.op_1"(%1, %1) {a0 = #distinct, d.k2 = @_priv, my.k3, z91 = @_priv} : (si3, si3) -> tuple<>
  %4:4 = "a.b"(%0, %2, %2) <{}> ({
    %26:3 = "x.y"(%1) ({
      %27 = "bar.yield"(%3) ({
        "z.nop"(%0) : (vector<16xi16>) -> ()
        %29 = "foo.bar"(%1) : (si3) -> f8E4M3FN
      }, {
      ^bb0(%arg4: memref<3x?xi64, {kind = "scratch"}>):
      }) : (tuple<>) -> f32
      %28 = "x.y"() <{}> : () -> vector<[15]xf64>
    }) : (si3) -> (f64, vector<6xindex>, vector<11x6x16xsi8>)
  }) : (vector<16xi16>, ui1, ui1) -> (f8E4M3FNUZ, i1024, ui64, !x.type)
  "my_dialect.thing"(%4#1) ({
    %5 = "d.op_1"(%4#3) {a0, "quoted key 1" = -9223372036854775808 : i64, z92 = 8.309000e+00 : f32} : (!x.type) -> ((!bar<"a b">, tensor<1x3x4x!my_dialect.a.b>, tf32) -> ui64)
    "cfx.cond_br"(%4#2, %4#0)[^bb1, ^bb1] {z90 = [{b3 = #loc, k$2 = 6.781250e+00 : bf16, my.k1 = 0 : i8, value0 = #my.v<{<-5, ?>}>}, "\E6\97\A5\E6\9C\AC'{\C3\A9\0A\C3\A9\\\C3\9F"]} : (ui64, f8E4M3FNUZ) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "a.jump"(%2, %4#2)[^bb2] ({
    ^bb0(%arg1: index):
      %7:2 = "bar.yield"(%arg1, %arg1) {z90 = true} : (index, index) -> (memref<5x9x?xi7>, index)
      %8:3 = "z.nop"(%2, %arg1) ({
        %23 = "a.b"(%5, %arg1) <{a0 = true, b2 = 6.875000e-01 : f8E4M3FN, sym_name1}> {a0, sym_name1, z92 = @_priv} : ((!bar<"a b">, tensor<1x3x4x!my_dialect.a.b>, tf32) -> ui64, index) -> f16
        %24 = "my_dialect.thing"() {"quoted key 0" = "-/Y\00X}"} : () -> tuple<ui24, i1, i64, bf16>
        %25 = "a.b"(%0) : (vector<16xi16>) -> memref<50x1xf6E2M3FN, strided<[24, 1]>>
      }) {_u3 = 0 : ui64, a2 = "}\7Fb/\\ \C6\22", attr0 = "*\\\02\7F\09_\7F\09Uz%\09", "quoted key 1" = -2147483648 : i32} : (ui1, index) -> (!my_dialect.a.b, memref<8xcomplex<f64>, strided<[1], offset: 6>, 3>, complex<f6E3M2FN>)
      %9 = "d.op_1"(%5) <{"quoted key 1" = 0 : i64, "quoted key 2" = [1, @_priv, sparse<[[0], [1], [0]], [-1, -128, 1]> : tensor<2xi8>, dense<> : tensor<0x4xf8E5M2>], value0 = loc("f":254:0)}> ({
      ^bb0(%arg3: i32):
        "d.op_1"() <{value0 = array<i64: 0, 0, -1>, value1 = array<i64: -1, -9223372036854775808, -1, -1, 1>}> : () -> ()
        "foo.bar"(%8#0) {"quoted key 1" = -1 : i64, sym_name0 = "!'" : i64} : (!my_dialect.a.b) -> ()
        %22 = "x.y"() : () -> memref<3xvector<7x16x13xf80>, strided<[1], offset: 9>, {kind = "scratch"}>
      }) : ((!bar<"a b">, tensor<1x3x4x!my_dialect.a.b>, tf32) -> ui64) -> ui64
      "x.switch"()[^bb1, ^bb1] <{b0 = @_priv, "quoted key 2" = #bar<"a b">, z91 = #loc1}> ({
        %18 = "z.nop"(%8#1, %8#2) {a1, foo.k2 = 4.232000e+00 : f64, sym_name0 = @_priv} : (memref<8xcomplex<f64>, strided<[1], offset: 6>, 3>, complex<f6E3M2FN>) -> ui16
        %19 = "x.y"(%8#1, %5, %0) <{}> : (memref<8xcomplex<f64>, strided<[1], offset: 6>, 3>, (!bar<"a b">, tensor<1x3x4x!my_dialect.a.b>, tf32) -> ui64, vector<16xi16>) -> index
        "foo.bar.baz"(%18) : (ui16) -> ()
        %20:3 = "foo.op"(%7#0, %8#2) {attr0 = dense_resource<res_0> : tensor<1xi64>, foo.k1 = #x.a<[?, 78] , i8 , <?>>, sym_name2 = #loc1} : (memref<5x9x?xi7>, complex<f6E3M2FN>) -> (index, ui64, vector<4xf16>)
        %21 = "z.nop"() <{}> : () -> vector<1x7x[14]xi32>
        "z.nop"() : () -> ()
      }, {
      ^bb0(%arg2: memref<?x2xindex, #map>):
        "foo.bar.baz"(%8#1, %8#1, %8#1) : (memref<8xcomplex<f64>, strided<[1], offset: 6>, 3>, memref<8xcomplex<f64>, strided<[1], offset: 6>, 3>, memref<8xcomplex<f64>, strided<[1], offset: 6>, 3>) -> ()
        "foo.br"(%arg2, %4#0)[^bb1] : (memref<?x2xindex, #map>, f8E4M3FNUZ) -> ()
      ^bb1(%12: complex<bf16>, %13: none, %14: complex<ui1>):  // 2 preds: ^bb0, ^bb2
        "my_dialect.thing"(%4#0, %4#3) : (f8E4M3FNUZ, !x.type) -> ()
        "foo.bar.baz"() {_u2 = 234.915775999999993928 : f80, attr1 = dense_resource<weights1> : tensor<6xi8>, "quoted key 0" = #my.v<33 [<f32 13> , -8 , <"x y">] [f32]>} : () -> ()
        "x.switch"(%4#2, %5)[^bb2] {_u1 = [#set, 5.628860e+28 : f32, -1 : i8], _u2 = 1.000000e-30 : f64, k$0 = #map1} : (ui64, (!bar<"a b">, tensor<1x3x4x!my_dialect.a.b>, tf32) -> ui64) -> ()
      ^bb2(%15: i16, %16: i8, %17: none):  // pred: ^bb1
        "a.jump"(%16, %8#2, %17)[^bb1] : (i8, complex<f6E3M2FN>, none) -> ()
      }) {attr0 = #map2, my.k1, value2 = "\00\00_\000X.\E6\97\A5\E6\9C\AC\\\7F\22"} : () -> ()
    ^bb1(%10: vector<14x7xi17>, %11: i128):  // 3 preds: ^bb0, ^bb0, ^bb1
      "cfx.cond_br"()[^bb1] : () -> ()
    }, {
    ^bb0(%arg0: i24):
      %6 = "foo.compute"(%4#0) {foo.k0 = dense<-0.000000e+00> : tensor<220xf8E3M4>, my.k2 = #map3, "quoted key 3" = [], z91 = 1 : si64} : (f8E4M3FNUZ) -> index
    }) {_u0 = #distinct1, b1 = i7} : (ui1, ui64) -> ()
  ^bb2:  // pred: ^bb1
    "x.switch"(%0, %4#3)[^bb3] <{b1 = dense<"!\22\0A"> : tensor<!foo.str>, sym_name2, x0}> : (vector<16xi16>, !x.type) -> ()
  ^bb3:  // pred: ^bb2
    "bar.yield"(%4#3, %4#3, %4#2) : (!x.type, !x.type, ui64) -> ()
  }) : (i1024) -> ()
  "foo.compute"(%4#1) <{_u1 = {"quoted key 1" = dense<["X@X0\\\\X\\a<a", "\22/@X.\FD"]> : tensor<2x!foo.str>, z90 = array<i16: 1, 0, 1, 5>}, z90 = #my.a}> : (i1024) -> ()
  "foo.bar.baz"(%4#1, %4#1) {_u0 = 2.000000e+00 : f4E2M1FN} : (i1024, i1024) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000BAB4F97CAB066021",
      weights1: "0x0400000066A4FEC42F45"
    }
  }
#-}

