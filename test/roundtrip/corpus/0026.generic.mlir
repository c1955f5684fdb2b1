!tuple = tuple<tensor<*xf64>, !foo.v<"x y">, f64, f8E5M2, si1024, si3, si8, index, f4E2M1FN, ui8, tensor<?xui1024>, bf16, f16, i1, i1, memref<550xf16>, f16>
!tuple1 = tuple<i1024, tf32, f8E5M2, i32, i8, i1024, f8E5M2FNUZ, f8E4M3B11FNUZ, ui32, bf16, f32, index, i64, i16, si3, f4E2M1FN, i1>
#map = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#map1 = affine_map<(d0) -> ((d0 mod 8) floordiv 2, d0 floordiv 4)>
#map2 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  %0 = "foo.bar"() : () -> tuple<ui128>
  %1:4 = "a.b"() <{b1 = 1 : si32, foo.k2 = @main, value0 = 12 : index}> {_u1 = "{<\09\E2\0A", d.k0} : () -> (i8, !bar.v<[-3 -1 <-6 , 80>]>, i64, i64)
  %2 = "bar.yield"(%1#0, %1#0, %0) <{_u0 = si32, attr2 = [-8.750000e-01 : f6E2M3FN, 6.400000e+02 : f8E5M2, dense<-1.115530e+33> : tensor<3x1xbf16>], d.k1 = 1.000000e-01 : f32}> ({
    "builtin.module"() ({
      %29 = "foo.bar"() <{}> {attr0 = 0.000000e+00 : f8E4M3FN, foo.k1} : () -> !my_dialect.param<7,{-2,82,-1}>
      "z.nop"(%29, %29) <{k$1 = #foo.v<"x y">, value0 = 59 : index}> {"quoted key 1", z90 = sparse<[[3, 1], [0, 0], [3, 2]], [3.14159274, 1.000000e+02, 672.133728]> : tensor<4x3xf32>} : (!my_dialect.param<7,{-2,82,-1}>, !my_dialect.param<7,{-2,82,-1}>) -> ()
    }) : () -> ()
  }) : (i8, i8, tuple<ui128>) -> !tuple
  "d.op_1"(%1#1, %2) : (!bar.v<[-3 -1 <-6 , 80>]>, !tuple) -> ()
  %3 = "x.y"(%1#3) <{"quoted key 0" = array<i1: true, false, true, true>}> {_u0 = #foo<"a b">} : (i64) -> none
  %4 = "a.b"(%1#2, %1#2, %1#3) : (i64, i64, i64) -> f8E4M3FN
  %5 = "x.y"() {attr1 = complex<f16>, my.k0 = dense_resource<blob0> : tensor<2xf64>} : () -> complex<tf32>
  %6:2 = "my_dialect.thing"(%1#2) ({
  }, {
  ^bb0(%arg8: none, %arg9: i8, %arg10: i24):
    "foo.bar"(%arg10, %arg8, %1#3) ({
    ^bb0(%arg11: i32, %arg12: !tuple1, %arg13: f80):
      %27 = "d.op_1"() : () -> vector<8x3xi32>
      "foo.op"(%arg13, %arg13, %arg11) : (f80, f80, i32) -> ()
      %28:4 = "foo.compute"(%arg13, %0, %arg12) : (f80, tuple<ui128>, !tuple1) -> (f32, (f16, i64, f8E5M2FNUZ) -> (), complex<i32>, !x<"abc">)
    }) : (i24, none, i64) -> ()
  }) : (i64) -> (i3, (i8, none) -> memref<?x62xcomplex<bf16>, strided<[13, 1]>>)
  %7:4 = "d.op_1"(%2, %6#1, %6#0) : (!tuple, (i8, none) -> memref<?x62xcomplex<bf16>, strided<[13, 1]>>, i3) -> (!my_dialect.param<{[a.b],<? , "x y" , -4>,["x y" , f32 , -3]}>, memref<20xi8, strided<[?]>, {kind = "scratch"}>, index, i7)
  %8 = "d.op_1"(%7#0, %7#1) : (!my_dialect.param<{[a.b],<? , "x y" , -4>,["x y" , f32 , -3]}>, memref<20xi8, strided<[?]>, {kind = "scratch"}>) -> index
  "x.y"() : () -> ()
  %9 = "my_dialect.thing"(%6#0, %6#0, %6#0) <{}> {_u3 = 99.9636540000000053396 : f80, b1 = 2 : index, k$2 = 37 : index, z90 = "b.b%X\22\C8"} : (i3, i3, i3) -> tuple<complex<f8E5M2FNUZ>, ui32, si16>
  %10 = "bar.yield"(%8, %1#2, %7#0) {"quoted key 0", sym_name1 = 6.550400e+04 : f16} : (index, i64, !my_dialect.param<{[a.b],<? , "x y" , -4>,["x y" , f32 , -3]}>) -> f8E8M0FNU
  %11:4 = "d.op_1"(%6#0) : (i3) -> (memref<?x7x1xcomplex<bf16>, #map, "shared">, memref<3x8x25xf64, "shared">, complex<i32>, i7)
  %12 = "z.nop"(%11#3, %6#0, %11#0) {foo.k3 = "z\0A%#\09\C3\A9'\F9{" : bf16, value1 = -859 : i16, value2 = 7.7399999999999998E-11 : f64, z90 = ""} : (i7, i3, memref<?x7x1xcomplex<bf16>, #map, "shared">) -> f32
  %13 = "bar.yield"(%11#2, %11#0, %12) : (complex<i32>, memref<?x7x1xcomplex<bf16>, #map, "shared">, f32) -> f32
  "foo.op"(%12) {attr1, attr2 = 2.541260e+05 : f64, attr3 = true, z90 = dense<> : tensor<4x0xf16>} : (f32) -> ()
  %14 = "d.op_1"(%7#3) {b0 = {_u0 = sparse<[[0, 1], [0, 1]], [-5, 1]> : tensor<2x2xi8>, sym_name1 = 1 : si8, z92 = [@c, 8.881830e-01 : f16, -1.84202159E-4 : f32]}, value2 = @b, z91 = -1.000000e+02 : f64} : (i7) -> !my_dialect.v<a.b>
  %15 = "z.nop"() : () -> tensor<3x?x?x3xsi64>
  %16 = "my_dialect.thing"() <{}> ({
  ^bb0(%arg0: i16):
    %17 = "d.op_1"() ({
    ^bb0(%arg1: tensor<!my_dialect.param<4 , ? , <"x y" , "x y">>>, %arg2: complex<f6E3M2FN>):
      %18 = "a.b"() <{a0 = index, d.k1 = [], foo.k2 = 1.000000e-30 : f32}> : () -> i24
      %19 = "d.op_1"(%arg2, %arg1) ({
      ^bb0(%arg5: bf16, %arg6: f32, %arg7: vector<10x11x13xindex>):
        %24 = "foo.op"(%7#0, %arg5) <{}> {x0 = dense<[-2.1016947124725183E+106, 2.7478790963295244E+31, 4.3504710037017102E-40]> : tensor<3xf64>} : (!my_dialect.param<{[a.b],<? , "x y" , -4>,["x y" , f32 , -3]}>, bf16) -> f128
        %25:4 = "foo.op"() : () -> (() -> (), vector<14xf4E2M1FN>, (f8E4M3FN, i128) -> f32, !my_dialect.param<true,?,<<-4 77>,?>>)
        "foo.compute"(%25#0, %10) {_u0 = array<f32: 6.550400e+04, 7.76968469E+36, 0x7FC00000, 1.436710e+05, 7.468000e+00>, attr1, "quoted key 3" = dense<[[["\D8//\0A}0\00\22\0A\0Ab!"], ["/"], [""]], [["<\0E@\0A\C3\A9\F0\9F\99\820X\00\22"], ["'\E6\97\A5\E6\9C\AC%ba!_\C3\9F\09\\'"], ["\22\09*_\00\E6\97\A5\E6\9C\AC'\0A_"]], [["%0X!"], ["\C3\A9##}\\"], ["\F0\9F\99\82\09 }"]], [["\E6\22\09X"], [""], ["}\220\09\0A\7F/0z<\09z"]]]> : tensor<4x3x1x!foo.str>, z92} : (() -> (), f8E8M0FNU) -> ()
        %26:4 = "foo.op"(%25#1, %arg5, %25#2) {a0 = -1 : i64, a3 = "=\15<0 \22'%\7F\0A<\F0\9F\99\82", sym_name2 = array<i16>, value1 = #map1} : (vector<14xf4E2M1FN>, bf16, (f8E4M3FN, i128) -> f32) -> (tensor<complex<f8E5M2>>, tensor<388x?xf8E4M3FNUZ>, ui32, si64)
      }, {
      ^bb0(%arg3: memref<*xindex>, %arg4: memref<16x62xi16, #map2>):
        %21 = "foo.compute"(%arg3, %arg3) : (memref<*xindex>, memref<*xindex>) -> f8E4M3
        "x.y"(%7#0) : (!my_dialect.param<{[a.b],<? , "x y" , -4>,["x y" , f32 , -3]}>) -> ()
        %22 = "foo.compute"(%arg4, %7#1) : (memref<16x62xi16, #map2>, memref<20xi8, strided<[?]>, {kind = "scratch"}>) -> complex<f4E2M1FN>
        %23 = "foo.bar.baz"(%22, %11#1, %1#0) <{}> : (complex<f4E2M1FN>, memref<3x8x25xf64, "shared">, i8) -> tensor<?x?x331x32xi7>
      }, {
        %20:3 = "foo.op"(%arg2, %6#0) : (complex<f6E3M2FN>, i3) -> (index, vector<5xf8E8M0FNU>, complex<f32>)
      }) {"quoted key 0"} : (complex<f6E3M2FN>, tensor<!my_dialect.param<4 , ? , <"x y" , "x y">>>) -> tensor<8x2x440x?xi3>
    }) : () -> memref<259x4xi1, 3>
  }, {
    "a.jump"(%7#2, %1#0)[^bb1] : (index, i8) -> ()
  ^bb1:  // pred: ^bb0
    "x.switch"()[^bb2, ^bb2] <{"quoted key 0" = dense<> : tensor<0xi24>}> : () -> ()
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb2
    "a.jump"()[^bb2] : () -> ()
  }) : () -> tuple<f8E3M4, f8E3M4, i8>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0800000032506544F8157961B1BA020C3BFC1C7B"
    }
  }
#-}

