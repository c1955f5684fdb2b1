!tuple = tuple<f64, f8E8M0FNU, f16, bf16, tensor<?x?x4xi24>, f8E5M2, f8E4M3FN, si32, i32, f64, ui1, f16, si24, si3, ui1, f32, index, si8, tensor<0xindex>, f4E2M1FN, i64, f32>
#loc16 = loc("0272.in.mlir":37:6)
#loc23 = loc("-":173:300)
#loc24 = loc("-":57:0)
#loc25 = loc("-":141:48)
#loc26 = loc("a.mlir":19:173)
#loc27 = loc("0272.in.mlir":55:31)
#map = affine_map<(d0, d1, d2) -> ()>
#map1 = affine_map<(d0) -> (7, -(d0 ceildiv 7), d0 floordiv 5)>
#set = affine_set<(d0, d1, d2) : (d1 * 3 + 6 >= 0)>
#loc31 = loc(fused[#loc23, #loc24, #loc25, #loc26])
"builtin.module"() ({
  %0 = "x.y"() : () -> memref<*xi1> loc(#loc1)
  %1 = "bar.yield"(%0, %0, %0) : (memref<*xi1>, memref<*xi1>, memref<*xi1>) -> !bar<"abc"> loc(#loc2)
  "d.op_1"() : () -> () loc(#loc32)
  %2 = "my_dialect.thing"(%0, %0, %1) ({
    "bar.yield"(%1, %0) {attr2 = 2 : index, k$1 = tuple<>, sym_name0 = dense<> : tensor<2x0x4xsi64>} : (!bar<"abc">, memref<*xi1>) -> () loc(#loc6)
    %4 = "foo.bar.baz"(%0, %0, %1) : (memref<*xi1>, memref<*xi1>, !bar<"abc">) -> ((complex<ui8>, complex<f16>) -> (complex<i17>, f16)) loc(#loc7)
    %5 = "foo.op"(%1, %0, %0) ({
      "my_dialect.thing"(%1, %0) <{a0 = 2.658460e+36 : bf16, my.k2 = affine_map<(d0, d1, d2)[s0, s1] -> ()>, sym_name1 = {x0 = 0x7F : f8E4M3FN}}> : (!bar<"abc">, memref<*xi1>) -> () loc(#loc9)
      "d.op_1"(%1) <{a1 = affine_set<(d0, d1, d2)[s0] : ((d2 floordiv 5) mod 2 >= 0, (d1 mod 2) ceildiv 2 + 5 >= 0)>, attr2 = "\09z", attr3 = "\C3\9F\09*\09\7F\7F!b" : i128, x0 = -7.500000e-01 : f8E5M2}> {a0 = #set, k$1 = 17 : index} : (!bar<"abc">) -> () loc(#loc10)
      %14:3 = "foo.bar.baz"(%0) : (memref<*xi1>) -> (memref<3x281xf8E8M0FNU, 4>, f6E3M2FN, tensor<?xvector<5x3xf128>, #foo.enc>) loc(#loc11)
      %15 = "foo.compute"(%14#0, %4, %1) ({
        %18 = "a.b"(%4, %14#1, %14#1) {attr0 = @f_1, d.k1 = 1.000000e-30 : f32, k$2 = 2.718750e+00 : f16} : ((complex<ui8>, complex<f16>) -> (complex<i17>, f16), f6E3M2FN, f6E3M2FN) -> memref<4x41x1xcomplex<ui64>, "local mem"> loc(#loc12)
        %19 = "foo.compute"(%14#0, %14#2) {attr3 = #foo.v<"x y", <[95]>>, d.k1 = 6.010880e+05 : tf32, foo.k2 = {attr2 = 0x7E00 : f16, my.k1 = 0 : i64, value0 = #map, z93 = [sparse<[[0, 1]], -6.550400e+04> : tensor<4x2xf16>]}, x0 = 3.6676889324970298E+147 : f64} : (memref<3x281xf8E8M0FNU, 4>, tensor<?xvector<5x3xf128>, #foo.enc>) -> memref<5x28x3xvector<[9]x14xf8E5M2>> loc(#loc13)
      }) : (memref<3x281xf8E8M0FNU, 4>, (complex<ui8>, complex<f16>) -> (complex<i17>, f16), !bar<"abc">) -> vector<12x13x6xi1> loc(#loc33)
      %16:4 = "bar.yield"(%14#0) <{}> : (memref<3x281xf8E8M0FNU, 4>) -> (() -> (), vector<i32>, !tuple, !foo.a.b) loc(#loc14)
      %17:3 = "my_dialect.thing"(%15) <{a3 = {a1 = [], sym_name2 = affine_map<(d0, d1)[s0] -> ()>, x0 = {value0 = "\F0\9F\99\82\22\E6\97\A5\E6\9C\AC\00\00_\22'\00\CE\A9", value1 = true}}, foo.k1, my.k2 = #foo.b.c, value0 = 3.6676889324970298E+147 : f64}> : (vector<12x13x6xi1>) -> (none, vector<si3>, tensor<?x0x?xindex>) loc(#loc15)
    }, {
    ^bb0(%arg2: f8E4M3 loc("0272.in.mlir":37:6)):
      %8 = "foo.compute"() <{}> : () -> f16 loc(#loc17)
      %9 = "x.y"() {a0 = #map1} : () -> tensor<!bar.param<abc <? {?,true} {-8 -7 "x y"}> {-5 , abc , f32}>> loc(#loc18)
      %10 = "bar.yield"(%4, %9, %8) : ((complex<ui8>, complex<f16>) -> (complex<i17>, f16), tensor<!bar.param<abc <? {?,true} {-8 -7 "x y"}> {-5 , abc , f32}>>, f16) -> ((ui1, f6E3M2FN) -> vector<si3>) loc(#loc19)
      %11:2 = "foo.op"(%10, %10) ({
        "builtin.module"() ({
          %13:3 = "my_dialect.thing"() : () -> (f16, i16, bf16) loc(#loc3)
        }) : () -> () loc(#loc30)
      }) : ((ui1, f6E3M2FN) -> vector<si3>, (ui1, f6E3M2FN) -> vector<si3>) -> (vector<si3>, f32) loc(#loc20)
      %12:4 = "z.nop"(%11#0, %11#1, %11#1) <{d.k0 = dense<[[2.751460e+09, 1.208320e+05], [1.000980e-01, 4.554750e+06], [6.720000e+02, -3.499420e-13], [9.984020e-31, 6.283420e+19]]> : tensor<4x2xbf16>}> {k$2 = array<i64: 0>, my.k0, my.k1 = "\00_\C3\A90\C3\A9\00'*X/"} : (vector<si3>, f32, f32) -> (complex<si17>, tensor<1x1x2xvector<10x[2]x10xui8>>, memref<7x6x1xf32, strided<[1, ?, 1]>, "gpu">, memref<4x1xi17, "gpu">) loc(#loc3)
      "a.b"(%12#0) {a0 = array<i16: 15>, a1 = {foo.k0 = "\00-\00X\F0\9F\99\82"}, my.k2 = 4.253530e+37 : bf16, sym_name3 = array<i64: -1, -1, 768589011795, -9223372036854775808>} : (complex<si17>) -> () loc(#loc22)
    }) {x0} : (!bar<"abc">, memref<*xi1>, memref<*xi1>) -> f4E2M1FN loc(#loc8)
    %6 = "x.y"() : () -> complex<i3> loc(#loc17)
    %7 = "foo.bar.baz"() : () -> si32 loc(#loc17)
  }, {
  ^bb0:
  }, {
  ^bb0(%arg0: complex<f8E5M2> loc(fused[#loc23, #loc24, #loc25, #loc26]), %arg1: i32 loc("0272.in.mlir":55:31)):
    %3 = "my_dialect.thing"(%0) {x0 = true} : (memref<*xi1>) -> tuple<vector<si3>, i8, vector<9xui64>> loc(#loc6)
  }) {attr3, b2 = 51 : ui16, value0 = -1 : si17, z91 = "X\22\99<*\7F\0A!\22"} : (memref<*xi1>, memref<*xi1>, !bar<"abc">) -> f64 loc(#loc5)
}) {foo.module_attr = dense<[[0, 127, 0, 0], [84, 0, 5, 0], [0, 0, 0, 1], [0, 94, 1, 1]]> : tensor<4x4xui7>} : () -> () loc(#loc)
#loc = loc("src/x.py":258:198)
#loc1 = loc("0272.in.mlir":18:8)
#loc2 = loc("0272.in.mlir":19:12)
#loc3 = loc("src/x.py":12:64 to 15:15)
#loc4 = loc("f":34:0)
#loc5 = loc("0272.in.mlir":21:8)
#loc6 = loc(unknown)
#loc7 = loc("a.mlir":88:0)
#loc8 = loc("src/x.py":16:7 to 17:3)
#loc9 = loc("0272.in.mlir":26:4)
#loc10 = loc("0272.in.mlir":27:4)
#loc11 = loc("0272.in.mlir":28:11)
#loc12 = loc("0272.in.mlir":30:10)
#loc13 = loc("":5:42 to 6:27)
#loc14 = loc("0272.in.mlir":34:11)
#loc15 = loc("0272.in.mlir":35:18)
#loc17 = loc("a.mlir":277:293)
#loc18 = loc("0272.in.mlir":39:11)
#loc19 = loc("0272.in.mlir":40:10)
#loc20 = loc("0272.in.mlir":41:12)
#loc21 = loc("":30:37 to 32:19)
#loc22 = loc("0272.in.mlir":48:4)
#loc28 = loc(fused<"meta">[#loc3])
#loc29 = loc(fused<"meta">[#loc6])
#loc30 = loc(fused[#loc3, #loc21])
#loc32 = loc(callsite(#loc28 at #loc4))
#loc33 = loc(callsite(#loc6 at #loc29))

