#map = affine_map<(d0)[s0] -> (d0 * 3, d0, (s0 mod 2) floordiv 3)>
#map1 = affine_map<(d0, d1, d2) -> (3)>
"builtin.module"() ({
  %0 = "my_dialect.thing"() {b2 = #map, k$1 = "!" : f8E4M3, "quoted key 0" = array<i32: 0, -1, -2147483648>} : () -> vector<[6]x9xi16> loc(#loc1)
  %1:3 = "foo.compute"(%0, %0, %0) ({
    "my_dialect.thing"(%0, %0) <{k$2 = ":z@0a! \F0\9F\99\82\\", "quoted key 1", sym_name0 = 24 : i7, z93 = dense<(81,-68)> : tensor<complex<i32>>}> ({
      %5 = "d.op_1"(%0) {_u0 = "\00'}@#b{\C3\9F \0A\09" : f16, foo.k1 = 1.10727514E-15 : f32} : (vector<[6]x9xi16>) -> complex<f16> loc(#loc4)
    }) {k$1, z90 = "0a" : si32} : (vector<[6]x9xi16>, vector<[6]x9xi16>) -> () loc(#loc3)
    %4:3 = "z.nop"(%0) <{d.k0 = vector<13x12x15xf32>, sym_name1 = dense<[(-3.046400e+04,-4.030000e+02), (0xFC00,2.500530e-03)]> : tensor<2xcomplex<f16>>, value3, z92 = {k$2 = loc("callee"("src/x.py":41:0)), "quoted key 1" = 0 : ui32, x0 = "*\09*!\C3\A9#.<\0A{\00@"}}> : (vector<[6]x9xi16>) -> (f64, memref<?x299x6xsi7, #map1, 7>, !my_dialect.t<f32>) loc(#loc5)
  }) : (vector<[6]x9xi16>, vector<[6]x9xi16>, vector<[6]x9xi16>) -> (si1, none, memref<4xf8E5M2FNUZ>) loc(#loc2)
  %2:4 = "d.op_1"() : () -> (f32, complex<f16>, tensor<f128>, !bar.t<{3,70}>) loc(#loc6)
  %3 = "foo.op"(%0, %1#1) : (vector<[6]x9xi16>, none) -> tensor<252x7x5x8xf64> loc(#loc7)
}) : () -> () loc(#loc)
#loc = loc("0296.in.mlir":0:0)
#loc1 = loc("0296.in.mlir":2:7)
#loc2 = loc("0296.in.mlir":3:13)
#loc3 = loc("0296.in.mlir":4:2)
#loc4 = loc("0296.in.mlir":5:13)
#loc5 = loc("f":420:0)
#loc6 = loc("0296.in.mlir":9:13)
#loc7 = loc("0296.in.mlir":10:7)

