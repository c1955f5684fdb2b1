#loc = loc(unknown)
#loc11 = loc("0004.in.mlir":35:12)
#loc15 = loc("0004.in.mlir":49:10)
#loc16 = loc("0004.in.mlir":49:21)
#loc19 = loc("-":4294967295:0)
#loc20 = loc("0004.in.mlir":53:44)
#loc23 = loc("":29:70 to 32:19)
#loc24 = loc("with \22q\22")
#loc25 = loc("a.mlir":0:307)
#loc26 = loc("0004.in.mlir":58:77)
#loc28 = loc("0004.in.mlir":61:41)
#loc30 = loc("0004.in.mlir":64:14)
#loc31 = loc("0004.in.mlir":64:44)
#loc32 = loc("0004.in.mlir":64:86)
#loc33 = loc("0004.in.mlir":68:13)
#loc34 = loc("0004.in.mlir":68:37)
#loc38 = loc("x")
#loc39 = loc("a.mlir":179:130)
#map = affine_map<(d0, d1)[s0] -> ()>
#map1 = affine_map<(d0)[s0] -> (d0)>
#map2 = affine_map<(d0)[s0, s1] -> (d0 * 8 - d0 ceildiv 8, (s1 mod 7) * s0)>
#set = affine_set<(d0, d1) : (8 >= 0)>
#loc48 = loc(callsite(#loc23 at #loc24))
#loc49 = loc(fused<"meta">[#loc])
#loc51 = loc(callsite(#loc38 at #loc39))
"builtin.module"() <{sym_name = "m76"}> ({
  "z.nop"() ({
    %32 = "my_dialect.thing"() ({
      %35 = "bar.yield"() <{z90}> {z90} : () -> complex<f8E4M3FNUZ> loc(#loc3)
    }) : () -> bf16 loc(#loc2)
    %33 = "foo.op"(%32, %32, %32) <{b0 = "_\7F@\09<\\<\C3\9F\C3\A9\00-X", value1 = -170141183460469231731687303715884105728 : i128}> : (bf16, bf16, bf16) -> f32 loc(#loc4)
    %34 = "foo.bar.baz"(%33, %32) : (f32, bf16) -> tuple<ui1, bf16> loc(#loc5)
  }, {
    %1 = "bar.yield"() ({
      "bar.yield"() : () -> () loc(#loc7)
      "foo.bar"() : () -> () loc(#loc)
      %30 = "foo.compute"() {a0 = 9.969200e+37 : bf16, b1 = dense_resource<weights0> : tensor<4xf64>, b2} : () -> i32 loc(#loc8)
      %31:2 = "a.b"() <{}> : () -> (!my_dialect<"">, vector<8xui1>) loc(#loc9)
    }) {attr0 = 3.652340e-01 : bf16, foo.k1 = dense<2.660000e+02> : tensor<3x3xbf16>} : () -> index loc(#loc6)
    %2:4 = "d.op_1"() ({
    ^bb0(%arg7: memref<1xf32, "gpu"> loc("0004.in.mlir":35:12)):
      %29 = "foo.bar.baz"(%1, %1) : (index, index) -> bf16 loc(#loc10)
    }, {
    ^bb0:
    }, {
      %7 = "foo.op"(%1, %1, %1) ({
      }) : (index, index, index) -> vector<15xindex> loc(#loc12)
      "x.switch"(%1)[^bb1, ^bb1] ({
        %27 = "foo.bar.baz"(%7, %1, %7) {attr1 = 0.216939196 : f32, foo.k0 = -1 : i128, x2 = {b0 = [1.552000e+03 : bf16], my.k1, sym_name2 = 9.969200e+37 : bf16}} : (vector<15xindex>, index, vector<15xindex>) -> complex<f16> loc(#loc14)
        %28 = "a.b"(%1, %1, %1) : (index, index, index) -> complex<f64> loc(#loc)
      }) : (index) -> () loc(#loc13)
    ^bb1(%8: i64 loc("0004.in.mlir":49:10), %9: f8E5M2FNUZ loc("0004.in.mlir":49:21)):  // 2 preds: ^bb0, ^bb0
      %10 = "a.b"() <{k$0 = [1.552000e+03 : bf16]}> : () -> complex<f8E5M2> loc(#loc)
      %11:3 = "bar.yield"(%9) {a1 = "\7F\84 \C3\9F\A7\C3\A9", sym_name0 = array<f64: 1.000000e+02>} : (f8E5M2FNUZ) -> (f32, (vector<11x7x14xi64>) -> (vector<ui24>, f8E4M3FN), f64) loc(#loc17)
      "x.switch"(%11#2, %11#1)[^bb2] ({
      ^bb0(%arg5: i64 loc("-":4294967295:0), %arg6: vector<8xf32> loc("0004.in.mlir":53:44)):
        "foo.br"(%10, %11#1)[^bb1] {"quoted key 0" = -107 : i17} : (complex<f8E5M2>, (vector<11x7x14xi64>) -> (vector<ui24>, f8E4M3FN)) -> () loc(#loc21)
      ^bb1:  // 2 preds: ^bb0, ^bb1
        %22 = "my_dialect.thing"(%arg6, %10, %arg6) {_u1 = -1 : i64, "quoted key 0" = [dense<-3.022210e-18> : tensor<1xbf16>, ["\22\\z\00\00\0A%" : index, true], @"x y", #bar<"x<1>">]} : (vector<8xf32>, complex<f8E5M2>, vector<8xf32>) -> complex<tf32> loc(#loc22)
        "foo.br"(%22)[^bb2, ^bb1] : (complex<tf32>) -> () loc(#loc48)
      ^bb2(%23: f64 loc("with \22q\22"), %24: complex<f32> loc("a.mlir":0:307), %25: i24 loc("0004.in.mlir":58:77)):  // pred: ^bb1
        %26:3 = "foo.op"() : () -> (!x.t_1, vector<[13]x10xi32>, f80) loc(#loc27)
      }) : (f64, (vector<11x7x14xi64>) -> (vector<ui24>, f8E4M3FN)) -> () loc(#loc18)
    ^bb2(%12: !foo<"abc"> loc(callsite(#loc23 at #loc24)), %13: tensor<2x?x?x?xf64, "sparse"> loc("0004.in.mlir":61:41), %14: vector<9x14x13xsi64> loc(fused<"meta">[#loc])):  // pred: ^bb1
      %15:2 = "z.nop"() <{}> : () -> (tuple<>, f16) loc(#loc10)
      %16 = "z.nop"() ({
      ^bb0(%arg2: vector<[15]x7x8xtf32> loc("0004.in.mlir":64:14), %arg3: tensor<17x4xsi32, 6 : i32> loc("0004.in.mlir":64:44), %arg4: f32 loc("0004.in.mlir":64:86)):
        "d.op_1"(%13, %arg3) {d.k1 = 0x7C00 : f16, k$2 = "z\B6", sym_name0 = #map, sym_name3} : (tensor<2x?x?x?xf64, "sparse">, tensor<17x4xsi32, 6 : i32>) -> () loc(#loc)
      }, {
      }, {
      ^bb0(%arg0: vector<9x3x6xui8> loc("0004.in.mlir":68:13), %arg1: complex<f16> loc("0004.in.mlir":68:37)):
        "foo.bar"(%arg0, %12) : (vector<9x3x6xui8>, !foo<"abc">) -> () loc(#loc24)
        %21 = "bar.yield"(%arg1) : (complex<f16>) -> memref<*xf8E4M3, 1> loc(#loc35)
      }) {_u0 = true, a1, my.k3 = #map1, sym_name2} : () -> si128 loc(#loc29)
      %17 = "a.b"(%15#0, %15#1, %15#0) : (tuple<>, f16, tuple<>) -> si128 loc(#loc50)
      %18 = "bar.yield"() ({
        %20:4 = "my_dialect.thing"(%12, %12, %15#0) {a1 = dense_resource<res_1> : tensor<4xi32>, z90} : (!foo<"abc">, !foo<"abc">, tuple<>) -> (bf16, memref<564x23x19xi17, "gpu">, f64, si128) loc(#loc)
      }, {
      }) : () -> complex<f8E5M2FNUZ> loc(#loc36)
      "my_dialect.thing"() <{foo.k0}> {attr2 = ".%<*}#\0A}", k$1 = 9.969200e+37 : bf16, "quoted key 0" = "4b\\"} : () -> () loc(#loc37)
      "foo.br"(%16, %12)[^bb3, ^bb3] {attr3 = i3, "quoted key 1", sym_name0 = #loc51, z92 = ["\0A"]} : (si128, !foo<"abc">) -> () loc(#loc50)
    ^bb3:  // 2 preds: ^bb2, ^bb2
      %19:2 = "bar.yield"(%1) : (index) -> (vector<[13]x2x2xf16>, memref<15x4xsi32>) loc(#loc40)
    }) {a0, attr2 = #loc24, k$1 = 0 : i3} : () -> (index, none, tensor<0x6x2x?xi1>, tensor<24xui1024>) loc(#loc10)
    %3 = "foo.bar"(%2#3, %2#3, %2#1) : (tensor<24xui1024>, tensor<24xui1024>, none) -> !bar.t_1 loc(#loc41)
    %4 = "foo.compute"(%3, %2#1, %2#2) {"quoted key 0" = #set} : (!bar.t_1, none, tensor<0x6x2x?xi1>) -> f64 loc(#loc42)
    %5:3 = "bar.yield"() {attr0 = "<_\F0\9F\99\82{}\\\00bz\C3\A9 .", k$3 = true, sym_name1 = array<i1: true, true>, z92 = #map2} : () -> (tensor<?xf8E8M0FNU>, !my_dialect.param<f32, ["x y",-7,-1]>, memref<730xf32, 5>) loc(#loc43)
    "x.switch"()[^bb1] : () -> () loc(#loc52)
  ^bb1:  // pred: ^bb0
    "a.jump"(%4, %5#0, %5#0)[^bb2] <{}> {_u1 = 7.164000e+00 : f64, b0 = 1 : ui1024} : (f64, tensor<?xf8E8M0FNU>, tensor<?xf8E8M0FNU>) -> () loc(#loc44)
  ^bb2:  // pred: ^bb1
    %6:4 = "foo.bar.baz"(%4) : (f64) -> (i64, none, ui32, tuple<f32, i24>) loc(#loc45)
  }, {
  }) {a0 = 1.000000e-01 : f64, a1 = [["\C3\A9'%", sparse<[[5, 4, 1], [2, 4, 0]], [1, -1]> : tensor<6x5x5xi64>]], d.k3 = #map2, my.k2 = #my.p<{"x y", {?}}, <?, <2>, true>, f32>} : () -> () loc(#loc1)
  "my_dialect.thing"() : () -> () loc(#loc46)
  %0 = "d.op_1"() : () -> tensor<0x7x5x2xcomplex<f8E5M2>> loc(#loc47)
  "foo.bar"(%0) : (tensor<0x7x5x2xcomplex<f8E5M2>>) -> () loc(#loc)
}) {foo.module_attr = #map2} : () -> () loc(#loc)
#loc1 = loc("a.mlir":85:0)
#loc2 = loc("0004.in.mlir":15:15)
#loc3 = loc("0004.in.mlir":17:13)
#loc4 = loc("0004.in.mlir":21:10)
#loc5 = loc("":35:2 to 36:48)
#loc6 = loc("0004.in.mlir":26:10)
#loc7 = loc("0004.in.mlir":28:7)
#loc8 = loc("0004.in.mlir":30:13)
#loc9 = loc("f":182:291)
#loc10 = loc("op.1")
#loc12 = loc("0004.in.mlir":41:18)
#loc13 = loc("0004.in.mlir":43:7)
#loc14 = loc("0004.in.mlir":45:15)
#loc17 = loc("0004.in.mlir":51:20)
#loc18 = loc("0004.in.mlir":52:7)
#loc21 = loc("src/x.py":393:336)
#loc22 = loc("0004.in.mlir":56:15)
#loc27 = loc("0004.in.mlir":59:18)
#loc29 = loc("0004.in.mlir":63:14)
#loc35 = loc("0004.in.mlir":70:15)
#loc36 = loc("0004.in.mlir":73:13)
#loc37 = loc("0004.in.mlir":77:7)
#loc40 = loc("a.mlir":45:61 to 48:12)
#loc41 = loc("0004.in.mlir":85:11)
#loc42 = loc("0004.in.mlir":89:11)
#loc43 = loc("0004.in.mlir":91:14)
#loc44 = loc("0004.in.mlir":97:5)
#loc45 = loc("dir/with space.c":13:33)
#loc46 = loc("0004.in.mlir":104:3)
#loc47 = loc("0004.in.mlir":106:10)
#loc50 = loc("callee"(#loc24))
#loc52 = loc("v"(#loc48))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0800000087E3916A65D2312AC68CB0742E96A9F391BA34FE34FD3209AC44867977A95915",
      res_1: "0x0400000023873078BF79C8816C5A78BD0F9897F6"
    }
  }
#-}

