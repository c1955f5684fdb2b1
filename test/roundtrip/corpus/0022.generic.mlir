#loc = loc("":8:8 to 9:73)
#map = affine_map<(d0, d1, d2)[s0] -> ((s0 floordiv 4) * 4)>
#map1 = affine_map<(d0, d1)[s0, s1] -> (s0 floordiv 5 + 5)>
"builtin.module"() ({
  %0 = "my_dialect.thing"() : () -> tensor<57x?x0xi1>
  %1:3 = "foo.bar"() ({
  }, {
    "builtin.module"() ({
      %4 = "foo.op"() {a0 = #my.a} : () -> tensor<942xcomplex<f16>>
      %5:2 = "foo.compute"(%4, %4) {my.k0 = [sparse<[[2], [2], [3], [2]], [1.17549435E-38, 556.84314500000005, 788196269113.22437, 9.9999999999999997E+37]> : tensor<4xf64>], sym_name1 = #map} : (tensor<942xcomplex<f16>>, tensor<942xcomplex<f16>>) -> (!foo.t<77,"x y">, f32)
      %6 = "my_dialect.thing"(%5#0) {foo.k1 = @"x y"::@f_1::@a, "quoted key 0" = vector<11x11x14xf64>} : (!foo.t<77,"x y">) -> si7
      "foo.bar"(%5#0) {foo.k3 = 1.880000e+02 : bf16, k$0 = complex<bf16>, value2 = @b, z91 = "_\\bX" : i16} : (!foo.t<77,"x y">) -> ()
      "my_dialect.thing"(%4, %5#0, %4) : (tensor<942xcomplex<f16>>, !foo.t<77,"x y">, tensor<942xcomplex<f16>>) -> ()
      %7:3 = "a.b"() : () -> (si128, complex<f64>, vector<4x[1]xf16>)
    }) : () -> ()
  }) {a1 = 1.000000e-30 : f32, a2, my.k3 = #map1, value0 = 1.491930e+05 : f64} : () -> (tuple<>, f64, complex<f64>)
  %2 = "foo.bar"(%0, %1#2, %0) : (tensor<57x?x0xi1>, complex<f64>, tensor<57x?x0xi1>) -> vector<16xf8E5M2>
  %3:4 = "x.y"(%1#2) <{value0}> {foo.k0 = {_u0 = 41 : index, "quoted key 1" = true, x2 = 2.000000e+00 : f64, z93 = 0.000000e+00 : f8E4M3B11FNUZ}, sym_name1} : (complex<f64>) -> (vector<5x4xf16>, !x.t_1, si17, f8E8M0FNU)
}) {foo.module_attr = {k$2 = #loc, sym_name0, sym_name3 = 12 : index, x1 = @"0start"::@"0start"::@s$}} : () -> ()

