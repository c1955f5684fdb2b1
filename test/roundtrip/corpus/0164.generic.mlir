#map = affine_map<(d0, d1, d2)[s0, s1] -> ()>
"builtin.module"() ({
  %0 = "a.b"() ({
  ^bb0(%arg0: vector<[4]x16x10xsi1024>, %arg1: f8E3M4):
    "bar.yield"(%arg0, %arg0, %arg0) <{sym_name0 = distinct[0]<@"with\22quote">}> : (vector<[4]x16x10xsi1024>, vector<[4]x16x10xsi1024>, vector<[4]x16x10xsi1024>) -> ()
    %3 = "bar.yield"(%arg1) : (f8E3M4) -> memref<303x4x6xf16>
  }) : () -> memref<?xi24, 5>
  "a.b"(%0, %0) <{b0 = affine_map<(d0)[s0, s1] -> ((d0 ceildiv 5) floordiv 4, -(s0 ceildiv 4))>, foo.k1 = complex<i17>, x2 = #map}> ({
  }, {
    %2 = "foo.op"(%0) : (memref<?xi24, 5>) -> complex<f64>
  }) : (memref<?xi24, 5>, memref<?xi24, 5>) -> ()
  "foo.bar.baz"(%0, %0, %0) {foo.k0 = #map, z91 = 26 : index} : (memref<?xi24, 5>, memref<?xi24, 5>, memref<?xi24, 5>) -> ()
  %1 = "x.y"(%0, %0, %0) : (memref<?xi24, 5>, memref<?xi24, 5>, memref<?xi24, 5>) -> f8E4M3FN
}) : () -> ()

