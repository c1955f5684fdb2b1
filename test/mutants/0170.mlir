// ir-gen random --seed 291 --size 6
"builtin.module"() ({
  // "quotes" and {braces} in a comment
  %value0 = "foo.compute"(): () -> f32
  %1:2 = "x.y"() <{}>: () -> (!my_dialect.t_1, si32) loc(fused[unknown, "a.mlir":52])
  %3:2 = "foo.op"(%_2, %1#1, %1#0) <{}>: (tuple<ui16, f64, ui3>, si32, !my_dialect.t_1) -> (complex<bf16>, complex<f16>) loc(callsite("f":29:59 to 32:70 at callsite("f":4294967295:4294967295 at "a.mlir":64)))
  %_2 = "d.op_1"(%1#1, %value0) {attr0= 11 : index, _u1= none}: (si32, f32) -> tuple<ui16, f64, ui3> // trailing comment
  // "quotes" and {braces} in a comment
  %_4 = "my_dialect.thing"(%3#0, %3#0, %_2) <{a0=   unit, b1= [], d.k2= 0xC5D002DD : f32, sym_name3= "\n"}> {z90= 9.248 : f64}: (complex<bf16>, complex<bf16>, tuple<ui16, f64, ui3>) -> vector<12xindex> loc(unknown) // trailing comment
  "d.op_1"(): () -> ()
}) : () -> ()
