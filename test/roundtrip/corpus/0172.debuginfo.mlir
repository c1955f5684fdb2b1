#distinct = distinct[0]<-9223372036854775808 : index>
#loc5 = loc("0172.in.mlir":5:6)
#loc6 = loc("0172.in.mlir":5:22)
#loc7 = loc("dir/with space.c":63:454)
#loc13 = loc("f":152:428)
#loc14 = loc("a.mlir":105:344)
#loc15 = loc("0172.in.mlir":13:70)
#loc21 = loc("with \22q\22")
#map = affine_map<(d0, d1) -> ((d1 * 8) mod 9)>
#map1 = affine_map<(d0, d1, d2) -> (d0 * -4)>
#map2 = affine_map<(d0)[s0] -> (-s0, 5)>
#map3 = affine_map<(d0, d1, d2)[s0, s1] -> ()>
"builtin.module"() ({
  %0 = "x.y"() : () -> memref<2x382x1xf16, strided<[55, ?, ?]>, 5> loc(#loc1)
  %1:2 = "foo.op"(%0) : (memref<2x382x1xf16, strided<[55, ?, ?]>, 5>) -> (tensor<0xbf16, "sparse">, !bar.v<?,{-6}>) loc(#loc2)
  "foo.bar.baz"(%1#0) <{my.k0 = [16 : index, 2.801420e-06 : f16, 1 : index]}> ({
  ^bb0(%arg1: ui32 loc("0172.in.mlir":5:6), %arg2: si32 loc("0172.in.mlir":5:22), %arg3: tensor<?x?xcomplex<f16>> loc("dir/with space.c":63:454)):
    %18 = "a.b"(%arg2, %arg1) <{my.k0 = dense<-3.14159265358979> : tensor<f64>}> {z90 = @"x y"} : (si32, ui32) -> tensor<?x0x248x3xf6E2M3FN> loc(#loc8)
  }, {
    "foo.op"() : () -> () loc(#loc9)
    %2 = "my_dialect.thing"(%0, %1#0) <{_u0 = {a0 = true}, d.k1 = -170141183460469231731687303715884105728 : i1024, foo.k2 = "\D5\00/\7F\09\22\00" : index, k$3 = 0 : si7}> {d.k1 = "" : f32, foo.k0 = @b::@_priv::@x.y} : (memref<2x382x1xf16, strided<[55, ?, ?]>, 5>, tensor<0xbf16, "sparse">) -> tensor<*xi64> loc(#loc10)
    %3:4 = "x.y"() ({
      "x.switch"(%0)[^bb1, ^bb1] : (memref<2x382x1xf16, strided<[55, ?, ?]>, 5>) -> () loc(#loc12)
    ^bb1(%13: bf16 loc("f":152:428), %14: f16 loc("a.mlir":105:344), %15: si17 loc("0172.in.mlir":13:70)):  // 2 preds: ^bb0, ^bb0
      "x.y"(%13, %14) : (bf16, f16) -> () loc(#loc31)
      %16:4 = "foo.op"(%14, %14) : (f16, f16) -> (complex<f32>, none, memref<?x4xf80, #map, {kind = "scratch"}>, ui1) loc(#loc17)
      %17:3 = "d.op_1"(%16#3, %13) {attr0 = 1.000000e+02 : bf16, attr2 = "\E6\97\A5\E6\9C\AC/", z91 = #distinct} : (ui1, bf16) -> (ui32, i128, f8E5M2) loc(#loc32)
    }) : () -> (f16, memref<?x4x620xindex, #map1, 3>, f6E2M3FN, index) loc(#loc11)
    "my_dialect.thing"(%0) ({
      %4:4 = "foo.op"(%3#3, %0) : (index, memref<2x382x1xf16, strided<[55, ?, ?]>, 5>) -> (!my_dialect.param<"x y" , ["x y" <a.b , -4 , 17> [?]] , <{"x y" , -4 , abc} , -1 , <a.b, -6>>>, index, tensor<196x2xf16>, si17) loc(#loc33)
      %5 = "foo.op"(%4#2, %4#0) ({
        "foo.bar.baz"(%4#3, %4#1, %4#2) <{attr0 = 0 : si8}> : (si17, index, tensor<196x2xf16>) -> () loc(#loc34)
        %11 = "foo.compute"(%4#2, %1#1, %4#2) : (tensor<196x2xf16>, !bar.v<?,{-6}>, tensor<196x2xf16>) -> tensor<3x6xf16> loc(#loc22)
        "d.op_1"() : () -> () loc(#loc2)
        "foo.bar.baz"() <{attr0 = "\22\09!#*z", my.k2, x1 = 1.670000e-01 : f32, z93 = dense<7> : tensor<si8>}> : () -> () loc(#loc23)
        %12:4 = "foo.bar"(%4#3) {sym_name1, value0 = 46 : index} : (si17) -> (tensor<?x?xvector<[15]x[5]x8xi64>, "sparse">, si17, f8E5M2, f32) loc(#loc24)
      }, {
      ^bb0(%arg0: f8E8M0FNU loc("with \22q\22")):
        %7 = "foo.bar"() : () -> complex<bf16> loc(#loc25)
        %8:3 = "x.y"(%4#1, %0) : (index, memref<2x382x1xf16, strided<[55, ?, ?]>, 5>) -> (none, complex<si17>, tensor<4x928xi16>) loc(#loc21)
        %9 = "foo.op"(%8#1, %7) <{a0}> : (complex<si17>, complex<bf16>) -> ((f64) -> ()) loc(#loc26)
        %10 = "foo.bar.baz"() : () -> !my_dialect.t<?> loc(#loc27)
      }) : (tensor<196x2xf16>, !my_dialect.param<"x y" , ["x y" <a.b , -4 , 17> [?]] , <{"x y" , -4 , abc} , -1 , <a.b, -6>>>) -> tuple<f32> loc(#loc20)
      %6 = "d.op_1"(%0, %4#3) : (memref<2x382x1xf16, strided<[55, ?, ?]>, 5>, si17) -> complex<f16> loc(#loc28)
    }) {a0 = [#map2, "\09/\00.{%\09'{@"], a3 = #map3, "quoted key 1", sym_name2 = -1 : index} : (memref<2x382x1xf16, strided<[55, ?, ?]>, 5>) -> () loc(#loc19)
  }) {my.k0} : (tensor<0xbf16, "sparse">) -> () loc(#loc30)
  "bar.yield"(%1#0) : (tensor<0xbf16, "sparse">) -> () loc(#loc29)
}) : () -> () loc(#loc)
#loc = loc("0172.in.mlir":0:0)
#loc1 = loc("-":21:67)
#loc2 = loc(unknown)
#loc3 = loc("dir/with space.c":49:219)
#loc4 = loc("-":81:398)
#loc8 = loc("0172.in.mlir":6:8)
#loc9 = loc("a.mlir":462:303)
#loc10 = loc("-":172:4294967295)
#loc11 = loc("0172.in.mlir":11:10)
#loc12 = loc("0172.in.mlir":12:5)
#loc16 = loc("f":394:423)
#loc17 = loc("0172.in.mlir":15:24)
#loc18 = loc("op.1")
#loc19 = loc("f":490:110)
#loc20 = loc("0172.in.mlir":20:12)
#loc22 = loc("src/x.py":8:32 to 11:14)
#loc23 = loc("0172.in.mlir":25:7)
#loc24 = loc("f":17:15 to :22)
#loc25 = loc("src/x.py":45:12 to :56)
#loc26 = loc("0172.in.mlir":31:16)
#loc27 = loc("0172.in.mlir":32:18)
#loc28 = loc("dir/with space.c":2:63 to :67)
#loc29 = loc("0172.in.mlir":37:1)
#loc30 = loc(callsite(#loc3 at #loc4))
#loc31 = loc(fused<"meta">[#loc16])
#loc32 = loc(callsite(#loc18 at #loc2))
#loc33 = loc(fused<5 : i32>[#loc2])
#loc34 = loc(callsite(#loc21 at #loc2))

