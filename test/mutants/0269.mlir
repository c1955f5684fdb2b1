// ir-gen random --seed 54 --size 12
!ty0 = complex<f64>

"my_dialect.thing"(): () -> ()
%v0, %value1:3 = "foo.op"() ({
  %value2:2 = "bar.yield"(): () -> (complex<f6E3M2FN>, !ty0)
  "d.op_1"(%value2#1) {}: (!ty0) -> () loc("dir/with space.c":42:27 to :32)
  "a.jump"(%value2#0)[^bb1]: (complex<f6E3M2FN>) -> () loc("a.mlir":74:29)
^bb1:
  %3:3 = "foo.op"(%value2#1) <{}> ({
    "x.y"()<{}>: () -> ()
    %value4 = "my_dialect.thing"(%value2#1, %value2#0) ({
    ^7(%v5: (tensor<?x0x7x0xcomplex<f64>, "sparse">, f80) -> (si1024, i1024) loc("":4294967295:494), %6: memref<5x812xf32, strided<[?, 1]>, 2>, %value7 : memref<?x32x5xi17, 7> loc("":393:425)):
    }): (!ty0, complex<f6E3M2FN>) -> tensor<*xsi17>
    "a.jump"(%value2#0, %value2#1, %value4)[^4, ^bb5] {foo.k0= f64, b1= []}: (complex<f6E3M2FN>, !ty0, tensor<*xsi17>) -> () loc("x")
  ^4(%8: tensor<*xf16>, %v9: f8E5M2FNUZ):
    "x.switch"(%v9, %value4, %v9)[^bb5, ^undefined_block]: (f8E5M2FNUZ, tensor<*xsi17>, f8E5M2FNUZ) -> ()
  ^bb5(%10: index, %_11: i8 loc(fused["callee"("":24:56 to 25:24)]), %12: i1024):
    %13 = "foo.op"(%value2#1, %value2#1)<{"quoted key 0"= ui7, "quoted key 1", my.k2= 0x1: i1024, a3= -1 : index}>: (!ty0, !ty0) -> (f8E3M4) loc(fused[])
    "x.switch"(%value2#1)[^bb6]: (!ty0) -> () loc("f":12)
  ^bb6:
    "cfx.cond_br"(%value2#1, %value2#1)[^bb6] <{x0}>: (!ty0, !ty0) -> ()
  }): (!ty0) -> (f16, tensor<f32>, f8E5M2) loc("dir/with space.c":30:24 to :33)
  %v14 = "my_dialect.thing"() <{d.k0= unit, x1= 0: ui32, b2= 544740.0 : f8E3M4, attr3= vector<10x11xui16>}>: () -> !foo<"a b">
  %15 = "z.nop"(%value2#0, %v14, %3#1) {}: (complex<f6E3M2FN>, !foo<"a b">, tensor<f32>) -> !ty0
  "foo.br"(%15)[^$2, ^bb1] {x0= -210300 : index}: (!ty0) -> ()
^$2:
  "cfx.cond_br"(%value2#1)[^$2] {x0= 1.0e-30 : f8E4M3, a1= (tensor<4x?x4xi1024>, vector<1x2xsi17>) -> (vector<16x[6]x11xf32>, none), b2= "\C3\A9\00!\00_\7f", sym_name3= []}: (!ty0) -> () loc("f":20:56 to 23:26)
}, {
^b8(%v16: (index, tensor<6xf128>, si32) -> f64 loc("a.mlir":351:414)):
  %17 = "x.y"(%v16): ((index, tensor<6xf128>, si32) -> f64) -> tuple<f8E4M3FN, f8E5M2, si8, !my_dialect.t<83 , {i8 , <a.b, "x y"> , -2}>>
}): () -> (complex<si8>, index, i7, !ty0) loc("src/x.py":250:409)
"foo.compute"(): () -> () loc("callee"("dir/with space.c":270:131))
%_18:4 = "foo.bar.baz"()<{d.k0= sparse<[[4]], [18446744073709551615]> : tensor<5xi64>, my.k1= "ß!\n\"/0\7f" : f8E5M2, value2= {k$0= "{<\".#{\n\6D-a\\}", b1, value2= {my.k0= @b::@"x y"}}}>: () -> (index, tuple<index, index, f8E4M3FN, f8E4M3FNUZ>, tensor<3xbf16>, si32)
