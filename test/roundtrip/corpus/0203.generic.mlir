#loc = loc("a.mlir":98:0)
#map = affine_map<(d0, d1, d2)[s0, s1] -> (d1 * s1)>
#map1 = affine_map<(d0) -> (0, 8, -d0)>
#loc1 = loc("callee"(#loc))
"builtin.module"() ({
  %0:2 = "bar.yield"() : () -> (tuple<index>, vector<16x6xf32>)
  %1 = "my_dialect.thing"(%0#1) ({
    "builtin.module"() ({
      "foo.compute"() {_u1 = #map, a0 = 0 : i16, value2 = -0.000000e+00 : f16} : () -> ()
    }) : () -> ()
  }) : (vector<16x6xf32>) -> tuple<f6E3M2FN>
  %2:2 = "foo.bar.baz"(%0#1) : (vector<16x6xf32>) -> (i32, f16)
  %3 = "bar.yield"(%1) <{k$2 = "\\{ b" : index, sym_name1 = {"quoted key 1" = -0.410709202 : f32, z90 = @c::@_priv::@c}, x0 = "\C3\A9\22<\09!"}> ({
  ^bb0(%arg8: memref<1xvector<10x1xi16>>):
  }) : (tuple<f6E3M2FN>) -> vector<[9]x13xi17>
  "my_dialect.thing"(%0#1, %2#1) ({
  ^bb0(%arg4: !my_dialect.t<"x y">, %arg5: f16):
    %8 = "foo.bar.baz"() {d.k0 = "\E6\97\A5\E6\9C\AC\\!_'\C3\A9\C3\A9.\22"} : () -> f8E4M3FNUZ
    %9:3 = "foo.compute"(%arg4, %2#0, %arg4) : (!my_dialect.t<"x y">, i32, !my_dialect.t<"x y">) -> (() -> (index, vector<13x[4]xf16>), memref<838xf6E2M3FN, {kind = "scratch"}>, tuple<i128>)
    "bar.yield"(%9#2) {a0, d.k2 = 0x7FF8000000000001 : f64, z91 = #bar.p<a.b>} : (tuple<i128>) -> ()
    %10 = "d.op_1"() : () -> index
    %11 = "foo.bar"() ({
      %12 = "d.op_1"(%arg4, %8) : (!my_dialect.t<"x y">, f8E4M3FNUZ) -> bf16
      %13 = "foo.compute"() {d.k2 = array<i16: -1, 45, -32768, -1>, my.k1 = #map1, sym_name3, x0 = 7.500000e+00 : f6E2M3FN} : () -> complex<f32>
      %14:3 = "x.y"(%1) ({
      ^bb0(%arg6: memref<2x1xf64>, %arg7: index):
      }) : (tuple<f6E3M2FN>) -> (tensor<16xi64>, memref<600x559xvector<6xsi32>, "local mem">, none)
      "d.op_1"(%13, %14#1) : (complex<f32>, memref<600x559xvector<6xsi32>, "local mem">) -> ()
    }) : () -> memref<865x7xi8, strided<[35, ?], offset: ?>>
  }) : (vector<16x6xf32>, f16) -> ()
  %4 = "bar.yield"() : () -> vector<16x[14]x6xi1>
  %5 = "z.nop"(%2#1, %0#0, %3) ({
  ^bb0(%arg3: none):
  }, {
  ^bb0(%arg0: tuple<i32, f64, i8, i64>, %arg1: () -> (vector<4x1xi1>, tensor<*xindex>), %arg2: i1):
  }) : (f16, tuple<index>, vector<[9]x13xi17>) -> complex<i64>
  %6 = "bar.yield"(%1, %0#1) <{my.k0 = sparse<[[0, 0, 0], [1, 1, 4], [1, 0, 4], [1, 1, 1]], [-128, -1, 0, 1]> : tensor<2x3x5xi8>}> {_u2 = dense<[[[0, 1, 0, 981], [0, 0, 0, 0], [0, 0, 1, 21383]], [[1, 1, 0, 131071], [0, 1, 0, 0], [1, 0, 0, 0]], [[0, 0, 131071, 0], [0, 131071, 110, 0], [131071, 0, 131071, 0]], [[0, 1, 17, 0], [29, 497, 0, 131071], [0, 0, 131071, 1]]]> : tensor<4x3x4xui17>, "quoted key 0" = #loc1, x1 = dense<-3.000490e-01> : tensor<1x4xf16>} : (tuple<f6E3M2FN>, vector<16x6xf32>) -> f64
  %7:4 = "bar.yield"(%6, %5) : (f64, complex<i64>) -> (complex<f64>, tuple<index, ui128>, f16, f32)
}) : () -> ()

