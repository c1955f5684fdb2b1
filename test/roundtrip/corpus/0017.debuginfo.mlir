#loc3 = loc("x")
#loc12 = loc("0017.in.mlir":19:7)
#loc13 = loc("0017.in.mlir":19:18)
#loc15 = loc("src/x.py":133:0)
#loc16 = loc("0017.in.mlir":21:54)
#loc17 = loc(unknown)
#loc26 = loc("f":11:0)
#loc27 = loc("0017.in.mlir":33:30)
#loc30 = loc("0017.in.mlir":39:9)
#loc31 = loc("f":5:19 to :20)
#loc32 = loc("":41:43 to :45)
#loc33 = loc("with \22q\22")
#loc34 = loc("name")
#loc35 = loc("src/x.py":370:213)
#loc37 = loc("0017.in.mlir":44:5)
#loc39 = loc("0017.in.mlir":46:4)
#set = affine_set<(d0, d1, d2)[s0, s1] : (d2 * s1 == 0, -d2 + s1 >= 0, d0 * 3 + s1 >= 0)>
#loc46 = loc("callee"(#loc32))
#loc47 = loc(callsite(#loc33 at #loc34))
#loc48 = loc(callsite(#loc3 at #loc35))
#loc52 = loc(fused[#loc46, #loc47, #loc48])
"builtin.module"() ({
  %0 = "foo.compute"() {_u1 = false, a0 = #my<"abc">} : () -> complex<i1> loc(#loc41)
  %1:2 = "d.op_1"(%0) <{x0 = dense_resource<weights0> : tensor<2xi64>}> ({
    %4:4 = "foo.bar.baz"(%0, %0, %0) : (complex<i1>, complex<i1>, complex<i1>) -> (memref<6x715xvector<7x[13]x4xi16>, 3>, memref<40x3x?xbf16, {kind = "scratch"}>, f8E4M3, memref<36x37xi17, strided<[37, 1], offset: ?>>) loc(#loc6)
    %5 = "bar.yield"() {attr0 = array<i32: -1, 0, 0, 115>, value1 = #set} : () -> f64 loc(#loc7)
    "bar.yield"(%4#3, %4#1, %5) : (memref<36x37xi17, strided<[37, 1], offset: ?>>, memref<40x3x?xbf16, {kind = "scratch"}>, f64) -> () loc(#loc8)
    "a.jump"(%5)[^bb1, ^bb1] ({
    ^bb0(%arg3: none loc("0017.in.mlir":19:7), %arg4: f16 loc("0017.in.mlir":19:18)):
      %9:3 = "foo.bar.baz"(%arg4) ({
      ^bb0(%arg5: () -> complex<tf32> loc("src/x.py":133:0), %arg6: vector<7xf32> loc("0017.in.mlir":21:54), %arg7: vector<3x6x15xbf16> loc(unknown)):
        %15 = "foo.op"(%4#3, %4#0, %4#1) : (memref<36x37xi17, strided<[37, 1], offset: ?>>, memref<6x715xvector<7x[13]x4xi16>, 3>, memref<40x3x?xbf16, {kind = "scratch"}>) -> complex<bf16> loc(#loc18)
        %16:4 = "x.y"(%5, %15, %arg6) <{d.k1, sym_name2 = [4.352700e+04 : f32, "**{%", affine_map<(d0, d1)[s0, s1] -> (s1 * 8)>, dense_resource<r.1> : tensor<5xf64>], z90 = dense<1.3368304851610564E+74> : vector<1x1xf64>}> : (f64, complex<bf16>, vector<7xf32>) -> (f128, complex<f32>, i3, memref<*xf32>) loc(#loc45)
        %17 = "foo.bar.baz"(%16#2, %16#3, %16#3) {_u0 = 0 : ui16} : (i3, memref<*xf32>, memref<*xf32>) -> !bar.v<<21, f32>,[-8, a.b]> loc(#loc20)
        %18:4 = "foo.compute"(%5, %4#2, %15) : (f64, f8E4M3, complex<bf16>) -> (complex<f32>, (f16, vector<15x[3]x13xf4E2M1FN>) -> none, f128, i32) loc(#loc21)
      }) : (f16) -> (f8E4M3FNUZ, memref<6x3xf6E3M2FN, 7>, ui8) loc(#loc51)
      %10 = "my_dialect.thing"(%9#1) {_u1, value0 = dense<-1> : tensor<3x2x2xi32>} : (memref<6x3xf6E3M2FN, 7>) -> f80 loc(#loc22)
      "foo.op"(%4#2, %9#1) : (f8E4M3, memref<6x3xf6E3M2FN, 7>) -> () loc(#loc23)
      %11:2 = "foo.bar"(%9#1, %9#2) : (memref<6x3xf6E3M2FN, 7>, ui8) -> (i16, f16) loc(#loc24)
      "cfx.cond_br"(%arg4, %4#1, %11#0)[^bb1] : (f16, memref<40x3x?xbf16, {kind = "scratch"}>, i16) -> () loc(#loc25)
    ^bb1(%12: !foo.t loc("f":11:0), %13: f32 loc("0017.in.mlir":33:30)):  // pred: ^bb0
      "foo.br"(%13)[^bb2] : (f32) -> () loc(#loc28)
    ^bb2:  // pred: ^bb1
      %14:3 = "foo.op"(%arg3, %10) : (none, f80) -> (f16, complex<i17>, (f8E5M2) -> (f8E4M3, complex<f32>)) loc(#loc29)
    }, {
    ^bb0(%arg0: memref<1x4x41xvector<16x1xf128>, 6> loc("0017.in.mlir":39:9), %arg1: tuple<f128, tensor<831x50x95x1x!bar<"x<y>">>, f128> loc("f":5:19 to :20), %arg2: memref<3xi64> loc(fused[#loc46, #loc47, #loc48])):
    }, {
      %8:3 = "foo.compute"(%4#3) {foo.k1 = "\E6\97\A5\E6\9C\AC\\\CF\\b/<", my.k3, "quoted key 2" = dense_resource<r.2> : tensor<6xi64>, value0 = 3 : si32} : (memref<36x37xi17, strided<[37, 1], offset: ?>>) -> (memref<182x4x6xcomplex<tf32>, "local mem">, i16, !my_dialect.v<-3 -4 {-8}>) loc(#loc36)
    }) : (f64) -> () loc(#loc50)
  ^bb1(%6: vector<bf16> loc("0017.in.mlir":44:5)):  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb2
    "cfx.cond_br"(%4#3, %0, %4#3)[^bb2, ^bb1] <{}> : (memref<36x37xi17, strided<[37, 1], offset: ?>>, complex<i1>, memref<36x37xi17, strided<[37, 1], offset: ?>>) -> () loc(#loc38)
  ^bb2(%7: complex<f4E2M1FN> loc("0017.in.mlir":46:4)):  // pred: ^bb1
    "x.switch"(%5)[^bb1] {"quoted key 1" = "0\7F\00--\22", x0 = [dense<-2147483648> : tensor<i32>], z92 = #foo.p<["x y"], "x y">} : (f64) -> () loc(#loc40)
  }) : (complex<i1>) -> (tuple<f6E3M2FN, i1, f128, f64>, !x<"a b">) loc(#loc49)
  %2 = "foo.bar"(%1#1) <{_u1 = sparse<[[3, 1], [5, 2]], [-1, 5759542558929]> : tensor<6x3xi64>, k$0, value2 = array<i8: 7, -128, -1, 2, -128>}> : (!x<"a b">) -> complex<f32> loc(#loc36)
  %3 = "x.y"(%2) : (complex<f32>) -> vector<8x3x7xi32> loc(#loc17)
}) : () -> () loc(#loc)
#loc = loc("0017.in.mlir":0:0)
#loc1 = loc("a.mlir":22:44 to :51)
#loc2 = loc("src/x.py":0:459)
#loc4 = loc("dir/with space.c":90:0)
#loc5 = loc("a.mlir":20:0)
#loc6 = loc("0017.in.mlir":15:12)
#loc7 = loc("0017.in.mlir":16:12)
#loc8 = loc("0017.in.mlir":17:2)
#loc9 = loc("f":305:42)
#loc10 = loc("a.mlir":60:0)
#loc11 = loc("src/x.py":0:4294967295)
#loc14 = loc("f":0:75)
#loc18 = loc("0017.in.mlir":23:10)
#loc19 = loc("dir/with space.c":1:15 to 3:4)
#loc20 = loc("0017.in.mlir":25:14)
#loc21 = loc("0017.in.mlir":26:12)
#loc22 = loc("0017.in.mlir":29:10)
#loc23 = loc("":23:61 to :70)
#loc24 = loc("src/x.py":4:60 to :68)
#loc25 = loc("0017.in.mlir":32:3)
#loc28 = loc("0017.in.mlir":34:3)
#loc29 = loc("0017.in.mlir":37:18)
#loc36 = loc("op.1")
#loc38 = loc("0017.in.mlir":45:2)
#loc40 = loc("dir/with space.c":408:194)
#loc41 = loc(fused<"meta">[#loc1, #loc2, #loc3])
#loc42 = loc(fused[#loc4, #loc5])
#loc43 = loc(callsite(#loc9 at #loc10))
#loc44 = loc(callsite(#loc3 at #loc14))
#loc45 = loc(callsite(#loc19 at #loc17))
#loc49 = loc("n"(#loc42))
#loc50 = loc(callsite(#loc43 at #loc11))
#loc51 = loc(callsite(#loc3 at #loc44))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x08000000C143960777C52DCBDAC9B29837395B66",
      r.1: "0x08000000A82652673476981FB14ED27503759079690BDE036C723071ABF6B4CB28ED7D6A659C27A989C5F344",
      r.2: "0x080000001C96BADAC9F2C49CBD368E86C12BE44C2BA9F5F3EAD9AFC7654794D9468ED646FE69E78D5C6D4F7A6B4414BF53CD12FF"
    }
  }
#-}

