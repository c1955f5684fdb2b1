#loc8 = loc("0203.in.mlir":9:6)
#loc10 = loc(unknown)
#loc11 = loc("0203.in.mlir":12:45)
#loc20 = loc("0203.in.mlir":23:14)
#loc21 = loc("callee")
#loc25 = loc("src/x.py":383:92)
#loc26 = loc("name")
#loc27 = loc("0203.in.mlir":33:50)
#loc28 = loc("0203.in.mlir":33:97)
#loc30 = loc("a.mlir":98:0)
#map = affine_map<(d0, d1, d2)[s0, s1] -> (d1 * s1)>
#map1 = affine_map<(d0) -> (0, 8, -d0)>
#loc34 = loc("callee"(#loc30))
"builtin.module"() ({
  %0:2 = "bar.yield"() : () -> (tuple<index>, vector<16x6xf32>) loc(#loc32)
  %1 = "my_dialect.thing"(%0#1) ({
    "builtin.module"() ({
      "foo.compute"() {_u1 = #map, a0 = 0 : i16, value2 = -0.000000e+00 : f16} : () -> () loc(#loc5)
    }) : () -> () loc(#loc4)
  }) : (vector<16x6xf32>) -> tuple<f6E3M2FN> loc(#loc3)
  %2:2 = "foo.bar.baz"(%0#1) : (vector<16x6xf32>) -> (i32, f16) loc(#loc6)
  %3 = "bar.yield"(%1) <{k$2 = "\\{ b" : index, sym_name1 = {"quoted key 1" = -0.410709202 : f32, z90 = @c::@_priv::@c}, x0 = "\C3\A9\22<\09!"}> ({
  ^bb0(%arg8: memref<1xvector<10x1xi16>> loc("0203.in.mlir":9:6)):
  }) : (tuple<f6E3M2FN>) -> vector<[9]x13xi17> loc(#loc7)
  "my_dialect.thing"(%0#1, %2#1) ({
  ^bb0(%arg4: !my_dialect.t<"x y"> loc(unknown), %arg5: f16 loc("0203.in.mlir":12:45)):
    %8 = "foo.bar.baz"() {d.k0 = "\E6\97\A5\E6\9C\AC\\!_'\C3\A9\C3\A9.\22"} : () -> f8E4M3FNUZ loc(#loc12)
    %9:3 = "foo.compute"(%arg4, %2#0, %arg4) : (!my_dialect.t<"x y">, i32, !my_dialect.t<"x y">) -> (() -> (index, vector<13x[4]xf16>), memref<838xf6E2M3FN, {kind = "scratch"}>, tuple<i128>) loc(#loc13)
    "bar.yield"(%9#2) {a0, d.k2 = 0x7FF8000000000001 : f64, z91 = #bar.p<a.b>} : (tuple<i128>) -> () loc(#loc14)
    %10 = "d.op_1"() : () -> index loc(#loc15)
    %11 = "foo.bar"() ({
      %12 = "d.op_1"(%arg4, %8) : (!my_dialect.t<"x y">, f8E4M3FNUZ) -> bf16 loc(#loc17)
      %13 = "foo.compute"() {d.k2 = array<i16: -1, 45, -32768, -1>, my.k1 = #map1, sym_name3, x0 = 7.500000e+00 : f6E2M3FN} : () -> complex<f32> loc(#loc18)
      %14:3 = "x.y"(%1) ({
      ^bb0(%arg6: memref<2x1xf64> loc("0203.in.mlir":23:14), %arg7: index loc("callee")):
      }) : (tuple<f6E3M2FN>) -> (tensor<16xi64>, memref<600x559xvector<6xsi32>, "local mem">, none) loc(#loc19)
      "d.op_1"(%13, %14#1) : (complex<f32>, memref<600x559xvector<6xsi32>, "local mem">) -> () loc(#loc22)
    }) : () -> memref<865x7xi8, strided<[35, ?], offset: ?>> loc(#loc16)
  }) : (vector<16x6xf32>, f16) -> () loc(#loc9)
  %4 = "bar.yield"() : () -> vector<16x[14]x6xi1> loc(#loc23)
  %5 = "z.nop"(%2#1, %0#0, %3) ({
  ^bb0(%arg3: none loc("src/x.py":383:92)):
  }, {
  ^bb0(%arg0: tuple<i32, f64, i8, i64> loc("name"), %arg1: () -> (vector<4x1xi1>, tensor<*xindex>) loc("0203.in.mlir":33:50), %arg2: i1 loc("0203.in.mlir":33:97)):
  }) : (f16, tuple<index>, vector<[9]x13xi17>) -> complex<i64> loc(#loc33)
  %6 = "bar.yield"(%1, %0#1) <{my.k0 = sparse<[[0, 0, 0], [1, 1, 4], [1, 0, 4], [1, 1, 1]], [-128, -1, 0, 1]> : tensor<2x3x5xi8>}> {_u2 = dense<[[[0, 1, 0, 981], [0, 0, 0, 0], [0, 0, 1, 21383]], [[1, 1, 0, 131071], [0, 1, 0, 0], [1, 0, 0, 0]], [[0, 0, 131071, 0], [0, 131071, 110, 0], [131071, 0, 131071, 0]], [[0, 1, 17, 0], [29, 497, 0, 131071], [0, 0, 131071, 1]]]> : tensor<4x3x4xui17>, "quoted key 0" = #loc34, x1 = dense<-3.000490e-01> : tensor<1x4xf16>} : (tuple<f6E3M2FN>, vector<16x6xf32>) -> f64 loc(#loc29)
  %7:4 = "bar.yield"(%6, %5) : (f64, complex<i64>) -> (complex<f64>, tuple<index, ui128>, f16, f32) loc(#loc31)
}) : () -> () loc(#loc)
#loc = loc("0203.in.mlir":0:0)
#loc1 = loc("dir/with space.c":160:433)
#loc2 = loc("f":4:35 to 6:38)
#loc3 = loc("0203.in.mlir":2:7)
#loc4 = loc("0203.in.mlir":3:5)
#loc5 = loc("0203.in.mlir":4:9)
#loc6 = loc("src/x.py":4294967295:4294967295)
#loc7 = loc("0203.in.mlir":8:6)
#loc9 = loc("0203.in.mlir":11:1)
#loc12 = loc("0203.in.mlir":13:10)
#loc13 = loc("0203.in.mlir":14:17)
#loc14 = loc("0203.in.mlir":15:5)
#loc15 = loc("0203.in.mlir":16:15)
#loc16 = loc("0203.in.mlir":17:12)
#loc17 = loc("src/x.py":22:0)
#loc18 = loc("a.mlir":379:463)
#loc19 = loc("f":31:4 to 33:42)
#loc22 = loc("0203.in.mlir":25:9)
#loc23 = loc("0203.in.mlir":28:7)
#loc24 = loc("with \22q\22")
#loc29 = loc("":24:20 to 25:67)
#loc31 = loc("0203.in.mlir":36:9)
#loc32 = loc(callsite(#loc1 at #loc2))
#loc33 = loc("v"(#loc24))

