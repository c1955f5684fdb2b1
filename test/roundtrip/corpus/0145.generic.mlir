!tuple = tuple<i1, i17, f128, i17, i7, ui7, f8E4M3, i32, !bar.t, f32, index, f6E2M3FN, i24, si24, f8E3M4, i32, i17, i64, f8E5M2, f128>
"builtin.module"() ({
  "bar.yield"() <{foo.k0, value1 = true, x2 = [17 : i8]}> ({
    "x.switch"()[^bb1, ^bb1] : () -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    %12 = "x.y"() : () -> memref<6x6x25xindex, "gpu">
    "foo.br"(%12, %12)[^bb1] <{b1 = 2.95800898E-21 : f32, b2 = 16 : index, d.k0, sym_name3 = 6.021020e+23 : bf16}> ({
      "bar.yield"(%12, %12, %12) : (memref<6x6x25xindex, "gpu">, memref<6x6x25xindex, "gpu">, memref<6x6x25xindex, "gpu">) -> ()
      "x.y"(%12) {attr1 = array<i8: 0, 19, 0>, value0 = 3.140630e+00 : f16, z92 = false} : (memref<6x6x25xindex, "gpu">) -> ()
    }) : (memref<6x6x25xindex, "gpu">, memref<6x6x25xindex, "gpu">) -> ()
  }) : () -> ()
  %0 = "foo.compute"() : () -> tuple<f8E5M2>
  %1 = "bar.yield"() {a0 = 268 : index, foo.k1 = {}, my.k2 = dense_resource<blob0> : tensor<6xi8>} : () -> i7
  %2 = "foo.compute"(%0, %0) <{a0 = -1.177600e+05 : bf16, foo.k2, k$1 = affine_set<(d0, d1)[s0, s1] : (d0 - s1 floordiv 7 - (d1 + s0) >= 0)>, sym_name3 = 1 : i1024}> : (tuple<f8E5M2>, tuple<f8E5M2>) -> tensor<670x3x?xi17>
  %3:4 = "foo.compute"(%2) {a1 = sparse<[[1, 0], [1, 0], [0, 1]], [-128, -1, 0]> : tensor<5x2xi8>, z90 = dense<2.000000e+00> : vector<1xf8E8M0FNU>} : (tensor<670x3x?xi17>) -> (index, tensor<2x?xf16>, tuple<>, complex<f8E3M4>)
  %4 = "z.nop"(%3#1, %3#0, %2) {attr0, sym_name1 = 21 : index} : (tensor<2x?xf16>, index, tensor<670x3x?xi17>) -> !foo<"">
  %5 = "foo.compute"(%3#1, %3#2) ({
  ^bb0(%arg6: f64, %arg7: i32):
    %8 = "my_dialect.thing"() : () -> !bar.t<-2,true,<f32 -1>>
    %9 = "z.nop"(%3#0, %arg7) : (index, i32) -> (() -> ())
    %10 = "my_dialect.thing"() <{k$0 = sparse<1, -2.2394302960211439E-287> : tensor<3xf64>}> : () -> i32
    %11:4 = "x.y"(%3#2, %9) {a0 = dense<-4> : tensor<3xi3>, attr1 = 0 : ui24, b2 = -1 : i64, value3 = {attr0, d.k1 = memref<2x3xvector<3xf32>, strided<[23, 1]>>}} : (tuple<>, () -> ()) -> (!foo.v<?>, f64, f64, !tuple)
    "bar.yield"(%11#3, %11#0) {_u3 = @"x y", a1 = "", a2 = ["\\a*\09!\0Ab\7F\C3\A9\\\00\09", dense<[1.000000e+02, 0xFC00]> : vector<2xf16>], sym_name0 = array<i8: 0, 19, 0>} : (!tuple, !foo.v<?>) -> ()
  }, {
  ^bb0(%arg3: f16, %arg4: !foo.param<[i8 ?],"x y",{{abc}, ?, -1}>, %arg5: i128):
    %7 = "d.op_1"(%arg3, %3#3, %arg3) {_u1 = @_priv, _u2 = array<i64: 3, -1, 20, -56>, value0 = -1 : si7} : (f16, complex<f8E3M4>, f16) -> !bar.t<?>
  }, {
  ^bb0(%arg2: tensor<2x514x?x730xui17>):
  }) : (tensor<2x?xf16>, tuple<>) -> f64
  %6 = "x.y"(%3#3, %3#0, %4) ({
  ^bb0:
  }, {
    "x.switch"(%4, %3#2, %3#2)[^bb1, ^bb1] <{"quoted key 0" = false}> : (!foo<"">, tuple<>, tuple<>) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "x.y"(%1, %5) {d.k1 = array<f32: -1.72501549E+38, 9.99999897E+9, -9.99999974E-6, 1.803440e+05, 0.000000e+00>, value0 = dense_resource<res_1> : tensor<1xi32>, z92 = 8 : index} : (i7, f64) -> ()
  }, {
  ^bb0(%arg0: ui32, %arg1: tensor<*xf80>):
    "d.op_1"(%4, %4) : (!foo<"">, !foo<"">) -> ()
  }) {sym_name0 = "#\0A\1E'.%-"} : (complex<f8E3M4>, index, !foo<"">) -> complex<f8E4M3FNUZ>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000E8249DA5A6E4",
      res_1: "0x04000000019C4F61"
    }
  }
#-}

