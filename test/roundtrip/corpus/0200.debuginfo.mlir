#distinct = distinct[0]<dense<[-1, -32768, 0]> : tensor<3xi16>>
#loc1 = loc("with \22q\22")
#loc3 = loc("0200.in.mlir":3:8)
#loc8 = loc("0200.in.mlir":11:9)
#loc9 = loc("dir/with space.c":20:14 to 23:39)
#loc10 = loc("a.mlir":51:4294967295)
#loc22 = loc("x")
#loc25 = loc("dir/with space.c":15:54 to 18:70)
#loc26 = loc("a.mlir":0:441)
#loc42 = loc("":8:17 to 10:11)
#loc43 = loc("a.mlir":0:327)
#loc46 = loc("a.mlir":34:59 to :60)
#loc47 = loc("dir/with space.c":484:152)
#loc48 = loc("0200.in.mlir":47:103)
#set = affine_set<(d0, d1)[s0, s1] : (d1 * 7 + 4 >= 0, (-d0) mod 4 - 24 >= 0)>
#loc63 = loc(callsite(#loc9 at #loc10))
#loc68 = loc("callee"(#loc25))
#loc71 = loc(fused[#loc42, #loc43])
#loc77 = loc(fused<6 : i32>[#loc68, #loc22, #loc1])
"builtin.module"() ({
  %0 = "foo.bar.baz"() ({
  ^bb0(%arg4: vector<9xf16> loc("0200.in.mlir":3:8)):
  }) {my.k0 = [], x1} : () -> vector<[1]x9x5xf16> loc(#loc74)
  %1 = "foo.op"(%0) : (vector<[1]x9x5xf16>) -> i1024 loc(#loc4)
  %2 = "foo.bar"() <{attr0 = 12 : index, sym_name1 = 5 : i8, z92 = [#foo.p<{{-5} 36 "x y"}>]}> ({
  }, {
    %5 = "z.nop"() {_u3 = array<i1: true, true, true, true>, foo.k0, k$2 = 6.316810e-04 : f64, value1 = "z@\C3\A9?\00.}0\22\22"} : () -> tuple<i17, i64> loc(#loc6)
    "x.y"(%5, %5) ({
    }, {
    ^bb0(%arg2: bf16 loc("0200.in.mlir":11:9), %arg3: f16 loc(callsite(#loc9 at #loc10))):
      "d.op_1"(%5) {k$0 = 6.705760e+23 : tf32, sym_name1 = #my<"a b">} : (tuple<i17, i64>) -> () loc(#loc11)
      %24 = "a.b"(%arg3, %1, %5) {_u0 = dense<[[[-1.723630e+00, 0xFC00, 8.576000e+03], [-1.094000e+03, 2.814060e+01, -2.409670e-01], [5.000000e-01, 0xFC00, 1.623540e-02]], [[0xFC00, 0xFC00, 0x7FFF], [5.000000e-01, 6.992180e+00, 0x7C00], [1.018680e-01, 3.140630e+00, -1.337000e+03]], [[3.000490e-01, 0x7C00, -8.470000e+02], [4.047500e+02, 4.175000e+01, 4.906250e+00], [1.001360e-05, 0x7C00, 0x7C00]]]> : tensor<3x3x3xf16>, attr1 = true, sym_name2} : (f16, i1024, tuple<i17, i64>) -> tensor<*xf32> loc(#loc12)
      %25 = "foo.compute"(%24) : (tensor<*xf32>) -> memref<452x?x?xi17, strided<[?, 45, 1], offset: ?>, 6> loc(#loc64)
      %26:4 = "a.b"(%arg2, %25, %24) {_u3 = array<f32: 656.534363, 0.000000e+00>, attr2 = -1 : i64, b0 = [3.9082560690976847E+52, 0.3860191, sparse<[[2, 5, 0]], -9223372036854775808> : tensor<3x6x6xi64>], b1 = "0/"} : (bf16, memref<452x?x?xi17, strided<[?, 45, 1], offset: ?>, 6>, tensor<*xf32>) -> (f64, f64, f32, si1) loc(#loc75)
      %27:4 = "a.b"() : () -> (f8E4M3FN, f8E4M3FNUZ, index, tensor<838x6x36x0xcomplex<bf16>>) loc(#loc16)
      "z.nop"() {a0 = 245 : i128, foo.k1 = ".\00.a\0A0\00\C3\A9#@"} : () -> () loc(#loc17)
    }, {
      %9 = "foo.op"(%5, %5) : (tuple<i17, i64>, tuple<i17, i64>) -> complex<bf16> loc(#loc18)
      %10 = "bar.yield"(%1, %5, %5) <{"quoted key 0"}> {"quoted key 0" = "b@}-\00.\C3\A9"} : (i1024, tuple<i17, i64>, tuple<i17, i64>) -> si16 loc(#loc66)
      "z.nop"() : () -> () loc(#loc21)
      "z.nop"() <{b0 = -1 : i8, k$1 = dense<1.401300e-45> : tensor<f32>}> : () -> () loc(#loc76)
      "cfx.cond_br"(%5, %9)[^bb1, ^bb2] ({
      ^bb0(%arg0: vector<[8]xi64> loc(fused<6 : i32>[#loc68, #loc22, #loc1]), %arg1: index loc("a.mlir":0:441)):
      }) : (tuple<i17, i64>, complex<bf16>) -> () loc(#loc24)
    ^bb1:  // pred: ^bb0
      "z.nop"(%5) {b0 = #x.flag, k$1 = [-3.600000e+01 : f8E4M3, 0 : ui32, #distinct, dense<[[[2.000000e+02], [4.287500e+02], [2.075200e-03], [-2.479550e-04]]]> : tensor<1x4x1xf16>], "quoted key 2" = 0x80 : f8E4M3FNUZ, z93 = 33 : index} : (tuple<i17, i64>) -> () loc(#loc27)
      "x.switch"(%9)[^bb2] : (complex<bf16>) -> () loc(#loc28)
    ^bb2:  // 2 preds: ^bb0, ^bb1
      "bar.yield"(%5, %1) <{"quoted key 0" = true}> : (tuple<i17, i64>, i1024) -> () loc(#loc29)
      %11 = "foo.op"(%10) : (si16) -> i1 loc(#loc30)
      "cfx.cond_br"()[^bb3] : () -> () loc(#loc31)
    ^bb3:  // pred: ^bb2
      %12 = "foo.op"(%9, %9, %1) : (complex<bf16>, complex<bf16>, i1024) -> !my_dialect.t loc(#loc32)
      "foo.bar"(%1, %10) <{k$0 = ""}> ({
      }) {my.k1 = true, x0 = -1 : si32} : (i1024, si16) -> () loc(#loc33)
      "bar.yield"() : () -> () loc(#loc34)
      "foo.bar.baz"() : () -> () loc(#loc35)
      %13 = "z.nop"(%12, %9) ({
        "cfx.cond_br"()[^bb1, ^bb1] : () -> () loc(#loc37)
      ^bb1:  // 2 preds: ^bb0, ^bb0
        %17 = "my_dialect.thing"(%9, %10, %12) : (complex<bf16>, si16, !my_dialect.t) -> memref<606x?xi32, strided<[?, 1], offset: ?>, 6> loc(#loc38)
        %18 = "my_dialect.thing"(%12) : (!my_dialect.t) -> bf16 loc(#loc79)
        %19:4 = "a.b"(%10, %10, %18) {_u0 = #loc71, z91 = -3 : si7} : (si16, si16, bf16) -> (tensor<543x1x4xbf16>, tuple<f64, ui3, f8E8M0FNU, index>, i7, index) loc(#loc41)
        "a.b"(%19#0) : (tensor<543x1x4xbf16>) -> () loc(#loc44)
        "cfx.cond_br"(%19#1, %19#1)[^bb2, ^bb2] {_u1 = [6, #set, 2.502440e-03 : bf16], attr0 = "\00\C3\A9", my.k2 = @c::@f_1::@_priv} : (tuple<f64, ui3, f8E8M0FNU, index>, tuple<f64, ui3, f8E8M0FNU, index>) -> () loc(#loc45)
      ^bb2(%20: f8E4M3 loc("a.mlir":34:59 to :60), %21: none loc("dir/with space.c":484:152), %22: tensor<2xindex> loc("0200.in.mlir":47:103)):  // 2 preds: ^bb1, ^bb1
        %23 = "a.b"(%20, %22, %21) <{value1 = 0 : i128, x0 = distinct[1]<#bar<"x<1>">>}> : (f8E4M3, tensor<2xindex>, none) -> f80 loc(#loc13)
      }, {
      }, {
        "builtin.module"() ({
          %15 = "a.b"() : () -> i17 loc(#loc80)
          %16:3 = "x.y"(%15, %15, %15) {a2 = dense_resource<blob0> : tensor<1xf64>, my.k0 = true, sym_name1, x3 = 170141183460469231731687303715884105727 : si128} : (i17, i17, i17) -> (memref<6xbf16>, index, vector<index>) loc(#loc50)
        }) : () -> () loc(#loc49)
      }) : (!my_dialect.t, complex<bf16>) -> i8 loc(#loc78)
      %14 = "z.nop"(%10, %12) <{b0 = []}> : (si16, !my_dialect.t) -> index loc(#loc51)
    }) {x1 = array<i1: true>, z90 = 1 : i64} : (tuple<i17, i64>, tuple<i17, i64>) -> () loc(#loc7)
    %6 = "x.y"(%5, %0) : (tuple<i17, i64>, vector<[1]x9x5xf16>) -> i64 loc(#loc52)
    %7 = "foo.bar"(%6, %0) <{}> : (i64, vector<[1]x9x5xf16>) -> tuple<index, index> loc(#loc53)
    "x.y"(%1) : (i1024) -> () loc(#loc54)
    %8 = "d.op_1"(%5) {_u1 = dense_resource<weights1> : tensor<5xf32>, z90 = 255 : ui8} : (tuple<i17, i64>) -> f16 loc(#loc81)
  }, {
    %4 = "foo.compute"(%0) : (vector<[1]x9x5xf16>) -> f128 loc(#loc60)
  }) : () -> bf16 loc(#loc5)
  %3:4 = "foo.compute"(%0, %0, %1) : (vector<[1]x9x5xf16>, vector<[1]x9x5xf16>, i1024) -> (complex<tf32>, index, vector<5xui64>, !bar<"">) loc(#loc61)
}) : () -> () loc(#loc)
#loc = loc("0200.in.mlir":0:0)
#loc2 = loc("dir/with space.c":292:374)
#loc4 = loc("0200.in.mlir":5:7)
#loc5 = loc("0200.in.mlir":6:6)
#loc6 = loc("src/x.py":157:412)
#loc7 = loc("0200.in.mlir":9:5)
#loc11 = loc("0200.in.mlir":12:9)
#loc12 = loc("0200.in.mlir":13:15)
#loc13 = loc(unknown)
#loc14 = loc("-":404:99)
#loc15 = loc("op.1")
#loc16 = loc("-":4294967295:169)
#loc17 = loc("0200.in.mlir":17:9)
#loc18 = loc("src/x.py":23:0)
#loc19 = loc("src/x.py":264:392)
#loc20 = loc("src/x.py":193:4294967295)
#loc21 = loc("0200.in.mlir":21:9)
#loc23 = loc("-":134:474)
#loc24 = loc("-":4294967295:336)
#loc27 = loc("0200.in.mlir":27:9)
#loc28 = loc("0200.in.mlir":28:9)
#loc29 = loc("0200.in.mlir":30:9)
#loc30 = loc("0200.in.mlir":31:15)
#loc31 = loc("dir/with space.c":31:38)
#loc32 = loc("0200.in.mlir":34:16)
#loc33 = loc("":26:20 to :29)
#loc34 = loc("0200.in.mlir":37:9)
#loc35 = loc("0200.in.mlir":38:9)
#loc36 = loc("a.mlir":352:334)
#loc37 = loc("0200.in.mlir":40:13)
#loc38 = loc("0200.in.mlir":42:19)
#loc39 = loc("a.mlir":25:2 to 28:45)
#loc40 = loc("a.mlir":117:69)
#loc41 = loc("0200.in.mlir":44:32)
#loc44 = loc("f":198:0)
#loc45 = loc("0200.in.mlir":46:13)
#loc49 = loc("a.mlir":6:37 to :39)
#loc50 = loc("0200.in.mlir":53:32)
#loc51 = loc("0200.in.mlir":56:20)
#loc52 = loc("a.mlir":44:69 to 45:63)
#loc53 = loc("f":90:126)
#loc54 = loc("src/x.py":2:14 to 3:50)
#loc55 = loc("src/x.py":285:120)
#loc56 = loc("src/x.py":69:0)
#loc57 = loc("a.mlir":261:32)
#loc58 = loc("f":5:65 to 6:63)
#loc59 = loc("src/x.py":5:68 to :73)
#loc60 = loc("src/x.py":95:0)
#loc61 = loc("":19:72)
#loc62 = loc(fused<#foo.m>[#loc2])
#loc64 = loc(fused<#foo.m>[#loc13])
#loc65 = loc("v"(#loc14))
#loc66 = loc(fused[#loc19, #loc20])
#loc67 = loc("callee"(#loc23))
#loc69 = loc("v"(#loc36))
#loc70 = loc("callee"(#loc39))
#loc72 = loc("v"(#loc22))
#loc73 = loc(callsite(#loc55 at #loc56))
#loc74 = loc(callsite(#loc1 at #loc62))
#loc75 = loc(callsite(#loc65 at #loc15))
#loc76 = loc(fused<3 : i32>[#loc22, #loc67])
#loc78 = loc("callee"(#loc69))
#loc79 = loc(callsite(#loc70 at #loc40))
#loc80 = loc(callsite(#loc13 at #loc72))
#loc81 = loc(fused[#loc73, #loc57, #loc58, #loc59])

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x08000000B7EF38E6AC5AF244",
      weights1: "0x04000000D11D371C3947642C3883EC067798EE0E0FF73D81"
    }
  }
#-}

