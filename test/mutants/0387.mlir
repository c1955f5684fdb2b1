"builtin.module"() <{sym_name = "m48"}> ({
  %0 = "d.op_1"() <{k$0= dense<[4.466, 9.999999e9, -1.188, 4.9e-324]> : vector<4xbf16>, z91}> {value0= "0 \00.\"*\36!" : f64, "quoted key 1"= ".Xb\00\\{\n\33\10}\00\n", a2= [54 : index], z93}: () -> none loc(callsite("n"("src/x.py":46:16 to :22) at unknown))
  %$1 = "a.b"(%0, %0, %0) {value0= #my.v<abc>, value1= tuple<f16>, a2= @_priv}: (none, none, none) -> ui32 loc("f":12:275)
  %2:3 = "my_dialect.thing"(%0, %0, %$1) {attr0= @b, b1= array<f64: 160.987706>}: (none, none, ui32) -> (index, f32, (ui32) -> ()) loc(fused<7 : i32>["n"("dir/with space.c":482:486)])
  %value3:2 = "a.b"(%2#0, %2#1) {}: (index, f32) -> ((memref<?x?xcomplex<f32>>) -> !bar<"">, tensor<3x0x352xf32>)
  "a.b"(%2#1, %2#1) <{value0= [], _u1= dense<206> : tensor<index>}>: (f32, f32) -> ()
  %_4 = "d.op_1"() {attr0= #bar<"x<1>">, attr1= 4294967295: i32}: () -> f64
  %tmp_5:3 = "my_dialect.thing"(%value3#1): (tensor<3x0x352xf32>) -> (memref<19xvector<4xf128>, strided<[1], offset: 13>, "gpu">, i3, (i32, f8E8M0FNU) -> ()) loc("":4294967295:100)
  %v6 = "z.nop"(%tmp_5#1, %_4, %0) <{foo.k0= 562901.0 : f32}> ({
  ^bb0:
    // é unicode
    %-7 = "foo.bar.baz"( {k$0, a1= "#_\t\7fa/"}: () -> complex<f128> loc("callee"("":0:323))
    %8 = "d.op_1"(%tmp_5#1, %tmp_5#0, %tmp_5#2) ({
      "z.nop"(%tmp_5#1, %2#1) {x0= -9223372036854775808: i64, x1= sparse<[[0, 4, 2], [1, 1, 1], [2, 0, 0], [0, 4, 2]], [-1, -1, -2147483648, 4294967295]> : tensor<3x6x3xi32>, z92= dense<38> : tensor<index>, k$3= affine_map<(d0)[s0] -> ((s0) floordiv 2 - d0 + 4, s0 + d0 - 7, d0 - s0 - d0)>}: (i3, f32) -> ()
      "foo.compute"(%value3#1, %value3#0, %tmp_5#1): (tensor<3x0x352xf32>, (memref<?x?xcomplex<f32>>) -> !bar<"">, i3) -> ()
      "z.nop"(%tmp_5#1, %tmp_5#0) <{value0= #my<"x<1>">, d.k1= "", a2= index, k$3= 0xDB : f8E8M0FNU}> {}: (i3, memref<19xvector<4xf128>, strided<[1], offset: 13>, "gpu">) -> () loc("f":21:52 to 23:24)
      %_9:4 = "z.nop"(%tmp_5#1, %tmp_5#0, %tmp_5#2)<{foo.k0= true}>: (i3, memref<19xvector<4xf128>, strided<[1], offset: 13>, "gpu">, (i32, f8E8M0FNU) -> ()) -> (i32, tuple<index, bf16>, index, ui128) loc("dir/with space.c":7:49 to 8:2)
      "d.op_1"(): () -> ()
    }): (i3, memref<19xvector<4xf128>, strided<[1], offset: 13>, "gpu">, (i32, f8E8M0FNU) -> ()) -> vector<8xi128> loc("f":426:250)
    %_10 = "bar.yield"(%tmp_5#2, %8, %value3#0) ({
    ^bb2(%_11: f8E4M3B11FNUZ loc("":45:213)):
      %12, %tmp_13:2 = "d.op_1"(%-7, %tmp_5#2) ({
        "builtin.module"() ({
          %14 = "foo.bar.baz"() {foo.k0= f8E4M3FNUZ}: () -> memref<1xf32, strided<[1], offset:0>, "shared"> loc("dir/with space.c":498:416)
        }) : () -> () loc("":0:396)
      }, {
        %15, %value16:2 = "bar.yield"(%_11, %_11, %value3#1)<{x0}>: (f8E4M3B11FNUZ, f8E4M3B11FNUZ, tensor<3x0x352xf32>) -> (ui1, f16, complex<bf16>)
        %17 = "my_dialect.thing"(%value3#0, %tmp_5#0) <{"quoted key 0"= @"x y"::@s$}> {d.k0= 9574714857853, x1= "", attr2= loc("src/x.py":21:2 to :7)}: ((memref<?x?xcomplex<f32>>) -> !bar<"">, memref<19xvector<4xf128>, strided<[1], offset: 13>, "gpu">) -> ui17 loc(unknown)
        %tmp_18 = "x.y"()<{b0= "b@\t\C3\A9}\\\C3\A9", b1}>: () -> !bar.param<<a.b, f32, 45>>
      }): (complex<f128>, (i32, f8E8M0FNU) -> ()) -> (tensor<2xvector<12x10xtf32>>, none, i7) loc(unknown)
    }, {
    ^bb4(%v19: tuple<tf32, f64, i17> loc("with \"q\""), %20: f32, %value21 : f32):
      %v22 = "x.y"(%value21): (f32) -> memref<?xcomplex<f64>>
      "my_dialect.thing"(%tmp_5#1, %value21, %value3#1) ({
      ^bb8(%23: tuple<ui1, complex<f64>> loc("f":30:31 to 30:49), %24: tf32, %25 : i8):
        "x.y"(%$1): (ui32) -> () loc(fused<#foo.m>[]) // trailing comment
        %arg26 = "bar.yield"(): () -> (f8E3M4)
      }, {
      ^b9(%value27: memref<4x?xi1024, affine_map<(d0, d1) -> (d0, d1)>, "gpu">):
      }): (i3, f32, tensor<3x0x352xf32>) -> () loc(unknown)
      %$28 = "z.nop"() {foo.k0, k$1, "quoted key 2"= -19.72E1 : f32, k$3= #bar.v<<-5,a.b> , {"x y"} , a.b>}: () -> i24 loc(unknown)
      %r29 = "my_dialect.thing"(%value21, %2#2, %tmp_5#0): (f32, (ui32) -> (), memref<19xvector<4xf128>, strided<[1], offset: 13>, "gpu">) -> tuple<bf16> // trailing comment
      "foo.bar.baz"(%value21) {x0= {k$0= {d.k0= dense<[-3, 0x0, 0x1, -1, 1, -905377, -1062607446, 2147483647, -1, 0x1, 3944660, -2255664, -1, 227, -12850, 0, 0x1, 2147483647, -1, 2147483647, -1, -1, 2147483647, 31176, -1, 0x1, -1, 7, -2147483648, 0, 2147483647, 0, 2147483647, 0x1, -1, -1, 1, 1, 0, 0x1, 0x1, 1, -180893, -5, 42, -1, -37, -2147483648, 0, -2147483648, 1, -2147483648, 0x4, 0, -1, 289472, 0, 0x1, -1, -2147483648, -1, 172, 0, -28, -2147483648, 0, 21, 0, -2147483648, 387566307, -1, 5, -1, -2147483648, 925, -1, 56, -23191607, -2147483648, -1, 1, -2147483648, 1, 5, 0, -17719, -2147483648, 23054, 1, 1, -48305, 6, 40, -1, 2147483647, 9, -18332184, 0x7FFFFFFF, 0, 1, 248, 1, -308, -2147483648, 3, -1, 15, 2147483647, -2147483648, 2147483647, 0, -4, 1, -1, -2147483648, 0, -1, 0, 52356889, 130761279, -2147483648, -2147483648, 1, -657165609, 353219]> : tensor<125xsi32>, my.k1}}, _u1= sparse<[[1, 1]], [-2147483648]> : tensor<4x2xi32>, attr2= @"x y"::@main}: (f32) -> ()
      "foo.br"(%value21)[^bb5, ^b7]: (f32) -> ()
    ^bb5(%_30 : si32 loc("a.mlir":18:65 to 20:62)):
      "x.switch"()[^x.y6, ^bb5] {}: () -> () loc("f":22:37 to 23:26)
    ^x.y6:
      // "quotes" and {braces} in a comment
      "a.jump"(%r29, %$28)[^b7, ^bb5]: (tuple<bf16>, i24) -> () loc(unknown)
    ^b7(%31: index):
      %arg32:2 = "x.y"(%31, %20, %$1) {my.k0= loc("v"("f":314:146)), value1= dense<1.0e-30> : tensor<2x2xf4E2M1FN>}: (index, f32, ui32) -> (si17, memref<18x?x8xf16, strided<[17, ?, 1]>, "gpu">) loc("x")
    }) {attr0= affine_map<(d0) -> ((9) mod 3 * 9)>, _u1= affine_set<(i0, i1)[N0, N1] : (i1 + i0 + 3 <= 9, 8 * (6 * (N1)) >= 0)>, sym_name2= -1}: ((i32, f8E8M0FNU) -> (), vector<8xi128>, (memref<?x?xcomplex<f32>>) -> !bar<"">) -> memref<*xvector<[11]x[11]x16xf80>> loc("with \"q\"")
    "x.y"(%2#0): (index) -> () // trailing comment
    %v33:4 = "z.nop"(%value3#1, %_4, %tmp_5#2) {z90= affine_map<()[s0] -> ((s0 * 5) mod 2, s0)>}: (tensor<3x0x352xf32>, f64, (i32, f8E8M0FNU) -> ()) -> (memref<456x?x56xf16, {kind = "scratch"}>, tuple<f8E3M4, i8, si64, f64, f6E2M3FN, ui128, f6E3M2FN, index, index, si8, complex<f16>, f16, i16, i17, i24, !x<"x<y>">, none, index, index, ui128, ui16, vector<5xi32>, ui32>, tensor<1xf32>, vector<[8]x[3]xtf32>)
  }, {
    %34 = "bar.yield"(%2#1) {z90= [83: i64, distinct[1]<>], d.k1, a2, x3= sparse<[[0, 3], [2, 1], [1, 4]], [-9.929, 0.0, 356.389734]> : tensor<3x5xf16>}: (f32) -> vector<3x9x15xf8E5M2> loc("dir/with space.c":26:35 to 27:33)
  }, {
  ^bb11(%value35: complex<bf16>):
  }): (i3, f64, none) -> f32 loc("":0:474)
}) {foo.module_attr = "a\C3\A90b"} : () -> ()
