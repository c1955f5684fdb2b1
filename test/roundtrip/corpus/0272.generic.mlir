!tuple = tuple<f64, f8E8M0FNU, f16, bf16, tensor<?x?x4xi24>, f8E5M2, f8E4M3FN, si32, i32, f64, ui1, f16, si24, si3, ui1, f32, index, si8, tensor<0xindex>, f4E2M1FN, i64, f32>
#map = affine_map<(d0, d1, d2) -> ()>
#map1 = affine_map<(d0) -> (7, -(d0 ceildiv 7), d0 floordiv 5)>
#set = affine_set<(d0, d1, d2) : (d1 * 3 + 6 >= 0)>
"builtin.module"() ({
  %0 = "x.y"() : () -> memref<*xi1>
  %1 = "bar.yield"(%0, %0, %0) : (memref<*xi1>, memref<*xi1>, memref<*xi1>) -> !bar<"abc">
  "d.op_1"() : () -> ()
  %2 = "my_dialect.thing"(%0, %0, %1) ({
    "bar.yield"(%1, %0) {attr2 = 2 : index, k$1 = tuple<>, sym_name0 = dense<> : tensor<2x0x4xsi64>} : (!bar<"abc">, memref<*xi1>) -> ()
    %4 = "foo.bar.baz"(%0, %0, %1) : (memref<*xi1>, memref<*xi1>, !bar<"abc">) -> ((complex<ui8>, complex<f16>) -> (complex<i17>, f16))
    %5 = "foo.op"(%1, %0, %0) ({
      "my_dialect.thing"(%1, %0) <{a0 = 2.658460e+36 : bf16, my.k2 = affine_map<(d0, d1, d2)[s0, s1] -> ()>, sym_name1 = {x0 = 0x7F : f8E4M3FN}}> : (!bar<"abc">, memref<*xi1>) -> ()
      "d.op_1"(%1) <{a1 = affine_set<(d0, d1, d2)[s0] : ((d2 floordiv 5) mod 2 >= 0, (d1 mod 2) ceildiv 2 + 5 >= 0)>, attr2 = "\09z", attr3 = "\C3\9F\09*\09\7F\7F!b" : i128, x0 = -7.500000e-01 : f8E5M2}> {a0 = #set, k$1 = 17 : index} : (!bar<"abc">) -> ()
      %14:3 = "foo.bar.baz"(%0) : (memref<*xi1>) -> (memref<3x281xf8E8M0FNU, 4>, f6E3M2FN, tensor<?xvector<5x3xf128>, #foo.enc>)
      %15 = "foo.compute"(%14#0, %4, %1) ({
        %18 = "a.b"(%4, %14#1, %14#1) {attr0 = @f_1, d.k1 = 1.000000e-30 : f32, k$2 = 2.718750e+00 : f16} : ((complex<ui8>, complex<f16>) -> (complex<i17>, f16), f6E3M2FN, f6E3M2FN) -> memref<4x41x1xcomplex<ui64>, "local mem">
        %19 = "foo.compute"(%14#0, %14#2) {attr3 = #foo.v<"x y", <[95]>>, d.k1 = 6.010880e+05 : tf32, foo.k2 = {attr2 = 0x7E00 : f16, my.k1 = 0 : i64, value0 = #map, z93 = [sparse<[[0, 1]], -6.550400e+04> : tensor<4x2xf16>]}, x0 = 3.6676889324970298E+147 : f64} : (memref<3x281xf8E8M0FNU, 4>, tensor<?xvector<5x3xf128>, #foo.enc>) -> memref<5x28x3xvector<[9]x14xf8E5M2>>
      }) : (memref<3x281xf8E8M0FNU, 4>, (complex<ui8>, complex<f16>) -> (complex<i17>, f16), !bar<"abc">) -> vector<12x13x6xi1>
      %16:4 = "bar.yield"(%14#0) <{}> : (memref<3x281xf8E8M0FNU, 4>) -> (() -> (), vector<i32>, !tuple, !foo.a.b)
      %17:3 = "my_dialect.thing"(%15) <{a3 = {a1 = [], sym_name2 = affine_map<(d0, d1)[s0] -> ()>, x0 = {value0 = "\F0\9F\99\82\22\E6\97\A5\E6\9C\AC\00\00_\22'\00\CE\A9", value1 = true}}, foo.k1, my.k2 = #foo.b.c, value0 = 3.6676889324970298E+147 : f64}> : (vector<12x13x6xi1>) -> (none, vector<si3>, tensor<?x0x?xindex>)
    }, {
    ^bb0(%arg2: f8E4M3):
      %8 = "foo.compute"() <{}> : () -> f16
      %9 = "x.y"() {a0 = #map1} : () -> tensor<!bar.param<abc <? {?,true} {-8 -7 "x y"}> {-5 , abc , f32}>>
      %10 = "bar.yield"(%4, %9, %8) : ((complex<ui8>, complex<f16>) -> (complex<i17>, f16), tensor<!bar.param<abc <? {?,true} {-8 -7 "x y"}> {-5 , abc , f32}>>, f16) -> ((ui1, f6E3M2FN) -> vector<si3>)
      %11:2 = "foo.op"(%10, %10) ({
        "builtin.module"() ({
          %13:3 = "my_dialect.thing"() : () -> (f16, i16, bf16)
        }) : () -> ()
      }) : ((ui1, f6E3M2FN) -> vector<si3>, (ui1, f6E3M2FN) -> vector<si3>) -> (vector<si3>, f32)
      %12:4 = "z.nop"(%11#0, %11#1, %11#1) <{d.k0 = dense<[[2.751460e+09, 1.208320e+05], [1.000980e-01, 4.554750e+06], [6.720000e+02, -3.499420e-13], [9.984020e-31, 6.283420e+19]]> : tensor<4x2xbf16>}> {k$2 = array<i64: 0>, my.k0, my.k1 = "\00_\C3\A90\C3\A9\00'*X/"} : (vector<si3>, f32, f32) -> (complex<si17>, tensor<1x1x2xvector<10x[2]x10xui8>>, memref<7x6x1xf32, strided<[1, ?, 1]>, "gpu">, memref<4x1xi17, "gpu">)
      "a.b"(%12#0) {a0 = array<i16: 15>, a1 = {foo.k0 = "\00-\00X\F0\9F\99\82"}, my.k2 = 4.253530e+37 : bf16, sym_name3 = array<i64: -1, -1, 768589011795, -9223372036854775808>} : (complex<si17>) -> ()
    }) {x0} : (!bar<"abc">, memref<*xi1>, memref<*xi1>) -> f4E2M1FN
    %6 = "x.y"() : () -> complex<i3>
    %7 = "foo.bar.baz"() : () -> si32
  }, {
  ^bb0:
  }, {
  ^bb0(%arg0: complex<f8E5M2>, %arg1: i32):
    %3 = "my_dialect.thing"(%0) {x0 = true} : (memref<*xi1>) -> tuple<vector<si3>, i8, vector<9xui64>>
  }) {attr3, b2 = 51 : ui16, value0 = -1 : si17, z91 = "X\22\99<*\7F\0A!\22"} : (memref<*xi1>, memref<*xi1>, !bar<"abc">) -> f64
}) {foo.module_attr = dense<[[0, 127, 0, 0], [84, 0, 5, 0], [0, 0, 0, 1], [0, 94, 1, 1]]> : tensor<4x4xui7>} : () -> ()

