!tuple = tuple<!x.t, f8E4M3FN, complex<f6E3M2FN>, f80, si1, f8E4M3FN, index, f8E3M4, tensor<5x?xsi3, {a = 1 : i64}>, ui16, si64, index, i1, si3, i8, index, i32, f8E4M3FNUZ, ui16>
#loc5 = loc(unknown)
#loc6 = loc("a.mlir":1:0)
#loc15 = loc("0176.in.mlir":17:12)
#loc16 = loc("f":72:4294967295)
#loc17 = loc("0176.in.mlir":17:147)
#map = affine_map<() -> (17, 0)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
"builtin.module"() <{sym_name = "m2"}> ({
  %0 = "foo.op"() <{d.k2 = [dense_resource<blob0> : tensor<5xi32>, dense<0xFC00> : tensor<3xf16>], k$0 = i8, x1 = -1 : i32}> : () -> none loc(#loc2)
  %1 = "foo.bar.baz"(%0, %0) : (none, none) -> index loc(#loc3)
  "x.y"(%0, %0) : (none, none) -> () loc(#loc4)
  "foo.op"(%1, %1) <{k$0 = #loc6, z91 = affine_map<(d0)[s0] -> (6)>}> {value1 = #loc6, x0 = "\\\08*@b{}\F0\9F\99\82-\00\22<"} : (index, index) -> () loc(#loc5)
  %2 = "z.nop"(%1, %1, %1) : (index, index, index) -> i32 loc(#loc27)
  %3 = "a.b"(%1) : (index) -> index loc(#loc8)
  "z.nop"() {d.k1 = true, k$2 = dense<[[[(97,-64)], [(81,-51)]], [[(21,-18)], [(28,-35)]]]> : tensor<2x2x1xcomplex<i32>>, "quoted key 0" = dense_resource<weights1> : tensor<2xi64>, "quoted key 3" = #map} : () -> () loc(#loc9)
  %4 = "z.nop"() ({
    %6 = "z.nop"(%3, %1, %3) <{b1 = distinct[0]<>, b3 = #x<"abc">, d.k0 = [[-1.330100e-33 : bf16], [27, false, #loc6, dense<5.469440e+05> : tensor<f32>]], k$2 = []}> ({
    ^bb0(%arg0: memref<4x50x4xf16, #map1, 6> loc("0176.in.mlir":17:12), %arg1: tuple<i1024, i7, complex<f6E3M2FN>> loc("f":72:4294967295), %arg2: i24 loc("0176.in.mlir":17:147)):
      %9 = "x.y"(%arg0) : (memref<4x50x4xf16, #map1, 6>) -> complex<f16> loc(#loc18)
      %10:2 = "foo.op"() {d.k1 = @f_1::@main::@a, "quoted key 0" = #loc5, sym_name2 = {}} : () -> (tensor<bf16>, f32) loc(#loc)
      %11:3 = "z.nop"(%0, %arg2) : (none, i24) -> (complex<f8E4M3FNUZ>, f6E2M3FN, tensor<8x11x0x8xsi32>) loc(#loc32)
    }) {my.k0 = "\0A'\22" : f8E4M3FNUZ} : (index, index, index) -> ((tensor<?x0x?xi3>, si64, tensor<*xindex>) -> (f16, tensor<4xf8E5M2FNUZ>)) loc(#loc14)
    %7 = "d.op_1"() <{}> : () -> index loc(#loc22)
    %8:3 = "my_dialect.thing"(%3, %7, %2) : (index, index, i32) -> (f16, index, tuple<memref<*xf64, 2>, i32>) loc(#loc33)
  }) : () -> !bar.a.b loc(#loc31)
  %5 = "my_dialect.thing"(%1, %3, %0) {a0 = -9223372036854775808 : index, x1 = si128} : (index, index, none) -> !tuple loc(#loc25)
}) : () -> () loc(#loc26)
#loc = loc("op.1")
#loc1 = loc("-":490:466)
#loc2 = loc("src/x.py":314:16)
#loc3 = loc("":39:3 to 40:26)
#loc4 = loc("0176.in.mlir":8:5)
#loc7 = loc("dir/with space.c":269:108)
#loc8 = loc("0176.in.mlir":11:15)
#loc9 = loc("":44:42 to :48)
#loc10 = loc("name")
#loc11 = loc("dir/with space.c":315:132)
#loc12 = loc("dir/with space.c":12:0)
#loc13 = loc("x")
#loc14 = loc("-":498:352)
#loc18 = loc("0176.in.mlir":18:18)
#loc19 = loc("dir/with space.c":285:0)
#loc20 = loc("src/x.py":38:21 to :68)
#loc21 = loc("a.mlir":40:11 to 41:68)
#loc22 = loc("0176.in.mlir":22:15)
#loc23 = loc("a.mlir":0:45)
#loc24 = loc("a.mlir":432:34)
#loc25 = loc("0176.in.mlir":26:11)
#loc26 = loc(callsite(#loc at #loc1))
#loc27 = loc("v"(#loc7))
#loc28 = loc(fused<#foo.m>[#loc11, #loc12, #loc13])
#loc29 = loc(callsite(#loc20 at #loc21))
#loc30 = loc("callee"(#loc23))
#loc31 = loc(callsite(#loc10 at #loc28))
#loc32 = loc(fused<#foo.m>[#loc19, #loc5, #loc29])
#loc33 = loc(fused[#loc30, #loc24])

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000B739A1553D469A85E7CFAD49FF903654C1FFD1BB",
      weights1: "0x080000003074FA74AB304D769DA1172EC5868B50"
    }
  }
#-}

