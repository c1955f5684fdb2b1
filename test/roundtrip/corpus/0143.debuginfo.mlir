#loc6 = loc("a.mlir":22:35 to 25:80)
#loc7 = loc("0143.in.mlir":10:49)
#map = affine_map<(d0, d1, d2)[s0] -> ((d0 - d1) ceildiv 2)>
"builtin.module"() <{sym_name = "m55"}> ({
  %0 = "d.op_1"() : () -> f32 loc(#loc1)
  %1 = "x.y"() {a1 = #map, "quoted key 2" = 8.8205199999999998E-27 : f64, "quoted key 3" = dense<391> : tensor<1x3xindex>, sym_name0 = dense<[[[true, true, false], [false, true, false], [false, false, false]], [[true, false, false], [true, true, false], [true, false, true]], [[false, false, false], [true, true, false], [false, true, false]]]> : tensor<3x3x3xi1>} : () -> f32 loc(#loc2)
  %2 = "bar.yield"(%0, %1, %0) {attr0 = none, d.k1 = ""} : (f32, f32, f32) -> none loc(#loc3)
  %3 = "d.op_1"(%1, %0) : (f32, f32) -> tensor<?x8xsi1> loc(#loc4)
  %4:4 = "foo.bar.baz"(%2, %1) ({
  ^bb0(%arg0: none loc("a.mlir":22:35 to 25:80), %arg1: none loc("0143.in.mlir":10:49)):
    %6:4 = "z.nop"(%1, %arg1, %3) : (f32, none, tensor<?x8xsi1>) -> (none, vector<5x12x[9]xsi128>, tensor<?x?x2xf32>, tensor<1x23xf80>) loc(#loc8)
  }) : (none, f32) -> (memref<55xf8E4M3, {kind = "scratch"}>, !x<"x<y>">, tuple<i24>, tuple<f64, si16, f64>) loc(#loc5)
  %5:2 = "a.b"(%4#3, %1) : (tuple<f64, si16, f64>, f32) -> (complex<bf16>, tuple<>) loc(#loc9)
}) : () -> () loc(#loc)
#loc = loc("f":71:0)
#loc1 = loc("0143.in.mlir":4:13)
#loc2 = loc("-":0:373)
#loc3 = loc("src/x.py":4294967295:17)
#loc4 = loc("src/x.py":47:32 to :55)
#loc5 = loc("0143.in.mlir":9:18)
#loc8 = loc("0143.in.mlir":11:17)
#loc9 = loc("0143.in.mlir":14:12)

