#loc9 = loc("-":4294967295:494)
#loc10 = loc("0054.in.mlir":13:102)
#loc11 = loc("-":393:425)
#loc13 = loc("0054.in.mlir":16:6)
#loc14 = loc("0054.in.mlir":16:25)
#loc16 = loc("0054.in.mlir":18:8)
#loc17 = loc("":24:56 to 25:24)
#loc18 = loc("0054.in.mlir":18:70)
#loc26 = loc("a.mlir":351:414)
#loc30 = loc("callee"(#loc17))
"builtin.module"() ({
  "my_dialect.thing"() : () -> () loc(#loc1)
  %0:4 = "foo.op"() ({
    %3:2 = "bar.yield"() : () -> (complex<f6E3M2FN>, complex<f64>) loc(#loc3)
    "d.op_1"(%3#1) : (complex<f64>) -> () loc(#loc4)
    "a.jump"(%3#0)[^bb1] : (complex<f6E3M2FN>) -> () loc(#loc5)
  ^bb1:  // 2 preds: ^bb0, ^bb1
    %4:3 = "foo.op"(%3#1) <{}> ({
      "x.y"() <{}> : () -> () loc(#loc7)
      %7 = "my_dialect.thing"(%3#1, %3#0) ({
      ^bb0(%arg1: (tensor<?x0x7x0xcomplex<f64>, "sparse">, f80) -> (si1024, i1024) loc("-":4294967295:494), %arg2: memref<5x812xf32, strided<[?, 1]>, 2> loc("0054.in.mlir":13:102), %arg3: memref<?x32x5xi17, 7> loc("-":393:425)):
      }) : (complex<f64>, complex<f6E3M2FN>) -> tensor<*xsi17> loc(#loc8)
      "a.jump"(%3#0, %3#1, %7)[^bb1, ^bb2] {b1 = [], foo.k0 = f64} : (complex<f6E3M2FN>, complex<f64>, tensor<*xsi17>) -> () loc(#loc12)
    ^bb1(%8: tensor<*xf16> loc("0054.in.mlir":16:6), %9: f8E5M2FNUZ loc("0054.in.mlir":16:25)):  // 2 preds: ^bb0, ^bb1
      "x.switch"(%9, %7, %9)[^bb2, ^bb1] : (f8E5M2FNUZ, tensor<*xsi17>, f8E5M2FNUZ) -> () loc(#loc15)
    ^bb2(%10: index loc("0054.in.mlir":18:8), %11: i8 loc("callee"(#loc17)), %12: i1024 loc("0054.in.mlir":18:70)):  // 2 preds: ^bb0, ^bb1
      %13 = "foo.op"(%3#1, %3#1) <{a3 = -1 : index, my.k2 = 1 : i1024, "quoted key 0" = ui7, "quoted key 1"}> : (complex<f64>, complex<f64>) -> f8E3M4 loc(#loc19)
      "x.switch"(%3#1)[^bb3] : (complex<f64>) -> () loc(#loc20)
    ^bb3:  // 2 preds: ^bb2, ^bb3
      "cfx.cond_br"(%3#1, %3#1)[^bb3] <{x0}> : (complex<f64>, complex<f64>) -> () loc(#loc21)
    }) : (complex<f64>) -> (f16, tensor<f32>, f8E5M2) loc(#loc6)
    %5 = "my_dialect.thing"() <{attr3 = vector<10x11xui16>, b2 = 0x70 : f8E3M4, d.k0, x1 = 0 : ui32}> : () -> !foo<"a b"> loc(#loc22)
    %6 = "z.nop"(%3#0, %5, %4#1) : (complex<f6E3M2FN>, !foo<"a b">, tensor<f32>) -> complex<f64> loc(#loc23)
    "foo.br"(%6)[^bb2, ^bb1] {x0 = -210300 : index} : (complex<f64>) -> () loc(#loc24)
  ^bb2:  // 2 preds: ^bb1, ^bb2
    "cfx.cond_br"(%3#1)[^bb2] {a1 = (tensor<4x?x4xi1024>, vector<1x2xsi17>) -> (vector<16x[6]x11xf32>, none), b2 = "\C3\A9\00!\00_\7F", sym_name3 = [], x0 = 0.000000e+00 : f8E4M3} : (complex<f64>) -> () loc(#loc25)
  }, {
  ^bb0(%arg0: (index, tensor<6xf128>, si32) -> f64 loc("a.mlir":351:414)):
    %2 = "x.y"(%arg0) : ((index, tensor<6xf128>, si32) -> f64) -> tuple<f8E4M3FN, f8E5M2, si8, !my_dialect.t<83 , {i8 , <a.b, "x y"> , -2}>> loc(#loc27)
  }) : () -> (complex<si8>, index, i7, complex<f64>) loc(#loc2)
  "foo.compute"() : () -> () loc(#loc31)
  %1:4 = "foo.bar.baz"() <{d.k0 = sparse<4, -1> : tensor<5xi64>, my.k1 = "\C3\9F!\0A\22/0\7F" : f8E5M2, value2 = {b1, k$0 = "{<\22.#{\0Am-a\\}", value2 = {my.k0 = @b::@"x y"}}}> : () -> (index, tuple<index, index, f8E4M3FN, f8E4M3FNUZ>, tensor<3xbf16>, si32) loc(#loc29)
}) : () -> () loc(#loc)
#loc = loc("0054.in.mlir":0:0)
#loc1 = loc("0054.in.mlir":4:1)
#loc2 = loc("src/x.py":250:409)
#loc3 = loc("0054.in.mlir":6:15)
#loc4 = loc("dir/with space.c":42:27 to :32)
#loc5 = loc("a.mlir":74:29)
#loc6 = loc("dir/with space.c":30:24 to :33)
#loc7 = loc("0054.in.mlir":11:5)
#loc8 = loc("0054.in.mlir":12:15)
#loc12 = loc("x")
#loc15 = loc("0054.in.mlir":17:5)
#loc19 = loc(unknown)
#loc20 = loc("f":12:0)
#loc21 = loc("0054.in.mlir":22:5)
#loc22 = loc("0054.in.mlir":24:10)
#loc23 = loc("0054.in.mlir":25:9)
#loc24 = loc("0054.in.mlir":26:3)
#loc25 = loc("f":20:56 to 23:26)
#loc27 = loc("0054.in.mlir":31:9)
#loc28 = loc("dir/with space.c":270:131)
#loc29 = loc("0054.in.mlir":34:10)
#loc31 = loc("callee"(#loc28))

