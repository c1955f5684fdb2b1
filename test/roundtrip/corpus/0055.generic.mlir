#distinct = distinct[0]<@"x y">
#map = affine_map<()[s0, s1] -> (s0 floordiv 6 - s0 - 2)>
"builtin.module"() ({
  %0:4 = "d.op_1"() : () -> (f8E4M3FNUZ, i24, i1, !foo.t_1)
  %1 = "foo.op"(%0#2) : (i1) -> !bar.v<[[?, "x y", "x y"] 47 ["x y", 16, 12]], "x y">
  %2 = "a.b"(%0#3) ({
  ^bb0(%arg1: index):
  }) : (!foo.t_1) -> f32
  "bar.yield"(%1, %0#2) {my.k1 = false, value0 = #my<"a b">} : (!bar.v<[[?, "x y", "x y"] 47 ["x y", 16, 12]], "x y">, i1) -> ()
  %3 = "d.op_1"(%2, %2) {foo.k0 = #distinct} : (f32, f32) -> tensor<1x61x3xi7>
  "bar.yield"() ({
    "x.y"(%2, %1, %1) : (f32, !bar.v<[[?, "x y", "x y"] 47 ["x y", 16, 12]], "x y">, !bar.v<[[?, "x y", "x y"] 47 ["x y", 16, 12]], "x y">) -> ()
    "my_dialect.thing"(%3, %1, %3) ({
    }) {my.k2 = #x.p<?>, x0 = 0 : ui8, z91 = #map} : (tensor<1x61x3xi7>, !bar.v<[[?, "x y", "x y"] 47 ["x y", 16, 12]], "x y">, tensor<1x61x3xi7>) -> ()
    %15:3 = "foo.bar"() : () -> (!my_dialect.t<<59 , {41 , "x y"} , -0>>, si32, vector<1x[10]xindex>)
  }) : () -> ()
  %4:2 = "foo.bar"(%0#2, %0#1, %2) {attr0} : (i1, i24, f32) -> (f32, !x.param<-1>)
  "foo.op"(%0#3, %4#1) : (!foo.t_1, !x.param<-1>) -> ()
  "bar.yield"(%0#3, %3, %0#0) ({
    "foo.op"(%3, %4#1, %2) : (tensor<1x61x3xi7>, !x.param<-1>, f32) -> ()
    %9:4 = "foo.bar.baz"(%3) : (tensor<1x61x3xi7>) -> (bf16, ui32, ui32, () -> ())
    %10 = "foo.compute"(%9#2) : (ui32) -> f32
    %11 = "foo.bar.baz"() ({
      %13 = "z.nop"(%9#3) {attr0 = [1.17549434999999996037300886928394262E-38 : f128]} : (() -> ()) -> i8
      "z.nop"(%0#1) ({
      ^bb0:
      }, {
      }, {
      }) : (i24) -> ()
      %14 = "foo.bar.baz"(%9#2, %4#1) : (ui32, !x.param<-1>) -> memref<1x5xcomplex<f8E4M3>, strided<[?, 1]>>
    }) : () -> complex<f8E5M2>
    %12:4 = "d.op_1"(%0#3, %10) {a0 = false} : (!foo.t_1, f32) -> (complex<i24>, complex<f6E2M3FN>, i16, i7)
  }, {
  ^bb0(%arg0: tensor<*xf32>):
    %8 = "foo.bar"() : () -> vector<i1024>
  }) : (!foo.t_1, tensor<1x61x3xi7>, f8E4M3FNUZ) -> ()
  %5:3 = "foo.bar"(%0#3) : (!foo.t_1) -> (tensor<i32>, none, index)
  %6 = "my_dialect.thing"() : () -> none
  %7 = "foo.bar.baz"(%5#0, %5#1) {b1 = {_u0 = dense<> : tensor<0x3x!foo.str>}, sym_name0 = dense<[[[3.054200e-01, 8.750000e+00, 0x7C00, 6.445310e+00], [0x7C00, 0x7C00, 4.985350e-01, -0.000000e+00], [8.750000e-01, 0x7E00, -2.296450e-02, 9.230000e+02]], [[8.304680e+00, 0x7C00, -5.972650e+00, -6.585000e+02], [5.000000e-01, -5.428130e+01, 5.000000e-01, 0x7C00], [-3.720000e+02, 0.000000e+00, 2.718750e+00, 0.000000e+00]]]> : tensor<2x3x4xf16>} : (tensor<i32>, none) -> complex<f32>
}) : () -> ()

