!tuple = tuple<f128, memref<?x3x2xi16, 1>, memref<8x1xtf32, strided<[13, ?], offset: 10>, {kind = "scratch"}>, bf16, i16, tf32, i16, f8E8M0FNU, f32, index, complex<f16>, f16, ui8, f32, ui8, f16, f8E4M3FN>
#loc8 = loc("0016.in.mlir":7:6)
#loc9 = loc("0016.in.mlir":7:17)
#loc11 = loc("0016.in.mlir":9:6)
#loc12 = loc("0016.in.mlir":9:77)
"builtin.module"() ({
  "foo.bar.baz"() {d.k0 = "**\09#-\09.<-\\", foo.k1, my.k2 = false} : () -> () loc(#loc1)
  %0 = "foo.compute"() ({
    %4:4 = "foo.bar.baz"() <{}> : () -> (!x.t, tensor<7x52x3xui32>, (!my_dialect<"abc">, si3) -> (index, complex<f8E5M2FNUZ>), index) loc(#loc20)
    %5 = "d.op_1"(%4#1, %4#3) <{sym_name1 = index, value0 = "/\0A*b-\00\0A"}> : (tensor<7x52x3xui32>, index) -> complex<i8> loc(#loc5)
    "a.jump"(%4#1, %4#0)[^bb1, ^bb1] {b1 = 5.240000e+02 : f128, x0 = -1 : i64} : (tensor<7x52x3xui32>, !x.t) -> () loc(#loc21)
  ^bb1(%6: none loc("0016.in.mlir":7:6), %7: !tuple loc("0016.in.mlir":7:17)):  // 2 preds: ^bb0, ^bb0
    "cfx.cond_br"(%7)[^bb2] : (!tuple) -> () loc(#loc10)
  ^bb2(%8: tensor<24x6x728x327x!my_dialect.param<"x y" [[70, -0]] f32>> loc("0016.in.mlir":9:6), %9: tensor<?x2xbf16> loc("0016.in.mlir":9:77)):  // pred: ^bb1
    %10:4 = "bar.yield"() : () -> (i1, complex<f16>, tuple<i32, f32, si1>, f32) loc(#loc13)
  }, {
    "foo.br"()[^bb1] <{b0 = dense_resource<r.0> : tensor<3xi8>}> : () -> () loc(#loc14)
  ^bb1:  // pred: ^bb0
    "a.jump"()[^bb2, ^bb3] : () -> () loc(#loc15)
  ^bb2:  // pred: ^bb1
    "a.jump"()[^bb3] {attr0 = @"x y"} : () -> () loc(#loc16)
  ^bb3:  // 2 preds: ^bb1, ^bb2
    %3:4 = "z.nop"() {my.k1 = "b" : i17, "quoted key 2" = 0.67266959999999998 : f64, value0 = dense_resource<r.1> : tensor<6xi8>} : () -> (!foo<"x<y>">, si1, complex<i32>, f32) loc(#loc22)
  }) : () -> tensor<0x?x5x3x!x.t<-2 {?, abc, ?} ?>> loc(#loc19)
  %1 = "my_dialect.thing"(%0) : (tensor<0x?x5x3x!x.t<-2 {?, abc, ?} ?>>) -> f8E5M2FNUZ loc(#loc17)
  %2 = "foo.bar.baz"(%1) {a0 = 12 : i8} : (f8E5M2FNUZ) -> ui64 loc(#loc18)
}) : () -> () loc(#loc)
#loc = loc("0016.in.mlir":0:0)
#loc1 = loc("0016.in.mlir":2:1)
#loc2 = loc(unknown)
#loc3 = loc("name")
#loc4 = loc("src/x.py":0:213)
#loc5 = loc("0016.in.mlir":5:7)
#loc6 = loc("":99:0)
#loc7 = loc("with \22q\22")
#loc10 = loc("0016.in.mlir":8:1)
#loc13 = loc("0016.in.mlir":10:8)
#loc14 = loc("a.mlir":159:187)
#loc15 = loc("0016.in.mlir":14:1)
#loc16 = loc("0016.in.mlir":16:1)
#loc17 = loc("0016.in.mlir":20:7)
#loc18 = loc("0016.in.mlir":21:8)
#loc19 = loc(callsite(#loc2 at #loc3))
#loc20 = loc("callee"(#loc4))
#loc21 = loc(fused[#loc6, #loc7])
#loc22 = loc(fused<#foo.m>[#loc2])

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x0400000006E7A4",
      r.1: "0x040000003F1D5DCA7017"
    }
  }
#-}

