#map = affine_map<(d0, d1, d2)[s0] -> ((d0 - d1) ceildiv 2)>
"builtin.module"() <{sym_name = "m55"}> ({
  %0 = "d.op_1"() : () -> f32
  %1 = "x.y"() {a1 = #map, "quoted key 2" = 8.8205199999999998E-27 : f64, "quoted key 3" = dense<391> : tensor<1x3xindex>, sym_name0 = dense<[[[true, true, false], [false, true, false], [false, false, false]], [[true, false, false], [true, true, false], [true, false, true]], [[false, false, false], [true, true, false], [false, true, false]]]> : tensor<3x3x3xi1>} : () -> f32
  %2 = "bar.yield"(%0, %1, %0) {attr0 = none, d.k1 = ""} : (f32, f32, f32) -> none
  %3 = "d.op_1"(%1, %0) : (f32, f32) -> tensor<?x8xsi1>
  %4:4 = "foo.bar.baz"(%2, %1) ({
  ^bb0(%arg0: none, %arg1: none):
    %6:4 = "z.nop"(%1, %arg1, %3) : (f32, none, tensor<?x8xsi1>) -> (none, vector<5x12x[9]xsi128>, tensor<?x?x2xf32>, tensor<1x23xf80>)
  }) : (none, f32) -> (memref<55xf8E4M3, {kind = "scratch"}>, !x<"x<y>">, tuple<i24>, tuple<f64, si16, f64>)
  %5:2 = "a.b"(%4#3, %1) : (tuple<f64, si16, f64>, f32) -> (complex<bf16>, tuple<>)
}) : () -> ()

