!tuple = tuple<f32, f64, si1, i1, bf16, ui17, ui1024, f4E2M1FN, i32, f16, bf16, ui16, i1024, index, bf16, tf32, i32, f8E4M3FNUZ>
#loc = loc("a.mlir":27:17 to 30:45)
#map = affine_map<(d0, d1, d2)[s0] -> (d1 mod 9 - d1, (d2 floordiv 8) floordiv 3)>
#set = affine_set<(d0, d1)[s0, s1] : (-(d1 mod 4) - s1 >= 0, s1 == 0)>
"builtin.module"() ({
  "foo.op"() <{_u1 = array<f64: -1.000000e+300>, k$0 = @c, "quoted key 2"}> : () -> ()
  "bar.yield"() ({
    %1 = "foo.bar"() : () -> complex<f8E4M3FN>
    "foo.br"(%1, %1, %1)[^bb1] {"quoted key 1" = #map, sym_name0} : (complex<f8E4M3FN>, complex<f8E4M3FN>, complex<f8E4M3FN>) -> ()
  ^bb1(%2: (memref<*xf32, {kind = "scratch"}>) -> i16, %3: vector<[15]x8x14xf4E2M1FN>, %4: i32):  // pred: ^bb0
    "cfx.cond_br"(%1, %2)[^bb2] : (complex<f8E4M3FN>, (memref<*xf32, {kind = "scratch"}>) -> i16) -> ()
  ^bb2(%5: tensor<1x30x0x96xcomplex<f8E4M3>>):  // pred: ^bb1
    %6 = "foo.bar"(%1) : (complex<f8E4M3FN>) -> i24
    "a.jump"()[^bb3] <{}> : () -> ()
  ^bb3(%7: !tuple, %8: complex<f32>):  // pred: ^bb2
    %9:3 = "a.b"() ({
      %14:3 = "foo.bar"() : () -> (i1024, complex<ui16>, f16)
      %15:4 = "my_dialect.thing"() : () -> (vector<[15]x8x14xf4E2M1FN>, bf16, f8E5M2FNUZ, f32)
      %16 = "bar.yield"(%15#3, %14#2) : (f32, f16) -> index
      %17 = "foo.bar.baz"(%16, %15#0) {_u0 = index} : (index, vector<[15]x8x14xf4E2M1FN>) -> memref<*xsi1024, 2>
      %18:4 = "z.nop"(%16) ({
      }) : (index) -> (complex<f8E5M2>, i8, !my_dialect.v<-3>, si64)
    }, {
      %10:4 = "z.nop"(%1, %7, %7) ({
      }, {
        "d.op_1"(%1, %8) {my.k0 = {my.k0 = dense<> : tensor<4x0xindex>}, my.k1 = 0xFC00 : f16, z92 = ["a%\0A"]} : (complex<f8E4M3FN>, complex<f32>) -> ()
        "foo.op"() {a2 = "_{-_X\09\22\\\\_\09", foo.k1 = 12188 : ui24, x0 = #foo.v<"x y", -4, 9>} : () -> ()
        %12:4 = "foo.bar.baz"(%7, %7, %1) : (!tuple, !tuple, complex<f8E4M3FN>) -> (vector<[15]x8x14xf4E2M1FN>, !x.a.b, memref<2x?xf80, strided<[?, 1]>>, f32)
        "a.b"(%7, %7) {attr2, d.k1 = 13 : si24, value0 = #my.a<-1>} : (!tuple, !tuple) -> ()
        %13 = "foo.bar.baz"() <{x0 = []}> : () -> vector<[15]x8x14xf4E2M1FN>
      }, {
        %11 = "foo.op"(%8, %8, %7) <{sym_name0 = #my.a<-1>}> {"quoted key 0" = "\C3\A9zX\22"} : (complex<f32>, complex<f32>, !tuple) -> memref<3x?xf32, strided<[?, 1], offset: ?>>
        "a.b"() : () -> ()
      }) {"quoted key 1" = #set, z90} : (complex<f8E4M3FN>, !tuple, !tuple) -> (ui32, tf32, complex<f8E4M3FN>, (tensor<4xcomplex<bf16>>) -> ())
    }, {
    ^bb0(%arg0: tensor<3x?x916x1xtf32, {a = 1 : i64}>, %arg1: i1, %arg2: f16):
    }) {a2 = complex<i32>, d.k0 = #loc, d.k3 = 1 : si64, x1 = #foo.a<? , <?> , ["x y" , 56]>} : () -> (si3, tensor<128x746x?x46x!bar.t<<?,{-2}>,-8,?>>, f128)
  }) {_u0 = "\C3\A9\7F\22\CE\A9'\22"} : () -> ()
  "foo.bar"() {my.k0 = -64 : i7, z91 = []} : () -> ()
  %0 = "d.op_1"() <{d.k1 = #my.a<-1>, k$0, k$2 = loc("a.mlir":177:359)}> {d.k2 = sparse<[[0, 4]], 0> : tensor<6x6xi8>, my.k0, value3 = -4.583640e+05 : f64, x1 = "!\22a\09\19#"} : () -> f6E2M3FN
}) : () -> ()

