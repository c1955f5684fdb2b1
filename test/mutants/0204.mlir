// ir-gen random --seed 49 --size 14
!t0 = !bar<"">
!T_1 = tensor<5x3x?xf8E4M3FNUZ>
!t2 = index
!t3 = index
#a0 = {attr0= "ba\t\n", b1}
#l_x1 = loc("x")

"d.op_1"(): () -> () loc(fused<#foo.m>["src/x.py":4294967295:147, "dir/with space.c":9:34 to :41])
%_0 = "bar.yield"() ({
^0:
 %a.b1 = "foo.bar"()<{k$0= 31843441635738936693658318193144: i1024, "quoted key 1"= "#.\05\n-_", "quoted key 2"= "\00.!}\EE\C3\A9\nb</@\00", value3= "ßzΩ"}>: () -> !my_dialect.t loc("v"("a.mlir":83:21))
 %v2, %3:3 = "d.op_1"(%a.b1) {}: (!my_dialect.t) -> (() -> !my_dialect.param<{[abc , true] , "x y" , f32>, !t0, tensor<si3>, !t0) loc(fused<"meta">[])
 "foo.compute"(%v2, %v2)<{x0= 103.946470 : f16}> {z90= affine_map<(d0, d1, d2) -> ()>, attr1= {z90, attr1= @s$, my.k2= -986000011233227388204: i128}, b2= -1: i1}: (() -> !my_dialect.param<{[abc , true] , "x y" , f32}>, () -> !my_dialect.param<{[abc , true] , "x y" , f32}>) -> ()
 "foo.compute"(%3#0, %3#2, %a.b1) <{z90= -1.17549435e-38 : bf16, foo.k1, "quoted key 2"= affine_map<(d0, d1) -> ()>}> {}: (!t0, !t0, !my_dialect.t) -> ()
}): () -> i8
"a.b"(%_0, %_0) <{}> ({
^bb1(%4: none loc("":15:74 to :79), %x5: tensor<?x!my_dialect.a.b>):
 %6:4 = "foo.bar"(%x5) {}: (tensor<?x!my_dialect.a.b>) -> (f16, tuple<index, index, bf16>, !t0, complex<f4E2M1FN>)
}, {
 %v7, %8:3 = "foo.op"(%_0, %_0, %_0) ({
}) {"quoted key 0"= "." : f16, k$1= []}: (i8, i8, i8) -> (tuple<memref<47x63x458xui3, strided<[37, 44, 1], offset:0>>>, tensor<vector<[16]x15x9xui64>>, !T_1, tensor<*xui7>)
 %x9:4 = "z.nop"(%v7, %8#2) ({
 ^3(%10: memref<3x52xf32, strided<[22, 50], offset:0>>):
  %value11, %_12:2 = "a.b"(): () -> (!t2, !t3, memref<2x376xsi1024, affine_map<(i0, i1) -> (-(-(2)), (i0) ceildiv 5 * 8)>, "shared">) loc(fused[]) // trailing comment
  %value13 = "z.nop"(%_12#0): (!t3) -> (!bar.t<-5 , i8 , -1>)
  %14:2 = "x.y"(%8#2) {d.k0= affine_map<(d0, d1)[s0, s1] -> ()>}: (tensor<*xui7>) -> (ui3, tuple<f32, index>)
 }, {
  "cfx.cond_br"(%v7, %_0)[^bb5]: (tuple<memref<47x63x458xui3, strided<[37, 44, 1], offset:0>>>, i8) -> () loc("dir/with space.c":0:430)
 ^bb5:
  "foo.op"(%8#0, %v7, %8#0) {"quoted key 0", _u1= #a0}: (tensor<vector<[16]x15x9xui64>>, tuple<memref<47x63x458xui3, strided<[37, 44, 1], offset:0>>>, tensor<vector<[16]x15x9xui64>>) -> () loc(#l_x1)
 }) {k$0= dense<683529.0> : tensor<2x2x4xf8E4M3FNUZ>, attr1= affine_map<() -> (((3) mod 8) ceildiv 7)>, value2}: (tuple<memref<47x63x458xui3, strided<[37, 44, 1], offset:0>>>, tensor<*xui7>) -> (tensor<7x1xi32>, i64, f8E4M3B11FNUZ, !T_1) loc("":47)
}) {b0= #a0, sym_name1= -1.17549435e-38 : f8E4M3B11FNUZ, foo.k2}: (i8, i8) -> ()
"x.y"() {z90= #a0, value1= 0.3 : f32}: () -> () loc("":22:41 to :49)
