!tuple = tuple<f32, f64, si1, i1, bf16, ui17, ui1024, f4E2M1FN, i32, f16, bf16, ui16, i1024, index, bf16, tf32, i32, f8E4M3FNUZ>
#loc5 = loc("0251.in.mlir":17:6)
#loc6 = loc("src/x.py":13:3 to 16:63)
#loc7 = loc("src/x.py":49:35 to :38)
#loc8 = loc("0251.in.mlir":17:155)
#loc10 = loc("":59:0)
#loc14 = loc("0251.in.mlir":23:6)
#loc15 = loc("f":22:20 to :27)
#loc30 = loc("-":4294967295:341)
#loc31 = loc("dir/with space.c":50:25)
#loc32 = loc("a.mlir":27:17 to 30:45)
#loc33 = loc("with \22q\22")
#loc34 = loc("0251.in.mlir":64:110)
#map = affine_map<(d0, d1, d2)[s0] -> (d1 mod 9 - d1, (d2 floordiv 8) floordiv 3)>
#set = affine_set<(d0, d1)[s0, s1] : (-(d1 mod 4) - s1 >= 0, s1 == 0)>
#loc38 = loc("callee"(#loc7))
#loc40 = loc(fused[#loc30, #loc31, #loc32])
#loc41 = loc(callsite(#loc6 at #loc38))
"builtin.module"() ({
  "foo.op"() <{_u1 = array<f64: -1.000000e+300>, k$0 = @c, "quoted key 2"}> : () -> () loc(#loc1)
  "bar.yield"() ({
    %1 = "foo.bar"() : () -> complex<f8E4M3FN> loc(#loc3)
    "foo.br"(%1, %1, %1)[^bb1] {"quoted key 1" = #map, sym_name0} : (complex<f8E4M3FN>, complex<f8E4M3FN>, complex<f8E4M3FN>) -> () loc(#loc37)
  ^bb1(%2: (memref<*xf32, {kind = "scratch"}>) -> i16 loc("0251.in.mlir":17:6), %3: vector<[15]x8x14xf4E2M1FN> loc(callsite(#loc6 at #loc38)), %4: i32 loc("0251.in.mlir":17:155)):  // pred: ^bb0
    "cfx.cond_br"(%1, %2)[^bb2] : (complex<f8E4M3FN>, (memref<*xf32, {kind = "scratch"}>) -> i16) -> () loc(#loc9)
  ^bb2(%5: tensor<1x30x0x96xcomplex<f8E4M3>> loc("":59:0)):  // pred: ^bb1
    %6 = "foo.bar"(%1) : (complex<f8E4M3FN>) -> i24 loc(#loc11)
    "a.jump"()[^bb3] <{}> : () -> () loc(#loc39)
  ^bb3(%7: !tuple loc("0251.in.mlir":23:6), %8: complex<f32> loc("f":22:20 to :27)):  // pred: ^bb2
    %9:3 = "a.b"() ({
      %14:3 = "foo.bar"() : () -> (i1024, complex<ui16>, f16) loc(#loc17)
      %15:4 = "my_dialect.thing"() : () -> (vector<[15]x8x14xf4E2M1FN>, bf16, f8E5M2FNUZ, f32) loc(#loc18)
      %16 = "bar.yield"(%15#3, %14#2) : (f32, f16) -> index loc(#loc19)
      %17 = "foo.bar.baz"(%16, %15#0) {_u0 = index} : (index, vector<[15]x8x14xf4E2M1FN>) -> memref<*xsi1024, 2> loc(#loc20)
      %18:4 = "z.nop"(%16) ({
      }) : (index) -> (complex<f8E5M2>, i8, !my_dialect.v<-3>, si64) loc(#loc21)
    }, {
      %10:4 = "z.nop"(%1, %7, %7) ({
      }, {
        "d.op_1"(%1, %8) {my.k0 = {my.k0 = dense<> : tensor<4x0xindex>}, my.k1 = 0xFC00 : f16, z92 = ["a%\0A"]} : (complex<f8E4M3FN>, complex<f32>) -> () loc(#loc23)
        "foo.op"() {a2 = "_{-_X\09\22\\\\_\09", foo.k1 = 12188 : ui24, x0 = #foo.v<"x y", -4, 9>} : () -> () loc(#loc24)
        %12:4 = "foo.bar.baz"(%7, %7, %1) : (!tuple, !tuple, complex<f8E4M3FN>) -> (vector<[15]x8x14xf4E2M1FN>, !x.a.b, memref<2x?xf80, strided<[?, 1]>>, f32) loc(#loc25)
        "a.b"(%7, %7) {attr2, d.k1 = 13 : si24, value0 = #my.a<-1>} : (!tuple, !tuple) -> () loc(#loc26)
        %13 = "foo.bar.baz"() <{x0 = []}> : () -> vector<[15]x8x14xf4E2M1FN> loc(#loc27)
      }, {
        %11 = "foo.op"(%8, %8, %7) <{sym_name0 = #my.a<-1>}> {"quoted key 0" = "\C3\A9zX\22"} : (complex<f32>, complex<f32>, !tuple) -> memref<3x?xf32, strided<[?, 1], offset: ?>> loc(#loc28)
        "a.b"() : () -> () loc(#loc29)
      }) {"quoted key 1" = #set, z90} : (complex<f8E4M3FN>, !tuple, !tuple) -> (ui32, tf32, complex<f8E4M3FN>, (tensor<4xcomplex<bf16>>) -> ()) loc(#loc22)
    }, {
    ^bb0(%arg0: tensor<3x?x916x1xtf32, {a = 1 : i64}> loc(fused[#loc30, #loc31, #loc32]), %arg1: i1 loc("with \22q\22"), %arg2: f16 loc("0251.in.mlir":64:110)):
    }) {a2 = complex<i32>, d.k0 = #loc32, d.k3 = 1 : si64, x1 = #foo.a<? , <?> , ["x y" , 56]>} : () -> (si3, tensor<128x746x?x46x!bar.t<<?,{-2}>,-8,?>>, f128) loc(#loc16)
  }) {_u0 = "\C3\A9\7F\22\CE\A9'\22"} : () -> () loc(#loc2)
  "foo.bar"() {my.k0 = -64 : i7, z91 = []} : () -> () loc(#loc35)
  %0 = "d.op_1"() <{d.k1 = #my.a<-1>, k$0, k$2 = loc("a.mlir":177:359)}> {d.k2 = sparse<[[0, 4]], 0> : tensor<6x6xi8>, my.k0, value3 = -4.583640e+05 : f64, x1 = "!\22a\09\19#"} : () -> f6E2M3FN loc(#loc36)
}) : () -> () loc(#loc)
#loc = loc("0251.in.mlir":0:0)
#loc1 = loc("":24:17 to :20)
#loc2 = loc("0251.in.mlir":14:1)
#loc3 = loc("0251.in.mlir":15:13)
#loc4 = loc("src/x.py":195:189)
#loc9 = loc("0251.in.mlir":19:3)
#loc11 = loc("0251.in.mlir":21:8)
#loc12 = loc(unknown)
#loc13 = loc("src/x.py":218:26)
#loc16 = loc("0251.in.mlir":26:15)
#loc17 = loc("0251.in.mlir":27:12)
#loc18 = loc("src/x.py":26:78 to :4)
#loc19 = loc("":66:0)
#loc20 = loc("0251.in.mlir":30:11)
#loc21 = loc("a.mlir":238:320)
#loc22 = loc("0251.in.mlir":34:24)
#loc23 = loc("0251.in.mlir":36:7)
#loc24 = loc("f":9:12 to :20)
#loc25 = loc("0251.in.mlir":38:16)
#loc26 = loc("0251.in.mlir":43:7)
#loc27 = loc("op.1")
#loc28 = loc("0251.in.mlir":50:18)
#loc29 = loc("0251.in.mlir":53:7)
#loc35 = loc("0251.in.mlir":68:1)
#loc36 = loc("0251.in.mlir":69:7)
#loc37 = loc("v"(#loc4))
#loc39 = loc(callsite(#loc12 at #loc13))

