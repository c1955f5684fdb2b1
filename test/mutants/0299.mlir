%0 = "z.nop"() {attr0= -0.3, attr1= dense_resource<r.0> : tensor<6xf64>, _u2= #bar.a}: () -> ui32 loc("a.mlir":355:151)
%value1, %value2:3 = "foo.compute"() ({
}): () -> (!foo.v<? "x y">, f8E5M2, memref<?x502xi64, strided<[?, 1]>>, i7)
%3:3 = "foo.bar.baz"(%value2#1, %0) <{a0= -0.1101559, my.k1, _u2= -8.063 : bf16, foo.k3= dense<[["/\C3\A9{\ABß\n\\."], [""]]> : tensor<2x1x!foo.str>}>: (memref<?x502xi64, strided<[?, 1]>>, ui32) -> (index, ui24, tuple<i32, i64, index>)
%4 = "a.b"(): () -> f64 loc(unknown)
// a comment
%v5 = "x.y"(%value2#2, %3#0, %value1) {k$0= dense<[[0x39, 1.0, 2.718281828459045, 0x91], [6.98504e6, 3.618, 0x94, 0.3]]> : tensor<2x4xf8E3M4>, attr1= dense_resource<blob1> : tensor<4xf64>}: (i7, index, !foo.v<? "x y">) -> (f8E4M3FNUZ)
"x.y"(%v5, %3#1) {a0= -1: i24, x1= "\\_", z92= 18 : index, my.k3= unit}: (f8E4M3FNUZ, ui24) -> () loc("":462:181)
%_6 = "bar.yield"(%3#1, %v5, %3#1)<{b0= 1: i7}> ({

  %7 = "x.y"() {}: () -> complex<bf16> loc("dir/with space.c":331:373)
  "a.jump"(%v5, %value2#0)[^bb2, ^bb3] {sym_name0= affine_map<()[s0] -> ((9) mod 7 - 0 * 3, (8) floordiv 4, s0)>}: (f8E4M3FNUZ, f8E5M2) -> ()
^bb2():
  // a comment
  %8 = "foo.bar"() ({
    %9 = "x.y"(%0, %value2#1) ({
      %r10:3 = "foo.compute"(%3#2, %3#2, %4) {foo.k0= 0: i32, a1= dense<[0xFFFFFF, 1, -8388608, -1]> : vector<4xi24>}: (tuple<i32, i64, index>, tuple<i32, i64, index>, f64) -> (index, i3, index)
      %11:4 = "bar.yield"(%3#2): (tuple<i32, i64, index>) -> (tensor<53x?x2xf8E5M2>, vector<10x12x[9]xi24>, ui64, tensor<1x115x5x3xvector<f6E2M3FN>>) loc(callsite("a.mlir":42:71 to :80 at "x"))

      %value12 = "foo.bar.baz"()<{}> {x0= 0.8441036, "quoted key 1"= @"x y"::@a, x2= sparse<[[2, 4, 2], [0, 3, 0], [1, 1, 3]], [0.2, 491221.0, 803360.0]> : tensor<3x5x4xbf16>}: () -> memref<*xi64>
      // a comment
      "my_dialect.thing"(): () -> () loc("x") // trailing comment
      %13:2 = "bar.yield"(%0, %11#2) {k$0= 848485.0 : f8E5M2, sym_name1= dense<[[0x1], [-4], [-2]]> : vector<3x1xi3>, a2}: (ui32, ui64) -> (complex<f8E5M2>, none)
      %value14 = "a.b"(%11#3) <{d.k0= [-1, i7, array<f32: 1.0, 912704.0, 0.2>, [-1: i32, true]], a1= 5.806 : f16, x2= 1.0 : f4E2M1FN, "quoted key 3"= dense<[[[-2, 6, 2, 0], [-1, 1, -4, 7]], [[1, 2, 0, 0], [0, 0, 0, -4]], [[-4, 7, 7, 3], [0, -1, -3, 7]]]> : tensor<3x2x4xi3>}> {}: (tensor<1x115x5x3xvector<f6E2M3FN>>) -> vector<[8]x3xbf16> loc("callee"(callsite("with \"q\"" at "f":232:351)))
    }, {
}, {
    }): (ui32, memref<?x502xi64, strided<[?, 1]>>) -> complex<i128>
    // // nested
    %r15 = "d.op_1"(%value2#2, %7, %4): (i7, complex<bf16>, f64) -> bf16 loc("op.1")
    %r16 = "foo.compute"(%7, %3#0) <{z90, z91= dense<4294967295> : tensor<116xi32>, k$2= #my.a<i8,?>}>: (complex<bf16>, index) -> i128 loc("f":173:132) // trailing comment
    %17 = "foo.bar"(%7, %9) {"quoted key 0"= dense<[0x6DBCFEA51C4AE7CE, 0.5, 474642.0]> : tensor<3xf64>, a1, attr2= -9.999999e9, my.k3= affine_set<(i0)[N0, N1] : ((N1) mod 8 - i0 >= 0, (N0 - N0) ceildiv 1 <= 2)>}: (complex<bf16>, complex<i128>) -> complex<f16>
    "cfx.cond_br"()[^6] {}: () -> () loc("src/x.py":304:370)
  ^6():
    %18 = "d.op_1"(): () -> tuple<i32, f8E8M0FNU, tf32, index, f32, f32, i1, f6E3M2FN, ui32, ui128, index, f8E5M2FNUZ, f64, memref<813xcomplex<f64>, strided<[1], offset:0>>, tensor<?x353x892x1xcomplex<f32>>, f32, si1, f32, ui128, i1, tf32> loc(fused[unknown, fused[]])
    "my_dialect.thing"(%r16, %r15, %r16) ({
      %_19 = "foo.op"(%17, %18) <{value0= @_priv, value1= true}>: (complex<f16>, tuple<i32, f8E8M0FNU, tf32, index, f32, f32, i1, f6E3M2FN, ui32, ui128, index, f8E5M2FNUZ, f64, memref<813xcomplex<f64>, strided<[1], offset:0>>, tensor<?x353x892x1xcomplex<f32>>, f32, si1, f32, ui128, i1, tf32>) -> (f6E2M3FN) loc(callsite("n"("name") at callsite("dir/with space.c":29:21 to 32:62 at "a.mlir":443:230)))
      %_20, %_21:3 = "foo.op"(%7, %18): (complex<bf16>, tuple<i32, f8E8M0FNU, tf32, index, f32, f32, i1, f6E3M2FN, ui32, ui128, index, f8E5M2FNUZ, f64, memref<813xcomplex<f64>, strided<[1], offset:0>>, tensor<?x353x892x1xcomplex<f32>>, f32, si1, f32, ui128, i1, tf32>) -> (vector<[1]x16x[6]xbf16>, (memref<*xvector<9x15xf64>, "gpu">, index, tensor<f80>) -> (tensor<4x2x?x?x!my_dialect.param<abc,99>, #foo.enc>, f8E4M3FN), i3, memref<613xindex>) loc("f":45:60 to 48:12)
    }): (i128, bf16, i128) -> () // trailing comment
    %_22 = "my_dialect.thing"(): () -> index

    %23 = "bar.yield"(%3#1) ({

      %v24 = "z.nop"(%r16, %v5, %3#0)<{"quoted key 0"= 0.9455910 : f16}> {}: (i128, f8E4M3FNUZ, index) -> memref<10x366x2xf32, strided<[47, ?, ?], offset: ?>>
      "a.b"(%18)<{}> {attr0= 2.0 : bf16, value1}: (tuple<i32, f8E8M0FNU, tf32, index, f32, f32, i1, f6E3M2FN, ui32, ui128, index, f8E5M2FNUZ, f64, memref<813xcomplex<f64>, strided<[1], offset:0>>, tensor<?x353x892x1xcomplex<f32>>, f32, si1, f32, ui128, i1, tf32>) -> () loc("":18:41 to :42)
      "foo.bar.baz"(%18, %v24)<{"quoted key 0"= dense<-8388608> : tensor<i24>, k$1= dense<> : tensor<0x2x3xi8>, attr2, value3= 0.3989523 : f16}>: (tuple<i32, f8E8M0FNU, tf32, index, f32, f32, i1, f6E3M2FN, ui32, ui128, index, f8E5M2FNUZ, f64, memref<813xcomplex<f64>, strided<[1], offset:0>>, tensor<?x353x892x1xcomplex<f32>>, f32, si1, f32, ui128, i1, tf32>, memref<10x366x2xf32, strided<[47, ?, ?], offset: ?>>) -> () loc(fused["x", "f":249:351, "dir/with space.c":0:130])
      %25:2 = "x.y"(%17) {b0= 0: i24, a1= array<f64>, foo.k2= 5.027 : bf16}: (complex<f16>) -> (index, tuple<>) loc(callsite(unknown at "callee"("dir/with space.c":199:470)))
      %r26 = "foo.compute"(%25#1) {x0= tuple<f8E4M3FN>, _u1= sparse<[[3], [2]], [-128, 1]> : tensor<6xi8>, k$2, attr3= 255: i8}: (tuple<>) -> tensor<3xi1024, {a = 1 : i64}> loc("x")
      %r27:4 = "d.op_1"(%value1)<{foo.k0}>: (!foo.v<? "x y">) -> (memref<3xi24, {kind = "scratch"}>, vector<8x9x12xf8E4M3FNUZ>, !my_dialect.param<<<a.b abc>,1>>, bf16) loc("op.1")
    }): (ui24) -> complex<f16>
    "a.jump"(%23, %23)[^bb7] {x0= -9223372036854775808, attr1= #bar.a<{i8, "x y"}>, sym_name2= 6.02214076e23}: (complex<f16>, complex<f16>) -> () loc("callee"("src/x.py":151:263))
  ^bb7():
    %arg28 = "foo.bar"(%17, %r15): (complex<f16>, bf16) -> f64 loc("x")
  }) {value0= [], a1= 0xFFFFFFFFFFFFFFFF, x2= unit, value3= dense<["\00b!🙂%b"]> : tensor<1x!foo.str>}: () -> i32 loc(fused[])
  "foo.compute"(%4) ({
  ^bb12(%value29: tensor<3x2x399xbf16>, %v30 : memref<2x?x?xf16>, %31: complex<bf16>):
    // 
    "z.nop"(%v30, %value2#1): (memref<2x?x?xf16>, memref<?x502xi64, strided<[?, 1]>>) -> ()
  }) {}: (f64) -> ()
  %value32 = "z.nop"(%7, %value2#2, %v5): (complex<bf16>, i7, f8E4M3FNUZ) -> f32 loc(fused<"meta">["with \"q\"", "f":29:64 to 31:66])
  "foo.br"(%v5, %7, %7)[^bb3]: (f8E4M3FNUZ, complex<bf16>, complex<bf16>) -> ()
^bb3:
  "foo.br"(%4, %4)[^4] {}: (f64, f64) -> () loc("dir/with space.c":4294967295:286)
^4(%r33: tensor<2xcomplex<f32>>, %_34 : si8, %tmp_35: !foo.v<{["x y" , ?] "x y" -8} -0 -2> loc(fused<6 : i32>[])):
  %36 = "my_dialect.thing"(%_34)<{b0= 29 : index, attr1= true}>: (si8) -> i16
}) {value0}: (ui24, f8E4M3FNUZ, ui24) -> none // trailing comment

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000A523169BB3122E26761836D7704F3E45D7380DA1FE0A9D6CD25490E9B2209D2CF715B8F5206241F7B7CB868EF4D85F2D",
      blob1: "0x080000006D1601FD284247B6FC7C9224812BA1DAC60604654B1B4FA22E96F996B3785552"
    }
  }
#-}
