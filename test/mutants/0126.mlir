"builtin.module"() <{sym_name = "m69"}> ({
  %_0 = "a.b"(): () -> si24 loc("x")
  %value1:3 = "x.y"(): () -> (!bar.v<?>, index, i64) loc(fused[])
  %_2 = "foo.compute"(%value1#0, %_0, %value1#2)<{}> {sym_name0= 0xFFFFFFFFFFFFFFFF}: (!bar.v<?>, si24, i64) -> f64 loc("v"("op.1"))
  %3 = "a.b"(%value1#0, %value1#1, %_2) ({
}, {
    %$4 = "z.nop"(%value1#0, %_2, %value1#1) ({
      %5, %$6:2 = "z.nop"(%_2) ({
        "a.jump"(%_2)[^bb3, ^bb5] {sym_name0= dense<[["\\\7f*/\t{日本}a", ""], ["\tX@z<\00", "{a%}\"<}@"]]> : tensor<2x2x!foo.str>, value1, foo.k2= -0.9516719 : f80}: (f64) -> ()
      ^bb3(%value7: !bar<"x<y>">):
        "foo.op"(%value1#2) <{_u0}>: (i64) -> () loc("a.mlir":31:50 to 34:2)
        %tmp_8 = "z.nop"(%value1#1): (index) -> complex<f8E4M3FNUZ>
        "cfx.cond_br"(%tmp_8)[^bb4]: (complex<f8E4M3FNUZ>) -> () loc("a.mlir":337:423)
      ^bb4():
        %$9 = "foo.compute"(%value1#1, %value1#0): (index, !bar.v<?>) -> i32
        %10 = "x.y"()<{attr0= 7: ui32}> {k$0= @"é", sym_name1, _u2}: () -> vector<4x16x14xf64> loc(fused["a.mlir":50:19 to 50:19])
        %v11 = "foo.op"(%_2) {}: (f64) -> f64
        %value12 = "foo.op"(%_2, %10, %$9): (f64, vector<4x16x14xf64>, i32) -> ui8 loc("name")
        "a.jump"()[^bb5, ^bb3]: () -> () loc("":22:8 to 22:80)
      ^bb5:
        "foo.compute"(%_2, %_0, %value1#2) <{a0= 5.17226e-38 : bf16, z91= false}>: (f64, si24, i64) -> () loc("src/x.py":18)
        "foo.bar.baz"(%_2, %_0)<{}> {"quoted key 0"= "/", foo.k1= false}: (f64, si24) -> ()
        %13 = "x.y"(%value1#2, %value1#0): (i64, !bar.v<?>) -> none // trailing comment
        %14, %15:2 = "foo.bar"(%value1#0): (!bar.v<?>) -> (complex<i3>, f8E4M3B11FNUZ, i128)
        "my_dialect.thing"(%13): (none) -> () loc("":398:419)
      }, {
      ^bb6(%value16: none):
        "foo.br"(%value1#2, %_2, %_0)[^loop7, ^bb8] {_u0}: (i64, f64, si24) -> ()
      ^loop7(%_17: i16, %v18 : bf16, %_19: complex<f64> loc("f":203:305)):
        %_20, %21:3 = "foo.compute"(%_2, %v18, %_0) {value0, _u1= "", d.k2= -1 : index}: (f64, bf16, si24) -> (index, i64, complex<bf16>, !bar.a.b)
        %22 = "bar.yield"(%value1#1, %value1#2, %21#2)<{k$0= {}}>: (index, i64, !bar.a.b) -> (memref<?x532xindex, "gpu">)
        "my_dialect.thing"(%21#2)<{a0= dense_resource<blob0> : tensor<3xi32>, d.k1= 1: i32}>: (!bar.a.b) -> ()
        %v23 = "bar.yield"(): () -> (!foo.param<12 , "x y" , <[i8,37],<"x y" 31 "x y">>>)
        "foo.bar.baz"(%21#1): (complex<bf16>) -> () loc("a.mlir":44:74 to 47:45)
        "x.switch"(%21#2, %21#2, %21#2)[^bb8] {_u0= ".z\C3\A9{#\00 0\"\t", attr1= affine_set<(d0, d1)[s0, s1] : (((d0) ceildiv 4) mod 1 <= 3)>, k$2= "日本"}: (!bar.a.b, !bar.a.b, !bar.a.b) -> () loc("dir/with space.c":61:28)
      ^bb8(%$24: f6E2M3FN):
        %25:3 = "foo.bar.baz"(%value1#2, %value1#1) {}: (i64, index) -> (f16, tuple<f128, vector<[11]x4xf8E4M3FNUZ>, index, i32, si8, f16, f8E4M3B11FNUZ, i3, index, index, tf32, i7, i128, f64, index, f32, i1>, complex<f64>)
      }) {d.k0= "\n\C3\A9Ω\16}Ω!'*" : bf16, "quoted key 1"= 1: ui1, z92= "*\C3\A9z/{\"0\t{", sym_name3= -387737.0 : bf16}: (f64) -> (f64, complex<bf16>, f80) loc("dir/with space.c":92:4294967295)
      }) {d.k0= "\n\C3\A9Ω\16}Ω!'*" : bf16, "quoted key 1"= 1: ui1, z92= "*\C3\A9z/{\"0\t{", sym_name3= -387737.0 : bf16}: (f64) -> (f64, complex<bf16>, f80) loc("dir/with space.c":92:4294967295)
      %26 = "bar.yield"(%5) ({
        "x.switch"(%value1#2, %$6#1, %_2)[^bb10, ^bb10]<{value0= "\"\00\"\t_ .%\DB\\", attr1= [], z92= 34.5E1 : bf16, "quoted key 3"}>: (i64, f80, f64) -> () loc("f":118:0)
      ^bb10(%_27: memref<2xf8E4M3B11FNUZ, "gpu">, %28: none):
        %v29 = "foo.op"(%28, %_0)<{}> {"quoted key 0"= 0x570FC03466679744 : f64, attr1= true}: (none, si24) -> (tuple<bf16, i64, complex<bf16>>) loc("dir/with space.c":32:52 to 32:18)
        "a.jump"()[^x.y11] {z90= 0x7E00 : f16, k$1= affine_map<(i0, i1, i2) -> (-(i1) - -(i1), i1 * 6, 8 * (0) * 1)>, my.k2= dense<(67.10E6, -1.0e300)> : tensor<3xcomplex<f32>>, z93}: () -> () loc(callsite("f":31:313 at fused["a.mlir":475:108, "a.mlir":0:215, "a.mlir":4294967295:102]))
      ^x.y11:
        %a.b30, %value31:3 = "d.op_1"(): () -> (none, complex<tf32>, i16, none) loc("src/x.py":327:0)
        %v32 = "my_dialect.thing"(): () -> complex<f32> loc(unknown)
        "foo.bar.baz"(%value1#2, %value1#1): (i64, index) -> ()
      }): (f64) -> i3 loc(callsite("":466:95 at unknown))
      %$33 = "bar.yield"(%$6#1, %$6#0): (f80, complex<bf16>) -> (bf16)
      %34, %_35:2 = "my_dialect.thing"(%$6#0, %$6#1): (complex<bf16>, f80) -> (tuple<>, f32, index)
    }, {
    }, {
    }) {"quoted key 0"= 0: ui8}: (!bar.v<?>, f64, index) -> vector<4x9x2xui16>
    %_36, %x37:2 = "foo.compute"(%value1#1, %value1#2, %value1#0) <{}> {}: (index, i64, !bar.v<?>) -> (i24, f6E3M2FN, i7) loc("op.1")
    "foo.compute"() {}: () -> ()
    "foo.op"(%x37#1, %value1#2): (i7, i64) -> () loc("src/x.py":0:157)
    %38, %x39:3 = "x.y"(%x37#1, %x37#1) {}: (i7, i7) -> (!x.type, complex<f8E4M3FN>, f16, complex<f16>)
    %40, %-41:2 = "a.b"(%value1#0): (!bar.v<?>) -> (i24, complex<f8E3M4>, complex<bf16>) loc(unknown)
  }, {
    "x.y"(%value1#2)<{my.k0= 87.52E2 : f16, sym_name1= @s$, d.k2= 3.14159265358979 : f16}> {k$0= affine_map<(i0) -> (i0, i0)>, my.k1= affine_set<(i0, i1)[N0, N1] : ((N0 - 2) ceildiv 1 >= 0, ((N0) floordiv 2) ceildiv 1 == 0, i0 == 0)>}: (i64) -> ()
  }) {attr0= sparse<[[1, 0], [0, 1], [0, 0]], [-1, -128, -128]> : tensor<2x2xi8>}: (!bar.v<?>, index, f64) -> vector<f4E2M1FN> loc("":44:60 to 45:6)
}) : () -> () loc("src/x.py":3:250)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000204068E8C54F220E81296E10"
    }
  }
#-}
