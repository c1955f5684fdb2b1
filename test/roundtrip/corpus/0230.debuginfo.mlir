#distinct = distinct[0]<@"with\22quote">
#distinct1 = distinct[1]<true>
"builtin.module"() ({
  %0 = "bar.yield"() : () -> memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}> loc(#loc1)
  %1 = "foo.op"(%0) : (memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>) -> complex<i32> loc(#loc24)
  %2 = "foo.bar"(%0, %1, %1) {z90 = []} : (memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>, complex<i32>, complex<i32>) -> f128 loc(#loc5)
  "foo.compute"(%2, %0) : (f128, memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>) -> () loc(#loc6)
  "my_dialect.thing"(%2, %0, %2) {"quoted key 0" = -8.1520641530764661E-19 : f64} : (f128, memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>, f128) -> () loc(#loc25)
  %3 = "foo.bar"(%0, %1) <{}> : (memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>, complex<i32>) -> complex<i32> loc(#loc8)
  %4 = "d.op_1"() {z90 = dense<[65535, 0]> : tensor<2xsi17>} : () -> i16 loc(#loc30)
  %5 = "bar.yield"() <{attr0 = dense_resource<r.0> : tensor<3xi64>, attr2 = affine_set<(d0)[s0, s1] : (-d0 + 7 >= 0)>, b3 = dense<-2147483648> : tensor<1x1xsi32>, value1 = [affine_map<(d0)[s0, s1] -> (s1, (s1 floordiv 7) mod 2, d0 mod 4 - d0 ceildiv 3)>]}> {k$2, "quoted key 1" = @"with\22quote", x0 = #distinct} : () -> complex<i32> loc(#loc11)
  %6:3 = "foo.bar"(%2) : (f128) -> (f16, i3, tuple<i32, i32, bf16, ui8>) loc(#loc7)
  "my_dialect.thing"(%5, %5, %6#2) : (complex<i32>, complex<i32>, tuple<i32, i32, bf16, ui8>) -> () loc(#loc12)
  %7 = "z.nop"(%6#0, %6#0, %0) : (f16, f16, memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>) -> complex<i32> loc(#loc11)
  %8 = "foo.bar.baz"() : () -> (() -> ()) loc(#loc13)
  "foo.compute"(%6#1, %6#1, %7) {a0 = ["!\00'! \22.", #distinct1]} : (i3, i3, complex<i32>) -> () loc(#loc14)
  %9 = "a.b"(%2, %7, %8) : (f128, complex<i32>, () -> ()) -> tensor<?xf80> loc(#loc9)
  "bar.yield"(%6#2, %9) : (tuple<i32, i32, bf16, ui8>, tensor<?xf80>) -> () loc(#loc15)
  %10 = "bar.yield"(%9) : (tensor<?xf80>) -> ((si1, !bar.param<<-3>, ?, -7>) -> (!my_dialect.t_1, vector<13xi32>)) loc(#loc27)
  %11:4 = "foo.bar.baz"(%8, %10) : (() -> (), (si1, !bar.param<<-3>, ?, -7>) -> (!my_dialect.t_1, vector<13xi32>)) -> (f64, f32, vector<8x6xi1>, i24) loc(#loc28)
  "foo.op"() {attr1 = @_priv::@x.y, attr3 = " \C3\9F\00\\-", my.k2 = true, "quoted key 0" = array<i32>} : () -> () loc(#loc29)
  %12:3 = "my_dialect.thing"(%11#0, %5) ({
    %13 = "foo.bar.baz"(%11#1, %11#3, %11#2) ({
    }) {foo.k0 = 0.63857260000000005 : f64, value1 = array<f64: 275.615544, 1.17549435E-38>} : (f32, i24, vector<8x6xi1>) -> i64 loc(#loc19)
    %14 = "my_dialect.thing"(%11#1) {_u0 = 30 : ui8, a1 = #my.v<[<"x y" , 96>,{?,?}]>} : (f32) -> tensor<?xf80> loc(#loc20)
    %15 = "d.op_1"(%13, %13, %7) : (i64, i64, complex<i32>) -> tuple<f16> loc(#loc21)
    %16:4 = "bar.yield"() : () -> (si24, vector<[7]x14x[12]xui64>, f16, complex<f32>) loc(#loc22)
  }) : (f64, complex<i32>) -> (complex<f8E4M3B11FNUZ>, tensor<403x5x8xui64>, !bar.t) loc(#loc18)
  "a.b"(%0) : (memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>) -> () loc(#loc23)
}) : () -> () loc(#loc)
#loc = loc("0230.in.mlir":0:0)
#loc1 = loc("0230.in.mlir":11:7)
#loc2 = loc("":20:16 to :47)
#loc3 = loc("a.mlir":339:171)
#loc4 = loc("op.1")
#loc5 = loc("":19:5 to :16)
#loc6 = loc("0230.in.mlir":14:1)
#loc7 = loc(unknown)
#loc8 = loc("dir/with space.c":15:66 to 18:79)
#loc9 = loc("with \22q\22")
#loc10 = loc("name")
#loc11 = loc("src/x.py":34:25 to :34)
#loc12 = loc("dir/with space.c":69:4294967295)
#loc13 = loc("0230.in.mlir":24:7)
#loc14 = loc("0230.in.mlir":25:1)
#loc15 = loc("-":289:471)
#loc16 = loc("x")
#loc17 = loc("src/x.py":0:0)
#loc18 = loc("0230.in.mlir":32:10)
#loc19 = loc("src/x.py":32:486)
#loc20 = loc("src/x.py":91:0)
#loc21 = loc("0230.in.mlir":37:14)
#loc22 = loc("0230.in.mlir":38:16)
#loc23 = loc("0230.in.mlir":42:1)
#loc24 = loc(fused[#loc2, #loc3, #loc4])
#loc25 = loc(fused<#foo.m>[#loc7])
#loc26 = loc("v"(#loc10))
#loc27 = loc("callee"(#loc16))
#loc28 = loc("callee"(#loc9))
#loc29 = loc(fused<#foo.m>[#loc17])
#loc30 = loc(callsite(#loc9 at #loc26))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000006F1068E7AEFD7BF9986DA2504F47B90CD8594F3F944195B5"
    }
  }
#-}

