#map = affine_map<(d0)[s0] -> ()>
#map1 = affine_map<(d0, d1, d2) -> (d2, -(d2 floordiv 6), d2 * 21)>
#set = affine_set<(d0, d1)[s0, s1] : (d1 ceildiv 2 + d0 mod 5 - d1 * s0 >= 0)>
"builtin.module"() ({
  %0:3 = "d.op_1"() {attr0} : () -> (f64, ui16, complex<f8E8M0FNU>)
  %1 = "x.y"(%0#2, %0#2) : (complex<f8E8M0FNU>, complex<f8E8M0FNU>) -> i1
  %2 = "d.op_1"(%0#1, %0#0) : (ui16, f64) -> !foo<"x<y>">
  %3 = "x.y"(%2) {foo.k1 = "" : bf16, "quoted key 0" = 4550953110975 : i64} : (!foo<"x<y>">) -> tuple<>
  %4 = "foo.bar"(%0#2, %3) <{_u0, attr2 = 1.000000e-01 : f32, b1 = "\\-/\E6\97\A5\E6\9C\AC"}> {b0 = []} : (complex<f8E8M0FNU>, tuple<>) -> index
  %5:2 = "foo.op"(%1) {_u1 = false, sym_name0 = "\09.}\0A\00{%'", value2} : (i1) -> (si7, vector<1xsi1024>)
  %6 = "x.y"() <{z90 = "\8Cz\0A\0A\00"}> : () -> tensor<28x?xf16>
  %7 = "a.b"(%5#1, %6, %0#1) : (vector<1xsi1024>, tensor<28x?xf16>, ui16) -> bf16
  %8:2 = "my_dialect.thing"(%6) ({
    %11 = "a.b"(%5#1) ({
      %15:3 = "x.y"() ({
      }) {attr0 = {}, attr1 = 84 : si32, attr2} : () -> (none, i32, i32)
      "d.op_1"(%0#2, %7) <{k$0 = {"quoted key 2" = @a, "quoted key 3" = array<i16>, sym_name1 = false, z90}}> : (complex<f8E8M0FNU>, bf16) -> ()
    }) : (vector<1xsi1024>) -> tuple<>
    %12 = "a.b"(%5#0, %11) : (si7, tuple<>) -> index
    %13:4 = "my_dialect.thing"(%7, %11) {_u2 = #map, b0 = 2.415630e+01 : f16, d.k1 = 5 : i8} : (bf16, tuple<>) -> ((i32, si17, !bar<"abc">) -> (!x.t_1, complex<f6E3M2FN>), memref<?xindex, strided<[?], offset: 13>, "local mem">, f8E4M3, tuple<>)
    %14 = "foo.bar.baz"(%13#1, %13#3, %0#1) {attr1 = [#set, dense<[[3.515240e-03, 7.167960e+00, 0x7C00, 8.445000e+02], [9.997550e-02, 2.539060e+00, 9.960930e-02, 6.995000e+02], [1.966250e+02, -8.857420e-01, 0x7C00, 6.292720e-02], [0.000000e+00, 0.000000e+00, 0x7C00, -4.353130e+01]]> : tensor<4x4xf16>, distinct[0]<>], foo.k2 = [false, {}, {a3 = #map1, attr2 = dense<[483, 246, 341, 719]> : vector<4xindex>, sym_name1 = ui1024, z90 = f8E5M2FNUZ}, @a::@c::@x.y], x0 = " \00{_<\0A-", x3 = "" : ui8} : (memref<?xindex, strided<[?], offset: 13>, "local mem">, tuple<>, ui16) -> vector<8x[2]xf16>
  }) : (tensor<28x?xf16>) -> (ui64, vector<10x8xf64>)
  %9 = "d.op_1"(%6) : (tensor<28x?xf16>) -> none
  "x.y"(%9, %5#0) <{sym_name0 = false, value1 = "-_"}> : (none, si7) -> ()
  %10 = "d.op_1"(%8#0) : (ui64) -> f6E3M2FN
}) : () -> ()

