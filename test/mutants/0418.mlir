%_0 = "bar.yield"() {value0= "éz\7fX\"0", k$1= bf16, a2= 9.257 : f16}: () -> complex<bf16> // trailing comment
%v1:2 = "x.y"() ({
^0():
%2 = "my_dialect.thing"(%_0, %_0, %_0) {k$0= [14.373439, #foo.v<{"x y"},45>]}: (complex<bf16>, complex<bf16>, complex<bf16>) -> i32
"a.b"() <{}>: () -> () // trailing comment
"cfx.cond_br"(%_0, %2, %2)[^bb1, ^bb3]: (complex<bf16>, i32, i32) -> ()
^bb1(%3: tuple<>, %4: none loc(callsite("with \"q\"" at "with \"q\""))):
"cfx.cond_br"(%_0, %2, %_0)[^bb2, ^bb1] ({
%a.b5 = "a.b"(%4) ({
"a.jump"(%4, %_0)[^bb6]: (none, complex<bf16>) -> () loc(unknown)
^bb6:
%-6 = "foo.compute"(%2) {}: (i32) -> complex<f16> loc(fused[unknown])
%_7, %8:2 = "foo.bar.baz"(%-6): (complex<f16>) -> (() -> (index, index), index, i1024) loc("a.mlir":24:69 to :71)
"x.switch"(%-6)[^bb6] <{k$0= true, x1= 0x11139E78 : f32, "quoted key 2"= loc("dir/with space.c":45:74 to :74)}> {"quoted key 0"= 46: ui64}: (complex<f16>) -> () // trailing comment
}): (none) -> tensor<249x4xi8>
%_9 = "foo.compute"(): () -> !foo.param<<75, ?>> loc("callee"(unknown))
%value10:2 = "foo.bar.baz"(%_9, %_0, %a.b5): (!foo.param<<75, ?>>, complex<bf16>, tensor<249x4xi8>) -> (index, bf16)
%v11 = "foo.compute"(%value10#1) <{z90= dense<"}@"> : tensor<3x3x!foo.str>}> {}: (bf16) -> tensor<*xf6E3M2FN> loc(callsite("with \"q\"" at "a.mlir":60)) // trailing comment
}, {
%v12 = "foo.compute"(%4, %4) ({
^8(%value13 : tensor<3x999x?x?xi8, "sparse">):
"cfx.cond_br"(%2, %3, %4)[^x.y9, ^x.y9] {_u0, value1}: (i32, tuple<>, none) -> ()
^x.y9:
"z.nop"(%2): (i32) -> () loc("a.mlir":11:18 to 14:5) // trailing comment
%v14:2 = "foo.bar.baz"(%3, %4)<{foo.k0= dense_resource<res_0> : tensor<5xi32>}>: (tuple<>, none) -> ((bf16, ui1, tensor<0xindex>) -> (), index)
%value15 = "bar.yield"(%v14#1, %value13, %v14#0) {}: (index, tensor<3x999x?x?xi8, "sparse">, (bf16, ui1, tensor<0xindex>) -> ()) -> !my_dialect<"abc">

"my_dialect.thing"(%2, %4, %value13): (i32, none, tensor<3x999x?x?xi8, sparse">) -> () loc("op.1")
"cfx.cond_br"(%v14#1)[^bb10] {}: (index) -> ()
^bb10:

"foo.br"(%3, %2)[^bb11, ^bb10]: (tuple<>, i32) -> ()
^bb11(%_16: i24):
"x.switch"(%value13, %_16, %_0)[^bb11] {}: (tensor<3x999x?x?xi8, "sparse">, i24, complex<bf16>) -> ()
}, {
^bb12(%tmp_17: vector<ui1>, %x18: memref<*xi8, "gpu">, %19: complex<f32> loc(unknown)):
"d.op_1"(%x18, %tmp_17, %x18): (memref<*xi8, "gpu">, vector<ui1>, memref<*xi8, "gpu">) -> ()
}): (none, none) -> ui128 loc(unknown)
%20 = "a.b"(%4, %2) <{z90= [82.47E0, dense_resource<blob1> : tensor<1xi64>, 48.2E8, 131071: i17], z91= affine_map<(d0, d1) -> (-(d0) * 7, 4 * (d0 * 3))>, sym_name2, b3= unit}>: (none, i32) -> vector<[4]xbf16> loc("with \"q\"")
}): (complex<bf16>, i32, complex<bf16>) -> ()
^bb2():
"x.switch"(%_0, %2, %2)[^bb3, ^bb2]: (complex<bf16>, i32, i32) -> ()
^bb3:
%_21 = "my_dialect.thing"(%2, %2): (i32, i32) -> f8E4M3FN
}): () -> (memref<3x1x?xi7, {kind = "scratch"}>, f4E2M1FN)
%a.b22 = "x.y"(%v1#1, %v1#0, %v1#1): (f4E2M1FN, memref<3x1x?xi7, {kind = "scratch"}>, f4E2M1FN) -> tensor<767xvector<[9]x1xi1>, 7 : i32>
%value23 = "a.b"() {k$0= @c}: () -> (ui1) loc("":38:4 to 40:30)

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000C716D86B63EE880CC3910FA9656385908962A683",
      blob1: "0x080000001EBB7DA8FFF03DFE"
    }
  }
#-}
