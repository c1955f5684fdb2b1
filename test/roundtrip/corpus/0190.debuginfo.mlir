!tuple = tuple<i17, f8E4M3B11FNUZ, f16, index, i8, f32, f80, ui32, i64, f8E4M3FNUZ, si32, f32, ui7, i7, none, f64, bf16, tensor<25x29xf64>, bf16, ui1, si17>
#loc2 = loc(unknown)
#loc3 = loc("0190.in.mlir":9:46)
#loc4 = loc("0190.in.mlir":9:57)
#loc6 = loc("op.1")
#loc9 = loc("0190.in.mlir":17:10)
#loc10 = loc("0190.in.mlir":17:29)
#loc34 = loc("0190.in.mlir":52:15)
#loc35 = loc("0190.in.mlir":52:26)
#loc42 = loc("0190.in.mlir":62:9)
#map = affine_map<(d0, d1)[s0, s1] -> (-(d0 mod 3) + s1 * 6, (d0 + d1) ceildiv 3, (d1 ceildiv 6) floordiv 3)>
#map1 = affine_map<(d0, d1) -> (6, 2)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
"builtin.module"() ({
  %0 = "z.nop"() ({
  ^bb0(%arg0: tuple<si32, si16, f16> loc(unknown), %arg1: si64 loc("0190.in.mlir":9:46), %arg2: i128 loc("0190.in.mlir":9:57)):
    %3 = "foo.op"(%arg0, %arg1, %arg1) ({
    ^bb0(%arg9: ui128 loc("op.1")):
    }) : (tuple<si32, si16, f16>, si64, si64) -> !foo.v<f32> loc(#loc5)
    %4 = "z.nop"(%arg1) ({
    }) : (si64) -> f6E3M2FN loc(#loc7)
    %5 = "d.op_1"(%4, %arg2, %arg1) ({
    ^bb0(%arg6: complex<bf16> loc("0190.in.mlir":17:10), %arg7: i128 loc("0190.in.mlir":17:29)):
      %17 = "foo.bar.baz"() {k$0 = #map, my.k1 = 8.0139999999999993 : f64} : () -> vector<10x[15]x11xf64> loc(#loc48)
      %18:2 = "foo.bar"(%17, %arg6) <{attr1 = {my.k0, sym_name1 = i1024}, foo.k0}> ({
        %28 = "bar.yield"() : () -> tuple<f64> loc(#loc12)
      }, {
        %27 = "bar.yield"(%arg1, %4) : (si64, f6E3M2FN) -> index loc(#loc13)
      }, {
      ^bb0(%arg8: f8E4M3FNUZ loc(unknown)):
        "foo.op"(%arg6, %arg7) : (complex<bf16>, i128) -> () loc(#loc55)
        %20 = "z.nop"(%arg0) {_u0 = @s$, _u1 = false, _u2 = false} : (tuple<si32, si16, f16>) -> memref<101x?x1xi32, strided<[?, ?, 1], offset: ?>> loc(#loc2)
        "a.b"(%20) : (memref<101x?x1xi32, strided<[?, ?, 1], offset: ?>>) -> () loc(#loc17)
        %21 = "foo.bar.baz"(%arg7, %17, %arg7) {_u0 = 0 : i64, "quoted key 1" = "@a\\\0Ab]\8B\7F\7F0\C3\A9", sym_name2 = -4 : i3, x3} : (i128, vector<10x[15]x11xf64>, i128) -> i8 loc(#loc2)
        %22 = "foo.bar"(%21, %17, %21) {_u0 = [0 : i3], "quoted key 1" = 188 : index} : (i8, vector<10x[15]x11xf64>, i8) -> i1 loc(#loc56)
        "foo.br"(%arg7)[^bb1, ^bb1] <{}> : (i128) -> () loc(#loc20)
      ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb2
        "foo.op"(%20) : (memref<101x?x1xi32, strided<[?, ?, 1], offset: ?>>) -> () loc(#loc2)
        "x.y"(%21) <{}> : (i8) -> () loc(#loc2)
        %23:4 = "foo.bar"() : () -> (tuple<i24, tensor<1x0xcomplex<f32>>>, i1024, i3, f6E3M2FN) loc(#loc51)
        %24:3 = "foo.bar"(%3, %23#3) : (!foo.v<f32>, f6E3M2FN) -> (tuple<f16>, !tuple, ui16) loc(#loc22)
        "foo.br"(%23#1, %24#2, %23#3)[^bb2] : (i1024, ui16, f6E3M2FN) -> () loc(#loc23)
      ^bb2:  // pred: ^bb1
        %25:3 = "x.y"() {_u0 = tuple<index, ui24>, attr3 = 212 : i64, z91 = vector<10xi32>, z92 = [841419338569259805195643081934616953399094136303358666055564473249002559977065483056799903280676845466542815992176908390841007950388487651560906 : ui1024]} : () -> (ui64, memref<?x4xvector<16x[12]xf32>, #map1, 4>, vector<6xi64>) loc(#loc24)
        "a.b"(%17) : (vector<10x[15]x11xf64>) -> () loc(#loc25)
        "foo.bar.baz"(%25#2, %25#0) : (vector<6xi64>, ui64) -> () loc(#loc26)
        %26 = "z.nop"(%20) : (memref<101x?x1xi32, strided<[?, ?, 1], offset: ?>>) -> f32 loc(#loc27)
        "foo.br"(%22, %25#0, %arg0)[^bb1] {attr0 = #map2} : (i1, ui64, tuple<si32, si16, f16>) -> () loc(#loc28)
      }) : (vector<10x[15]x11xf64>, complex<bf16>) -> (index, index) loc(#loc2)
      %19 = "foo.bar.baz"(%arg1, %18#0, %arg2) : (si64, index, i128) -> tensor<?x5x5xf64> loc(#loc29)
    }) : (f6E3M2FN, i128, si64) -> tensor<?x49x4xi8> loc(#loc8)
    %6 = "my_dialect.thing"(%arg2) : (i128) -> ui128 loc(#loc30)
    %7:3 = "foo.compute"(%6, %4, %3) ({
      "z.nop"() {d.k1 = {}, my.k2 = #my<"x<1>">, x0} : () -> () loc(#loc32)
      %9 = "foo.bar"(%6) ({
      ^bb0(%arg3: f16 loc("0190.in.mlir":52:15), %arg4: i32 loc("0190.in.mlir":52:26), %arg5: index loc(unknown)):
      }) : (ui128) -> f8E5M2 loc(#loc33)
      %10 = "bar.yield"(%9) : (f8E5M2) -> f64 loc(#loc36)
      %11:4 = "z.nop"(%6, %10, %arg1) <{a0, b2 = array<i8: 43, -66>, z91}> : (ui128, f64, si64) -> (index, f64, complex<ui16>, complex<si64>) loc(#loc37)
      %12 = "foo.compute"(%11#2, %11#2) {d.k0 = "/z\E6\97\A5\E6\9C\ACb\7F", d.k2 = [34 : index, true, "%\00\\\09-0'"], k$1 = -1 : i64} : (complex<ui16>, complex<ui16>) -> complex<bf16> loc(#loc38)
      "a.jump"()[^bb1] <{b3 = memref<55x635xf16>, my.k0 = affine_map<(d0, d1, d2) -> (d0)>, "quoted key 2" = -1 : i1024, sym_name1 = i17}> {a2 = 0 : ui24, "quoted key 0" = 1 : i7, "quoted key 3" = 0 : i24, x1} : () -> () loc(#loc57)
    ^bb1:  // pred: ^bb0
      %13 = "d.op_1"(%10, %11#0, %arg1) ({
      }) {d.k2, "quoted key 0" = sparse<[[0, 0, 3], [1, 1, 1], [1, 5, 3]], [-9.999220e+09, 1.000000e+02, 0.000000e+00]> : tensor<3x6x5xbf16>, value1 = {d.k0 = true}} : (f64, index, si64) -> index loc(#loc40)
      "cfx.cond_br"(%12, %12)[^bb2] {k$0} : (complex<bf16>, complex<bf16>) -> () loc(#loc41)
    ^bb2(%14: vector<1x15xsi32> loc("0190.in.mlir":62:9)):  // pred: ^bb1
      "x.switch"(%11#2)[^bb3] : (complex<ui16>) -> () loc(#loc53)
    ^bb3(%15: complex<f6E3M2FN> loc(unknown)):  // pred: ^bb2
      %16 = "bar.yield"() : () -> tensor<0x!my_dialect<"x<y>">> loc(#loc54)
    }) : (ui128, f6E3M2FN, !foo.v<f32>) -> (tuple<index, i3, i128>, ui64, i32) loc(#loc31)
    %8:2 = "foo.op"() : () -> (complex<i8>, tuple<f8E4M3FN>) loc(#loc44)
  }, {
  }) {my.k1 = ["\09_b0\00a\00a.", sparse<[[3, 0, 3]], 1.046000e+00> : tensor<5x4x4xf64>, "-\C3\A9X" : f32], x0, x2} : () -> !my_dialect.param<i8,{-6}> loc(#loc1)
  %1 = "bar.yield"(%0, %0) : (!my_dialect.param<i8,{-6}>, !my_dialect.param<i8,{-6}>) -> f32 loc(#loc45)
  %2 = "x.y"() : () -> vector<[12]xf64> loc(#loc46)
  "z.nop"(%2, %2, %2) : (vector<[12]xf64>, vector<[12]xf64>, vector<[12]xf64>) -> () loc(#loc47)
}) : () -> () loc(#loc)
#loc = loc("0190.in.mlir":0:0)
#loc1 = loc("0190.in.mlir":8:7)
#loc5 = loc("a.mlir":4294967295:0)
#loc7 = loc("name")
#loc8 = loc("0190.in.mlir":16:11)
#loc11 = loc("src/x.py":30:29 to :32)
#loc12 = loc("f":252:146)
#loc13 = loc("0190.in.mlir":22:19)
#loc14 = loc("f":4294967295:4294967295)
#loc15 = loc("with \22q\22")
#loc16 = loc("a.mlir":153:0)
#loc17 = loc("dir/with space.c":42:33 to 44:80)
#loc18 = loc("dir/with space.c":0:4294967295)
#loc19 = loc("dir/with space.c":160:492)
#loc20 = loc("dir/with space.c":42:60 to :37)
#loc21 = loc("-":0:0)
#loc22 = loc("src/x.py":157:0)
#loc23 = loc("":19:24 to :27)
#loc24 = loc("0190.in.mlir":40:27)
#loc25 = loc("0190.in.mlir":41:13)
#loc26 = loc("0190.in.mlir":42:13)
#loc27 = loc("0190.in.mlir":43:19)
#loc28 = loc("0190.in.mlir":44:13)
#loc29 = loc("0190.in.mlir":46:16)
#loc30 = loc("-":4294967295:4294967295)
#loc31 = loc("a.mlir":18:16 to 21:52)
#loc32 = loc("src/x.py":343:360)
#loc33 = loc("0190.in.mlir":51:16)
#loc36 = loc("0190.in.mlir":54:16)
#loc37 = loc("f":325:455)
#loc38 = loc("":38:0)
#loc39 = loc("dir/with space.c":43:488)
#loc40 = loc("0190.in.mlir":59:15)
#loc41 = loc("0190.in.mlir":61:9)
#loc43 = loc("f":326:263)
#loc44 = loc("a.mlir":4294967295:131)
#loc45 = loc("0190.in.mlir":70:12)
#loc46 = loc("0190.in.mlir":71:7)
#loc47 = loc("0190.in.mlir":72:1)
#loc48 = loc("n"(#loc11))
#loc49 = loc(callsite(#loc15 at #loc16))
#loc50 = loc("n"(#loc18))
#loc51 = loc(fused<#foo.m>[#loc21])
#loc52 = loc(callsite(#loc39 at #loc2))
#loc53 = loc(callsite(#loc2 at #loc2))
#loc54 = loc("v"(#loc43))
#loc55 = loc(fused<"meta">[#loc14, #loc49])
#loc56 = loc(callsite(#loc50 at #loc19))
#loc57 = loc(fused<"meta">[#loc52])

