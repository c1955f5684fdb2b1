#loc1 = loc(unknown)
#loc24 = loc("0140.in.mlir":30:17)
#loc26 = loc("-":56:4294967295)
#loc27 = loc("0140.in.mlir":32:64)
#loc28 = loc("0140.in.mlir":32:78)
#map = affine_map<(d0, d1, d2)[s0] -> (d0 * 3, (d0 * 2) floordiv 4)>
#map1 = affine_map<(d0) -> ()>
"builtin.module"() <{sym_name = "m10"}> ({
  "a.b"() : () -> () loc(#loc40)
  %0:4 = "foo.bar.baz"() {_u2 = #bar.b.c, attr3 = 0 : i64, foo.k1 = 1 : i64, k$0 = #x.a<<-8,"x y">, "x y">} : () -> (ui32, f16, index, si64) loc(#loc3)
  %1:3 = "a.b"(%0#0, %0#1, %0#2) {_u0, b2 = #map, k$1 = -7.495000e+06 : f64} : (ui32, f16, index) -> (index, complex<ui32>, complex<f4E2M1FN>) loc(#loc4)
  %2:4 = "x.y"(%0#2, %1#2) : (index, complex<f4E2M1FN>) -> (memref<?x?xi128>, none, i32, i1024) loc(#loc49)
  %3 = "foo.op"(%0#3, %2#3) ({
  ^bb0(%arg0: bf16 loc(unknown)):
    %7 = "foo.bar"(%2#2) : (i32) -> complex<f64> loc(#loc7)
    %8:4 = "foo.compute"() {a1 = -128 : si8, foo.k2 = "z", my.k0 = #bar.b.c, "quoted key 3" = "-Xb"} : () -> (tensor<34x8x888xsi32>, complex<ui16>, complex<i17>, f64) loc(#loc8)
    "x.y"(%8#1) ({
      "a.b"(%1#2, %8#1) {attr0 = #map1, value1 = -2.658460e+36 : bf16} : (complex<f4E2M1FN>, complex<ui16>) -> () loc(#loc10)
      "x.y"(%8#0, %8#1) ({
        "builtin.module"() ({
          %23:2 = "foo.compute"() <{d.k3 = #x.flag, "quoted key 0" = bf16, value2 = 1 : si8, x1 = #my.a}> {d.k1 = vector<6x[1]x4xi8>, foo.k2, sym_name0 = true} : () -> (f16, i32) loc(#loc13)
        }) : () -> () loc(#loc12)
      }) : (tensor<34x8x888xsi32>, complex<ui16>) -> () loc(#loc11)
      %12:2 = "foo.bar"(%0#3) ({
        %13 = "foo.compute"() : () -> ui64 loc(#loc15)
        "foo.bar.baz"() : () -> () loc(#loc43)
        %14 = "my_dialect.thing"(%8#3, %13) : (f64, ui64) -> complex<si64> loc(#loc16)
        "z.nop"(%8#3, %1#1, %8#2) {b1 = vector<12x16x4xui1>, k$2 = {value0 = 0x3FC00 : tf32, value1 = true}, k$3 = dense<[[870], [557]]> : vector<2x1xindex>, z90 = array<f32: 6.02214064E+23, 0x7FDF5749, 6.822000e+04>} : (f64, complex<ui32>, complex<i17>) -> () loc(#loc17)
        "foo.br"(%8#0, %14, %2#0)[^bb1, ^bb2] {a1, b0 = dense<> : tensor<0xindex>, my.k2 = dense<1217283141> : tensor<174xi32>} : (tensor<34x8x888xsi32>, complex<si64>, memref<?x?xi128>) -> () loc(#loc18)
      ^bb1:  // pred: ^bb0
        %15 = "foo.compute"() : () -> i32 loc(#loc)
        %16 = "foo.compute"() : () -> !bar<""> loc(#loc50)
        %17 = "z.nop"() {_u0 = dense_resource<weights0> : tensor<2xi64>, value1 = dense<0x80> : tensor<1xf8E5M2FNUZ>} : () -> i1 loc(#loc21)
        %18 = "bar.yield"() : () -> f8E5M2FNUZ loc(#loc22)
        "a.jump"(%17, %17)[^bb2, ^bb2] {attr1 = -93 : i16, x0} : (i1, i1) -> () loc(#loc23)
      ^bb2(%19: i8 loc("0140.in.mlir":30:17)):  // 3 preds: ^bb0, ^bb1, ^bb1
        "a.jump"(%8#3, %0#1, %8#3)[^bb3] : (f64, f16, f64) -> () loc(#loc45)
      ^bb3(%20: tensor<?xui64> loc("-":56:4294967295), %21: index loc("0140.in.mlir":32:64), %22: memref<1xf16, "gpu"> loc("0140.in.mlir":32:78)):  // 2 preds: ^bb2, ^bb3
        "x.switch"(%0#2, %14)[^bb3] {b2, foo.k0 = #foo.v<"x y" , abc , -0>, value1 = dense<[[0, 0, 1], [-4, 3, 0], [3, -1, 1], [1, -4, 0]]> : tensor<4x3xi3>, value3 = [@b::@_priv]} : (index, complex<si64>) -> () loc(#loc29)
      }) : (si64) -> (tensor<0xf32>, memref<4x2xf8E4M3, strided<[26, ?]>>) loc(#loc14)
      "my_dialect.thing"() : () -> () loc(#loc46)
    }, {
    }) : (complex<ui16>) -> () loc(#loc9)
    %9:3 = "a.b"() <{}> : () -> ((vector<f32>, f128, index) -> si32, complex<f16>, f8E4M3FNUZ) loc(#loc51)
    %10 = "z.nop"() {k$0 = 60 : index, sym_name1 = "a0M"} : () -> ((!my_dialect.t<44 {?}>) -> ()) loc(#loc33)
    "x.switch"()[^bb1, ^bb1] <{attr2, my.k0 = "%\0A0 <\22\CE\A9" : ui1, z91 = array<i64: -9223372036854775808, 27, 38, -1>}> : () -> () loc(#loc48)
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "x.switch"(%10, %8#2)[^bb2, ^bb2] : ((!my_dialect.t<44 {?}>) -> (), complex<i17>) -> () loc(#loc1)
  ^bb2:  // 2 preds: ^bb1, ^bb1
    "x.switch"()[^bb3] <{sym_name0, value1}> : () -> () loc(#loc35)
  ^bb3:  // pred: ^bb2
    %11:4 = "d.op_1"(%0#2) <{attr0 = complex<bf16>, sym_name1 = sparse<[[4, 5]], -1> : tensor<6x6xi32>, sym_name2 = #x<"a b">}> : (index) -> (vector<7xindex>, index, memref<4xi64, strided<[1], offset: ?>, 4>, index) loc(#loc36)
  }) : (si64, i1024) -> si32 loc(#loc42)
  %4 = "foo.bar"(%2#2, %0#3, %2#1) : (i32, si64, none) -> f64 loc(#loc37)
  %5 = "foo.op"(%1#1, %3, %2#3) : (complex<ui32>, si32, i1024) -> memref<20x5xi32, "shared"> loc(#loc38)
  %6:4 = "foo.op"() : () -> (i7, f32, tensor<?xi7>, si8) loc(#loc39)
}) {foo.module_attr = dense<[[-1.028780e-04, -1.377870e-02], [1.310160e+01, 4.732000e+03], [8.793750e+01, 3.071290e-01]]> : vector<3x2xf16>} : () -> () loc(#loc)
#loc = loc("x")
#loc2 = loc("a.mlir":52:204)
#loc3 = loc("0140.in.mlir":4:12)
#loc4 = loc("0140.in.mlir":5:17)
#loc5 = loc("name")
#loc6 = loc("src/x.py":4294967295:368)
#loc7 = loc("op.1")
#loc8 = loc("0140.in.mlir":10:21)
#loc9 = loc("0140.in.mlir":11:9)
#loc10 = loc("0140.in.mlir":12:13)
#loc11 = loc("a.mlir":9:0)
#loc12 = loc("0140.in.mlir":14:17)
#loc13 = loc("a.mlir":113:4294967295)
#loc14 = loc("0140.in.mlir":18:25)
#loc15 = loc("a.mlir":182:197)
#loc16 = loc("0140.in.mlir":21:24)
#loc17 = loc("0140.in.mlir":22:17)
#loc18 = loc("0140.in.mlir":23:17)
#loc19 = loc("":49:25 to :35)
#loc20 = loc("f":254:410)
#loc21 = loc("0140.in.mlir":27:28)
#loc22 = loc("0140.in.mlir":28:28)
#loc23 = loc("0140.in.mlir":29:17)
#loc25 = loc("src/x.py":4294967295:215)
#loc29 = loc("0140.in.mlir":33:17)
#loc30 = loc("f":35:40 to :43)
#loc31 = loc("f":412:176)
#loc32 = loc("src/x.py":48:3 to 49:27)
#loc33 = loc("":27:68 to :72)
#loc34 = loc("dir/with space.c":43:5 to :13)
#loc35 = loc("0140.in.mlir":44:9)
#loc36 = loc("f":4:15 to 6:68)
#loc37 = loc("0140.in.mlir":48:16)
#loc38 = loc("0140.in.mlir":49:11)
#loc39 = loc("0140.in.mlir":50:19)
#loc40 = loc(callsite(#loc1 at #loc2))
#loc41 = loc(fused<"meta">[#loc5])
#loc42 = loc("v"(#loc6))
#loc43 = loc(fused<2 : i32>[#loc1])
#loc44 = loc(callsite(#loc19 at #loc20))
#loc45 = loc(fused[#loc25, #loc7])
#loc46 = loc("n"(#loc5))
#loc47 = loc(callsite(#loc30 at #loc31))
#loc48 = loc(callsite(#loc34 at #loc1))
#loc49 = loc("callee"(#loc41))
#loc50 = loc("callee"(#loc44))
#loc51 = loc(fused[#loc47, #loc32])

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x08000000D7940570FA3C542777287161486CC202"
    }
  }
#-}

