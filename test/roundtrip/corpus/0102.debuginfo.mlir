#distinct = distinct[0]<array<f32: 223.540741>>
#loc2 = loc(unknown)
#loc9 = loc("0102.in.mlir":32:7)
#loc14 = loc("0102.in.mlir":40:8)
#loc15 = loc("f":2:29 to 4:5)
#loc16 = loc("with \22q\22")
#loc18 = loc("0102.in.mlir":45:6)
#loc19 = loc("0102.in.mlir":45:26)
#loc20 = loc("0102.in.mlir":45:51)
#loc22 = loc("0102.in.mlir":48:5)
#loc23 = loc("dir/with space.c":16:483)
#map = affine_map<(d0) -> (d0 * -6 + 15)>
#loc28 = loc(fused<"meta">[#loc2])
#loc30 = loc(fused[#loc15, #loc16])
#loc32 = loc("callee"(#loc23))
"builtin.module"() ({
  "foo.bar.baz"() : () -> () loc(#loc1)
  %0 = "bar.yield"() ({
  ^bb0(%arg7: complex<f8E5M2> loc(unknown), %arg8: f8E8M0FNU loc(fused<"meta">[#loc2])):
    %15:3 = "foo.compute"(%arg7, %arg7) <{z90 = f32}> : (complex<f8E5M2>, complex<f8E5M2>) -> (memref<516xi8, #map>, index, complex<f64>) loc(#loc3)
  }, {
    %14 = "foo.op"() <{sym_name1 = -3.250000e+00 : f6E2M3FN, z90 = false}> {"quoted key 0", value1 = 5 : index} : () -> !bar.t<[[a.b,-4,true], [4,-2,?]], f32, 82> loc(#loc4)
  }, {
    %13 = "d.op_1"() : () -> tensor<562x0x3xi128> loc(#loc5)
  }) {k$0 = [dense<"0xF878188B00784945AF2D38C9D937783C78F87833263DF2B400A5F878C636F83C50A1803C25009D78F878301878787878F84100802478F8D77875F80178783E781DC02DB7A778F878782BBEC37837B400336C2BD578FF340078E8002520782AF8B878782BF8CD7878522AE8787878AFBC0025784EF345F8A4B8802AF877AD6C52F87878783700781EED13D840CE002BF8787478010008B61D4D78EA053400F845F800F8774880F852C7F83078647878407862EA802A00AC301D2A75788078000050CE35786A782FB300EE00F878777801007854EA7878004098BD7804A078007800CF2A922A2C2A1DA5F878784900"> : tensor<238xf8E4M3>, #distinct, 6.394680e-36 : bf16, sparse<[[2, 1]], -128> : tensor<4x2xi8>], k$2 = false, value1 = 91 : i16} : () -> i16 loc(#loc27)
  "foo.bar.baz"(%0, %0) : (i16, i16) -> () loc(#loc6)
  %1 = "foo.op"() : () -> tensor<?x4x?x2xcomplex<f8E4M3>> loc(#loc7)
  %2:3 = "foo.op"(%0, %1, %0) : (i16, tensor<?x4x?x2xcomplex<f8E4M3>>, i16) -> (i8, memref<?x59xf64>, index) loc(#loc33)
  %3 = "foo.bar"(%2#2, %2#2) ({
  ^bb0(%arg5: si1 loc("0102.in.mlir":32:7), %arg6: f32 loc(unknown)):
    %11 = "a.b"(%2#0, %2#0, %1) <{b0 = sparse<[[1, 3, 0], [0, 4, 0], [0, 0, 3], [1, 2, 0]], [1.500000e+00, -8.934454613277833E-143, 0.000000e+00, 0x412F269800000000]> : tensor<2x5x6xf64>}> {foo.k0 = 1 : i64} : (i8, i8, tensor<?x4x?x2xcomplex<f8E4M3>>) -> ((memref<310x1xbf16, strided<[10, 1], offset: 9>, 3>) -> ()) loc(#loc10)
    %12:3 = "a.b"() {value1 = array<i64: 1315782943830>, z90 = ""} : () -> (complex<f8E3M4>, memref<2xi8, strided<[1], offset: 13>, "shared">, vector<13x7x8xindex>) loc(#loc11)
  }, {
    "builtin.module"() ({
      %9 = "foo.compute"() ({
      ^bb0(%arg3: !x.t_1 loc("0102.in.mlir":40:8), %arg4: i3 loc(fused[#loc15, #loc16])):
        %10 = "bar.yield"() : () -> complex<f8E4M3FN> loc(#loc17)
      }) : () -> vector<9xui24> loc(#loc13)
    }) : () -> () loc(#loc12)
  }, {
  ^bb0(%arg0: tensor<ui17> loc("0102.in.mlir":45:6), %arg1: memref<?xf6E3M2FN> loc("0102.in.mlir":45:26), %arg2: index loc("0102.in.mlir":45:51)):
    "a.jump"(%arg1, %1)[^bb1] <{_u3 = -1 : i3, attr0 = affine_map<(d0, d1) -> (d1, d1 + 3)>, k$2 = dense<0xFF> : tensor<1xf8E4M3FN>, x1 = -5.000000e-01 : f8E4M3B11FNUZ}> : (memref<?xf6E3M2FN>, tensor<?x4x?x2xcomplex<f8E4M3>>) -> () loc(#loc34)
  ^bb1(%6: index loc("0102.in.mlir":48:5), %7: f16 loc("callee"(#loc23))):  // pred: ^bb0
    %8 = "foo.bar.baz"(%7, %7, %2#2) : (f16, f16, index) -> i8 loc(#loc24)
  }) : (index, index) -> index loc(#loc8)
  %4 = "my_dialect.thing"() <{}> : () -> !x.t<{-6}> loc(#loc25)
  %5:2 = "foo.op"(%3, %2#1) {b0 = (f8E3M4) -> ()} : (index, memref<?x59xf64>) -> (f8E3M4, index) loc(#loc26)
}) {foo.module_attr = dense<[[[153, 815], [617, 198], [702, 565], [162, 991]]]> : tensor<1x4x2xindex>} : () -> () loc(#loc)
#loc = loc("0102.in.mlir":1:1)
#loc1 = loc("0102.in.mlir":2:2)
#loc3 = loc("0102.in.mlir":5:11)
#loc4 = loc("0102.in.mlir":8:9)
#loc5 = loc("a.mlir":22:19 to :63)
#loc6 = loc("0102.in.mlir":24:2)
#loc7 = loc("0102.in.mlir":25:12)
#loc8 = loc("dir/with space.c":278:113)
#loc10 = loc("0102.in.mlir":33:10)
#loc11 = loc("op.1")
#loc12 = loc("0102.in.mlir":38:3)
#loc13 = loc("":7:41 to :42)
#loc17 = loc("dir/with space.c":19:34 to :55)
#loc21 = loc("src/x.py":488:0)
#loc24 = loc("0102.in.mlir":49:10)
#loc25 = loc("0102.in.mlir":51:13)
#loc26 = loc("src/x.py":19:63 to 20:63)
#loc27 = loc(fused<#foo.m>[#loc2])
#loc29 = loc(fused<7 : i32>[#loc2])
#loc31 = loc("n"(#loc21))
#loc33 = loc(callsite(#loc2 at #loc29))
#loc34 = loc("n"(#loc31))

