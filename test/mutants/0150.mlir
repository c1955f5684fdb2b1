"builtin.module"() ({
  %_0, %-1:2 = "z.nop"(): () -> (i32, () -> (), memref<4xi3, strided<[1], offset: ?>, "shared">) loc(fused<#foo.m>[fused[], "f":48:74 to :82, fused[]])
  "bar.yield"(%_0, %-1#0, %-1#1): (i32, () -> (), memref<4xi3, strided<[1], offset: ?>, "shared">) -> () loc("x")
  %tmp_2 = "my_dialect.thing"(%-1#0, %-1#0, %-1#1): (() -> (), () -> (), memref<4xi3, strided<[1], offset: ?>, "shared">) -> ((memref<5x937x3xcomplex<si16>, {kind = "scratch"}>, index, tensor<3xi8>) -> ()) loc(fused[])
  %value3 = "foo.bar"(%tmp_2, %-1#0) ({
  ^b0(%value4 : bf16, %5: !my_dialect.v<{<?>},-7>):
    %value6 = "foo.compute"(%-1#0, %-1#0, %5) ({
    ^1(%v7: bf16):
      %v8 = "foo.bar.baz"(%5, %-1#1): (!my_dialect.v<{<?>},-7>, memref<4xi3, strided<[1], offset: ?>, "shared">) -> memref<687xi7, affine_map<(d0)[] -> (d0)>>
      %value9 = "a.b"() ({
        %_10:2 = "foo.bar"(): () -> (vector<f32>, si1) loc("f":32:4 to :4)
      }): () -> f8E4M3B11FNUZ
      "foo.op"(%value9, %value9, %v8) ({
      ^$5(%11: vector<12x9xf8E4M3>):
        %value12, %-13:2 = "my_dialect.thing"(%_0)<{foo.k0= #bar.a<[-7 "x y" <93,a.b,-7>]>, attr1= -1: si8, value2= true}>: (i32) -> (ui8, memref<4xvector<11x9xi64>>, i1) loc("with \"q\"")
        %r14, %15:2 = "foo.bar.baz"(%value12) {foo.k0= [[affine_map<() -> (-(-(7)), 2 + 9 * (7))>, 65504.0 : f8E4M3], 0x1: i3], _u1, a2= [#bar.p<{"x y",6,29}>, dense_resource<blob0> : tensor<2xi8>, [-21380541596, array<f32: 2.718281828459045, 3.48125e37, 25.69E4>], ["\t0\67日本🙂#\E5X"]]}: (ui8) -> (f64, vector<6xf64>, vector<15xi1>)
        %_16 = "my_dialect.thing"(): () -> tensor<57x4x?x2x!x.param<64 17 -6>> loc("a.mlir":494:0)
        %17, %18:2 = "bar.yield"(%-1#0): (() -> ()) -> (tensor<*xtf32>, tensor<794x?xui32>, f8E5M2FNUZ)
        %19 = "foo.op"(%-1#0, %v8, %v8): (() -> (), memref<687xi7, affine_map<(d0)[] -> (d0)>>, memref<687xi7, affine_map<(d0)[] -> (d0)>>) -> (complex<f8E4M3FNUZ>) loc(unknown)
        %a.b20, %21:2 = "my_dialect.thing"(%v7, %18#0, %18#1): (bf16, tensor<794x?xui32>, f8E5M2FNUZ) -> (i1, memref<3xcomplex<si64>, strided<[1], offset: ?>>, !bar.v<a.b>) loc("dir/with space.c":65)
      }, {
        "my_dialect.thing"(%5) {my.k0= 1: i1, foo.k1= [[], [dense<4.9e-324> : tensor<f8E4M3FNUZ>, 6.531], 1: ui32], sym_name2= 340282366920938463463374607431768211455: ui128, "quoted key 3"= dense<[0x0]> : vector<1xi3>}: (!my_dialect.v<{<?>},-7>) -> ()
        "foo.bar"() <{sym_name0= 0xA : f4E2M1FN, a1= 8.18652e+14 : f16, _u2= affine_map<(d0)[s0, s1] -> ((s1) ceildiv 9, (3 * (d0)) mod 8)>, x3= {x0= @"with\"quote", b1, k$2= true}}> {foo.k0, x1= 1: i24}: () -> ()
        %22 = "my_dialect.thing"() {z90= 2.930 : f64, foo.k1, foo.k2= 1 : index}: () -> i1024
        %_23:3 = "foo.bar"() {d.k0= "#\nb-%\C3\A9\C3\A9\61@\93/"}: () -> (tensor<114x4xcomplex<f16>>, f64, memref<2x?x813xf64, strided<[48, 5, 1]>>) loc("f":489:176)
        "foo.op"(%-1#0, %v8)<{k$0= false}>: (() -> (), memref<687xi7, affine_map<(d0)[] -> (d0)>>) -> ()
      }, {
      }): (f8E4M3B11FNUZ, f8E4M3B11FNUZ, memref<687xi7, affine_map<(d0)[] -> (d0)>>) -> ()
      %24 = "foo.op"(%v7, %v7, %_0) {k$0= sparse<[[0, 2, 0], [0, 3, 1]], [4294967295, -2147483648]> : tensor<3x5x3xi32>, sym_name1= array<i1>, a2= 714.545448 : f64, "quoted key 3"= 0xFF800000 : f32}: (bf16, bf16, i32) -> index
      "foo.br"(%5, %24, %v7)[^bb2, ^undefined_block]: (!my_dialect.v<{<?>},-7>, index, bf16) -> () loc("with \"q\"")
    ^bb2(%x25 : i24, %$26: memref<*xui7, {kind = "scratch"}>):
      "foo.compute"(%v8, %$26): (memref<687xi7, affine_map<(d0)[] -> (d0)>>, memref<*xui7, {kind = "scratch"}>) -> ()
      %$27, %_28:3 = "bar.yield"(%value9): (f8E4M3B11FNUZ) -> (memref<26x298xcomplex<f32>, strided<[20, 1], offset:0>>, tensor<22x?x1xcomplex<ui3>>, () -> (), i32) loc("name")
      "a.jump"(%-1#0, %$27, %_28#2)[^bb3]: (() -> (), memref<26x298xcomplex<f32>, strided<[20, 1], offset:0>>, i32) -> () loc("x")
    ^bb3():
      "foo.br"(%-1#1)[^bb2] {sym_name0= i32, a1= {a0= true, "quoted key 1"= true, x2= #bar.v<-8 [?, 88]>, value3= " "}, d.k2= @s$}: (memref<4xi3, strided<[1], offset: ?>, "shared">) -> () loc("":15:29 to 16:68)
    }): (() -> (), () -> (), !my_dialect.v<{<?>},-7>) -> (bf16)
    %value29:3 = "a.b"() {my.k0= 737.913317 : f80, x1= array<i8>, "quoted key 2"= @s$, b3= #bar.attr}: () -> (index, memref<?x4xf8E8M0FNU, 3>, memref<*xui64>)
    "foo.bar.baz"() {my.k0, "quoted key 1", "quoted key 2"= #foo.a}: () -> ()
    "foo.bar"(%value6, %value29#1) {my.k0, value1= 12 : index, "quoted key 2"= 6.743 : f32}: (bf16, memref<?x4xf8E8M0FNU, 3>) -> () loc("a.mlir":6:69)
  }): ((memref<5x937x3xcomplex<si16>, {kind = "scratch"}>, index, tensor<3xi8>) -> (), () -> ()) -> bf16 loc(unknown) // trailing comment
}) : () -> () loc(unknown)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x040000004CC8"
    }
  }
#-}
