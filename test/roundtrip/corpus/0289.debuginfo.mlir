#distinct = distinct[0]<-6.550400e+04 : f128>
#loc = loc(unknown)
#loc7 = loc("src/x.py":190:57)
#loc8 = loc("0289.in.mlir":19:50)
#loc9 = loc("src/x.py":11:7 to :13)
#loc16 = loc("0289.in.mlir":27:17)
#loc17 = loc("0289.in.mlir":27:32)
#loc20 = loc("-":195:476)
#loc21 = loc("x")
#loc24 = loc("f":211:4294967295)
#loc25 = loc("0289.in.mlir":37:18)
#loc32 = loc("0289.in.mlir":46:18)
#loc33 = loc("a.mlir":20:55 to :16)
#loc34 = loc("src/x.py":28:14 to :19)
#loc35 = loc("0289.in.mlir":46:186)
#loc42 = loc("0289.in.mlir":59:13)
#loc43 = loc("name")
#loc50 = loc("src/x.py":186:212)
#loc51 = loc("0289.in.mlir":68:62)
#loc54 = loc("with \22q\22")
#map = affine_map<(d0)[s0, s1] -> (1, (-s0 + 5) * 5, s1 * -8)>
#map1 = affine_map<() -> (19)>
#set = affine_set<(d0)[s0] : (-(d0 mod 9) + (s0 + 3) mod 4 >= 0, s0 * 3 + 3 >= 0, 42 == 0)>
#loc60 = loc(fused<"meta">[#loc20])
#loc63 = loc(fused<7 : i32>[#loc33])
#loc64 = loc("callee"(#loc34))
#loc69 = loc(fused[#loc63, #loc64])
"builtin.module"() ({
  "foo.bar"() : () -> () loc(#loc1)
  "foo.bar.baz"() ({
    "x.y"() <{attr1 = [#my.a], k$0 = #my.a<{? {"x y", ?}}, true, ["x y", "x y", -8]>, "quoted key 2" = #map1, "quoted key 3" = memref<*xcomplex<f8E4M3FN>, 2>}> ({
    ^bb0(%arg2: vector<12x9x2xf32> loc(unknown)):
      %9:3 = "z.nop"() ({
      ^bb0(%arg8: f32 loc("src/x.py":190:57), %arg9: f64 loc("0289.in.mlir":19:50), %arg10: f16 loc("src/x.py":11:7 to :13)):
        "foo.compute"(%arg8) {attr0 = 7 : index, attr2, "quoted key 3", value1 = ""} : (f32) -> () loc(#loc10)
        %20:2 = "x.y"() {x0 = 8.000000e+00 : f8E4M3FNUZ} : () -> (ui17, tensor<f64>) loc(#loc11)
        %21 = "foo.compute"() : () -> memref<?x20xf64, strided<[?, 27], offset: ?>> loc(#loc12)
        %22 = "foo.bar.baz"(%arg10, %21) {attr0} : (f16, memref<?x20xf64, strided<[?, 27], offset: ?>>) -> complex<f32> loc(#loc13)
        %23:4 = "my_dialect.thing"(%20#1, %21) : (tensor<f64>, memref<?x20xf64, strided<[?, 27], offset: ?>>) -> (ui17, complex<bf16>, tensor<609x902x0xbf16>, i16) loc(#loc14)
      }) : () -> (vector<3x2x13xf64>, tensor<index>, () -> bf16) loc(#loc59)
      %10 = "a.b"(%9#0) ({
      ^bb0(%arg6: tuple<> loc("0289.in.mlir":27:17), %arg7: tensor<9xi1> loc("0289.in.mlir":27:32)):
        %19 = "z.nop"(%arg7, %arg7, %arg7) {my.k0 = 27 : index, "quoted key 2" = "a\\\\", x1 = dense<[1.17549435E-38, 9.323350e+13]> : vector<2xf64>} : (tensor<9xi1>, tensor<9xi1>, tensor<9xi1>) -> index loc(#loc18)
      }) {_u0, _u1 = array<i64: -9223372036854775808, -49869504, 1, 1, -9223372036854775808>, _u2 = dense<96> : vector<4xi32>, foo.k3 = false} : (vector<3x2x13xf64>) -> memref<?x3x2xvector<[10]xindex>, strided<[49, 2, 1], offset: 1>, "gpu"> loc(#loc15)
      "cfx.cond_br"(%arg2, %10)[^bb1] : (vector<12x9x2xf32>, memref<?x3x2xvector<[10]xindex>, strided<[49, 2, 1], offset: 1>, "gpu">) -> () loc(#loc19)
    ^bb1(%11: complex<f32> loc(fused<"meta">[#loc20])):  // pred: ^bb0
      "my_dialect.thing"(%11, %11) ({
        "foo.br"(%10, %10, %9#2)[^bb1] {a0 = 9.999420e-31 : tf32, b2 = -1 : i64, x1 = {}} : (memref<?x3x2xvector<[10]xindex>, strided<[49, 2, 1], offset: 1>, "gpu">, memref<?x3x2xvector<[10]xindex>, strided<[49, 2, 1], offset: 1>, "gpu">, () -> bf16) -> () loc(#loc22)
      ^bb1(%15: vector<11x8x10xindex> loc(unknown)):  // pred: ^bb0
        %16 = "foo.bar"(%9#2) : (() -> bf16) -> f16 loc(#loc)
        "a.jump"()[^bb2] <{}> {a0 = #loc24, attr1 = dense<[11315, -1, 14]> : tensor<3xi16>, value2 = dense<[-1, 1, 1]> : tensor<3xi8>} : () -> () loc(#loc23)
      ^bb2(%17: tuple<memref<215x?x6xui8, "local mem">> loc("0289.in.mlir":37:18)):  // pred: ^bb1
        %18 = "z.nop"() {attr0 = "\09_/\C3\9F", attr1 = false} : () -> tensor<252xi64> loc(#loc61)
      }) : (complex<f32>, complex<f32>) -> () loc(#loc21)
      %12:4 = "a.b"(%9#2, %9#1) ({
      }) {a1 = @"x y"::@a::@a, k$0, sym_name2 = false} : (() -> bf16, tensor<index>) -> (i128, i16, bf16, vector<1x16x2xsi8>) loc(#loc68)
      %13 = "foo.bar.baz"() <{a0 = -1 : i64, attr1 = dense_resource<weights0> : tensor<2xf64>, d.k2 = 0 : ui32}> : () -> complex<f4E2M1FN> loc(#loc29)
      %14 = "my_dialect.thing"(%12#2) : (bf16) -> index loc(#loc30)
      "a.b"(%11) <{attr1 = 1 : i64, x0 = dense<[6.0221407599999999E+23, 1.17549435E-38, 1.632000e+03, 411.90708599999999]> : vector<4xf64>}> : (complex<f32>) -> () loc(#loc3)
      "d.op_1"(%14, %9#1) ({
      ^bb0(%arg3: complex<f128> loc("0289.in.mlir":46:18), %arg4: memref<3x331x63xindex, strided<[28, 49, 1], offset: ?>, "gpu"> loc(fused[#loc63, #loc64]), %arg5: f6E2M3FN loc("0289.in.mlir":46:186)):
        "z.nop"(%arg5) {attr1, b0 = "-#<\09\00\8Bza@{\00" : si8} : (f6E2M3FN) -> () loc(#loc36)
      }) : (index, tensor<index>) -> () loc(#loc31)
    }) : () -> () loc(#loc58)
    %8:3 = "x.y"() {a2 = #bar<"abc">, my.k1 = #map, sym_name0 = {_u2 = {a3 = "b@z\\\C3\A9\00\C3\9F", foo.k0, k$1 = dense<true> : tensor<i1>, x2 = dense<-28> : tensor<1x2xi8>}, b0 = "%\22\D4", foo.k1 = [array<i1: false, false, true>]}, sym_name3 = 0 : si24} : () -> (bf16, complex<f128>, complex<i16>) loc(#loc37)
    "foo.op"(%8#1, %8#1, %8#0) <{}> {a2 = 6.405000e+02 : f16, foo.k0 = {}, x1 = #loc21, z93 = sparse<[[2], [4], [2], [4]], [-1, 1, -1, 1]> : tensor<6xi32>} : (complex<f128>, complex<f128>, bf16) -> () loc(#loc38)
  }, {
    %0 = "foo.bar"() ({
      %5 = "bar.yield"() : () -> vector<5xindex> loc(#loc40)
      %6 = "my_dialect.thing"(%5, %5) {value0 = 0 : ui32} : (vector<5xindex>, vector<5xindex>) -> ui1 loc(#loc41)
      %7:3 = "z.nop"(%5) : (vector<5xindex>) -> (complex<bf16>, none, tensor<*xf8E5M2FNUZ>) loc(#loc65)
    }, {
    }, {
    ^bb0(%arg0: f32 loc("0289.in.mlir":59:13), %arg1: tuple<f64, ui128, memref<62xcomplex<bf16>, 3>> loc("name")):
    }) {foo.k1, value0 = 1.280000e+02 : f8E8M0FNU} : () -> tensor<712x631x5x7xi7> loc(#loc39)
    "foo.bar"(%0) {value0 = #my.p<{95,["x y",f32,?]}>} : (tensor<712x631x5x7xi7>) -> () loc(#loc)
    %1 = "a.b"(%0, %0, %0) {b0} : (tensor<712x631x5x7xi7>, tensor<712x631x5x7xi7>, tensor<712x631x5x7xi7>) -> vector<11x12x15xf6E2M3FN> loc(#loc44)
    "foo.br"(%1, %0)[^bb1] : (vector<11x12x15xf6E2M3FN>, tensor<712x631x5x7xi7>) -> () loc(#loc66)
  ^bb1:  // pred: ^bb0
    "cfx.cond_br"(%0, %0)[^bb2] : (tensor<712x631x5x7xi7>, tensor<712x631x5x7xi7>) -> () loc(#loc48)
  ^bb2:  // pred: ^bb1
    "x.switch"()[^bb3] : () -> () loc(#loc49)
  ^bb3(%2: memref<3x4x?xi8, 2> loc("src/x.py":186:212), %3: tuple<i32, si24, f64, si7> loc("0289.in.mlir":68:62)):  // pred: ^bb2
    %4 = "z.nop"(%0, %0, %2) : (tensor<712x631x5x7xi7>, tensor<712x631x5x7xi7>, memref<3x4x?xi8, 2>) -> ui32 loc(#loc52)
  }, {
    "foo.op"() {_u0 = #map1, "quoted key 1" = #distinct, x2 = #loc54} : () -> () loc(#loc53)
  }) : () -> () loc(#loc67)
  "d.op_1"() {_u2 = -9223372036854775808 : i64, a0 = "\09\92", a1, a3 = #set} : () -> () loc(#loc55)
  "foo.bar"() : () -> () loc(#loc56)
}) : () -> () loc(#loc)
#loc1 = loc("0289.in.mlir":14:5)
#loc2 = loc("dir/with space.c":10:16 to :18)
#loc3 = loc("src/x.py":443:207)
#loc4 = loc("dir/with space.c":31:72 to 34:80)
#loc5 = loc("a.mlir":3:3 to :2)
#loc6 = loc("f":5:30 to 7:64)
#loc10 = loc("0289.in.mlir":20:17)
#loc11 = loc("a.mlir":56:4294967295)
#loc12 = loc("0289.in.mlir":22:22)
#loc13 = loc("f":16:62 to 18:39)
#loc14 = loc("dir/with space.c":19:32 to 20:56)
#loc15 = loc("0289.in.mlir":26:19)
#loc18 = loc("0289.in.mlir":28:28)
#loc19 = loc("0289.in.mlir":30:13)
#loc22 = loc("0289.in.mlir":33:17)
#loc23 = loc("0289.in.mlir":36:17)
#loc26 = loc("a.mlir":0:500)
#loc27 = loc("a.mlir":14:56 to 17:70)
#loc28 = loc("a.mlir":2:0)
#loc29 = loc("-":0:208)
#loc30 = loc("0289.in.mlir":43:24)
#loc31 = loc("0289.in.mlir":45:13)
#loc36 = loc("0289.in.mlir":47:17)
#loc37 = loc("dir/with space.c":119:0)
#loc38 = loc("0289.in.mlir":51:9)
#loc39 = loc("a.mlir":170:253)
#loc40 = loc("0289.in.mlir":54:20)
#loc41 = loc("0289.in.mlir":55:20)
#loc44 = loc("a.mlir":50:47 to 51:75)
#loc45 = loc("a.mlir":39:72 to 41:45)
#loc46 = loc("f":159:4294967295)
#loc47 = loc("dir/with space.c":22:0)
#loc48 = loc("0289.in.mlir":65:9)
#loc49 = loc("0289.in.mlir":67:9)
#loc52 = loc("op.1")
#loc53 = loc("0289.in.mlir":72:9)
#loc55 = loc("0289.in.mlir":75:5)
#loc56 = loc("0289.in.mlir":76:5)
#loc57 = loc("n"(#loc3))
#loc58 = loc("v"(#loc4))
#loc59 = loc(callsite(#loc5 at #loc6))
#loc61 = loc("v"(#loc26))
#loc62 = loc("n"(#loc27))
#loc65 = loc("callee"(#loc21))
#loc66 = loc(fused[#loc45, #loc46, #loc47])
#loc67 = loc(callsite(#loc2 at #loc57))
#loc68 = loc(fused[#loc62, #loc28])

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x080000003D409B11BB2CD95BF5B8AF401F5441CA"
    }
  }
#-}

