#distinct = distinct[0]<dense<[-1, -32768, 0]> : tensor<3xi16>>
#loc = loc("":8:17 to 10:11)
#loc1 = loc("a.mlir":0:327)
#set = affine_set<(d0, d1)[s0, s1] : (d1 * 7 + 4 >= 0, (-d0) mod 4 - 24 >= 0)>
#loc2 = loc(fused[#loc, #loc1])
"builtin.module"() ({
  %0 = "foo.bar.baz"() ({
  ^bb0(%arg4: vector<9xf16>):
  }) {my.k0 = [], x1} : () -> vector<[1]x9x5xf16>
  %1 = "foo.op"(%0) : (vector<[1]x9x5xf16>) -> i1024
  %2 = "foo.bar"() <{attr0 = 12 : index, sym_name1 = 5 : i8, z92 = [#foo.p<{{-5} 36 "x y"}>]}> ({
  }, {
    %5 = "z.nop"() {_u3 = array<i1: true, true, true, true>, foo.k0, k$2 = 6.316810e-04 : f64, value1 = "z@\C3\A9?\00.}0\22\22"} : () -> tuple<i17, i64>
    "x.y"(%5, %5) ({
    }, {
    ^bb0(%arg2: bf16, %arg3: f16):
      "d.op_1"(%5) {k$0 = 6.705760e+23 : tf32, sym_name1 = #my<"a b">} : (tuple<i17, i64>) -> ()
      %24 = "a.b"(%arg3, %1, %5) {_u0 = dense<[[[-1.723630e+00, 0xFC00, 8.576000e+03], [-1.094000e+03, 2.814060e+01, -2.409670e-01], [5.000000e-01, 0xFC00, 1.623540e-02]], [[0xFC00, 0xFC00, 0x7FFF], [5.000000e-01, 6.992180e+00, 0x7C00], [1.018680e-01, 3.140630e+00, -1.337000e+03]], [[3.000490e-01, 0x7C00, -8.470000e+02], [4.047500e+02, 4.175000e+01, 4.906250e+00], [1.001360e-05, 0x7C00, 0x7C00]]]> : tensor<3x3x3xf16>, attr1 = true, sym_name2} : (f16, i1024, tuple<i17, i64>) -> tensor<*xf32>
      %25 = "foo.compute"(%24) : (tensor<*xf32>) -> memref<452x?x?xi17, strided<[?, 45, 1], offset: ?>, 6>
      %26:4 = "a.b"(%arg2, %25, %24) {_u3 = array<f32: 656.534363, 0.000000e+00>, attr2 = -1 : i64, b0 = [3.9082560690976847E+52, 0.3860191, sparse<[[2, 5, 0]], -9223372036854775808> : tensor<3x6x6xi64>], b1 = "0/"} : (bf16, memref<452x?x?xi17, strided<[?, 45, 1], offset: ?>, 6>, tensor<*xf32>) -> (f64, f64, f32, si1)
      %27:4 = "a.b"() : () -> (f8E4M3FN, f8E4M3FNUZ, index, tensor<838x6x36x0xcomplex<bf16>>)
      "z.nop"() {a0 = 245 : i128, foo.k1 = ".\00.a\0A0\00\C3\A9#@"} : () -> ()
    }, {
      %9 = "foo.op"(%5, %5) : (tuple<i17, i64>, tuple<i17, i64>) -> complex<bf16>
      %10 = "bar.yield"(%1, %5, %5) <{"quoted key 0"}> {"quoted key 0" = "b@}-\00.\C3\A9"} : (i1024, tuple<i17, i64>, tuple<i17, i64>) -> si16
      "z.nop"() : () -> ()
      "z.nop"() <{b0 = -1 : i8, k$1 = dense<1.401300e-45> : tensor<f32>}> : () -> ()
      "cfx.cond_br"(%5, %9)[^bb1, ^bb2] ({
      ^bb0(%arg0: vector<[8]xi64>, %arg1: index):
      }) : (tuple<i17, i64>, complex<bf16>) -> ()
    ^bb1:  // pred: ^bb0
      "z.nop"(%5) {b0 = #x.flag, k$1 = [-3.600000e+01 : f8E4M3, 0 : ui32, #distinct, dense<[[[2.000000e+02], [4.287500e+02], [2.075200e-03], [-2.479550e-04]]]> : tensor<1x4x1xf16>], "quoted key 2" = 0x80 : f8E4M3FNUZ, z93 = 33 : index} : (tuple<i17, i64>) -> ()
      "x.switch"(%9)[^bb2] : (complex<bf16>) -> ()
    ^bb2:  // 2 preds: ^bb0, ^bb1
      "bar.yield"(%5, %1) <{"quoted key 0" = true}> : (tuple<i17, i64>, i1024) -> ()
      %11 = "foo.op"(%10) : (si16) -> i1
      "cfx.cond_br"()[^bb3] : () -> ()
    ^bb3:  // pred: ^bb2
      %12 = "foo.op"(%9, %9, %1) : (complex<bf16>, complex<bf16>, i1024) -> !my_dialect.t
      "foo.bar"(%1, %10) <{k$0 = ""}> ({
      }) {my.k1 = true, x0 = -1 : si32} : (i1024, si16) -> ()
      "bar.yield"() : () -> ()
      "foo.bar.baz"() : () -> ()
      %13 = "z.nop"(%12, %9) ({
        "cfx.cond_br"()[^bb1, ^bb1] : () -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb0
        %17 = "my_dialect.thing"(%9, %10, %12) : (complex<bf16>, si16, !my_dialect.t) -> memref<606x?xi32, strided<[?, 1], offset: ?>, 6>
        %18 = "my_dialect.thing"(%12) : (!my_dialect.t) -> bf16
        %19:4 = "a.b"(%10, %10, %18) {_u0 = #loc2, z91 = -3 : si7} : (si16, si16, bf16) -> (tensor<543x1x4xbf16>, tuple<f64, ui3, f8E8M0FNU, index>, i7, index)
        "a.b"(%19#0) : (tensor<543x1x4xbf16>) -> ()
        "cfx.cond_br"(%19#1, %19#1)[^bb2, ^bb2] {_u1 = [6, #set, 2.502440e-03 : bf16], attr0 = "\00\C3\A9", my.k2 = @c::@f_1::@_priv} : (tuple<f64, ui3, f8E8M0FNU, index>, tuple<f64, ui3, f8E8M0FNU, index>) -> ()
      ^bb2(%20: f8E4M3, %21: none, %22: tensor<2xindex>):  // 2 preds: ^bb1, ^bb1
        %23 = "a.b"(%20, %22, %21) <{value1 = 0 : i128, x0 = distinct[1]<#bar<"x<1>">>}> : (f8E4M3, tensor<2xindex>, none) -> f80
      }, {
      }, {
        "builtin.module"() ({
          %15 = "a.b"() : () -> i17
          %16:3 = "x.y"(%15, %15, %15) {a2 = dense_resource<blob0> : tensor<1xf64>, my.k0 = true, sym_name1, x3 = 170141183460469231731687303715884105727 : si128} : (i17, i17, i17) -> (memref<6xbf16>, index, vector<index>)
        }) : () -> ()
      }) : (!my_dialect.t, complex<bf16>) -> i8
      %14 = "z.nop"(%10, %12) <{b0 = []}> : (si16, !my_dialect.t) -> index
    }) {x1 = array<i1: true>, z90 = 1 : i64} : (tuple<i17, i64>, tuple<i17, i64>) -> ()
    %6 = "x.y"(%5, %0) : (tuple<i17, i64>, vector<[1]x9x5xf16>) -> i64
    %7 = "foo.bar"(%6, %0) <{}> : (i64, vector<[1]x9x5xf16>) -> tuple<index, index>
    "x.y"(%1) : (i1024) -> ()
    %8 = "d.op_1"(%5) {_u1 = dense_resource<weights1> : tensor<5xf32>, z90 = 255 : ui8} : (tuple<i17, i64>) -> f16
  }, {
    %4 = "foo.compute"(%0) : (vector<[1]x9x5xf16>) -> f128
  }) : () -> bf16
  %3:4 = "foo.compute"(%0, %0, %1) : (vector<[1]x9x5xf16>, vector<[1]x9x5xf16>, i1024) -> (complex<tf32>, index, vector<5xui64>, !bar<"">)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x08000000B7EF38E6AC5AF244",
      weights1: "0x04000000D11D371C3947642C3883EC067798EE0E0FF73D81"
    }
  }
#-}

