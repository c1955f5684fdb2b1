#map = affine_map<(d0)[s0] -> (d0 * 3, d0, (s0 mod 2) floordiv 3)>
#map1 = affine_map<(d0, d1, d2) -> (3)>
"builtin.module"() ({
  %0 = "my_dialect.thing"() {b2 = #map, k$1 = "!" : f8E4M3, "quoted key 0" = array<i32: 0, -1, -2147483648>} : () -> vector<[6]x9xi16>
  %1:3 = "foo.compute"(%0, %0, %0) ({
    "my_dialect.thing"(%0, %0) <{k$2 = ":z@0a! \F0\9F\99\82\\", "quoted key 1", sym_name0 = 24 : i7, z93 = dense<(81,-68)> : tensor<complex<i32>>}> ({
      %5 = "d.op_1"(%0) {_u0 = "\00'}@#b{\C3\9F \0A\09" : f16, foo.k1 = 1.10727514E-15 : f32} : (vector<[6]x9xi16>) -> complex<f16>
    }) {k$1, z90 = "0a" : si32} : (vector<[6]x9xi16>, vector<[6]x9xi16>) -> ()
    %4:3 = "z.nop"(%0) <{d.k0 = vector<13x12x15xf32>, sym_name1 = dense<[(-3.046400e+04,-4.030000e+02), (0xFC00,2.500530e-03)]> : tensor<2xcomplex<f16>>, value3, z92 = {k$2 = loc("callee"("src/x.py":41:0)), "quoted key 1" = 0 : ui32, x0 = "*\09*!\C3\A9#.<\0A{\00@"}}> : (vector<[6]x9xi16>) -> (f64, memref<?x299x6xsi7, #map1, 7>, !my_dialect.t<f32>)
  }) : (vector<[6]x9xi16>, vector<[6]x9xi16>, vector<[6]x9xi16>) -> (si1, none, memref<4xf8E5M2FNUZ>)
  %2:4 = "d.op_1"() : () -> (f32, complex<f16>, tensor<f128>, !bar.t<{3,70}>)
  %3 = "foo.op"(%0, %1#1) : (vector<[6]x9xi16>, none) -> tensor<252x7x5x8xf64>
}) : () -> ()

