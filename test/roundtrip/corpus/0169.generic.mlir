#loc = loc("src/x.py":45:0)
#map = affine_map<(d0, d1)[s0] -> (d0, (d0 mod 3) mod 9)>
#map1 = affine_map<(d0) -> (5)>
#map2 = affine_map<(d0, d1)[s0] -> (-(s0 * s0), d0, s0)>
"builtin.module"() ({
  %0:3 = "foo.bar"() : () -> (complex<i16>, f8E4M3B11FNUZ, vector<[9]x9x15xsi1024>)
  %1:4 = "my_dialect.thing"() {"quoted key 1" = dense<> : tensor<4x0xui32>, sym_name0 = dense<(75,-18)> : tensor<complex<i32>>} : () -> (complex<f16>, f64, i1, !my_dialect.t_1)
  "z.nop"(%1#2, %1#1) ({
  }) : (i1, f64) -> ()
  %2:3 = "foo.compute"(%0#2) ({
    "bar.yield"(%1#1) {z90 = 0 : si1} : (f64) -> ()
    %32:4 = "x.y"(%1#1) : (f64) -> (tuple<i32>, ui32, i1024, memref<2x210x?xcomplex<f6E3M2FN>>)
    %33 = "a.b"() : () -> index
  }) {my.k0 = array<i32: -9407, -1, 1>} : (vector<[9]x9x15xsi1024>) -> (f32, f32, !x.t_1)
  "d.op_1"(%1#3, %2#0, %0#1) {value0 = "\\{b\00b0\7F\22\7F\22*\C3\A9", x1 = @"0start"} : (!my_dialect.t_1, f32, f8E4M3B11FNUZ) -> ()
  %3:4 = "foo.compute"(%2#2, %0#1) : (!x.t_1, f8E4M3B11FNUZ) -> (f16, i128, memref<4x2xf32, strided<[39, ?]>>, tuple<index, ui64, f64>)
  "foo.compute"(%3#1, %3#0) : (i128, f16) -> ()
  "z.nop"(%2#1, %3#2) : (f32, memref<4x2xf32, strided<[39, ?]>>) -> ()
  %4:3 = "foo.bar.baz"() : () -> (memref<?x?x542xui64, strided<[18, ?, 39], offset: 12>, {kind = "scratch"}>, f64, si1)
  %5:3 = "bar.yield"(%2#1, %3#3, %4#2) <{sym_name1 = -1 : i8, value0}> : (f32, tuple<index, ui64, f64>, si1) -> (tensor<240xf64, #foo.enc>, none, tuple<f64, index, i3, ui1>)
  %6 = "bar.yield"(%5#1, %4#2) : (none, si1) -> tensor<f80>
  %7 = "z.nop"(%6) {_u1, foo.k2, sym_name3, z90} : (tensor<f80>) -> !foo.type
  %8 = "foo.bar"() ({
  ^bb0(%arg7: !my_dialect.t<a.b, ?, ?>, %arg8: vector<4x8x11xf16>, %arg9: tuple<>):
  }) {attr0 = [], value1 = "z!-A.", x2 = 0.200000000000000011102 : f80} : () -> ui1024
  %9:2 = "foo.bar.baz"(%6, %7, %5#2) {b2 = array<i8: -1, -128, 0, -1>, foo.k1 = tuple<>, k$0 = dense<(92,-56)> : tensor<complex<i32>>, z93 = dense<":!@"> : tensor<!foo.str>} : (tensor<f80>, !foo.type, tuple<f64, index, i3, ui1>) -> (memref<2xcomplex<f80>, strided<[1]>>, memref<55x3xf8E4M3FNUZ>)
  %10 = "foo.bar"() ({
  ^bb0(%arg5: (!bar.a.b) -> (), %arg6: vector<11x16xf8E4M3B11FNUZ>):
    "z.nop"(%9#1, %9#1, %1#1) ({
      %31 = "d.op_1"() : () -> memref<?xbf16, "gpu">
    }) {attr2 = "}", b0 = #loc, foo.k3 = dense<[0x80, 1.250000e-01, -6.500000e+00, 0x80]> : tensor<4xf8E4M3B11FNUZ>, k$1 = 25 : ui7} : (memref<55x3xf8E4M3FNUZ>, memref<55x3xf8E4M3FNUZ>, f64) -> ()
    "foo.compute"() : () -> ()
    "foo.bar.baz"(%9#1) : (memref<55x3xf8E4M3FNUZ>) -> ()
    %28 = "bar.yield"(%8, %arg6) ({
    }) : (ui1024, vector<11x16xf8E4M3B11FNUZ>) -> tensor<56xi3>
    %29:2 = "foo.compute"(%28) : (tensor<56xi3>) -> (si3, memref<?x29xui1, strided<[60, 8], offset: 10>>)
    %30 = "x.y"(%5#0, %5#1) <{_u1 = {_u1 = array<f32: 5.129000e+01, 6.973000e+03, 1.000000e-01, 7.525000e+00, -8.719000e+05>, k$0 = f64}, b2 = 0x4202A05F00C00000 : f64, foo.k0 = "\22ba\C3\A9\0A\0A% -\09\22"}> : (tensor<240xf64, #foo.enc>, none) -> tuple<i128, si32, index, f32>
  }) {b0, my.k1 = #map, x2 = dense<> : tensor<0x3x2xi64>} : () -> f16
  %11 = "x.y"(%9#1, %10, %8) : (memref<55x3xf8E4M3FNUZ>, f16, ui1024) -> tensor<3x4x0xcomplex<f16>>
  %12 = "bar.yield"(%10, %2#2) {my.k0 = false, sym_name1 = #map2, x2 = array<i8: 65, -128>, z93 = 0x7C00 : f16} : (f16, !x.t_1) -> memref<?xui3, #map1>
  %13 = "z.nop"() ({
    %21 = "d.op_1"(%3#2) <{b0 = -0.000000e+00 : f8E4M3FN, foo.k2 = @"0start", sym_name1}> ({
    ^bb0(%arg4: complex<i1>):
      %23 = "z.nop"(%11, %10, %7) : (tensor<3x4x0xcomplex<f16>>, f16, !foo.type) -> memref<?xcomplex<f16>, strided<[1], offset: ?>>
      %24 = "foo.bar"(%23, %4#2) <{a2 = {}, attr0 = #x<"abc">, k$1 = 0x7C00 : f16, k$3 = "/\\%!\0A0\22\CE/"}> : (memref<?xcomplex<f16>, strided<[1], offset: ?>>, si1) -> tuple<>
      %25 = "foo.bar"() : () -> memref<4x4xcomplex<f64>, strided<[?, 1]>, "shared">
      %26 = "foo.bar"() : () -> index
      %27 = "z.nop"(%1#1) {my.k1 = #x<"a b">, "quoted key 0" = []} : (f64) -> bf16
    }) : (memref<4x2xf32, strided<[39, ?]>>) -> memref<?x7xcomplex<f16>, strided<[?, ?]>>
    %22 = "foo.compute"() {d.k1 = -12807535408317187319803330103035852230 : si128, "quoted key 0" = "-%", x2 = 0 : i32} : () -> ui64
  }) : () -> tensor<39x17x600xi7, 0 : i32>
  %14 = "d.op_1"(%8) {b1 = {_u1 = {_u2 = @"x y"::@f_1::@b, k$0, x1 = dense<[[689.45490500000005, 1.000000e+02, 1.17549435E-38, 1.000000e+10], [7.881260e+05, 1.000000e-05, 2.400000e+06, -0.77450649999999999], [1.000000e+00, 4.098540e-01, 2.888100e+06, 5.237000e+00], [4.354700e+05, 1.000000e-05, -2.391000e+07, 1.1730781334376234E+49]]> : tensor<4x4xf64>}, foo.k2, "quoted key 0" = dense<1.000000e+02> : tensor<f32>}, b2 = dense<[[(89,-31), (15,-63), (39,-24)], [(72,-79), (59,-89), (36,-61)]]> : tensor<2x3xcomplex<i32>>, value0 = 3548893 : i64} : (ui1024) -> !bar.t<"x y",<56 <abc>>>
  %15:4 = "my_dialect.thing"(%14, %14, %11) : (!bar.t<"x y",<56 <abc>>>, !bar.t<"x y",<56 <abc>>>, tensor<3x4x0xcomplex<f16>>) -> (i16, i32, !foo.type, vector<i1>)
  %16 = "foo.compute"(%4#1) <{z90 = -5.859380e-03 : f8E5M2FNUZ}> ({
  ^bb0(%arg0: bf16):
    "foo.br"(%1#1, %3#2)[^bb1, ^bb2] <{}> ({
    ^bb0(%arg1: !my_dialect<"abc">, %arg2: complex<f8E4M3FN>, %arg3: f8E4M3FNUZ):
      %20 = "foo.bar.baz"(%arg3, %9#0) {k$0 = dense_resource<r.0> : tensor<3xi64>} : (f8E4M3FNUZ, memref<2xcomplex<f80>, strided<[1]>>) -> f32
    }) : (f64, memref<4x2xf32, strided<[39, ?]>>) -> ()
  ^bb1:  // pred: ^bb0
    "foo.br"(%15#0)[^bb2, ^bb2] {attr0 = 3 : index, attr2 = 1678076 : i24, k$1 = tuple<i32>, value3} : (i16) -> ()
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    %19:4 = "d.op_1"(%15#1, %15#2) : (i32, !foo.type) -> (memref<4x4xcomplex<f64>, strided<[?, 1]>, "shared">, memref<345xf64, 5>, !bar.type, tensor<?x35x?xi32>)
  }, {
    "bar.yield"() : () -> ()
  }, {
  ^bb0:
  }) {a0 = [[unit]]} : (f64) -> ui32
  %17:3 = "z.nop"(%16, %15#2) <{d.k1 = false, value0 = []}> : (ui32, !foo.type) -> (f8E4M3B11FNUZ, bf16, tuple<f64, complex<bf16>, tf32, f6E3M2FN>)
  %18:4 = "foo.bar"(%4#2, %4#2, %9#0) {_u2, k$1 = array<i32: -1, 0, -1, -1>, value0 = false} : (si1, si1, memref<2xcomplex<f80>, strided<[1]>>) -> (i32, tensor<2x489xf16>, i1, !x.t_1)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000056D8133620F1542729D86A7FEEFAD955AA83F947471DCDA"
    }
  }
#-}

