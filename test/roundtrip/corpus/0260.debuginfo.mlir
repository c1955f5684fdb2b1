#loc4 = loc(unknown)
#loc6 = loc("with \22q\22")
#loc11 = loc("0260.in.mlir":19:6)
#loc14 = loc("0260.in.mlir":23:6)
#loc20 = loc(callsite(#loc4 at #loc6))
"builtin.module"() ({
  "foo.compute"() <{b0 = 1 : si64}> : () -> () loc(#loc1)
  %0 = "bar.yield"() : () -> !my_dialect.v<"x y" abc i8> loc(#loc2)
  %1 = "bar.yield"(%0, %0) : (!my_dialect.v<"x y" abc i8>, !my_dialect.v<"x y" abc i8>) -> i1024 loc(#loc3)
  %2 = "a.b"(%1) {k$0 = {value0 = "\0A\7F\00/X\0A\D50\0A!", z91 = false, z92}} : (i1024) -> ((!foo<"x<y>">, vector<10xindex>) -> (f64, f6E3M2FN)) loc(#loc4)
  "x.y"(%0, %0) ({
  ^bb0(%arg0: f16 loc(callsite(#loc4 at #loc6)), %arg1: i64 loc(unknown), %arg2: index loc(unknown)):
    "a.b"(%2, %arg0) <{b0 = {_u0, _u1 = -14272065125825704546031681772242664080 : si128, k$2 = array<i64: -20, 0>}, b2 = dense<"*\22-\00"> : tensor<!foo.str>, "quoted key 1" = "\F0\9F\99\82.\22\22#\\"}> ({
    }) : ((!foo<"x<y>">, vector<10xindex>) -> (f64, f6E3M2FN), f16) -> () loc(#loc7)
    %8:4 = "my_dialect.thing"() <{}> : () -> (vector<4x3x5xf8E4M3FN>, si7, tuple<>, i1) loc(#loc8)
    "a.b"(%8#1, %8#1, %8#1) <{attr1 = "#\\b-X@\C3\9F.", d.k0 = dense<"_\7Fb\00\22"> : tensor<!foo.str>, value2 = #bar.a<-6, {f32, ?}, {[29 , -1] , [?, -5]}>}> : (si7, si7, si7) -> () loc(#loc9)
  }, {
    "cfx.cond_br"(%0, %0)[^bb1] <{_u1, attr2 = dense<[[[8563, 0], [0, -1], [1, -2]], [[454, -1], [0, 1], [67, 5887]], [[6, 4], [1, -1], [1, -24021748]]]> : tensor<3x3x2xsi32>, z90 = array<f32: 3.338000e+07, 2.860000e+04, -39668.793, -9.99999974E-6, 2.71828175>}> {a2 = i8, attr0 = sparse<[[0, 1, 1]], -128> : tensor<3x4x2xi8>, k$1 = dense<true> : vector<1xui1>, z93 = 0x7C00 : f16} : (!my_dialect.v<"x y" abc i8>, !my_dialect.v<"x y" abc i8>) -> () loc(#loc10)
  ^bb1(%5: i16 loc("0260.in.mlir":19:6)):  // pred: ^bb0
    "a.jump"(%1, %5)[^bb2, ^bb3] : (i1024, i16) -> () loc(#loc12)
  ^bb2:  // pred: ^bb1
    "foo.br"(%2)[^bb3] : ((!foo<"x<y>">, vector<10xindex>) -> (f64, f6E3M2FN)) -> () loc(#loc13)
  ^bb3(%6: f64 loc("0260.in.mlir":23:6)):  // 2 preds: ^bb1, ^bb2
    %7 = "my_dialect.thing"(%0) : (!my_dialect.v<"x y" abc i8>) -> index loc(#loc15)
  }, {
  }) {_u0 = dense<[[15551134163026663601], [10836418579263428739], [8138522105789594179], [17211891961204726524]]> : tensor<4x1xui64>, attr3, k$2 = "\00X!@'#\09.'*", x1 = -1.538550e+05 : f32} : (!my_dialect.v<"x y" abc i8>, !my_dialect.v<"x y" abc i8>) -> () loc(#loc5)
  %3 = "bar.yield"(%0) : (!my_dialect.v<"x y" abc i8>) -> tuple<> loc(#loc22)
  %4:3 = "foo.compute"(%3) {attr0 = dense<[[-9.080000e+02, 6.920000e+02, 2.001950e-01], [2.176000e+04, -9.984020e-31, -9.296870e-01], [-3.308460e-14, 9.969200e+37, -9.400000e+02], [4.428800e+04, 1.307260e+31, 3.140630e+00]]> : tensor<4x3xbf16>, k$1 = array<f64: -1.000000e-30, 1.000000e-01>} : (tuple<>) -> (i32, f32, index) loc(#loc18)
  "foo.op"(%4#2) <{_u0 = affine_map<(d0, d1, d2)[s0, s1] -> (d1, d1 mod 3 + d2 * 6)>, a1 = -9.6539209619025811E+168 : f64, z92 = 0 : i7, z93}> : (index) -> () loc(#loc19)
}) : () -> () loc(#loc)
#loc = loc("0260.in.mlir":0:0)
#loc1 = loc("-":461:4294967295)
#loc2 = loc("0260.in.mlir":8:7)
#loc3 = loc("src/x.py":50:16 to :22)
#loc5 = loc("0260.in.mlir":11:1)
#loc7 = loc("0260.in.mlir":13:1)
#loc8 = loc("f":196:159)
#loc9 = loc("name")
#loc10 = loc("0260.in.mlir":18:1)
#loc12 = loc("a.mlir":4294967295:4294967295)
#loc13 = loc("0260.in.mlir":22:1)
#loc15 = loc("0260.in.mlir":24:7)
#loc16 = loc("-":0:34)
#loc17 = loc("op.1")
#loc18 = loc("0260.in.mlir":28:19)
#loc19 = loc("0260.in.mlir":29:1)
#loc21 = loc(fused<#foo.m>[#loc16, #loc17])
#loc22 = loc("v"(#loc21))

