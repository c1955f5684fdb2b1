#map = affine_map<(d0, d1, d2) -> ((d1 floordiv 5) ceildiv 9)>
"builtin.module"() ({
  %0 = "a.b"() {b0 = dense_resource<blob0> : tensor<2xi64>} : () -> f4E2M1FN loc(#loc1)
  %1:4 = "a.b"(%0) : (f4E2M1FN) -> (!foo.t<-3 , -4>, ui64, none, !foo<"">) loc(#loc23)
  %2 = "a.b"(%1#1, %1#3) : (ui64, !foo<"">) -> !foo<""> loc(#loc4)
  %3:2 = "z.nop"() ({
    %4:2 = "a.b"(%1#2, %1#2, %1#3) {attr0 = dense<[[(0xFC00,0x7C00)], [(-8.578300e-04,0.000000e+00)], [(8.564450e-01,2.500530e-03)]]> : tensor<3x1xcomplex<f16>>} : (none, none, !foo<"">) -> (tuple<>, memref<1x3xbf16>) loc(#loc6)
    "x.y"(%4#0) : (tuple<>) -> () loc(#loc24)
    "my_dialect.thing"(%4#0, %2, %1#1) ({
      "foo.bar.baz"(%1#0, %1#1) ({
        "builtin.module"() ({
          %10:4 = "my_dialect.thing"() : () -> (complex<f8E5M2FNUZ>, tuple<>, i7, index) loc(#loc12)
          %11 = "z.nop"(%10#0, %10#0, %10#1) : (complex<f8E5M2FNUZ>, complex<f8E5M2FNUZ>, tuple<>) -> complex<f16> loc(#loc13)
          "bar.yield"(%10#2, %10#3) <{value0 = -5.4542798867320953E+104 : f64}> : (i7, index) -> () loc(#loc14)
          "a.b"(%10#2, %10#3) : (i7, index) -> () loc(#loc15)
          %12:2 = "d.op_1"(%10#3, %10#1) : (index, tuple<>) -> (tensor<?x46xf32>, index) loc(#loc16)
        }) : () -> () loc(#loc11)
      }) : (!foo.t<-3 , -4>, ui64) -> () loc(#loc10)
    }, {
      %8 = "x.y"() : () -> memref<3x179x?xf32, #map> loc(#loc28)
      %9 = "a.b"() : () -> f64 loc(#loc29)
    }) : (tuple<>, !foo<"">, ui64) -> () loc(#loc9)
    %5 = "foo.bar.baz"() : () -> i32 loc(#loc3)
    %6 = "d.op_1"(%4#0) <{attr3 = @b, b0 = @c::@c, sym_name2, z91}> {attr0 = "\F0\9F\99\82\0A", "quoted key 1" = false, "quoted key 2" = "\CE\A9_{\C3\A9\22}\00\\%\83\AE" : f8E4M3} : (tuple<>) -> vector<f128> loc(#loc21)
    %7 = "a.b"() <{"quoted key 0" = dense<[[1.875000e-01, -0.000000e+00, -2.800000e+01], [-3.125000e-01, 1.500000e+00, 2.800000e+01], [3.125000e-01, 5.000000e-01, 2.800000e+01]]> : vector<3x3xf6E3M2FN>, x1 = 4.906250e+00 : bf16}> : () -> none loc(#loc22)
  }) {attr1 = dense<> : tensor<3x3x0xui64>, "quoted key 0" = false} : () -> (f8E4M3FN, vector<4xf64>) loc(#loc5)
}) : () -> () loc(#loc)
#loc = loc("0002.in.mlir":0:0)
#loc1 = loc("f":4294967295:4294967295)
#loc2 = loc("a.mlir":441:51)
#loc3 = loc("x")
#loc4 = loc("0002.in.mlir":10:7)
#loc5 = loc("0002.in.mlir":11:9)
#loc6 = loc("src/x.py":27:22 to 29:63)
#loc7 = loc("dir/with space.c":466:4294967295)
#loc8 = loc("":14:58 to :66)
#loc9 = loc("with \22q\22")
#loc10 = loc("0002.in.mlir":16:5)
#loc11 = loc("0002.in.mlir":17:7)
#loc12 = loc("0002.in.mlir":18:16)
#loc13 = loc("0002.in.mlir":19:18)
#loc14 = loc("0002.in.mlir":20:9)
#loc15 = loc("0002.in.mlir":21:9)
#loc16 = loc(unknown)
#loc17 = loc("f":301:321)
#loc18 = loc("src/x.py":12:56 to :64)
#loc19 = loc("":16:35 to :37)
#loc20 = loc("src/x.py":33:0)
#loc21 = loc("0002.in.mlir":30:9)
#loc22 = loc("0002.in.mlir":31:9)
#loc23 = loc(callsite(#loc2 at #loc3))
#loc24 = loc(callsite(#loc7 at #loc8))
#loc25 = loc("n"(#loc17))
#loc26 = loc(fused<"meta">[#loc18, #loc19])
#loc27 = loc(fused<4 : i32>[#loc16])
#loc28 = loc(callsite(#loc16 at #loc25))
#loc29 = loc(fused[#loc26, #loc27, #loc20])

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0800000063BB6D56E34D125808A25F32D2994AA4"
    }
  }
#-}

