!tuple = tuple<f128, memref<?x3x2xi16, 1>, memref<8x1xtf32, strided<[13, ?], offset: 10>, {kind = "scratch"}>, bf16, i16, tf32, i16, f8E8M0FNU, f32, index, complex<f16>, f16, ui8, f32, ui8, f16, f8E4M3FN>
"builtin.module"() ({
  "foo.bar.baz"() {d.k0 = "**\09#-\09.<-\\", foo.k1, my.k2 = false} : () -> ()
  %0 = "foo.compute"() ({
    %4:4 = "foo.bar.baz"() <{}> : () -> (!x.t, tensor<7x52x3xui32>, (!my_dialect<"abc">, si3) -> (index, complex<f8E5M2FNUZ>), index)
    %5 = "d.op_1"(%4#1, %4#3) <{sym_name1 = index, value0 = "/\0A*b-\00\0A"}> : (tensor<7x52x3xui32>, index) -> complex<i8>
    "a.jump"(%4#1, %4#0)[^bb1, ^bb1] {b1 = 5.240000e+02 : f128, x0 = -1 : i64} : (tensor<7x52x3xui32>, !x.t) -> ()
  ^bb1(%6: none, %7: !tuple):  // 2 preds: ^bb0, ^bb0
    "cfx.cond_br"(%7)[^bb2] : (!tuple) -> ()
  ^bb2(%8: tensor<24x6x728x327x!my_dialect.param<"x y" [[70, -0]] f32>>, %9: tensor<?x2xbf16>):  // pred: ^bb1
    %10:4 = "bar.yield"() : () -> (i1, complex<f16>, tuple<i32, f32, si1>, f32)
  }, {
    "foo.br"()[^bb1] <{b0 = dense_resource<r.0> : tensor<3xi8>}> : () -> ()
  ^bb1:  // pred: ^bb0
    "a.jump"()[^bb2, ^bb3] : () -> ()
  ^bb2:  // pred: ^bb1
    "a.jump"()[^bb3] {attr0 = @"x y"} : () -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    %3:4 = "z.nop"() {my.k1 = "b" : i17, "quoted key 2" = 0.67266959999999998 : f64, value0 = dense_resource<r.1> : tensor<6xi8>} : () -> (!foo<"x<y>">, si1, complex<i32>, f32)
  }) : () -> tensor<0x?x5x3x!x.t<-2 {?, abc, ?} ?>>
  %1 = "my_dialect.thing"(%0) : (tensor<0x?x5x3x!x.t<-2 {?, abc, ?} ?>>) -> f8E5M2FNUZ
  %2 = "foo.bar.baz"(%1) {a0 = 12 : i8} : (f8E5M2FNUZ) -> ui64
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x0400000006E7A4",
      r.1: "0x040000003F1D5DCA7017"
    }
  }
#-}

