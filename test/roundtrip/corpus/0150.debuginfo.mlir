#loc3 = loc("op.1")
#loc5 = loc("0150.in.mlir":6:6)
#loc6 = loc("0150.in.mlir":6:46)
#loc7 = loc("dir/with space.c":21:0)
#loc9 = loc("dir/with space.c":41:3 to :10)
#loc10 = loc("0150.in.mlir":9:60)
#loc12 = loc("0150.in.mlir":14:8)
#loc13 = loc("src/x.py":385:0)
#loc19 = loc("0150.in.mlir":20:9)
#loc20 = loc("0150.in.mlir":20:20)
#map = affine_map<(d0, d1, d2) -> (d0 mod 2)>
#map1 = affine_map<(d0)[s0, s1] -> (d0 * s1, -s1)>
"builtin.module"() ({
  %0:2 = "my_dialect.thing"() <{_u0, foo.k2, k$1}> : () -> (none, vector<[10]x[11]x12xtf32>) loc(#loc1)
  %1 = "foo.op"(%0#1) : (vector<[10]x[11]x12xtf32>) -> si1 loc(#loc30)
  %2 = "x.y"() ({
  ^bb0(%arg4: !x.t loc("0150.in.mlir":6:6), %arg5: f16 loc("op.1"), %arg6: tf32 loc("0150.in.mlir":6:46)):
  }) {attr1 = #loc7, b0 = "'<\7F.\22'\22-'", "quoted key 3" = dense<[[65535, -1, 0], [0, 484, -65536], [1, 1, -65536], [40, 440, -3979]]> : vector<4x3xsi17>, value2 = 0 : ui64} : () -> index loc(#loc4)
  %3 = "my_dialect.thing"() ({
  ^bb0(%arg0: tuple<> loc("dir/with space.c":41:3 to :10), %arg1: vector<[5]x8xi64> loc("0150.in.mlir":9:60)):
    %4 = "bar.yield"(%2, %1, %arg0) ({
      %7 = "foo.compute"() : () -> i32 loc(#loc31)
      %8 = "foo.compute"() {_u1 = 5.778000e+04 : f80, x0 = "/" : i3} : () -> i64 loc(#loc2)
      "foo.br"(%8, %8)[^bb1, ^bb2] ({
      ^bb0(%arg2: memref<*xui24> loc("0150.in.mlir":14:8), %arg3: none loc("src/x.py":385:0)):
        %13 = "foo.op"(%arg3) {d.k1 = sparse<[[0], [2], [3], [0]], [1, -1, -2147483648, 0]> : tensor<5xi32>, d.k2 = dense<[[[1, -1, -1, -4], [-4, -1, -4, -1], [2, 1, 1, -1], [-1, 1, 0, -1]], [[0, -1, -4, -4], [-4, -1, 0, 1], [-4, -1, 1, -1], [-1, 3, -3, 1]], [[-1, 1, -1, -4], [0, 0, -4, 1], [1, 0, -1, 1], [0, 1, -2, -4]]]> : tensor<3x4x4xi3>, k$0 = "/.\\", z93 = -1 : i32} : (none) -> tensor<?x0x6x56xcomplex<ui32>> loc(#loc14)
        %14:4 = "foo.compute"() <{}> : () -> (tuple<i16, si7, i8>, f16, tuple<>, f8E4M3FNUZ) loc(#loc15)
        %15 = "my_dialect.thing"() : () -> complex<f8E4M3> loc(#loc16)
        %16:3 = "foo.compute"(%7, %0#1, %14#1) : (i32, vector<[10]x[11]x12xtf32>, f16) -> (none, !foo.a.b, tuple<ui7, i24, si32>) loc(#loc35)
      }) {k$0 = distinct[0]<>, k$1 = #map} : (i64, i64) -> () loc(#loc11)
    ^bb1(%9: i32 loc("0150.in.mlir":20:9), %10: i1024 loc("0150.in.mlir":20:20)):  // 2 preds: ^bb0, ^bb1
      "a.jump"(%8)[^bb2, ^bb1] <{sym_name1 = dense<> : tensor<0xui1>, z90 = true}> : (i64) -> () loc(#loc21)
    ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
      %11:4 = "d.op_1"(%8, %7, %7) : (i64, i32, i32) -> (tensor<3x778xindex>, () -> (bf16, i64), f64, si8) loc(#loc33)
      "cfx.cond_br"(%11#3)[^bb3, ^bb2] {x0} : (si8) -> () loc(#loc24)
    ^bb3:  // pred: ^bb2
      %12 = "foo.op"(%arg0) {_u1 = #bar<"a b">, k$0 = 193383223730 : ui1024, k$2 = -9.997550e-02 : f16, my.k3 = [@"\C3\A9", "\00!\C3\A9X<\00\00}", array<i16>]} : (tuple<>) -> si1 loc(#loc25)
    }) : (index, si1, tuple<>) -> complex<ui1> loc(#loc3)
    %5 = "foo.bar.baz"(%arg1) <{}> ({
      "my_dialect.thing"(%4, %1, %0#0) : (complex<ui1>, si1, none) -> () loc(#loc3)
    }) {"quoted key 0" = dense<[[-2.800000e+01], [3.000000e+00]]> : tensor<2x1xf6E3M2FN>} : (vector<[5]x8xi64>) -> i16 loc(#loc36)
    %6:2 = "my_dialect.thing"(%0#0, %arg0) {a3 = #map1, foo.k0 = true, k$2 = "\F0\9F\99\82!z\0AX{", z91 = {}} : (none, tuple<>) -> (!bar.t, tuple<si32>) loc(#loc29)
  }) {d.k0 = dense<> : tensor<2x1x0xf8E3M4>} : () -> complex<si17> loc(#loc8)
}) : () -> () loc(#loc)
#loc = loc("0150.in.mlir":0:0)
#loc1 = loc("0150.in.mlir":3:9)
#loc2 = loc(unknown)
#loc4 = loc("a.mlir":35:33 to 36:21)
#loc8 = loc("0150.in.mlir":8:6)
#loc11 = loc("0150.in.mlir":13:3)
#loc14 = loc("0150.in.mlir":15:10)
#loc15 = loc("0150.in.mlir":16:13)
#loc16 = loc("x")
#loc17 = loc("a.mlir":10:23 to 12:51)
#loc18 = loc("src/x.py":121:260)
#loc21 = loc("0150.in.mlir":21:3)
#loc22 = loc("a.mlir":32:33 to 33:14)
#loc23 = loc("src/x.py":375:0)
#loc24 = loc("a.mlir":4294967295:92)
#loc25 = loc("0150.in.mlir":26:14)
#loc26 = loc("a.mlir":45:31 to :39)
#loc27 = loc("dir/with space.c":89:0)
#loc28 = loc("dir/with space.c":37:4 to 40:45)
#loc29 = loc("0150.in.mlir":31:10)
#loc30 = loc(callsite(#loc2 at #loc3))
#loc31 = loc(fused<#foo.m>[#loc2])
#loc32 = loc(fused<"meta">[#loc18, #loc16])
#loc33 = loc(fused<"meta">[#loc22, #loc23])
#loc34 = loc(callsite(#loc26 at #loc27))
#loc35 = loc(fused[#loc17, #loc32])
#loc36 = loc(callsite(#loc34 at #loc28))

