#loc15 = loc("dir/with space.c":302:0)
#loc16 = loc("f":4294967295:33)
#loc17 = loc("-":357:450)
#loc18 = loc("name")
#loc19 = loc("src/x.py":4294967295:453)
#loc21 = loc("f":472:71)
#loc22 = loc("dir/with space.c":22:0)
#loc24 = loc("-":447:394)
#loc25 = loc("0165.in.mlir":31:70)
#loc27 = loc("0165.in.mlir":36:7)
#map = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#set = affine_set<(d0, d1)[s0, s1] : (d0 - s1 + d1 == 0)>
#loc37 = loc("v"(#loc18))
#loc38 = loc(fused[#loc21, #loc22])
#loc43 = loc(fused[#loc17, #loc37, #loc19])
"builtin.module"() ({
  %0:4 = "z.nop"() : () -> (tensor<31x3x1xbf16>, complex<f4E2M1FN>, index, i128) loc(#loc1)
  %1:4 = "d.op_1"(%0#3) : (i128) -> (tensor<?x886x352xvector<1x12x[13]xf8E4M3B11FNUZ>, #foo.enc>, tensor<250x865xcomplex<f16>>, f8E5M2FNUZ, tensor<759x?x?x1xsi7>) loc(#loc2)
  %2:2 = "x.y"(%1#0) {attr1 = tensor<188x6xf32>, k$0 = -9223372036854775808 : i64} : (tensor<?x886x352xvector<1x12x[13]xf8E4M3B11FNUZ>, #foo.enc>) -> (complex<f32>, complex<si32>) loc(#loc41)
  %3:3 = "foo.bar.baz"(%0#1) {attr0 = 0.000000e+00 : f4E2M1FN} : (complex<f4E2M1FN>) -> (i1, index, none) loc(#loc4)
  %4 = "d.op_1"(%0#3, %1#1) <{attr0 = " X\\\09\0A*"}> {_u1, foo.k2 = dense<[10891870657228, -9223372036854775808, 0, -3783386550384476]> : tensor<4xi64>, value0 = array<f64: 1.000000e+00>} : (i128, tensor<250x865xcomplex<f16>>) -> si32 loc(#loc42)
  %5:3 = "my_dialect.thing"(%1#1) {a0 = vector<3x[6]xui64>, z91 = -4 : i3} : (tensor<250x865xcomplex<f16>>) -> (complex<bf16>, si16, f16) loc(#loc34)
  %6:3 = "my_dialect.thing"() {d.k1 = ". \22!", my.k2 = [51 : ui17], "quoted key 0"} : () -> (tensor<250x865xcomplex<f16>>, i1, index) loc(#loc7)
  %7 = "foo.compute"(%0#1) : (complex<f4E2M1FN>) -> vector<3x[6]xui64> loc(#loc8)
  %8:4 = "a.b"(%6#2) ({
    "a.b"(%6#1, %3#2) : (i1, none) -> () loc(#loc10)
    %12 = "a.b"(%6#1, %6#0) ({
      "a.jump"(%7)[^bb1, ^bb1] : (vector<3x[6]xui64>) -> () loc(#loc36)
    ^bb1:  // 2 preds: ^bb0, ^bb0
      "cfx.cond_br"(%6#1, %6#0)[^bb2] : (i1, tensor<250x865xcomplex<f16>>) -> () loc(#loc14)
    ^bb2(%17: !my_dialect.t<-6> loc("dir/with space.c":302:0), %18: (vector<13x[14]x8xf8E4M3FN>) -> vector<11xi32> loc("f":4294967295:33), %19: memref<884xbf16, 5> loc(fused[#loc17, #loc37, #loc19])):  // 2 preds: ^bb1, ^bb2
      "foo.br"(%0#3, %18, %7)[^bb2] {_u2 = dense<[[-1.500000e+00, -3.250000e+00], [1.250000e-01, -3.750000e-01], [-5.625000e-01, 9.375000e-02]]> : tensor<3x2xf8E4M3FNUZ>, attr0 = dense<[[1.17549435E-38, 6.550400e+04, 4.447000e+00], [-0.451356292, 0.579299092, 9.852000e+06], [5.000000e-01, -2.000000e-01, 3.300000e-02], [1.17549435E-38, -1.000000e+00, 5.045580e+05]]> : tensor<4x3xf32>, d.k1 = #loc38, "quoted key 3" = dense<-4.060090e+09> : tensor<3x3xbf16>} : (i128, (vector<13x[14]x8xf8E4M3FN>) -> vector<11xi32>, vector<3x[6]xui64>) -> () loc(#loc20)
    }, {
      "a.jump"()[^bb1, ^bb2] : () -> () loc(#loc23)
    ^bb1(%14: !bar.t<"x y", {{? , f32 , ?},"x y"}, ?> loc("-":447:394), %15: index loc("0165.in.mlir":31:70)):  // pred: ^bb0
      "cfx.cond_br"()[^bb2, ^bb2] : () -> () loc(#loc33)
    ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
      %16 = "foo.bar.baz"() : () -> ui32 loc(#loc26)
    }, {
    ^bb0(%arg0: memref<?x?x63xsi32, #map> loc("0165.in.mlir":36:7)):
      "a.jump"(%6#1)[^bb1] : (i1) -> () loc(#loc13)
    ^bb1:  // pred: ^bb0
      "foo.br"()[^bb2, ^bb2] : () -> () loc(#loc28)
    ^bb2:  // 2 preds: ^bb1, ^bb1
      %13 = "foo.compute"(%2#0, %6#2, %5#1) {a0 = #set, a1, foo.k2 = dense<[[2.215120e+07], [3.645440e+05], [4.063230e+07], [6.480000e+02]]> : tensor<4x1xbf16>} : (complex<f32>, index, si16) -> vector<5xbf16> loc(#loc29)
    }) {value0 = 0.000000e+00 : f16} : (i1, tensor<250x865xcomplex<f16>>) -> tensor<250x865xcomplex<f16>> loc(#loc35)
  }) : (index) -> (complex<f32>, vector<3x[6]xui64>, memref<8x2x45xf32, strided<[64, 36, 1], offset: 6>, "shared">, complex<f32>) loc(#loc9)
  %9:3 = "z.nop"(%3#2) : (none) -> (vector<15x8xi1024>, memref<884xbf16, 5>, none) loc(#loc44)
  %10 = "x.y"(%0#1) <{_u2 = #loc18, value1 = "@\CE\A9<\0A<z\F0\00\7F\\\00", x0 = dense_resource<weights0> : tensor<2xi32>}> : (complex<f4E2M1FN>) -> memref<2xf64> loc(#loc40)
  %11:4 = "a.b"(%6#0, %9#1, %9#1) : (tensor<250x865xcomplex<f16>>, memref<884xbf16, 5>, memref<884xbf16, 5>) -> (complex<f32>, memref<46x2xsi3, 2>, vector<13x3x6xf64>, tensor<?xi64>) loc(#loc13)
}) : () -> () loc(#loc)
#loc = loc("0165.in.mlir":0:0)
#loc1 = loc("0165.in.mlir":11:9)
#loc2 = loc("a.mlir":4294967295:480)
#loc3 = loc(unknown)
#loc4 = loc("op.1")
#loc5 = loc("a.mlir":45:74 to :82)
#loc6 = loc("src/x.py":4294967295:0)
#loc7 = loc("":39:18 to :26)
#loc8 = loc("src/x.py":325:276)
#loc9 = loc("":36:44 to :45)
#loc10 = loc("0165.in.mlir":21:3)
#loc11 = loc("-":165:441)
#loc12 = loc("src/x.py":307:0)
#loc13 = loc("-":231:0)
#loc14 = loc("x")
#loc20 = loc("f":78:0)
#loc23 = loc("0165.in.mlir":30:5)
#loc26 = loc("0165.in.mlir":34:12)
#loc28 = loc("0165.in.mlir":39:5)
#loc29 = loc("0165.in.mlir":41:11)
#loc30 = loc("f":12:13 to 13:48)
#loc31 = loc("src/x.py":333:306)
#loc32 = loc(callsite(#loc3 at #loc4))
#loc33 = loc(fused<#foo.m>[#loc3])
#loc34 = loc("n"(#loc6))
#loc35 = loc(callsite(#loc3 at #loc11))
#loc36 = loc(callsite(#loc12 at #loc13))
#loc39 = loc(fused<#foo.m>[#loc30, #loc31])
#loc40 = loc("n"(#loc13))
#loc41 = loc(callsite(#loc32 at #loc5))
#loc42 = loc("n"(#loc33))
#loc44 = loc(callsite(#loc39 at #loc17))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0400000081770F1D6677D00B"
    }
  }
#-}

