!tuple = tuple<i1, i8, f64, f128, ui64, tensor<f8E4M3FN>, f16, f16, si8, f8E4M3, si7, si8, f32, index, ui8, index, f8E4M3FNUZ, i17, !x<"abc">, f6E2M3FN, tensor<0x29xi8, #foo.enc>>
#distinct = distinct[0]<dense<[[30, 388595, -2147483648, -2147483648], [3, 1, 1, 323], [2147483647, 1, -1, -1], [-2147483648, -646, 14419, 1]]> : vector<4x4xsi32>>
#loc8 = loc("0158.in.mlir":8:8)
#loc18 = loc("0158.in.mlir":29:6)
#loc30 = loc("dir/with space.c":28:49 to :58)
#loc31 = loc("-":387:335)
#map = affine_map<(d0, d1, d2)[s0] -> (-d2)>
#map1 = affine_map<() -> (0, 5)>
#map2 = affine_map<(d0) -> (4)>
#loc44 = loc("v"(#loc30))
#loc49 = loc(callsite(#loc44 at #loc31))
"builtin.module"() ({
  %0:3 = "foo.bar"() : () -> (!foo<"a b">, i1, tensor<206x168x?x!foo.param<36 f32>, {a = 1 : i64}>) loc(#loc47)
  %1 = "z.nop"(%0#2, %0#2, %0#0) {_u3, value0 = 0 : ui7, value1 = memref<?x?xf128>, z92} : (tensor<206x168x?x!foo.param<36 f32>, {a = 1 : i64}>, tensor<206x168x?x!foo.param<36 f32>, {a = 1 : i64}>, !foo<"a b">) -> memref<2x845x?xindex> loc(#loc5)
  %2 = "my_dialect.thing"(%0#0, %0#0, %0#2) : (!foo<"a b">, !foo<"a b">, tensor<206x168x?x!foo.param<36 f32>, {a = 1 : i64}>) -> vector<14xf8E4M3FN> loc(#loc6)
  %3 = "foo.bar"() <{a3, "quoted key 2", sym_name1 = 0.61404709999999996 : f64, x0 = affine_map<(d0, d1)[s0] -> ()>}> ({
  ^bb0(%arg0: !x<"abc"> loc("0158.in.mlir":8:8)):
    %8 = "foo.op"(%0#1) ({
      %23 = "foo.compute"(%2, %1) : (vector<14xf8E4M3FN>, memref<2x845x?xindex>) -> !tuple loc(#loc10)
      %24 = "bar.yield"(%2, %2, %arg0) <{"quoted key 0" = array<i1: true, true, true, false, false>}> : (vector<14xf8E4M3FN>, vector<14xf8E4M3FN>, !x<"abc">) -> tensor<?x!foo.param<{<?> ?},<abc [78,71]>>> loc(#loc11)
      "foo.bar.baz"(%1, %23, %23) {_u2 = 7.49215984 : f32, a0 = dense<17.6856117> : tensor<3x2x1xf32>, foo.k1, "quoted key 3" = []} : (memref<2x845x?xindex>, !tuple, !tuple) -> () loc(#loc12)
      %25:3 = "foo.bar"(%0#2, %24, %23) : (tensor<206x168x?x!foo.param<36 f32>, {a = 1 : i64}>, tensor<?x!foo.param<{<?> ?},<abc [78,71]>>>, !tuple) -> ((!x.param<16>) -> (), !x<"abc">, index) loc(#loc13)
      "a.b"(%25#0, %24, %1) {attr1 = dense_resource<r.0> : tensor<1xf32>, b2 = {b0 = sparse<[[1, 0, 0], [0, 2, 0]], [448327064, -2147483648]> : tensor<3x5x2xi32>, b1 = -9223372036854775808 : i64, value2 = -4.687500e-01 : f8E4M3FNUZ}, k$0 = "'\C3\9FX|" : i1} : ((!x.param<16>) -> (), tensor<?x!foo.param<{<?> ?},<abc [78,71]>>>, memref<2x845x?xindex>) -> () loc(#loc14)
    }, {
      %10:2 = "foo.bar"() ({
        %21 = "foo.compute"(%0#2) : (tensor<206x168x?x!foo.param<36 f32>, {a = 1 : i64}>) -> tuple<f6E3M2FN, i32, si8, bf16> loc(#loc14)
        "foo.op"(%0#0) <{_u3 = 1 : i64, k$2 = {sym_name1 = {_u0 = array<i8: 0, -1, 12, 3>, k$1 = array<i1: false, true, true>}, value2 = dense<[1.500000e+00, 6.250000e-01, -2.800000e+01, 1.500000e+00]> : tensor<4xf6E3M2FN>, z90 = {a0 = " \\\09z \00b ..\\<" : f8E8M0FNU, a2 = array<i32: 58>, b1 = affine_map<(d0, d1, d2)[s0] -> ((d1 + d2) ceildiv 3, s0 * 28)>}}, sym_name0 = 0 : ui1, z91 = 33 : index}> : (!foo<"a b">) -> () loc(#loc16)
        %22:2 = "foo.op"() <{}> : () -> (ui3, () -> i7) loc(#loc48)
      }) : () -> (none, f8E4M3B11FNUZ) loc(#loc15)
      %11 = "foo.bar"(%1, %10#0) ({
      ^bb0(%arg1: f16 loc("0158.in.mlir":29:6)):
        %20 = "foo.op"(%10#0) {a0 = #map, b2 = 0 : i7, my.k1} : (none) -> f16 loc(#loc19)
        "a.jump"(%20, %20)[^bb1] <{}> {a1 = dense<[-6.550400e+04, -5.078000e+03, -1.6187615128154338E-134]> : vector<3xf64>, a2 = 30 : index, a3 = dense<[[[-128, 89, 0], [-128, -128, -128], [-1, -1, -1], [-128, -128, -25]], [[-86, -128, -1], [31, 11, -3], [0, 12, -128], [0, 6, -85]], [[1, 0, 0], [-1, -1, -128], [-128, 13, -4], [-1, -128, 0]]]> : tensor<3x4x3xi8>, my.k0 = -128 : i8} : (f16, f16) -> () loc(#loc20)
      ^bb1:  // 2 preds: ^bb0, ^bb1
        "cfx.cond_br"(%20, %arg1, %arg1)[^bb1] {d.k0} : (f16, f16, f16) -> () loc(#loc21)
      }) {"quoted key 0" = dense<8.454000e+06> : tensor<1xf64>} : (memref<2x845x?xindex>, none) -> f8E4M3FN loc(#loc17)
      %12:3 = "foo.bar.baz"() : () -> (vector<3x13x[15]xf32>, i32, f8E4M3B11FNUZ) loc(#loc22)
      %13:2 = "a.b"(%arg0, %11, %12#1) : (!x<"abc">, f8E4M3FN, i32) -> (f8E3M4, !my_dialect<"">) loc(#loc23)
      "foo.bar"(%12#2) ({
        %17:2 = "d.op_1"(%13#1, %12#1, %13#1) {_u1 = 45 : i64, "quoted key 2" = "<<'*/aX\00\C3\9F", z90 = 9.060000e+03 : f64} : (!my_dialect<"">, i32, !my_dialect<"">) -> (bf16, i24) loc(#loc25)
        "foo.bar.baz"(%0#2, %17#0, %17#1) <{x0 = affine_map<(d0, d1) -> ()>}> {_u1 = dense_resource<r.2> : tensor<1xf32>, d.k0 = dense_resource<r.1> : tensor<5xi32>, "quoted key 2" = "}\22a\\\E6\97\A5\E6\9C\AC\09 \\0{"} : (tensor<206x168x?x!foo.param<36 f32>, {a = 1 : i64}>, bf16, i24) -> () loc(#loc26)
        %18 = "a.b"() {k$0 = sparse<> : tensor<6xi64>, "quoted key 1" = 1 : i8} : () -> tuple<i32, index> loc(#loc27)
        "foo.bar.baz"(%17#1) {attr1, "quoted key 0" = @"0start"} : (i24) -> () loc(#loc1)
        %19 = "foo.compute"() {_u3, b0 = [#map1, #distinct, "}\F0\9F\99\82}", array<f32: 1.011000e+00>], b1 = dense<[0, -1, 1]> : vector<3xi3>, z92} : () -> complex<ui24> loc(#loc28)
      }, {
        %15:4 = "a.b"(%0#0, %13#1) {_u1 = [], a0 = {b3 = {value0 = 65535 : si17, value1 = array<i8: -1, -1, 0, 0, 1>}, my.k0 = [f16, -1 : si8], "quoted key 2" = "", sym_name1 = #loc49}, b2 = {b1 = array<i64: 0, 1, 236, -1>, k$0 = sparse<2, [0xFF800000, -0.793275177]> : tensor<3xf32>}} : (!foo<"a b">, !my_dialect<"">) -> (vector<16x1x[5]xui24>, memref<3xvector<14x6xi24>, strided<[?]>>, vector<[16]x14xbf16>, vector<16x4xi1>) loc(#loc29)
        %16 = "foo.op"(%15#0, %0#1, %15#0) : (vector<16x1x[5]xui24>, i1, vector<16x1x[5]xui24>) -> i32 loc(#loc32)
      }) : (f8E4M3B11FNUZ) -> () loc(#loc24)
      %14:3 = "foo.bar.baz"() {a2 = 1 : i24, b3 = "\00\09b_\00b\09", x0 = "{#-o @@\00", z91 = 7.034640e+05 : f64} : () -> (si128, memref<?x?x6xvector<[4]xf80>, {kind = "scratch"}>, () -> (none, memref<?xvector<7x13x[9]xf8E8M0FNU>, #map2>)) loc(#loc33)
    }, {
    }) : (i1) -> !x<"abc"> loc(#loc9)
    %9:4 = "foo.compute"(%1) {b0 = @main} : (memref<2x845x?xindex>) -> (complex<f128>, f16, !bar.t, i8) loc(#loc34)
  }, {
    %7 = "foo.compute"() : () -> tensor<5x1x325xi1024> loc(#loc6)
  }) : () -> f8E4M3 loc(#loc7)
  %4 = "x.y"(%1, %0#0, %1) {k$0 = dense<0> : tensor<ui7>} : (memref<2x845x?xindex>, !foo<"a b">, memref<2x845x?xindex>) -> si8 loc(#loc35)
  "a.b"() : () -> () loc(#loc45)
  %5 = "z.nop"(%1, %3) <{attr1 = -1 : i64, attr2 = dense<[-65536, -1]> : vector<2xi17>, foo.k0 = -94544392446498147 : i64, my.k3}> {attr0 = dense<0x80> : tensor<4xf8E5M2FNUZ>, k$1, sym_name2 = array<i1>} : (memref<2x845x?xindex>, f8E4M3) -> bf16 loc(#loc50)
  %6 = "d.op_1"() : () -> index loc(#loc39)
  "bar.yield"(%6, %4, %3) <{}> : (index, si8, f8E4M3) -> () loc(#loc40)
  "foo.bar"() <{a1 = [], k$0 = loc("a.mlir":38:57 to 39:55)}> {k$0 = true} : () -> () loc(#loc41)
}) : () -> () loc(#loc)
#loc = loc("0158.in.mlir":0:0)
#loc1 = loc("name")
#loc2 = loc("dir/with space.c":495:259)
#loc3 = loc("x")
#loc4 = loc("dir/with space.c":44:72 to 46:4)
#loc5 = loc("0158.in.mlir":5:7)
#loc6 = loc(unknown)
#loc7 = loc("0158.in.mlir":7:6)
#loc9 = loc("0158.in.mlir":9:6)
#loc10 = loc("0158.in.mlir":11:11)
#loc11 = loc("0158.in.mlir":12:7)
#loc12 = loc("0158.in.mlir":14:1)
#loc13 = loc("0158.in.mlir":15:18)
#loc14 = loc("with \22q\22")
#loc15 = loc("0158.in.mlir":21:13)
#loc16 = loc("-":0:97)
#loc17 = loc("0158.in.mlir":28:11)
#loc19 = loc("0158.in.mlir":30:7)
#loc20 = loc("a.mlir":354:0)
#loc21 = loc("0158.in.mlir":37:1)
#loc22 = loc("0158.in.mlir":41:16)
#loc23 = loc("0158.in.mlir":42:10)
#loc24 = loc("f":14:47)
#loc25 = loc("src/x.py":16:318)
#loc26 = loc("0158.in.mlir":46:1)
#loc27 = loc("0158.in.mlir":49:7)
#loc28 = loc("0158.in.mlir":52:10)
#loc29 = loc("0158.in.mlir":56:10)
#loc32 = loc("0158.in.mlir":59:7)
#loc33 = loc("src/x.py":11:0)
#loc34 = loc("0158.in.mlir":65:24)
#loc35 = loc("a.mlir":279:454)
#loc36 = loc("":14:66 to :69)
#loc37 = loc("dir/with space.c":404:51)
#loc38 = loc("src/x.py":92:119)
#loc39 = loc("":16:52 to 17:64)
#loc40 = loc("0158.in.mlir":77:1)
#loc41 = loc("0158.in.mlir":79:1)
#loc42 = loc(fused<#foo.m>[#loc3, #loc4])
#loc43 = loc(callsite(#loc3 at #loc6))
#loc45 = loc("callee"(#loc36))
#loc46 = loc("n"(#loc37))
#loc47 = loc(fused<1 : i32>[#loc1, #loc2, #loc42])
#loc48 = loc("callee"(#loc43))
#loc50 = loc(fused[#loc46, #loc38])

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000003119B8BE",
      r.2: "0x040000009E6BD2E7",
      r.1: "0x04000000447E6CF71949229271691A4D82A08EF2F74086CB"
    }
  }
#-}

