#loc = loc("":1:40 to 4:51)
#map = affine_map<(d0)[s0] -> (d0 * s0, s0, d0 floordiv 9 + 9)>
#map1 = affine_map<()[s0] -> (2, -(-s0 + 3))>
#map2 = affine_map<()[s0] -> ((s0 ceildiv 3) * s0, s0 floordiv 8)>
"builtin.module"() <{sym_name = "m48"}> ({
  %0 = "foo.compute"() <{b1 = [], z90 = []}> {attr0 = 40 : ui7, "quoted key 1" = #loc} : () -> tensor<871x2x151xcomplex<f32>>
  %1 = "foo.bar"() ({
    %4:4 = "foo.op"() <{b0 = -2.7182818284590451 : f64}> : () -> (!x.type, complex<i7>, si8, tuple<ui32, i32>)
    %5 = "foo.compute"(%0, %4#3, %4#2) : (tensor<871x2x151xcomplex<f32>>, tuple<ui32, i32>, si8) -> ui8
    %6 = "foo.bar.baz"(%4#3) <{k$1 = dense<true> : tensor<3xi1>, "quoted key 0"}> ({
    }) : (tuple<ui32, i32>) -> i32
    %7:3 = "foo.bar.baz"(%4#2, %5, %5) ({
      %16 = "bar.yield"(%4#2) ({
        %18 = "my_dialect.thing"(%0, %5) <{a2 = dense_resource<blob0> : tensor<3xi32>, d.k3 = "\CE\A9\E6\97\A5\E6\9C\AC0_\C3\9F.X{<", k$1 = -1 : i32, x0 = 4.120460e-11 : f64}> {d.k0 = [25 : index, "\CE\A9\E6\97\A5\E6\9C\AC0_\C3\9F.X{<", "\CE\A9\E6\97\A5\E6\9C\AC0_\C3\9F.X{<", -352 : si24], d.k1 = "@\0A\\\E6\97\A5\E6\9C\AC\00/a/#.b\\"} : (tensor<871x2x151xcomplex<f32>>, ui8) -> tensor<8x2x2x?xi1, #foo.enc<abc,i8,?>>
        %19 = "d.op_1"(%18, %6) : (tensor<8x2x2x?xi1, #foo.enc<abc,i8,?>>, i32) -> memref<751x?x3xvector<12x7x10xsi3>, 6>
        %20:3 = "foo.compute"(%19, %19) {_u1 = 38 : index, attr2 = "" : i8, k$3, "quoted key 0" = @a::@c} : (memref<751x?x3xvector<12x7x10xsi3>, 6>, memref<751x?x3xvector<12x7x10xsi3>, 6>) -> (si64, memref<?x1x?xi128>, tuple<>)
        %21:3 = "foo.bar.baz"(%19, %19, %20#2) {a1 = dense<[[8.000000e+01], [7.500000e+00], [-1.500000e+00]]> : tensor<3x1xf8E4M3FN>, value0} : (memref<751x?x3xvector<12x7x10xsi3>, 6>, memref<751x?x3xvector<12x7x10xsi3>, 6>, tuple<>) -> (none, complex<f8E4M3B11FNUZ>, i8)
      }) {_u0 = #map} : (si8) -> f32
      %17 = "foo.bar"(%6, %4#2) {b2 = #my.p<<"x y", 82>, f32, [-8, 60, <a.b,35,10>]>, b3 = #map1, z90 = "\22bz\22XX\22/\00<b", z91 = #map2} : (i32, si8) -> f8E4M3FN
      "foo.compute"(%4#1) : (complex<i7>) -> ()
      "foo.compute"() {b0 = dense<3.247400e-14> : tensor<3x3x4xtf32>, k$2 = @s$, value1 = 1 : si128} : () -> ()
      "z.nop"(%16, %4#2) : (f32, si8) -> ()
    }, {
      %9 = "foo.bar"(%4#0) : (!x.type) -> !bar.t<"x y" -4>
      %10 = "x.y"(%0) : (tensor<871x2x151xcomplex<f32>>) -> tensor<0x5x?xindex, 3 : i32>
      %11 = "foo.compute"() {_u0 = 19 : index, b1 = 1.953130e-03 : f8E8M0FNU} : () -> tensor<10x17x4xvector<index>>
      "foo.compute"(%4#3, %9) : (tuple<ui32, i32>, !bar.t<"x y" -4>) -> ()
      %12:2 = "foo.op"(%6) <{a2, attr0 = #foo<"x<1>">, my.k3 = 7.59541746E+14 : f32, sym_name1 = -2.656250e-01 : f8E3M4}> ({
        %13 = "foo.bar.baz"() : () -> i32
        %14:3 = "bar.yield"(%10) <{a2 = sparse<[[4, 0, 3], [2, 1, 0], [2, 0, 2]], [-388.90451, 3.14159274, 2.189000e+10]> : tensor<6x2x4xf32>, attr3 = 5.000000e-01 : f16, b0 = sparse<> : tensor<2xi32>, z91 = -54 : i64}> : (tensor<0x5x?xindex, 3 : i32>) -> (memref<?x1x?xf32, "gpu">, !my_dialect.v<?,a.b,10>, si1)
        %15:4 = "z.nop"() : () -> (vector<15xi24>, !foo.t<abc, [["x y"]]>, complex<f16>, memref<342xf16>)
        "foo.compute"(%14#0, %0) {_u0 = true} : (memref<?x1x?xf32, "gpu">, tensor<871x2x151xcomplex<f32>>) -> ()
      }) {a0 = ["\\/}.{}\7F" : si32]} : (i32) -> (tf32, i1)
    }, {
      %8 = "foo.bar"(%0) : (tensor<871x2x151xcomplex<f32>>) -> vector<ui17>
      "d.op_1"(%8) {_u1, d.k2 = f8E4M3FNUZ, value0 = @c} : (vector<ui17>) -> ()
    }) {_u2 = "\CE\A9\E6\97\A5\E6\9C\AC0_\C3\9F.X{<", my.k0, z91} : (si8, ui8, ui8) -> (!my_dialect.t, tuple<none, si8, ui3, !bar.type>, complex<si3>)
  }) : () -> !my_dialect.t<a.b "x y" <-4>>
  %2 = "foo.op"(%1, %1) : (!my_dialect.t<a.b "x y" <-4>>, !my_dialect.t<a.b "x y" <-4>>) -> complex<i32>
  %3 = "z.nop"(%1, %0, %2) {b0 = 18446744073709551615 : ui64, foo.k1 = "<X-\F0\9F\99\82b\00a\22", my.k2 = "\0A"} : (!my_dialect.t<a.b "x y" <-4>>, tensor<871x2x151xcomplex<f32>>, complex<i32>) -> !x.t_1
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000BF1F55B391FD3D37BDD30F62"
    }
  }
#-}

