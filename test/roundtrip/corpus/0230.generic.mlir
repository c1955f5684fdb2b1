#distinct = distinct[0]<@"with\22quote">
#distinct1 = distinct[1]<true>
"builtin.module"() ({
  %0 = "bar.yield"() : () -> memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>
  %1 = "foo.op"(%0) : (memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>) -> complex<i32>
  %2 = "foo.bar"(%0, %1, %1) {z90 = []} : (memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>, complex<i32>, complex<i32>) -> f128
  "foo.compute"(%2, %0) : (f128, memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>) -> ()
  "my_dialect.thing"(%2, %0, %2) {"quoted key 0" = -8.1520641530764661E-19 : f64} : (f128, memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>, f128) -> ()
  %3 = "foo.bar"(%0, %1) <{}> : (memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>, complex<i32>) -> complex<i32>
  %4 = "d.op_1"() {z90 = dense<[65535, 0]> : tensor<2xsi17>} : () -> i16
  %5 = "bar.yield"() <{attr0 = dense_resource<r.0> : tensor<3xi64>, attr2 = affine_set<(d0)[s0, s1] : (-d0 + 7 >= 0)>, b3 = dense<-2147483648> : tensor<1x1xsi32>, value1 = [affine_map<(d0)[s0, s1] -> (s1, (s1 floordiv 7) mod 2, d0 mod 4 - d0 ceildiv 3)>]}> {k$2, "quoted key 1" = @"with\22quote", x0 = #distinct} : () -> complex<i32>
  %6:3 = "foo.bar"(%2) : (f128) -> (f16, i3, tuple<i32, i32, bf16, ui8>)
  "my_dialect.thing"(%5, %5, %6#2) : (complex<i32>, complex<i32>, tuple<i32, i32, bf16, ui8>) -> ()
  %7 = "z.nop"(%6#0, %6#0, %0) : (f16, f16, memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>) -> complex<i32>
  %8 = "foo.bar.baz"() : () -> (() -> ())
  "foo.compute"(%6#1, %6#1, %7) {a0 = ["!\00'! \22.", #distinct1]} : (i3, i3, complex<i32>) -> ()
  %9 = "a.b"(%2, %7, %8) : (f128, complex<i32>, () -> ()) -> tensor<?xf80>
  "bar.yield"(%6#2, %9) : (tuple<i32, i32, bf16, ui8>, tensor<?xf80>) -> ()
  %10 = "bar.yield"(%9) : (tensor<?xf80>) -> ((si1, !bar.param<<-3>, ?, -7>) -> (!my_dialect.t_1, vector<13xi32>))
  %11:4 = "foo.bar.baz"(%8, %10) : (() -> (), (si1, !bar.param<<-3>, ?, -7>) -> (!my_dialect.t_1, vector<13xi32>)) -> (f64, f32, vector<8x6xi1>, i24)
  "foo.op"() {attr1 = @_priv::@x.y, attr3 = " \C3\9F\00\\-", my.k2 = true, "quoted key 0" = array<i32>} : () -> ()
  %12:3 = "my_dialect.thing"(%11#0, %5) ({
    %13 = "foo.bar.baz"(%11#1, %11#3, %11#2) ({
    }) {foo.k0 = 0.63857260000000005 : f64, value1 = array<f64: 275.615544, 1.17549435E-38>} : (f32, i24, vector<8x6xi1>) -> i64
    %14 = "my_dialect.thing"(%11#1) {_u0 = 30 : ui8, a1 = #my.v<[<"x y" , 96>,{?,?}]>} : (f32) -> tensor<?xf80>
    %15 = "d.op_1"(%13, %13, %7) : (i64, i64, complex<i32>) -> tuple<f16>
    %16:4 = "bar.yield"() : () -> (si24, vector<[7]x14x[12]xui64>, f16, complex<f32>)
  }) : (f64, complex<i32>) -> (complex<f8E4M3B11FNUZ>, tensor<403x5x8xui64>, !bar.t)
  "a.b"(%0) : (memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000006F1068E7AEFD7BF9986DA2504F47B90CD8594F3F944195B5"
    }
  }
#-}

