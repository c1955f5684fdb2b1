#distinct = distinct[0]<vector<[11]x7xi17>>
#map = affine_map<(d0)[s0, s1] -> (d0 + s1 - 8)>
#map1 = affine_map<(d0, d1, d2) -> (d1 mod 9 + d2 mod 2)>
#map2 = affine_map<(d0, d1, d2) -> (0, (d0 ceildiv 9) mod 6, -d0 - 4)>
"builtin.module"() ({
  %0:3 = "foo.op"() ({
    %3:4 = "foo.op"() {d.k0 = [dense<[(-4.000000e+03,9.429680e+00), (0x7C00,1.000000e+00), (0x7C00,7.519530e-01), (0.000000e+00,5.015630e+00)]> : tensor<4xcomplex<f16>>, #map, #distinct], my.k1 = -360426 : i64, my.k2 = array<i32>} : () -> (f8E4M3FNUZ, i1024, vector<si7>, i7) loc(#loc2)
  }, {
    "foo.br"()[^bb1, ^bb1] : () -> () loc(#loc14)
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %2:2 = "my_dialect.thing"() : () -> (ui32, f64) loc(#loc12)
  }) : () -> (memref<?x?x52xf8E4M3B11FNUZ, #map1, 3>, vector<4x7xf6E2M3FN>, tensor<*xbf16>) loc(#loc13)
  "x.y"() {foo.k1 = #map2, "quoted key 2" = sparse<[[0, 1, 0]], 0.95462619999999998> : tensor<3x4x2xf64>, z90 = dense<[3.000000e+00, -6.000000e+00, 4.000000e+00, 0.000000e+00]> : tensor<4xf4E2M1FN>} : () -> () loc(#loc8)
  %1:2 = "my_dialect.thing"() <{d.k0 = distinct[1]<[]>, value1 = 0x7FFF : bf16, value2 = dense_resource<r.0> : tensor<2xi8>}> : () -> (complex<f64>, complex<f32>) loc(#loc1)
  "foo.bar.baz"() {b0 = index} : () -> () loc(#loc9)
}) : () -> () loc(#loc)
#loc = loc("0259.in.mlir":0:0)
#loc1 = loc(unknown)
#loc2 = loc("0259.in.mlir":3:15)
#loc3 = loc("src/x.py":0:174)
#loc4 = loc("-":69:192)
#loc5 = loc("dir/with space.c":35:44 to :7)
#loc6 = loc("a.mlir":17:38 to :41)
#loc7 = loc("src/x.py":4294967295:4294967295)
#loc8 = loc("0259.in.mlir":15:1)
#loc9 = loc("0259.in.mlir":18:1)
#loc10 = loc(fused<1 : i32>[#loc1])
#loc11 = loc(callsite(#loc4 at #loc5))
#loc12 = loc("n"(#loc7))
#loc13 = loc("callee"(#loc10))
#loc14 = loc(fused<"meta">[#loc3, #loc11, #loc6])

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000009AB0"
    }
  }
#-}

