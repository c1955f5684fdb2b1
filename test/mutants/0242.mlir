// ir-gen random --seed 255 --size 13
!ty0 = f64
!alias_1 = none
!t2 = bf16
#loc0 = loc("src/x.py":292:402)
#L1 = loc("dir/with space.c":20)
!alias_3 = si16

"builtin.module"() ({
  %_0 = "x.y"() ({
  ^loop0(%arg1: i7, %x2 : !alias_1 loc("src/x.py":7:26 to 7:5)):
    %3 = "foo.bar"(%arg1, %x2): (i7, !alias_1) -> (!ty0)
    %value4 = "z.nop"(%x2): (!alias_1) -> si16 loc("":15:5 to 15:44)
    %5 = "a.b"(%value4, %arg1, %value4) {b0,
    "quoted key 1", d.k2= array<i16: 0, 0x1>, attr3= affine_map<()[] -> ((8 + 9) mod 7, -((5) ceildiv 9), 4)>}: (si16,i7,
    si16) -> !t2 loc(#loc0)
    %_6 = "my_dialect.thing"(%5, %value4): (!t2, si16) -> f32 loc("src/x.py":354:13)
    %v7 = "foo.bar.baz"(): () -> !my_dialect.v<"x y" {<"x y" , true , ?>}> loc("n"(#loc0))
  }): () -> !ty0 loc(callsite(unknown at "n"("a.mlir":81)))
  "d.op_1"() {} : () -> ()
  "foo.bar"(%_0, %_0) <{}> ({
}): (!ty0,
    !ty0) -> () loc("with \"q\"")
  %_8 = "z.nop"() {foo.k0= 0.465}:  () -> index
  %v9:2 = "foo.bar.baz"(%_0 , %_0,
    %_8) {sym_name0= dense_resource<r.0> : tensor<6xf64>, _u1  = -9223372036854775808: si64}:	 (!ty0, !ty0, index) -> (f32, i1024) loc("callee"(#L1):
  // // nested
  %10,%value11:3 = "foo.op"(%v9#0) ({
    %_12:2 = "my_dialect.thing"(%_0 , %_0) ({
    ^bb2(%tmp_13 : !my_dialect.param<[[f32]] , {{? 4 -8},?,["x y" true ?]} , 52> loc("n"("with \"q\"")), %14: complex<ui64>):
    }, {
      %$15 = "d.op_1"(%v9#0): (f32) -> (!alias_3) loc(unknown)
    }):   (!ty0, !ty0) -> (!ty0, memref<5x41xi3, strided<[9, 1], offset: 3>>)
  }, {
    "a.jump"(%v9#1)[^bb5] <{_u0, a1  = complex<f16>, value2 = -200273929, sym_name3= -64: i7}> : (i1024) -> ()
  ^bb5(%v16: !bar<"x<y>"> loc(fused<"meta">[#loc0]), %value17) f8E4M3 loc("dir/with space.c":284:4294967295)):
    "cfx.cond_br"(%v9#1, %value17, %value17)[^exit6,^exit6]: (i1024, f8E4M3, f8E4M3) -> ()
  ^exit6:
    "a.jump"(%v9#1, %v9#0, %_0) [^exit6] <{a0= -9223372036854775808 : index}>:	 (i1024, f32, !ty0) -> () loc("":500:132)
  }, {
}) {b0= -9223372036854775808 : index, _u1= false, "quoted key 2"= sparse<[[2], [5], [3]], [1.0e-30, 77.60E1, 0x7F800000]> : tensor<6xf32>,  sym_name3= "\"\"%a_\"}\n" : si3} :   (f32) -> (tuple<f16, f4E2M1FN, i128, i17>, f64, tensor<50x?x20x!x.t_1, "sparse">, complex<f16	>) loc("src/x.py":4294967295:175)
  %18:3 = "foo.bar"(%_0) <{_u0= 15 : index}>: (!ty0) -> (f8E4M3, !ty0, vector<6x[1]xi24>)
  %v19:2 = "z.nop"(%18#1, %18#1): (!ty0,!ty0) -> (tuple<f8E8M0FNU, memref<247xf64,
    affine_map<(i0) -> (i0 + 2 - 2 * (i0))>,
    {kind = "scratch"}>>, index) loc("dir/with space.c":287:4294967295) // trailing comment
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000109135203305480413DE4CD873314B52B1400240079C223F47788B7A4958CE3E89FD1F9E2558D83318874BD47D73244C"
    }
  }
#-}
