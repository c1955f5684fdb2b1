#loc5 = loc("0266.in.mlir":9:4)
#loc15 = loc("0266.in.mlir":24:6)
#loc16 = loc("src/x.py":4294967295:31)
#map = affine_map<(d0) -> ((d0 ceildiv 5) floordiv 3)>
#map1 = affine_map<(d0, d1) -> (-d1 - d0 ceildiv 2)>
"builtin.module"() ({
  %0 = "a.b"() : () -> memref<890xf64, #map, "local mem"> loc(#loc1)
  %1 = "x.y"(%0) ({
    %5 = "foo.compute"(%0, %0, %0) : (memref<890xf64, #map, "local mem">, memref<890xf64, #map, "local mem">, memref<890xf64, #map, "local mem">) -> i16 loc(#loc3)
    %6:2 = "d.op_1"() ({
    ^bb0(%arg2: i7 loc("0266.in.mlir":9:4)):
      %11 = "bar.yield"(%arg2, %5, %arg2) <{_u0, a2 = dense<[[1.000000e+00, 0.000000e+00, 6.735000e+02, 5.000000e-01], [2.000000e+00, 0x7E00, -2.000000e+00, 1.061720e+01], [-1.000000e+02, 2.807620e-01, 7.744140e-01, 0.000000e+00], [0xFC00, -0.000000e+00, 0x7FFF, 0x7C00]]> : tensor<4x4xf16>, a3 = #x<"abc">, "quoted key 1" = 503 : i64}> {b0 = dense<[423, 30, 464]> : tensor<3xindex>, x1} : (i7, i16, i7) -> tensor<!foo.t> loc(#loc4)
      %12:3 = "foo.compute"(%5, %5) {_u1 = 0x80 : f8E5M2FNUZ, sym_name0, sym_name2 = array<f64>, value3 = 1 : si24} : (i16, i16) -> (index, complex<f16>, index) loc(#loc6)
      %13:4 = "foo.bar.baz"(%5, %11, %12#2) ({
        %16:4 = "foo.bar"() : () -> (f8E8M0FNU, !my_dialect.t, none, vector<3x16xi3>) loc(#loc4)
      }) {value1 = "a-3#4\00#%\E7", z90 = @"x y"} : (i16, tensor<!foo.t>, index) -> (tuple<>, complex<f6E2M3FN>, vector<14xf8E4M3FNUZ>, f8E4M3FN) loc(#loc19)
      %14 = "my_dialect.thing"(%13#3, %12#1, %13#2) : (f8E4M3FN, complex<f16>, vector<14xf8E4M3FNUZ>) -> memref<59xi128> loc(#loc8)
      %15 = "x.y"(%12#0, %0, %11) : (index, memref<890xf64, #map, "local mem">, tensor<!foo.t>) -> bf16 loc(#loc20)
    }) {my.k1 = -2.000000e-01 : f64, sym_name0 = @a::@"x y"} : () -> (i3, bf16) loc(#loc4)
    %7 = "bar.yield"(%0) : (memref<890xf64, #map, "local mem">) -> tuple<f32, i8, si64> loc(#loc10)
    %8:4 = "d.op_1"(%5, %6#0, %6#0) : (i16, i3, i3) -> (tuple<si64, i16, f64>, f8E3M4, vector<15x15xf32>, vector<3x16xi3>) loc(#loc11)
    %9:3 = "foo.compute"() : () -> (memref<?x732xf6E2M3FN, #map1, "gpu">, ui24, tensor<47x52xf16>) loc(#loc12)
    %10 = "foo.bar"() {a3 = dense<-0.000000e+00> : tensor<bf16>, foo.k0 = 6 : i8, my.k1 = i1, x2 = ""} : () -> complex<f64> loc(#loc13)
  }) : (memref<890xf64, #map, "local mem">) -> vector<11x5xui1> loc(#loc2)
  %2 = "my_dialect.thing"(%0, %1) ({
  ^bb0(%arg0: f8E4M3B11FNUZ loc("0266.in.mlir":24:6), %arg1: !foo<"a b"> loc("src/x.py":4294967295:31)):
  }, {
    %4 = "foo.op"(%0) <{"quoted key 0" = dense<[[[6.5439572886099189E-19, -2.952110e+05, 7.418610e+05], [-1.2590362329917171E-123, 553.58622400000002, 8.6201799999999993E+38], [1.000000e+300, 1.6630673455602581E-150, 4.013000e+00], [-5.9411754075124194E+228, -1.000000e+02, 5.000000e-01]]]> : tensor<1x4x3xf64>, z91 = memref<2xindex>}> : (memref<890xf64, #map, "local mem">) -> tensor<4x694x36xi7> loc(#loc17)
  }) : (memref<890xf64, #map, "local mem">, vector<11x5xui1>) -> f32 loc(#loc21)
  %3:3 = "z.nop"(%1) {z90} : (vector<11x5xui1>) -> (!foo.t_1, vector<3x16xi3>, complex<bf16>) loc(#loc18)
}) : () -> () loc(#loc)
#loc = loc("0266.in.mlir":0:0)
#loc1 = loc("0266.in.mlir":4:7)
#loc2 = loc("0266.in.mlir":5:7)
#loc3 = loc("f":140:306)
#loc4 = loc("dir/with space.c":211:442)
#loc6 = loc("src/x.py":22:0)
#loc7 = loc("f":280:4294967295)
#loc8 = loc("src/x.py":80:0)
#loc9 = loc("src/x.py":74:0)
#loc10 = loc(unknown)
#loc11 = loc("-":0:109)
#loc12 = loc("0266.in.mlir":20:14)
#loc13 = loc("0266.in.mlir":21:7)
#loc14 = loc("x")
#loc17 = loc("src/x.py":7:0)
#loc18 = loc("src/x.py":19:8 to 21:76)
#loc19 = loc("v"(#loc7))
#loc20 = loc(callsite(#loc4 at #loc9))
#loc21 = loc("n"(#loc14))

