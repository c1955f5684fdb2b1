!tuple = tuple<si32, f16, si128, f8E4M3FNUZ, f32, bf16, f8E4M3FNUZ, f6E3M2FN, i32, si8, ui32, i32, f16, si64, i24, f64, i1024, f16, bf16>
#loc5 = loc(unknown)
#map = affine_map<(d0)[s0, s1] -> ((d0 * 7) floordiv 5, 0)>
"builtin.module"() ({
  %0 = "my_dialect.thing"() ({
    "a.b"() ({
    }) {attr1 = 4.312500e+00 : f16, d.k0 = #map} : () -> () loc(#loc2)
    %6:2 = "d.op_1"() {foo.k2, x1 = true, z90 = {b0, d.k1 = "", my.k2 = 2.000000e-01 : f64}} : () -> (!tuple, i32) loc(#loc3)
    %7 = "a.b"(%6#0, %6#1) {k$0 = dense<(21,-78)> : tensor<3x1xcomplex<i32>>} : (!tuple, i32) -> index loc(#loc4)
  }, {
    "foo.compute"() <{k$0 = 62 : i7}> {foo.k0 = "#< \A5 a'X_", "quoted key 1" = 6.973000e+00 : f64, x2} : () -> () loc(#loc5)
    "foo.br"()[^bb1, ^bb1] ({
    }, {
      %4 = "z.nop"() : () -> memref<36x181x2xf128, strided<[44, 45, 1], offset: ?>> loc(#loc7)
      %5:4 = "foo.compute"(%4) {a0 = array<i64: -1, 0>, k$1 = array<i32: -2528, 1, 198, -144435, 95>, sym_name2 = 6.550400e+04 : f32} : (memref<36x181x2xf128, strided<[44, 45, 1], offset: ?>>) -> (ui32, i1024, index, memref<431x7xui64, strided<[?, 1], offset: ?>, 3>) loc(#loc8)
    }) : () -> () loc(#loc6)
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "d.op_1"() : () -> () loc(#loc9)
  }) {value0 = #loc5} : () -> complex<f64> loc(#loc1)
  %1 = "foo.compute"(%0) : (complex<f64>) -> ((f32) -> f8E5M2FNUZ) loc(#loc10)
  %2 = "my_dialect.thing"() : () -> ui128 loc(#loc11)
  %3 = "my_dialect.thing"(%2) : (ui128) -> i24 loc(#loc12)
}) : () -> () loc(#loc)
#loc = loc("0149.in.mlir":0:0)
#loc1 = loc("f":3:0)
#loc2 = loc("0149.in.mlir":3:2)
#loc3 = loc("0149.in.mlir":5:9)
#loc4 = loc("0149.in.mlir":7:7)
#loc6 = loc("src/x.py":10:4294967295)
#loc7 = loc("0149.in.mlir":14:9)
#loc8 = loc("0149.in.mlir":15:20)
#loc9 = loc("0149.in.mlir":21:2)
#loc10 = loc("x")
#loc11 = loc("op.1")
#loc12 = loc("src/x.py":59:423)

