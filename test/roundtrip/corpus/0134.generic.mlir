#map = affine_map<(d0, d1)[s0] -> ((d0 floordiv 5) * 2, s0 mod 9, s0 * 7)>
"builtin.module"() ({
  %0 = "foo.compute"() ({
    "a.b"() : () -> ()
    "d.op_1"() {sym_name0} : () -> ()
    %10 = "z.nop"() : () -> memref<104x5x397xi24, strided<[42, ?, 26], offset: ?>, 2>
    %11 = "a.b"(%10, %10) : (memref<104x5x397xi24, strided<[42, ?, 26], offset: ?>, 2>, memref<104x5x397xi24, strided<[42, ?, 26], offset: ?>, 2>) -> i16
  }) : () -> i24
  %1:4 = "my_dialect.thing"() {b0 = true, k$3 = #map, sym_name2 = tf32, z91 = sparse<[[1, 0], [0, 1], [2, 0], [1, 2]], [-128, -1, 1, -128]> : tensor<6x6xi8>} : () -> (i32, f16, index, complex<f6E3M2FN>)
  %2:3 = "a.b"() <{d.k0 = "\090@ "}> {a0 = @c::@b, sym_name2, z91} : () -> (complex<f32>, i24, tensor<1x7x5x338xcomplex<f6E2M3FN>>)
  %3:3 = "a.b"() {attr3 = i64, "quoted key 0" = #foo.b.c, x2, z91 = [-1, 0 : i8, 1]} : () -> (bf16, i32, i1)
  %4 = "my_dialect.thing"() {a2 = sparse<[[1], [3]], [-2147483648, -1929]> : tensor<5xi32>, b0 = "zz/< -}\\0\0A{\0A", "quoted key 3", x1} : () -> memref<?xf64>
  %5 = "foo.compute"() : () -> tf32
  %6:4 = "foo.bar"(%5, %1#1) : (tf32, f16) -> (memref<*xf8E4M3, 5>, bf16, !bar.type, tensor<3x?x3x761xf8E4M3FN>)
  "a.b"(%1#1, %6#3) <{a0 = {k$0 = -65536 : i17, z91 = [array<i32: 30980, -2147483648>, 8.000000e+00 : f8E4M3B11FNUZ]}, b1 = {}, b2 = #my.p<[["x y" abc]],f32>, d.k3 = 97 : i8}> : (f16, tensor<3x?x3x761xf8E4M3FN>) -> ()
  %7 = "foo.bar.baz"(%6#0, %6#1) : (memref<*xf8E4M3, 5>, bf16) -> f8E4M3B11FNUZ
  "foo.op"(%6#3, %3#2, %6#1) : (tensor<3x?x3x761xf8E4M3FN>, i1, bf16) -> ()
  %8 = "foo.bar"() {_u0 = 6.000000e+00 : f4E2M1FN} : () -> tensor<205x!my_dialect.type>
  %9:2 = "d.op_1"(%7) {b1, d.k2 = #my.b.c, foo.k0 = -50 : si8} : (f8E4M3B11FNUZ) -> (index, index)
  "a.b"(%3#0, %2#2) {attr2, k$1 = 0 : i32, my.k0 = #bar.v<<<f32,-8,a.b>,?>>} : (bf16, tensor<1x7x5x338xcomplex<f6E2M3FN>>) -> ()
}) {foo.module_attr = -1 : i7} : () -> ()

