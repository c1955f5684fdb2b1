#a0 = unit
#l_x1 = loc("dir/with space.c":35:46 to :53)

"builtin.module"() ({
  "a.b"() ({
    %0:4 = "bar.yield"() ({
      "bar.yield"() {b0, b1= affine_map<(d0, d1) -> ()>}: () -> () loc("src/x.py":7:27 to 9:44)
      %1 = "a.b"(): () -> complex<f32> loc(fused<0 : i32>["callee"("x"), callsite(unknown at "op.1"), "f":21:35 to :44])
      %2 = "bar.yield"(%1, %1) {}: (complex<f32>, complex<f32>) -> (vector<14x11x2xf16>)
      %3:3 = "x.y"(%2) {k$0= unit, attr1= []}: (vector<14x11x2xf16>) -> (!foo.v<<-5> , -1 , -3>, index, (none) -> (memref<4x6x?xsi1024, {kind = "scratch"}>, tensor<140x45x0xf16, "sparse">))
      %4:4 = "a.b"(%3#2): ((none) -> (memref<4x6x?xsi1024, {kind = "scratch"}>, tensor<140x45x0xf16, "sparse">)) -> (i1, f8E4M3FN, none, index)
      // a comment
      "a.jump"(%3#0)[^bb3]<{d.k0, value1= {x0= [dense<[(0x2FF8, 1.0e300), (-980050.0, -7.130), (-1.0e-5, 1.0), (0.3, 0.5213960)]> : tensor<4xcomplex<f16>>], z91= #my<"abc">, value2= {d.k0= 0.2, "quoted key 1", "quoted key 2"= array<i8: 255>, value3= -3.14159265358979 : f16}, _u3= {d.k0= #a0, z91= #my.p<?>, k$2}}, _u2, b3}>: (!foo.v<<-5> , -1 , -3>) -> () loc("callee"("a.mlir":25:54 to :58))
    ^bb3:
      "foo.bar"(): () -> () loc("":306:0)
      "foo.br"(%4#0)[^bb3] ({
      ^bb4:
        %5 = "foo.compute"(%4#3) {sym_name0= dense<> : tensor<0x2xui32>, foo.k1= -258491853495542014842977755047: i1024}: (index) -> memref<5x3x140xf6E3M2FN>
        "bar.yield"(%5) {sym_name0}: (memref<5x3x140xf6E3M2FN>) -> ()
        "a.jump"(%4#3, %4#1)[^5]: (index, f8E4M3FN) -> ()
      ^5:
        %_6, %7:2 = "foo.compute"(%4#2, %4#2): (none, none) -> (complex<f32>, i64, tensor<?x386x?x!x.t>)
        "cfx.cond_br"()[^$6] {attr0, attr1= @c, d.k2= false}: () -> () loc(fused[])
      ^$6:
        "foo.bar.baz"(%5, %4#3) {d.k0= @"a", z91= {k$0= f6E3M2FN, a1= 6.02214076e23 : f16}}: (memref<5x3x140xf6E3M2FN>, index) -> ()
      }): (i1) -> () loc("with \"q\"")
    }): () -> (f32, ui8, f64, index) loc(#l_x1)
    // 
    %arg8 = "z.nop"(%0#3, %0#1) <{x0, b1= -91.863745 : f8E5M2FNUZ, attr2= 155 : index, sym_name3= distinct[2]<61 : index>}> {"quoted key 0"= array<i16: 7913, 65535, -50, 0x1>, "quoted key 1"= "", sym_name2= 1: i3}: (index, ui8) -> (si1) loc("a.mlir":95)
    %_9:2 = "z.nop"(%0#0, %0#2, %0#0) {k$0= 75.65E4 : tf32}: (f32, f64, f32) -$> (!x.t_1, !foo.param<"x y" , 57>)
    "cfx.cond_br"(%_9#1, %arg8, %0#0)[^bb1] {}: (!foo.param<"x y" , 57>, si1, f32) -> ()
  ^bb1:
    %value10 = "foo.bar.baz"(%_9#1): (!foo.param<"x y" , 57>) -> (i24)
  }) {x0= dense<> : tensor<0x2x4xcomplex<f16>>}: () -> () loc("f":34:69 to 36:23)
  %_11:3 = "foo.op"() {d.k0= 18446744073709551615, value1= "!_\n\00zba!#", z92= loc("callee"("":398:172))}: () -> (bf16, tensor<*xi1>, complex<ui1024>)
  "d.op_1"(%_11#1, %_11#2, %_11#0): (tensor<*xi1>, complex<ui1024>, bf16) -> () loc(fused[callsite("f":233:483 at "f":0:342), callsite("a.mlir":76:462 at "a.mlir":63), fused<"meta">["":44:80 to 44:42, "with \"q\"", "f":312:239]])
  %a.b12 = "foo.compute"(%_11#0): (bf16) -> complex<f8E8M0FNU>
}) : () -> () loc("x")
