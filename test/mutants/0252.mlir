// ir-gen random --seed 25 --size 31
"builtin.module"() <{sym_name = "m23"}> ({
%0 = "foo.bar"() {z90= 0x7FFFFFFFFFFFFFFF: si64, a1= affine_map<(i0)[N0] -> ()>}: () -> (complex<ui1>) loc(fused[unknown, "f":39:36 to 39:24, "src/x.py":330:204])
"x.y"(%0, %0, %0): (complex<ui1>, complex<ui1>, complex<ui1>) -> () loc("dir/with space.c":63:85)
%_1 = "d.op_1"(%0): (complex<ui1>) -> f4E2M1FN loc("f":4294967295:0) // trailing comment
%value2 = "x.y"(): () -> f64
%3 = "x.y"(%value2): (f64) -> i3
"foo.compute"(%value2) ({
^$0(%4 : index loc(fused["x"]), %value5: i17 loc(callsite("with \"q\"" at "op.1")), %value6: complex<f64>):
"bar.yield"() ({
^bb1(%7: complex<f32>, %8 : memref<4xui64, strided<[12], offset:0>, 4>, %9: tensor<f32> loc("":38:79 to 40:21)):
"bar.yield"() {k$0= -717460.0 : f8E3M4, a1= 0: si8, _u2= 11: si128}: () -> ()
%10 = "x.y"(): () -> tensor<28x?x125xi32> loc("v"(fused[]))
%value11 = "bar.yield"(%value6) <{value0= -9223372036854775808 : index, x1, z92= "\t\3B\00\"\"@" : ui128, attr3= @f_1}> ({
^loop3(%_12: tensor<*xi7>):
%-13 = "a.b"(%9): (tensor<f32>) -> (() -> (complex<f32>, complex<bf16>))
}): (complex<f64>) -> (tf32)
"a.jump"(%4)[^bb2] <{x0= dense<0> : tensor<1x2x2xi32>}> {sym_name0= dense<0.8279714> : tensor<tf32>, b1, x2= 281.932038 : f6E3M2FN, foo.k3= distinct[3]<>}: (index) -> () loc(fused["a.mlir":245:397, "a.mlir":388:4294967295, callsite("src/x.py":47:61 to :62 at "x")])
^bb2(%14: tuple<bf16> loc("":455:234), %-15 : index loc(unknown)):
"a.jump"(%_1)[^bb2]<{sym_name0= false, my.k1= 0x1: i8, attr2= 0.0 : bf16, value3= affine_map<(d0, d1, d2) -> ((d2) mod 6 + (6) ceildiv 4)>}> {sym_name0= [i24, [f8E4M3FN, sparse<[[0, 5, 0]], [0]> : tensor<3x6x5xi32>, dense<1> : tensor<1xi1>], 1: i1, [dense<> : tensor<4x0xcomplex<i32>>]]}: (f4E2M1FN) -> ()
}) {k$0, _u1= "-", z92= loc("f":1:65 to :72)}: () -> () loc(fused["src/x.py":11:38 to 13:36, "":87, "a.mlir":16:50 to :50])
%16:3 = "z.nop"(%4, %4, %value6): (index, index, complex<f64>) -> (f8E4M3FN, tuple<si32, ui32, si64, f6E3M2FN>, tensor<4xf32>)
%value17:3 = "bar.yield"() ({
^exit4:
%v18 = "my_dialect.thing"(%3, %16#1) ({
}): (i3, tuple<si32, ui32, si64, f6E3M2FN>) -> ((memref<?x1024xvector<5x2x16xf80>, affine_map<(d0, d1) -> (d0, d1)>>) -> (i32))
%19, %tmp_20:2 = "d.op_1"(%16#2, %16#1, %v18) ({
%v21 = "bar.yield"(): () -> memref<*xi8> loc("v"("a.mlir":52))
}, {
^7(%undefined_value: none, %value23: memref<?x1x?xf8E3M4, affine_map<(d0, d1, d2)[] -> (((9) mod 9) mod 5)>, "shared">):
%24 = "z.nop"(): () -> (bf16) loc("op.1")
%25:2 = "bar.yield"(%16#2): (tensor<4xf32>) -> (complex<f32>, vector<f32>) loc("f":82)
"a.b"(%25#0, %25#0): (complex<f32>, complex<f32>) -> ()
"foo.br"(%value6, %value23, %value23)[^8]<{b0= 536448.0 : f8E4M3FN, value1= false}> {attr0}: (complex<f64>, memref<?x1x?xf8E3M4, affine_map<(d0, d1, d2)[] -> (((9) mod 9) mod 5)>, "shared">, memref<?x1x?xf8E3M4, affine_map<(d0, d1, d2)[] -> (((9) mod 9) mod 5)>, "shared">) -> () loc("name") // trailing comment
^8:
"cfx.cond_br"(%24, %25#1, %_22)[^exit9, ^8] {b0= "*a\\\"Ω\n0\"\"'" : f16, foo.k1= unit}: (bf16, vector<f32>, none) -> ()
^exit9():
%v26 = "d.op_1"()<{}>: () -> memref<152x1xcomplex<f32>>
%27 = "z.nop"()<{}>: () -> vector<9x6xf8E4M3B11FNUZ>
"z.nop"(%v26): (memref<152x1xcomplex<f32>>) -> () loc("f":365:154)
"cfx.cond_br"()[^bb10, ^exit9]: () -> () loc("name")
^bb10():
%28:3 = "z.nop"(%25#0): (complex<f32>) -> (vector<14xui3>, (memref<*xsi24, "local mem">, index, vector<8x4xf16>) -> (tensor<8x?x2x?xindex, #foo.enc<f32>>, i17), index) loc("f":144:201)
"foo.br"(%_1)[^exit9]: (f4E2M1FN) -> () loc("dir/with space.c":42:23 to :28)
}): (tensor<4xf32>, tuple<si32, ui32, si64, f6E3M2FN>, (memref<?x1024xvector<5x2x16xf80>, affine_map<(d0, d1) -> (d0, d1)>>) -> (i32)) -> (f8E3M4, tensor<1x29x19xui1024>, tensor<*xf4E2M1FN>)
%29 = "x.y"(%19) {x0= -103: si24, d.k1= {}}: (f8E3M4) -> complex<f32>
}): () -> (f8E8M0FNU, f8E4M3, complex<f16>)
%_30:4 = "d.op_1"() {b0= 43 : index, z91= 0: ui1}: () -> (complex<f32>, bf16, vector<11x13x[16]xi64>, none) // trailing comment
"foo.op"(%value6, %value6) <{}>: (complex<f64>, complex<f64>) -> () // trailing comment
"foo.compute"(%_30#0) <{}>: (complex<f32>) -> ()
}): (f64) -> () loc("src/x.py":152:4294967295)
%31 = "my_dialect.thing"(%value2, %3, %_1) {x0= dense<-401934.0> : tensor<3x2xf32>, a1= sparse<[], []> : tensor<6xi8>, x2}: (f64, i3, f4E2M1FN) -> complex<f32> loc("dir/with space.c":407:281)
%32 = "d.op_1"(%31, %_1, %0)<{k$0= 1.0e-5 : bf16}>: (complex<f32>, f4E2M1FN, complex<ui1>) -> i8 loc("":98:454)
}) : () -> () loc("":65:456)
