#distinct = distinct[0]<@"x y">
#loc4 = loc("0055.in.mlir":4:5)
#loc16 = loc("op.1")
#loc22 = loc("":97:0)
#map = affine_map<()[s0, s1] -> (s0 floordiv 6 - s0 - 2)>
#loc28 = loc(fused[#loc16, #loc22])
"builtin.module"() ({
  %0:4 = "d.op_1"() : () -> (f8E4M3FNUZ, i24, i1, !foo.t_1) loc(#loc1)
  %1 = "foo.op"(%0#2) : (i1) -> !bar.v<[[?, "x y", "x y"] 47 ["x y", 16, 12]], "x y"> loc(#loc2)
  %2 = "a.b"(%0#3) ({
  ^bb0(%arg1: index loc("0055.in.mlir":4:5)):
  }) : (!foo.t_1) -> f32 loc(#loc3)
  "bar.yield"(%1, %0#2) {my.k1 = false, value0 = #my<"a b">} : (!bar.v<[[?, "x y", "x y"] 47 ["x y", 16, 12]], "x y">, i1) -> () loc(#loc5)
  %3 = "d.op_1"(%2, %2) {foo.k0 = #distinct} : (f32, f32) -> tensor<1x61x3xi7> loc(#loc6)
  "bar.yield"() ({
    "x.y"(%2, %1, %1) : (f32, !bar.v<[[?, "x y", "x y"] 47 ["x y", 16, 12]], "x y">, !bar.v<[[?, "x y", "x y"] 47 ["x y", 16, 12]], "x y">) -> () loc(#loc8)
    "my_dialect.thing"(%3, %1, %3) ({
    }) {my.k2 = #x.p<?>, x0 = 0 : ui8, z91 = #map} : (tensor<1x61x3xi7>, !bar.v<[[?, "x y", "x y"] 47 ["x y", 16, 12]], "x y">, tensor<1x61x3xi7>) -> () loc(#loc9)
    %15:3 = "foo.bar"() : () -> (!my_dialect.t<<59 , {41 , "x y"} , -0>>, si32, vector<1x[10]xindex>) loc(#loc10)
  }) : () -> () loc(#loc7)
  %4:2 = "foo.bar"(%0#2, %0#1, %2) {attr0} : (i1, i24, f32) -> (f32, !x.param<-1>) loc(#loc11)
  "foo.op"(%0#3, %4#1) : (!foo.t_1, !x.param<-1>) -> () loc(#loc30)
  "bar.yield"(%0#3, %3, %0#0) ({
    "foo.op"(%3, %4#1, %2) : (tensor<1x61x3xi7>, !x.param<-1>, f32) -> () loc(#loc14)
    %9:4 = "foo.bar.baz"(%3) : (tensor<1x61x3xi7>) -> (bf16, ui32, ui32, () -> ()) loc(#loc15)
    %10 = "foo.compute"(%9#2) : (ui32) -> f32 loc(#loc16)
    %11 = "foo.bar.baz"() ({
      %13 = "z.nop"(%9#3) {attr0 = [1.17549434999999996037300886928394262E-38 : f128]} : (() -> ()) -> i8 loc(#loc18)
      "z.nop"(%0#1) ({
      ^bb0:
      }, {
      }, {
      }) : (i24) -> () loc(#loc19)
      %14 = "foo.bar.baz"(%9#2, %4#1) : (ui32, !x.param<-1>) -> memref<1x5xcomplex<f8E4M3>, strided<[?, 1]>> loc(#loc20)
    }) : () -> complex<f8E5M2> loc(#loc17)
    %12:4 = "d.op_1"(%0#3, %10) {a0 = false} : (!foo.t_1, f32) -> (complex<i24>, complex<f6E2M3FN>, i16, i7) loc(#loc21)
  }, {
  ^bb0(%arg0: tensor<*xf32> loc(fused[#loc16, #loc22])):
    %8 = "foo.bar"() : () -> vector<i1024> loc(#loc5)
  }) : (!foo.t_1, tensor<1x61x3xi7>, f8E4M3FNUZ) -> () loc(#loc13)
  %5:3 = "foo.bar"(%0#3) : (!foo.t_1) -> (tensor<i32>, none, index) loc(#loc29)
  %6 = "my_dialect.thing"() : () -> none loc(#loc25)
  %7 = "foo.bar.baz"(%5#0, %5#1) {b1 = {_u0 = dense<> : tensor<0x3x!foo.str>}, sym_name0 = dense<[[[3.054200e-01, 8.750000e+00, 0x7C00, 6.445310e+00], [0x7C00, 0x7C00, 4.985350e-01, -0.000000e+00], [8.750000e-01, 0x7E00, -2.296450e-02, 9.230000e+02]], [[8.304680e+00, 0x7C00, -5.972650e+00, -6.585000e+02], [5.000000e-01, -5.428130e+01, 5.000000e-01, 0x7C00], [-3.720000e+02, 0.000000e+00, 2.718750e+00, 0.000000e+00]]]> : tensor<2x3x4xf16>} : (tensor<i32>, none) -> complex<f32> loc(#loc26)
}) : () -> () loc(#loc)
#loc = loc("0055.in.mlir":0:0)
#loc1 = loc("a.mlir":453:0)
#loc2 = loc("0055.in.mlir":2:11)
#loc3 = loc("0055.in.mlir":3:6)
#loc5 = loc(unknown)
#loc6 = loc("0055.in.mlir":7:11)
#loc7 = loc("0055.in.mlir":8:1)
#loc8 = loc("0055.in.mlir":9:5)
#loc9 = loc("0055.in.mlir":10:5)
#loc10 = loc("0055.in.mlir":13:17)
#loc11 = loc("0055.in.mlir":15:9)
#loc12 = loc("f":237:117)
#loc13 = loc("0055.in.mlir":17:1)
#loc14 = loc("with \22q\22")
#loc15 = loc("0055.in.mlir":19:15)
#loc17 = loc("dir/with space.c":30:71 to 33:61)
#loc18 = loc("0055.in.mlir":23:15)
#loc19 = loc("0055.in.mlir":24:9)
#loc20 = loc("0055.in.mlir":29:15)
#loc21 = loc("0055.in.mlir":31:20)
#loc23 = loc("a.mlir":459:322)
#loc24 = loc("":47:0)
#loc25 = loc("0055.in.mlir":38:7)
#loc26 = loc("0055.in.mlir":39:7)
#loc27 = loc(fused<"meta">[#loc5])
#loc29 = loc(fused<"meta">[#loc23, #loc24])
#loc30 = loc(fused<6 : i32>[#loc27, #loc12])

