!T_0 = tensor<13x4x41x10xi32>

"builtin.module"() ({
%_0, %1:3 = "foo.compute"()<{}>: () -> (complex`<ui32>, f64, index, memref<23x771x576xvector<14xi64>, strided<[?, 58, 1]>>) loc(fused<"meta">[])
%2 = "foo.bar.baz"(%_0, %_0): (complex<ui32>, complex<ui32>) -> (tf32) loc(unknown)
%3, %value4:3 = "bar.yield"(%1#0) ({
%_5, %value6:2 = "d.op_1"(): () -> (i128, tensor<f8E4M3FNUZ>, i32)
"foo.bar.baz"(%_5, %value6#1) {}: (i128, i32) -> () loc("a.mlir":64)
%7 = "x.y"(%value6#1) <{}> {}: (i32) -> (!bar.a.b)
%value8 = "foo.bar"(%2, %_0) ({
"builtin.module"() ({
%v9:4 = "x.y"(): () -> (index, (!foo.t<8 "x y" i8>, si16) -> (f32, memref<6x?x357xf16, strided<[?, 2, 1], offset: 14>>), complex<f16>, bf16)
%_10:4 = "z.nop"(%v9#2, %v9#2) ({
}): (complex<f16>, complex<f16>) -> (vector<5x[16]x14xsi17>, f16, f32, tensor<?x3x0x1xsi16, 4 : i32>) loc("dir/with space.c":411:14)
"x.y"(%_10#3, %_10#0) {a0= "/*\95z\n%b\\-", "quoted key 1"= ""}: (tensor<?x3x0x1xsi16, 4 : i32>, vector<5x[16]x14xsi17>) -> ()
}) : () -> () loc(callsite("f":0:14 at "f":342:366))
}) {a0= affine_map<(d0)[s0] -> (d0 * 8)>, _u1= sparse<[[5, 1, 0], [0, 3, 2], [2, 0, 2]], [0, 399, 0]> : tensor<6x6x4xi64>}: (tf32, complex<ui32>) -> complex<f4E2M1FN> loc("v"(unknown))
%11 = "a.b"(): () -> tensor<2x?xf16> loc("x")
}): (f64) -> (f8E4M3FN, bf16, f8E3M4, complex<f8E5M2FNUZ>) loc("op.1")
%v12, %13:3 = "a.b"() <{z90, sym_name1= @_priv, my.k2= #my<"x<1>">}> {}: () -> (none, memref<553x627x?xf64>, !bar<"">, index) loc("dir/with space.c":149:0)
"foo.compute"() <{value0= -1: i1, attr1, b2= f16, value3}>: () -> () // trailing comment
%v14:4 = "x.y"(%1#2) {z90= #foo.flag, d.k1= false, "quoted key 2"= dense<(3.751, 388.848249)> : tensor<complex<f16>>, foo.k3= #foo<"x<1>">}: (memref<23x771x576xvector<14xi64>, strided<[?, 58, 1]>>) -> (f32, !bar.t_1, !bar.v<1, {["x y" -3 a.b] , <62 , f32> , f32}, [-5, 96]>, vector<7xi3>)
"foo.op"(%1#1) {b0= distinct[2]<dense<"0x6A"> : tensor<3x3xui8>>, attr1= -1: i1, z92= dense<(17, -47)> : tensor<3xcomplex<i32>>}: (index) -> ()
"my_dialect.thing"(%v14#3, %_0) <{}>: (vector<7xi3>, complex<ui32>) -> () loc("a.mlir":5:55 to 8:19)
%v15 = "z.nop"() {}: () -> index loc("a.mlir":4294967295:453)
%v16:4 = "foo.compute"(%3): (f8E4M3FN) -> (!T_0, i128, !x.param<-4, {?}, 79>, f32) loc("name")
%value17 = "foo.compute"() {attr0, sym_name1= {x0= @_priv::@"x y", foo.k1, value2}, _u2= distinct[3]<sparse<[[1], [2], [0], [1]], [1, -128, 0, 1]> : tensor<5xi8>>}: () -> (!my_dialect<"a b">) loc("dir/with space.c":441:10)
%$18, %value19:2 = "foo.bar"() {foo.k0= loc("name"), sym_name1}: () -> (bf16, f64, memref<*xui1024, "local mem">) loc(unknown)
%v20 = "foo.bar.baz"(%value19#1, %v14#2) <{z90= -64: i7}>: (memref<*xui1024, "local mem">, !bar.v<1, {["x y" -3 a.b] , <62 , f32> , f32}, [-5, 96]>) -> !bar<"a b"> loc("op.1")
}) : () -> () loc("f":158:128)
