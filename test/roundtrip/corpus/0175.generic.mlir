#distinct = distinct[0]<dense<1.000000e+00> : tensor<f8E5M2>>
#map = affine_map<(d0, d1, d2) -> (0)>
"builtin.module"() ({
  %0 = "foo.bar"() ({
    "my_dialect.thing"() ({
      %6 = "d.op_1"() : () -> ui64
      %7:4 = "x.y"(%6, %6) {foo.k2 = #x.p<[{f32 0 ?} <? , "x y"> "x y"] , i8 , <-2, -8, "x y">>, value0 = tuple<>, z91} : (ui64, ui64) -> (i16, none, memref<24x36xi64, {kind = "scratch"}>, tensor<4x9x2x0xui32>)
      %8 = "x.y"(%7#3) : (tensor<4x9x2x0xui32>) -> memref<*xvector<7xindex>>
      %9 = "foo.op"(%7#2) <{b0 = [@"x y"]}> : (memref<24x36xi64, {kind = "scratch"}>) -> !foo.v<? true>
      %10 = "foo.compute"(%7#3, %7#3) : (tensor<4x9x2x0xui32>, tensor<4x9x2x0xui32>) -> tuple<i32, memref<686x616x3xi64, #map>, f8E4M3, i8>
    }) : () -> ()
    %4:3 = "z.nop"() {b1, my.k2, x0 = -1.500000e+00 : f4E2M1FN} : () -> (complex<ui8>, tensor<?x?xsi3, {a = 1 : i64}>, tf32)
    %5 = "foo.bar.baz"(%4#2) {foo.k0 = true, value1 = [0 : i1024]} : (tf32) -> !bar.t
  }) : () -> bf16
  %1 = "foo.bar"(%0, %0, %0) {_u0 = 2 : index, attr2 = #distinct, d.k1} : (bf16, bf16, bf16) -> complex<i8>
  %2 = "foo.bar.baz"(%1, %1) : (complex<i8>, complex<i8>) -> none
  %3 = "x.y"() <{d.k0 = "_%\C5\C3\A9X"}> : () -> f32
}) : () -> ()

