#distinct = distinct[0]<!foo.v<abc>>
#map = affine_map<(d0, d1)[s0] -> (210, d0 + s0 + 8, (s0 mod 7) mod 2)>
"builtin.module"() ({
  %0 = "my_dialect.thing"() {a1 = "\CE\A9", d.k3 = 101354755610906781 : i64, my.k2 = [], value0} : () -> i24
  "a.b"(%0, %0) : (i24, i24) -> ()
  %1 = "my_dialect.thing"(%0) <{d.k1 = {_u1 = dense<14> : tensor<ui64>, k$2 = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + s0)>, my.k0 = distinct[1]<>, x3 = []}, foo.k0 = sparse<[[1, 0], [0, 1], [2, 1], [2, 0]], [-1, 0, 0, 0]> : tensor<3x2xi32>, sym_name2 = "\00<Wb@"}> {value0 = dense<> : tensor<0xbf16>} : (i24) -> memref<2x14x?xvector<15xf8E5M2FNUZ>>
  "bar.yield"(%1, %1) {a0 = -1 : i8, attr2, d.k1, my.k3 = 1.000000e+00 : f4E2M1FN} : (memref<2x14x?xvector<15xf8E5M2FNUZ>>, memref<2x14x?xvector<15xf8E5M2FNUZ>>) -> ()
  %2:2 = "bar.yield"(%0, %0) : (i24, i24) -> ((bf16, memref<?x4xsi16>, !x.t<abc, [{-3 , ? , -0}, true, [?,11,?]], 56>) -> (), bf16)
  "foo.op"(%2#1, %1, %0) <{a1 = "", b0 = #foo.p<?>}> {a2 = "" : si32, a3 = dense<(1.8510259708973909E+117,-2.000000e-01)> : tensor<1x4x3xcomplex<f64>>, b1 = {sym_name0 = false}, z90 = "z'_\C3\A9<\C3\A9\0A\00\22a"} : (bf16, memref<2x14x?xvector<15xf8E5M2FNUZ>>, i24) -> ()
  "d.op_1"(%2#0) <{attr0 = "}z\00\09\F0\9F\99\82<0{0%./", k$2 = tuple<f64, i1, i32, i1>, sym_name1 = affine_set<(d0)[s0, s1] : (-5 == 0, 5 >= 0, d0 + 1 == 0)>}> {my.k0, "quoted key 1", x2 = #bar.a<i8 83>, x3} : ((bf16, memref<?x4xsi16>, !x.t<abc, [{-3 , ? , -0}, true, [?,11,?]], 56>) -> ()) -> ()
  %3 = "foo.op"(%2#0, %2#0, %2#0) {attr0, d.k3 = dense<1> : vector<1xui17>, value2, x1 = !foo<"a b">} : ((bf16, memref<?x4xsi16>, !x.t<abc, [{-3 , ? , -0}, true, [?,11,?]], 56>) -> (), (bf16, memref<?x4xsi16>, !x.t<abc, [{-3 , ? , -0}, true, [?,11,?]], 56>) -> (), (bf16, memref<?x4xsi16>, !x.t<abc, [{-3 , ? , -0}, true, [?,11,?]], 56>) -> ()) -> index
  %4:3 = "foo.op"(%2#0) ({
    %11 = "foo.bar"(%1, %1) {"quoted key 1" = dense<[[1872842260, -1241799305, 21937466, -176462876], [-2007565560, 748630872, -1846211413, -935800533], [1161879935, 1198914962, -546360391, -2137419306]]> : tensor<3x4xi32>, value0 = array<f64: -4.265000e+09, 959.29411600000003>} : (memref<2x14x?xvector<15xf8E5M2FNUZ>>, memref<2x14x?xvector<15xf8E5M2FNUZ>>) -> complex<f32>
    "foo.compute"(%2#0, %11) {a3 = @a::@"x y", attr0 = "0s\FD\F0\9F\99\82!\22\0A\C3\9F", d.k2 = dense<-9.7752576E+17> : tensor<4x2x1xf32>, my.k1 = -36 : i17} : ((bf16, memref<?x4xsi16>, !x.t<abc, [{-3 , ? , -0}, true, [?,11,?]], 56>) -> (), complex<f32>) -> ()
    %12 = "foo.op"(%0, %1, %3) {a1 = dense<0x7C00> : tensor<f16>, z90 = 0x70 : f8E3M4} : (i24, memref<2x14x?xvector<15xf8E5M2FNUZ>>, index) -> f64
    %13 = "foo.op"(%3, %3) <{}> : (index, index) -> f64
    "foo.op"() ({
    ^bb0(%arg2: complex<f16>):
      %15:3 = "x.y"() ({
        %18:4 = "z.nop"(%arg2, %13, %13) <{sym_name0, z91}> : (complex<f16>, f64, f64) -> (tensor<vector<[14]x14xi64>>, f8E4M3FNUZ, ui8, vector<11x7xf16>)
        %19 = "d.op_1"(%arg2) : (complex<f16>) -> complex<f16>
        %20 = "x.y"(%18#2) : (ui8) -> tuple<f16, tf32, i1, si32>
        %21:4 = "foo.op"(%3) <{b2, "quoted key 0" = {attr0 = distinct[2]<>, b1, z92 = -7.500000e+00 : f8E4M3B11FNUZ}, sym_name1 = affine_map<() -> (-2)>}> {foo.k0 = -4 : i3} : (index) -> (() -> memref<?xi32>, i8, f32, f16)
        "x.switch"(%21#2)[^bb1] : (f32) -> ()
      ^bb1:  // pred: ^bb0
        "x.switch"(%21#1)[^bb2, ^bb2] <{value0 = 0.260952592 : f32}> : (i8) -> ()
      ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb3
        "foo.br"(%21#0, %11, %21#1)[^bb3] : (() -> memref<?xi32>, complex<f32>, i8) -> ()
      ^bb3:  // pred: ^bb2
        %22 = "a.b"(%21#0, %21#2, %21#0) <{b3 = "b\7F\CE\A9\09_\7F_X\00", "quoted key 1" = array<f32: 0.35466519, -1511.51794, 2.309000e+00>, sym_name2, value0}> {b0 = array<f64: -2.133320153184665E+153, -2.266000e+00>} : (() -> memref<?xi32>, f32, () -> memref<?xi32>) -> vector<si32>
        %23 = "a.b"() {a2 = ".aX  @_'\7F", d.k0 = sparse<[[2, 2, 0], [3, 1, 1]], [7, -2147483648]> : tensor<6x5x2xi32>, my.k1} : () -> tensor<19x7x1x16xcomplex<f64>>
        %24 = "foo.bar"(%22, %19, %21#1) : (vector<si32>, complex<f16>, i8) -> index
        %25 = "foo.compute"(%19, %21#3, %21#0) : (complex<f16>, f16, () -> memref<?xi32>) -> i17
        %26:3 = "a.b"(%24, %13) <{a3 = array<i1>, attr2 = dense<-1> : tensor<i3>, b0 = @a, my.k1 = "\00-\F0\9F\99\82\1F \\" : index}> : (index, f64) -> (none, tensor<2x3xf6E2M3FN, 4 : i32>, bf16)
        "a.jump"(%25, %2#1, %26#1)[^bb2] {attr1 = -1.2431466445110917E+154 : f64, d.k0} : (i17, bf16, tensor<2x3xf6E2M3FN, 4 : i32>) -> ()
      }) : () -> (!my_dialect.param<"x y">, vector<1x12xbf16>, index)
      %16 = "foo.compute"() : () -> complex<f6E2M3FN>
      %17 = "z.nop"(%15#2, %15#2) {_u0, value1 = #distinct} : (index, index) -> tensor<0x500xvector<16x3x[3]xf128>>
      "my_dialect.thing"() {b2 = [], foo.k0, foo.k1 = #x<"x<1>">, foo.k3 = 1 : i64} : () -> ()
    }, {
    }) : () -> ()
    %14 = "foo.bar.baz"() : () -> i32
  }) : ((bf16, memref<?x4xsi16>, !x.t<abc, [{-3 , ? , -0}, true, [?,11,?]], 56>) -> ()) -> (tensor<952xi1024>, f8E4M3, tuple<ui3, !bar.param<[{? , "x y"}, abc, [-4]]>, i3>)
  %5 = "bar.yield"(%3) : (index) -> complex<f16>
  %6 = "d.op_1"(%4#0, %4#0) <{d.k0 = "", z91 = affine_map<(d0, d1)[s0] -> (0)>}> : (tensor<952xi1024>, tensor<952xi1024>) -> i24
  "x.y"(%0, %5, %2#0) : (i24, complex<f16>, (bf16, memref<?x4xsi16>, !x.t<abc, [{-3 , ? , -0}, true, [?,11,?]], 56>) -> ()) -> ()
  %7 = "x.y"() {"quoted key 0" = true} : () -> vector<ui1>
  %8 = "foo.compute"(%7) : (vector<ui1>) -> f8E8M0FNU
  %9:2 = "z.nop"(%2#1) <{my.k0 = 47 : index}> ({
    "bar.yield"(%2#1) ({
    ^bb0(%arg0: vector<9xi24>, %arg1: complex<f8E4M3>):
      "x.switch"(%7)[^bb1, ^bb1] : (vector<ui1>) -> ()
    ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
      "a.jump"()[^bb1] <{sym_name1 = 0 : si1, x0 = dense<".b%\F0\9F\99\820}-z{z"> : tensor<1x!foo.str>}> : () -> ()
    }, {
    }, {
    }) {b0 = @c} : (bf16) -> ()
  }, {
  }) {foo.k0 = #map, k$2, x1 = dense<0> : tensor<3xi32>} : (bf16) -> (complex<i1>, tuple<f64>)
  %10:2 = "my_dialect.thing"(%5, %9#1) : (complex<f16>, tuple<f64>) -> (memref<?x1010x?xi32>, tensor<si7>)
}) {foo.module_attr = false} : () -> ()

