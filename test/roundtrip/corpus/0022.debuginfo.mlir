#loc13 = loc("":8:8 to 9:73)
#map = affine_map<(d0, d1, d2)[s0] -> ((s0 floordiv 4) * 4)>
#map1 = affine_map<(d0, d1)[s0, s1] -> (s0 floordiv 5 + 5)>
"builtin.module"() ({
  %0 = "my_dialect.thing"() : () -> tensor<57x?x0xi1> loc(#loc1)
  %1:3 = "foo.bar"() ({
  }, {
    "builtin.module"() ({
      %4 = "foo.op"() {a0 = #my.a} : () -> tensor<942xcomplex<f16>> loc(#loc4)
      %5:2 = "foo.compute"(%4, %4) {my.k0 = [sparse<[[2], [2], [3], [2]], [1.17549435E-38, 556.84314500000005, 788196269113.22437, 9.9999999999999997E+37]> : tensor<4xf64>], sym_name1 = #map} : (tensor<942xcomplex<f16>>, tensor<942xcomplex<f16>>) -> (!foo.t<77,"x y">, f32) loc(#loc14)
      %6 = "my_dialect.thing"(%5#0) {foo.k1 = @"x y"::@f_1::@a, "quoted key 0" = vector<11x11x14xf64>} : (!foo.t<77,"x y">) -> si7 loc(#loc7)
      "foo.bar"(%5#0) {foo.k3 = 1.880000e+02 : bf16, k$0 = complex<bf16>, value2 = @b, z91 = "_\\bX" : i16} : (!foo.t<77,"x y">) -> () loc(#loc8)
      "my_dialect.thing"(%4, %5#0, %4) : (tensor<942xcomplex<f16>>, !foo.t<77,"x y">, tensor<942xcomplex<f16>>) -> () loc(#loc9)
      %7:3 = "a.b"() : () -> (si128, complex<f64>, vector<4x[1]xf16>) loc(#loc15)
    }) : () -> () loc(#loc3)
  }) {a1 = 1.000000e-30 : f32, a2, my.k3 = #map1, value0 = 1.491930e+05 : f64} : () -> (tuple<>, f64, complex<f64>) loc(#loc2)
  %2 = "foo.bar"(%0, %1#2, %0) : (tensor<57x?x0xi1>, complex<f64>, tensor<57x?x0xi1>) -> vector<16xf8E5M2> loc(#loc11)
  %3:4 = "x.y"(%1#2) <{value0}> {foo.k0 = {_u0 = 41 : index, "quoted key 1" = true, x2 = 2.000000e+00 : f64, z93 = 0.000000e+00 : f8E4M3B11FNUZ}, sym_name1} : (complex<f64>) -> (vector<5x4xf16>, !x.t_1, si17, f8E8M0FNU) loc(#loc12)
}) {foo.module_attr = {k$2 = #loc13, sym_name0, sym_name3 = 12 : index, x1 = @"0start"::@"0start"::@s$}} : () -> () loc(#loc)
#loc = loc("src/x.py":50:16 to :59)
#loc1 = loc("0022.in.mlir":2:7)
#loc2 = loc("with \22q\22")
#loc3 = loc("0022.in.mlir":5:1)
#loc4 = loc("0022.in.mlir":6:7)
#loc5 = loc("f":153:394)
#loc6 = loc(unknown)
#loc7 = loc("0022.in.mlir":8:6)
#loc8 = loc("-":217:4294967295)
#loc9 = loc("0022.in.mlir":10:1)
#loc10 = loc("f":16:8 to :2)
#loc11 = loc("-":468:0)
#loc12 = loc("op.1")
#loc14 = loc(callsite(#loc5 at #loc6))
#loc15 = loc(callsite(#loc10 at #loc6))

