"builtin.module"() <{sym_name = "m87"}> ({
  %0:3 = "my_dialect.thing"() {attr1 = "z_\00\22" : i32, foo.k0, foo.k3 = dense<[[[-2.000000e+00, 7.500000e+00, 7.500000e+00]], [[7.500000e+00, -1.000000e+00, -6.500000e+00]], [[0.000000e+00, 6.250000e-01, 6.500000e+00]]]> : tensor<3x1x3xf6E2M3FN>, x2 = 2.71828175 : f32} : () -> (i7, f8E4M3FNUZ, tensor<?x54x?x?xsi32>)
  %1 = "bar.yield"(%0#0, %0#2, %0#1) {_u0 = i1, a2 = dense<1> : tensor<4x4xsi7>, my.k1 = array<i64: -1, -70044334973019, -9223372036854775808, 9, -1>} : (i7, tensor<?x54x?x?xsi32>, f8E4M3FNUZ) -> !bar.type
  %2:3 = "foo.compute"(%0#1, %1) {_u3 = -14 : i7, a0 = 2.564950e+05 : f64, "quoted key 1" = array<f64: -5.000000e-01, -1.1146562743583349E-268, 6.550400e+04, 5.000000e-01>, z92} : (f8E4M3FNUZ, !bar.type) -> (complex<i1>, ui128, f32)
  %3:4 = "a.b"() : () -> (tuple<f8E5M2, f32>, none, tuple<index, f64, f128, f8E4M3B11FNUZ>, index)
  %4 = "foo.bar"(%3#3, %3#0) ({
    %6 = "bar.yield"() ({
    ^bb0(%arg0: complex<i16>):
    }) {a1 = 2.19985905623329978689822093758316523E-2783 : f128, sym_name2 = vector<si3>, x0 = 6.550400e+04 : f16} : () -> vector<8x[7]xindex>
    "a.jump"(%3#3, %0#0)[^bb1, ^bb1] {k$3 = 2 : si17, my.k1 = sparse<[[0, 1], [0, 0], [1, 0]], [43, -9223372036854775808, -9223372036854775808]> : tensor<3x2xi64>, value2 = 13777332 : i128, x0 = true} : (index, i7) -> ()
  ^bb1(%7: f64, %8: memref<?x627xf16, strided<[33, ?]>>):  // 2 preds: ^bb0, ^bb0
    "a.jump"(%7)[^bb2, ^bb2] : (f64) -> ()
  ^bb2(%9: i1, %10: f64, %11: memref<*xf16>):  // 2 preds: ^bb1, ^bb1
    %12:4 = "z.nop"() {attr0, k$1, z92 = #my.p<a.b>} : () -> (i7, memref<395xvector<2xi64>, strided<[1], offset: 11>>, tuple<tensor<24x41x57x21x!foo<"abc">>, memref<?x627xf16, strided<[33, ?]>>, si128, bf16>, f64)
  }) : (index, tuple<f8E5M2, f32>) -> ((i32, f64) -> ())
  %5 = "z.nop"() : () -> vector<8xf8E4M3B11FNUZ>
  "foo.op"(%0#2) {b2, b3 = @f_1, d.k0 = array<i8: 1, -128, -128, 1>, sym_name1 = distinct[0]<>} : (tensor<?x54x?x?xsi32>) -> ()
}) : () -> ()

