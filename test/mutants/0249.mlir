%value0 = "d.op_1"(): () -> (f32)
%value1 = "my_dialect.thing"(%value0, %value0, %value0)<{attr0= dense<0> : tensor<4x4x1xui32>, foo.k1= 0x7E00 : bf16}> ({
^bb0(%2: tuple<f32, tensor<f32>, i64, f128>, %3: complex<f16> loc("n"("a.mlir":15:20 to 15:51)), %v4: vector<10x12xf16> loc("n"("a.mlir":42:35 to :36))):
%v5 = "my_dialect.thing"(%value0, %v4, %2)<{}>: (f32, vector<10x12xf16>, tuple<f32, tensor<f32>, i64, f128>) -> (none) loc("op.1")
%tmp_6 = "foo.bar.baz"(%v4, %2) <{value0= true, sym_name1= "\n}#_\7f-\39", b2= array<i1: true>}> ({
}): (vector<10x12xf16>, tuple<f32, tensor<f32>, i64, f128>) -> !bar.a.b loc(fused["v"("dir/with space.c":53), "dir/with space.c":25, "callee"("name")])
%value7 = "a.b"() <{attr0}>: () -> (vector<9xf32>)
%8:4 = "foo.compute"(%v5) {attr0, z91= dense_resource<r.0> : tensor<5xf32>}: (none) -> (f32, !foo.t<<-3 "x y"> , "x y" , <true,i8>>, vector<14x5x11xtf32>, vector<15xf16>)
%$9:3 = "foo.op"() {d.k0= dense<> : tensor<0xindex>, "quoted key 1"= 0xD1A1 : bf16}: () -> (tuple<>, i64, complex<i16>)
}) {sym_name0, k$1= 21 : index, k$2= 27 : index}: (f32, f32, f32) -> vector<8x5xi16>
%v10 = "bar.yield"(%value0, %value1, %value1): (f32, vector<8x5xi16>, vector<8x5xi16>) -> tensor<f16>
%v11:4 = "bar.yield"(%value0) {value0= dense<"0x9DD9"> : tensor<f16>}: (f32) -> (ui32, vector<[14]xi32>, !bar.t<<?> , {<f32>}>, memref<3xbf16, strided<[60]>>)
%12 = "foo.bar.baz"() {attr0= #bar.attr, my.k1= array<f64: 6.02214076e23, 243382.0, 2.0, 0x0E97378D2177BF33, 0xF99C6649F25D7964>}: () -> index
%13 = "z.nop"(%12): (index) -> bf16 loc("src/x.py":16:1 to 18:59)
"a.b"(%v11#2, %v11#2, %value0) {k$0= 0: i64}: (!bar.t<<?> , {<f32>}>, !bar.t<<?> , {<f32>}>, f32) -> () loc("n"("dir/with space.c":35:172))
"foo.bar"(%13, %v11#3) ({
"foo.bar.baz"(%v11#2) ({
^3():
"d.op_1"(%12, %v11#2): (index, !bar.t<<?> , {<f32>}>) -> () loc("v"("f":208:128))
%14 = "d.op_1"(%12, %v10, %v11#2): (index, tensor<f16>, !bar.t<<?> , {<f32>}>) -> i1 loc("n"("f":4294967295:254))
%_15 = "foo.compute"(%value0, %13) {sym_name0= {x0= f8E5M2FNUZ}, _u1= dense<> : tensor<0x2x0xcomplex<f16>>}: (f32, bf16) -> f80
%_16 = "a.b"(%13) {attr0= distinct[3]<"'}\3C \n-!<\t">, _u1= {_u0= distinct[4]<0x19D79619925F : index>, z91= array<i64>}}: (bf16) -> si7 loc("callee"("x"))
%_17 = "foo.compute"(): () -> !my_dialect<"abc">
"x.switch"()[^b4]: () -> () loc("v"(fused["f":227:396, "src/x.py":473:363, "with \"q\""]))
^undefined_block(%_18: i7 loc("f":5:26 to 6:32), %$19 : si7 loc("src/x.py":48)):
"cfx.cond_br"(%_17, %v11#2, %_17)[^b5, ^b5] {_u0= dense<[[0xA4], [0x08], [65504.0]]> : tensor<3x1xf8E3M4>}: (!my_dialect<"abc">, !bar.t<<?> , {<f32>}>, !my_dialect<"abc">) -> ()
^b5():
"cfx.cond_br"()[^bb6] {attr0}: () -> ()
^bb6(%_20: vector<13x[5]xf8E4M3B11FNUZ> loc(unknown)):
%_21 = "x.y"() {}: () -> vector<9x[4]x13xbf16>
}) {}: (!bar.t<<?> , {<f32>}>) -> ()
%r22, %value23:2 = "bar.yield"(): () -> (si17, complex<si7>, ui8)
"a.b"(%value23#0, %value1, %v11#3): (complex<si7>, vector<8x5xi16>, memref<3xbf16, strided<[60]>>) -> () loc(callsite("x" at "dir/with space.c":107:10))
"x.switch"(%v11#2)[^2] <{}> {a0= loc("n"("dir/with space.c":467:4294967295)), sym_name1, foo.k2= affine_map<()[s0] -> ()>, attr3}: (!bar.t<<?> , {<f32>}>) -> ()
^2:
%24, %25:2 = "d.op_1"(%r22, %13): (si17, bf16) -> (ui1, tensor<?x6x0xcomplex<i7>>, memref<?xcomplex<f32>, affine_map<(d0) -> (d0)>>) // trailing comment
}): (bf16, memref<3xbf16, strided<[60]>>) -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000003AD8E40FE9B98BAD7894339B1B02B7D55DD76B88"
    }
  }
#-}
