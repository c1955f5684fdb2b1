#map = affine_map<(d0, d1) -> (0, d1 * 2, d0 mod 7)>
"builtin.module"() ({
  %0 = "z.nop"() : () -> complex<f64> loc(#loc1)
  "bar.yield"(%0, %0, %0) {a2 = {d.k1, k$0 = #map, k$2 = i16, sym_name3 = 3 : i7}, attr0 = "'%\09_!%z\0A" : i64, "quoted key 1" = "", x3} : (complex<f64>, complex<f64>, complex<f64>) -> () loc(#loc2)
  "foo.compute"(%0, %0, %0) : (complex<f64>, complex<f64>, complex<f64>) -> () loc(#loc3)
  %1:4 = "d.op_1"(%0) {a0, "quoted key 1" = "a \7F\\."} : (complex<f64>) -> (tuple<>, !my_dialect<"abc">, i32, !bar<"">) loc(#loc4)
  %2 = "x.y"(%1#1, %1#3) {k$0, sym_name2 = sparse<[[0, 5, 0], [2, 5, 1], [2, 4, 1], [0, 2, 1]], [0, -33, 4, 0]> : tensor<3x6x2xi8>, z91 = -6.434930e-29 : f64} : (!my_dialect<"abc">, !bar<"">) -> si32 loc(#loc5)
  %3:3 = "foo.bar.baz"(%0, %1#2) : (complex<f64>, i32) -> (i24, f128, bf16) loc(#loc6)
}) : () -> () loc(#loc)
#loc = loc(unknown)
#loc1 = loc("src/x.py":4294967295:4294967295)
#loc2 = loc("-":406:213)
#loc3 = loc("0032.in.mlir":4:2)
#loc4 = loc("0032.in.mlir":5:18)
#loc5 = loc("src/x.py":12:28 to 13:60)
#loc6 = loc("0032.in.mlir":7:14)

