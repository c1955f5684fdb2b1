#map = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#map1 = affine_map<()[s0, s1] -> (s1, s0 + s1 ceildiv 2)>
"builtin.module"() ({
  "foo.bar"() {z90 = array<i16: -1, 3610, -32768, -1, -1>} : () -> ()
  %0 = "foo.bar"() : () -> tensor<?x1x896x3xi128>
  "a.b"(%0) <{}> : (tensor<?x1x896x3xi128>) -> ()
  "d.op_1"(%0) <{x0, x1 = "0aX\C3\A9\22/\00\C3\A9X'\22!"}> : (tensor<?x1x896x3xi128>) -> ()
  %1 = "x.y"(%0, %0) <{}> : (tensor<?x1x896x3xi128>, tensor<?x1x896x3xi128>) -> tensor<4x1x960x5x!foo.param<{a.b , ["x y"]}>>
  %2:4 = "my_dialect.thing"(%0, %1, %1) {my.k0 = #map1} : (tensor<?x1x896x3xi128>, tensor<4x1x960x5x!foo.param<{a.b , ["x y"]}>>, tensor<4x1x960x5x!foo.param<{a.b , ["x y"]}>>) -> (complex<f8E5M2>, memref<16x3x61xi128, #map, 1>, i128, tensor<*xcomplex<f128>>)
  %3:3 = "a.b"(%2#0, %2#2, %2#1) <{sym_name1, value0}> : (complex<f8E5M2>, i128, memref<16x3x61xi128, #map, 1>) -> (tensor<2x?x3x809xf8E3M4>, i64, tensor<1xindex>)
  "a.b"(%2#1, %3#0, %2#2) : (memref<16x3x61xi128, #map, 1>, tensor<2x?x3x809xf8E3M4>, i128) -> ()
  %4 = "z.nop"() : () -> !my_dialect.a.b
  "foo.bar"(%2#3, %3#1) ({
  ^bb0(%arg0: f16):
    %5 = "foo.bar"(%3#1, %3#2) {foo.k1 = 8.480000e+00 : f64, my.k3 = 0x70 : f8E3M4, value0 = 1 : i64, x2 = dense<["!\C3\A9b \00,}\22_zX", "\CA}\00", "\09{\F0\9F\99\82\C3\A9}b\C3\A9\22", "a!a\\\\/\C3\A9\C3\A9_"]> : tensor<4x!foo.str>} : (i64, tensor<1xindex>) -> tuple<f32, f4E2M1FN, index, f32>
    %6 = "foo.op"() : () -> complex<ui1>
  }) : (tensor<*xcomplex<f128>>, i64) -> ()
  "my_dialect.thing"(%4, %3#0, %3#0) {a2 = #x.p<i8>, b1 = false, value3 = 2.709020e-23 : bf16, z90 = "\22\\"} : (!my_dialect.a.b, tensor<2x?x3x809xf8E3M4>, tensor<2x?x3x809xf8E3M4>) -> ()
  "z.nop"(%2#0, %1, %3#2) : (complex<f8E5M2>, tensor<4x1x960x5x!foo.param<{a.b , ["x y"]}>>, tensor<1xindex>) -> ()
}) : () -> ()

