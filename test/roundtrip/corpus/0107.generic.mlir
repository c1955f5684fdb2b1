#loc = loc("n")
#map = affine_map<()[s0] -> (0, s0 floordiv 3 - 3, s0)>
"builtin.module"() <{sym_name = "m92"}> ({
  "my_dialect.thing"() <{_u0 = "\09\7Fa\\'", b3, my.k2 = true, x1 = dense<-8.675830e+11> : tensor<1x1xbf16>}> : () -> ()
  %0 = "foo.compute"() ({
    "builtin.module"() ({
      "bar.yield"() : () -> ()
      %2 = "d.op_1"() : () -> bf16
      %3 = "d.op_1"(%2, %2, %2) ({
        %6 = "foo.bar.baz"(%2, %2) <{my.k0 = dense<[[-3.125000e-01, -1.312500e+00, 0x70, -0.000000e+00], [6.562500e-01, -6.562500e-01, 5.000000e-01, 0x70], [0x70, 1.312500e+00, -6.562500e-01, 0x70], [-2.500000e-01, 0xF0, -5.937500e-01, 2.031250e-01]]> : tensor<4x4xf8E3M4>, z91 = affine_map<(d0, d1, d2) -> (4)>}> : (bf16, bf16) -> i32
        %7 = "foo.compute"() <{_u2 = 49 : index, foo.k1 = 1 : i64, x0 = 0x7C00 : f16}> {a0 = 8.642560e+05 : bf16, x2 = si1024, z91 = #loc, z93 = 4.424990e+08 : bf16} : () -> si32
        %8:2 = "my_dialect.thing"(%6, %6) : (i32, i32) -> (tuple<f64, si8, f64>, index)
        %9 = "z.nop"(%8#1, %2) {a2, k$1 = "\00\00\22{ \0A'", "quoted key 0" = 1 : si1024} : (index, bf16) -> vector<f4E2M1FN>
        %10 = "foo.op"(%7, %8#1) ({
          "builtin.module"() ({
            %12 = "foo.compute"() : () -> vector<11x11xi8>
          }) : () -> ()
        }) : (si32, index) -> memref<*xf128>
        %11:4 = "my_dialect.thing"(%6) : (i32) -> (none, vector<4x16xf8E4M3FN>, complex<f64>, i64)
      }) {a0 = [dense_resource<r.0> : tensor<6xf32>, 42, dense<1.506810e-04> : vector<1xf16>, array<i64: -1, -1, 114145, 48, -9223372036854775808>], k$2, sym_name1 = array<i16: -3, 0, 1>} : (bf16, bf16, bf16) -> tensor<35x?x5x43xbf16>
      %4 = "d.op_1"(%2) {attr1 = #foo.a<"x y">, x0 = {a0 = #map}} : (bf16) -> (() -> i1024)
      "my_dialect.thing"(%3, %4, %3) : (tensor<35x?x5x43xbf16>, () -> i1024, tensor<35x?x5x43xbf16>) -> ()
      %5 = "bar.yield"() {z90 = 4.424990e+08 : bf16} : () -> vector<f4E2M1FN>
    }) : () -> ()
  }) : () -> (() -> ())
  %1:2 = "z.nop"(%0, %0, %0) : (() -> (), () -> (), () -> ()) -> (f16, vector<f4E2M1FN>)
  "a.b"(%1#1, %1#0) {a0, my.k1 = array<i16: -32768, -32768, 3, -1, -32768>} : (vector<f4E2M1FN>, f16) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000556525865A676AD8949AFC457B8AE2D0754DB98AD0DB6697"
    }
  }
#-}

