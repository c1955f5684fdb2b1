!tuple = tuple<si8, ui32, bf16, i32, f32, index, f16, tensor<*xi17>, si32, i32, index, index, f64, si17, bf16, f80, ui24, i128, ui3>
#loc3 = loc("src/x.py":107:4294967295)
#loc4 = loc("f":35:58)
#loc8 = loc("0244.in.mlir":7:6)
#loc9 = loc("src/x.py":22:8)
#loc10 = loc("f":25:5 to :36)
#loc15 = loc("0244.in.mlir":12:8)
#loc16 = loc("0244.in.mlir":15:9)
#loc17 = loc("with \22q\22")
#loc19 = loc("-":425:488)
#loc23 = loc("0244.in.mlir":22:7)
#loc24 = loc("0244.in.mlir":22:29)
#map = affine_map<(d0, d1) -> (d1 * -4, (d0 * 5) mod 6)>
#loc29 = loc(callsite(#loc3 at #loc4))
#loc31 = loc("v"(#loc29))
"builtin.module"() ({
  %0 = "d.op_1"() {b0 = dense<-629> : tensor<i16>} : () -> vector<[3]xbf16> loc(#loc1)
  %1 = "z.nop"() {_u3 = [#loc31], attr0 = "''z\7F\C3\A90<", foo.k1 = 1.000000e-01 : f64, k$2 = sparse<[[0, 4, 2], [3, 1, 2]], [2839846, 0]> : tensor<4x5x4xi32>} : () -> vector<f64> loc(#loc2)
  %2:3 = "x.y"(%0) : (vector<[3]xbf16>) -> (none, tensor<281x1xui128, {a = 1 : i64}>, ui32) loc(#loc5)
  "foo.bar.baz"() : () -> () loc(#loc6)
  "z.nop"() ({
  ^bb0(%arg4: vector<[5]x6xf8E4M3> loc("0244.in.mlir":7:6), %arg5: tuple<ui17> loc("src/x.py":22:8), %arg6: none loc("f":25:5 to :36)):
    %8:4 = "a.b"(%arg5) : (tuple<ui17>) -> (si1024, none, index, memref<7x?xf64, #map, "gpu">) loc(#loc11)
    %9:4 = "my_dialect.thing"(%8#3, %8#3) {foo.k0 = 36 : i64} : (memref<7x?xf64, #map, "gpu">, memref<7x?xf64, #map, "gpu">) -> (complex<f64>, i1, complex<f64>, complex<f32>) loc(#loc12)
    %10 = "foo.bar"() : () -> index loc(#loc13)
    "d.op_1"(%9#2, %9#2, %arg6) ({
    ^bb0(%arg7: ui32 loc("0244.in.mlir":12:8)):
    }) : (complex<f64>, complex<f64>, none) -> () loc(#loc14)
  }, {
  ^bb0(%arg2: index loc("0244.in.mlir":15:9), %arg3: bf16 loc("with \22q\22")):
    "foo.br"(%1, %2#2)[^bb1, ^bb2] {_u1 = {k$1, value2 = #loc19, x0 = false, x3}, a2 = dense<"b\7F\09%\B9.\7F}\87\7Fz\02"> : tensor<!foo.str>, value3, x0} : (vector<f64>, ui32) -> () loc(#loc18)
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "a.jump"(%arg3, %arg3)[^bb2, ^bb1] : (bf16, bf16) -> () loc(#loc32)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %7 = "bar.yield"(%2#2, %arg3) {d.k0 = @a::@_priv} : (ui32, bf16) -> memref<59x?xf8E4M3> loc(#loc22)
  }, {
  ^bb0(%arg0: tensor<665xi8> loc("0244.in.mlir":22:7), %arg1: bf16 loc("0244.in.mlir":22:29)):
    "a.jump"(%arg0, %2#2, %arg1)[^bb1, ^bb1] {b0 = "\00\0A}a ", value1 = @"\C3\A9"} : (tensor<665xi8>, ui32, bf16) -> () loc(#loc20)
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %6 = "my_dialect.thing"(%arg1, %arg0, %2#1) : (bf16, tensor<665xi8>, tensor<281x1xui128, {a = 1 : i64}>) -> !tuple loc(#loc25)
  }) : () -> () loc(#loc7)
  %3 = "a.b"() : () -> complex<bf16> loc(#loc26)
  %4 = "foo.compute"(%2#2, %3, %2#0) : (ui32, complex<bf16>, none) -> tuple<f80, f16, i64> loc(#loc27)
  %5 = "z.nop"(%2#0, %2#2) : (none, ui32) -> memref<*xf32> loc(#loc28)
}) {foo.module_attr = 0 : i1024} : () -> () loc(#loc)
#loc = loc("0244.in.mlir":1:1)
#loc1 = loc("0244.in.mlir":2:12)
#loc2 = loc("":7:58 to 10:18)
#loc5 = loc("dir/with space.c":12:79 to :87)
#loc6 = loc("0244.in.mlir":5:2)
#loc7 = loc("a.mlir":41:57 to 43:52)
#loc11 = loc("0244.in.mlir":8:24)
#loc12 = loc("dir/with space.c":458:410)
#loc13 = loc("0244.in.mlir":10:10)
#loc14 = loc("":67:0)
#loc18 = loc("0244.in.mlir":16:3)
#loc20 = loc(unknown)
#loc21 = loc("a.mlir":373:4294967295)
#loc22 = loc("a.mlir":9:78 to :86)
#loc25 = loc("0244.in.mlir":25:9)
#loc26 = loc("0244.in.mlir":27:8)
#loc27 = loc("0244.in.mlir":28:9)
#loc28 = loc("0244.in.mlir":29:9)
#loc30 = loc("v"(#loc21))
#loc32 = loc(callsite(#loc20 at #loc30))

