#map = affine_map<(d0) -> ((d0 ceildiv 5) floordiv 3)>
#map1 = affine_map<(d0, d1) -> (-d1 - d0 ceildiv 2)>
"builtin.module"() ({
  %0 = "a.b"() : () -> memref<890xf64, #map, "local mem">
  %1 = "x.y"(%0) ({
    %5 = "foo.compute"(%0, %0, %0) : (memref<890xf64, #map, "local mem">, memref<890xf64, #map, "local mem">, memref<890xf64, #map, "local mem">) -> i16
    %6:2 = "d.op_1"() ({
    ^bb0(%arg2: i7):
      %11 = "bar.yield"(%arg2, %5, %arg2) <{_u0, a2 = dense<[[1.000000e+00, 0.000000e+00, 6.735000e+02, 5.000000e-01], [2.000000e+00, 0x7E00, -2.000000e+00, 1.061720e+01], [-1.000000e+02, 2.807620e-01, 7.744140e-01, 0.000000e+00], [0xFC00, -0.000000e+00, 0x7FFF, 0x7C00]]> : tensor<4x4xf16>, a3 = #x<"abc">, "quoted key 1" = 503 : i64}> {b0 = dense<[423, 30, 464]> : tensor<3xindex>, x1} : (i7, i16, i7) -> tensor<!foo.t>
      %12:3 = "foo.compute"(%5, %5) {_u1 = 0x80 : f8E5M2FNUZ, sym_name0, sym_name2 = array<f64>, value3 = 1 : si24} : (i16, i16) -> (index, complex<f16>, index)
      %13:4 = "foo.bar.baz"(%5, %11, %12#2) ({
        %16:4 = "foo.bar"() : () -> (f8E8M0FNU, !my_dialect.t, none, vector<3x16xi3>)
      }) {value1 = "a-3#4\00#%\E7", z90 = @"x y"} : (i16, tensor<!foo.t>, index) -> (tuple<>, complex<f6E2M3FN>, vector<14xf8E4M3FNUZ>, f8E4M3FN)
      %14 = "my_dialect.thing"(%13#3, %12#1, %13#2) : (f8E4M3FN, complex<f16>, vector<14xf8E4M3FNUZ>) -> memref<59xi128>
      %15 = "x.y"(%12#0, %0, %11) : (index, memref<890xf64, #map, "local mem">, tensor<!foo.t>) -> bf16
    }) {my.k1 = -2.000000e-01 : f64, sym_name0 = @a::@"x y"} : () -> (i3, bf16)
    %7 = "bar.yield"(%0) : (memref<890xf64, #map, "local mem">) -> tuple<f32, i8, si64>
    %8:4 = "d.op_1"(%5, %6#0, %6#0) : (i16, i3, i3) -> (tuple<si64, i16, f64>, f8E3M4, vector<15x15xf32>, vector<3x16xi3>)
    %9:3 = "foo.compute"() : () -> (memref<?x732xf6E2M3FN, #map1, "gpu">, ui24, tensor<47x52xf16>)
    %10 = "foo.bar"() {a3 = dense<-0.000000e+00> : tensor<bf16>, foo.k0 = 6 : i8, my.k1 = i1, x2 = ""} : () -> complex<f64>
  }) : (memref<890xf64, #map, "local mem">) -> vector<11x5xui1>
  %2 = "my_dialect.thing"(%0, %1) ({
  ^bb0(%arg0: f8E4M3B11FNUZ, %arg1: !foo<"a b">):
  }, {
    %4 = "foo.op"(%0) <{"quoted key 0" = dense<[[[6.5439572886099189E-19, -2.952110e+05, 7.418610e+05], [-1.2590362329917171E-123, 553.58622400000002, 8.6201799999999993E+38], [1.000000e+300, 1.6630673455602581E-150, 4.013000e+00], [-5.9411754075124194E+228, -1.000000e+02, 5.000000e-01]]]> : tensor<1x4x3xf64>, z91 = memref<2xindex>}> : (memref<890xf64, #map, "local mem">) -> tensor<4x694x36xi7>
  }) : (memref<890xf64, #map, "local mem">, vector<11x5xui1>) -> f32
  %3:3 = "z.nop"(%1) {z90} : (vector<11x5xui1>) -> (!foo.t_1, vector<3x16xi3>, complex<bf16>)
}) : () -> ()

