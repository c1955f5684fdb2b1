!tuple = tuple<f8E3M4, i8, si64, f64, f6E2M3FN, ui128, f6E3M2FN, index, index, si8, complex<f16>, f16, i16, i17, i24, !x<"x<y>">, none, index, index, ui128, ui16, vector<5xi32>, ui32>
#loc17 = loc("with \22q\22")
#loc18 = loc("-":45:213)
#loc22 = loc("src/x.py":21:2 to :7)
#loc24 = loc("0220.in.mlir":32:57)
#loc25 = loc("0220.in.mlir":32:67)
#loc27 = loc("f":30:31 to :49)
#loc28 = loc("0220.in.mlir":35:67)
#loc29 = loc("0220.in.mlir":35:78)
#loc31 = loc("0220.in.mlir":39:11)
#loc35 = loc("a.mlir":18:65 to 20:62)
#loc37 = loc("0220.in.mlir":50:9)
#loc39 = loc("f":314:146)
#loc43 = loc("0220.in.mlir":58:9)
#map = affine_map<(d0)[s0] -> (-d0 + s0 floordiv 2 + 4, d0 + s0 - 7, d0 - s0 - d0)>
#map1 = affine_map<(d0) -> (0)>
#map2 = affine_map<()[s0] -> ((s0 * 5) mod 2, s0)>
#set = affine_set<(d0, d1)[s0, s1] : (-(d0 + d1 + 3) + 9 >= 0, s1 * 48 >= 0)>
#loc48 = loc("v"(#loc39))
"builtin.module"() <{sym_name = "m48"}> ({
  %0 = "d.op_1"() <{k$0 = dense<[4.468750e+00, 9.999220e+09, -1.187500e+00, 0.000000e+00]> : vector<4xbf16>, z91}> {a2 = [54 : index], "quoted key 1" = ".Xb\00\\{\0A3\10}\00\0A", value0 = "0 \00.\22*6!" : f64, z93} : () -> none loc(#loc49)
  %1 = "a.b"(%0, %0, %0) {a2 = @_priv, value0 = #my.v<abc>, value1 = tuple<f16>} : (none, none, none) -> ui32 loc(#loc3)
  %2:3 = "my_dialect.thing"(%0, %0, %1) {attr0 = @b, b1 = array<f64: 160.987706>} : (none, none, ui32) -> (index, f32, (ui32) -> ()) loc(#loc50)
  %3:2 = "a.b"(%2#0, %2#1) : (index, f32) -> ((memref<?x?xcomplex<f32>>) -> !bar<"">, tensor<3x0x352xf32>) loc(#loc5)
  "a.b"(%2#1, %2#1) <{_u1 = dense<206> : tensor<index>, value0 = []}> : (f32, f32) -> () loc(#loc6)
  %4 = "d.op_1"() {attr0 = #bar<"x<1>">, attr1 = -1 : i32} : () -> f64 loc(#loc7)
  %5:3 = "my_dialect.thing"(%3#1) : (tensor<3x0x352xf32>) -> (memref<19xvector<4xf128>, strided<[1], offset: 13>, "gpu">, i3, (i32, f8E8M0FNU) -> ()) loc(#loc8)
  %6 = "z.nop"(%5#1, %4, %0) <{foo.k0 = 5.629010e+05 : f32}> ({
    %8 = "foo.bar.baz"() {a1 = "#_\09\7Fa/", k$0} : () -> complex<f128> loc(#loc46)
    %9 = "d.op_1"(%5#1, %5#0, %5#2) ({
      "z.nop"(%5#1, %2#1) {k$3 = #map, x0 = -9223372036854775808 : i64, x1 = sparse<[[0, 4, 2], [1, 1, 1], [2, 0, 0], [0, 4, 2]], [-1, -1, -2147483648, -1]> : tensor<3x6x3xi32>, z92 = dense<38> : tensor<index>} : (i3, f32) -> () loc(#loc12)
      "foo.compute"(%3#1, %3#0, %5#1) : (tensor<3x0x352xf32>, (memref<?x?xcomplex<f32>>) -> !bar<"">, i3) -> () loc(#loc13)
      "z.nop"(%5#1, %5#0) <{a2 = index, d.k1 = "", k$3 = 4.951760e+27 : f8E8M0FNU, value0 = #my<"x<1>">}> : (i3, memref<19xvector<4xf128>, strided<[1], offset: 13>, "gpu">) -> () loc(#loc14)
      %24:4 = "z.nop"(%5#1, %5#0, %5#2) <{foo.k0 = true}> : (i3, memref<19xvector<4xf128>, strided<[1], offset: 13>, "gpu">, (i32, f8E8M0FNU) -> ()) -> (i32, tuple<index, bf16>, index, ui128) loc(#loc15)
      "d.op_1"() : () -> () loc(#loc16)
    }) : (i3, memref<19xvector<4xf128>, strided<[1], offset: 13>, "gpu">, (i32, f8E8M0FNU) -> ()) -> vector<8xi128> loc(#loc11)
    %10 = "bar.yield"(%5#2, %9, %3#0) ({
    ^bb0(%arg8: f8E4M3B11FNUZ loc("-":45:213)):
      %19:3 = "d.op_1"(%8, %5#2) ({
        "builtin.module"() ({
          %23 = "foo.bar.baz"() {foo.k0 = f8E4M3FNUZ} : () -> memref<1xf32, strided<[1]>, "shared"> loc(#loc20)
        }) : () -> () loc(#loc19)
      }, {
        %20:3 = "bar.yield"(%arg8, %arg8, %3#1) <{x0}> : (f8E4M3B11FNUZ, f8E4M3B11FNUZ, tensor<3x0x352xf32>) -> (ui1, f16, complex<bf16>) loc(#loc21)
        %21 = "my_dialect.thing"(%3#0, %5#0) <{"quoted key 0" = @"x y"::@s$}> {attr2 = #loc22, d.k0 = 9574714857853 : i64, x1 = ""} : ((memref<?x?xcomplex<f32>>) -> !bar<"">, memref<19xvector<4xf128>, strided<[1], offset: 13>, "gpu">) -> ui17 loc(#loc2)
        %22 = "x.y"() <{b0 = "b@\09\C3\A9}\\\C3\A9", b1}> : () -> !bar.param<<a.b, f32, 45>> loc(#loc23)
      }) : (complex<f128>, (i32, f8E8M0FNU) -> ()) -> (tensor<2xvector<12x10xtf32>>, none, i7) loc(#loc2)
    }, {
    ^bb0(%arg1: tuple<tf32, f64, i17> loc("with \22q\22"), %arg2: f32 loc("0220.in.mlir":32:57), %arg3: f32 loc("0220.in.mlir":32:67)):
      %12 = "x.y"(%arg3) : (f32) -> memref<?xcomplex<f64>> loc(#loc26)
      "my_dialect.thing"(%5#1, %arg3, %3#1) ({
      ^bb0(%arg5: tuple<ui1, complex<f64>> loc("f":30:31 to :49), %arg6: tf32 loc("0220.in.mlir":35:67), %arg7: i8 loc("0220.in.mlir":35:78)):
        "x.y"(%1) : (ui32) -> () loc(#loc47)
        %18 = "bar.yield"() : () -> f8E3M4 loc(#loc30)
      }, {
      ^bb0(%arg4: memref<4x?xi1024, "gpu"> loc("0220.in.mlir":39:11)):
      }) : (i3, f32, tensor<3x0x352xf32>) -> () loc(#loc2)
      %13 = "z.nop"() {foo.k0, k$1, k$3 = #bar.v<<-5,a.b> , {"x y"} , a.b>, "quoted key 2" = -1.972000e+02 : f32} : () -> i24 loc(#loc2)
      %14 = "my_dialect.thing"(%arg3, %2#2, %5#0) : (f32, (ui32) -> (), memref<19xvector<4xf128>, strided<[1], offset: 13>, "gpu">) -> tuple<bf16> loc(#loc32)
      "foo.bar.baz"(%arg3) {_u1 = sparse<1, -2147483648> : tensor<4x2xi32>, attr2 = @"x y"::@main, x0 = {k$0 = {d.k0 = dense<"0xFDFFFFFF0000000001000000FFFFFFFF010000005F2FF2FFAAE5A9C0FFFFFF7FFFFFFFFF01000000D4303C00D094DDFFFFFFFFFFE3000000CECDFFFF0000000001000000FFFFFF7FFFFFFFFFFFFFFF7FFFFFFFFFFFFFFFFFFFFFFF7FC8790000FFFFFFFF01000000FFFFFFFF070000000000008000000000FFFFFF7F00000000FFFFFF7F01000000FFFFFFFFFFFFFFFF010000000100000000000000010000000100000001000000633DFDFFFBFFFFFF2A000000FFFFFFFFDBFFFFFF00000080000000000000008001000000000000800400000000000000FFFFFFFFC06A04000000000001000000FFFFFFFF00000080FFFFFFFFAC00000000000000E4FFFFFF0000008000000000150000000000000000000080E3CA1917FFFFFFFF05000000FFFFFFFF000000809D030000FFFFFFFF38000000C91F9EFE00000080FFFFFFFF0100000000000080010000000500000000000000C9BAFFFF000000800E5A000001000000010000004F43FFFF0600000028000000FFFFFFFFFFFFFF7F09000000E845E8FEFFFFFF7F0000000001000000F800000001000000CCFEFFFF0000008003000000FFFFFFFF0F000000FFFFFF7F00000080FFFFFF7F00000000FCFFFFFF01000000FFFFFFFF0000008000000000FFFFFFFF0000000019E71E033F42CB07000000800000008001000000D772D4D8C3630500"> : tensor<125xsi32>, my.k1}}} : (f32) -> () loc(#loc33)
      "foo.br"(%arg3)[^bb1, ^bb3] : (f32) -> () loc(#loc34)
    ^bb1(%15: si32 loc("a.mlir":18:65 to 20:62)):  // 3 preds: ^bb0, ^bb1, ^bb2
      "x.switch"()[^bb2, ^bb1] : () -> () loc(#loc36)
    ^bb2:  // pred: ^bb1
      "a.jump"(%14, %13)[^bb3, ^bb1] : (tuple<bf16>, i24) -> () loc(#loc2)
    ^bb3(%16: index loc("0220.in.mlir":50:9)):  // 2 preds: ^bb0, ^bb2
      %17:2 = "x.y"(%16, %arg2, %1) {my.k0 = #loc48, value1 = dense<0.000000e+00> : tensor<2x2xf4E2M1FN>} : (index, f32, ui32) -> (si17, memref<18x?x8xf16, strided<[17, ?, 1]>, "gpu">) loc(#loc38)
    }) {_u1 = #set, attr0 = #map1, sym_name2 = -1 : i64} : ((i32, f8E8M0FNU) -> (), vector<8xi128>, (memref<?x?xcomplex<f32>>) -> !bar<"">) -> memref<*xvector<[11]x[11]x16xf80>> loc(#loc17)
    "x.y"(%2#0) : (index) -> () loc(#loc40)
    %11:4 = "z.nop"(%3#1, %4, %5#2) {z90 = #map2} : (tensor<3x0x352xf32>, f64, (i32, f8E8M0FNU) -> ()) -> (memref<456x?x56xf16, {kind = "scratch"}>, !tuple, tensor<1xf32>, vector<[8]x[3]xtf32>) loc(#loc41)
  }, {
    %7 = "bar.yield"(%2#1) {a2, d.k1, x3 = sparse<[[0, 3], [2, 1], [1, 4]], [-9.929680e+00, 0.000000e+00, 3.565000e+02]> : tensor<3x5xf16>, z90 = [83, distinct[0]<>]} : (f32) -> vector<3x9x15xf8E5M2> loc(#loc42)
  }, {
  ^bb0(%arg0: complex<bf16> loc("0220.in.mlir":58:9)):
  }) : (i3, f64, none) -> f32 loc(#loc9)
}) {foo.module_attr = "a\C3\A90b"} : () -> () loc(#loc)
#loc = loc("0220.in.mlir":1:1)
#loc1 = loc("src/x.py":46:16 to :22)
#loc2 = loc(unknown)
#loc3 = loc("f":12:275)
#loc4 = loc("dir/with space.c":482:486)
#loc5 = loc("0220.in.mlir":5:15)
#loc6 = loc("0220.in.mlir":6:3)
#loc7 = loc("0220.in.mlir":7:9)
#loc8 = loc("-":4294967295:100)
#loc9 = loc("-":0:474)
#loc10 = loc("-":0:323)
#loc11 = loc("f":426:250)
#loc12 = loc("0220.in.mlir":14:7)
#loc13 = loc("0220.in.mlir":15:7)
#loc14 = loc("f":21:52 to 23:24)
#loc15 = loc("dir/with space.c":7:49 to 8:2)
#loc16 = loc("0220.in.mlir":18:7)
#loc19 = loc("-":0:396)
#loc20 = loc("dir/with space.c":498:416)
#loc21 = loc("0220.in.mlir":27:27)
#loc23 = loc("0220.in.mlir":29:19)
#loc26 = loc("0220.in.mlir":33:14)
#loc30 = loc("0220.in.mlir":37:18)
#loc32 = loc("0220.in.mlir":42:14)
#loc33 = loc("0220.in.mlir":43:7)
#loc34 = loc("0220.in.mlir":44:7)
#loc36 = loc("f":22:37 to 23:26)
#loc38 = loc("x")
#loc40 = loc("0220.in.mlir":53:5)
#loc41 = loc("0220.in.mlir":54:14)
#loc42 = loc("dir/with space.c":26:35 to 27:33)
#loc44 = loc("n"(#loc1))
#loc45 = loc("n"(#loc4))
#loc46 = loc("callee"(#loc10))
#loc47 = loc(fused<#foo.m>[#loc2])
#loc49 = loc(callsite(#loc44 at #loc2))
#loc50 = loc(fused<7 : i32>[#loc45])

