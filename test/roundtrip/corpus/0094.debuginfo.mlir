#distinct = distinct[0]<"">
#distinct1 = distinct[1]<2.001950e-01 : bf16>
#loc4 = loc(unknown)
#loc6 = loc("0094.in.mlir":19:10)
#loc7 = loc("dir/with space.c":4294967295:155)
#loc8 = loc("0094.in.mlir":19:94)
#loc9 = loc("src/x.py":414:262)
#loc12 = loc("0094.in.mlir":25:35)
#loc13 = loc("x")
#loc20 = loc("0094.in.mlir":33:12)
#loc21 = loc("0094.in.mlir":33:47)
#loc22 = loc("-":189:204)
#loc38 = loc("op.1")
#map = affine_map<()[s0] -> (4)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1)[s0] -> (d0 - d1 * 5, s0 + 2)>
#set = affine_set<(d0) : (6 >= 0, -(-d0 + 7) + 54 >= 0, d0 + 2 == 0)>
#loc47 = loc("n"(#loc9))
#loc50 = loc(callsite(#loc38 at #loc4))
"builtin.module"() ({
  %0:2 = "x.y"() ({
    "x.y"() {k$0 = @"with\22quote"} : () -> () loc(#loc2)
    %3:3 = "foo.op"() ({
      %13 = "x.y"() : () -> complex<f8E5M2FNUZ> loc(#loc4)
      "foo.bar"(%13, %13) <{}> ({
      }, {
      ^bb0(%arg3: complex<f4E2M1FN> loc("0094.in.mlir":19:10), %arg4: complex<i1024> loc("dir/with space.c":4294967295:155), %arg5: i3 loc("0094.in.mlir":19:94)):
        %27 = "bar.yield"(%arg4, %arg4) : (complex<i1024>, complex<i1024>) -> complex<f32> loc(#loc47)
      }) : (complex<f8E5M2FNUZ>, complex<f8E5M2FNUZ>) -> () loc(#loc5)
      "x.switch"()[^bb1, ^bb1] : () -> () loc(#loc10)
    ^bb1:  // 2 preds: ^bb0, ^bb0
      %14:2 = "bar.yield"(%13, %13, %13) ({
      ^bb0(%arg0: f8E4M3 loc("n"(#loc9)), %arg1: i8 loc("0094.in.mlir":25:35), %arg2: si32 loc("x")):
        "x.switch"(%13)[^bb1] {d.k0 = #distinct} : (complex<f8E5M2FNUZ>) -> () loc(#loc14)
      ^bb1:  // pred: ^bb0
        "bar.yield"(%arg1, %13) <{attr1 = -2.001950e-01 : bf16, value0 = dense_resource<weights0> : tensor<5xi8>}> : (i8, complex<f8E5M2FNUZ>) -> () loc(#loc3)
      }, {
        %15 = "d.op_1"() {a1 = dense<30> : tensor<1xsi8>, a3 = {_u2 = 5.812500e+00 : bf16, value1 = false, x0 = sparse<2, -2.1755812E+29> : tensor<5xf32>}, b2, value0 = sparse<[[1, 2]], 1.108750e+02> : tensor<2x5xf16>} : () -> f32 loc(#loc15)
        %16 = "foo.op"() <{}> {value0 = 442 : ui24} : () -> vector<2xbf16> loc(#loc52)
        "a.jump"(%16, %15)[^bb1] : (vector<2xbf16>, f32) -> () loc(#loc19)
      ^bb1(%17: tensor<4x709x56x7xi32> loc("0094.in.mlir":33:12), %18: index loc("0094.in.mlir":33:47), %19: f16 loc("-":189:204)):  // 2 preds: ^bb0, ^bb1
        %20 = "a.b"(%16, %17, %16) : (vector<2xbf16>, tensor<4x709x56x7xi32>, vector<2xbf16>) -> i17 loc(#loc23)
        %21 = "my_dialect.thing"(%17) : (tensor<4x709x56x7xi32>) -> !x.v<"x y"> loc(#loc24)
        %22 = "d.op_1"(%21) : (!x.v<"x y">) -> complex<f16> loc(#loc4)
        %23 = "x.y"() : () -> !bar.t_1 loc(#loc53)
        %24:2 = "z.nop"() : () -> (complex<f16>, f32) loc(#loc4)
        "foo.br"(%24#1, %24#1)[^bb2, ^bb1] : (f32, f32) -> () loc(#loc27)
      ^bb2:  // pred: ^bb1
        %25 = "foo.bar.baz"(%13, %15) {attr0, attr3 = #map, x1 = dense<[[4294967295, 0, 0, 0], [62, 0, 0, 4294967295]]> : vector<2x4xui32>, x2 = {a2, k$3 = dense_resource<r.1> : tensor<1xf32>, my.k0 = #set, x1 = -1 : i64}} : (complex<f8E5M2FNUZ>, f32) -> none loc(#loc28)
        %26 = "x.y"(%25, %25) <{}> : (none, none) -> si32 loc(#loc29)
        "x.y"(%15) : (f32) -> () loc(#loc27)
      }) {a0 = "!z\09\0Ab#*_\\\00\\-", a1 = true, my.k2 = true} : (complex<f8E5M2FNUZ>, complex<f8E5M2FNUZ>, complex<f8E5M2FNUZ>) -> (none, (f16) -> ()) loc(#loc11)
    }, {
    }) : () -> (f16, index, (i128, i128) -> si32) loc(#loc46)
    %4 = "foo.bar.baz"(%3#1) ({
      %6:4 = "foo.bar"(%3#1, %3#2) {attr2 = [], attr3 = 5.000000e-01 : f64, z90 = true, z91} : (index, (i128, i128) -> si32) -> (memref<?x31xf8E5M2>, bf16, !bar<"abc">, memref<10x4xui7>) loc(#loc31)
      %7:4 = "foo.bar.baz"(%6#1) <{"quoted key 0" = dense<"}{\7F\09\91\\z\09"> : tensor<3x4x1x!foo.str>, x2, z91 = affine_map<(d0)[s0, s1] -> (2)>}> {d.k1 = #distinct1, k$0 = -6.553600e+04 : bf16} : (bf16) -> (tensor<8x2x5x100x!my_dialect.type>, f8E4M3, f8E4M3B11FNUZ, memref<59x2xbf16, #map1>) loc(#loc32)
      %8 = "foo.op"(%7#2, %7#3) <{k$1 = 3.051760e-04 : f8E5M2FNUZ, sym_name0 = false}> : (f8E4M3B11FNUZ, memref<59x2xbf16, #map1>) -> tuple<f64> loc(#loc33)
      %9 = "z.nop"(%8) <{}> ({
        %10:4 = "foo.bar"(%7#1, %7#0, %7#0) {attr0, k$3 = 1.400000e+01 : f8E5M2FNUZ, sym_name2 = -1 : i64, z91 = true} : (f8E4M3, tensor<8x2x5x100x!my_dialect.type>, tensor<8x2x5x100x!my_dialect.type>) -> (si32, i8, (complex<i3>, i8) -> (f6E3M2FN, index), !my_dialect.param<[<-8, i8>,"x y"] -6 [{true, ?} , -8 , "x y"]>) loc(#loc35)
        "z.nop"() {foo.k2 = 2.644580e-37 : f64, k$1 = true, my.k0 = #map2} : () -> () loc(#loc36)
        %11:2 = "x.y"(%10#1, %3#1) {_u0 = "\22\7F *\C3\A9\CE\A9\7F\C3\9F.a@", sym_name1 = "}\F0\9F\99\82<\7F\\ _\00{", value2 = "za", z93 = #loc50} : (i8, index) -> (!my_dialect.v<?>, f8E3M4) loc(#loc37)
        %12 = "z.nop"(%6#0, %11#0, %7#3) : (memref<?x31xf8E5M2>, !my_dialect.v<?>, memref<59x2xbf16, #map1>) -> f32 loc(#loc39)
      }) : (tuple<f64>) -> tensor<index> loc(#loc34)
      "d.op_1"(%6#1, %8, %8) <{_u1, b0 = true, d.k2 = affine_map<(d0, d1, d2)[s0, s1] -> ()>, z93 = "{\\#'\09X\09' \0A\7F"}> : (bf16, tuple<f64>, tuple<f64>) -> () loc(#loc36)
      "z.nop"() <{}> {"quoted key 0", value1 = -5.942400e+04 : f16} : () -> () loc(#loc40)
    }) : (index) -> !bar.t_1 loc(#loc30)
    %5:2 = "x.y"(%3#0, %3#1) : (f16, index) -> (vector<9xi32>, si17) loc(#loc41)
  }) : () -> (none, complex<ui7>) loc(#loc1)
  %1 = "foo.bar"(%0#0, %0#1, %0#1) : (none, complex<ui7>, complex<ui7>) -> memref<?x2xf32, strided<[14, 1], offset: ?>> loc(#loc51)
  "foo.op"() : () -> () loc(#loc44)
  %2 = "d.op_1"(%0#0, %0#0, %1) <{b2 = -128 : i8, value1 = [1 : i8], x0 = @"x y"}> {value0} : (none, none, memref<?x2xf32, strided<[14, 1], offset: ?>>) -> tensor<4x1x?xcomplex<f16>> loc(#loc45)
}) : () -> () loc(#loc)
#loc = loc("0094.in.mlir":11:1)
#loc1 = loc("0094.in.mlir":12:10)
#loc2 = loc("0094.in.mlir":13:5)
#loc3 = loc("with \22q\22")
#loc5 = loc("0094.in.mlir":17:7)
#loc10 = loc("0094.in.mlir":22:7)
#loc11 = loc("f":373:301)
#loc14 = loc("0094.in.mlir":26:9)
#loc15 = loc("0094.in.mlir":30:16)
#loc16 = loc("f":0:5)
#loc17 = loc("dir/with space.c":4294967295:281)
#loc18 = loc("name")
#loc19 = loc("0094.in.mlir":32:9)
#loc23 = loc("src/x.py":14:10 to 17:5)
#loc24 = loc("0094.in.mlir":35:15)
#loc25 = loc("":45:13 to :18)
#loc26 = loc("f":494:356)
#loc27 = loc("dir/with space.c":22:367)
#loc28 = loc("src/x.py":45:59 to 46:56)
#loc29 = loc("f":32:66 to 33:80)
#loc30 = loc("0094.in.mlir":47:12)
#loc31 = loc("0094.in.mlir":49:16)
#loc32 = loc("0094.in.mlir":50:16)
#loc33 = loc("0094.in.mlir":51:16)
#loc34 = loc("dir/with space.c":428:453)
#loc35 = loc("a.mlir":23:59 to 24:27)
#loc36 = loc("dir/with space.c":242:140)
#loc37 = loc("0094.in.mlir":55:17)
#loc39 = loc("0094.in.mlir":56:18)
#loc40 = loc("f":41:36 to 44:46)
#loc41 = loc("0094.in.mlir":61:13)
#loc42 = loc("f":367:386)
#loc43 = loc("f":298:0)
#loc44 = loc("0094.in.mlir":64:3)
#loc45 = loc("0094.in.mlir":65:9)
#loc46 = loc("n"(#loc3))
#loc48 = loc(callsite(#loc16 at #loc17))
#loc49 = loc(fused<"meta">[#loc25, #loc26])
#loc51 = loc(fused[#loc42, #loc43])
#loc52 = loc(callsite(#loc48 at #loc18))
#loc53 = loc("callee"(#loc49))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0400000084085532C4",
      r.1: "0x0400000001B6C746"
    }
  }
#-}

