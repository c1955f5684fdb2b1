#distinct = distinct[0]<0 : si1>
#distinct1 = distinct[1]<6 : i64>
#distinct2 = distinct[2]<true>
#loc5 = loc("0293.in.mlir":8:7)
#loc6 = loc("0293.in.mlir":8:17)
#loc7 = loc("op.1")
#loc11 = loc("x")
#loc12 = loc("0293.in.mlir":13:54)
#map = affine_map<(d0, d1)[s0] -> ()>
"builtin.module"() ({
  %0 = "bar.yield"() ({
    %4:4 = "my_dialect.thing"() : () -> (memref<?x751x61xi17, 4>, memref<764x?x11xf128, strided<[?, ?, 58]>>, memref<?xindex, strided<[1], offset: ?>, 3>, f4E2M1FN) loc(#loc2)
    %5:2 = "foo.bar.baz"() <{foo.k0 = dense<[[[22, 8388607, -8388608, -1], [8388607, 1, 8388607, -8388608], [-1, 577, 0, 8388607], [-8388608, -8388608, 7, 8388607]], [[1, 1, -8388608, -1], [85727, 1, 0, -15778], [61, 8388607, 0, 15077], [9626, 1, 8388607, -1]], [[-1, 621, -8388608, 3082705], [6613, -8388608, -1, 1], [125, -31, 1, 478], [8388607, 8388607, 0, -8388608]]]> : tensor<3x4x4xsi24>, value1 = affine_set<(d0, d1)[s0, s1] : (-7 >= 0, s0 + 2 >= 0)>}> : () -> (ui1, tensor<ui64>) loc(#loc3)
    "x.y"() ({
    ^bb0(%arg0: f16 loc("0293.in.mlir":8:7), %arg1: memref<?x2x40xvector<2x10x[7]xf16>, "shared"> loc("0293.in.mlir":8:17), %arg2: memref<1xf4E2M1FN, {kind = "scratch"}> loc("op.1")):
      "my_dialect.thing"() : () -> () loc(#loc8)
      %6:3 = "z.nop"(%arg1, %arg2, %arg1) : (memref<?x2x40xvector<2x10x[7]xf16>, "shared">, memref<1xf4E2M1FN, {kind = "scratch"}>, memref<?x2x40xvector<2x10x[7]xf16>, "shared">) -> (ui128, si32, index) loc(#loc9)
      "foo.bar.baz"(%6#2, %arg2) ({
      ^bb0(%arg3: i32 loc("x"), %arg4: complex<i32> loc("x"), %arg5: index loc("0293.in.mlir":13:54)):
        %8 = "my_dialect.thing"(%4#1, %arg5) {_u1 = 0xFC00 : f16, my.k0 = 5.000000e-01 : f6E2M3FN} : (memref<764x?x11xf128, strided<[?, ?, 58]>>, index) -> f64 loc(#loc13)
        "d.op_1"(%8) : (f64) -> () loc(#loc9)
        %9 = "bar.yield"() <{_u1 = true, attr0 = 1 : ui1}> : () -> tensor<?xf8E3M4> loc(#loc14)
        "x.y"(%8) {z90 = 0x78 : f8E4M3} : (f64) -> () loc(#loc25)
        %10 = "foo.bar"(%8, %4#1) <{attr0 = -2.000000e-01 : f64, b2 = distinct[3]<"<\0A*\22az\\%b-{">, value1 = false}> {_u3 = dense<true> : tensor<1x1x4xi1>, d.k2 = "X" : bf16, foo.k1 = dense<0x80> : tensor<2xf8E5M2FNUZ>, "quoted key 0"} : (f64, memref<764x?x11xf128, strided<[?, ?, 58]>>) -> tensor<*xi64> loc(#loc26)
        "x.switch"()[^bb1, ^bb1] {attr1 = 49 : index, attr2 = -0.100000000000000005551115123125782702 : f128, value0 = #distinct, x3 = {value0 = [dense<574.10688200000004> : tensor<1x1x1xf64>, dense_resource<res_0> : tensor<2xi64>, dense<231> : vector<2xindex>, unit]}} : () -> () loc(#loc17)
      ^bb1:  // 2 preds: ^bb0, ^bb0
        "foo.bar.baz"(%9, %8, %arg5) <{a3 = @a::@"x y"::@"x y", attr1 = 6.77828997E+23 : f32, foo.k0 = 44 : index, foo.k2}> : (tensor<?xf8E3M4>, f64, index) -> () loc(#loc18)
      }) : (index, memref<1xf4E2M1FN, {kind = "scratch"}>) -> () loc(#loc10)
      %7 = "foo.compute"() {b0 = 0x78 : f8E4M3} : () -> si16 loc(#loc19)
      "x.y"() : () -> () loc(#loc20)
    }) : () -> () loc(#loc4)
  }) : () -> memref<830xindex> loc(#loc1)
  %1:2 = "x.y"(%0, %0, %0) {a2, d.k1 = {attr1 = dense_resource<r.1> : tensor<3xi8>, x0 = 830.20979399999999 : f64}, x3 = false, z90 = #map} : (memref<830xindex>, memref<830xindex>, memref<830xindex>) -> (none, tuple<i8, i1024, i1>) loc(#loc21)
  "foo.compute"() : () -> () loc(#loc27)
  %2:3 = "bar.yield"() {k$3 = 57 : i1024, "quoted key 2" = {x0 = tuple<>}, value0 = #distinct1, x1 = #distinct2} : () -> (f64, i8, tensor<f6E2M3FN>) loc(#loc23)
  %3 = "d.op_1"(%2#0) {attr0 = #bar.v<{65},"x y",[55 ? a.b]>} : (f64) -> complex<f32> loc(#loc24)
}) : () -> () loc(#loc)
#loc = loc("0293.in.mlir":0:0)
#loc1 = loc("0293.in.mlir":2:6)
#loc2 = loc("0293.in.mlir":3:14)
#loc3 = loc("dir/with space.c":2:53 to 5:20)
#loc4 = loc("dir/with space.c":64:150)
#loc8 = loc("0293.in.mlir":9:3)
#loc9 = loc(unknown)
#loc10 = loc("a.mlir":17:293)
#loc13 = loc("with \22q\22")
#loc14 = loc("0293.in.mlir":17:11)
#loc15 = loc("a.mlir":37:28 to 39:48)
#loc16 = loc("f":336:4294967295)
#loc17 = loc("0293.in.mlir":21:4)
#loc18 = loc("src/x.py":68:160)
#loc19 = loc("f":42:0)
#loc20 = loc("0293.in.mlir":27:3)
#loc21 = loc("f":293:4294967295)
#loc22 = loc("f":234:277)
#loc23 = loc("0293.in.mlir":33:9)
#loc24 = loc("0293.in.mlir":35:8)
#loc25 = loc("v"(#loc15))
#loc26 = loc("v"(#loc16))
#loc27 = loc(fused[#loc22, #loc7])

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000491DB06428252C4F780960B92BF320CD",
      r.1: "0x04000000B0F75E"
    }
  }
#-}

