// ir-gen random --seed 199 --size 28
%0 = "foo.op"() {}: () -> (index)
%1 = "foo.op"() {x0= dense<[[(0x6D61A51D, 1.0e300)], [(0xE04EE691, -92.493718)], [(84.19E3, -3.494)]]> : tensor<3x1xcomplex<f32>>}: () -> si24
%_2:4 = "d.op_1"(): () -> (complex<si8>, tuple<ui16>, f8E5M2, i16) loc("op.1")
%v3:4 = "my_dialect.thing"(%_2#3) <{sym_name0= true, sym_name1= distinct[2]<646555.0 : f4E2M1FN>, value2= 0: ui1, b3}>: (i16) -> (tensor<2x?x5xindex>, !bar.t<"x y" <[true f32],?> -8>, memref<*xi32>, f6E2M3FN) // trailing comment
%v4 = "foo.bar"(%v3#1)<{}> {x0= -452458.0}: (!bar.t<"x y" <[true f32],?> -8>) -> memref<6x2xf8E4M3FNUZ, affine_map<(d0, d1) -> (d1, d0)>> loc(fused["src/x.py":26:11 to 28:7, unknown])
%_5 = "foo.op"(%v3#1, %v3#3) {"quoted key 0"= @main, sym_name1= "\t\tb"}: (!bar.t<"x y" <[true f32],?> -8>, f6E2M3FN) -> vector<tf32>
%value6, %_7:2 = "a.b"(%_2#2, %_2#1, %_2#1) ({
  "builtin.module"() ({
    %v8 = "foo.bar"() <{attr0= -1: i1, sym_name1= array<f32>, x2= dense<"0x8F0F"> : tensor<3x1xui16>}>: () -> f64 loc("callee"("a.mlir":40:14 to 42:33)) // trailing comment
  }) : () -> ()
}, {
^bb0:
  %9:3 = "a.b"(%v3#1, %v3#3, %_5) {k$0= "}*z\nz@", my.k1= -1}: (!bar.t<"x y" <[true f32],?> -8>, f6E2M3FN, vector<tf32>) -> (index, f8E4M3B11FNUZ, tuple<!bar.a.b>)
}, {
  %value10:4 = "z.nop"(%v3#3) {value0= 19 : index, b1= none, _u2= "'/\n\n-X0\87"}: (f6E2M3FN) -> (complex<f8E5M2FNUZ>, i8, none, tensor<1x0x626x840xf8E5M2FNUZ, "sparse">) loc("src/x.py":426:207)
}): (f8E5M2, tuple<ui16>, tuple<ui16>) -> (si17, bf16, f4E2M1FN) loc("":13:66 to 15:73)
%value11:2 = "d.op_1"() {sym_name0}: () -> (f80, i24) loc(unknown)
%a.b12 = "a.b"(%value11#1, %_2#2): (i24, f8E5M2) -> (ui64) loc(unknown)
%_13:4 = "foo.compute"() ({
}) {}: () -> (vector<8x6x3xi32>, i64, vector<16x[14]xindex>, i3)
%value14:2 = "foo.op"(%_13#3)<{value0= {sym_name0= false, k$1= ""}, b1= array<i8: -128, 209, -128, -1>, x2= dense<"0x5D98"> : tensor<2xf16>}> {_u0= -0.1274012 : f16}: (i3) -> (tensor<1x?x4x1xcomplex<f64>, {a = 1 : i64}>, complex<f32>) loc("callee"("name"))
%15, %_16:3 = "my_dialect.thing"() <{sym_name0= false, z91= -82.76E0 : f32}> ({
}) {}: () -> (vector<9xf16>, f64, (index, tf32) -> (vector<13x10x8xi1>, ui128), memref<888xindex>) loc(callsite("f":0:472 at "op.1"))
%v17, %v18:3 = "foo.bar.baz"(%15, %15)<{}> ({
}): (vector<9xf16>, vector<9xf16>) -> (index, complex<f32>, bf16, bf16)
%a.b19 = "bar.yield"() {x0= 0: ui24}: () -> none
%_20 = "foo.bar"() ({
  %21 = "foo.bar.baz"(%v18#2, %_7#1) {k$0= @b, _u1= -1: i32, sym_name2= "#\t*!\"!\""}: (bf16, f4E2M1FN) -> i3 loc(fused[])
  %v22 = "bar.yield"(%v18#1, %v18#1, %a.b19) {}: (bf16, bf16, none) -> tuple<f8E4M3FNUZ> loc("name")
  "cfx.cond_br"(%v22)[^x.y5, ^x.y5] {}: (tuple<f8E4M3FNUZ>) -> () loc("n"(callsite("":27:316 at "":443:0)))
^x.y5:

  "foo.bar"()<{sym_name0= 0x0: i32}> ({
  ^bb7:
  }, {
    "foo.bar.baz"(%v4, %a.b19, %value14#0) ({
      "builtin.module"() ({
        %23, %a.b24:3 = "foo.bar.baz"(): () -> (i128, vector<11x10x13xf16>, i64, f16)
        %_25 = "a.b"(%a.b24#2, %23, %a.b24#0)<{a0= dense<-26.9E8> : tensor<f8E5M2>, a1, attr2= 0x70 : f8E4M3}> {sym_name0= 0.1 : f8E4M3FNUZ, "quoted key 1"= unit, foo.k2= affine_set<(d0) : (d0 == 0, ((d0) ceildiv 6) floordiv 4 >= 1 * (d0))>, my.k3= " a*ΩX/\"" : i3}: (f16, i128, vector<11x10x13xf16>) -> tensor<4xbf16> loc("n"("with \"q\""))
        %$26:2 = "a.b"(%a.b24#1, %a.b24#1): (i64, i64) -> (i64, memref<?x?xf80>)
      }) : () -> ()
    }, {
      %27, %v28:2 = "x.y"(%v3#2, %v18#1, %_13#1): (memref<*xi32>, bf16, i64) -> (i1, tensor<?x?x1x936xf64>, ui24) loc(unknown)
      %29 = "bar.yield"(%27, %v22) {a0, x1= true}: (i1, tuple<f8E4M3FNUZ>) -> tensor<48x?x0x!my_dialect.t, "sparse">
    }) {d.k0= affine_map<(d0) -> ()>}: (memref<6x2xf8E4M3FNUZ, affine_map<(d0, d1) -> (d1, d0)>>, none, tensor<1x?x4x1xcomplex<f64>, {a = 1 : i64}>) -> ()
    %value30:3 = "a.b"(%_16#1, %v3#2, %v22) {a0= #bar<"abc">, d.k1= "", a2= "日本" : f32, "quoted key 3"= false}: ((index, tf32) -> (vector<13x10x8xi1>, ui128), memref<*xi32>, tuple<f8E4M3FNUZ>) -> (vector<14x11xf4E2M1FN>, tensor<574xcomplex<bf16>>, f8E8M0FNU) loc("f":411:435)
    %_31 = "a.b"(%value30#2, %_13#3): (f8E8M0FNU, i3) -> f6E3M2FN loc("n"(fused["f":47:22 to :28, "dir/with space.c":451:163]))
    %_32 = "my_dialect.thing"(%_16#0) {"quoted key 0"= -1.5 : f64, b1= #my.flag, value2= loc("a.mlir":41:70 to :73)}: (f64) -> tensor<43x46x1x7xui32> loc(callsite("":29:67 to :76 at "f":27:20 to 27:47))
  }, {
  }): () -> () loc(unknown)
  %-33:3 = "foo.bar.baz"() <{}>: () -> (tuple<i64>, memref<262xbf16, strided<[42], offset:0>, "gpu">, none) loc("f":0:0)
  %34, %35:3 = "my_dialect.thing"(%v3#1, %v22, %v22) <{my.k0= "%Ω'\07", foo.k1= "}\490_\\<z\00\na\"" : f6E2M3FN, _u2= "@\DF@\"*\"z\ta"}>: (!bar.t<"x y" <[true f32],?> -8>, tuple<f8E4M3FNUZ>, tuple<f8E4M3FNUZ>) -> (index, memref<3x40xf6E2M3FN, strided<[?, 1], offset: ?>, {kind = "scratch"}>, i1, ui1) loc("src/x.py":221:221)
  "foo.op"(%_13#2, %35#2, %_13#0): (vector<16x[14]xindex>, ui1, vector<8x6x3xi32>) -> ()
  "x.switch"(%v3#0, %35#2, %34)[^undefined_block] {x0= -100.0 : f16, sym_name1= 2004: si64, my.k2, value3= -0.6073641 : f8E4M3FNUZ}: (tensor<2x?x5xindex>, ui1, index) -> () loc(callsite("a.mlir":69 at fused["":0:77, "src/x.py":271:36]))
^exit6:
  "cfx.cond_br"(%21, %v22)[^x.y5]: (i3, tuple<f8E4M3FNUZ>) -> () loc(callsite("src/x.py":4294967295:60 at "v"("":22:30 to 22:22)))
}, {
  %value36:2 = "foo.bar.baz"(%v3#3, %v4): (f6E2M3FN, memref<6x2xf8E4M3FNUZ, affine_map<(d0, d1) -> (d1, d0)>>) -> (f64, !my_dialect.v<{-7 ["x y" ? "x y"] <f32, "x y", i8>}>)
}): () -> si1
%$37 = "z.nop"(%v18#2, %v18#1) <{b0, z91= "%🙂<%#{"}>: (bf16, bf16) -> none loc("op.1")
