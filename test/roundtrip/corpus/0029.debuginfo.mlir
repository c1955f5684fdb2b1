!tuple = tuple<i64, index, i32, si16, si64, i128, f8E4M3B11FNUZ, f32, tensor<4x1x3x4xsi64>, si8, si7, i8, f6E3M2FN, index, f8E3M4, f64, si1024, si32, i7>
#loc5 = loc("name")
#loc6 = loc("f":39:31)
#loc7 = loc("f":0:299)
#loc8 = loc("op.1")
#loc9 = loc("0029.in.mlir":9:103)
#loc24 = loc("0029.in.mlir":24:6)
#loc33 = loc("0029.in.mlir":34:5)
#loc34 = loc("0029.in.mlir":34:30)
#map = affine_map<(d0)[s0, s1] -> ()>
#set = affine_set<(d0)[s0] : (s0 * -8 >= 0, d0 * 3 - 7 >= 0)>
#set1 = affine_set<(d0) : (d0 * -2 + 6 == 0, 2 >= 0)>
#loc39 = loc(fused[#loc5, #loc6, #loc7])
#distinct = distinct[0]<[dense<(5.450440e-02,0x7C00)> : tensor<complex<f16>>, -1, array<i1>, #set]>
#loc44 = loc(callsite(#loc39 at #loc8))
"builtin.module"() ({
  %0:3 = "foo.bar.baz"() : () -> (i64, vector<5xsi3>, memref<42xf16, 1>) loc(#loc38)
  %1:2 = "foo.bar"(%0#0, %0#0, %0#2) : (i64, i64, memref<42xf16, 1>) -> (memref<45x?xvector<[5]x5xi1024>, strided<[33, 1]>, 5>, memref<?xindex>) loc(#loc2)
  %2 = "foo.op"(%0#0, %0#0, %1#1) ({
    %4 = "d.op_1"(%1#0, %1#1) ({
    ^bb0(%arg0: tensor<4x982xf32> loc(callsite(#loc39 at #loc8)), %arg1: !my_dialect.v<-4> loc("0029.in.mlir":9:103)):
      %6:4 = "a.b"(%1#0) {b1 = #x.a<32, "x y">, x0 = false, x2 = dense<[[0xFC00, -2.050780e-02]]> : tensor<1x2xf16>} : (memref<45x?xvector<[5]x5xi1024>, strided<[33, 1]>, 5>) -> (f32, index, !my_dialect.v<true , {[-1 , ?]} , <?, [?]>>, si64) loc(#loc10)
      "foo.bar.baz"(%6#1, %6#2, %arg0) ({
        %13:3 = "foo.bar.baz"(%6#3, %6#1) : (si64, index) -> (tuple<>, f16, complex<bf16>) loc(#loc12)
        %14:3 = "a.b"(%13#0, %1#1, %6#1) : (tuple<>, memref<?xindex>, index) -> (bf16, bf16, none) loc(#loc13)
        "foo.bar"() : () -> () loc(#loc14)
        %15 = "foo.op"(%14#1) : (bf16) -> memref<5x1xbf16> loc(#loc15)
        %16 = "foo.bar"(%6#0, %0#1, %15) <{}> {k$1 = -2.500000e-03 : f32, z90} : (f32, vector<5xsi3>, memref<5x1xbf16>) -> f32 loc(#loc16)
      }) {_u0} : (index, !my_dialect.v<true , {[-1 , ?]} , <?, [?]>>, tensor<4x982xf32>) -> () loc(#loc11)
      %7:3 = "foo.bar.baz"(%6#3, %6#1, %6#3) <{b0 = #x.a<?,[<?, 0, true> , -3]>, b1 = [1.000000e+00 : f8E5M2, "\00%{%", affine_map<()[s0] -> (6)>], k$2 = true}> {z90 = #distinct} : (si64, index, si64) -> (tensor<3x308xbf16>, tensor<*xi32>, ui64) loc(#loc17)
      %8:4 = "d.op_1"(%6#3, %6#3, %7#0) {d.k1, z90 = "w\09\\\0A!z.X"} : (si64, si64, tensor<3x308xbf16>) -> (memref<?x1x178xf128>, !tuple, tuple<si32, ui1>, i3) loc(#loc18)
      "foo.br"()[^bb1] {d.k1 = dense<1.92041663E+29> : tensor<3xf32>, x0 = ""} : () -> () loc(#loc45)
    ^bb1:  // 2 preds: ^bb0, ^bb3
      %9:4 = "foo.bar"(%7#2) : (ui64) -> (vector<15xi1>, tuple<f8E5M2FNUZ, tensor<22x3x3x!bar<"a b">, #foo.enc<?,-6,-5>>>, i17, i32) loc(#loc22)
      "foo.bar.baz"(%0#1) <{_u1 = {b0 = dense<102> : tensor<2x3x3xi8>, sym_name3 = 6.699020e-01 : f64, x2 = dense<[[[2.000000e-01, 9.99999974E-6, 1.91310127E+34, 0.912732183], [9.162070e+05, 204.21904, 812.614074, 0x7FC00000]], [[6.868870e+05, 1.17549435E-38, -5.720840e+05, -9.99999897E+9], [1.000000e-30, 5.700000e+03, -3.511390e+34, -3.43722311E-14]]]> : tensor<2x2x4xf32>, z91 = 0xFF800000 : f32}, attr0 = sparse<[[0, 2, 2], [0, 4, 1], [0, 3, 0]], [-1, 1, -1]> : tensor<3x6x5xi32>, b2 = #my.p<"x y">, foo.k3 = "./\00X"}> ({
      ^bb0(%arg2: i7 loc("0029.in.mlir":24:6)):
        %12:4 = "foo.op"(%6#1, %0#2) {_u1 = #loc8, foo.k2, sym_name0 = 34 : index} : (index, memref<42xf16, 1>) -> (ui3, tuple<complex<tf32>, f16, i16, f32>, vector<14x[3]x13xi1>, complex<tf32>) loc(#loc25)
        "a.b"(%9#3, %12#1) : (i32, tuple<complex<tf32>, f16, i16, f32>) -> () loc(#loc26)
        "foo.bar.baz"(%12#2, %8#2, %12#2) : (vector<14x[3]x13xi1>, tuple<si32, ui1>, vector<14x[3]x13xi1>) -> () loc(#loc27)
        "a.b"(%12#0, %0#1, %12#0) {b3 = "", d.k1 = #map, value2 = dense<1.92041663E+29> : tensor<3xf32>, z90 = dense<(3.919910e-15,8.3079999999999998)> : tensor<4x2x3xcomplex<f64>>} : (ui3, vector<5xsi3>, ui3) -> () loc(#loc46)
        "d.op_1"(%0#2, %12#0) : (memref<42xf16, 1>, ui3) -> () loc(#loc43)
        "bar.yield"(%6#1, %9#0, %12#2) <{my.k3 = 0x7F : f8E4M3FN, "quoted key 1" = memref<7xindex>, sym_name0 = 9.969200e+37 : bf16, sym_name2 = dense<[false, false, true]> : tensor<3xi1>}> {attr0 = 0 : si1, "quoted key 1" = array<i16>} : (index, vector<15xi1>, vector<14x[3]x13xi1>) -> () loc(#loc31)
      }) {b1 = "\\\F0\9F\99\82", sym_name2 = #set1, sym_name3 = {_u1 = false, b0 = true}, z90 = 0 : si32} : (vector<5xsi3>) -> () loc(#loc23)
      "x.switch"(%9#1, %9#3, %9#3)[^bb2] <{b0 = dense_resource<blob0> : tensor<3xf32>}> : (tuple<f8E5M2FNUZ, tensor<22x3x3x!bar<"a b">, #foo.enc<?,-6,-5>>>, i32, i32) -> () loc(#loc32)
    ^bb2(%10: tensor<?x6xindex> loc("0029.in.mlir":34:5), %11: vector<7x2xi32> loc("0029.in.mlir":34:30)):  // pred: ^bb1
      "cfx.cond_br"()[^bb3] {b0 = {k$1 = "\09<\CE\A9\09", my.k0 = sparse<[[0, 2, 0], [0, 2, 2], [1, 3, 0]], [-1, 116, -1]> : tensor<2x4x5xi8>}} : () -> () loc(#loc35)
    ^bb3:  // pred: ^bb2
      "foo.br"()[^bb1] : () -> () loc(#loc15)
    }, {
    }) : (memref<45x?xvector<[5]x5xi1024>, strided<[33, 1]>, 5>, memref<?xindex>) -> vector<15x4x14xbf16> loc(#loc4)
    %5 = "my_dialect.thing"() : () -> ui32 loc(#loc36)
  }) : (i64, i64, memref<?xindex>) -> tensor<4x?xindex> loc(#loc3)
  %3 = "foo.compute"(%0#1) : (vector<5xsi3>) -> i1 loc(#loc37)
}) : () -> () loc(#loc)
#loc = loc("0029.in.mlir":0:0)
#loc1 = loc("n")
#loc2 = loc("0029.in.mlir":6:8)
#loc3 = loc("dir/with space.c":306:55)
#loc4 = loc("0029.in.mlir":8:12)
#loc10 = loc("f":414:4294967295)
#loc11 = loc("":77:0)
#loc12 = loc("0029.in.mlir":12:11)
#loc13 = loc("0029.in.mlir":13:13)
#loc14 = loc("with \22q\22")
#loc15 = loc(unknown)
#loc16 = loc("a.mlir":11:60 to 14:14)
#loc17 = loc("":35:15 to 36:50)
#loc18 = loc("dir/with space.c":4294967295:59)
#loc19 = loc("a.mlir":27:66 to :69)
#loc20 = loc("f":213:4294967295)
#loc21 = loc("f":493:298)
#loc22 = loc("0029.in.mlir":22:17)
#loc23 = loc("0029.in.mlir":23:3)
#loc25 = loc("src/x.py":0:3)
#loc26 = loc("dir/with space.c":51:0)
#loc27 = loc("0029.in.mlir":27:4)
#loc28 = loc("src/x.py":142:0)
#loc29 = loc("f":0:9)
#loc30 = loc("f":44:42 to 47:51)
#loc31 = loc("0029.in.mlir":30:4)
#loc32 = loc("0029.in.mlir":33:3)
#loc35 = loc("0029.in.mlir":35:3)
#loc36 = loc("0029.in.mlir":40:9)
#loc37 = loc("0029.in.mlir":42:7)
#loc38 = loc("callee"(#loc1))
#loc40 = loc(fused<"meta">[#loc19, #loc20, #loc21])
#loc41 = loc(callsite(#loc28 at #loc11))
#loc42 = loc("v"(#loc29))
#loc43 = loc("callee"(#loc30))
#loc45 = loc(callsite(#loc8 at #loc40))
#loc46 = loc(callsite(#loc41 at #loc42))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x040000004A90DCC8B2DFF1CA1E225758"
    }
  }
#-}

