#distinct = distinct[0]<sparse<[[0, 3, 5], [2, 2, 5], [1, 0, 4]], [0x7C00, 1.000000e+02, 0.000000e+00]> : tensor<4x6x6xf16>>
#loc4 = loc(unknown)
#loc5 = loc("name")
#loc9 = loc("0208.in.mlir":18:80)
#loc17 = loc("f":497:282)
#map = affine_map<(d0, d1) -> (0, -d0 + 48)>
#map1 = affine_map<(d0) -> (0, -d0)>
#map2 = affine_map<(d0, d1, d2)[s0] -> ((s0 ceildiv 3) * 6)>
#set = affine_set<(d0, d1) : (-4 >= 0, -((d1 floordiv 7) mod 8) + 1 >= 0)>
#set1 = affine_set<(d0, d1)[s0, s1] : (-(s0 ceildiv 6) + 4 >= 0, (s0 * 6) floordiv 8 == 0)>
"builtin.module"() ({
  "a.b"() ({
  }) : () -> () loc(#loc1)
  "foo.op"() <{attr0 = affine_map<(d0, d1)[s0] -> (d1, -(d1 - 7), 3)>, b2 = false, k$1 = array<i1: true, true, true, false>}> {a1 = [array<i64>], x0 = #set} : () -> () loc(#loc2)
  "my_dialect.thing"() ({
  }) {d.k0 = "'\C3\A9" : i64} : () -> () loc(#loc3)
  %0 = "foo.op"() ({
  ^bb0(%arg0: memref<*xf8E8M0FNU, "shared"> loc("name")):
    %5 = "d.op_1"() : () -> ((!bar.t, tensor<f8E4M3FN>, vector<i7>) -> ()) loc(#loc6)
    %6:2 = "bar.yield"(%5, %5) {a1 = dense<[[0x80, 5.000000e-01], [0x80, 3.125000e-01], [-9.375000e-02, 0.000000e+00], [-1.500000e+00, 0.000000e+00]]> : tensor<4x2xf8E4M3FNUZ>, "quoted key 0"} : ((!bar.t, tensor<f8E4M3FN>, vector<i7>) -> (), (!bar.t, tensor<f8E4M3FN>, vector<i7>) -> ()) -> (!bar<"a b">, vector<i7>) loc(#loc7)
    %7 = "bar.yield"(%arg0, %5) : (memref<*xf8E8M0FNU, "shared">, (!bar.t, tensor<f8E4M3FN>, vector<i7>) -> ()) -> !x<"abc"> loc(#loc4)
    "x.switch"()[^bb1, ^bb1] {attr1 = array<f64: 4.649000e+08, 0.72900960000000004, 1.17549435E-38, -2.6117535450043856E+244, 3.899570e+33>, value2 = array<i16: -1, 1, 156, -3>, x3, z90 = [dense<[[[0x80, 0.000000e+00, -4.800000e+01, 0x80], [8.125000e-01, -7.500000e-01, 0.000000e+00, 1.000000e+00]], [[3.437500e-01, 0x80, 0.000000e+00, 0x80], [0x80, 1.100000e+01, 0x80, 0.000000e+00]]]> : tensor<2x2x4xf8E4M3FNUZ>]} : () -> () loc(#loc8)
  ^bb1(%8: memref<2xcomplex<f8E4M3FNUZ>, strided<[1], offset: ?>> loc(unknown), %9: f8E5M2FNUZ loc("0208.in.mlir":18:80)):  // 3 preds: ^bb0, ^bb0, ^bb1
    "x.switch"(%6#1, %9, %6#1)[^bb2, ^bb1] {my.k1 = {k$0 = #map, k$1 = [dense<[[0.000000e+00, 6.144000e+03]]> : vector<1x2xf8E5M2FNUZ>, #map1, #set1, @c::@s$], k$2}, value0 = #distinct} : (vector<i7>, f8E5M2FNUZ, vector<i7>) -> () loc(#loc10)
  ^bb2:  // pred: ^bb1
    "a.b"() : () -> () loc(#loc11)
  }) : () -> !foo<"x<y>"> loc(#loc4)
  "z.nop"(%0) {a2 = #map2, a3 = [], x1 = [{}, (tensor<23x1xcomplex<f16>>, i64) -> (vector<15xbf16>, vector<i7>), @f_1::@"x y", false], z90} : (!foo<"x<y>">) -> () loc(#loc12)
  "foo.compute"(%0, %0, %0) : (!foo<"x<y>">, !foo<"x<y>">, !foo<"x<y>">) -> () loc(#loc13)
  %1 = "my_dialect.thing"(%0) : (!foo<"x<y>">) -> tuple<f64, si3> loc(#loc19)
  %2:3 = "foo.compute"(%1, %0) ({
    %3 = "x.y"(%1) : (tuple<f64, si3>) -> complex<f8E4M3> loc(#loc5)
    "x.switch"(%1)[^bb1, ^bb2] <{x0 = 32 : index}> ({
    }) {"quoted key 2", z90 = array<i8: 47, -2, 0, -1, -128>, z91 = #foo.v<-7 <29,abc,42>>, z93 = false} : (tuple<f64, si3>) -> () loc(#loc16)
  ^bb1(%4: si7 loc("f":497:282)):  // pred: ^bb0
    "x.switch"()[^bb2] {value0 = "'"} : () -> () loc(#loc)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "foo.compute"(%1) : (tuple<f64, si3>) -> () loc(#loc18)
  }) {b1 = dense<2.000000e+00> : tensor<f8E8M0FNU>, b3 = -6.000000e+00 : f4E2M1FN, k$0, sym_name2 = dense<"*\0A\7F\C3\A9\A7X'"> : tensor<2x4x2x!foo.str>} : (tuple<f64, si3>, !foo<"x<y>">) -> (vector<si7>, none, i32) loc(#loc15)
}) : () -> () loc(#loc)
#loc = loc("x")
#loc1 = loc("0208.in.mlir":6:1)
#loc2 = loc("0208.in.mlir":8:1)
#loc3 = loc("-":344:437)
#loc6 = loc("0208.in.mlir":13:7)
#loc7 = loc("f":16:4294967295)
#loc8 = loc("0208.in.mlir":17:1)
#loc10 = loc("0208.in.mlir":19:1)
#loc11 = loc("f":43:80 to :81)
#loc12 = loc("0208.in.mlir":23:1)
#loc13 = loc("0208.in.mlir":25:1)
#loc14 = loc("dir/with space.c":4294967295:254)
#loc15 = loc("0208.in.mlir":27:17)
#loc16 = loc("dir/with space.c":152:463)
#loc18 = loc("0208.in.mlir":35:1)
#loc19 = loc("callee"(#loc14))

