#loc = loc(unknown)
#map = affine_map<(d0) -> (-d0 + 13)>
"builtin.module"() ({
  %0:3 = "my_dialect.thing"() <{a1 = 0 : ui1, b2 = sparse<[[2, 1], [1, 0], [2, 1]], [-1, 1, -27713075]> : tensor<3x2xi32>, "quoted key 0" = 0 : i32}> ({
    %3 = "foo.bar.baz"() : () -> tensor<?xui128>
    "a.b"(%3) {attr0 = sparse<[[4, 0]], 0> : tensor<6x3xi64>} : (tensor<?xui128>) -> ()
    %4 = "a.b"(%3, %3) {x0 = array<f32: -3.14159274, 1.218900e-03>} : (tensor<?xui128>, tensor<?xui128>) -> f6E2M3FN
    "a.b"(%3, %3, %4) : (tensor<?xui128>, tensor<?xui128>, f6E2M3FN) -> ()
    %5 = "d.op_1"() : () -> memref<?xf16, #map, 4>
    %6 = "a.b"() <{_u1 = #my.a<f32>, a2 = ".a", value0}> : () -> !x<"abc">
  }) : () -> (ui8, f32, f16)
  %1:3 = "bar.yield"(%0#0, %0#2, %0#1) : (ui8, f16, f32) -> (tensor<24x14xf6E2M3FN>, complex<f6E2M3FN>, complex<ui1>)
  %2 = "foo.bar"(%1#1, %1#0, %1#0) {b0 = ["<<\C3\A9\\\00\CE\A9\CE\A9\0A-", #loc, -9223372036854775808, -1 : i128]} : (complex<f6E2M3FN>, tensor<24x14xf6E2M3FN>, tensor<24x14xf6E2M3FN>) -> !bar.t
  "foo.bar"(%0#0, %1#1) {a1 = true, x0 = 2.000000e+00 : f8E5M2FNUZ} : (ui8, complex<f6E2M3FN>) -> ()
}) : () -> ()

