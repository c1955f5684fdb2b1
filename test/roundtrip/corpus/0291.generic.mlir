"builtin.module"() ({
  %0 = "foo.compute"() : () -> f32
  %1:2 = "x.y"() <{}> : () -> (!my_dialect.t_1, si32)
  %2 = "d.op_1"(%1#1, %0) {_u1 = none, attr0 = 11 : index} : (si32, f32) -> tuple<ui16, f64, ui3>
  %3:2 = "foo.op"(%2, %1#1, %1#0) <{}> : (tuple<ui16, f64, ui3>, si32, !my_dialect.t_1) -> (complex<bf16>, complex<f16>)
  %4 = "my_dialect.thing"(%3#0, %3#0, %2) <{a0, b1 = [], d.k2 = -6656.35791 : f32, sym_name3 = "\0A"}> {z90 = 9.248000e+00 : f64} : (complex<bf16>, complex<bf16>, tuple<ui16, f64, ui3>) -> vector<12xindex>
  "d.op_1"() : () -> ()
}) : () -> ()

