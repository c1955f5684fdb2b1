#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0)[s0, s1] -> (d0 * 8 + s1 mod 8, d0 * 5 + s0 + 8, s1 * -2 - s0 + 2)>
#map2 = affine_map<() -> (8)>
#map3 = affine_map<() -> ()>
#map4 = affine_map<(d0, d1) -> (d0 - d1 + d1 + d0)>
"builtin.module"() ({
  "foo.bar.baz"() <{k$0 = affine_map<(d0, d1)[s0] -> ((s0 * 7) mod 5, d1 - s0, 0)>}> : () -> ()
  %0:2 = "foo.bar"() {a1 = " ", k$0 = 1 : i8} : () -> (ui16, vector<f16>)
  "foo.bar"() ({
  ^bb0(%arg0: (complex<f128>, complex<f16>, memref<4x1003x858xvector<si64>, strided<[?, ?, 1], offset: 5>>) -> (si128, complex<f128>)):
    "z.nop"(%0#0, %0#1) {foo.k0 = [[array<i64: 12694, -9223372036854775808, -1>, unit], " #.\00'\00\90" : index], x1} : (ui16, vector<f16>) -> ()
    "foo.bar.baz"(%arg0) ({
      %5 = "d.op_1"(%0#1, %arg0) {_u1 = dense_resource<blob0> : tensor<5xi8>, my.k0 = 1 : i32} : (vector<f16>, (complex<f128>, complex<f16>, memref<4x1003x858xvector<si64>, strided<[?, ?, 1], offset: 5>>) -> (si128, complex<f128>)) -> f64
      %6:4 = "foo.op"(%5, %5) <{}> : (f64, f64) -> (vector<f32>, ui16, f6E2M3FN, !my_dialect.type)
      %7 = "foo.op"(%6#1, %6#0) : (ui16, vector<f32>) -> i64
      "cfx.cond_br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      %8 = "foo.op"(%7) ({
        "builtin.module"() ({
          %14 = "z.nop"() : () -> tuple<i24>
          %15 = "foo.compute"(%14) : (tuple<i24>) -> complex<f64>
          %16 = "z.nop"(%15, %15) : (complex<f64>, complex<f64>) -> i1
          %17 = "my_dialect.thing"(%14, %14, %14) {z90 = @main::@b} : (tuple<i24>, tuple<i24>, tuple<i24>) -> !x.t<<<? "x y">>, a.b>
        }) : () -> ()
      }, {
      }, {
        %12 = "z.nop"(%6#2, %0#0, %6#2) : (f6E2M3FN, ui16, f6E2M3FN) -> tuple<i64, f8E5M2>
        %13:3 = "x.y"(%7) {my.k0 = sparse<[[2, 1, 1], [3, 0, 3], [3, 1, 1]], [-9223372036854775808, -9223372036854775808, -1]> : tensor<4x2x4xi64>, z91} : (i64) -> (!x.t<52 , a.b>, f32, complex<ui1024>)
      }) {d.k0 = 3 : index} : (i64) -> vector<i3>
      "d.op_1"() : () -> ()
      %9 = "foo.op"(%5, %8) : (f64, vector<i3>) -> tuple<>
      %10:4 = "my_dialect.thing"() <{value0 = @a::@b}> : () -> (memref<4x8xvector<f128>, #map>, complex<f16>, memref<623x6x4xi24, {kind = "scratch"}>, !foo.param<abc, -4>)
      %11 = "foo.op"(%10#2) : (memref<623x6x4xi24, {kind = "scratch"}>) -> tuple<ui17, bf16, f16>
    }) {k$0 = dense<167> : tensor<2xindex>, k$2 = i64, sym_name3 = #map1, z91 = [["\22\22\00}#d\A0", -2.500000e-01 : f6E2M3FN, #map2]]} : ((complex<f128>, complex<f16>, memref<4x1003x858xvector<si64>, strided<[?, ?, 1], offset: 5>>) -> (si128, complex<f128>)) -> ()
    %2 = "d.op_1"(%0#0, %arg0, %0#0) <{sym_name0 = distinct[0]<"b!<\090\09\00\\" : si17>, value3 = {a1 = 1 : i64, a2, "quoted key 0" = !x.param<?>}, x1, z92 = -9.99999999999999977488E+37 : f80}> {a0 = 35 : index, b1} : (ui16, (complex<f128>, complex<f16>, memref<4x1003x858xvector<si64>, strided<[?, ?, 1], offset: 5>>) -> (si128, complex<f128>), ui16) -> tensor<3x!bar.t>
    "bar.yield"() {value1, x0} : () -> ()
    %3:2 = "foo.bar"(%2) {value0} : (tensor<3x!bar.t>) -> (memref<8x?x3xvector<16x[11]x7xtf32>, strided<[?, ?, 1]>, {kind = "scratch"}>, f80)
    %4 = "z.nop"(%2) {sym_name0 = #map3} : (tensor<3x!bar.t>) -> i32
  }) {a1 = array<i1>, b2 = 0.42193209999999998 : f64, foo.k0 = dense_resource<blob1> : tensor<1xi64>} : () -> ()
  %1:3 = "foo.op"(%0#0, %0#1) : (ui16, vector<f16>) -> (i24, complex<f8E4M3FNUZ>, memref<873x?xvector<8x1xf8E4M3B11FNUZ>, #map4, 2>)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000D02D341661",
      blob1: "0x080000002D20F20823762FFB"
    }
  }
#-}

