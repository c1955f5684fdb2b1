"foo.bar"() ({
}): () -> () loc("src/x.py":0:4294967295)
// "quotes" and {braces} in a comment
"foo.compute"() {"quoted key 0"= @_priv}: () -> ()
%v0 = "foo.bar.baz"(): () -> (f16)
"foo.bar"() {}: () -> ()
%2 = "foo.op"() {"quoted key 0"= i128, z91= 1.564}: () -> f80
%_3 = "my_dialect.thing"(%1, %2, %2): (memref<*xi1>, f80, f80) -> (tuple<f32>) // trailing comment
%v4:4 = "my_dialect.thing"(%_3, %v0, %v0): (tuple<f32>, f16, f16) -> (vector<9x[9]x15xf32>, index, ui1, index)
"foo.bar"() <{"quoted key 0", my.k1= 257.201137 : f64, attr2= " "}> {x0= affine_map<(d0)[] -> ((4) mod 5, (7 * 6) floordiv 5, d0)>, attr1}: () -> () loc(fused["":91:171])
%value5 = "a.b"(%v4#1, %v4#0) {z90= "'\n\tb%\"-{\\\n", b1, x2= #bar.v<29>}: (index, vector<9x[9]x15xf32>) -> si64 loc("n"("v"("src/x.py":465:486)))
// a comment
%6 = "x.y"(%v4#1) ({
 %_7 = "z.nop"(%v0, %v4#3) ({
 }, {
  "bar.yield"(%1, %v4#2): (memref<*xi1>, ui1) -> () loc("dir/with space.c":195:91)
  %8, %v9:2 = "a.b"(): () -> ((!my_dialect<"x<y>">) -> (f32, memref<2xf128, {kind = "scratch"}>), f8E3M4, i1) loc("dir/with space.c":482:130)
  %10 = "x.y"(%value5, %v9#1, %_3): (si64, i1, tuple<f32>) -> memref<?xvector<3x2xf16>, strided<[1], offset: 1>, {kind = "scratch"}>
  "cfx.cond_br"()[^4] {_u0= dense_resource<weights0> : tensor<6xi32>}: () -> ()
 ^4:
  "a.jump"(%10, %8)[^5] <{x0= 49983}> {"quoted key 0"= "\00\n\\Ω.X\t", value1, _u2= ["" : i64, 31.45E4 : bf16, unit, #foo.a], _u3}: (memref<?xvector<3x2xf16>, strided<[1], offset: 1>, {kind = "scratch"}>, (!my_dialect<"x<y>">) -> (f32, memref<2xf128, {kind = "scratch"}>)) -> () loc("f":27)
 ^5:
  "foo.br"(%2, %_3, %10)[^bb6, ^5]: (f80, tuple<f32>, memref<?xvector<3x2xf16>, strided<[1], offset: 1>, {kind = "scratch"}>) -> ()
 ^bb6():
  %11 = "foo.bar"() {value0= 86: i24, "quoted key 1"= dense<> : tensor<3x0xi32>}: () -> (i1) loc("with \"q\"")
 }): (f16, index) -> tensor<50xi16>
 %_12 = "x.y"(%v4#3, %value5, %value5) {_u0= array<i32: 0xFFFFFFFF, 4294967295, -1, -1>}: (index, si64, si64) -> tensor<?x149x3xf64> loc("src/x.py":268:311)
 "d.op_1"()<{sym_name0= distinct[3]<>, a1= #bar.attr, d.k2= {_u0= unit}, x3= loc("f":486:55)}>: () -> () loc("dir/with space.c":495:4294967295)
 %x13, %_14:2 = "foo.bar.baz"() <{attr0= "" : f32, "quoted key 1"= dense_resource<res_1> : tensor<3xi8>}>: () -> (index, f8E4M3FNUZ, ui32)
 %15 = "bar.yield"(%x13, %x13) <{attr0= false, _u1= array<i64: -9223372036854775808>, k$2}> {a0= affine_map<()[s0] -> (-((0) mod 7))>, foo.k1}: (index, index) -> (i1024)
}): (index) -> vector<9x9x2xf8E4M3FNUZ>
%_16 = "foo.op"(%v4#3, %v4#0, %v4#3) {attr0= 0x66E9 : f16, value1}: (index, vector<9x[9]x15xf32>, index) -> vector<3x[10]x4xi64> loc("callee"("op.1"))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000BBE3D7A56CF888C55236097B0B3EB5E6DA9DFAC231ED3F54",
      res_1: "0x04000000DBBDF8"
    }
  }
#-}
