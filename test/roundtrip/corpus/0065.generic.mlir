#distinct = distinct[0]<1 : ui17>
#map = affine_map<(d0) -> (9)>
"builtin.module"() ({
  %0 = "foo.op"() : () -> vector<[15]x2x6xf16>
  %1:2 = "bar.yield"(%0, %0, %0) <{value0 = "@"}> {a0 = array<i8: 0, 0, -128>, b2 = @a::@b::@c, k$1, z93 = @a::@b::@c} : (vector<[15]x2x6xf16>, vector<[15]x2x6xf16>, vector<[15]x2x6xf16>) -> (tuple<>, complex<i24>)
  %2:4 = "my_dialect.thing"(%0, %0) ({
    "foo.bar.baz"(%1#0, %1#1) {my.k2 = @a::@b::@c, sym_name0 = array<i32: 438, -1, 1>, value1 = @a::@b::@c} : (tuple<>, complex<i24>) -> ()
    %4:3 = "foo.compute"(%1#0, %1#0, %1#1) : (tuple<>, tuple<>, complex<i24>) -> (complex<f8E4M3B11FNUZ>, tuple<ui7, ui1024>, i8)
    %5 = "x.y"(%0) {d.k2 = @s$::@"with\22quote", k$0 = true, my.k1 = memref<64x988xbf16>} : (vector<[15]x2x6xf16>) -> vector<11x6xsi16>
    "a.jump"(%4#1)[^bb1] <{_u2 = 0 : i64, x1 = "z#\\<\E6\97\A5\E6\9C\AC\00\C3\A9\00\C3\A9", z90 = @a::@b::@c}> : (tuple<ui7, ui1024>) -> ()
  ^bb1:  // pred: ^bb0
    %6:4 = "foo.bar.baz"(%5, %1#1, %4#0) : (vector<11x6xsi16>, complex<i24>, complex<f8E4M3B11FNUZ>) -> (memref<382x4xindex>, i16, index, !bar<"abc">)
    %7:3 = "foo.bar"(%6#3, %6#2) : (!bar<"abc">, index) -> (tensor<?x1x4x25xcomplex<i16>>, f8E3M4, f4E2M1FN)
    %8 = "a.b"() {a1 = sparse<> : tensor<2xi64>, b0 = [-2.000000e+00 : f16, "!b" : i32, @a::@b::@c], b3 = dense<-1233576116> : tensor<1x2x4xi32>, value2 = #distinct} : () -> tensor<8x8xi3>
    "foo.op"(%7#2, %7#0) {a1 = sparse<3, 1.344730e+00> : tensor<5xf16>, b2, my.k3 = [dense<2.750000e+00> : tensor<f8E4M3B11FNUZ>, "!b" : i32, 1.000000e-05], sym_name0 = "\22\\\0A"} : (f4E2M1FN, tensor<?x1x4x25xcomplex<i16>>) -> ()
    %9 = "z.nop"() : () -> tuple<>
    "a.jump"(%9, %7#1, %6#1)[^bb2] : (tuple<>, f8E3M4, i16) -> ()
  ^bb2(%10: memref<?xi1024, #map>, %11: tensor<*xi17>):  // pred: ^bb1
    %12:3 = "d.op_1"() {a0 = -0.72633840000000005 : f64, "quoted key 1" = @s$} : () -> (i32, i32, memref<*xvector<13x[7]xf4E2M1FN>>)
    %13:4 = "bar.yield"(%12#0) {_u1 = {b1 = "'}#{\C3\A9\0A!bz", foo.k0 = 9.99999897E+9 : f32}, d.k0 = sparse<1, -1.000000e-05> : tensor<5xf64>} : (i32) -> (!bar<"abc">, f32, f8E3M4, complex<f4E2M1FN>)
  }, {
    "foo.bar"(%1#0, %0, %1#0) <{x2 = [affine_map<(d0, d1, d2) -> ()>], x3 = true, z90, z91 = index}> {attr2 = dense<1> : tensor<1xi128>, k$0 = dense<[[[7]], [[1]], [[-57]], [[-1]]]> : tensor<4x1x1xi7>, value1 = array<i32: 37070638, -5736, 14, 799323724>, x3 = 1 : ui1} : (tuple<>, vector<[15]x2x6xf16>, tuple<>) -> ()
  }) : (vector<[15]x2x6xf16>, vector<[15]x2x6xf16>) -> (tf32, complex<f16>, i24, f32)
  %3:3 = "foo.op"(%2#3, %2#3, %2#0) : (f32, f32, tf32) -> (bf16, index, tuple<bf16, f16>)
}) : () -> ()

