!tuple = tuple<i17, f8E4M3B11FNUZ, f16, index, i8, f32, f80, ui32, i64, f8E4M3FNUZ, si32, f32, ui7, i7, none, f64, bf16, tensor<25x29xf64>, bf16, ui1, si17>
#map = affine_map<(d0, d1)[s0, s1] -> (-(d0 mod 3) + s1 * 6, (d0 + d1) ceildiv 3, (d1 ceildiv 6) floordiv 3)>
#map1 = affine_map<(d0, d1) -> (6, 2)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
"builtin.module"() ({
  %0 = "z.nop"() ({
  ^bb0(%arg0: tuple<si32, si16, f16>, %arg1: si64, %arg2: i128):
    %3 = "foo.op"(%arg0, %arg1, %arg1) ({
    ^bb0(%arg9: ui128):
    }) : (tuple<si32, si16, f16>, si64, si64) -> !foo.v<f32>
    %4 = "z.nop"(%arg1) ({
    }) : (si64) -> f6E3M2FN
    %5 = "d.op_1"(%4, %arg2, %arg1) ({
    ^bb0(%arg6: complex<bf16>, %arg7: i128):
      %17 = "foo.bar.baz"() {k$0 = #map, my.k1 = 8.0139999999999993 : f64} : () -> vector<10x[15]x11xf64>
      %18:2 = "foo.bar"(%17, %arg6) <{attr1 = {my.k0, sym_name1 = i1024}, foo.k0}> ({
        %28 = "bar.yield"() : () -> tuple<f64>
      }, {
        %27 = "bar.yield"(%arg1, %4) : (si64, f6E3M2FN) -> index
      }, {
      ^bb0(%arg8: f8E4M3FNUZ):
        "foo.op"(%arg6, %arg7) : (complex<bf16>, i128) -> ()
        %20 = "z.nop"(%arg0) {_u0 = @s$, _u1 = false, _u2 = false} : (tuple<si32, si16, f16>) -> memref<101x?x1xi32, strided<[?, ?, 1], offset: ?>>
        "a.b"(%20) : (memref<101x?x1xi32, strided<[?, ?, 1], offset: ?>>) -> ()
        %21 = "foo.bar.baz"(%arg7, %17, %arg7) {_u0 = 0 : i64, "quoted key 1" = "@a\\\0Ab]\8B\7F\7F0\C3\A9", sym_name2 = -4 : i3, x3} : (i128, vector<10x[15]x11xf64>, i128) -> i8
        %22 = "foo.bar"(%21, %17, %21) {_u0 = [0 : i3], "quoted key 1" = 188 : index} : (i8, vector<10x[15]x11xf64>, i8) -> i1
        "foo.br"(%arg7)[^bb1, ^bb1] <{}> : (i128) -> ()
      ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb2
        "foo.op"(%20) : (memref<101x?x1xi32, strided<[?, ?, 1], offset: ?>>) -> ()
        "x.y"(%21) <{}> : (i8) -> ()
        %23:4 = "foo.bar"() : () -> (tuple<i24, tensor<1x0xcomplex<f32>>>, i1024, i3, f6E3M2FN)
        %24:3 = "foo.bar"(%3, %23#3) : (!foo.v<f32>, f6E3M2FN) -> (tuple<f16>, !tuple, ui16)
        "foo.br"(%23#1, %24#2, %23#3)[^bb2] : (i1024, ui16, f6E3M2FN) -> ()
      ^bb2:  // pred: ^bb1
        %25:3 = "x.y"() {_u0 = tuple<index, ui24>, attr3 = 212 : i64, z91 = vector<10xi32>, z92 = [841419338569259805195643081934616953399094136303358666055564473249002559977065483056799903280676845466542815992176908390841007950388487651560906 : ui1024]} : () -> (ui64, memref<?x4xvector<16x[12]xf32>, #map1, 4>, vector<6xi64>)
        "a.b"(%17) : (vector<10x[15]x11xf64>) -> ()
        "foo.bar.baz"(%25#2, %25#0) : (vector<6xi64>, ui64) -> ()
        %26 = "z.nop"(%20) : (memref<101x?x1xi32, strided<[?, ?, 1], offset: ?>>) -> f32
        "foo.br"(%22, %25#0, %arg0)[^bb1] {attr0 = #map2} : (i1, ui64, tuple<si32, si16, f16>) -> ()
      }) : (vector<10x[15]x11xf64>, complex<bf16>) -> (index, index)
      %19 = "foo.bar.baz"(%arg1, %18#0, %arg2) : (si64, index, i128) -> tensor<?x5x5xf64>
    }) : (f6E3M2FN, i128, si64) -> tensor<?x49x4xi8>
    %6 = "my_dialect.thing"(%arg2) : (i128) -> ui128
    %7:3 = "foo.compute"(%6, %4, %3) ({
      "z.nop"() {d.k1 = {}, my.k2 = #my<"x<1>">, x0} : () -> ()
      %9 = "foo.bar"(%6) ({
      ^bb0(%arg3: f16, %arg4: i32, %arg5: index):
      }) : (ui128) -> f8E5M2
      %10 = "bar.yield"(%9) : (f8E5M2) -> f64
      %11:4 = "z.nop"(%6, %10, %arg1) <{a0, b2 = array<i8: 43, -66>, z91}> : (ui128, f64, si64) -> (index, f64, complex<ui16>, complex<si64>)
      %12 = "foo.compute"(%11#2, %11#2) {d.k0 = "/z\E6\97\A5\E6\9C\ACb\7F", d.k2 = [34 : index, true, "%\00\\\09-0'"], k$1 = -1 : i64} : (complex<ui16>, complex<ui16>) -> complex<bf16>
      "a.jump"()[^bb1] <{b3 = memref<55x635xf16>, my.k0 = affine_map<(d0, d1, d2) -> (d0)>, "quoted key 2" = -1 : i1024, sym_name1 = i17}> {a2 = 0 : ui24, "quoted key 0" = 1 : i7, "quoted key 3" = 0 : i24, x1} : () -> ()
    ^bb1:  // pred: ^bb0
      %13 = "d.op_1"(%10, %11#0, %arg1) ({
      }) {d.k2, "quoted key 0" = sparse<[[0, 0, 3], [1, 1, 1], [1, 5, 3]], [-9.999220e+09, 1.000000e+02, 0.000000e+00]> : tensor<3x6x5xbf16>, value1 = {d.k0 = true}} : (f64, index, si64) -> index
      "cfx.cond_br"(%12, %12)[^bb2] {k$0} : (complex<bf16>, complex<bf16>) -> ()
    ^bb2(%14: vector<1x15xsi32>):  // pred: ^bb1
      "x.switch"(%11#2)[^bb3] : (complex<ui16>) -> ()
    ^bb3(%15: complex<f6E3M2FN>):  // pred: ^bb2
      %16 = "bar.yield"() : () -> tensor<0x!my_dialect<"x<y>">>
    }) : (ui128, f6E3M2FN, !foo.v<f32>) -> (tuple<index, i3, i128>, ui64, i32)
    %8:2 = "foo.op"() : () -> (complex<i8>, tuple<f8E4M3FN>)
  }, {
  }) {my.k1 = ["\09_b0\00a\00a.", sparse<[[3, 0, 3]], 1.046000e+00> : tensor<5x4x4xf64>, "-\C3\A9X" : f32], x0, x2} : () -> !my_dialect.param<i8,{-6}>
  %1 = "bar.yield"(%0, %0) : (!my_dialect.param<i8,{-6}>, !my_dialect.param<i8,{-6}>) -> f32
  %2 = "x.y"() : () -> vector<[12]xf64>
  "z.nop"(%2, %2, %2) : (vector<[12]xf64>, vector<[12]xf64>, vector<[12]xf64>) -> ()
}) : () -> ()

