// ir-gen random --seed 16 --size 5
"foo.bar.baz"() {d.k0= "**\t#-\t.<-\\", foo.k1, my.k2= false}: () -> ()
%0 = "foo.compute"() ({
%value1, %2:3 = "foo.bar.baz"()<{}>: () -> (!x.t, tensor<7x52x3xui32>, (!my_dialect<"abc">, si3) -> (index, complex<f8E5M2FNUZ>), index) loc("callee"("src/x.py":0:213))
%-3 = "d.op_1"(%2#0, %2#2) <{value0= "/\n*b-\00\n", sym_name1= index}>: (tensor<7x52x3xui32>, index) -> (complex<i8>)
"a.jump"(%2#0, %value1)[^bb1, ^bb1] {x0= -1, b1= 52.40E1 : f128}: (tensor<7x52x3xui32>, !x.t) -> () loc(fused["":99, "with \"q\""])
^bb1(%_4: none, %5 : tuple<f128, memref<?x3x2xi16, 1>, memref<8x1xtf32, strided<[13, ?], offset: 10>, {kind = "scratch"}>, bf16, i16, tf32, i16, f8E8M0FNU, f32, index, complex<f16>, f16, ui8, f32, ui8, f16, f8E4M3FN>):
"cfx.cond_br"(%5)[^bb2]: (tuple<f128, memref<?x3x2xi16, 1>, memref<8x1xtf32, strided<[13, ?], offset: 10>, {kind = "scratch"}>, bf16, i16, tf32, i16, f8E8M0FNU, f32, index, complex<f16>, f16, ui8, f32, ui8, f16, f8E4M3FN>) -> ()
^bb2(%value6: tensor<24x6x728x327x!my_dialect.param<"x y" [[70, -0]] f32>>, %v7: tensor<?x2xbf16>):
%8:4 = "bar.yield"(): () -> (i1, complex<f16>, tuple<i32, f32, si1>, f32) // trailing comment
}, {
"foo.br"()[^bb4] <{b0= dense_resource<r.0> : tensor<3xi8>}>: () -> () loc("a.mlir":159:187)
^bb4:
"a.jump"()[^b5, ^bb6]: () -> ()
^b5:
"a.jump"()[^bb6] {attr0= @"x y"}: () -> ()
^bb6():
%9:4 = "z.nop"() {value0= dense_resource<r.1> : tensor<6xi8>, my.k1= "b" : i17, "quoted key 2"= 0.6726696}: () -> (!foo<"x<y>">, si1, complex<i32>, f32) loc(fused<#foo.m>[]) // trailing comment
}): () -{-#> tensor<0x?x5x3x!x.t<-2 {?, abc, ?} ?>> loc(callsite(unknown at "name"))
%10 = "my_dialect.thing"(%0): (tensor<0x?x5x3x!x.t<-2 {?, abc, ?} ?>>) -> f8E5M2FNUZ
%_11 = "foo.bar.baz"(%10) {a0= 12: i8}: (f8E5M2FNUZ) -> ui64

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x0400000006E7A4",
      r.1: "0x040000003F1D5DCA7017"
    }
  }
#-}
