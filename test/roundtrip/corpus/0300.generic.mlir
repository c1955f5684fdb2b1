!tuple = tuple<f8E4M3FNUZ, i8, f32, f32, i16, si32, i16, i8, index, memref<3x?xvector<[4]xui1024>>, i1, f16, si17, f8E5M2, complex<f32>, f16, i8, i32, si17, i1, f6E3M2FN, i32, f64, f8E8M0FNU>
!tuple1 = tuple<f16, f8E4M3FNUZ, f8E5M2, i32, ui1, si8, f32, tensor<5xf32>, i32, i16, f80, i64, f8E4M3FNUZ, f32, tensor<7x4x4x4xi8>, f32, f64, si64, f32>
#loc = loc("a.mlir":4294967295:169)
#map = affine_map<(d0, d1, d2)[s0] -> ((d1 * 2) mod 8, (d1 - d2) * s0, d0 mod 9 + 3)>
#map1 = affine_map<(d0, d1, d2)[s0, s1] -> (d1 + s1, 5)>
#set = affine_set<(d0, d1)[s0] : (0 >= 0, (d1 * 7) ceildiv 4 >= 0)>
#set1 = affine_set<(d0)[s0, s1] : ((d0 * 9) floordiv 5 >= 0, -s1 + 1 >= 0)>
#set2 = affine_set<(d0)[s0] : (s0 * 8 + 3 >= 0, 1 >= 0, -35 >= 0)>
"builtin.module"() ({
  "d.op_1"() : () -> ()
  %0 = "foo.bar.baz"() {d.k0 = [#x.p<"x y",[?,abc],<{86}>>, sparse<[[2, 1], [0, 1]], [0x7C00, 7.862500e+01]> : tensor<4x3xf16>], x1 = #map, z92 = -2147483648 : i32, z93 = {_u0 = #my.flag}} : () -> index
  %1 = "foo.bar.baz"(%0, %0, %0) : (index, index, index) -> tuple<>
  "foo.op"(%0, %0, %1) ({
  ^bb0(%arg3: memref<51x4xcomplex<i1>, strided<[?, 1], offset: ?>>, %arg4: !my_dialect.t<{69 , ? , ?},"x y">):
  }) : (index, index, tuple<>) -> ()
  %2 = "z.nop"(%1) <{_u1, a3 = affine_set<(d0, d1) : (-3 >= 0, d0 + d1 * 9 == 0, 1 == 0)>, "quoted key 0" = true, z92 = "\09\\\0A_\F0\9F\99\82"}> : (tuple<>) -> i32
  "bar.yield"(%0) <{b0 = #foo.flag, value1 = 0.000000e+00 : f8E5M2}> ({
    "builtin.module"() ({
      %26 = "bar.yield"() : () -> ui1
      "foo.compute"(%26, %26) {_u0 = array<i32: 2, 1, -2147483648>, b1} : (ui1, ui1) -> ()
      %27 = "foo.compute"(%26, %26, %26) {a0 = [4.947000e+00 : f32, {foo.k0 = #set}, array<i8: 28, 1, 7, 0, 1>, array<f64: 3.408000e+00>], b1 = [none, @"with\22quote", [unit, #set1, array<i1: true>]], my.k2 = #map1, "quoted key 3" = -1 : i32} : (ui1, ui1, ui1) -> memref<3x14xui16, "local mem">
      %28 = "foo.bar.baz"() {z90 = -1 : i3} : () -> ui64
      %29 = "x.y"(%27, %26) <{b1 = array<i16: -32768, 2, -1, 1>, k$3 = 6 : index, my.k2 = @main, z90 = distinct[0]<0x7C00 : f16>}> {k$0 = "\7F \F0\9F\99\82@\C3\A9@\8A\\\09%", value1 = true, x2 = {_u0 = #my.flag}} : (memref<3x14xui16, "local mem">, ui1) -> f4E2M1FN
      %30 = "z.nop"() <{_u0 = affine_map<(d0)[s0] -> (d0 floordiv 6, s0, 2)>, d.k2 = 0x7C00 : f16, value1 = "b\7F\\\22\C3\A9 \\a\22a" : f32}> {_u1, k$0 = array<i1: false, false>, "quoted key 2" = 53 : index} : () -> f16
    }) : () -> ()
  }, {
    %6:3 = "z.nop"(%0, %2) : (index, i32) -> (memref<33x3xi64>, !tuple, !x.t<f32>)
    %7:2 = "my_dialect.thing"(%2, %6#1, %1) <{attr0 = 29 : i32}> : (i32, !tuple, tuple<>) -> (i16, index)
    "foo.compute"(%6#1, %6#2, %7#0) ({
      %10 = "foo.compute"() : () -> complex<f32>
      %11:3 = "d.op_1"() <{}> ({
      ^bb0(%arg1: !bar.v<14 <{-7,?,88} , -5 , "x y">>, %arg2: f32):
        %24:4 = "a.b"(%7#1, %6#2) <{d.k0 = {_u0 = #my.flag}, my.k1 = dense_resource<r.0> : tensor<4xi8>, sym_name2 = affine_set<(d0, d1)[s0, s1] : ((s1 mod 8) ceildiv 5 >= 0, -d0 - d1 + 8 >= 0)>, value3 = loc("callee"("op.1"))}> {_u1 = #my.v<<a.b>>, foo.k3, "quoted key 2" = dense<[[[(96,-74)], [(24,-80)]], [[(64,-78)], [(65,-13)]], [[(22,-80)], [(24,-84)]]]> : tensor<3x2x1xcomplex<i32>>, z90 = 47 : ui32} : (index, !x.t<f32>) -> (tensor<343x2x674xvector<9xbf16>>, tensor<5xf32>, index, none)
        %25 = "foo.op"(%24#3) <{_u0 = dense_resource<weights1> : tensor<3xi32>, a3 = -1 : i128, b2 = i7, d.k1 = affine_set<(d0, d1)[s0] : (d0 * -4 - s0 >= 0)>}> {_u1 = "\00", a2, my.k0 = dense<5.000000e-01> : tensor<f8E4M3B11FNUZ>} : (none) -> memref<51xvector<i1>, strided<[1], offset: 3>>
        "bar.yield"(%6#0, %2, %24#3) {b1 = {_u0 = #my.flag}, my.k0 = [#x.p<"x y",[?,abc],<{86}>>, sparse<[[2, 1], [0, 1]], [0x7C00, 7.862500e+01]> : tensor<4x3xf16>]} : (memref<33x3xi64>, i32, none) -> ()
      }) {b0 = #x.v<{true, i8, {-6}}, abc, "x y">} : () -> (complex<f64>, !tuple1, f6E3M2FN)
      %12:2 = "foo.bar"(%11#0) <{attr2, b0, foo.k1}> ({
        %15 = "bar.yield"(%11#1) <{a0 = #my.b.c}> {a0 = #loc, value1 = "b\7F\\\22\C3\A9 \\a\22a" : f32} : (!tuple1) -> memref<4x1x193xi32, strided<[?, 21, 10]>, {kind = "scratch"}>
        %16 = "foo.bar.baz"(%11#2) : (f6E3M2FN) -> tensor<complex<f8E5M2FNUZ>>
        %17 = "a.b"(%11#1, %11#2) : (!tuple1, f6E3M2FN) -> f6E2M3FN
        "x.switch"(%11#1, %6#0)[^bb1] : (!tuple1, memref<33x3xi64>) -> ()
      ^bb1(%18: i8, %19: i16, %20: i16):  // 2 preds: ^bb0, ^bb2
        %21 = "foo.op"() : () -> vector<[15]x[5]x[6]xi32>
        "foo.br"(%10, %7#0)[^bb2, ^bb2] {k$1 = #my.b.c, z90 = "_\C3\A9<.#\00\090"} : (complex<f32>, i16) -> ()
      ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb3
        "a.jump"(%17, %11#2)[^bb3, ^bb1] <{a0, b1 = "b\7F\\\22\C3\A9 \\a\22a" : f32, x2 = [dense<0> : tensor<3x2x4xui3>, dense<[[2.000000e-01, 8.982640e+05], [941.172607, 2.76830649E+23], [2.000000e-01, 9.718560e-30], [9.99999897E+9, 1.43367232E+9]]> : tensor<4x2xf32>, dense_resource<blob2> : tensor<6xi32>, dense<9.687500e+00> : tensor<bf16>]}> {a1 = "a\22.\09\CE\A9\09z", d.k0, z92} : (f6E2M3FN, f6E3M2FN) -> ()
      ^bb3:  // pred: ^bb2
        %22 = "my_dialect.thing"(%0, %17, %15) : (index, f6E2M3FN, memref<4x1x193xi32, strided<[?, 21, 10]>, {kind = "scratch"}>) -> none
        "bar.yield"() : () -> ()
        %23 = "foo.op"(%15) {attr1 = 2.000000e+00 : f8E4M3, b0 = "\\*_a", "quoted key 3", z92 = " X-0\\"} : (memref<4x1x193xi32, strided<[?, 21, 10]>, {kind = "scratch"}>) -> f32
        "foo.br"(%11#2, %17, %22)[^bb2] : (f6E3M2FN, f6E2M3FN, none) -> ()
      }) {a2 = {_u0 = #my.flag}, d.k1 = {_u1 = -1 : i32, a0 = array<i8: 0, 1, -1, 0>, sym_name2}, k$0 = #x<"abc">, z93 = 0x7FF8000000000001 : f64} : (complex<f64>) -> (memref<?x?xui8, "gpu">, tuple<si1, f64, i3>)
      "foo.compute"(%11#2, %12#0, %2) {a2 = array<i64>, b3 = array<f32: -1.19406843E+28, 0x7FC00000, 1.000000e+10, -1.54149611E+35, 150.396133>, "quoted key 0" = distinct[1]<>, value1} : (f6E3M2FN, memref<?x?xui8, "gpu">, i32) -> ()
      %13:3 = "foo.bar.baz"() <{foo.k2 = 0 : index, k$1, x0 = "b\7F\\\22\C3\A9 \\a\22a" : f32}> {_u0 = "0\22", value1 = false} : () -> (tuple<!foo.t_1, i64>, !my_dialect<"">, tuple<>)
      %14 = "my_dialect.thing"(%6#0, %12#1, %13#0) {_u2 = index, attr0 = true, my.k1 = #my.b.c} : (memref<33x3xi64>, tuple<si1, f64, i3>, tuple<!foo.t_1, i64>) -> tensor<4xi32>
    }) : (!tuple, !x.t<f32>, i16) -> ()
    %8 = "x.y"(%2) {attr1 = [#x.p<"x y",[?,abc],<{86}>>, sparse<[[2, 1], [0, 1]], [0x7C00, 7.862500e+01]> : tensor<4x3xf16>], b2 = "{ a'{\AB\F0\9F\99\82#{\0AX", "quoted key 3" = ["", {_u0 = #my.flag}, [#x.p<{{? -0} , {-0 ?}} , "x y">, #my.a<{f32,"x y"}, ?>, memref<2x4x?xi64, strided<[?, 12, 1], offset: ?>>]], x0 = -1 : i64} : (i32) -> vector<7x[15]xf16>
    %9:3 = "foo.bar"(%2, %6#2) {_u2 = 0 : ui1, value1, x0 = @"0start"} : (i32, !x.t<f32>) -> (f8E4M3FN, complex<i1>, i64)
    "a.jump"()[^bb1, ^bb1] : () -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    "x.switch"(%9#2)[^bb1] {_u0 = 1.000980e-01 : bf16, foo.k2 = "\00''\09//", z91} : (i64) -> ()
  }, {
  ^bb0(%arg0: bf16):
    "x.switch"()[^bb1] {a0 = true} : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "foo.br"(%1)[^bb2, ^bb1] : (tuple<>) -> ()
  ^bb2:  // pred: ^bb1
    %5 = "foo.compute"(%arg0) <{}> : (bf16) -> complex<bf16>
  }) {sym_name0 = -1 : si32} : (index) -> ()
  %3:4 = "foo.bar"(%2) {b2 = 16777215 : ui24, "quoted key 0" = "-'\09X\22}!0\0A" : f16, x1 = "\09\0Ab'"} : (i32) -> (i17, tensor<f6E3M2FN>, i3, i16)
  %4 = "x.y"(%3#3, %3#1, %2) {k$0 = 9.99999974E-6 : f32, my.k1 = #set2} : (i16, tensor<f6E3M2FN>, i32) -> ui32
}) {foo.module_attr = [#x.p<"x y",[?,abc],<{86}>>, sparse<[[2, 1], [0, 1]], [0x7C00, 7.862500e+01]> : tensor<4x3xf16>]} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x0400000023C92060",
      weights1: "0x04000000DF491F35D091561D09CB2C73",
      blob2: "0x0400000035C0C03820BDCB9C97BBABE335317E8146B3F5135F014147"
    }
  }
#-}

