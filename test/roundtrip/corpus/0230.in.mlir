!alias_0 = complex<i32>
#loc0 = loc("with \"q\"")
#loc1 = @"with\"quote"
#loc2 = loc("src/x.py":34:25 to :34)
!ty1 = tensor<?xf80>
!alias_2 = !bar.param<<-3>, ?, -7>
!alias_3 = i24
!alias_4 = complex<f8E4M3B11FNUZ>
#l_x3 = loc("src/x.py":32:486)

%v0 = "bar.yield"(): () -> (memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>)
%value1 = "foo.op"(%v0): (memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>) -> !alias_0 loc(fused[fused["":20:16 to 20:47, "a.mlir":339:171], "op.1"])
%v2 = "foo.bar"(%v0, %value1, %value1) {z90= []}: (memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>, !alias_0, !alias_0) -> f128 loc("":19:5 to 19:16)
"foo.compute"(%v2, %v0) {}: (f128, memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>) -> ()
// a comment
"my_dialect.thing"(%v2, %v0, %v2) {"quoted key 0"= 0xBC2E13682AE55487 : f64}: (f128, memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>, f128) -> () loc(fused<#foo.m>[])
// // nested
%v3 = "foo.bar"(%v0, %value1) <{}> {}: (memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>, !alias_0) -> !alias_0 loc("dir/with space.c":15:66 to 18:79)
%_4 = "d.op_1"() {z90= dense<[65535, 0x0]> : tensor<2xsi17>}: () -> i16 loc(callsite(#loc0 at "v"("name"))) // trailing comment
%_5 = "bar.yield"()<{attr0= dense_resource<r.0> : tensor<3xi64>, value1= [affine_map<(d0)[s0, s1] -> (s1, ((s1) floordiv 7) mod 2, (d0) mod 4 - (d0) ceildiv 3)>], attr2= affine_set<(i0)[N0, N1] : (i0 <= 7)>, b3= dense<[[-2147483648]]> : tensor<1x1xsi32>}> {x0= distinct[3]<#loc1>, "quoted key 1"= #loc1, k$2}: () -> (!alias_0) loc(#loc2) // trailing comment
%r6, %arg7:2 = "foo.bar"(%v2): (f128) -> (f16, i3, tuple<i32, i32, bf16, ui8>) loc(unknown)
"my_dialect.thing"(%_5, %_5, %arg7#1) {}: (!alias_0, !alias_0, tuple<i32, i32, bf16, ui8>) -> () loc("dir/with space.c":69:4294967295)
%_8 = "z.nop"(%r6, %r6, %v0): (f16, f16, memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>) -> !alias_0 loc(#loc2)
%v9 = "foo.bar.baz"(): () -> (() -> ())
"foo.compute"(%arg7#0, %arg7#0, %_8) {a0= ["!\00'! \".", distinct[4]<1: i1>]}: (i3, i3, !alias_0) -> ()
%10 = "a.b"(%v2, %_8, %v9): (f128, !alias_0, () -> ()) -> !ty1 loc(#loc0)
"bar.yield"(%arg7#1, %10): (tuple<i32, i32, bf16, ui8>, !ty1) -> () loc("":289:471)
%v11 = "bar.yield"(%10): (!ty1) -> ((si1, !alias_2) -> (!my_dialect.t_1, vector<13xi32>)) loc("callee"("x"))
%12, %arg13:3 = "foo.bar.baz"(%v9, %v11): (() -> (), (si1, !alias_2) -> (!my_dialect.t_1, vector<13xi32>)) -> (f64, f32, vector<8x6xi1>, !alias_3) loc("callee"(#loc0))
"foo.op"() {"quoted key 0"= array<i32>, attr1= @_priv::@x.y, my.k2= true, attr3= " ß\00\\-"}: () -> () loc(fused<#foo.m>["src/x.py":0:0])

%x14:3 = "my_dialect.thing"(%12, %_5) ({
^b0:
  %15 = "foo.bar.baz"(%arg13#0, %arg13#2, %arg13#1) ({
  }) {foo.k0= 0.6385726 : f64, value1= array<f64: 275.615544, 1.17549435e-38>}: (f32, !alias_3, vector<8x6xi1>) -> (i64) loc(#l_x3)
  %16 = "my_dialect.thing"(%arg13#0) {_u0= 30: ui8, a1= #my.v<[<"x y" , 96>,{?,?}]>}: (f32) -> !ty1 loc("src/x.py":91) // trailing comment
  %value17 = "d.op_1"(%15, %15, %_8): (i64, i64, !alias_0) -> tuple<f16>
  %value18:4 = "bar.yield"(): () -> (si24, vector<[7]x14x[12]xui64>, f16, complex<f32>)
}): (f64, !alias_0) -> (!alias_4, tensor<403x5x8xui64>, !bar.t)
// 

"a.b"(%v0): (memref<909xbf16, strided<[?], offset: ?>, {kind = "scratch"}>) -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000006F1068E7AEFD7BF9986DA2504F47B90CD8594F3F944195B5"
    }
  }
#-}
