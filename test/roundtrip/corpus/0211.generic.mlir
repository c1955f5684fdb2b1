#distinct = distinct[0]<2.000000e+00 : f8E4M3FN>
#map = affine_map<()[s0, s1] -> (s0 * s1 - s0 * 3, (-s1) mod 4)>
#map1 = affine_map<() -> (61)>
#set = affine_set<(d0) : (d0 floordiv 9 + 6 >= 0, (-d0) floordiv 7 - 32 >= 0)>
"builtin.module"() <{sym_name = "m40"}> ({
  %0:4 = "foo.compute"() {my.k1 = #map, sym_name0 = 511347069037238808497722040249236175 : si128} : () -> (f8E5M2, tuple<>, f6E3M2FN, !my_dialect.param<?,-2,<i8 , ["x y"]>>)
  "foo.bar"(%0#1, %0#3) : (tuple<>, !my_dialect.param<?,-2,<i8 , ["x y"]>>) -> ()
  %1:4 = "foo.bar.baz"(%0#2, %0#1, %0#0) {attr0 = dense<(-4.143730439000951E-189,-1.000000e+300)> : tensor<complex<f64>>} : (f6E3M2FN, tuple<>, f8E5M2) -> (f64, f8E4M3FNUZ, i24, tuple<>)
  "d.op_1"(%1#0) : (f64) -> ()
  %2 = "x.y"() ({
  ^bb0(%arg0: ui7, %arg1: tuple<>, %arg2: index):
    "z.nop"(%1#3, %arg2, %arg2) : (tuple<>, index, index) -> ()
    %23 = "foo.compute"(%arg0) : (ui7) -> !bar<"a b">
    %24 = "foo.bar.baz"(%23, %1#2) <{attr2 = -1 : i8, b0 = #foo<"a b">, sym_name1 = dense<[525622, 0, 1]> : tensor<3xsi32>}> ({
    }) : (!bar<"a b">, i24) -> memref<*xindex>
    %25 = "a.b"(%0#2, %arg2) : (f6E3M2FN, index) -> tuple<f128, f32>
    "my_dialect.thing"(%24) {attr0 = -3.437500e-01 : f8E4M3, b1, value2 = 1.000000e+10 : f64, x3 = 1 : index} : (memref<*xindex>) -> ()
  }) {"quoted key 0" = 0 : si17} : () -> i1024
  %3 = "d.op_1"(%2, %0#3, %1#2) {_u2 = array<i32: -6, -1>, a0 = sparse<[[0, 1]], -1> : tensor<4x5xi64>, x1 = #distinct} : (i1024, !my_dialect.param<?,-2,<i8 , ["x y"]>>, i24) -> tensor<*xf16>
  %4 = "bar.yield"(%2, %2, %2) : (i1024, i1024, i1024) -> ui3
  %5 = "foo.bar"(%4, %3) {value0 = [@main, "}<-\00", -1, @b]} : (ui3, tensor<*xf16>) -> f32
  %6:4 = "x.y"(%0#2, %5, %0#0) : (f6E3M2FN, f32, f8E5M2) -> (tf32, si16, tensor<*xbf16>, (index, index) -> ())
  %7 = "d.op_1"() : () -> complex<ui16>
  %8 = "z.nop"() ({
    "foo.op"(%6#3, %6#0) <{attr1 = affine_map<(d0, d1)[s0, s1] -> (s0 * 2, (d1 mod 8) mod 3, s1 floordiv 2)>, sym_name2 = [#bar.v<"x y", ?>, 859, affine_map<(d0, d1, d2)[s0] -> (d2 * 4)>], z90 = "<" : f64}> : ((index, index) -> (), tf32) -> ()
  }) {k$0 = -64 : i7} : () -> index
  %9:3 = "foo.bar.baz"(%7) : (complex<ui16>) -> (i8, f8E4M3B11FNUZ, complex<bf16>)
  %10 = "z.nop"(%9#2, %0#3, %0#3) <{a1 = #my.a<"x y">, sym_name2 = @main, value0}> : (complex<bf16>, !my_dialect.param<?,-2,<i8 , ["x y"]>>, !my_dialect.param<?,-2,<i8 , ["x y"]>>) -> si64
  "my_dialect.thing"(%10, %10) : (si64, si64) -> ()
  %11 = "z.nop"(%9#1) {a0 = {my.k3 = #foo.v<[i8]>, sym_name1 = #foo.v<<i8 a.b>>, sym_name2 = true, x0 = "\0A%\09*}\\"}} : (f8E4M3B11FNUZ) -> memref<130x?x1xui32, strided<[?, ?, 1]>>
  %12:2 = "d.op_1"(%9#1, %0#2, %11) : (f8E4M3B11FNUZ, f6E3M2FN, memref<130x?x1xui32, strided<[?, ?, 1]>>) -> (none, complex<i8>)
  %13:4 = "foo.bar.baz"(%12#1, %12#0) ({
  }, {
    %16 = "x.y"(%12#1, %12#1, %5) ({
      "foo.compute"(%12#0, %11) : (none, memref<130x?x1xui32, strided<[?, ?, 1]>>) -> ()
      %18 = "foo.bar.baz"() <{_u0 = #foo<"x<1>">, d.k1 = 2.800000e+01 : f6E3M2FN, z92 = -1 : i16}> ({
        "z.nop"(%1#1, %11, %5) {value0 = -1 : i64} : (f8E4M3FNUZ, memref<130x?x1xui32, strided<[?, ?, 1]>>, f32) -> ()
        %20:3 = "a.b"(%6#1, %12#1, %0#0) {b1 = complex<f4E2M1FN>, foo.k3 = #foo.a<{{?} "x y"} "x y" {?, {i8 , ?}}>, value0 = -251739 : index, x2 = #map1} : (si16, complex<i8>, f8E5M2) -> (vector<8x10x[11]xf64>, tensor<f6E3M2FN>, f32)
        %21:4 = "foo.bar"(%0#3) <{value0 = dense<2.681000e+00> : tensor<1xf32>}> {"quoted key 1", value0 = 1 : ui1} : (!my_dialect.param<?,-2,<i8 , ["x y"]>>) -> (tuple<f8E4M3FN, si1024, si32, f16>, tuple<>, complex<f8E5M2>, f8E3M4)
        "foo.op"(%11, %21#0, %21#3) {d.k0 = tensor<*xf64>} : (memref<130x?x1xui32, strided<[?, ?, 1]>>, tuple<f8E4M3FN, si1024, si32, f16>, f8E3M4) -> ()
        %22 = "foo.bar"() : () -> complex<f8E4M3B11FNUZ>
      }) {foo.k2 = dense<[[(99,-43), (84,-42), (50,-85)], [(24,-67), (93,-9), (3,-80)], [(65,-15), (19,-43), (47,-14)]]> : tensor<3x3xcomplex<i32>>, sym_name1 = #x.a<"x y">, value0} : () -> i128
      "foo.op"(%12#0, %11) : (none, memref<130x?x1xui32, strided<[?, ?, 1]>>) -> ()
      %19:3 = "z.nop"(%11, %6#3, %9#2) : (memref<130x?x1xui32, strided<[?, ?, 1]>>, (index, index) -> (), complex<bf16>) -> (tuple<f6E2M3FN, f32>, tensor<315x1x?x?xcomplex<bf16>>, !foo.v<51>)
      "foo.bar.baz"(%18, %19#2, %19#0) : (i128, !foo.v<51>, tuple<f6E2M3FN, f32>) -> ()
    }) : (complex<i8>, complex<i8>, f32) -> index
    %17 = "foo.compute"(%5, %12#0) {b2 = array<i1: false>, d.k0 = #set, value1 = 6.444480e+05 : f64} : (f32, none) -> i128
    "x.y"(%1#2, %16) {b1 = 0x7F : f8E4M3FN, x0 = true} : (i24, index) -> ()
    "a.b"(%4) {d.k2 = -1.875000e-01 : f6E3M2FN, value0 = false, x1 = 28 : index} : (ui3) -> ()
    "foo.bar.baz"(%16, %6#3, %11) {_u1 = #my.a<"x y", -5, f32>, _u2 = !x.t<-2>, b3 = 1.175490e-38 : bf16, value0} : (index, (index, index) -> (), memref<130x?x1xui32, strided<[?, ?, 1]>>) -> ()
  }) : (complex<i8>, none) -> (f16, complex<f8E8M0FNU>, memref<6x43xindex, strided<[1, 1]>>, complex<si8>)
  %14:3 = "x.y"(%13#1) : (complex<f8E8M0FNU>) -> (() -> (!bar<"abc">, ui32), complex<f32>, complex<f64>)
  "foo.bar"(%14#1, %2) : (complex<f32>, i1024) -> ()
  %15 = "foo.bar"(%14#0, %8) : (() -> (!bar<"abc">, ui32), index) -> i1
}) : () -> ()

