#loc2 = loc("dir/with space.c":4294967295:0)
#loc3 = loc("0177.in.mlir":6:91)
#loc4 = loc("with \22q\22")
#loc14 = loc("dir/with space.c":77:0)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (d0 + s0 * 9)>
"builtin.module"() ({
  "bar.yield"() ({
  ^bb0(%arg0: tuple<!foo.param<<[?], {-2 "x y"}>>> loc("dir/with space.c":4294967295:0), %arg1: index loc("0177.in.mlir":6:91), %arg2: tuple<f32, i64, f8E3M4> loc("with \22q\22")):
  }) : () -> () loc(#loc1)
  %0 = "z.nop"() : () -> complex<f128> loc(#loc30)
  %1 = "z.nop"(%0) : (complex<f128>) -> tuple<i7, f32> loc(#loc27)
  %2:3 = "d.op_1"(%1) {attr1 = true, sym_name0 = 0x7C00 : f16} : (tuple<i7, f32>) -> (bf16, f16, f64) loc(#loc7)
  %3 = "foo.bar"(%1) : (tuple<i7, f32>) -> tuple<f32, f32> loc(#loc28)
  %4 = "foo.bar"(%3, %2#2, %1) <{_u1 = {z90 = dense_resource<r.0> : tensor<3xi64>}, b2, value3, z90 = distinct[0]<-9223372036854775808 : index>}> : (tuple<f32, f32>, f64, tuple<i7, f32>) -> vector<12x2x11xf8E3M4> loc(#loc9)
  %5 = "x.y"() ({
    "my_dialect.thing"() {value0 = #map} : () -> () loc(#loc11)
    %15 = "foo.bar"(%3, %2#1) : (tuple<f32, f32>, f16) -> (() -> (complex<f8E5M2FNUZ>, f64)) loc(#loc12)
    %16 = "bar.yield"(%4, %4, %1) {foo.k0, sym_name1 = -1 : i32, value2 = [#loc14, 1.148750e+02 : tf32, array<i64: -9223372036854775808, 0, -9223372036854775808, 5037948421062772>, {sym_name0 = 127 : ui7}], value3 = #my.a<{?, ?} 36 ?>} : (vector<12x2x11xf8E3M4>, vector<12x2x11xf8E3M4>, tuple<i7, f32>) -> index loc(#loc13)
    %17:3 = "d.op_1"(%16, %4) {_u0 = {my.k0 = #map1}, _u1} : (index, vector<12x2x11xf8E3M4>) -> ((vector<2x[7]x10xi128>, f8E4M3) -> f64, memref<?x58xindex>, tensor<?x4x0x?xcomplex<i24>>) loc(#loc15)
  }) {b0 = dense<[[[0x7FF8000000000001, 9.171480e+05, -1.3576452747961923E+260, 8.435000e+01], [1.300780e+05, -83.959999999999993, 6.1049461019932525E+249, -2.500000e-03]], [[2.705000e+00, -2.3444217538603382E-257, 0x4202A05F00C00000, 1.819000e+05], [-1.000000e-30, 0.000000e+00, 9.6089999999999999, 6.743900e-01]]]> : tensor<2x2x4xf64>, "quoted key 1" = #x.a} : () -> vector<14x6xi32> loc(#loc10)
  %6 = "z.nop"(%2#1, %3, %3) : (f16, tuple<f32, f32>, tuple<f32, f32>) -> complex<f64> loc(#loc16)
  %7 = "a.b"() : () -> vector<[9]xi32> loc(#loc17)
  %8 = "foo.op"(%4, %3) ({
    %10 = "foo.bar.baz"(%5, %7) <{attr1 = distinct[1]<"\C3\9F0\00 {*@\\\C3\A9">, foo.k0}> : (vector<14x6xi32>, vector<[9]xi32>) -> complex<f8E4M3> loc(#loc18)
    %11 = "foo.bar.baz"(%10, %5, %6) {k$0 = array<f32: -6.851200e+05>, sym_name2 = 8 : i64, z91 = []} : (complex<f8E4M3>, vector<14x6xi32>, complex<f64>) -> tuple<bf16, i32, i17> loc(#loc19)
    "bar.yield"(%11) ({
    }) : (tuple<bf16, i32, i17>) -> () loc(#loc29)
    %12:3 = "x.y"(%11, %5) : (tuple<bf16, i32, i17>, vector<14x6xi32>) -> (f8E4M3, (!bar<"abc">, i32) -> (none, !x.param<? , [<19 , a.b , "x y"> a.b ?] , {{a.b abc} [?,-5] <?>}>), i8) loc(#loc21)
    %13 = "z.nop"(%12#1, %12#2) {a0, a1 = dense<[[(2.199170e-03,3.320000e+02), (0x7C00,0x7C00)], [(7.390630e+00,5.000000e-01), (5.654300e-01,0xFC00)]]> : tensor<2x2xcomplex<f16>>, foo.k2 = sparse<[[2, 0], [2, 3]], [3, 2]> : tensor<3x5xi8>} : ((!bar<"abc">, i32) -> (none, !x.param<? , [<19 , a.b , "x y"> a.b ?] , {{a.b abc} [?,-5] <?>}>), i8) -> f8E4M3 loc(#loc22)
    %14 = "bar.yield"(%10) : (complex<f8E4M3>) -> bf16 loc(#loc23)
  }) : (vector<12x2x11xf8E3M4>, tuple<f32, f32>) -> memref<?xui64, strided<[?], offset: ?>> loc(#loc15)
  %9:4 = "d.op_1"(%2#0) : (bf16) -> (!bar.t<54>, complex<f4E2M1FN>, index, bf16) loc(#loc24)
  "bar.yield"(%9#0, %8) : (!bar.t<54>, memref<?xui64, strided<[?], offset: ?>>) -> () loc(#loc25)
}) : () -> () loc(#loc)
#loc = loc("0177.in.mlir":0:0)
#loc1 = loc("0177.in.mlir":5:1)
#loc5 = loc("f":28:20 to 31:18)
#loc6 = loc("src/x.py":32:38 to 33:31)
#loc7 = loc("0177.in.mlir":12:9)
#loc8 = loc("x")
#loc9 = loc("0177.in.mlir":14:7)
#loc10 = loc("f":345:118)
#loc11 = loc("0177.in.mlir":16:2)
#loc12 = loc("a.mlir":28:78 to :83)
#loc13 = loc("0177.in.mlir":18:8)
#loc15 = loc(unknown)
#loc16 = loc("0177.in.mlir":22:8)
#loc17 = loc("-":4294967295:4294967295)
#loc18 = loc("f":4294967295:61)
#loc19 = loc("0177.in.mlir":27:9)
#loc20 = loc("f":37:67 to 38:62)
#loc21 = loc("dir/with space.c":397:348)
#loc22 = loc("0177.in.mlir":32:9)
#loc23 = loc("0177.in.mlir":33:9)
#loc24 = loc("0177.in.mlir":36:10)
#loc25 = loc("-":464:162)
#loc26 = loc(fused<2 : i32>[#loc5])
#loc27 = loc("v"(#loc6))
#loc28 = loc("v"(#loc8))
#loc29 = loc(fused[#loc20, #loc8])
#loc30 = loc("n"(#loc26))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000D66A0B611B78935B2206E51DBD8C2A90C610CCB3AD16CDC4"
    }
  }
#-}

