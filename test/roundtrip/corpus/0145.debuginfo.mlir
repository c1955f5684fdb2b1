!tuple = tuple<i1, i17, f128, i17, i7, ui7, f8E4M3, i32, !bar.t, f32, index, f6E2M3FN, i24, si24, f8E3M4, i32, i17, i64, f8E5M2, f128>
#loc3 = loc("dir/with space.c":15:77 to :59)
#loc13 = loc("-":175:47)
#loc14 = loc("0145.in.mlir":21:30)
#loc20 = loc("0145.in.mlir":28:4)
#loc21 = loc("a.mlir":33:47 to 36:9)
#loc23 = loc("0145.in.mlir":31:6)
#loc26 = loc("0145.in.mlir":41:4)
"builtin.module"() ({
  "bar.yield"() <{foo.k0, value1 = true, x2 = [17 : i8]}> ({
    "x.switch"()[^bb1, ^bb1] : () -> () loc(#loc2)
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    %12 = "x.y"() : () -> memref<6x6x25xindex, "gpu"> loc(#loc28)
    "foo.br"(%12, %12)[^bb1] <{b1 = 2.95800898E-21 : f32, b2 = 16 : index, d.k0, sym_name3 = 6.021020e+23 : bf16}> ({
      "bar.yield"(%12, %12, %12) : (memref<6x6x25xindex, "gpu">, memref<6x6x25xindex, "gpu">, memref<6x6x25xindex, "gpu">) -> () loc(#loc5)
      "x.y"(%12) {attr1 = array<i8: 0, 19, 0>, value0 = 3.140630e+00 : f16, z92 = false} : (memref<6x6x25xindex, "gpu">) -> () loc(#loc6)
    }) : (memref<6x6x25xindex, "gpu">, memref<6x6x25xindex, "gpu">) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
  %0 = "foo.compute"() : () -> tuple<f8E5M2> loc(#loc7)
  %1 = "bar.yield"() {a0 = 268 : index, foo.k1 = {}, my.k2 = dense_resource<blob0> : tensor<6xi8>} : () -> i7 loc(#loc8)
  %2 = "foo.compute"(%0, %0) <{a0 = -1.177600e+05 : bf16, foo.k2, k$1 = affine_set<(d0, d1)[s0, s1] : (d0 - s1 floordiv 7 - (d1 + s0) >= 0)>, sym_name3 = 1 : i1024}> : (tuple<f8E5M2>, tuple<f8E5M2>) -> tensor<670x3x?xi17> loc(#loc9)
  %3:4 = "foo.compute"(%2) {a1 = sparse<[[1, 0], [1, 0], [0, 1]], [-128, -1, 0]> : tensor<5x2xi8>, z90 = dense<2.000000e+00> : vector<1xf8E8M0FNU>} : (tensor<670x3x?xi17>) -> (index, tensor<2x?xf16>, tuple<>, complex<f8E3M4>) loc(#loc10)
  %4 = "z.nop"(%3#1, %3#0, %2) {attr0, sym_name1 = 21 : index} : (tensor<2x?xf16>, index, tensor<670x3x?xi17>) -> !foo<""> loc(#loc11)
  %5 = "foo.compute"(%3#1, %3#2) ({
  ^bb0(%arg6: f64 loc("-":175:47), %arg7: i32 loc("0145.in.mlir":21:30)):
    %8 = "my_dialect.thing"() : () -> !bar.t<-2,true,<f32 -1>> loc(#loc15)
    %9 = "z.nop"(%3#0, %arg7) : (index, i32) -> (() -> ()) loc(#loc16)
    %10 = "my_dialect.thing"() <{k$0 = sparse<1, -2.2394302960211439E-287> : tensor<3xf64>}> : () -> i32 loc(#loc17)
    %11:4 = "x.y"(%3#2, %9) {a0 = dense<-4> : tensor<3xi3>, attr1 = 0 : ui24, b2 = -1 : i64, value3 = {attr0, d.k1 = memref<2x3xvector<3xf32>, strided<[23, 1]>>}} : (tuple<>, () -> ()) -> (!foo.v<?>, f64, f64, !tuple) loc(#loc18)
    "bar.yield"(%11#3, %11#0) {_u3 = @"x y", a1 = "", a2 = ["\\a*\09!\0Ab\7F\C3\A9\\\00\09", dense<[1.000000e+02, 0xFC00]> : vector<2xf16>], sym_name0 = array<i8: 0, 19, 0>} : (!tuple, !foo.v<?>) -> () loc(#loc19)
  }, {
  ^bb0(%arg3: f16 loc("0145.in.mlir":28:4), %arg4: !foo.param<[i8 ?],"x y",{{abc}, ?, -1}> loc("a.mlir":33:47 to 36:9), %arg5: i128 loc("a.mlir":33:47 to 36:9)):
    %7 = "d.op_1"(%arg3, %3#3, %arg3) {_u1 = @_priv, _u2 = array<i64: 3, -1, 20, -56>, value0 = -1 : si7} : (f16, complex<f8E3M4>, f16) -> !bar.t<?> loc(#loc22)
  }, {
  ^bb0(%arg2: tensor<2x514x?x730xui17> loc("0145.in.mlir":31:6)):
  }) : (tensor<2x?xf16>, tuple<>) -> f64 loc(#loc12)
  %6 = "x.y"(%3#3, %3#0, %4) ({
  ^bb0:
  }, {
    "x.switch"(%4, %3#2, %3#2)[^bb1, ^bb1] <{"quoted key 0" = false}> : (!foo<"">, tuple<>, tuple<>) -> () loc(#loc24)
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "x.y"(%1, %5) {d.k1 = array<f32: -1.72501549E+38, 9.99999897E+9, -9.99999974E-6, 1.803440e+05, 0.000000e+00>, value0 = dense_resource<res_1> : tensor<1xi32>, z92 = 8 : index} : (i7, f64) -> () loc(#loc25)
  }, {
  ^bb0(%arg0: ui32 loc("0145.in.mlir":41:4), %arg1: tensor<*xf80> loc("dir/with space.c":15:77 to :59)):
    "d.op_1"(%4, %4) : (!foo<"">, !foo<"">) -> () loc(#loc27)
  }) {sym_name0 = "#\0A\1E'.%-"} : (complex<f8E3M4>, index, !foo<"">) -> complex<f8E4M3FNUZ> loc(#loc3)
}) : () -> () loc(#loc)
#loc = loc("0145.in.mlir":0:0)
#loc1 = loc("0145.in.mlir":6:1)
#loc2 = loc("0145.in.mlir":7:3)
#loc4 = loc(unknown)
#loc5 = loc("0145.in.mlir":11:5)
#loc6 = loc("0145.in.mlir":12:5)
#loc7 = loc("0145.in.mlir":15:7)
#loc8 = loc("0145.in.mlir":16:7)
#loc9 = loc("0145.in.mlir":17:6)
#loc10 = loc("-":4294967295:411)
#loc11 = loc("0145.in.mlir":19:7)
#loc12 = loc("0145.in.mlir":20:9)
#loc15 = loc("0145.in.mlir":22:10)
#loc16 = loc("name")
#loc17 = loc("0145.in.mlir":24:10)
#loc18 = loc("0145.in.mlir":25:12)
#loc19 = loc("0145.in.mlir":26:3)
#loc22 = loc("0145.in.mlir":29:10)
#loc24 = loc("0145.in.mlir":37:3)
#loc25 = loc("0145.in.mlir":39:3)
#loc27 = loc("0145.in.mlir":42:3)
#loc28 = loc(callsite(#loc3 at #loc3))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000E8249DA5A6E4",
      res_1: "0x04000000019C4F61"
    }
  }
#-}

