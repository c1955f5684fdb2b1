#distinct = distinct[0]<vector<[11]x7xi17>>
#map = affine_map<(d0)[s0, s1] -> (d0 + s1 - 8)>
#map1 = affine_map<(d0, d1, d2) -> (d1 mod 9 + d2 mod 2)>
#map2 = affine_map<(d0, d1, d2) -> (0, (d0 ceildiv 9) mod 6, -d0 - 4)>
"builtin.module"() ({
  %0:3 = "foo.op"() ({
    %3:4 = "foo.op"() {d.k0 = [dense<[(-4.000000e+03,9.429680e+00), (0x7C00,1.000000e+00), (0x7C00,7.519530e-01), (0.000000e+00,5.015630e+00)]> : tensor<4xcomplex<f16>>, #map, #distinct], my.k1 = -360426 : i64, my.k2 = array<i32>} : () -> (f8E4M3FNUZ, i1024, vector<si7>, i7)
  }, {
    "foo.br"()[^bb1, ^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %2:2 = "my_dialect.thing"() : () -> (ui32, f64)
  }) : () -> (memref<?x?x52xf8E4M3B11FNUZ, #map1, 3>, vector<4x7xf6E2M3FN>, tensor<*xbf16>)
  "x.y"() {foo.k1 = #map2, "quoted key 2" = sparse<[[0, 1, 0]], 0.95462619999999998> : tensor<3x4x2xf64>, z90 = dense<[3.000000e+00, -6.000000e+00, 4.000000e+00, 0.000000e+00]> : tensor<4xf4E2M1FN>} : () -> ()
  %1:2 = "my_dialect.thing"() <{d.k0 = distinct[1]<[]>, value1 = 0x7FFF : bf16, value2 = dense_resource<r.0> : tensor<2xi8>}> : () -> (complex<f64>, complex<f32>)
  "foo.bar.baz"() {b0 = index} : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000009AB0"
    }
  }
#-}

