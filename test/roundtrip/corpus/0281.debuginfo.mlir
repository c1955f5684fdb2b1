#distinct = distinct[0]<{_u1, k$2 = "\0A0\\\09 ", x0}>
#loc6 = loc("op.1")
#loc12 = loc("0281.in.mlir":18:6)
#loc20 = loc("0281.in.mlir":35:9)
#loc21 = loc("0281.in.mlir":35:22)
#loc22 = loc("a.mlir":47:0)
#loc24 = loc("0281.in.mlir":38:7)
#loc25 = loc("0281.in.mlir":38:17)
#loc27 = loc("a.mlir":97:0)
#loc28 = loc("with \22q\22")
#loc29 = loc("a.mlir":445:4294967295)
#loc30 = loc("src/x.py":34:75 to :64)
#map = affine_map<(d0, d1)[s0] -> ()>
#loc39 = loc("v"(#loc22))
#loc40 = loc(fused[#loc27, #loc6, #loc28])
#loc41 = loc(fused[#loc29, #loc30])
#loc45 = loc(callsite(#loc40 at #loc41))
"builtin.module"() ({
  %0 = "bar.yield"() : () -> !foo.t<-0> loc(#loc2)
  %1:4 = "foo.op"(%0, %0) {b1 = sparse<[[1], [0], [0], [2]], [7.766200e+20, -9.99999968E+37, 4.676000e+10, -0.000000e+00]> : tensor<3xf32>, foo.k2 = dense<> : tensor<1x0xui8>, value0 = 0 : ui1024} : (!foo.t<-0>, !foo.t<-0>) -> (complex<f32>, tuple<f32>, f16, tensor<i1>) loc(#loc3)
  %2 = "x.y"(%1#2) ({
    "my_dialect.thing"() ({
      "builtin.module"() ({
        %15 = "bar.yield"() : () -> f6E3M2FN loc(#loc10)
      }) : () -> () loc(#loc44)
    }) {sym_name0 = ["{\0A\\\\!z\0A\CE\A9X\C3\A9'@", 42 : index]} : () -> () loc(#loc43)
    %8 = "foo.bar.baz"() ({
    ^bb0(%arg3: ui8 loc("0281.in.mlir":18:6)):
      %11 = "z.nop"(%1#3, %1#3) : (tensor<i1>, tensor<i1>) -> index loc(#loc13)
      %12 = "bar.yield"() {attr0 = #x.a, sym_name1 = #map, value2 = dense<[6.000000e+00, -3.000000e+00]> : vector<2xf4E2M1FN>, x3 = #distinct} : () -> memref<2x3x?xcomplex<ui7>, strided<[23, ?, 1], offset: 10>> loc(#loc14)
      %13:2 = "x.y"(%arg3, %1#1, %1#0) ({
      }, {
      ^bb0:
      }) {d.k2 = false, foo.k1, my.k0 = -1 : i32, sym_name3 = @"x y"::@"0start"} : (ui8, tuple<f32>, complex<f32>) -> (index, tensor<5x?x0x3xcomplex<f8E4M3>, #foo.enc<"x y" , -3>>) loc(#loc37)
      %14 = "foo.bar"(%12, %1#1) {z90 = "\C3\A9_z\C3\A9\0A\00\000\7F\7F", z91 = dense<> : tensor<0x2x4xf32>} : (memref<2x3x?xcomplex<ui7>, strided<[23, ?, 1], offset: 10>>, tuple<f32>) -> si1 loc(#loc16)
    }) {x1 = "", z90 = #bar.v<? [?]>} : () -> memref<47x2x24xcomplex<bf16>, strided<[2, ?, 18]>, "shared"> loc(#loc11)
    "foo.compute"(%8, %1#1) <{_u1, foo.k0 = array<i32: -1, 1, -2147483648, -1, -1>, value2 = -1.000000e+00 : bf16}> : (memref<47x2x24xcomplex<bf16>, strided<[2, ?, 18]>, "shared">, tuple<f32>) -> () loc(#loc6)
    %9 = "z.nop"(%1#2, %1#3, %1#3) : (f16, tensor<i1>, tensor<i1>) -> !my_dialect.param<<{i8 , 50}>, i8, {-8}> loc(#loc17)
    %10 = "foo.bar.baz"(%0, %0, %8) {k$1 = 2.7182818284590451 : f64, k$2 = #my.p<i8 , abc>, z90 = [-9223372036854775808 : index, false, @"x y"::@c]} : (!foo.t<-0>, !foo.t<-0>, memref<47x2x24xcomplex<bf16>, strided<[2, ?, 18]>, "shared">) -> index loc(#loc38)
    "d.op_1"() {b1 = #x.a<"x y", -0, abc>, sym_name0 = 7.502740e+05 : f64, value2} : () -> () loc(#loc19)
  }, {
  ^bb0(%arg0: index loc("0281.in.mlir":35:9), %arg1: index loc("0281.in.mlir":35:22), %arg2: !bar.t_1 loc("v"(#loc22))):
    "cfx.cond_br"(%arg0, %arg0)[^bb1, ^bb3] : (index, index) -> () loc(#loc23)
  ^bb1(%4: f16 loc("0281.in.mlir":38:7), %5: memref<55x30xi1024, 4> loc("0281.in.mlir":38:17)):  // pred: ^bb0
    "foo.br"()[^bb2] : () -> () loc(#loc26)
  ^bb2(%6: (tensor<*xcomplex<f16>>, f16) -> (f8E4M3, tensor<4xsi17>) loc(callsite(#loc40 at #loc41))):  // pred: ^bb1
    "foo.br"(%arg0, %arg0, %arg1)[^bb3] <{a1, attr2, "quoted key 0" = true}> : (index, index, index) -> () loc(#loc31)
  ^bb3:  // 2 preds: ^bb0, ^bb2
    %7:3 = "foo.bar"(%arg2) {_u0 = "/" : index, b1 = sparse<[[1, 0, 3], [0, 0, 1], [2, 0, 0], [1, 0, 4]], [9.999220e+09, 1.500000e+00, -4.982710e+28, 2.675780e-01]> : tensor<3x2x5xbf16>} : (!bar.t_1) -> (f16, complex<si24>, i8) loc(#loc32)
  }) : (f16) -> vector<10x[12]x2xbf16> loc(#loc4)
  %3 = "my_dialect.thing"() : () -> i128 loc(#loc42)
}) {foo.module_attr = -1 : i3} : () -> () loc(#loc34)
#loc = loc("f":33:38 to 34:39)
#loc1 = loc("f":375:168)
#loc2 = loc(unknown)
#loc3 = loc("":17:0)
#loc4 = loc("0281.in.mlir":11:7)
#loc5 = loc("src/x.py":43:75 to 46:39)
#loc7 = loc("x")
#loc8 = loc("src/x.py":86:325)
#loc9 = loc("a.mlir":17:71 to 18:73)
#loc10 = loc("0281.in.mlir":14:15)
#loc11 = loc("0281.in.mlir":17:11)
#loc13 = loc("0281.in.mlir":19:10)
#loc14 = loc("0281.in.mlir":20:10)
#loc15 = loc("dir/with space.c":0:256)
#loc16 = loc("0281.in.mlir":26:9)
#loc17 = loc("0281.in.mlir":30:10)
#loc18 = loc("callee")
#loc19 = loc("0281.in.mlir":33:3)
#loc23 = loc("0281.in.mlir":36:3)
#loc26 = loc("0281.in.mlir":39:3)
#loc31 = loc("0281.in.mlir":43:3)
#loc32 = loc("0281.in.mlir":46:12)
#loc33 = loc("v")
#loc34 = loc(fused[#loc, #loc1])
#loc35 = loc("v"(#loc6))
#loc36 = loc(fused[#loc7, #loc8])
#loc37 = loc(callsite(#loc7 at #loc15))
#loc38 = loc("callee"(#loc18))
#loc42 = loc(fused<8 : i32>[#loc6, #loc33])
#loc43 = loc(callsite(#loc5 at #loc35))
#loc44 = loc(fused<8 : i32>[#loc36, #loc9])

