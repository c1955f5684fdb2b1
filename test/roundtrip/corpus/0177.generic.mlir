#loc = loc("dir/with space.c":77:0)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (d0 + s0 * 9)>
"builtin.module"() ({
  "bar.yield"() ({
  ^bb0(%arg0: tuple<!foo.param<<[?], {-2 "x y"}>>>, %arg1: index, %arg2: tuple<f32, i64, f8E3M4>):
  }) : () -> ()
  %0 = "z.nop"() : () -> complex<f128>
  %1 = "z.nop"(%0) : (complex<f128>) -> tuple<i7, f32>
  %2:3 = "d.op_1"(%1) {attr1 = true, sym_name0 = 0x7C00 : f16} : (tuple<i7, f32>) -> (bf16, f16, f64)
  %3 = "foo.bar"(%1) : (tuple<i7, f32>) -> tuple<f32, f32>
  %4 = "foo.bar"(%3, %2#2, %1) <{_u1 = {z90 = dense_resource<r.0> : tensor<3xi64>}, b2, value3, z90 = distinct[0]<-9223372036854775808 : index>}> : (tuple<f32, f32>, f64, tuple<i7, f32>) -> vector<12x2x11xf8E3M4>
  %5 = "x.y"() ({
    "my_dialect.thing"() {value0 = #map} : () -> ()
    %15 = "foo.bar"(%3, %2#1) : (tuple<f32, f32>, f16) -> (() -> (complex<f8E5M2FNUZ>, f64))
    %16 = "bar.yield"(%4, %4, %1) {foo.k0, sym_name1 = -1 : i32, value2 = [#loc, 1.148750e+02 : tf32, array<i64: -9223372036854775808, 0, -9223372036854775808, 5037948421062772>, {sym_name0 = 127 : ui7}], value3 = #my.a<{?, ?} 36 ?>} : (vector<12x2x11xf8E3M4>, vector<12x2x11xf8E3M4>, tuple<i7, f32>) -> index
    %17:3 = "d.op_1"(%16, %4) {_u0 = {my.k0 = #map1}, _u1} : (index, vector<12x2x11xf8E3M4>) -> ((vector<2x[7]x10xi128>, f8E4M3) -> f64, memref<?x58xindex>, tensor<?x4x0x?xcomplex<i24>>)
  }) {b0 = dense<[[[0x7FF8000000000001, 9.171480e+05, -1.3576452747961923E+260, 8.435000e+01], [1.300780e+05, -83.959999999999993, 6.1049461019932525E+249, -2.500000e-03]], [[2.705000e+00, -2.3444217538603382E-257, 0x4202A05F00C00000, 1.819000e+05], [-1.000000e-30, 0.000000e+00, 9.6089999999999999, 6.743900e-01]]]> : tensor<2x2x4xf64>, "quoted key 1" = #x.a} : () -> vector<14x6xi32>
  %6 = "z.nop"(%2#1, %3, %3) : (f16, tuple<f32, f32>, tuple<f32, f32>) -> complex<f64>
  %7 = "a.b"() : () -> vector<[9]xi32>
  %8 = "foo.op"(%4, %3) ({
    %10 = "foo.bar.baz"(%5, %7) <{attr1 = distinct[1]<"\C3\9F0\00 {*@\\\C3\A9">, foo.k0}> : (vector<14x6xi32>, vector<[9]xi32>) -> complex<f8E4M3>
    %11 = "foo.bar.baz"(%10, %5, %6) {k$0 = array<f32: -6.851200e+05>, sym_name2 = 8 : i64, z91 = []} : (complex<f8E4M3>, vector<14x6xi32>, complex<f64>) -> tuple<bf16, i32, i17>
    "bar.yield"(%11) ({
    }) : (tuple<bf16, i32, i17>) -> ()
    %12:3 = "x.y"(%11, %5) : (tuple<bf16, i32, i17>, vector<14x6xi32>) -> (f8E4M3, (!bar<"abc">, i32) -> (none, !x.param<? , [<19 , a.b , "x y"> a.b ?] , {{a.b abc} [?,-5] <?>}>), i8)
    %13 = "z.nop"(%12#1, %12#2) {a0, a1 = dense<[[(2.199170e-03,3.320000e+02), (0x7C00,0x7C00)], [(7.390630e+00,5.000000e-01), (5.654300e-01,0xFC00)]]> : tensor<2x2xcomplex<f16>>, foo.k2 = sparse<[[2, 0], [2, 3]], [3, 2]> : tensor<3x5xi8>} : ((!bar<"abc">, i32) -> (none, !x.param<? , [<19 , a.b , "x y"> a.b ?] , {{a.b abc} [?,-5] <?>}>), i8) -> f8E4M3
    %14 = "bar.yield"(%10) : (complex<f8E4M3>) -> bf16
  }) : (vector<12x2x11xf8E3M4>, tuple<f32, f32>) -> memref<?xui64, strided<[?], offset: ?>>
  %9:4 = "d.op_1"(%2#0) : (bf16) -> (!bar.t<54>, complex<f4E2M1FN>, index, bf16)
  "bar.yield"(%9#0, %8) : (!bar.t<54>, memref<?xui64, strided<[?], offset: ?>>) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000D66A0B611B78935B2206E51DBD8C2A90C610CCB3AD16CDC4"
    }
  }
#-}

