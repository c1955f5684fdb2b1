#loc1 = loc(unknown)
#loc7 = loc("0194.in.mlir":23:8)
#loc8 = loc("a.mlir":332:0)
#loc9 = loc("0194.in.mlir":23:49)
#loc20 = loc("a.mlir":62:0)
#loc23 = loc("0194.in.mlir":50:5)
#loc26 = loc("0194.in.mlir":53:9)
#loc31 = loc("src/x.py":468:157)
#map = affine_map<(d0, d1)[s0] -> ((d0 floordiv 6) * s0)>
#map1 = affine_map<(d0, d1, d2)[s0] -> ()>
#set = affine_set<(d0)[s0, s1] : (s0 >= 0)>
#loc43 = loc(fused<#foo.m>[#loc1])
"builtin.module"() ({
  %0 = "foo.op"() <{my.k0 = distinct[0]<>}> : () -> complex<f64> loc(#loc1)
  %1:2 = "foo.compute"(%0, %0) : (complex<f64>, complex<f64>) -> (memref<2xf16>, !x<"">) loc(#loc38)
  "foo.bar"(%1#0, %0, %1#0) : (memref<2xf16>, complex<f64>, memref<2xf16>) -> () loc(#loc39)
  %2:3 = "foo.op"(%1#0, %0, %1#1) ({
  ^bb0(%arg0: i64 loc("0194.in.mlir":23:8), %arg1: f32 loc("a.mlir":332:0), %arg2: index loc("0194.in.mlir":23:49)):
    "foo.op"() <{b0 = dense<(42,-76)> : tensor<4x4x1xcomplex<i32>>, value1}> : () -> () loc(#loc10)
    "foo.op"(%arg0, %arg0) {x0} : (i64, i64) -> () loc(#loc11)
    "foo.bar"(%1#1, %arg1) ({
      "foo.bar"(%0, %1#1, %arg1) {k$0 = dense<18446744073709551615> : tensor<1x4x2xui64>} : (complex<f64>, !x<"">, f32) -> () loc(#loc13)
      "foo.op"(%1#1, %1#1, %arg0) {value0 = array<i8>} : (!x<"">, !x<"">, i64) -> () loc(#loc14)
      %12:3 = "foo.op"(%arg0, %arg2) : (i64, index) -> (none, f8E8M0FNU, tuple<ui7, index, ui24, ui1>) loc(#loc15)
      %13 = "foo.bar"(%0, %0, %arg1) : (complex<f64>, complex<f64>, f32) -> tuple<si1024> loc(#loc16)
      "foo.bar"() ({
      }, {
        %19:3 = "d.op_1"(%12#0) : (none) -> (tensor<1x766xi17>, (memref<35xindex, strided<[1], offset: ?>>) -> (), f32) loc(#loc18)
        %20 = "foo.op"() : () -> tuple<ui7, index, ui24, ui1> loc(#loc19)
        "bar.yield"(%arg1, %19#0) <{_u0 = @f_1::@"0start"::@c, a1 = si16, foo.k2}> : (f32, tensor<1x766xi17>) -> () loc(#loc1)
        %21 = "z.nop"(%20, %19#2) {_u2 = #loc20, attr3 = -1 : i32, b0, "quoted key 1" = #map} : (tuple<ui7, index, ui24, ui1>, f32) -> tensor<0x?x2xf80> loc(#loc1)
        %22 = "z.nop"(%19#2, %19#1) : (f32, (memref<35xindex, strided<[1], offset: ?>>) -> ()) -> f8E4M3B11FNUZ loc(#loc46)
      }) : () -> () loc(#loc45)
      "a.jump"(%0)[^bb1] {_u3 = -1 : i32, k$1, my.k0 = false, z92 = {sym_name1 = 2.335350e+05 : f32, sym_name2 = -128 : i8, x0 = dense<[5.500000e+00, 0x80, 5.000000e-01]> : tensor<3xf8E4M3B11FNUZ>}} : (complex<f64>) -> () loc(#loc17)
    ^bb1(%14: tuple<index, si16, bf16, i1> loc("0194.in.mlir":50:5), %15: memref<2xvector<13xi64>> loc(fused<#foo.m>[#loc1])):  // 2 preds: ^bb0, ^bb1
      "d.op_1"(%15, %1#0, %12#2) {_u0 = 0 : ui128, attr2 = @f_1::@"0start"::@c, sym_name1 = -99224068 : i64} : (memref<2xvector<13xi64>>, memref<2xf16>, tuple<ui7, index, ui24, ui1>) -> () loc(#loc24)
      "cfx.cond_br"()[^bb2, ^bb1] : () -> () loc(#loc25)
    ^bb2(%16: memref<2xsi16, 2> loc("0194.in.mlir":53:9)):  // 3 preds: ^bb1, ^bb2, ^bb3
      %17:2 = "a.b"(%12#1) <{a1 = 0.000000e+00 : f8E4M3, my.k0 = "\00\22'X"}> : (f8E8M0FNU) -> (vector<3x[12]x15xf8E4M3B11FNUZ>, f64) loc(#loc27)
      %18:3 = "z.nop"(%13, %16) <{k$0 = dense<8.125000e-01> : tensor<f16>, "quoted key 2" = @main, sym_name3, x1 = {}}> {"quoted key 1" = "\\z/{\\\22{\\{#", value0 = {d.k0 = vector<5x13x[10]xindex>, d.k2 = #map1, value1 = -1 : i64}} : (tuple<si1024>, memref<2xsi16, 2>) -> (tuple<vector<14x16x[1]xi1024>>, tuple<>, si32) loc(#loc28)
      "cfx.cond_br"(%arg1, %18#0, %18#1)[^bb3, ^bb2] : (f32, tuple<vector<14x16x[1]xi1024>>, tuple<>) -> () loc(#loc29)
    ^bb3:  // pred: ^bb2
      "foo.br"(%12#0, %13, %1#1)[^bb2] {value0 = -1 : i32} : (none, tuple<si1024>, !x<"">) -> () loc(#loc30)
    }) : (!x<"">, f32) -> () loc(#loc12)
  }, {
  }) {foo.k1 = array<i8: 0, 0, -128>, "quoted key 2" = #loc31, x0 = "<'{}0*\C3\A9'/}%\0A"} : (memref<2xf16>, complex<f64>, !x<"">) -> (i32, complex<tf32>, tuple<ui7, index, ui24, ui1>) loc(#loc6)
  "d.op_1"(%1#1) <{_u3 = affine_set<(d0, d1)[s0] : (-s0 + 4 >= 0, (-d0 + 1) mod 7 == 0, -d1 >= 0)>, k$0 = "a\E6\97\A5\E6\9C\AC", my.k2 = [-2.500000e-01 : f8E8M0FNU, @f_1::@"0start"::@c], sym_name1 = affine_set<(d0, d1) : (-d0 + 3 == 0, -(d1 floordiv 6) >= 0)>}> ({
    %6 = "x.y"(%1#1) {"quoted key 0" = [0x78 : f8E4M3, {a0 = 50 : index, a3 = tuple<ui7, index, ui24, ui1>, sym_name1 = false, z92 = "#!\00*z\\0"}], "quoted key 1" = "@_" : f8E4M3, z92 = @c::@"0start"::@s$} : (!x<"">) -> vector<7x14x[14]xf32> loc(#loc1)
    %7:3 = "d.op_1"(%2#1, %2#0) ({
      %10:3 = "x.y"(%6) : (vector<7x14x[14]xf32>) -> (complex<ui3>, memref<?x?x54xcomplex<bf16>, "gpu">, (vector<16x[1]xbf16>, index, memref<*xf8E5M2FNUZ, {kind = "scratch"}>) -> ()) loc(#loc33)
      %11:4 = "foo.compute"(%2#0, %2#1, %2#1) : (i32, complex<tf32>, complex<tf32>) -> (tuple<ui7, index, ui24, ui1>, tuple<ui7, index, ui24, ui1>, vector<ui7>, f8E5M2) loc(#loc1)
    }) : (complex<tf32>, i32) -> (tensor<?x?x?x6xf16>, index, tuple<i64, bf16, i1024, f8E4M3FNUZ>) loc(#loc1)
    %8 = "my_dialect.thing"(%7#2) <{"quoted key 0" = affine_map<(d0) -> (d0 * -5, d0 * 4)>}> {foo.k0 = 4.948570e+04 : f64, my.k1 = dense<[(50,-64), (70,-71), (35,-9), (50,-56)]> : tensor<4xcomplex<i32>>} : (tuple<i64, bf16, i1024, f8E4M3FNUZ>) -> tuple<ui7, index, ui24, ui1> loc(#loc34)
    %9:2 = "d.op_1"(%1#1) {b2 = [1], value0 = @c, x1 = [9.907200e+05 : tf32, @f_1::@"0start"::@c]} : (!x<"">) -> (memref<?xsi8>, tensor<?x5x6x3xvector<[14]xui32>>) loc(#loc35)
  }) {_u0 = #set, _u2, k$1 = "\F0\9F\99\82'X<0'", x3 = dense_resource<res_0> : tensor<3xi64>} : (!x<"">) -> () loc(#loc32)
  %3 = "foo.bar.baz"(%1#1) {"quoted key 1" = 0.000000e+00 : f8E4M3, z90 = #foo<"x<1>">} : (!x<"">) -> memref<*xf32, {kind = "scratch"}> loc(#loc36)
  %4 = "my_dialect.thing"(%2#2, %3, %2#1) {_u1 = "\09" : i24, value0 = #my.a<<<59, true> <-0>> , true>} : (tuple<ui7, index, ui24, ui1>, memref<*xf32, {kind = "scratch"}>, complex<tf32>) -> vector<8xui17> loc(#loc37)
  %5 = "my_dialect.thing"(%3, %0, %4) {attr2 = @c::@main, b1, k$0 = dense<[[[-2147483648, 1224103601, -1], [-2147483648, -222943, 60887], [-1, 1, 0]], [[-56496139, 1, -2147483648], [1, 80384952, -2147483648], [201, -1, 0]], [[25, 12, -1], [-1, -3760270, -1], [-1, -2147483648, -2147483648]], [[-1, -1, 7], [-2147483648, -120, -2147483648], [-1, -2147483648, 5]]]> : tensor<4x3x3xi32>} : (memref<*xf32, {kind = "scratch"}>, complex<f64>, vector<8xui17>) -> memref<3x4xf6E3M2FN> loc(#loc44)
}) : () -> () loc(#loc)
#loc = loc("0194.in.mlir":0:0)
#loc2 = loc("a.mlir":23:0)
#loc3 = loc("f":429:158)
#loc4 = loc("a.mlir":24:26 to :34)
#loc5 = loc("f":137:401)
#loc6 = loc("0194.in.mlir":22:9)
#loc10 = loc("name")
#loc11 = loc("0194.in.mlir":27:2)
#loc12 = loc("-":425:419)
#loc13 = loc("dir/with space.c":44:24 to 46:33)
#loc14 = loc("x")
#loc15 = loc("0194.in.mlir":32:11)
#loc16 = loc("src/x.py":118:290)
#loc17 = loc("with \22q\22")
#loc18 = loc("0194.in.mlir":39:19)
#loc19 = loc("0194.in.mlir":40:10)
#loc21 = loc("f":333:249)
#loc22 = loc("a.mlir":15:169)
#loc24 = loc("0194.in.mlir":51:3)
#loc25 = loc("f":185:0)
#loc27 = loc("0194.in.mlir":54:12)
#loc28 = loc("0194.in.mlir":55:18)
#loc29 = loc("0194.in.mlir":58:3)
#loc30 = loc("0194.in.mlir":61:3)
#loc32 = loc("0194.in.mlir":67:1)
#loc33 = loc("0194.in.mlir":74:11)
#loc34 = loc("f":97:361)
#loc35 = loc("-":4294967295:0)
#loc36 = loc("0194.in.mlir":84:8)
#loc37 = loc("src/x.py":19:61 to 22:4)
#loc38 = loc(fused[#loc2, #loc3, #loc4])
#loc39 = loc("n"(#loc5))
#loc40 = loc(fused[#loc17, #loc10])
#loc41 = loc(fused<5 : i32>[#loc21, #loc22])
#loc42 = loc(callsite(#loc14 at #loc10))
#loc44 = loc("callee"(#loc17))
#loc45 = loc("v"(#loc40))
#loc46 = loc(callsite(#loc41 at #loc42))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x080000006458BAB88B52167712D0C7554E391CA87DDE0D3B0CCAB0A5"
    }
  }
#-}

