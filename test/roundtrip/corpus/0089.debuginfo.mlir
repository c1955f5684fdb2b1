#loc3 = loc("-":389:0)
#loc4 = loc("f":6:62 to 8:50)
#loc5 = loc("f":4:33 to :40)
#loc6 = loc("op.1")
#loc11 = loc(unknown)
#loc16 = loc("0089.in.mlir":26:10)
#loc17 = loc("a.mlir":15:43 to 18:16)
#loc18 = loc("dir/with space.c":271:26)
#loc25 = loc("dir/with space.c":306:131)
#loc30 = loc("a.mlir":225:388)
#loc31 = loc("":12:60 to 13:6)
#loc36 = loc("dir/with space.c":152:4294967295)
#loc42 = loc("0089.in.mlir":51:9)
#loc43 = loc("0089.in.mlir":51:23)
#loc44 = loc("0089.in.mlir":51:47)
#map = affine_map<(d0)[s0, s1] -> (0, 0)>
#map1 = affine_map<(d0, d1)[s0, s1] -> (-1, d0 floordiv 6)>
#map2 = affine_map<(d0, d1, d2) -> ((d1 floordiv 5) * 8, (-d0) mod 8, 2)>
#map3 = affine_map<(d0, d1, d2)[s0, s1] -> (s0, 9, d0 - d1 * 5)>
#loc55 = loc("callee"(#loc4))
#loc58 = loc(callsite(#loc30 at #loc31))
#loc61 = loc(fused[#loc3, #loc55])
"builtin.module"() ({
  %0 = "a.b"() ({
  }) : () -> i3 loc(#loc1)
  %1 = "foo.op"(%0, %0, %0) ({
  ^bb0(%arg0: complex<f128> loc(fused[#loc3, #loc55]), %arg1: tuple<> loc("f":4:33 to :40), %arg2: memref<161x2x122xvector<15xf128>> loc("op.1")):
    "d.op_1"(%arg0) ({
      "z.nop"() : () -> () loc(#loc8)
      %34:3 = "foo.op"(%0, %0) : (i3, i3) -> (si8, si1, memref<45xsi8, "gpu">) loc(#loc9)
      %35:4 = "foo.compute"() <{a1 = [{attr2 = "__N", foo.k1 = -18960767542051 : i64, k$0 = @"x y", x3 = sparse<[[2, 2, 0]], 1> : tensor<3x3x3xi32>}, dense_resource<res_0> : tensor<6xi8>], my.k0 = none, "quoted key 2" = #bar.p<-1>}> : () -> (ui17, f64, f8E4M3FNUZ, si1) loc(#loc10)
    }, {
      %6 = "x.y"(%0, %arg0) <{}> : (i3, complex<f128>) -> ((f8E8M0FNU, !x<"x<y>">) -> i1) loc(#loc11)
      %7:3 = "foo.compute"(%arg2, %arg0, %arg2) ({
        "cfx.cond_br"(%arg0, %6)[^bb1] {a1 = dense_resource<weights1> : tensor<3xf64>, sym_name0 = #map, z92 = 46.998890000000003 : f64} : (complex<f128>, (f8E8M0FNU, !x<"x<y>">) -> i1) -> () loc(#loc12)
      ^bb1:  // pred: ^bb0
        "foo.br"()[^bb2, ^bb3] : () -> () loc(#loc13)
      ^bb2:  // pred: ^bb1
        %26:4 = "a.b"(%arg2, %6) : (memref<161x2x122xvector<15xf128>>, (f8E8M0FNU, !x<"x<y>">) -> i1) -> (f32, f64, si24, f16) loc(#loc14)
        %27 = "foo.bar"(%0, %26#3, %26#1) : (i3, f16, f64) -> complex<bf16> loc(#loc15)
        %28:4 = "foo.op"(%26#0, %27, %26#3) : (f32, complex<bf16>, f16) -> (tensor<*xbf16>, memref<3x5x763xf16, {kind = "scratch"}>, tensor<429x?x666x103xf32>, tensor<?xf8E5M2FNUZ>) loc(#loc10)
        %29:3 = "d.op_1"(%28#0) : (tensor<*xbf16>) -> (f8E5M2FNUZ, f64, f64) loc(#loc10)
        "cfx.cond_br"()[^bb3] {sym_name0 = [[dense_resource<blob2> : tensor<5xf64>, 1.17383999999999996004E-15 : f80], true]} : () -> () loc(#loc6)
      ^bb3(%30: bf16 loc("0089.in.mlir":26:10), %31: si64 loc("a.mlir":15:43 to 18:16), %32: i64 loc("dir/with space.c":271:26)):  // 2 preds: ^bb1, ^bb2
        %33 = "a.b"() {k$0 = #loc11} : () -> (() -> si1) loc(#loc19)
      }, {
      }) : (memref<161x2x122xvector<15xf128>>, complex<f128>, memref<161x2x122xvector<15xf128>>) -> (memref<*xvector<11x6xbf16>, 5>, tensor<852x55x!bar<"a b">>, ui1) loc(#loc10)
      %8 = "a.b"(%6, %7#2) ({
        %25 = "a.b"(%6, %arg1, %6) : ((f8E8M0FNU, !x<"x<y>">) -> i1, tuple<>, (f8E8M0FNU, !x<"x<y>">) -> i1) -> i64 loc(#loc21)
        "a.b"(%25, %25) <{b2 = [], sym_name0 = true, x1 = dense_resource<blob3> : tensor<6xi32>}> : (i64, i64) -> () loc(#loc22)
      }) : ((f8E8M0FNU, !x<"x<y>">) -> i1, ui1) -> tuple<> loc(#loc20)
      %9 = "a.b"(%7#2) ({
        "cfx.cond_br"(%8)[^bb1] <{a1 = affine_map<(d0) -> (d0, d0 ceildiv 2)>, my.k0, "quoted key 2"}> {b1 = #x.a<[84, [-4, -1]] , <abc , {"x y"}> , ?>, sym_name0 = memref<2x?xi1024, strided<[?, 1], offset: ?>>} : (tuple<>) -> () loc(#loc7)
      ^bb1:  // pred: ^bb0
        %13 = "bar.yield"() {_u2 = #loc25, a0 = array<i64: -1>, "quoted key 1" = [dense<0> : vector<3xui32>, index, "\0A\\-", "\09\F0\9F\99\82"], value3 = #map1} : () -> vector<16x2x9xui32> loc(#loc24)
        %14:2 = "d.op_1"(%7#0, %13, %arg2) {attr1 = #bar.a<?>, sym_name0 = 1 : i8} : (memref<*xvector<11x6xbf16>, 5>, vector<16x2x9xui32>, memref<161x2x122xvector<15xf128>>) -> (f64, si3) loc(#loc56)
        %15 = "bar.yield"(%0) : (i3) -> f64 loc(#loc28)
        %16 = "foo.bar.baz"(%15, %14#0) {_u0 = [1 : i8, 288, [0x7FFF : bf16, #loc58], false], foo.k2 = true, k$1 = #x.a} : (f64, f64) -> i24 loc(#loc57)
        "a.jump"(%8, %arg2)[^bb2] : (tuple<>, memref<161x2x122xvector<15xf128>>) -> () loc(#loc32)
      ^bb2:  // pred: ^bb1
        "z.nop"(%7#2, %8) : (ui1, tuple<>) -> () loc(#loc33)
        %17 = "bar.yield"(%arg2, %arg1, %7#2) {d.k1 = dense_resource<res_4> : tensor<3xi8>, foo.k0 = "*<\09", sym_name2 = dense<-9223372036854775808> : tensor<4xi64>} : (memref<161x2x122xvector<15xf128>>, tuple<>, ui1) -> !x.t loc(#loc34)
        %18:4 = "foo.bar.baz"() {attr0, b2 = #loc36, z91 = true} : () -> (memref<*xf16>, memref<45x?xf128, strided<[35, 51], offset: 2>, "local mem">, (f16, vector<4x[16]xi128>) -> !my_dialect.v<? , 87 , f32>, memref<?x4x4xvector<[4]x[12]x10xf8E8M0FNU>, #map2>) loc(#loc35)
        %19 = "x.y"(%18#3, %18#1, %18#2) {foo.k0 = #loc6} : (memref<?x4x4xvector<[4]x[12]x10xf8E8M0FNU>, #map2>, memref<45x?xf128, strided<[35, 51], offset: 2>, "local mem">, (f16, vector<4x[16]xi128>) -> !my_dialect.v<? , 87 , f32>) -> i8 loc(#loc62)
        %20 = "a.b"(%0, %18#3, %18#3) {b1, foo.k3 = sparse<[[1, 1, 0], [1, 4, 2], [1, 1, 2]], [-2147483648, -4, -3]> : tensor<4x5x3xi32>, k$0 = dense<[[[-8.480000e+02, -1.551600e+33, 1.000000e+02, -9.480000e+02], [5.488640e+05, 1.510650e-33, 7.968750e-01, 9.969200e+37]], [[6.484380e-01, 9.999220e+09, 9.187500e+00, 9.984020e-31], [5.520000e+02, 4.377800e+07, 7.798780e+06, 1.521180e+31]], [[6.021020e+23, 2.000000e+00, 1.001360e-05, -5.799940e+06], [5.468750e+00, 5.085590e+07, 1.088310e+37, 2.410130e+15]]]> : tensor<3x2x4xbf16>, k$2 = 11 : ui32} : (i3, memref<?x4x4xvector<[4]x[12]x10xf8E8M0FNU>, #map2>, memref<?x4x4xvector<[4]x[12]x10xf8E8M0FNU>, #map2>) -> vector<3xui64> loc(#loc40)
        "cfx.cond_br"(%18#2, %18#2)[^bb3] : ((f16, vector<4x[16]xi128>) -> !my_dialect.v<? , 87 , f32>, (f16, vector<4x[16]xi128>) -> !my_dialect.v<? , 87 , f32>) -> () loc(#loc41)
      ^bb3(%21: i128 loc("0089.in.mlir":51:9), %22: vector<16x8xi24> loc("0089.in.mlir":51:23), %23: f8E4M3B11FNUZ loc("0089.in.mlir":51:47)):  // pred: ^bb2
        %24:4 = "x.y"(%8) : (tuple<>) -> (!bar.t, tensor<1x32x2xi24, #foo.enc>, f80, f64) loc(#loc45)
      }) {a1, attr0 = true, d.k3 = false, my.k2 = #bar.v<[-5, true],43>} : (ui1) -> complex<f16> loc(#loc23)
      %10 = "bar.yield"(%6, %9) ({
        %12 = "foo.bar.baz"() {attr0 = 2.7182818284590451 : f64, attr1 = 0.82938719999999999 : f64, foo.k2 = [dense<[[[-5.625850e-02], [6.550400e+04], [6.142000e+00], [5.000000e-01]], [[1.3646366957921093E-87], [1.000000e+02], [0x7FF0000000000000], [-2.413550e+05]]]> : tensor<2x4x1xf64>]} : () -> ((vector<ui1024>) -> ()) loc(#loc47)
      }) : ((f8E8M0FNU, !x<"x<y>">) -> i1, complex<f16>) -> index loc(#loc46)
      %11 = "foo.bar"(%10, %arg0) : (index, complex<f128>) -> tuple<index, si7, i64, i1> loc(#loc60)
    }, {
    }) {b2 = {a0 = @s$, b1 = 1.999510e-01 : f16}, my.k1, value0} : (complex<f128>) -> () loc(#loc7)
    %3 = "foo.compute"(%arg2) : (memref<161x2x122xvector<15xf128>>) -> vector<3x9xi8> loc(#loc48)
    %4 = "bar.yield"() : () -> ((memref<?x?x3xi1>, f16, none) -> memref<5xvector<6x2x[6]xf6E2M3FN>>) loc(#loc49)
    "d.op_1"(%arg1, %arg2) {attr2 = #map3, b0 = "" : ui64, my.k1 = #foo<"a b">, value3} : (tuple<>, memref<161x2x122xvector<15xf128>>) -> () loc(#loc50)
    %5:3 = "foo.bar"(%0, %0, %0) : (i3, i3, i3) -> (vector<3x9xi8>, memref<4x?xcomplex<si1024>>, i8) loc(#loc51)
    "x.y"() {x0 = 6.717440e+05 : bf16} : () -> () loc(#loc52)
  }) {attr1, d.k2 = [sparse<[[0, 1, 4]], -128> : tensor<3x3x5xi8>], k$0 = 0 : si17} : (i3, i3, i3) -> tensor<*xf16> loc(#loc2)
  %2 = "bar.yield"(%0) {b0 = @f_1, x1 = 0x7C : f8E5M2, z92 = array<i16: 0, 3>} : (i3) -> f4E2M1FN loc(#loc53)
  "a.b"(%0, %0, %1) {_u1 = array<i16: 4, 0, 1, -1>, a0 = #my<"x<1>">} : (i3, i3, tensor<*xf16>) -> () loc(#loc54)
}) : () -> () loc(#loc)
#loc = loc("0089.in.mlir":0:0)
#loc1 = loc("0089.in.mlir":6:7)
#loc2 = loc("0089.in.mlir":8:7)
#loc7 = loc("f":28:1 to :2)
#loc8 = loc("0089.in.mlir":11:5)
#loc9 = loc("0089.in.mlir":12:12)
#loc10 = loc("with \22q\22")
#loc12 = loc("0089.in.mlir":17:7)
#loc13 = loc("dir/with space.c":6:61 to :68)
#loc14 = loc("0089.in.mlir":21:21)
#loc15 = loc("0089.in.mlir":22:14)
#loc19 = loc("0089.in.mlir":27:14)
#loc20 = loc("0089.in.mlir":30:14)
#loc21 = loc("0089.in.mlir":32:18)
#loc22 = loc("0089.in.mlir":33:7)
#loc23 = loc("0089.in.mlir":35:11)
#loc24 = loc("-":171:266)
#loc26 = loc("a.mlir":81:0)
#loc27 = loc("src/x.py":214:331)
#loc28 = loc("0089.in.mlir":41:18)
#loc29 = loc("a.mlir":469:4294967295)
#loc32 = loc("":9:54 to :57)
#loc33 = loc("dir/with space.c":15:76 to :78)
#loc34 = loc("0089.in.mlir":46:18)
#loc35 = loc("0089.in.mlir":47:16)
#loc37 = loc("src/x.py":42:78 to 45:65)
#loc38 = loc("f":129:85)
#loc39 = loc("src/x.py":7:26 to 8:25)
#loc40 = loc("a.mlir":49:58 to :67)
#loc41 = loc("0089.in.mlir":50:7)
#loc45 = loc("0089.in.mlir":52:26)
#loc46 = loc("0089.in.mlir":54:11)
#loc47 = loc("0089.in.mlir":56:13)
#loc48 = loc("f":266:452)
#loc49 = loc("dir/with space.c":44:21 to :22)
#loc50 = loc("0089.in.mlir":64:3)
#loc51 = loc("-":399:457)
#loc52 = loc("0089.in.mlir":66:3)
#loc53 = loc("0089.in.mlir":68:7)
#loc54 = loc("0089.in.mlir":69:1)
#loc56 = loc(callsite(#loc26 at #loc27))
#loc57 = loc(fused[#loc10, #loc29])
#loc59 = loc(callsite(#loc37 at #loc38))
#loc60 = loc(fused<"meta">[#loc11])
#loc62 = loc(callsite(#loc59 at #loc39))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000B946F679C9A3",
      weights1: "0x08000000976F06276716ABEA8CA64D238B5FA6A936F77773F98E0376",
      blob2: "0x08000000465C324208B6B7E81F78690D2BE41E99AB2E803088E84313BCF655201EA265924489ACD5DCC85C2E",
      blob3: "0x04000000F3BE0C7695397D3DE425D8825A7FFA3E71DA3EC460754D0D",
      res_4: "0x04000000EE884A"
    }
  }
#-}

