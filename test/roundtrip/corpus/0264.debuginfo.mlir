!tuple = tuple<i32, f8E8M0FNU, tf32, index, f32, f32, i1, f6E3M2FN, ui32, ui128, index, f8E5M2FNUZ, f64, memref<813xcomplex<f64>, strided<[1]>>, tensor<?x353x892x1xcomplex<f32>>, f32, si1, f32, ui128, i1, tf32>
#loc5 = loc(unknown)
#loc37 = loc("0264.in.mlir":56:9)
#loc38 = loc("0264.in.mlir":56:41)
#loc39 = loc("0264.in.mlir":56:67)
#loc44 = loc("0264.in.mlir":64:4)
#loc45 = loc("0264.in.mlir":64:34)
#map = affine_map<()[s0] -> (2, 2, s0)>
#set = affine_set<(d0)[s0, s1] : (-d0 + s1 mod 8 >= 0, 2 >= 0)>
#loc55 = loc(fused<6 : i32>[#loc5])
"builtin.module"() ({
  %0 = "z.nop"() {_u2 = #bar.a, attr0 = -3.000000e-01 : f64, attr1 = dense_resource<r.0> : tensor<6xf64>} : () -> ui32 loc(#loc1)
  "z.nop"(%0, %0, %0) {foo.k1, "quoted key 3" = @"x y", x0 = -9.276920e+05 : f80, x2} : (ui32, ui32, ui32) -> () loc(#loc2)
  %1:4 = "foo.compute"() ({
  }) : () -> (!foo.v<? "x y">, f8E5M2, memref<?x502xi64, strided<[?, 1]>>, i7) loc(#loc3)
  %2:3 = "foo.bar.baz"(%1#2, %0) <{_u2 = -8.062500e+00 : bf16, a0 = -0.1101559 : f64, foo.k3 = dense<[["/\C3\A9{\AB\C3\9F\0A\\."], [""]]> : tensor<2x1x!foo.str>, my.k1}> : (memref<?x502xi64, strided<[?, 1]>>, ui32) -> (index, ui24, tuple<i32, i64, index>) loc(#loc4)
  %3 = "a.b"() : () -> f64 loc(#loc5)
  %4 = "x.y"(%1#3, %2#0, %1#0) {attr1 = dense_resource<blob1> : tensor<4xf64>, k$0 = dense<[[1.562500e+00, 1.000000e+00, 2.750000e+00, -2.656250e-01], [0x70, 3.625000e+00, -3.125000e-01, 2.968750e-01]]> : tensor<2x4xf8E3M4>} : (i7, index, !foo.v<? "x y">) -> f8E4M3FNUZ loc(#loc6)
  "x.y"(%4, %2#1) {a0 = -1 : i24, my.k3, x1 = "\\_", z92 = 18 : index} : (f8E4M3FNUZ, ui24) -> () loc(#loc7)
  %5 = "bar.yield"(%2#1, %4, %2#1) <{b0 = 1 : i7}> ({
    %6 = "x.y"() : () -> complex<bf16> loc(#loc9)
    "a.jump"(%4, %1#1)[^bb1, ^bb2] {sym_name0 = #map} : (f8E4M3FNUZ, f8E5M2) -> () loc(#loc10)
  ^bb1:  // pred: ^bb0
    %7 = "foo.bar"() ({
      %13 = "x.y"(%0, %1#2) ({
        %27:3 = "foo.compute"(%2#2, %2#2, %3) {a1 = dense<[-1, 1, -8388608, -1]> : vector<4xi24>, foo.k0 = 0 : i32} : (tuple<i32, i64, index>, tuple<i32, i64, index>, f64) -> (index, i3, index) loc(#loc12)
        %28:4 = "bar.yield"(%2#2) : (tuple<i32, i64, index>) -> (tensor<53x?x2xf8E5M2>, vector<10x12x[9]xi24>, ui64, tensor<1x115x5x3xvector<f6E2M3FN>>) loc(#loc47)
        %29 = "foo.bar.baz"() <{}> {"quoted key 1" = @"x y"::@a, x0 = 0.84410359999999995 : f64, x2 = sparse<[[2, 4, 2], [0, 3, 0], [1, 1, 3]], [2.001950e-01, 4.915200e+05, 8.028160e+05]> : tensor<3x5x4xbf16>} : () -> memref<*xi64> loc(#loc15)
        "my_dialect.thing"() : () -> () loc(#loc14)
        %30:2 = "bar.yield"(%0, %28#2) {a2, k$0 = 0x7C : f8E5M2, sym_name1 = dense<[[1], [-4], [-2]]> : vector<3x1xi3>} : (ui32, ui64) -> (complex<f8E5M2>, none) loc(#loc16)
        %31 = "a.b"(%28#3) <{a1 = 5.804690e+00 : f16, d.k0 = [-1, i7, array<f32: 1.000000e+00, 9.127040e+05, 2.000000e-01>, [-1 : i32, true]], "quoted key 3" = dense<[[[-2, -2, 2, 0], [-1, 1, -4, -1]], [[1, 2, 0, 0], [0, 0, 0, -4]], [[-4, -1, -1, 3], [0, -1, -3, -1]]]> : tensor<3x2x4xi3>, x2 = 1.000000e+00 : f4E2M1FN}> : (tensor<1x115x5x3xvector<f6E2M3FN>>) -> vector<[8]x3xbf16> loc(#loc56)
      }, {
      }, {
      }) : (ui32, memref<?x502xi64, strided<[?, 1]>>) -> complex<i128> loc(#loc11)
      %14 = "d.op_1"(%1#3, %6, %3) : (i7, complex<bf16>, f64) -> bf16 loc(#loc19)
      %15 = "foo.compute"(%6, %2#0) <{k$2 = #my.a<i8,?>, z90, z91 = dense<-1> : tensor<116xi32>}> : (complex<bf16>, index) -> i128 loc(#loc20)
      %16 = "foo.bar"(%6, %13) {a1, attr2 = 0xC202A05F00C00000 : f64, my.k3 = #set, "quoted key 0" = dense<[4.0940728488157351E+220, 5.000000e-01, 4.746420e+05]> : tensor<3xf64>} : (complex<bf16>, complex<i128>) -> complex<f16> loc(#loc21)
      "cfx.cond_br"()[^bb1] : () -> () loc(#loc22)
    ^bb1:  // pred: ^bb0
      %17 = "d.op_1"() : () -> !tuple loc(#loc5)
      "my_dialect.thing"(%15, %14, %15) ({
        %25 = "foo.op"(%16, %17) <{value0 = @_priv, value1 = true}> : (complex<f16>, !tuple) -> f6E2M3FN loc(#loc57)
        %26:4 = "foo.op"(%6, %17) : (complex<bf16>, !tuple) -> (vector<[1]x16x[6]xbf16>, (memref<*xvector<9x15xf64>, "gpu">, index, tensor<f80>) -> (tensor<4x2x?x?x!my_dialect.param<abc,99>, #foo.enc>, f8E4M3FN), i3, memref<613xindex>) loc(#loc27)
      }) : (i128, bf16, i128) -> () loc(#loc23)
      %18 = "my_dialect.thing"() : () -> index loc(#loc28)
      %19 = "bar.yield"(%2#1) ({
        %21 = "z.nop"(%15, %4, %2#0) <{"quoted key 0" = 9.458000e-01 : f16}> : (i128, f8E4M3FNUZ, index) -> memref<10x366x2xf32, strided<[47, ?, ?], offset: ?>> loc(#loc30)
        "a.b"(%17) <{}> {attr0 = 2.000000e+00 : bf16, value1} : (!tuple) -> () loc(#loc31)
        "foo.bar.baz"(%17, %21) <{attr2, k$1 = dense<> : tensor<0x2x3xi8>, "quoted key 0" = dense<-8388608> : tensor<i24>, value3 = 3.989260e-01 : f16}> : (!tuple, memref<10x366x2xf32, strided<[47, ?, ?], offset: ?>>) -> () loc(#loc51)
        %22:2 = "x.y"(%16) {a1 = array<f64>, b0 = 0 : i24, foo.k2 = 5.031250e+00 : bf16} : (complex<f16>) -> (index, tuple<>) loc(#loc58)
        %23 = "foo.compute"(%22#1) {_u1 = sparse<[[3], [2]], [-128, 1]> : tensor<6xi8>, attr3 = -1 : i8, k$2, x0 = tuple<f8E4M3FN>} : (tuple<>) -> tensor<3xi1024, {a = 1 : i64}> loc(#loc14)
        %24:4 = "d.op_1"(%1#0) <{foo.k0}> : (!foo.v<? "x y">) -> (memref<3xi24, {kind = "scratch"}>, vector<8x9x12xf8E4M3FNUZ>, !my_dialect.param<<<a.b abc>,1>>, bf16) loc(#loc19)
      }) : (ui24) -> complex<f16> loc(#loc29)
      "a.jump"(%19, %19)[^bb2] {attr1 = #bar.a<{i8, "x y"}>, sym_name2 = 6.0221407599999999E+23 : f64, x0 = -9223372036854775808 : i64} : (complex<f16>, complex<f16>) -> () loc(#loc53)
    ^bb2:  // pred: ^bb1
      %20 = "foo.bar"(%16, %14) : (complex<f16>, bf16) -> f64 loc(#loc14)
    }) {a1 = -1 : i64, value0 = [], value3 = dense<"\00b!\F0\9F\99\82%b"> : tensor<1x!foo.str>, x2} : () -> i32 loc(#loc5)
    "foo.compute"(%3) ({
    ^bb0(%arg0: tensor<3x2x399xbf16> loc("0264.in.mlir":56:9), %arg1: memref<2x?x?xf16> loc("0264.in.mlir":56:41), %arg2: complex<bf16> loc("0264.in.mlir":56:67)):
      "z.nop"(%arg1, %1#2) : (memref<2x?x?xf16>, memref<?x502xi64, strided<[?, 1]>>) -> () loc(#loc40)
    }) : (f64) -> () loc(#loc36)
    %8 = "z.nop"(%6, %1#3, %4) : (complex<bf16>, i7, f8E4M3FNUZ) -> f32 loc(#loc54)
    "foo.br"(%4, %6, %6)[^bb2] : (f8E4M3FNUZ, complex<bf16>, complex<bf16>) -> () loc(#loc42)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "foo.br"(%3, %3)[^bb3] : (f64, f64) -> () loc(#loc43)
  ^bb3(%9: tensor<2xcomplex<f32>> loc("0264.in.mlir":64:4), %10: si8 loc("0264.in.mlir":64:34), %11: !foo.v<{["x y" , ?] "x y" -8} -0 -2> loc(fused<6 : i32>[#loc5])):  // pred: ^bb2
    %12 = "my_dialect.thing"(%10) <{attr1 = true, b0 = 29 : index}> : (si8) -> i16 loc(#loc46)
  }) {value0} : (ui24, f8E4M3FNUZ, ui24) -> none loc(#loc8)
}) : () -> () loc(#loc)
#loc = loc("0264.in.mlir":0:0)
#loc1 = loc("a.mlir":355:151)
#loc2 = loc("0264.in.mlir":2:1)
#loc3 = loc("0264.in.mlir":3:22)
#loc4 = loc("0264.in.mlir":5:8)
#loc6 = loc("0264.in.mlir":8:7)
#loc7 = loc("-":462:181)
#loc8 = loc("0264.in.mlir":10:7)
#loc9 = loc("dir/with space.c":331:373)
#loc10 = loc("0264.in.mlir":13:3)
#loc11 = loc("0264.in.mlir":17:10)
#loc12 = loc("0264.in.mlir":18:16)
#loc13 = loc("a.mlir":42:71 to :80)
#loc14 = loc("x")
#loc15 = loc("0264.in.mlir":21:18)
#loc16 = loc("0264.in.mlir":24:15)
#loc17 = loc("with \22q\22")
#loc18 = loc("f":232:351)
#loc19 = loc("op.1")
#loc20 = loc("f":173:132)
#loc21 = loc("0264.in.mlir":32:11)
#loc22 = loc("src/x.py":304:370)
#loc23 = loc("0264.in.mlir":36:5)
#loc24 = loc("name")
#loc25 = loc("dir/with space.c":29:21 to 32:62)
#loc26 = loc("a.mlir":443:230)
#loc27 = loc("f":45:60 to 48:12)
#loc28 = loc("0264.in.mlir":40:12)
#loc29 = loc("0264.in.mlir":42:11)
#loc30 = loc("0264.in.mlir":44:14)
#loc31 = loc("":18:41 to :42)
#loc32 = loc("f":249:351)
#loc33 = loc("dir/with space.c":0:130)
#loc34 = loc("dir/with space.c":199:470)
#loc35 = loc("src/x.py":151:263)
#loc36 = loc("0264.in.mlir":55:3)
#loc40 = loc("0264.in.mlir":58:5)
#loc41 = loc("f":29:64 to 31:66)
#loc42 = loc("0264.in.mlir":61:3)
#loc43 = loc("dir/with space.c":4294967295:286)
#loc46 = loc("0264.in.mlir":65:9)
#loc47 = loc(callsite(#loc13 at #loc14))
#loc48 = loc(callsite(#loc17 at #loc18))
#loc49 = loc("n"(#loc24))
#loc50 = loc(callsite(#loc25 at #loc26))
#loc51 = loc(fused[#loc14, #loc32, #loc33])
#loc52 = loc("callee"(#loc34))
#loc53 = loc("callee"(#loc35))
#loc54 = loc(fused<"meta">[#loc17, #loc41])
#loc56 = loc("callee"(#loc48))
#loc57 = loc(callsite(#loc49 at #loc50))
#loc58 = loc(callsite(#loc5 at #loc52))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000A523169BB3122E26761836D7704F3E45D7380DA1FE0A9D6CD25490E9B2209D2CF715B8F5206241F7B7CB868EF4D85F2D",
      blob1: "0x080000006D1601FD284247B6FC7C9224812BA1DAC60604654B1B4FA22E96F996B3785552"
    }
  }
#-}

