#distinct = distinct[0]<0 : si1>
#distinct1 = distinct[1]<6 : i64>
#distinct2 = distinct[2]<true>
#map = affine_map<(d0, d1)[s0] -> ()>
"builtin.module"() ({
  %0 = "bar.yield"() ({
    %4:4 = "my_dialect.thing"() : () -> (memref<?x751x61xi17, 4>, memref<764x?x11xf128, strided<[?, ?, 58]>>, memref<?xindex, strided<[1], offset: ?>, 3>, f4E2M1FN)
    %5:2 = "foo.bar.baz"() <{foo.k0 = dense<[[[22, 8388607, -8388608, -1], [8388607, 1, 8388607, -8388608], [-1, 577, 0, 8388607], [-8388608, -8388608, 7, 8388607]], [[1, 1, -8388608, -1], [85727, 1, 0, -15778], [61, 8388607, 0, 15077], [9626, 1, 8388607, -1]], [[-1, 621, -8388608, 3082705], [6613, -8388608, -1, 1], [125, -31, 1, 478], [8388607, 8388607, 0, -8388608]]]> : tensor<3x4x4xsi24>, value1 = affine_set<(d0, d1)[s0, s1] : (-7 >= 0, s0 + 2 >= 0)>}> : () -> (ui1, tensor<ui64>)
    "x.y"() ({
    ^bb0(%arg0: f16, %arg1: memref<?x2x40xvector<2x10x[7]xf16>, "shared">, %arg2: memref<1xf4E2M1FN, {kind = "scratch"}>):
      "my_dialect.thing"() : () -> ()
      %6:3 = "z.nop"(%arg1, %arg2, %arg1) : (memref<?x2x40xvector<2x10x[7]xf16>, "shared">, memref<1xf4E2M1FN, {kind = "scratch"}>, memref<?x2x40xvector<2x10x[7]xf16>, "shared">) -> (ui128, si32, index)
      "foo.bar.baz"(%6#2, %arg2) ({
      ^bb0(%arg3: i32, %arg4: complex<i32>, %arg5: index):
        %8 = "my_dialect.thing"(%4#1, %arg5) {_u1 = 0xFC00 : f16, my.k0 = 5.000000e-01 : f6E2M3FN} : (memref<764x?x11xf128, strided<[?, ?, 58]>>, index) -> f64
        "d.op_1"(%8) : (f64) -> ()
        %9 = "bar.yield"() <{_u1 = true, attr0 = 1 : ui1}> : () -> tensor<?xf8E3M4>
        "x.y"(%8) {z90 = 0x78 : f8E4M3} : (f64) -> ()
        %10 = "foo.bar"(%8, %4#1) <{attr0 = -2.000000e-01 : f64, b2 = distinct[3]<"<\0A*\22az\\%b-{">, value1 = false}> {_u3 = dense<true> : tensor<1x1x4xi1>, d.k2 = "X" : bf16, foo.k1 = dense<0x80> : tensor<2xf8E5M2FNUZ>, "quoted key 0"} : (f64, memref<764x?x11xf128, strided<[?, ?, 58]>>) -> tensor<*xi64>
        "x.switch"()[^bb1, ^bb1] {attr1 = 49 : index, attr2 = -0.100000000000000005551115123125782702 : f128, value0 = #distinct, x3 = {value0 = [dense<574.10688200000004> : tensor<1x1x1xf64>, dense_resource<res_0> : tensor<2xi64>, dense<231> : vector<2xindex>, unit]}} : () -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb0
        "foo.bar.baz"(%9, %8, %arg5) <{a3 = @a::@"x y"::@"x y", attr1 = 6.77828997E+23 : f32, foo.k0 = 44 : index, foo.k2}> : (tensor<?xf8E3M4>, f64, index) -> ()
      }) : (index, memref<1xf4E2M1FN, {kind = "scratch"}>) -> ()
      %7 = "foo.compute"() {b0 = 0x78 : f8E4M3} : () -> si16
      "x.y"() : () -> ()
    }) : () -> ()
  }) : () -> memref<830xindex>
  %1:2 = "x.y"(%0, %0, %0) {a2, d.k1 = {attr1 = dense_resource<r.1> : tensor<3xi8>, x0 = 830.20979399999999 : f64}, x3 = false, z90 = #map} : (memref<830xindex>, memref<830xindex>, memref<830xindex>) -> (none, tuple<i8, i1024, i1>)
  "foo.compute"() : () -> ()
  %2:3 = "bar.yield"() {k$3 = 57 : i1024, "quoted key 2" = {x0 = tuple<>}, value0 = #distinct1, x1 = #distinct2} : () -> (f64, i8, tensor<f6E2M3FN>)
  %3 = "d.op_1"(%2#0) {attr0 = #bar.v<{65},"x y",[55 ? a.b]>} : (f64) -> complex<f32>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000491DB06428252C4F780960B92BF320CD",
      r.1: "0x04000000B0F75E"
    }
  }
#-}

