#distinct = distinct[0]<@c>
#loc6 = loc("0198.in.mlir":6:6)
#loc7 = loc("0198.in.mlir":6:26)
#loc21 = loc("0198.in.mlir":28:7)
#loc22 = loc("0198.in.mlir":28:19)
#loc27 = loc("0198.in.mlir":38:4)
"builtin.module"() ({
  %0 = "d.op_1"() {x0 = -33 : i7} : () -> f8E5M2FNUZ loc(#loc35)
  %1 = "foo.op"(%0) <{}> {k$0 = -1 : i64} : (f8E5M2FNUZ) -> i64 loc(#loc4)
  %2:3 = "foo.op"(%0, %0, %1) ({
  ^bb0(%arg0: complex<ui32> loc("0198.in.mlir":6:6), %arg1: complex<f8E8M0FNU> loc("0198.in.mlir":6:26)):
    "foo.op"(%0, %arg0) : (f8E5M2FNUZ, complex<ui32>) -> () loc(#loc8)
    %5 = "foo.compute"(%arg1) <{b2 = array<i8: -39, -1, -128>, "quoted key 0" = distinct[1]<3.500000e+00 : f8E3M4>, x1}> {_u2 = dense<7.500000e-01> : tensor<4x2x4xf6E3M2FN>, a3, my.k0 = 0x80 : f8E5M2FNUZ, sym_name1 = true} : (complex<f8E8M0FNU>) -> vector<14x5xui16> loc(#loc9)
    %6 = "a.b"(%arg0, %1) {attr2 = dense_resource<res_0> : tensor<5xi64>, sym_name0, z91 = -6.039060e+00 : f16} : (complex<ui32>, i64) -> memref<4x6xi64> loc(#loc10)
    %7 = "z.nop"() <{attr1 = dense<[[["\00_0%'\22%/.b0#", "\00\7F.{@\\\C3\A9"], ["\C3\A9", ".'\85{'a{"], ["", ""], ["'\00\0A/", "\09/\E1\22'\000-.0"]], [["", "/\00/\00\7Fab\C3\A9\C3\A9"], ["_\0AX\0A_'\C3\A9-", ""], ["\\\22%b%", "\C3\A9\C3\9F"], ["\0A{/\\. .\0A#0", "\0A{\00"]], [["<'#\7F#\09'-", ""], ["-\E6\97\A5\E6\9C\AC'\0A\22", "{\22\0A<%z\22<\\"], ["-.X\7F/\00\CE\A9X", "\0A"], ["z\7F/<\0A ", "bz\0A\22\22 \7F./#"]]]> : tensor<3x4x2x!foo.str>, d.k0 = array<f64: -1.715231682680604E-236>, my.k2 = tensor<?xi3>, sym_name3 = 1.000000e-05 : f64}> {_u1 = @"\C3\A9", d.k0 = #bar.attr, d.k2 = @a::@main} : () -> memref<?x8x3xf64, strided<[?, 7, 1]>, {kind = "scratch"}> loc(#loc11)
    "a.jump"()[^bb1, ^bb2] ({
      "foo.bar"() : () -> () loc(#loc13)
      %11 = "foo.bar.baz"(%arg0, %5, %6) <{attr1, my.k0 = affine_set<(d0, d1)[s0] : (-(d0 ceildiv 9) + 7 >= 0)>, value2 = index}> : (complex<ui32>, vector<14x5xui16>, memref<4x6xi64>) -> index loc(#loc14)
      %12 = "bar.yield"() : () -> memref<1x6x?xi32, 6> loc(#loc15)
      %13 = "foo.bar"(%arg1) : (complex<f8E8M0FNU>) -> i7 loc(#loc36)
      %14:2 = "bar.yield"() <{attr0 = false}> ({
        "bar.yield"(%11, %6) : (index, memref<4x6xi64>) -> () loc(#loc4)
        %16 = "foo.compute"(%11) <{attr1, b0 = "", foo.k2 = 35 : index}> : (index) -> tensor<?x512xcomplex<f128>> loc(#loc18)
        %17 = "d.op_1"() {d.k0 = 2.658460e+36 : bf16, foo.k1 = #distinct} : () -> f6E3M2FN loc(#loc19)
        %18 = "x.y"(%11, %16, %0) : (index, tensor<?x512xcomplex<f128>>, f8E5M2FNUZ) -> bf16 loc(#loc20)
      }) : () -> (complex<f32>, si64) loc(#loc17)
      %15:4 = "z.nop"() : () -> (bf16, memref<4xvector<16x9xi1>, strided<[1], offset: ?>>, i8, bf16) loc(#loc4)
    }, {
    }, {
    ^bb0(%arg2: none loc("0198.in.mlir":28:7), %arg3: memref<*xcomplex<f64>, 7> loc("0198.in.mlir":28:19)):
      "cfx.cond_br"(%6, %arg2)[^bb1, ^bb1] ({
      }) : (memref<4x6xi64>, none) -> () loc(#loc23)
    ^bb1:  // 2 preds: ^bb0, ^bb0
      %9 = "a.b"(%arg3, %arg3) : (memref<*xcomplex<f64>, 7>, memref<*xcomplex<f64>, 7>) -> i32 loc(#loc24)
      "cfx.cond_br"(%arg3, %arg2, %arg3)[^bb2] {_u3 = #my<"x<1>">, a1 = 45 : index, b0, foo.k2 = []} : (memref<*xcomplex<f64>, 7>, none, memref<*xcomplex<f64>, 7>) -> () loc(#loc25)
    ^bb2:  // pred: ^bb1
      %10 = "x.y"(%7) : (memref<?x8x3xf64, strided<[?, 7, 1]>, {kind = "scratch"}>) -> si17 loc(#loc26)
    }) : () -> () loc(#loc12)
  ^bb1(%8: i1 loc("0198.in.mlir":38:4)):  // pred: ^bb0
    "a.jump"(%5, %7)[^bb2, ^bb2] : (vector<14x5xui16>, memref<?x8x3xf64, strided<[?, 7, 1]>, {kind = "scratch"}>) -> () loc(#loc28)
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    "a.b"(%0) <{foo.k1, sym_name2 = 65535 : ui16, x0}> : (f8E5M2FNUZ) -> () loc(#loc29)
  }, {
    %4 = "foo.bar"() {d.k3 = dense<[[12], [1]]> : tensor<2x1xi7>, my.k0 = -1 : si1, my.k2 = dense<[[[false, false, false, true]]]> : tensor<1x1x4xi1>, x1 = array<i32>} : () -> none loc(#loc30)
  }, {
    "builtin.module"() ({
      "x.y"() : () -> () loc(#loc4)
    }) : () -> () loc(#loc31)
  }) {_u1 = [[true, #my<"a b">], #foo<"x<1>">], attr2 = true, foo.k0 = true, foo.k3 = "\\@z"} : (f8E5M2FNUZ, f8E5M2FNUZ, i64) -> (si8, complex<ui8>, f8E4M3FN) loc(#loc5)
  %3:3 = "a.b"(%2#1, %2#2, %2#2) <{a1, k$0}> {attr0 = -3955 : index, d.k1 = 5.269000e+06 : f80} : (complex<ui8>, f8E4M3FN, f8E4M3FN) -> (f64, i7, f32) loc(#loc32)
}) : () -> () loc(#loc)
#loc = loc("0198.in.mlir":0:0)
#loc1 = loc("src/x.py":436:4294967295)
#loc2 = loc("-":65:466)
#loc3 = loc("x")
#loc4 = loc(unknown)
#loc5 = loc("0198.in.mlir":4:12)
#loc8 = loc("dir/with space.c":485:174)
#loc9 = loc("0198.in.mlir":8:7)
#loc10 = loc("0198.in.mlir":9:7)
#loc11 = loc("0198.in.mlir":10:8)
#loc12 = loc("0198.in.mlir":13:2)
#loc13 = loc("f":67:150)
#loc14 = loc("0198.in.mlir":15:9)
#loc15 = loc("0198.in.mlir":16:9)
#loc16 = loc("a.mlir":41:70 to 43:64)
#loc17 = loc("0198.in.mlir":18:16)
#loc18 = loc("f":171:316)
#loc19 = loc("a.mlir":0:0)
#loc20 = loc("-":464:368)
#loc23 = loc("0198.in.mlir":29:3)
#loc24 = loc("0198.in.mlir":32:9)
#loc25 = loc("0198.in.mlir":33:3)
#loc26 = loc("src/x.py":2:30 to 4:28)
#loc28 = loc("0198.in.mlir":39:2)
#loc29 = loc("0198.in.mlir":41:2)
#loc30 = loc("src/x.py":4294967295:0)
#loc31 = loc("0198.in.mlir":46:2)
#loc32 = loc("0198.in.mlir":51:14)
#loc33 = loc(callsite(#loc1 at #loc2))
#loc34 = loc("n"(#loc16))
#loc35 = loc(callsite(#loc33 at #loc3))
#loc36 = loc("callee"(#loc34))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000CD3353DBC643CD08B808EE8120F32E2876A951E33E9C3291042DDAC3A024FC094B5AD754AEC7711A"
    }
  }
#-}

