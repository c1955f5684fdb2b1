!tuple = tuple<vector<13x7xbf16>, memref<60xf8E5M2>, f8E4M3B11FNUZ, ui128, i3, bf16, i32, si1024, i16, i32, f16, i64, i32, index, f6E2M3FN, none, i3>
#loc1 = loc(unknown)
#loc17 = loc("0183.in.mlir":28:12)
#loc18 = loc("0183.in.mlir":28:24)
#loc23 = loc("0183.in.mlir":41:12)
#loc30 = loc("0183.in.mlir":51:10)
#loc34 = loc("f":59:4294967295)
#loc35 = loc("f":4294967295:481)
#loc36 = loc("f":88:0)
#loc38 = loc("-":256:345)
#loc39 = loc("dir/with space.c":435:107)
#set = affine_set<(d0)[s0, s1] : (s1 * 6 + s0 - s0 * 9 >= 0, s1 * 6 >= 0, (s0 ceildiv 8) ceildiv 3 == 0)>
#set1 = affine_set<(d0, d1)[s0, s1] : (-d0 - s0 * 8 >= 0)>
#loc43 = loc(fused[#loc35, #loc36])
#loc44 = loc(callsite(#loc38 at #loc39))
"builtin.module"() <{sym_name = "m3"}> ({
  "foo.compute"() ({
  }) {foo.k1 = "__\CE\A9_\00X\22\22.", "quoted key 0" = f8E8M0FNU} : () -> () loc(#loc1)
  %0 = "x.y"() ({
    %4:3 = "foo.op"() {a2 = {a3, foo.k2 = "}X.\22\C3\9F\\", sym_name0 = -0.000000e+00 : f16, x1 = -9.99999974E-6 : f32}, d.k1 = 4.250000e+01 : bf16, k$0 = 5.082000e+01 : f64, k$3 = dense<[0x7C00, 5.000000e-01, -2.195360e-03]> : vector<3xf16>} : () -> (() -> (), f32, memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">) loc(#loc3)
    "foo.bar.baz"(%4#1) : (f32) -> () loc(#loc4)
    "foo.op"(%4#1, %4#2, %4#1) <{attr2 = -1 : i64, d.k0 = dense<0> : vector<3x1xui64>, k$1 = dense<1> : tensor<ui32>}> : (f32, memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">, f32) -> () loc(#loc1)
    %5:4 = "z.nop"(%4#1, %4#0) ({
    }, {
      "d.op_1"(%4#2, %4#1) : (memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">, f32) -> () loc(#loc6)
      %8 = "z.nop"(%4#0, %4#1) : (() -> (), f32) -> tensor<6x?x254xvector<13x[10]x[16]xindex>> loc(#loc7)
      %9 = "bar.yield"(%4#0, %4#0) ({
        %15 = "bar.yield"() : () -> complex<f32> loc(#loc9)
        "a.b"(%4#0, %8) {d.k2 = #set, "quoted key 3" = "!{0#X" : ui32, value0, x1 = {"quoted key 0" = "\00\0A#\C3\A9X/" : i128}} : (() -> (), tensor<6x?x254xvector<13x[10]x[16]xindex>>) -> () loc(#loc10)
        "my_dialect.thing"(%8) {x0 = 1.375000e+00 : f8E4M3} : (tensor<6x?x254xvector<13x[10]x[16]xindex>>) -> () loc(#loc41)
        %16 = "foo.compute"(%4#0) : (() -> ()) -> tensor<0x?x?x4xvector<6xf8E3M4>> loc(#loc13)
        "cfx.cond_br"(%15)[^bb1, ^bb1] : (complex<f32>) -> () loc(#loc14)
      ^bb1:  // 2 preds: ^bb0, ^bb0
        %17 = "my_dialect.thing"(%4#0, %16, %4#0) {value0 = 1.440640e-09 : tf32} : (() -> (), tensor<0x?x?x4xvector<6xf8E3M4>>, () -> ()) -> vector<16x[12]x13xf32> loc(#loc15)
        "foo.br"(%8)[^bb2] <{k$0 = false, sym_name2 = "%\C3\A9<e\7F\E1#\E6\97\A5\E6\9C\AC", z91 = array<f64>}> {a3 = -8.837890e-02 : bf16, b2 = 9.609370e+00 : f16, k$0 = true, k$1 = "\09"} : (tensor<6x?x254xvector<13x[10]x[16]xindex>>) -> () loc(#loc16)
      ^bb2(%18: ui3 loc("0183.in.mlir":28:12), %19: i16 loc("0183.in.mlir":28:24)):  // pred: ^bb1
        %20:3 = "foo.compute"(%15, %4#2, %15) : (complex<f32>, memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">, complex<f32>) -> (index, si24, ui64) loc(#loc19)
      }, {
        "builtin.module"() ({
          "z.nop"() : () -> () loc(#loc21)
        }) : () -> () loc(#loc20)
      }) : (() -> (), () -> ()) -> i32 loc(#loc8)
      %10 = "foo.op"(%4#1, %4#2) <{}> {sym_name0} : (f32, memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">) -> tensor<999x3x2xi17, 1 : i32> loc(#loc9)
      %11:2 = "z.nop"(%10, %4#2) ({
        "d.op_1"(%8) : (tensor<6x?x254xvector<13x[10]x[16]xindex>>) -> () loc(#loc22)
      }, {
      ^bb0(%arg2: tensor<51x351x?x0xi17, 8 : i32> loc("0183.in.mlir":41:12), %arg3: memref<1x154xf8E4M3FN> loc(unknown)):
        %12 = "x.y"(%10, %4#1) <{_u0, d.k2, x1 = dense<3.334960e-01> : tensor<f16>}> : (tensor<999x3x2xi17, 1 : i32>, f32) -> tensor<0xf32> loc(#loc24)
        %13 = "my_dialect.thing"(%arg2, %10) : (tensor<51x351x?x0xi17, 8 : i32>, tensor<999x3x2xi17, 1 : i32>) -> f64 loc(#loc42)
        %14 = "foo.bar.baz"(%arg2) : (tensor<51x351x?x0xi17, 8 : i32>) -> f8E4M3B11FNUZ loc(#loc27)
        "my_dialect.thing"(%8, %13, %13) : (tensor<6x?x254xvector<13x[10]x[16]xindex>>, f64, f64) -> () loc(#loc28)
      }) : (tensor<999x3x2xi17, 1 : i32>, memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">) -> (si32, none) loc(#loc9)
    }, {
      "x.switch"(%4#2)[^bb1] : (memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">) -> () loc(#loc29)
    ^bb1(%6: !tuple loc("0183.in.mlir":51:10)):  // pred: ^bb0
      "foo.br"(%6, %4#2)[^bb2] : (!tuple, memref<42x4x1xcomplex<bf16>, strided<[?, 64, ?], offset: ?>, "local mem">) -> () loc(#loc31)
    ^bb2:  // pred: ^bb1
      %7 = "foo.bar"(%4#1) : (f32) -> f32 loc(#loc32)
    }) : (f32, () -> ()) -> (!foo.a.b, tensor<0x52x6xsi1024>, si64, !foo.t) loc(#loc5)
    "foo.op"(%5#0, %5#1, %5#0) <{_u2 = none, attr1 = "/\7F\C3\A9.\00\0A#_X\1F", attr3 = dense_resource<r.0> : tensor<6xi8>, sym_name0 = 9.984020e-31 : bf16}> {_u3 = "}\7F\C3\A9\7F\09%<", k$0 = dense<[[[true, true, false, true], [true, false, false, false], [true, true, false, true]], [[true, true, false, true], [true, true, false, true], [false, false, true, true]]]> : tensor<2x3x4xi1>, sym_name2 = -2.7182818284590450908 : f80, z91 = array<f32: 3.948400e+04, 3.808000e+00, 0.878169178, -3.47026227E+9, 7.328930e+22>} : (!foo.a.b, tensor<0x52x6xsi1024>, !foo.a.b) -> () loc(#loc33)
  }, {
  ^bb0(%arg0: (tensor<0x?x?x4xvector<6xf8E3M4>>) -> () loc("f":59:4294967295), %arg1: tensor<7x3xui24> loc(fused[#loc35, #loc36])):
    %3:4 = "foo.bar"(%arg0, %arg1, %arg1) {d.k0 = [867.40426400000001, [dense<4.918800e-11> : tensor<f32>, memref<732x53x45xvector<16x6xi64>, strided<[?, ?, 1], offset: 12>, "gpu">, #loc44, true], #set1, 0 : i3]} : ((tensor<0x?x?x4xvector<6xf8E3M4>>) -> (), tensor<7x3xui24>, tensor<7x3xui24>) -> (i16, tensor<4x2x2x!foo.type>, complex<i7>, i17) loc(#loc37)
  }) {_u0 = "\C3\A9\00!\A9'", attr1 = @"x y", z92} : () -> f8E3M4 loc(#loc2)
  %1 = "z.nop"(%0) {d.k1 = 47 : index, k$2, x0 = !my_dialect.param<<<62,-6>>>} : (f8E3M4) -> f8E4M3FNUZ loc(#loc40)
  %2 = "foo.bar.baz"(%0) : (f8E3M4) -> tuple<vector<5xf32>, f8E5M2, i1> loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("0183.in.mlir":7:1)
#loc2 = loc("src/x.py":400:278)
#loc3 = loc("src/x.py":50:44 to 52:66)
#loc4 = loc("0183.in.mlir":12:5)
#loc5 = loc("dir/with space.c":24:0)
#loc6 = loc("0183.in.mlir":16:7)
#loc7 = loc("":33:72 to 36:19)
#loc8 = loc("src/x.py":4294967295:0)
#loc9 = loc("x")
#loc10 = loc("name")
#loc11 = loc("src/x.py":27:16 to :63)
#loc12 = loc("src/x.py":4294967295:83)
#loc13 = loc("0183.in.mlir":23:14)
#loc14 = loc("0183.in.mlir":24:9)
#loc15 = loc("a.mlir":0:109)
#loc16 = loc("0183.in.mlir":27:9)
#loc19 = loc("":15:33 to :54)
#loc20 = loc("0183.in.mlir":31:9)
#loc21 = loc("0183.in.mlir":33:11)
#loc22 = loc("0183.in.mlir":39:9)
#loc24 = loc("src/x.py":218:313)
#loc25 = loc("a.mlir":0:4294967295)
#loc26 = loc("":12:74 to :79)
#loc27 = loc("0183.in.mlir":44:20)
#loc28 = loc("with \22q\22")
#loc29 = loc("0183.in.mlir":50:7)
#loc31 = loc("f":0:319)
#loc32 = loc("0183.in.mlir":54:14)
#loc33 = loc("0183.in.mlir":56:5)
#loc37 = loc("0183.in.mlir":59:22)
#loc40 = loc("0183.in.mlir":61:10)
#loc41 = loc(callsite(#loc11 at #loc12))
#loc42 = loc(fused<"meta">[#loc25, #loc26])

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000009D99DDBD31DA"
    }
  }
#-}

