#distinct = distinct[0]<0 : i64>
#loc = loc("src/x.py":0:97)
#map = affine_map<(d0, d1, d2)[s0] -> (d0 * -5 + 4, (d2 mod 9) ceildiv 2)>
#map1 = affine_map<()[s0, s1] -> ((s0 * 8) floordiv 6)>
"builtin.module"() ({
  %0 = "d.op_1"() : () -> memref<58x47x1xbf16, strided<[?, 27, 1], offset: ?>, 6>
  %1 = "foo.bar.baz"(%0, %0) : (memref<58x47x1xbf16, strided<[?, 27, 1], offset: ?>, 6>, memref<58x47x1xbf16, strided<[?, 27, 1], offset: ?>, 6>) -> tensor<?x3xcomplex<f16>>
  "foo.bar.baz"(%0, %1, %1) {k$2 = #distinct, sym_name0 = dense<[[0, -1, 1, -1], [1, -1, -4, 0]]> : tensor<2x4xi3>, value1 = #map} : (memref<58x47x1xbf16, strided<[?, 27, 1], offset: ?>, 6>, tensor<?x3xcomplex<f16>>, tensor<?x3xcomplex<f16>>) -> ()
  %2:4 = "z.nop"() {foo.k0 = #loc} : () -> (vector<11x1x3xbf16>, complex<si64>, tensor<?xcomplex<f80>>, memref<4xf32, strided<[1]>>)
  %3 = "a.b"(%0) {_u0 = array<f32>} : (memref<58x47x1xbf16, strided<[?, 27, 1], offset: ?>, 6>) -> ui32
  %4:3 = "my_dialect.thing"(%2#1) : (complex<si64>) -> (index, !my_dialect.type, none)
  %5 = "foo.bar.baz"() {_u3, attr1 = array<i16: 0, 92, -6679, 0>, sym_name0 = #map, value2 = complex<f128>} : () -> tensor<?x0xi8>
  %6 = "d.op_1"(%5, %2#0, %2#3) ({
    "foo.br"(%5, %4#0, %5)[^bb1] {_u0 = 7.260740e-01 : f16, "quoted key 2" = dense<[[-65536], [-1], [14]]> : tensor<3x1xi17>, sym_name1, x3 = array<i8: -1, -15>} : (tensor<?x0xi8>, index, tensor<?x0xi8>) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "x.switch"(%4#1)[^bb1] <{b0 = -1 : i32, value1 = {value0 = distinct[1]<0xFF800000 : f32>, value2, z91 = 232 : i64}}> {z90 = 0 : ui1} : (!my_dialect.type) -> ()
  }) {a0 = #map1, b1 = [tuple<>, {b1 = dense<-0.000000e+00> : tensor<f16>, sym_name0 = "}X\CE\A9\E6\97\A5\E6\9C\ACa\C3\A9_{" : ui32}, 0x80 : f8E4M3FNUZ, -1]} : (tensor<?x0xi8>, vector<11x1x3xbf16>, memref<4xf32, strided<[1]>>) -> ui16
}) : () -> ()

