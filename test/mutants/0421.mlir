// ir-gen random --seed 278 --size 26
#L0 = loc("a.mlir":13:298)
#attr_1 = 9223372036854775807 : index
#l_x2 = loc(fused<#foo.m>["src/x.py":64, "f":26:253])
#l_x3 = loc(callsite(#l_x2 at "x"))
#loc4 = loc("v"(fused<8 : i32>["":0:477, "name"]))
#loc5 = unit

"builtin.module"() <{sym_name = "m30"}> ({
  %_0 = "foo.compute"()<{b0= "\tΩ\"*X'\C3\A9"}>: () -> tuple<f4E2M1FN, f128> loc(unknown)
  "foo.bar.baz"() {x0= [affine_map<(d0)[] -> (d0)>], b1= 291037.0 : f6E2M3FN, attr2= sparse<[[3, 1]], [7]> : tensor<4x4xi8>}: () -> ()
  "my_dialect.thing"(%_0) ({
    "foo.op"(%_0, %_0, %_0): (tuple<f4E2M1FN, f128>, tuple<f4E2M1FN, f128>, tuple<f4E2M1FN, f128>) -> ()
    %r1 = "foo.bar"() ({
      // a comment
      "z.nop"(%_0, %_0) {b0= loc("":72:0), k$1, attr2= #my<"abc">}: (tuple<f4E2M1FN, f128>, tuple<f4E2M1FN, f128>) -> () loc(#L0)
      // é unicode
      %2 = "foo.bar"(%_0, %_0, %_0): (tuple<f4E2M1FN, f128>, tuple<f4E2M1FN, f128>, tuple<f4E2M1FN, f128>) -> i1
      %x3, %value4:2 = "bar.yield"(%2, %_0, %2) ({
        %_5, %_6:2 = "d.op_1"(%2) <{"quoted key 0"= 0: i32, my.k1, z92= #foo.a}>: (i1) -> (i24, memref<27x49x14xvector<2xi1>, strided<[?, ?, 1]>>, tensor<?x37x?xui17>)
        %7:4 = "my_dialect.thing"(%_6#1, %_5, %_5)<{"quoted key 0"= 1: i1, attr1= {b0= "%", b1, _u2= 44 : index}, "quoted key 2"= false}> {z90, foo.k1= dense_resource<blob0> : tensor<6xi32>}: (tensor<?x37x?xui17>, i24, i24) -> (none, memref<3xf4E2M1FN, affine_map<(d0) -> (d0)>, 7>, i1, i3)
        %v8 = "x.y"() {d.k0= unit, a1= @_priv, "quoted key 2"= dense<"0x954EAAEC3289CB89"> : tensor<f64>, foo.k3= 0: ui1024}: () -> complex<f128> loc("a.mlir":0:354)
        // é unicode
        "a.b"(): () -> ()
        %value9 = "d.op_1"() {}: () -> tensor<32x653x63x2xi1> loc("":3)
      }) {attr0= distinct[2]<si128>, value1= affine_map<(d0)[s0] -> ((d0) floordiv 2 - (7) mod 9, (5) floordiv 7 * 7, ((5) * s0) * s0)>, my.k2= 0: ui3}: (i1, tuple<f4E2M1FN, f128>, i1) -> (complex<f64>, memref<?x7xtf32, affine_map<(d0, d1) -> (d0, d1)>, "gpu">, i64) loc("src/x.py":4294967295:491)
      // a comment
      "z.nop"(%value4#0, %2) {value0= "\3C_\"z日本@"}: (memref<?x7xtf32, affine_map<(d0, d1) -> (d0, d1)>, "gpu">, i1) -> ()
      %v10, %v11:2 = "foo.bar"() {attr0= loc("dir/with space.c":38:37 to :43), z91= affine_map<(i0, i1)[N0] -> (1, -(4 * 7))>, x2= false, x3= dense<[[(47, -19), (98, -92), (23, -13)], [(58, -9), (30, -97), (90, -14)], [(5, -60), (17, -74), (30, -30)], [(98, -86), (33, -77), (75, -93)]]> : tensor<4x3xcomplex<i32>>}: () -> (tuple<i32>, memref<3xvector<5xsi32>>, complex<si32>)
    }) {}: () -> memref<54xvector<i1024>, strided<[1], offset: 10>, 5> loc("src/x.py":4294967295:4294967295)

    %tmp_12, %13:3 = "foo.op"(%r1) ({
      "foo.op"(%r1, %_0): (memref<54xvector<i1024>, strided<[1], offset: 10>, 5>, tuple<f4E2M1FN, f128>) -> ()
      %_14 = "z.nop"(%_0, %r1, %_0) ({
        %tmp_15 = "foo.bar.baz"(%_0, %_0)<{}> {}: (tuple<f4E2M1FN, f128>, tuple<f4E2M1FN, f128>) -> i17
      }, {
        // "quotes" and {braces} in a comment
        %v16:2 = "d.op_1"(%_0, %_0) <{x0= index, attr1= "*!\7E\"Xz<", a2= 1.5 : f16, foo.k3}> {_u0= @c::@main}: (tuple<f4E2M1FN, f128>, tuple<f4E2M1FN, f128>) -> (none, index) loc(callsite(fused["f":22, "src/x.py":41:1 to 42:77] at "op.1"))
        "foo.br"(%_0, %v16#0)[^bb8]<{"quoted key 0"= {}, b1= 65504.0 : f64, my.k2= "\7f\"\\*.%", "quoted key 3"= #attr_1}> {}: (tuple<f4E2M1FN, f128>, none) -> ()
      ^bb8(%value17 : !foo.param<{?, -7}, <<"x y">>> loc(fused[callsite("":42 at "a.mlir":331:19), "dir/with space.c":24:21 to 27:7, "":52])):
        %18 = "z.nop"(%r1, %v16#0) {a0= 1.0e300 : bf16, foo.k1= dense<0xDDB1> : tensor<4x1x4xf16>, x2= tuple<i128, i7, f6E3M2FN>, b3}: (memref<54xvector<i1024>, strided<[1], offset: 10>, 5>, none) -> (!my_dialect.t_1) loc(#l_x3)
        "bar.yield"()<{value0= 48 : index}> {z90, my.k1}: () -> () loc("n"(callsite("f":202:4294967295 at "src/x.py":18:119)))
        "z.nop"()<{}> {_u0= affine_set<(i0, i1, i2)[N0, N1] : (i2 <= 7)>, sym_name1= @x.y}: () -> () loc("dir/with space.c":75)
        %v19:4 = "foo.bar.baz"(): () -> (i8, ui64, index, complex<f32>) loc(callsite("f":43:68 to 44:68 at #L0))
        // // nested
        "cfx.cond_br"(%v16#1, %v16#0)[^bb9, ^bb10] <{x0= affine_map<(i0, i1) -> (((5) floordiv 4) mod 7, 9 * 8, ((i1) floordiv 4) floordiv 2)>, z91= #attr_1}>: (index, none) -> ()
      ^bb9(%v20: complex<f6E3M2FN>, %_21: index loc("x")):
        "foo.br"()[^bb10, ^bb10]: () -> ()
      ^bb10:
        %value22 = "z.nop"(%_0, %v16#1): (tuple<f4E2M1FN, f128>, index) -> i7 loc(#loc4)
      }) {z90= #my<"a b">}: (tuple<f4E2M1FN, f128>, memref<54xvector<i1024>, strided<[1], offset: 10>, 5>, tuple<f4E2M1FN, f128>) -> f8E5M2 loc(fused["with \"q\""])
      %_23:2 = "x.y"(%_0) {k$0= {"quoted key 0"= false, _u1= #attr_1, _u2= dense<[[[4, 3, -212153], [-1, -1, -118]], [[105, 0, 0x1], [1, 36, 30]], [[0, -2147483648, 1], [0xFFFFFFFF, -2147483648, 12]], [[22, 3916722, 1], [0, -2147483648, 0]]]> : tensor<4x2x3xi32>, my.k3= dense<11> : vector<2xi1024>}, x1= distinct[5]<dense<0> : vector<3xsi128>>, b2= 1.0e-30 : bf16}: (tuple<f4E2M1FN, f128>) -> (complex<f32>, memref<*xi32>)
    }, {
    ^bb11:
    }): (memref<54xvector<i1024>, strided<[1], offset: 10>, 5>) -> (tuple<tensor<?xcomplex<ui1024>, #foo.enc<[-0, ?, -4] a.b 58>>, tf32>, f8E3M4, none, f32)
    "cfx.cond_br"(%13#0, %13#1, %tmp_12)[^1] <{value0= #loc5, value1, value2= -1918: i17}> {}: (f8E3M4, none, tuple<tensor<?xcomplex<ui1024>, #foo.enc<[-0, ?, -4] a.b 58>>, tf32>) -> () loc("name")
  ^1(%_24: tensor<5x10x2x963xsi1024, "sparse"> loc("a.mlir":233:439), %value25: index):
    // // nested
    "cfx.cond_br"(%13#1, %value25)[^bb2]: (none, index) -> () loc("src/x.py":3:71 to 3:58)
  ^bb2(%26 : memref<*xui32, "gpu"> loc("x")):
    "a.jump"(%13#0, %13#2)[^bb2] {b0= array<f64: -0.1, 9.999999e9>}: (f8E3M4, f32) -> () loc(unknown)
  }, {
  }, {
  ^bb13(%_27: () -> (!foo.v<?, <"x y", a.b, true>>, i16), %_28: complex<i1> loc("f":29:74 to 32:62)):
  }): (tuple<f4E2M1FN, f128>) -> () loc(fused["f":57:356, fused[unknown, "dir/with space.c":4294967295:167, "src/x.py":120:4294967295]])
  %29:2 = "x.y"(%_0, %_0): (tuple<f4E2M1FN, f128>, tuple<f4E2M1FN, f128>) -> (bf16, f64) loc(fused<"meta">[unknown, "dir/with space.c":258:104])
}) : () -> () loc(fused["f":24])

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000E3D37865CE9A340709D506BF69E61BAD22E992C1A56FDCBF"
    }
  }
#-}
