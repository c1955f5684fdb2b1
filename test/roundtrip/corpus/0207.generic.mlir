#loc = loc("name")
#map = affine_map<()[s0] -> ()>
#map1 = affine_map<()[s0, s1] -> (s0 + 1)>
"builtin.module"() ({
  %0 = "foo.bar.baz"() <{attr0, attr2 = 0 : ui8, b1 = 0 : ui1024, b3 = dense<[[[0.000000e+00, 2.250980e-01], [2.575680e-02, -0.000000e+00], [3.140630e+00, 0x7C00]]]> : tensor<1x3x2xf16>}> {x0 = i32} : () -> tensor<?x3x368x1xvector<[13]x11x12xi7>>
  %1 = "foo.compute"(%0, %0, %0) <{value0 = 9.276450e+05 : f32}> : (tensor<?x3x368x1xvector<[13]x11x12xi7>>, tensor<?x3x368x1xvector<[13]x11x12xi7>>, tensor<?x3x368x1xvector<[13]x11x12xi7>>) -> i1
  %2 = "d.op_1"(%0, %0, %1) ({
  }) {k$0 = #foo<"x<1>">, "quoted key 1" = [[@"with\22quote"], "-b\09\7F-" : f32], sym_name2 = {a0 = "'\22*\B6\00*\C3\A9@(f"}} : (tensor<?x3x368x1xvector<[13]x11x12xi7>>, tensor<?x3x368x1xvector<[13]x11x12xi7>>, i1) -> ui64
  %3:4 = "foo.op"() : () -> (f8E4M3FNUZ, vector<11x4x[9]xbf16>, i32, !my_dialect.v<-8>)
  %4:4 = "a.b"() ({
    "cfx.cond_br"()[^bb1, ^bb1] {x0 = "z#\0B\80-" : i1, x1 = sparse<[[4, 0, 1], [4, 2, 2], [3, 2, 2], [0, 0, 2]], [0, 1, 0, 23]> : tensor<5x4x3xi8>} : () -> ()
  ^bb1(%7: si3, %8: complex<f64>):  // 3 preds: ^bb0, ^bb0, ^bb1
    "z.nop"(%8, %3#2, %3#3) <{}> {_u0 = #map, _u3 = -1 : i32, a2 = dense_resource<res_0> : tensor<5xf64>, sym_name1 = #my<"abc">} : (complex<f64>, i32, !my_dialect.v<-8>) -> ()
    %9:3 = "foo.op"(%7) ({
    ^bb0(%arg2: complex<f16>, %arg3: i64, %arg4: !x.v<-6 ? abc>):
      %10 = "foo.compute"(%arg2) {_u1 = 0 : ui32, x0 = -1.500000e+00 : f16, x2 = #loc} : (complex<f16>) -> ui17
      %11 = "z.nop"(%3#2) : (i32) -> f16
    }, {
    ^bb0(%arg0: vector<8xi24>, %arg1: ui16):
    }, {
    ^bb0:
    }) {attr0, x1 = -7.655000e+03 : f64, z92} : (si3) -> (i3, f16, tf32)
    "cfx.cond_br"(%9#0)[^bb1] : (i3) -> ()
  }) {my.k0 = [@a, #map1]} : () -> (() -> complex<i64>, (vector<[8]x10x[12]xi7>) -> (), !my_dialect.t<{[a.b,"x y",51]}, "x y">, f8E4M3B11FNUZ)
  "a.b"(%4#3) {_u2 = {my.k1 = "%#%/{\\Xb\\\F0\9F\99\82-", value0, x2 = dense<255> : tensor<ui8>}, _u3 = -2.800000e+01 : f6E3M2FN, b0 = @"x y", "quoted key 1" = !my_dialect.t_1} : (f8E4M3B11FNUZ) -> ()
  %5:2 = "bar.yield"(%4#1, %2) {_u1 = array<i8: -128, -1, -1, 0, -1>, b2 = false, "quoted key 3" = array<f64: 454.49207000000001, 84.567998000000002, -5.8544876511490235E+211, 0x7FF8000000000000, -9.5529894772847545E+78>, value0 = 520.53363100000001 : f64} : ((vector<[8]x10x[12]xi7>) -> (), ui64) -> (!bar.t<<-7 [f32 , ? , -5]>,a.b>, f80)
  %6:4 = "a.b"(%4#2, %5#0) : (!my_dialect.t<{[a.b,"x y",51]}, "x y">, !bar.t<<-7 [f32 , ? , -5]>,a.b>) -> (() -> (), memref<?xi128>, f8E8M0FNU, !x.v<"x y",?,"x y">)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x080000001CAC887E203C87C4D619CF1E3FADC7F7FAEEF4E9861E15E46C2821E046CCECF4AECFBBB709276E08"
    }
  }
#-}

