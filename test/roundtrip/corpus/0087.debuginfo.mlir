#loc2 = loc("0087.in.mlir":6:4)
#loc3 = loc("dir/with space.c":14:67 to 15:58)
#loc4 = loc("name")
#loc13 = loc("0087.in.mlir":18:5)
#loc14 = loc("dir/with space.c":207:257)
#loc15 = loc("0087.in.mlir":18:49)
#loc27 = loc("0087.in.mlir":33:8)
#loc28 = loc("a.mlir":47:20 to 49:42)
#map = affine_map<(d0, d1) -> ()>
"builtin.module"() ({
  %0 = "d.op_1"() ({
  ^bb0(%arg5: tensor<0x285x2x!my_dialect<"a b">> loc("0087.in.mlir":6:4), %arg6: tensor<?x4x5xui32> loc("dir/with space.c":14:67 to 15:58), %arg7: vector<7xf80> loc("name")):
  }) {attr0, foo.k1 = 1.999510e-01 : f16} : () -> complex<bf16> loc(#loc1)
  %1:4 = "my_dialect.thing"(%0, %0) <{}> ({
    "builtin.module"() ({
      %13 = "foo.op"() {a1, my.k0 = "#_\0A{"} : () -> index loc(#loc7)
      %14:4 = "foo.bar.baz"() : () -> (tuple<>, tuple<si32, si8, f32, none>, complex<bf16>, memref<574x?x6xi8>) loc(#loc8)
      "z.nop"(%13, %14#1) : (index, tuple<si32, si8, f32, none>) -> () loc(#loc9)
      %15 = "z.nop"(%14#0, %14#1) : (tuple<>, tuple<si32, si8, f32, none>) -> ui32 loc(#loc10)
      %16 = "d.op_1"(%14#1, %14#0) : (tuple<si32, si8, f32, none>, tuple<>) -> complex<bf16> loc(#loc11)
      %17:3 = "foo.bar.baz"(%16) <{d.k1 = dense<-4.19970916E-22> : vector<1x2xf32>, z90 = sparse<> : tensor<3xi32>}> {a1 = true, value0 = {k$0 = #bar<"x<1>">}} : (complex<bf16>) -> (tensor<7x?x!my_dialect.type>, f8E4M3, tensor<1x2x?x255xvector<[14]xi64>>) loc(#loc12)
    }) : () -> () loc(#loc6)
  }, {
  ^bb0(%arg2: i32 loc("0087.in.mlir":18:5), %arg3: vector<16x9xi64> loc("dir/with space.c":207:257), %arg4: memref<4x4xi7> loc("0087.in.mlir":18:49)):
    %9 = "z.nop"(%arg2) : (i32) -> f8E4M3FNUZ loc(#loc16)
    %10:2 = "d.op_1"(%arg4) <{foo.k0 = affine_map<(d0)[s0] -> ()>}> {a0 = -5.000000e-01 : bf16} : (memref<4x4xi7>) -> (tensor<f8E8M0FNU>, f6E3M2FN) loc(#loc17)
    "z.nop"(%arg2) <{a1, foo.k0 = 0 : i64, value2 = 0 : i64, z93 = true}> {_u0 = @s$::@_priv::@main} : (i32) -> () loc(#loc18)
    "foo.op"(%arg3, %arg4, %arg4) : (vector<16x9xi64>, memref<4x4xi7>, memref<4x4xi7>) -> () loc(#loc19)
    %11 = "foo.bar.baz"(%arg4, %arg4) : (memref<4x4xi7>, memref<4x4xi7>) -> index loc(#loc20)
    %12 = "bar.yield"(%10#0) : (tensor<f8E8M0FNU>) -> f80 loc(#loc21)
  }, {
    %7 = "foo.bar.baz"(%0, %0) : (complex<bf16>, complex<bf16>) -> complex<i64> loc(#loc11)
    %8 = "a.b"(%0, %0) {x0 = 0 : ui64} : (complex<bf16>, complex<bf16>) -> i32 loc(#loc22)
  }) : (complex<bf16>, complex<bf16>) -> (memref<5x4x1xf8E5M2FNUZ, strided<[?, ?, 45], offset: ?>>, f64, vector<ui1>, vector<7xf128>) loc(#loc5)
  %2 = "a.b"() ({
    %4 = "foo.op"() {b1 = dense<920> : tensor<index>, z90 = "_ba\C3\A9@\22"} : () -> complex<f16> loc(#loc24)
    %5 = "foo.bar.baz"() : () -> i32 loc(#loc25)
    %6 = "x.y"(%5, %1#0, %1#0) ({
    ^bb0(%arg0: !my_dialect.a.b loc("0087.in.mlir":33:8), %arg1: !bar.v<"x y", "x y"> loc("a.mlir":47:20 to 49:42)):
    }) {k$1 = 3 : i128, value2 = dense<0> : tensor<i64>, z90 = [0.000000e+00 : tf32]} : (i32, memref<5x4x1xf8E5M2FNUZ, strided<[?, ?, 45], offset: ?>>, memref<5x4x1xf8E5M2FNUZ, strided<[?, ?, 45], offset: ?>>) -> i32 loc(#loc26)
  }) : () -> tensor<?x601xvector<16x9xf64>, 0 : i32> loc(#loc23)
  %3 = "my_dialect.thing"() {a0 = #map} : () -> memref<?xf64, strided<[1], offset: ?>> loc(#loc29)
}) : () -> () loc(#loc)
#loc = loc("0087.in.mlir":4:1)
#loc1 = loc("a.mlir":31:47 to 33:21)
#loc5 = loc("0087.in.mlir":8:14)
#loc6 = loc("0087.in.mlir":9:1)
#loc7 = loc("0087.in.mlir":10:11)
#loc8 = loc("0087.in.mlir":11:13)
#loc9 = loc("0087.in.mlir":12:1)
#loc10 = loc("f":15:0)
#loc11 = loc(unknown)
#loc12 = loc("src/x.py":28:28 to 31:22)
#loc16 = loc("0087.in.mlir":19:8)
#loc17 = loc("0087.in.mlir":20:10)
#loc18 = loc("":11:41 to 14:55)
#loc19 = loc("0087.in.mlir":22:1)
#loc20 = loc("0087.in.mlir":23:8)
#loc21 = loc("dir/with space.c":74:0)
#loc22 = loc("0087.in.mlir":27:11)
#loc23 = loc("0087.in.mlir":29:8)
#loc24 = loc("a.mlir":0:240)
#loc25 = loc("0087.in.mlir":31:7)
#loc26 = loc("0087.in.mlir":32:8)
#loc29 = loc("f":15:31 to :34)

