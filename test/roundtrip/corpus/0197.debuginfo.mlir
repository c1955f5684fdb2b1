#loc11 = loc("name")
#loc12 = loc("0197.in.mlir":17:34)
#loc13 = loc("0197.in.mlir":17:53)
#loc23 = loc("0197.in.mlir":29:6)
#map = affine_map<()[s0] -> (1, s0)>
#set = affine_set<(d0, d1)[s0] : (d0 + s0 * s0 + d1 == 0, (d0 floordiv 6) * 3 - s0 mod 2 >= 0, -((d0 + 3) * s0) + 1 >= 0)>
"builtin.module"() ({
  "z.nop"() {value0 = [#set, false]} : () -> () loc(#loc1)
  %0:2 = "foo.bar.baz"() <{_u0 = "{!_}\\\22", foo.k1 = dense<-3.265050e-34> : tensor<bf16>}> {x0 = "!'zX\\\7F\CE\A9"} : () -> (none, tuple<index, f8E3M4, f8E3M4, si16>) loc(#loc2)
  %1 = "z.nop"(%0#0, %0#0) <{attr0 = #foo.b.c, x1 = @_priv, z92}> {k$0 = true} : (none, none) -> f80 loc(#loc3)
  %2:3 = "d.op_1"(%0#0) {_u0 = -170141183460469231731687303715884105728 : i128} : (none) -> (memref<53x838xsi7>, i32, (si64, none, i1024) -> ()) loc(#loc4)
  %3:4 = "my_dialect.thing"(%2#1) {_u2, a1 = array<i8: 1>, foo.k0 = 1 : i1024} : (i32) -> (index, memref<68xi32>, ui64, vector<i32>) loc(#loc5)
  %4:4 = "a.b"() : () -> (i32, memref<2xf80, strided<[?], offset: 8>, "gpu">, vector<6xf128>, i1) loc(#loc6)
  %5:4 = "a.b"() <{}> : () -> (complex<f64>, tuple<f128>, vector<12xbf16>, () -> ()) loc(#loc7)
  %6:3 = "a.b"() ({
  }) : () -> (none, memref<1x8xsi16, strided<[?, ?]>, 1>, index) loc(#loc31)
  %7:4 = "foo.op"(%6#0, %5#3, %6#1) {k$0 = #map} : (none, () -> (), memref<1x8xsi16, strided<[?, ?]>, 1>) -> (complex<f4E2M1FN>, vector<i32>, complex<f16>, (vector<si7>, memref<22x5x?xf32, strided<[?, 2, ?], offset: 3>, "shared">, none) -> complex<bf16>) loc(#loc9)
  %8:4 = "bar.yield"(%3#3) ({
  ^bb0(%arg0: si1 loc("name"), %arg1: f8E5M2FNUZ loc("0197.in.mlir":17:34), %arg2: memref<8xf32, "local mem"> loc("0197.in.mlir":17:53)):
    %12 = "foo.compute"(%3#1) {a1 = tuple<si8, i128>, foo.k3, x0 = sparse<[[3, 3], [1, 4]], [438, 62]> : tensor<4x5xi64>, z92 = tuple<ui64, ui8, f32, i1024>} : (memref<68xi32>) -> tuple<i1> loc(#loc14)
    %13 = "x.y"(%arg0) <{k$1, k$2 = affine_set<(d0, d1, d2)[s0] : (s0 >= 0, -(d2 ceildiv 4) + 1 == 0, (d1 * 5) mod 9 - (d0 + d2) >= 0)>, x0 = 0 : ui1024}> ({
    }) : (si1) -> !bar.param<[<"x y", "x y"> ? <?,-3>], -2, -1> loc(#loc15)
    %14 = "bar.yield"(%12, %0#0) : (tuple<i1>, none) -> complex<i64> loc(#loc16)
    %15 = "z.nop"(%arg2) : (memref<8xf32, "local mem">) -> none loc(#loc17)
  }, {
    "foo.br"(%6#0)[^bb1, ^bb3] <{}> : (none) -> () loc(#loc28)
  ^bb1:  // pred: ^bb0
    "x.switch"(%7#2, %7#2)[^bb2, ^bb2] : (complex<f16>, complex<f16>) -> () loc(#loc20)
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb3
    "foo.br"()[^bb3] <{_u1 = affine_set<(d0)[s0, s1] : (d0 - (s1 - 8) >= 0, -((d0 mod 9) floordiv 6) + 6 >= 0, -s0 + s0 mod 7 + 1 >= 0)>, a3, sym_name0 = array<i64>, sym_name2 = "!\C3\A9\99z'Xb/"}> : () -> () loc(#loc32)
  ^bb3(%11: tensor<6xcomplex<i24>> loc("0197.in.mlir":29:6)):  // 2 preds: ^bb0, ^bb2
    "cfx.cond_br"(%7#2, %11, %7#1)[^bb2] : (complex<f16>, tensor<6xcomplex<i24>>, vector<i32>) -> () loc(#loc24)
  }, {
  }) : (vector<i32>) -> (tuple<i32, i1, f8E5M2>, none, vector<8xi64>, f8E5M2FNUZ) loc(#loc10)
  %9 = "foo.bar.baz"(%8#3) {d.k0 = array<f32>, sym_name1} : (f8E5M2FNUZ) -> vector<11xf8E5M2FNUZ> loc(#loc33)
  %10 = "d.op_1"(%8#1) : (none) -> memref<698x17x2xi8, 4> loc(#loc26)
}) : () -> () loc(#loc)
#loc = loc("0197.in.mlir":0:0)
#loc1 = loc("0197.in.mlir":6:1)
#loc2 = loc("0197.in.mlir":7:8)
#loc3 = loc("f":17:45 to 19:80)
#loc4 = loc("0197.in.mlir":9:8)
#loc5 = loc("0197.in.mlir":10:8)
#loc6 = loc("0197.in.mlir":11:8)
#loc7 = loc("0197.in.mlir":12:9)
#loc8 = loc("a.mlir":282:295)
#loc9 = loc(unknown)
#loc10 = loc("dir/with space.c":92:9)
#loc14 = loc("0197.in.mlir":18:7)
#loc15 = loc("0197.in.mlir":19:7)
#loc16 = loc("a.mlir":83:438)
#loc17 = loc("0197.in.mlir":22:8)
#loc18 = loc("":44:11 to 47:48)
#loc19 = loc("with \22q\22")
#loc20 = loc("0197.in.mlir":26:1)
#loc21 = loc("-":70:103)
#loc22 = loc("op.1")
#loc24 = loc("f":491:409)
#loc25 = loc("f":47:72 to :73)
#loc26 = loc("0197.in.mlir":34:12)
#loc27 = loc(fused<"meta">[#loc8])
#loc28 = loc(fused<5 : i32>[#loc18, #loc19])
#loc29 = loc("n"(#loc22))
#loc30 = loc("n"(#loc25))
#loc31 = loc(callsite(#loc27 at #loc9))
#loc32 = loc(callsite(#loc21 at #loc29))
#loc33 = loc("callee"(#loc30))

