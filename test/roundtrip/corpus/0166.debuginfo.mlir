#distinct = distinct[0]<5.226560e+00 : f16>
#loc4 = loc(unknown)
#loc10 = loc("0166.in.mlir":11:37)
#loc13 = loc("0166.in.mlir":15:9)
#map = affine_map<(d0, d1, d2)[s0, s1] -> (-s0 + 18, s1 ceildiv 9 - s1 * 5)>
#map1 = affine_map<() -> (21, 0, 9)>
#set = affine_set<(d0, d1)[s0] : (2 >= 0, d0 + 10 >= 0)>
"builtin.module"() ({
  %0 = "foo.op"() : () -> memref<23x25x169xindex> loc(#loc1)
  %1 = "foo.bar.baz"(%0, %0) : (memref<23x25x169xindex>, memref<23x25x169xindex>) -> tuple<f16, f4E2M1FN, tensor<1xcomplex<f64>>, tf32> loc(#loc2)
  "d.op_1"(%0, %0, %0) : (memref<23x25x169xindex>, memref<23x25x169xindex>, memref<23x25x169xindex>) -> () loc(#loc33)
  "bar.yield"(%0) : (memref<23x25x169xindex>) -> () loc(#loc5)
  %2:2 = "foo.bar.baz"(%1, %0, %0) {a0 = {_u1 = #map, "quoted key 2" = false, sym_name0 = "\CE\A95\00_\CE\A9\09 \\}\94-" : tf32, value3}, attr3 = {attr1 = "#/", value2 = dense<[[-2.432670e+13, 4.096000e+05]]> : vector<1x2xbf16>, x0}, my.k2 = sparse<[[2, 1], [3, 1], [3, 4]], [5.000000e-01, 6.091850e+23, 2.640000e+02]> : tensor<4x5xbf16>, "quoted key 1" = -9223372036854775808 : si64} : (tuple<f16, f4E2M1FN, tensor<1xcomplex<f64>>, tf32>, memref<23x25x169xindex>, memref<23x25x169xindex>) -> (f64, tuple<f6E2M3FN>) loc(#loc6)
  "a.b"(%1) ({
    %5 = "d.op_1"(%0) ({
    ^bb0(%arg0: !x.t<?> loc(unknown), %arg1: tensor<f8E4M3FN> loc("0166.in.mlir":11:37)):
      %17 = "d.op_1"(%1, %arg0, %1) : (tuple<f16, f4E2M1FN, tensor<1xcomplex<f64>>, tf32>, !x.t<?>, tuple<f16, f4E2M1FN, tensor<1xcomplex<f64>>, tf32>) -> tensor<*xcomplex<f8E5M2>> loc(#loc11)
      "cfx.cond_br"()[^bb1] ({
      }, {
      ^bb0(%arg2: !foo<"a b"> loc("0166.in.mlir":15:9)):
        %19:3 = "foo.bar.baz"() <{}> : () -> (tensor<22xi64>, f6E3M2FN, complex<bf16>) loc(#loc35)
        %20:3 = "foo.bar"(%19#0, %19#1) : (tensor<22xi64>, f6E3M2FN) -> (memref<1x?x685xi1024, strided<[?, 1, 1], offset: ?>, "shared">, complex<bf16>, f80) loc(#loc16)
      }) : () -> () loc(#loc12)
    ^bb1:  // pred: ^bb0
      %18 = "foo.bar.baz"() : () -> f8E4M3 loc(#loc17)
    }) : (memref<23x25x169xindex>) -> complex<f32> loc(#loc9)
    %6:4 = "d.op_1"(%5, %2#1, %1) <{attr0 = true, b1 = affine_set<(d0) : (d0 == 0)>}> ({
      %8 = "x.y"() ({
        %16 = "foo.bar.baz"() : () -> tensor<2x25xf32> loc(#loc21)
      }) : () -> f6E2M3FN loc(#loc4)
      %9 = "foo.bar.baz"(%5, %8) ({
        %13 = "x.y"() : () -> !my_dialect.v<"x y"> loc(#loc37)
        %14:2 = "z.nop"(%8, %5, %2#0) : (f6E2M3FN, complex<f32>, f64) -> (complex<f8E8M0FNU>, none) loc(#loc25)
        "foo.br"(%14#0)[^bb1] : (complex<f8E8M0FNU>) -> () loc(#loc26)
      ^bb1:  // pred: ^bb0
        %15:2 = "a.b"(%2#1, %14#1, %5) <{foo.k2 = " _'\\<'", my.k1, value3 = #bar.p<a.b [91,"x y",{-7}]>, z90 = affine_map<(d0, d1)[s0] -> ((s0 + 8) ceildiv 2)>}> : (tuple<f6E2M3FN>, none, complex<f32>) -> (f32, complex<bf16>) loc(#loc27)
      }) : (complex<f32>, f6E2M3FN) -> complex<bf16> loc(#loc22)
      %10:4 = "foo.compute"(%9) {a0, my.k1 = -3.405780e-19 : f64} : (complex<bf16>) -> (memref<?x3x379xf64, strided<[44, ?, 1], offset: ?>>, si1, index, memref<4x2xf80>) loc(#loc28)
      %11:2 = "my_dialect.thing"() : () -> (i1024, tuple<>) loc(#loc29)
      %12:3 = "a.b"() : () -> (tuple<i16>, complex<ui1>, i32) loc(#loc30)
      "foo.compute"(%10#1, %12#1, %1) <{b1 = dense<0> : vector<1x3xi64>, z90 = @a}> {attr0 = "", attr1 = #set, foo.k2 = i64} : (si1, complex<ui1>, tuple<f16, f4E2M1FN, tensor<1xcomplex<f64>>, tf32>) -> () loc(#loc31)
    }) {k$0 = #map1, k$2 = #distinct, value1 = true} : (complex<f32>, tuple<f6E2M3FN>, tuple<f16, f4E2M1FN, tensor<1xcomplex<f64>>, tf32>) -> (ui64, index, f16, () -> (memref<?xindex, {kind = "scratch"}>, complex<f6E3M2FN>)) loc(#loc36)
    %7 = "d.op_1"() {a2 = 0 : ui1, attr1, my.k0 = #foo.p<"x y" , 91>} : () -> index loc(#loc4)
  }) : (tuple<f16, f4E2M1FN, tensor<1xcomplex<f64>>, tf32>) -> () loc(#loc38)
  %3:2 = "foo.compute"(%1) {a1 = dense<4.617090e+10> : tensor<bf16>, b0 = dense<> : tensor<3x0xf16>} : (tuple<f16, f4E2M1FN, tensor<1xcomplex<f64>>, tf32>) -> (si32, i7) loc(#loc4)
  %4:3 = "a.b"(%2#1, %3#0) : (tuple<f6E2M3FN>, si32) -> (complex<i8>, memref<*xcomplex<f8E5M2FNUZ>>, tuple<bf16, i8, tensor<19xindex>, none>) loc(#loc32)
}) : () -> () loc(#loc)
#loc = loc("0166.in.mlir":2:1)
#loc1 = loc("0166.in.mlir":3:8)
#loc2 = loc("0166.in.mlir":4:7)
#loc3 = loc("f":113:333)
#loc5 = loc("-":4294967295:56)
#loc6 = loc("x")
#loc7 = loc("f":11:0)
#loc8 = loc("src/x.py":275:139)
#loc9 = loc("a.mlir":4294967295:4294967295)
#loc11 = loc("src/x.py":32:4 to :27)
#loc12 = loc("dir/with space.c":35:0)
#loc14 = loc("op.1")
#loc15 = loc("f":482:163)
#loc16 = loc("0166.in.mlir":17:12)
#loc17 = loc("0166.in.mlir":20:10)
#loc18 = loc("a.mlir":75:0)
#loc19 = loc("-":176:0)
#loc20 = loc("src/x.py":0:191)
#loc21 = loc("0166.in.mlir":25:11)
#loc22 = loc("0166.in.mlir":27:11)
#loc23 = loc("f":40:58 to 41:65)
#loc24 = loc("callee")
#loc25 = loc("":30:65 to 32:16)
#loc26 = loc("0166.in.mlir":31:5)
#loc27 = loc("0166.in.mlir":34:14)
#loc28 = loc("dir/with space.c":11:2 to :62)
#loc29 = loc("":46:20 to :27)
#loc30 = loc("name")
#loc31 = loc("0166.in.mlir":39:4)
#loc32 = loc("-":172:343)
#loc33 = loc(callsite(#loc3 at #loc4))
#loc34 = loc(callsite(#loc7 at #loc8))
#loc35 = loc(callsite(#loc14 at #loc15))
#loc36 = loc(fused[#loc18, #loc19, #loc20])
#loc37 = loc(callsite(#loc23 at #loc24))
#loc38 = loc("callee"(#loc34))

