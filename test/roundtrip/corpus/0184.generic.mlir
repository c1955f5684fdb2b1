!tuple = tuple<index, f8E5M2, i64, f64, i1024, bf16, ui17, f16, tensor<760xindex>, i16, vector<3xui1>, i128, f8E5M2FNUZ, f64, ui64, i1, i64, f32>
#distinct = distinct[0]<#bar.v<{abc, {abc}}, -0, ?>>
#loc = loc("a.mlir":267:66)
#map = affine_map<(d0, d1, d2) -> ((d0 floordiv 4) floordiv 6, d2 mod 2 + d2 mod 3)>
"builtin.module"() ({
  %0:4 = "my_dialect.thing"() : () -> (f16, f8E4M3, tuple<si8, index, f16>, (tensor<0x!bar<"x<y>">>, index) -> ())
  %1 = "foo.bar"() {value0 = -3.406770e-18 : tf32} : () -> complex<f8E5M2>
  %2 = "z.nop"() : () -> f16
  %3 = "x.y"(%1, %0#3, %0#1) <{my.k1, sym_name0}> : (complex<f8E5M2>, (tensor<0x!bar<"x<y>">>, index) -> (), f8E4M3) -> complex<f32>
  %4 = "bar.yield"(%1, %3, %0#3) {a0 = false} : (complex<f8E5M2>, complex<f32>, (tensor<0x!bar<"x<y>">>, index) -> ()) -> vector<6xi1024>
  %5 = "x.y"() ({
    "a.b"() <{_u0 = "!\00\C3\A9'\22a}{-@"}> {attr0 = 743774774843793694099670324452407180219241323581912597409974657437977075417016883833384584532317595828354528837992559447174739276139724955949257340341979726855948545883189955160577590846001191113792191131463177812717699432 : i1024} : () -> ()
    %24 = "my_dialect.thing"() <{attr1 = dense_resource<weights0> : tensor<1xf32>, b3, k$0, my.k2 = array<i32: -227055, -2147483648, -106244426>}> : () -> ((si32, bf16, !foo<"x<y>">) -> (ui1, tensor<!x.param<f32 -4 "x y">>))
    %25 = "my_dialect.thing"() : () -> tensor<215xi1>
  }) : () -> memref<61xcomplex<f8E4M3FN>, {kind = "scratch"}>
  %6 = "my_dialect.thing"(%2, %2, %2) : (f16, f16, f16) -> none
  "a.b"(%3, %0#2) <{"quoted key 0", "quoted key 1" = 0x80 : f8E4M3B11FNUZ}> : (complex<f32>, tuple<si8, index, f16>) -> ()
  "a.b"() {z90 = [-2.642760e+05, array<i1: false, false>, @c::@a::@s$]} : () -> ()
  %7 = "a.b"(%3, %0#2, %6) {a1 = true, sym_name0} : (complex<f32>, tuple<si8, index, f16>, none) -> f32
  %8:4 = "foo.bar.baz"() : () -> (f16, tensor<4x!my_dialect.v<f32 true>>, vector<3xf16>, memref<3xf8E4M3FN>)
  "bar.yield"(%8#3, %0#0, %8#2) : (memref<3xf8E4M3FN>, f16, vector<3xf16>) -> ()
  %9:3 = "z.nop"(%1, %8#1, %8#1) {k$0 = 16777215 : ui24} : (complex<f8E5M2>, tensor<4x!my_dialect.v<f32 true>>, tensor<4x!my_dialect.v<f32 true>>) -> (vector<14xi8>, tensor<?x?xindex, "sparse">, memref<1xf16, strided<[1], offset: ?>, "shared">)
  %10 = "foo.bar"(%7) ({
    "foo.bar"(%7, %8#3) : (f32, memref<3xf8E4M3FN>) -> ()
  }) {b1 = -1.000000e+00 : f4E2M1FN, k$0 = #loc, "quoted key 2" = dense_resource<res_1> : tensor<4xi8>} : (f32) -> i64
  %11 = "x.y"(%10) : (i64) -> tuple<i16, f8E4M3FNUZ, f64>
  %12 = "d.op_1"(%10, %10) : (i64, i64) -> si1
  %13:4 = "foo.bar.baz"(%10, %10, %0#3) {b0 = "0z'.b!<\22\00\C3\A9a\CE\A9", value1 = @c::@"\C3\A9"::@"\C3\A9"} : (i64, i64, (tensor<0x!bar<"x<y>">>, index) -> ()) -> (si8, f8E5M2, vector<4x16xf64>, !x.t)
  %14 = "foo.op"(%0#0, %0#2, %0#3) <{b2 = dense<1.500000e+00> : tensor<f8E5M2>, d.k0 = !my_dialect<"abc">, k$3 = "\\\0A \22 @{@}\22\0A", z91 = dense_resource<r.2> : tensor<4xf64>}> ({
  }) : (f16, tuple<si8, index, f16>, (tensor<0x!bar<"x<y>">>, index) -> ()) -> tensor<5x501x?xi8>
  %15 = "z.nop"(%13#1, %13#2, %9#0) : (f8E5M2, vector<4x16xf64>, vector<14xi8>) -> vector<i64>
  %16 = "x.y"(%6, %14) {a0 = {d.k1, x0 = -3652 : i32}, value1 = -6.0221407599999999E+23 : f64} : (none, tensor<5x501x?xi8>) -> f8E4M3FNUZ
  %17 = "foo.bar"(%1) {_u1 = #distinct, sym_name0 = 0 : ui32} : (complex<f8E5M2>) -> !tuple
  %18:4 = "foo.bar.baz"(%9#0, %0#2) <{}> : (vector<14xi8>, tuple<si8, index, f16>) -> (f64, i64, bf16, f32)
  %19:2 = "foo.op"(%3, %18#1) : (complex<f32>, i64) -> (vector<9xi7>, si32)
  %20:4 = "a.b"(%11, %19#1, %0#1) <{my.k0 = true}> : (tuple<i16, f8E4M3FNUZ, f64>, si32, f8E4M3) -> (f6E2M3FN, index, f64, si8)
  "bar.yield"() : () -> ()
  "foo.bar.baz"(%20#2, %6) : (f64, none) -> ()
  %21:4 = "z.nop"(%20#0, %20#3, %20#3) <{attr3 = loc("dir/with space.c":110:454), value0, x1 = dense<1.17549435E-38> : tensor<4xf32>, z92 = dense<> : tensor<1x0x4xf8E8M0FNU>}> : (f6E2M3FN, si8, si8) -> (f32, index, f64, vector<1x6x6xsi1>)
  %22 = "a.b"(%21#0) : (f32) -> index
  %23 = "foo.bar"() <{_u0 = loc("src/x.py":0:0)}> : () -> memref<1x2x535xui32, #map>
  "z.nop"() <{_u2, a0 = 4.253530e+37 : bf16, attr1 = dense<[2.432250e-02, 0xFC00]> : vector<2xf16>}> : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000E09B3599",
      res_1: "0x0400000060245F82",
      r.2: "0x080000001C0D04939290550BBD2E69EA78105A497FE773B0BB42C1B56EE006A9A5E006D2"
    }
  }
#-}

