"builtin.module"() ({
  "my_dialect.thing"() : () -> ()
  %0:4 = "foo.op"() ({
    %3:2 = "bar.yield"() : () -> (complex<f6E3M2FN>, complex<f64>)
    "d.op_1"(%3#1) : (complex<f64>) -> ()
    "a.jump"(%3#0)[^bb1] : (complex<f6E3M2FN>) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    %4:3 = "foo.op"(%3#1) <{}> ({
      "x.y"() <{}> : () -> ()
      %7 = "my_dialect.thing"(%3#1, %3#0) ({
      ^bb0(%arg1: (tensor<?x0x7x0xcomplex<f64>, "sparse">, f80) -> (si1024, i1024), %arg2: memref<5x812xf32, strided<[?, 1]>, 2>, %arg3: memref<?x32x5xi17, 7>):
      }) : (complex<f64>, complex<f6E3M2FN>) -> tensor<*xsi17>
      "a.jump"(%3#0, %3#1, %7)[^bb1, ^bb2] {b1 = [], foo.k0 = f64} : (complex<f6E3M2FN>, complex<f64>, tensor<*xsi17>) -> ()
    ^bb1(%8: tensor<*xf16>, %9: f8E5M2FNUZ):  // 2 preds: ^bb0, ^bb1
      "x.switch"(%9, %7, %9)[^bb2, ^bb1] : (f8E5M2FNUZ, tensor<*xsi17>, f8E5M2FNUZ) -> ()
    ^bb2(%10: index, %11: i8, %12: i1024):  // 2 preds: ^bb0, ^bb1
      %13 = "foo.op"(%3#1, %3#1) <{a3 = -1 : index, my.k2 = 1 : i1024, "quoted key 0" = ui7, "quoted key 1"}> : (complex<f64>, complex<f64>) -> f8E3M4
      "x.switch"(%3#1)[^bb3] : (complex<f64>) -> ()
    ^bb3:  // 2 preds: ^bb2, ^bb3
      "cfx.cond_br"(%3#1, %3#1)[^bb3] <{x0}> : (complex<f64>, complex<f64>) -> ()
    }) : (complex<f64>) -> (f16, tensor<f32>, f8E5M2)
    %5 = "my_dialect.thing"() <{attr3 = vector<10x11xui16>, b2 = 0x70 : f8E3M4, d.k0, x1 = 0 : ui32}> : () -> !foo<"a b">
    %6 = "z.nop"(%3#0, %5, %4#1) : (complex<f6E3M2FN>, !foo<"a b">, tensor<f32>) -> complex<f64>
    "foo.br"(%6)[^bb2, ^bb1] {x0 = -210300 : index} : (complex<f64>) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb2
    "cfx.cond_br"(%3#1)[^bb2] {a1 = (tensor<4x?x4xi1024>, vector<1x2xsi17>) -> (vector<16x[6]x11xf32>, none), b2 = "\C3\A9\00!\00_\7F", sym_name3 = [], x0 = 0.000000e+00 : f8E4M3} : (complex<f64>) -> ()
  }, {
  ^bb0(%arg0: (index, tensor<6xf128>, si32) -> f64):
    %2 = "x.y"(%arg0) : ((index, tensor<6xf128>, si32) -> f64) -> tuple<f8E4M3FN, f8E5M2, si8, !my_dialect.t<83 , {i8 , <a.b, "x y"> , -2}>>
  }) : () -> (complex<si8>, index, i7, complex<f64>)
  "foo.compute"() : () -> ()
  %1:4 = "foo.bar.baz"() <{d.k0 = sparse<4, -1> : tensor<5xi64>, my.k1 = "\C3\9F!\0A\22/0\7F" : f8E5M2, value2 = {b1, k$0 = "{<\22.#{\0Am-a\\}", value2 = {my.k0 = @b::@"x y"}}}> : () -> (index, tuple<index, index, f8E4M3FN, f8E4M3FNUZ>, tensor<3xbf16>, si32)
}) : () -> ()

