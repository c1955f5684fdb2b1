// ir-gen random --seed 166 --size 19
"builtin.module"() ({
 %_0 = "foo.op"() {}: () -> memref<23x25x169xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>
 %1 = "foo.bar.baz"(%_0, %_0): (memref<23x25x169xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>, memref<23x25x169xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>) -> (tuple<f16, f4E2M1FN, tensor<1xcomplex<f64>>, tf32>)
 "d.op_1"(%_0, %_0, %_0): (memref<23x25x169xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>, memref<23x25x169xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>, memref<23x25x169xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>) -> () loc(callsite("f":113:333 at unknown))
 // // nested
 "bar.yield"(%_0): (memref<23x25x169xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>) -> () loc("":4294967295:56)
 %r2:2 = "foo.bar.baz"(%1, %_0, %_0) {a0= {sym_name0= "Ω\35\00_Ω\t \\}\94-" : tf32, _u1= affine_map<(d0, d1, d2)[s0, s1] -> (6 * 3 - (1) * s0, (s1) ceildiv 9 - 5 * (s1))>, "quoted key 2"= false, value3}, "quoted key 1"= -9223372036854775808: si64, my.k2= sparse<[[2, 1], [3, 1], [3, 4]], [0.5, 0x6701, 264.433767]> : tensor<4x5xbf16>, attr3= {x0, attr1= "#/", value2= dense<"0xB1D5C848"> : vector<1x2xbf16>}}: (tuple<f16, f4E2M1FN, tensor<1xcomplex<f64>>, tf32>, memref<23x25x169xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>, memref<23x25x169xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>) -> (f64, tuple<f6E2M3FN>) loc("x")
 "a.b"(%1) ({
  %3 = "d.op_1"(%_0) ({
  ^loop1(%$4: !x.t<?> loc(unknown), %_5: tensor<f8E4M3FN>):
   %r6 = "d.op_1"(%1, %$4, %1): (tuple<f16, f4E2M1FN, tensor<1xcomplex<f64>>, tf32>, !x.t<?>, tuple<f16, f4E2M1FN, tensor<1xcomplex<f64>>, tf32>) -> tensor<*xcomplex<f8E5M2>> loc("src/x.py":32:4 to 32:27)
   "cfx.cond_br"()[^undefined_block] ({
}, {
   ^bb3(%7: !foo<"a b">):
    %v8:3 = "foo.bar.baz"()<{}> {}: () -> (tensor<22xi64>, f6E3M2FN, complex<bf16>) loc(callsite("op.1" at "f":482:163))
    %9:3 = "foo.bar"(%v8#0, %v8#1) {}: (tensor<22xi64>, f6E3M2FN) -> (memref<1x?x685xi1024, strided<[?, 1, 1], offset: ?>, "shared">, complex<bf16>, f80)
   }): () -> () loc("dir/with space.c":35)
  ^bb2:
   %10 = "foo.bar.baz"(): () -> (f8E4M3)
  }) {}: (memref<23x25x169xindex, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>) -> (complex<f32>) loc("a.mlir":4294967295:4294967295)
  %v11:4 = "d.op_1"(%3, %r2#1, %1)<{attr0= true, b1= affine_set<(d0) : (d0 == 0)>}> ({
   %12 = "x.y"() ({
   ^5:
    %13 = "foo.bar.baz"() {}: () -> tensor<2x25xf32>
   }): () -> f6E2M3FN loc(unknown)
   %-14 = "foo.bar.baz"(%3, %12) ({
   ^$6:
    %value15 = "x.y"() {}: () -> !my_dialect.v<"x y"> loc(callsite("f":40:58 to 41:65 at "callee"(unknown)))
    %v16:2 = "z.nop"(%12, %3, %r2#0): (f6E2M3FN, complex<f32>, f64) -> (complex<f8E8M0FNU>, none) loc("":30:65 to 32:16)
    "foo.br"(%v16#0)[^bb7]: (complex<f8E8M0FNU>) -> ()
   ^bb7:

    %v17:2 = "a.b"(%r2#1, %v16#1, %3)<{z90= affine_map<(i0, i1)[N0] -> ((8 + N0) ceildiv 2)>, my.k1, foo.k2= " _'\\<'", value3= #bar.p<a.b [91,"x y",{-7}]>}>: (tuple<f6E2M3FN>, none, complex<f32>) -> (f32, complex<bf16>)
   }): (complex<f32>, f6E2M3FN) -> complex<bf16>
   %-18, %19:3 = "foo.compute"(%-14) {a0, my.k1= -3.40578e-19}: (complex<bf16>) -> (memref<?x3x379xf64, strided<[44, ?, 1], offset: ?>>, si1, index, memref<4x2xf80>) loc("dir/with space.c":11:2 to 11:62) // trailing comment
   %x20:2 = "my_dialect.thing"(): () -> (i1024, tuple<>) loc("":46:20 to :27)
   %v21, %v22:2 = "a.b"(): () -> (tuple<i16>, complex<ui1>, i32) loc("name")
   "foo.compute"(%19#0, %v22#0, %1) <{z90= @a, b1= dense<0> : vector<1x3xi64>}> {attr0= "", attr1= affine_set<(d0, d1)[s0] : (2 >= 0, 7 * (2) + d0 - 4 >= 0)>, foo.k2= i64}: (si1, complex<ui1>, tuple<f16, f4E2M1FN, tensor<1xcomplex<f64>>, tf32>) -> ()
  }) {k$0= affine_map<() -> (7 * 3, ((3) floordiv 8) mod 3, (2 + 7) floordiv 1)>, value1= -1: i1, k$2= distinct[3]<5.227 : f16>}: (complex<f32>, tuple<f6E2M3FN>, tuple<f16, f4E2M1FN, tensor<1xcomplex<f64>>, tf32>) -> (ui64, index, f16, () -> (memref<?xindex, {kind = "scratch"}>, complex<f6E3M2FN>)) loc(fused[fused["a.mlir":75, "":176:0, unknown], "src/x.py":0:191])
  %23 = "d.op_1"() {my.k0= #foo.p<"x y" , 91>, attr1, a2= 0: ui1}: () -> index loc(fused[])
 }): (tuple<f16, f4E2M1FN, tensor<1xcomplex<f64>>, tf32>) -> () loc("callee"(callsite("f":11 at "src/x.py":275:139)))
 %_24:2 = "foo.compute"(%1) {b0= dense<> : tensor<3x0xf16>, a1= dense<4.61040e10> : tensor<bf16>}: (tuple<f16, f4E2M1FN, tensor<1xcomplex<f64>>, tf32>) -> (si32, i7) loc(unknown)
 %-25:3 = "a.b"(%r2#1, %_24#0) {}: (tuple<f6E2M3FN>, si32) -> (complex<i8>, memref<*xcomplex<f8E5M2FNUZ>>, tuple<bf16, i8, tensor<19xindex>, none>) loc("":172:343)
}) : () -> ()
