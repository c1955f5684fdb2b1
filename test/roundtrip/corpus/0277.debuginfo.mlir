#distinct = distinct[0]<#x<"abc">>
#loc9 = loc("src/x.py":448:482)
#loc10 = loc("":42:0)
#loc11 = loc("op.1")
#loc13 = loc("0277.in.mlir":13:18)
#loc22 = loc(unknown)
#loc23 = loc("f":305:24)
#loc24 = loc("0277.in.mlir":26:71)
#loc26 = loc("0277.in.mlir":31:20)
#loc27 = loc("0277.in.mlir":31:39)
#loc28 = loc("0277.in.mlir":31:66)
#loc30 = loc("a.mlir":4294967295:39)
#loc31 = loc("f":15:22 to :29)
#loc32 = loc("f":21:23 to :35)
#loc34 = loc("0277.in.mlir":38:37)
#loc35 = loc("f":38:0)
#loc39 = loc("0277.in.mlir":46:8)
#loc40 = loc("a.mlir":45:53 to 47:26)
#loc41 = loc("0277.in.mlir":50:11)
#map = affine_map<(d0, d1) -> (-(d1 mod 2))>
#map1 = affine_map<(d0)[s0, s1] -> ((s1 * 7) mod 3, d0)>
#map2 = affine_map<(d0) -> ()>
#loc45 = loc(callsite(#loc22 at #loc23))
#loc46 = loc(callsite(#loc31 at #loc22))
#loc47 = loc("n"(#loc45))
"builtin.module"() ({
  %0:3 = "x.y"() {a0 = {attr1, "quoted key 0" = 1.000000e+00 : f8E4M3B11FNUZ}, x1} : () -> (f32, !bar.v<abc,[{?, f32},-1,{-7 , a.b , a.b}]>, tensor<f8E8M0FNU>) loc(#loc1)
  %1 = "foo.bar"(%0#0) ({
    %4 = "d.op_1"() {_u1 = 6.0221407599999999E+23 : f64, x0 = false, z92} : () -> f16 loc(#loc3)
    %5 = "a.b"(%0#2, %4) : (tensor<f8E8M0FNU>, f16) -> memref<1xsi32, strided<[?]>> loc(#loc43)
    %6 = "z.nop"(%4, %0#2) <{attr0 = sparse<0, [2.000000e-01, -1.990109E+17]> : tensor<2xf32>, my.k1 = array<i1: false, true, true, true, true>}> : (f16, tensor<f8E8M0FNU>) -> i8 loc(#loc5)
    %7 = "foo.bar"(%4, %0#2) : (f16, tensor<f8E8M0FNU>) -> tuple<i8, bf16, i8, bf16> loc(#loc6)
    "foo.br"(%5)[^bb1] : (memref<1xsi32, strided<[?]>>) -> () loc(#loc7)
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "x.switch"(%6, %4)[^bb2, ^bb1] <{d.k1 = affine_set<(d0, d1, d2)[s0] : (d2 >= 0)>, x0 = false}> ({
    ^bb0(%arg1: !foo.t_1 loc("src/x.py":448:482), %arg2: memref<4x5xui64, #map> loc("":42:0), %arg3: si32 loc("op.1")):
      %10 = "foo.bar.baz"(%7, %7) ({
      ^bb0(%arg10: complex<f32> loc("0277.in.mlir":13:18)):
      }, {
        "x.y"(%arg2, %arg2) : (memref<4x5xui64, #map>, memref<4x5xui64, #map>) -> () loc(#loc14)
        %21 = "foo.op"() : () -> complex<bf16> loc(#loc15)
        %22 = "foo.bar"(%arg1) : (!foo.t_1) -> f32 loc(#loc16)
        %23 = "z.nop"(%arg2, %0#1) {b1 = [], k$0} : (memref<4x5xui64, #map>, !bar.v<abc,[{?, f32},-1,{-7 , a.b , a.b}]>) -> memref<2x62x?xf32> loc(#loc17)
      }) : (tuple<i8, bf16, i8, bf16>, tuple<i8, bf16, i8, bf16>) -> bf16 loc(#loc12)
      %11 = "d.op_1"(%arg3, %0#0) ({
      ^bb0(%arg9: i64 loc("op.1")):
        %19:2 = "foo.bar.baz"() {_u0 = #map1, foo.k1 = array<i8: 0, 1, 0>} : () -> (memref<11x766xcomplex<si24>, strided<[47, ?]>, 5>, memref<*xf8E4M3B11FNUZ>) loc(#loc19)
        %20 = "foo.op"(%19#0, %19#0, %19#1) : (memref<11x766xcomplex<si24>, strided<[47, ?]>, 5>, memref<11x766xcomplex<si24>, strided<[47, ?]>, 5>, memref<*xf8E4M3B11FNUZ>) -> complex<f64> loc(#loc44)
      }, {
      }, {
      ^bb0(%arg7: bf16 loc("n"(#loc45)), %arg8: memref<723x?x409xbf16, 2> loc("0277.in.mlir":26:71)):
      }) : (si32, f32) -> vector<2xi24> loc(#loc18)
      "a.b"(%11, %10) <{"quoted key 1" = distinct[1]<dense<> : tensor<0x!foo.str>>, "quoted key 2" = "\7F*\00\0A!\0A\0A-\C3\9F" : f64, z90}> ({
      ^bb0:
      }, {
      ^bb0(%arg4: !bar<"abc"> loc("0277.in.mlir":31:20), %arg5: tensor<?x?xf16> loc("0277.in.mlir":31:39), %arg6: vector<[11]x[14]xindex> loc("0277.in.mlir":31:66)):
      }) {sym_name0 = dense<[-3.315630e+01, 0x7D2F, 6.303710e-01, -1.722000e+03]> : tensor<4xf16>, sym_name1 = {sym_name0 = "\000{{" : bf16}, x2 = -8.125000e-01 : f8E4M3, x3 = array<i64: 6488898593768, 91, 597, -1>} : (vector<2xi24>, bf16) -> () loc(#loc25)
      %12:2 = "bar.yield"() <{attr0}> {foo.k1 = #distinct, x0 = dense<8.448000e+04> : tensor<tf32>} : () -> (memref<?x1xf8E5M2, 3>, !my_dialect.v<{true}>) loc(#loc29)
      "bar.yield"(%6, %11, %12#1) {_u3 = index, a1 = true, b2 = dense<(-2.000000e+00,0xC202A05F00C00000)> : tensor<complex<f64>>, z90} : (i8, vector<2xi24>, !my_dialect.v<{true}>) -> () loc(#loc22)
      "a.jump"()[^bb1, ^bb2] : () -> () loc(#loc5)
    ^bb1(%13: tf32 loc("a.mlir":4294967295:39), %14: tuple<bf16> loc(callsite(#loc31 at #loc22)), %15: si64 loc("f":21:23 to :35)):  // pred: ^bb0
      "x.switch"(%arg2, %15)[^bb2] {foo.k0 = {}, sym_name1, value2 = distinct[2]<>} : (memref<4x5xui64, #map>, si64) -> () loc(#loc33)
    ^bb2(%16: f16 loc(unknown), %17: f80 loc("0277.in.mlir":38:37), %18: tuple<> loc("f":38:0)):  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb3
      "foo.br"()[^bb3, ^bb2] : () -> () loc(#loc36)
    ^bb3:  // pred: ^bb2
      "foo.br"(%12#0, %11, %arg2)[^bb2] <{_u1 = 114 : index, a0, a2 = 8 : i64, value3}> {b1 = #map2, d.k2, my.k3 = [], z90 = array<i32: -2147483648, 0, -27594, 1, 7>} : (memref<?x1xf8E5M2, 3>, vector<2xi24>, memref<4x5xui64, #map>) -> () loc(#loc37)
    }, {
    }) : (i8, f16) -> () loc(#loc8)
  ^bb2:  // 2 preds: ^bb1, ^bb2
    "foo.br"(%6)[^bb3, ^bb2] <{foo.k1 = array<i32: -1, -1>, k$0, z92 = 2 : i64}> {_u0 = true, sym_name1 = 4.968750e+00 : bf16} : (i8) -> () loc(#loc38)
  ^bb3(%8: memref<?xi32> loc("0277.in.mlir":46:8), %9: tensor<3x28x2xf64> loc("a.mlir":45:53 to 47:26)):  // pred: ^bb2
    "a.b"(%0#2, %5, %0#1) : (tensor<f8E8M0FNU>, memref<1xsi32, strided<[?]>>, !bar.v<abc,[{?, f32},-1,{-7 , a.b , a.b}]>) -> () loc(#loc11)
  }, {
  }, {
  ^bb0(%arg0: f8E5M2FNUZ loc("0277.in.mlir":50:11)):
  }) {attr0 = false, x1} : (f32) -> f80 loc(#loc2)
  %2:2 = "foo.op"() : () -> (memref<510x1xi24, strided<[43, 1], offset: ?>, "local mem">, !x.a.b) loc(#loc11)
  %3 = "z.nop"(%1) <{_u0}> : (f80) -> complex<f6E3M2FN> loc(#loc42)
}) : () -> () loc(#loc)
#loc = loc("0277.in.mlir":1:1)
#loc1 = loc("0277.in.mlir":2:13)
#loc2 = loc("0277.in.mlir":3:11)
#loc3 = loc("src/x.py":386:40)
#loc4 = loc("dir/with space.c":25:65 to :4)
#loc5 = loc("with \22q\22")
#loc6 = loc("0277.in.mlir":7:14)
#loc7 = loc("0277.in.mlir":8:9)
#loc8 = loc("a.mlir":292:369)
#loc12 = loc("0277.in.mlir":12:19)
#loc14 = loc("dir/with space.c":437:115)
#loc15 = loc("src/x.py":138:242)
#loc16 = loc("0277.in.mlir":17:28)
#loc17 = loc("0277.in.mlir":18:28)
#loc18 = loc("0277.in.mlir":20:24)
#loc19 = loc("0277.in.mlir":22:25)
#loc20 = loc("a.mlir":83:0)
#loc21 = loc("src/x.py":128:111)
#loc25 = loc("0277.in.mlir":28:13)
#loc29 = loc("dir/with space.c":0:4294967295)
#loc33 = loc("f":14:68 to 17:33)
#loc36 = loc("dir/with space.c":0:25)
#loc37 = loc("0277.in.mlir":41:13)
#loc38 = loc("0277.in.mlir":45:9)
#loc42 = loc("0277.in.mlir":53:12)
#loc43 = loc("v"(#loc4))
#loc44 = loc(callsite(#loc20 at #loc21))

