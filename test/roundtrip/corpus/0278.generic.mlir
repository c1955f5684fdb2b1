#distinct = distinct[0]<si128>
#distinct1 = distinct[1]<dense<0> : vector<3xsi128>>
#loc = loc("-":72:0)
#loc1 = loc("dir/with space.c":38:37 to :43)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (d0 floordiv 2 - 7, 0, (s0 * s0) * 5)>
#map2 = affine_map<(d0, d1)[s0] -> (1, -28)>
#set = affine_set<(d0, d1, d2)[s0, s1] : (-d2 + 7 >= 0)>
"builtin.module"() <{sym_name = "m30"}> ({
  %0 = "foo.compute"() <{b0 = "\09\CE\A9\22*X'\C3\A9"}> : () -> tuple<f4E2M1FN, f128>
  "foo.bar.baz"() {attr2 = sparse<[[3, 1]], 7> : tensor<4x4xi8>, b1 = 7.500000e+00 : f6E2M3FN, x0 = [#map]} : () -> ()
  "my_dialect.thing"(%0) ({
    "foo.op"(%0, %0, %0) : (tuple<f4E2M1FN, f128>, tuple<f4E2M1FN, f128>, tuple<f4E2M1FN, f128>) -> ()
    %2 = "foo.bar"() ({
      "z.nop"(%0, %0) {attr2 = #my<"abc">, b0 = #loc, k$1} : (tuple<f4E2M1FN, f128>, tuple<f4E2M1FN, f128>) -> ()
      %17 = "foo.bar"(%0, %0, %0) : (tuple<f4E2M1FN, f128>, tuple<f4E2M1FN, f128>, tuple<f4E2M1FN, f128>) -> i1
      %18:3 = "bar.yield"(%17, %0, %17) ({
        %20:3 = "d.op_1"(%17) <{my.k1, "quoted key 0" = 0 : i32, z92 = #foo.a}> : (i1) -> (i24, memref<27x49x14xvector<2xi1>, strided<[?, ?, 1]>>, tensor<?x37x?xui17>)
        %21:4 = "my_dialect.thing"(%20#2, %20#0, %20#0) <{attr1 = {_u2 = 44 : index, b0 = "%", b1}, "quoted key 0" = true, "quoted key 2" = false}> {foo.k1 = dense_resource<blob0> : tensor<6xi32>, z90} : (tensor<?x37x?xui17>, i24, i24) -> (none, memref<3xf4E2M1FN, 7>, i1, i3)
        %22 = "x.y"() {a1 = @_priv, d.k0, foo.k3 = 0 : ui1024, "quoted key 2" = dense<-1.7489346318696861E-261> : tensor<f64>} : () -> complex<f128>
        "a.b"() : () -> ()
        %23 = "d.op_1"() : () -> tensor<32x653x63x2xi1>
      }) {attr0 = #distinct, my.k2 = 0 : ui3, value1 = #map1} : (i1, tuple<f4E2M1FN, f128>, i1) -> (complex<f64>, memref<?x7xtf32, "gpu">, i64)
      "z.nop"(%18#1, %17) {value0 = "<_\22z\E6\97\A5\E6\9C\AC@"} : (memref<?x7xtf32, "gpu">, i1) -> ()
      %19:3 = "foo.bar"() {attr0 = #loc1, x2 = false, x3 = dense<[[(47,-19), (98,-92), (23,-13)], [(58,-9), (30,-97), (90,-14)], [(5,-60), (17,-74), (30,-30)], [(98,-86), (33,-77), (75,-93)]]> : tensor<4x3xcomplex<i32>>, z91 = #map2} : () -> (tuple<i32>, memref<3xvector<5xsi32>>, complex<si32>)
    }) : () -> memref<54xvector<i1024>, strided<[1], offset: 10>, 5>
    %3:4 = "foo.op"(%2) ({
      "foo.op"(%2, %0) : (memref<54xvector<i1024>, strided<[1], offset: 10>, 5>, tuple<f4E2M1FN, f128>) -> ()
      %7 = "z.nop"(%0, %2, %0) ({
        %16 = "foo.bar.baz"(%0, %0) <{}> : (tuple<f4E2M1FN, f128>, tuple<f4E2M1FN, f128>) -> i17
      }, {
        %9:2 = "d.op_1"(%0, %0) <{a2 = 1.500000e+00 : f16, attr1 = "*!~\22Xz<", foo.k3, x0 = index}> {_u0 = @c::@main} : (tuple<f4E2M1FN, f128>, tuple<f4E2M1FN, f128>) -> (none, index)
        "foo.br"(%0, %9#0)[^bb1] <{b1 = 6.550400e+04 : f64, my.k2 = "\7F\22\\*.%", "quoted key 0" = {}, "quoted key 3" = 9223372036854775807 : index}> : (tuple<f4E2M1FN, f128>, none) -> ()
      ^bb1(%10: !foo.param<{?, -7}, <<"x y">>>):  // pred: ^bb0
        %11 = "z.nop"(%2, %9#0) {a0 = 0x7F80 : bf16, b3, foo.k1 = dense<-3.642500e+02> : tensor<4x1x4xf16>, x2 = tuple<i128, i7, f6E3M2FN>} : (memref<54xvector<i1024>, strided<[1], offset: 10>, 5>, none) -> !my_dialect.t_1
        "bar.yield"() <{value0 = 48 : index}> {my.k1, z90} : () -> ()
        "z.nop"() <{}> {_u0 = #set, sym_name1 = @x.y} : () -> ()
        %12:4 = "foo.bar.baz"() : () -> (i8, ui64, index, complex<f32>)
        "cfx.cond_br"(%9#1, %9#0)[^bb2, ^bb3] <{x0 = affine_map<(d0, d1) -> (1, 72, (d1 floordiv 4) floordiv 2)>, z91 = 9223372036854775807 : index}> : (index, none) -> ()
      ^bb2(%13: complex<f6E3M2FN>, %14: index):  // pred: ^bb1
        "foo.br"()[^bb3, ^bb3] : () -> ()
      ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb2
        %15 = "z.nop"(%0, %9#1) : (tuple<f4E2M1FN, f128>, index) -> i7
      }) {z90 = #my<"a b">} : (tuple<f4E2M1FN, f128>, memref<54xvector<i1024>, strided<[1], offset: 10>, 5>, tuple<f4E2M1FN, f128>) -> f8E5M2
      %8:2 = "x.y"(%0) {b2 = 9.984020e-31 : bf16, k$0 = {_u1 = 9223372036854775807 : index, _u2 = dense<[[[4, 3, -212153], [-1, -1, -118]], [[105, 0, 1], [1, 36, 30]], [[0, -2147483648, 1], [-1, -2147483648, 12]], [[22, 3916722, 1], [0, -2147483648, 0]]]> : tensor<4x2x3xi32>, my.k3 = dense<11> : vector<2xi1024>, "quoted key 0" = false}, x1 = #distinct1} : (tuple<f4E2M1FN, f128>) -> (complex<f32>, memref<*xi32>)
    }, {
    ^bb0:
    }) : (memref<54xvector<i1024>, strided<[1], offset: 10>, 5>) -> (tuple<tensor<?xcomplex<ui1024>, #foo.enc<[-0, ?, -4] a.b 58>>, tf32>, f8E3M4, none, f32)
    "cfx.cond_br"(%3#1, %3#2, %3#0)[^bb1] <{value0, value1, value2 = -1918 : i17}> : (f8E3M4, none, tuple<tensor<?xcomplex<ui1024>, #foo.enc<[-0, ?, -4] a.b 58>>, tf32>) -> ()
  ^bb1(%4: tensor<5x10x2x963xsi1024, "sparse">, %5: index):  // pred: ^bb0
    "cfx.cond_br"(%3#2, %5)[^bb2] : (none, index) -> ()
  ^bb2(%6: memref<*xui32, "gpu">):  // 2 preds: ^bb1, ^bb2
    "a.jump"(%3#1, %3#3)[^bb2] {b0 = array<f64: -1.000000e-01, 0x4202A05F00C00000>} : (f8E3M4, f32) -> ()
  }, {
  }, {
  ^bb0(%arg0: () -> (!foo.v<?, <"x y", a.b, true>>, i16), %arg1: complex<i1>):
  }) : (tuple<f4E2M1FN, f128>) -> ()
  %1:2 = "x.y"(%0, %0) : (tuple<f4E2M1FN, f128>, tuple<f4E2M1FN, f128>) -> (bf16, f64)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000E3D37865CE9A340709D506BF69E61BAD22E992C1A56FDCBF"
    }
  }
#-}

