#distinct = distinct[0]<" #'--X '/\C3\A9">
#map = affine_map<(d0, d1, d2)[s0, s1] -> ((s0 + 7) floordiv 8, 2, d2 - d1)>
#set = affine_set<(d0)[s0] : (-d0 + 8 >= 0, -(d0 mod 9 + d0 ceildiv 4) + 4 >= 0, d0 ceildiv 2 >= 0)>
#set1 = affine_set<(d0)[s0] : (-(d0 + 54) + 9 >= 0)>
"builtin.module"() ({
  %0 = "a.b"() ({
  ^bb0(%arg10: tensor<*xf128>, %arg11: si7, %arg12: complex<i64>):
    "foo.compute"(%arg12, %arg12, %arg10) : (complex<i64>, complex<i64>, tensor<*xf128>) -> ()
    %25 = "a.b"(%arg12, %arg11, %arg12) <{"quoted key 0" = #x.a}> : (complex<i64>, si7, complex<i64>) -> f64
    %26 = "foo.op"(%25, %arg10) <{d.k0 = loc("f":113:86), my.k2 = 8.165760e+05 : f64, z91 = 6.500000e+00 : f8E3M4}> : (f64, tensor<*xf128>) -> tensor<*xi24>
    %27 = "foo.bar"(%arg11) <{z90 = -2 : si32}> {b2, k$0, value1} : (si7) -> complex<ui32>
    %28 = "a.b"() <{_u0 = " #'--X '/\C3\A9"}> : () -> (() -> f8E3M4)
  }) {sym_name1 = #distinct, value0, z92 = 2 : si24} : () -> i32
  %1:4 = "d.op_1"(%0) <{}> ({
  ^bb0(%arg7: complex<f6E2M3FN>, %arg8: complex<si64>, %arg9: complex<f64>):
  }) {attr0, my.k1 = dense_resource<weights0> : tensor<3xi32>, value2 = [[dense<888> : tensor<index>], dense<[[["'-<\C3\A9\C3\A9<0\22-\22"]], [["\D9\22\09"]], [["/ b\\\\\7F\00"]]]> : tensor<3x1x1x!foo.str>]} : (i32) -> (complex<f8E4M3FN>, none, i8, f8E4M3FN)
  "x.y"(%1#1, %0, %1#3) ({
    "x.switch"(%1#1)[^bb1] : (none) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "foo.op"(%1#0, %1#0) ({
      "z.nop"(%1#0, %1#0, %1#2) ({
      ^bb0(%arg6: complex<f32>):
        %24 = "bar.yield"(%1#2, %1#1) : (i8, none) -> none
      }) {_u1 = 0 : ui32, a0, attr2 = #bar.v<?>} : (complex<f8E4M3FN>, complex<f8E4M3FN>, i8) -> ()
      %22 = "my_dialect.thing"(%1#3) : (f8E4M3FN) -> memref<334x?x67xsi1, strided<[?, 37, 1], offset: 6>>
      %23 = "foo.op"(%22, %1#0, %1#1) {a1 = 2.557750e-03 : f16, d.k0 = sparse<[[0, 2, 2], [1, 1, 2]], [-1, 11333468]> : tensor<4x3x5xi32>} : (memref<334x?x67xsi1, strided<[?, 37, 1], offset: 6>>, complex<f8E4M3FN>, none) -> vector<[14]x6x13xf8E3M4>
    }, {
      %17 = "d.op_1"(%1#3) {my.k0 = "\22./\09*\\*\E6\97\A5\E6\9C\ACXa\09"} : (f8E4M3FN) -> complex<i3>
      %18 = "foo.bar.baz"(%1#3) : (f8E4M3FN) -> !foo.type
      %19 = "a.b"(%0) <{_u3 = 56 : index, attr0 = "\00_%_\09z \\\22", b1 = 0xFF39 : f16, my.k2 = "#0\\@.<\22\09"}> {attr2 = vector<16x9x16xsi32>, d.k1 = dense_resource<res_1> : tensor<2xi32>, value0 = @s$, x3 = sparse<[[2, 3, 3], [3, 4, 3], [2, 2, 3], [0, 0, 2]], [0, 14, 0, -2]> : tensor<5x5x4xi8>} : (i32) -> complex<f64>
      "foo.bar"(%17, %1#0) ({
        %20:3 = "x.y"() : () -> (memref<7xf16, "local mem">, bf16, tuple<f8E3M4>)
        %21:3 = "my_dialect.thing"(%18, %20#0, %20#0) <{}> {k$0 = #foo<"abc">, sym_name1 = -9366476468505187 : i64} : (!foo.type, memref<7xf16, "local mem">, memref<7xf16, "local mem">) -> (tensor<?x1xcomplex<i1>>, index, !bar.param<48,"x y">)
        "bar.yield"(%20#2, %18) : (tuple<f8E3M4>, !foo.type) -> ()
      }) {a0} : (complex<i3>, complex<f8E4M3FN>) -> ()
    }) {value1 = {_u0, b1 = -9223372036854775808 : si64}, z90 = @b} : (complex<f8E4M3FN>, complex<f8E4M3FN>) -> ()
    %15 = "x.y"(%0) {a0, b3 = -1 : si32, k$1 = " #'--X '/\C3\A9", x2 = array<i8: -12, 2, -1>} : (i32) -> complex<f80>
    "x.y"(%1#1, %1#3) <{d.k0, d.k1}> {a1 = "%-@b!\C3\A9 <\00 <", x0 = "\F0\9F\99\82\02"} : (none, f8E4M3FN) -> ()
    "a.b"(%0, %1#1) : (i32, none) -> ()
    %16 = "foo.op"(%1#2, %1#2, %0) <{"quoted key 0"}> {b0} : (i8, i8, i32) -> complex<f16>
    "a.jump"(%1#1)[^bb2, ^bb1] : (none) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb2
    "cfx.cond_br"(%1#0)[^bb2] <{a0 = "\C3\9F0\C3\A9X}.\\\0000\09" : f16, k$1 = tensor<4xi32, "sparse">, x2 = " #'--X '/\C3\A9"}> : (complex<f8E4M3FN>) -> ()
  }) : (none, i32, f8E4M3FN) -> ()
  "foo.bar.baz"(%1#0, %1#0, %1#3) <{foo.k1 = complex<f32>, foo.k2 = -5.695000e+02 : f16, k$0 = "!\00*\1E!z\00 'aF\22" : bf16}> ({
  ^bb0(%arg0: tuple<i24, tf32, index, ui32>):
    "foo.bar"() : () -> ()
    %2:2 = "x.y"(%1#2, %1#3, %1#3) <{_u0 = distinct[1]<"\09'">, _u2 = 3.04791415E+35 : f32, b1 = -0.55225049999999998 : f64}> : (i8, f8E4M3FN, f8E4M3FN) -> (index, (tensor<6xi1>) -> ())
    %3 = "foo.compute"(%arg0, %2#0, %2#0) ({
    }) {sym_name0 = complex<f128>, sym_name1 = "\C3\9F0\C3\A9X}.\\\0000\09" : f16} : (tuple<i24, tf32, index, ui32>, index, index) -> f64
    %4 = "foo.bar"(%1#0, %2#1, %2#0) ({
      %9:2 = "foo.op"() ({
        "cfx.cond_br"(%2#0)[^bb1] <{attr1 = 42 : index, d.k3, my.k0, "quoted key 2" = 1.000000e-05 : f64}> {b0 = dense<[[[827], [372], [74], [867]], [[169], [240], [122], [288]], [[377], [35], [817], [564]], [[720], [203], [597], [486]]]> : tensor<4x4x1xindex>, d.k1 = #x.p<?,-1,?>} : (index) -> ()
      ^bb1:  // pred: ^bb0
        "a.jump"()[^bb2] : () -> ()
      ^bb2:  // pred: ^bb1
        "my_dialect.thing"(%2#0, %arg0) <{_u1 = 1.500000e+00 : f64, a0 = loc("f":44:30 to 47:69)}> {attr0 = [#map, "!@\0A.a", -2205377798 : index], foo.k2 = 0x7F80 : bf16, foo.k3 = array<i64: -9223372036854775808, -1>, sym_name1 = "" : ui16} : (index, tuple<i24, tf32, index, ui32>) -> ()
      }, {
        "foo.br"(%3)[^bb1, ^bb1] : (f64) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb0
        "cfx.cond_br"(%1#0, %3, %2#0)[^bb2] : (complex<f8E4M3FN>, f64, index) -> ()
      ^bb2:  // pred: ^bb1
        %14 = "foo.compute"(%3, %1#2) <{sym_name0, sym_name1}> : (f64, i8) -> tuple<memref<?x571x7xsi16>, i1024>
      }, {
      }) : () -> (memref<8x24xui8, strided<[?, ?]>, 1>, vector<9xf64>)
      %10 = "foo.op"(%1#2, %9#0) <{_u0 = "'\09", a3 = affine_set<(d0)[s0, s1] : (3 >= 0, (s1 floordiv 6) mod 5 >= 0)>, d.k2 = array<i1: false, true, true, true, false>, value1 = dense<[[2, 0, 1]]> : tensor<1x3xi3>}> {x1 = dense<-21612> : tensor<2x1x1xi16>, z90} : (i8, memref<8x24xui8, strided<[?, ?]>, 1>) -> tuple<f8E5M2FNUZ, f16, complex<f16>, f32>
      %11 = "foo.op"(%9#0) : (memref<8x24xui8, strided<[?, ?]>, 1>) -> index
      %12 = "foo.compute"() <{sym_name0 = #map}> : () -> si17
      %13 = "foo.bar"(%11) : (index) -> index
    }, {
    ^bb0(%arg3: !my_dialect<"abc">, %arg4: i32, %arg5: index):
      %8 = "foo.compute"(%arg3, %arg5) {value0 = #set} : (!my_dialect<"abc">, index) -> none
    }, {
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<0x0x6x?xi1>):
      "a.jump"(%arg1, %0, %3)[^bb1] <{}> : (tensor<bf16>, i32, f64) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb1
      "x.switch"(%3, %arg2, %arg1)[^bb2, ^bb1] : (f64, tensor<0x0x6x?xi1>, tensor<bf16>) -> ()
    ^bb2(%5: complex<ui32>, %6: (f16, vector<i1024>) -> i32):  // pred: ^bb1
      %7 = "foo.op"(%1#0, %6, %2#0) : (complex<f8E4M3FN>, (f16, vector<i1024>) -> i32, index) -> ui8
    }) : (complex<f8E4M3FN>, (tensor<6xi1>) -> (), index) -> index
    "foo.op"(%2#1, %0, %3) {_u1, attr0 = @c::@c::@b, foo.k2 = @main::@x.y, k$3 = #set1} : ((tensor<6xi1>) -> (), i32, f64) -> ()
  }) : (complex<f8E4M3FN>, complex<f8E4M3FN>, f8E4M3FN) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000726BAD78E83519947D62A18E",
      res_1: "0x04000000459B164DD4783963"
    }
  }
#-}

