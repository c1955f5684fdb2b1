#loc2 = loc("":1:40 to 4:51)
#map = affine_map<(d0)[s0] -> (d0 * s0, s0, d0 floordiv 9 + 9)>
#map1 = affine_map<()[s0] -> (2, -(-s0 + 3))>
#map2 = affine_map<()[s0] -> ((s0 ceildiv 3) * s0, s0 floordiv 8)>
"builtin.module"() <{sym_name = "m48"}> ({
  %0 = "foo.compute"() <{b1 = [], z90 = []}> {attr0 = 40 : ui7, "quoted key 1" = #loc2} : () -> tensor<871x2x151xcomplex<f32>> loc(#loc1)
  %1 = "foo.bar"() ({
    %4:4 = "foo.op"() <{b0 = -2.7182818284590451 : f64}> : () -> (!x.type, complex<i7>, si8, tuple<ui32, i32>) loc(#loc4)
    %5 = "foo.compute"(%0, %4#3, %4#2) : (tensor<871x2x151xcomplex<f32>>, tuple<ui32, i32>, si8) -> ui8 loc(#loc5)
    %6 = "foo.bar.baz"(%4#3) <{k$1 = dense<true> : tensor<3xi1>, "quoted key 0"}> ({
    }) : (tuple<ui32, i32>) -> i32 loc(#loc43)
    %7:3 = "foo.bar.baz"(%4#2, %5, %5) ({
      %16 = "bar.yield"(%4#2) ({
        %18 = "my_dialect.thing"(%0, %5) <{a2 = dense_resource<blob0> : tensor<3xi32>, d.k3 = "\CE\A9\E6\97\A5\E6\9C\AC0_\C3\9F.X{<", k$1 = -1 : i32, x0 = 4.120460e-11 : f64}> {d.k0 = [25 : index, "\CE\A9\E6\97\A5\E6\9C\AC0_\C3\9F.X{<", "\CE\A9\E6\97\A5\E6\9C\AC0_\C3\9F.X{<", -352 : si24], d.k1 = "@\0A\\\E6\97\A5\E6\9C\AC\00/a/#.b\\"} : (tensor<871x2x151xcomplex<f32>>, ui8) -> tensor<8x2x2x?xi1, #foo.enc<abc,i8,?>> loc(#loc44)
        %19 = "d.op_1"(%18, %6) : (tensor<8x2x2x?xi1, #foo.enc<abc,i8,?>>, i32) -> memref<751x?x3xvector<12x7x10xsi3>, 6> loc(#loc13)
        %20:3 = "foo.compute"(%19, %19) {_u1 = 38 : index, attr2 = "" : i8, k$3, "quoted key 0" = @a::@c} : (memref<751x?x3xvector<12x7x10xsi3>, 6>, memref<751x?x3xvector<12x7x10xsi3>, 6>) -> (si64, memref<?x1x?xi128>, tuple<>) loc(#loc14)
        %21:3 = "foo.bar.baz"(%19, %19, %20#2) {a1 = dense<[[8.000000e+01], [7.500000e+00], [-1.500000e+00]]> : tensor<3x1xf8E4M3FN>, value0} : (memref<751x?x3xvector<12x7x10xsi3>, 6>, memref<751x?x3xvector<12x7x10xsi3>, 6>, tuple<>) -> (none, complex<f8E4M3B11FNUZ>, i8) loc(#loc15)
      }) {_u0 = #map} : (si8) -> f32 loc(#loc10)
      %17 = "foo.bar"(%6, %4#2) {b2 = #my.p<<"x y", 82>, f32, [-8, 60, <a.b,35,10>]>, b3 = #map1, z90 = "\22bz\22XX\22/\00<b", z91 = #map2} : (i32, si8) -> f8E4M3FN loc(#loc39)
      "foo.compute"(%4#1) : (complex<i7>) -> () loc(#loc16)
      "foo.compute"() {b0 = dense<3.247400e-14> : tensor<3x3x4xtf32>, k$2 = @s$, value1 = 1 : si128} : () -> () loc(#loc17)
      "z.nop"(%16, %4#2) : (f32, si8) -> () loc(#loc18)
    }, {
      %9 = "foo.bar"(%4#0) : (!x.type) -> !bar.t<"x y" -4> loc(#loc38)
      %10 = "x.y"(%0) : (tensor<871x2x151xcomplex<f32>>) -> tensor<0x5x?xindex, 3 : i32> loc(#loc19)
      %11 = "foo.compute"() {_u0 = 19 : index, b1 = 1.953130e-03 : f8E8M0FNU} : () -> tensor<10x17x4xvector<index>> loc(#loc20)
      "foo.compute"(%4#3, %9) : (tuple<ui32, i32>, !bar.t<"x y" -4>) -> () loc(#loc40)
      %12:2 = "foo.op"(%6) <{a2, attr0 = #foo<"x<1>">, my.k3 = 7.59541746E+14 : f32, sym_name1 = -2.656250e-01 : f8E3M4}> ({
        %13 = "foo.bar.baz"() : () -> i32 loc(#loc45)
        %14:3 = "bar.yield"(%10) <{a2 = sparse<[[4, 0, 3], [2, 1, 0], [2, 0, 2]], [-388.90451, 3.14159274, 2.189000e+10]> : tensor<6x2x4xf32>, attr3 = 5.000000e-01 : f16, b0 = sparse<> : tensor<2xi32>, z91 = -54 : i64}> : (tensor<0x5x?xindex, 3 : i32>) -> (memref<?x1x?xf32, "gpu">, !my_dialect.v<?,a.b,10>, si1) loc(#loc42)
        %15:4 = "z.nop"() : () -> (vector<15xi24>, !foo.t<abc, [["x y"]]>, complex<f16>, memref<342xf16>) loc(#loc31)
        "foo.compute"(%14#0, %0) {_u0 = true} : (memref<?x1x?xf32, "gpu">, tensor<871x2x151xcomplex<f32>>) -> () loc(#loc32)
      }) {a0 = ["\\/}.{}\7F" : si32]} : (i32) -> (tf32, i1) loc(#loc24)
    }, {
      %8 = "foo.bar"(%0) : (tensor<871x2x151xcomplex<f32>>) -> vector<ui17> loc(#loc33)
      "d.op_1"(%8) {_u1, d.k2 = f8E4M3FNUZ, value0 = @c} : (vector<ui17>) -> () loc(#loc3)
    }) {_u2 = "\CE\A9\E6\97\A5\E6\9C\AC0_\C3\9F.X{<", my.k0, z91} : (si8, ui8, ui8) -> (!my_dialect.t, tuple<none, si8, ui3, !bar.type>, complex<si3>) loc(#loc3)
  }) : () -> !my_dialect.t<a.b "x y" <-4>> loc(#loc3)
  %2 = "foo.op"(%1, %1) : (!my_dialect.t<a.b "x y" <-4>>, !my_dialect.t<a.b "x y" <-4>>) -> complex<i32> loc(#loc34)
  %3 = "z.nop"(%1, %0, %2) {b0 = 18446744073709551615 : ui64, foo.k1 = "<X-\F0\9F\99\82b\00a\22", my.k2 = "\0A"} : (!my_dialect.t<a.b "x y" <-4>>, tensor<871x2x151xcomplex<f32>>, complex<i32>) -> !x.t_1 loc(#loc35)
}) : () -> () loc(#loc)
#loc = loc("0204.in.mlir":8:1)
#loc1 = loc("0204.in.mlir":9:9)
#loc3 = loc(unknown)
#loc4 = loc("0204.in.mlir":12:12)
#loc5 = loc("0204.in.mlir":13:15)
#loc6 = loc("f":4:70 to 6:3)
#loc7 = loc("f":90:0)
#loc8 = loc("x")
#loc9 = loc("f":144:222)
#loc10 = loc("a.mlir":38:28 to 40:36)
#loc11 = loc("with \22q\22")
#loc12 = loc("src/x.py":4294967295:477)
#loc13 = loc("dir/with space.c":48:75 to :80)
#loc14 = loc("0204.in.mlir":20:20)
#loc15 = loc("f":41:71 to 44:60)
#loc16 = loc("0204.in.mlir":28:7)
#loc17 = loc("0204.in.mlir":29:7)
#loc18 = loc("0204.in.mlir":30:7)
#loc19 = loc("0204.in.mlir":33:16)
#loc20 = loc("src/x.py":20:14 to 22:7)
#loc21 = loc("dir/with space.c":229:0)
#loc22 = loc("f":31:32 to 33:30)
#loc23 = loc("a.mlir":306:150)
#loc24 = loc("op.1")
#loc25 = loc("dir/with space.c":25:50 to :11)
#loc26 = loc("f":398:0)
#loc27 = loc("a.mlir":28:46)
#loc28 = loc("src/x.py":217:4294967295)
#loc29 = loc("":37:36 to 39:18)
#loc30 = loc("-":238:193)
#loc31 = loc("0204.in.mlir":39:18)
#loc32 = loc("0204.in.mlir":40:9)
#loc33 = loc("0204.in.mlir":43:18)
#loc34 = loc("a.mlir":65:0)
#loc35 = loc("-":50:300)
#loc36 = loc(callsite(#loc6 at #loc7))
#loc37 = loc(callsite(#loc8 at #loc9))
#loc38 = loc("callee"(#loc11))
#loc39 = loc(fused<#foo.m>[#loc3])
#loc40 = loc(fused[#loc21, #loc22, #loc23])
#loc41 = loc(fused[#loc26, #loc27])
#loc42 = loc(fused[#loc28, #loc29, #loc30])
#loc43 = loc(callsite(#loc36 at #loc37))
#loc44 = loc(callsite(#loc38 at #loc12))
#loc45 = loc(callsite(#loc25 at #loc41))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000BF1F55B391FD3D37BDD30F62"
    }
  }
#-}

