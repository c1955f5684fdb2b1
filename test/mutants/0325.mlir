// ir-gen random --seed 26 --size 38
"builtin.module"() ({
  %0 = "foo.bar"(): () -> tuple<ui128> loc("f":294:167)
  %_1, %a.b2:3 = "a.b"() <{value0= 12 : index, b1= 1: si32, foo.k2= @main}> {d.k0, _u1= "{<\t\E2\n"}: () -> (i8, !bar.v<[-3 -1 <-6 , 80>]>, i64, i64)
  %x3 = "bar.yield"(%_1, %_1, %0) <{_u0= si32, d.k1= 0.1 : f32, attr2= [0x27 : f6E2M3FN, 592.260049 : f8E5M2, dense<"0x5CF6"> : tensor<3x1xbf16>]}> dense<({
    "builtin.module"() ({
      %v4 = "foo.bar"()<{}> {attr0= 7.56050e-23 : f8E4M3FN, foo.k1}: () -> !my_dialect.param<7,{-2,82,-1}> // trailing comment
      "z.nop"(%v4, %v4) <{value0= 59 : index, k$1= #foo.v<"x y">}> {z90= sparse<[[3, 1], [0, 0], [3, 2]], [3.14159265358979, 100.0, 672.133735]> : tensor<4x3xf32>, "quoted key 1"}: (!my_dialect.param<7,{-2,82,-1}>, !my_dialect.param<7,{-2,82,-1}>) -> ()
    }) : () -> ()
  }): (i8, i8, tuple<ui128>) -> tuple<tensor<*xf64>, !foo.v<"x y">, f64, f8E5M2, si1024, si3, si8, index, f4E2M1FN, ui8, tensor<?xui1024>, bf16, f16, i1, i1, memref<550xf16>, f16> loc(fused[])
  "d.op_1"(%a.b2#0, %x3) {}: (!bar.v<[-3 -1 <-6 , 80>]>, tuple<tensor<*xf64>, !foo.v<"x y">, f64, f8E5M2, si1024, si3, si8, index, f4E2M1FN, ui8, tensor<?xui1024>, bf16, f16, i1, i1, memref<550xf16>, f16>) -> ()
  %5 = "x.y"(%a.b2#2)<{"quoted key 0"= array<i1: true, false, true, true>}> {_u0= #foo<"a b">}: (i64) -> none loc(callsite("with \"q\"" at "":110:225))
  %6 = "a.b"(%a.b2#1, %a.b2#1, %a.b2#2): (i64, i64, i64) -> f8E4M3FN
  %value7 = "x.y"() {my.k0= dense_resource<blob0> : tensor<2xf64>, attr1= complex<f16>}: () -> complex<tf32>
  %8:2 = "my_dialect.thing"(%a.b2#1) ({
}, {
  ^bb0(%_9: none, %10 : i8 loc(fused<"meta">[callsite("dir/with space.c":293:209 at "dir/with space.c":443:300), callsite(unknown at "dir/with space.c":329:495)]), %value11: i24 loc(callsite("f":93 at "a.mlir":88))):
    "foo.bar"(%value11, %_9, %a.b2#2) ({
    ^bb1(%$12: i32 loc("":12), %v13 : tuple<i1024, tf32, f8E5M2, i32, i8, i1024, f8E5M2FNUZ, f8E4M3B11FNUZ, ui32, bf16, f32, index, i64, i16, si3, f4E2M1FN, i1> loc("":49), %-14 : f80):
      %_15 = "d.op_1"(): () -> vector<8x3xi32> loc(fused["name"])
      "foo.op"(%-14, %-14, %$12): (f80, f80, i32) -> () loc("x")
      %$16:4 = "foo.compute"(%-14, %0, %v13): (f80, tuple<ui128>, tuple<i1024, tf32, f8E5M2, i32, i8, i1024, f8E5M2FNUZ, f8E4M3B11FNUZ, ui32, bf16, f32, index, i64, i16, si3, f4E2M1FN, i1>) -> (f32, (f16, i64, f8E5M2FNUZ) -> (), complex<i32>, !x<"abc">)
    }): (i24, none, i64) -> () loc("name")
  }): (i64) -> (i3, (i8, none) -> (memref<?x62xcomplex<bf16>, strided<[13, 1], offset:0>>)) loc(fused[])
  %value17, %18:3 = "d.op_1"(%x3, %8#1, %8#0): (tuple<tensor<*xf64>, !foo.v<"x y">, f64, f8E5M2, si1024, si3, si8, index, f4E2M1FN, ui8, tensor<?xui1024>, bf16, f16, i1, i1, memref<550xf16>, f16>, (i8, none) -> (memref<?x62xcomplex<bf16>, strided<[13, 1], offset:0>>), i3) -> (!my_dialect.param<{[a.b],<? , "x y" , -4>,["x y" , f32 , -3]}>, memref<20xi8, strided<[?], offset:0>, {kind = "scratch"}>, index, i7) loc("v"("f":497:0))
  %_19 = "d.op_1"(%value17, %18#0): (!my_dialect.param<{[a.b],<? , "x y" , -4>,["x y" , f32 , -3]}>, memref<20xi8, strided<[?], offset:0>, {kind = "scratch"}>) -> index loc("a.mlir":27:11 to :19) // trailing comment
  "x.y"(): () -> () loc("callee"("":32:75 to 35:14))
  %value20 = "my_dialect.thing"(%8#0, %8#0, %8#0)<{}> {z90= "b.b%X\"\C8", b1= 0x2 : index, k$2= 37 : index, _u3= 99.963654 : f80}: (i3, i3, i3) -> (tuple<complex<f8E5M2FNUZ>, ui32, si16>) loc("f":13:10 to 15:26)
  %21 = "bar.yield"(%_19, %a.b2#1, %value17) {"quoted key 0", sym_name1= 65504.0 : f16}: (index, i64, !my_dialect.param<{[a.b],<? , "x y" , -4>,["x y" , f32 , -3]}>) -> f8E8M0FNU
  %22, %v23:3 = "d.op_1"(%8#0): (i3) -> (memref<?x7x1xcomplex<bf16>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, "shared">, memref<3x8x25xf64, "shared">, complex<i32>, i7)
  %_24 = "z.nop"(%v23#2, %8#0, %22) {z90= "", value1= -859: i16, value2= 0.774e-10, foo.k3= "z\n%#\t\C3\A9'\F9{" : bf16}: (i7, i3, memref<?x7x1xcomplex<bf16>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, "shared">) -> f32
  %25 = "bar.yield"(%v23#1, %22, %_24): (complex<i32>, memref<?x7x1xcomplex<bf16>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, "shared">, f32) -> f32
  "foo.op"(%_24) {z90= dense<> : tensor<4x0xf16>, attr1, attr2= 254126.0 : f64, attr3= 1: i1}: (f32) -> ()
  %26 = "d.op_1"(%18#2) {b0= {_u0= sparse<[[0, 1], [0, 1]], [-5, 1]> : tensor<2x2xi8>, sym_name1= 1: si8, z92= [@c, 0.8881891 : f16, 0xB9412664 : f32]}, z91= -100.0, value2= @b}: (i7) -> !my_dialect.v<a.b>
  %27 = "z.nop"(): () -> tensor<3x?x?x3xsi64>
  %28 = "my_dialect.thing"()<{}> ({
  ^bb2(%$29 : i16):
    %value30 = "d.op_1"() ({
    ^bb3(%31: tensor<!my_dialect.param<4 , ? , <"x y" , "x y">>> loc("name"), %v32: complex<f6E3M2FN>):
      %_33 = "a.b"()<{a0= index, d.k1= [], foo.k2= 1.0e-30 : f32}>: () -> i24 loc("callee"("f":26:5))
      %tmp_34 = "d.op_1"(%v32, %31) ({
      ^bb4(%-35 : bf16 loc("a.mlir":196:55), %a.b36: f32 loc("callee"("a.mlir":49)), %37 : vector<10x11x13xindex>):
        %a.b38 = "foo.op"(%value17, %-35) <{}> {x0= dense<"0x4C504147D15302D6CD7F42324CAD75468FE7C0F0EFF2C237"> : tensor<3xf64>}: (!my_dialect.param<{[a.b],<? , "x y" , -4>,["x y" , f32 , -3]}>, bf16) -> (f128) loc("":39:37 to 42:72)
        %$39, %v40:3 = "foo.op"(): () -> (() -> (), vector<14xf4E2M1FN>, (f8E4M3FN, i128) -> f32, !my_dialect.param<true,?,<<-4 77>,?>>) loc(unknown)
        "foo.compute"(%$39, %21) {_u0= array<f32: 65504.0, 0x7CBB0C61, 0x7FC00000, 143671.0, 7.468>, attr1, z92, "quoted key 3"= dense<[[["\D8//\n}0\00\"\n\nb!"], ["/"], [""]], [["<\0E@\né🙂0X\00\""], ["'日本%ba!_ß\t\\'"], ["\"\t*_\00日本'\n_"]], [["%0X!"], ["\C3\A9##}\\"], ["🙂\t }"]], [["\E6\"\tX"], [""], ["}\"0\t\n\7f/0z<\tz"]]]> : tensor<4x3x1x!foo.str>}: (() -> (), f8E8M0FNU) -> ()
        %_41, %42:3 = "foo.op"(%v40#0, %-35, %v40#1) {a0= 18446744073709551615: i64, value1= affine_map<(d0)[] -> (((d0) mod 8) floordiv 2, (d0) floordiv 4 * 1)>, sym_name2= array<i16>, a3= "\3D\15<0 \"'%\7f\n<🙂"}: (vector<14xf4E2M1FN>, bf16, (f8E4M3FN, i128) -> f32) -> (tensor<complex<f8E5M2>>, tensor<388x?xf8E4M3FNUZ>, ui32, si64) loc("name")
      }, {
      ^b5(%_43: memref<*xindex>, %value44: memref<16x62xi16, affine_map<(d0, d1) -> (d0)>>):
        %45 = "foo.compute"(%_43, %_43) {}: (memref<*xindex>, memref<*xindex>) -> f8E4M3 loc("x") // trailing comment
        "x.y"(%value17) {}: (!my_dialect.param<{[a.b],<? , "x y" , -4>,["x y" , f32 , -3]}>) -> ()
        %46 = "foo.compute"(%value44, %18#0): (memref<16x62xi16, affine_map<(d0, d1) -> (d0)>>, memref<20xi8, strided<[?], offset:0>, {kind = "scratch"}>) -> complex<f4E2M1FN>
        %value47 = "foo.bar.baz"(%46, %v23#0, %_1) <{}>: (complex<f4E2M1FN>, memref<3x8x25xf64, "shared">, i8) -> tensor<?x?x331x32xi7> loc("src/x.py":17:26 to 17:31)
      }, {
        %48:3 = "foo.op"(%v32, %8#0): (complex<f6E3M2FN>, i3) -> (index, vector<5xf8E8M0FNU>, complex<f32>) loc("src/x.py":50:49 to :58)
      }) {"quoted key 0"}: (complex<f6E3M2FN>, tensor<!my_dialect.param<4 , ? , <"x y" , "x y">>>) -> tensor<8x2x440x?xi3> loc("with \"q\"")
    }): () -> memref<259x4xi1, 3> loc("dir/with space.c":0:0)
  }, {
    "a.jump"(%18#1, %_1)[^b8]: (index, i8) -> ()
  ^b8:
    "x.switch"()[^bb9, ^bb9] <{"quoted key 0"= dense<> : tensor<0xi24>}>: () -> ()
  ^bb9:
    "a.jump"()[^bb9]: () -> () loc(fused[])
  }): () -> tuple<f8E3M4, f8E3M4, i8>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0800000032506544F8157961B1BA020C3BFC1C7B"
    }
  }
#-}
