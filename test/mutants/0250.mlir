// ir-gen random --seed 251 --size 22
!T_0 = i16
!alias_1 = vector<[15]x8x14xf4E2M1FN>
#x_y0 = 0x2F9C: 
  ui24
#loc1 = #my.a<-1>
#x_y2 = 13: si24
#L3 = loc("a.mlir":27:17 to 30:45)
!ty2 = i1
#x_y4 = -64: i7

"foo.op"()<{k$0= @c, _u1= array<f64: -1.0e300>,
    "quoted key 2"}>: () -> () loc("":24:17 to :20)
"bar.yield"() ({
  %value0 = "foo.bar"(): () -> complex<	f8E4M3FN>
  "foo.br"(%value0, %value0, %value0)[^bb1] {sym_name0, "quoted key 1"  = affine_map<(d0, d1, d2)[s0] -> ((d1) mod 9 + -(d1), ((d2) floordiv 8) floordiv 3)>} : (complex<	f8E4M3FN>, complex<	f8E4M3FN>, complex<	f8E4M3FN>) -> () loc("v"("src/x.py":195:189))
^bb1(%arg1: (memref<*xf32, {kind = "scratch"}>) -> !T_0, %value2 : !alias_1 loc(callsite("src/x.py":13:3 to 16:63 at "callee"("src/x.py":49:35 to :38))), %value3 : i32):

  "cfx.cond_br"(%value0, %arg1)  [^bb2]: (complex<	f8E4M3FN>, (memref<*xf32, {kind = "scratch"}>) -> !T_0) -> ()
^bb2(%x4 : tensor<1x30x0x96xcomplex<f8E4M3>> loc("":59)):
  %5 = "foo.bar"(%value0): (complex<	f8E4M3FN>) -> i24
  "a.jump"()[^bb3]<{}>: () -> () loc(callsite(unknown at "src/x.py":218:26))
^bb3(%value6: tuple<f32, f64,
    si1, i1, bf16,  ui17,
    ui1024, f4E2M1FN, i32, f16, bf16, ui16, i1024, index,bf16, tf32, i32, f8E4M3FNUZ>, %7 : complex<f32> loc("f":22:20 to :27)):
  %value8:3 = "a.b"() ({
    %9:3 = "foo.bar"() {}: () -> (i1024, complex<ui16>, f16)
    %value10, %11:3 = "my_dialect.thing"(): () -> (!alias_1, bf16, f8E5M2FNUZ , f32) loc("src/x.py":26:78 to 26:4)
    %v12 = "bar.yield"(%11#2, %9#2) {}: (f32, f16) -> index loc("":66)
    %13 = "foo.bar.baz"(%v12, %value10) {_u0=	 index} : (index, !alias_1) -> memref<*xsi1024, 2>
    %14:4 = "z.nop"(%v12) ({
    }) {} : (index) -> (complex<f8E5M2  >, i8, !my_dialect.v<-3>, si64) loc("a.mlir":238:320)
  }, {
}, {
      "d.op_1"(%value0,  %7) {my.k0= {my.k0= dense<> : tensor<4x0xindex>}, my.k1= 0xFC00 : f16, z92= ["a%\n"]}: (complex<	f8E4M3FN>, complex<f32>) -> ()
      "foo.op"() {x0= #foo.v<"x y", -4, 9>, foo.k1= #x_y0, a2= "_{-_X\t\"\\\\_\t"}: () -> () loc("f":9:12 to :20)
      %r17:4 = "foo.bar.baz"(%value6, %value6, %value0): (tuple<f32, f64,
    si1, i1, bf16,  ui17,
    ui1024, f4E2M1FN, i32, f16, bf16, ui16, i1024, index,bf16, tf32, i32, f8E4M3FNUZ>,tuple<f32, f64,
    si1, i1, bf16,  ui17,
    ui1024, f4E2M1FN, i32, f16, bf16, ui16, i1024, index,bf16, tf32, i32, f8E4M3FNUZ>, complex<	f8E4M3FN>) -> (!alias_1, !x.a.b,memref<2x?xf80,  strided<[?, 1], offset:0>>, f32)
      "a.b"(%value6, %value6) {value0= #loc1, d.k1= #x_y2, attr2}: (tuple<f32, f64,
    si1, i1, bf16,  ui17,
    ui1024, f4E2M1FN, i32, f16, bf16, ui16, i1024, index,bf16, tf32, i32, f8E4M3FNUZ>, tuple<f32, f64,
    si1, i1, bf16,  ui17,
    ui1024, f4E2M1FN, i32, f16, bf16, ui16, i1024, index,bf16, tf32, i32, f8E4M3FNUZ>) -> ()
      %-18 = "foo.bar.baz"() <{x0= []}>: () -> !alias_1 loc("op.1")
    }, {
      %value19 = "foo.op"(%7, %7, %value6)<{sym_name0= #loc1}> {"quoted key 0"= "\C3\A9zX\""}: (complex<f32>, complex<f32>,  tuple<f32, f64,
    si1, i1, bf16,  ui17,
    ui1024, f4E2M1FN, i32, f16, bf16, ui16, i1024, index,bf16, tf32, i32, f8E4M3FNUZ>) -> memref<3x?xf32, strided<[?, 1], offset: ?>>
      "a.b"(): 
  () -> ()
    }) {z90, "quoted key 1" 
 = 
  affine_set<(d0, d1)[s0, s1] : (-((d1) mod 4) >= s1, s1 == 0)>} : (complex<	f8E4M3FN>,tuple<f32, f64,
    si1, i1, bf16,  ui17,
    ui1024, f4E2M1FN, i32, f16, bf16, ui16, i1024, index,bf16, tf32, i32, f8E4M3FNUZ>, tuple<f32, f64,
    si1, i1, bf16,  ui17,
    ui1024, f4E2M1FN, i32, f16, bf16, ui16, i1024, index,bf16, tf32, i32, f8E4M3FNUZ>) -> (ui32, tf32, complex<f8E4M3FN>, (tensor<4xcomplex< bf16>>) -> ())
  }, {
  ^bb9(%value20: tensor<3x? x 916x1xtf32, {a = 1 : i64} 
 > loc(fused[fused["":4294967295:341], "dir/with space.c":50:25 to :25, #L3]), %v21: !ty2 loc("with \"q\""), %22: f16):
  }) {d.k0 
 = loc(#L3), x1= #foo.a<? , <?> , ["x y" , 56]>, a2=   complex<i32>, d.k3= 1: si64}:  () -> (si3, tensor<128x746x?x46x!bar.t<<?,{-2}>,-8,?>>, f128)
}) {_u0= "é\7f\"Ω'\""}: () -> ()
"foo.bar"() {my.k0= #x_y4, z91= []}: () -> ()
%23 = "d.op_1"() <{k$0 , d.k1= #loc1, k$2= loc("a.mlir":177:359)}> {my.k0, x1= "!\"a\t\19#", d.k2= sparse<[[0, 4]], [0]> : tensor<6x6xi8>, value3= -458364.0 : f64}: () -> f6E2M3FN
