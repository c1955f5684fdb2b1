!tuple = tuple<si8, ui32, bf16, i32, f32, index, f16, tensor<*xi17>, si32, i32, index, index, f64, si17, bf16, f80, ui24, i128, ui3>
#loc = loc("src/x.py":107:4294967295)
#loc1 = loc("f":35:58)
#loc2 = loc("-":425:488)
#map = affine_map<(d0, d1) -> (d1 * -4, (d0 * 5) mod 6)>
#loc3 = loc(callsite(#loc at #loc1))
#loc4 = loc("v"(#loc3))
"builtin.module"() ({
  %0 = "d.op_1"() {b0 = dense<-629> : tensor<i16>} : () -> vector<[3]xbf16>
  %1 = "z.nop"() {_u3 = [#loc4], attr0 = "''z\7F\C3\A90<", foo.k1 = 1.000000e-01 : f64, k$2 = sparse<[[0, 4, 2], [3, 1, 2]], [2839846, 0]> : tensor<4x5x4xi32>} : () -> vector<f64>
  %2:3 = "x.y"(%0) : (vector<[3]xbf16>) -> (none, tensor<281x1xui128, {a = 1 : i64}>, ui32)
  "foo.bar.baz"() : () -> ()
  "z.nop"() ({
  ^bb0(%arg4: vector<[5]x6xf8E4M3>, %arg5: tuple<ui17>, %arg6: none):
    %8:4 = "a.b"(%arg5) : (tuple<ui17>) -> (si1024, none, index, memref<7x?xf64, #map, "gpu">)
    %9:4 = "my_dialect.thing"(%8#3, %8#3) {foo.k0 = 36 : i64} : (memref<7x?xf64, #map, "gpu">, memref<7x?xf64, #map, "gpu">) -> (complex<f64>, i1, complex<f64>, complex<f32>)
    %10 = "foo.bar"() : () -> index
    "d.op_1"(%9#2, %9#2, %arg6) ({
    ^bb0(%arg7: ui32):
    }) : (complex<f64>, complex<f64>, none) -> ()
  }, {
  ^bb0(%arg2: index, %arg3: bf16):
    "foo.br"(%1, %2#2)[^bb1, ^bb2] {_u1 = {k$1, value2 = #loc2, x0 = false, x3}, a2 = dense<"b\7F\09%\B9.\7F}\87\7Fz\02"> : tensor<!foo.str>, value3, x0} : (vector<f64>, ui32) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "a.jump"(%arg3, %arg3)[^bb2, ^bb1] : (bf16, bf16) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %7 = "bar.yield"(%2#2, %arg3) {d.k0 = @a::@_priv} : (ui32, bf16) -> memref<59x?xf8E4M3>
  }, {
  ^bb0(%arg0: tensor<665xi8>, %arg1: bf16):
    "a.jump"(%arg0, %2#2, %arg1)[^bb1, ^bb1] {b0 = "\00\0A}a ", value1 = @"\C3\A9"} : (tensor<665xi8>, ui32, bf16) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %6 = "my_dialect.thing"(%arg1, %arg0, %2#1) : (bf16, tensor<665xi8>, tensor<281x1xui128, {a = 1 : i64}>) -> !tuple
  }) : () -> ()
  %3 = "a.b"() : () -> complex<bf16>
  %4 = "foo.compute"(%2#2, %3, %2#0) : (ui32, complex<bf16>, none) -> tuple<f80, f16, i64>
  %5 = "z.nop"(%2#0, %2#2) : (none, ui32) -> memref<*xf32>
}) {foo.module_attr = 0 : i1024} : () -> ()

