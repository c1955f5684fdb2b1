#map = affine_map<(d0, d1, d2) -> ((d1 floordiv 5) ceildiv 9)>
"builtin.module"() ({
  %0 = "a.b"() {b0 = dense_resource<blob0> : tensor<2xi64>} : () -> f4E2M1FN
  %1:4 = "a.b"(%0) : (f4E2M1FN) -> (!foo.t<-3 , -4>, ui64, none, !foo<"">)
  %2 = "a.b"(%1#1, %1#3) : (ui64, !foo<"">) -> !foo<"">
  %3:2 = "z.nop"() ({
    %4:2 = "a.b"(%1#2, %1#2, %1#3) {attr0 = dense<[[(0xFC00,0x7C00)], [(-8.578300e-04,0.000000e+00)], [(8.564450e-01,2.500530e-03)]]> : tensor<3x1xcomplex<f16>>} : (none, none, !foo<"">) -> (tuple<>, memref<1x3xbf16>)
    "x.y"(%4#0) : (tuple<>) -> ()
    "my_dialect.thing"(%4#0, %2, %1#1) ({
      "foo.bar.baz"(%1#0, %1#1) ({
        "builtin.module"() ({
          %10:4 = "my_dialect.thing"() : () -> (complex<f8E5M2FNUZ>, tuple<>, i7, index)
          %11 = "z.nop"(%10#0, %10#0, %10#1) : (complex<f8E5M2FNUZ>, complex<f8E5M2FNUZ>, tuple<>) -> complex<f16>
          "bar.yield"(%10#2, %10#3) <{value0 = -5.4542798867320953E+104 : f64}> : (i7, index) -> ()
          "a.b"(%10#2, %10#3) : (i7, index) -> ()
          %12:2 = "d.op_1"(%10#3, %10#1) : (index, tuple<>) -> (tensor<?x46xf32>, index)
        }) : () -> ()
      }) : (!foo.t<-3 , -4>, ui64) -> ()
    }, {
      %8 = "x.y"() : () -> memref<3x179x?xf32, #map>
      %9 = "a.b"() : () -> f64
    }) : (tuple<>, !foo<"">, ui64) -> ()
    %5 = "foo.bar.baz"() : () -> i32
    %6 = "d.op_1"(%4#0) <{attr3 = @b, b0 = @c::@c, sym_name2, z91}> {attr0 = "\F0\9F\99\82\0A", "quoted key 1" = false, "quoted key 2" = "\CE\A9_{\C3\A9\22}\00\\%\83\AE" : f8E4M3} : (tuple<>) -> vector<f128>
    %7 = "a.b"() <{"quoted key 0" = dense<[[1.875000e-01, -0.000000e+00, -2.800000e+01], [-3.125000e-01, 1.500000e+00, 2.800000e+01], [3.125000e-01, 5.000000e-01, 2.800000e+01]]> : vector<3x3xf6E3M2FN>, x1 = 4.906250e+00 : bf16}> : () -> none
  }) {attr1 = dense<> : tensor<3x3x0xui64>, "quoted key 0" = false} : () -> (f8E4M3FN, vector<4xf64>)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0800000063BB6D56E34D125808A25F32D2994AA4"
    }
  }
#-}

