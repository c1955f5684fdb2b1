#L0 = loc("dir/with space.c":207:257)
#l_x1 = loc("":11:41 to 14:55)

"builtin.module"() ({
%value0 = "d.op_1"() ({
^0(%value1: tensor<0x285x2x!my_dialect<"a b">>, %2: tensor<?x4x5xui32> loc("dir/with space.c":14:67 to 15:58), %_3: vector<7xf80> loc("name")):
}) {attr0, foo.k1= 0.2 : f16}: () -> complex<bf16> loc("a.mlir":31:47 to 33:21)
%v4, %v5:3 = "my_dialect.thing"(%value0, %value0)<{}> ({
"builtin.module"() ({
%value6 = "foo.op"() {my.k0= "#_\n{", a1}: () -> index
%value7:4 = "foo.bar.baz"(): () -> (tuple<>, tuple<si32, si8, f32, none>, complex<bf16>, memref<574x?x6xi8>)
"z.nop"(%value6, %value7#1) {}: (index, tuple<si32, si8, f32, none>) -> ()
%v8 = "z.nop"(%value7#0, %value7#1) {}: (tuple<>, tuple<si32, si8, f32, none>) -> ui32 loc("f":15)
%value9 = "d.op_1"(%value7#1, %value7#0): (tuple<si32, si8, f32, none>, tuple<>) -> complex<bf16> loc(unknown)
%10:3 = "foo.bar.baz"(%value9) <{z90= sparse<[], []> : tensor<3xi32>, d.k1= dense<"0x5ADBFD9B"> : vector<1x2xf32>}> {value0= {k$0= #bar<"x<1>">}, a1= true}: (complex<bf16>) -> (tensor<7x?x!my_dialect.type>, f8E4M3, tensor<1x2x?x255xvector<[14]xi64>>) loc("src/x.py":28:28 to 31:22)
}) : () -> ()
}, {
^b1(%v11: i32, %r12: vector<16x9xi64> loc(#L0), %v13: memref<4x4xi7>):
%v14 = "z.nop"(%v11): (i32) -> f8E4M3FNUZ
%_15:2 = "d.op_1"(%v13) <{foo.k0= affine_map<(d0)[s0] -> ()>}> {a0= -0.5 : bf16}: (memref<4x4xi7>) -> (tensor<f8E8M0FNU>, f6E3M2FN)
"z.nop"(%v11) <{foo.k0= 0, a1= unit, value2= 0: i64, z93= -1: i1}> {_u0= @s$::@_priv::@main}: (i32) -> () loc(#l_x1)
"foo.op"(%r12, %v13, %v13): (vector<16x9xi64>, memref<4x4xi7>, memref<4x4xi7>) -> ()
%v16 = "foo.bar.baz"(%v13, %v13): (memref<4x4xi7>, memref<4x4xi7>) -> (bf16)
%17 = "bar.yield"(%_15#0): (tensor<f8E8M0FNU>) -> f80 loc("dir/with space.c":74)
}, {
%18 = "foo.bar.baz"(%value0, %value0): (complex<bf16>, complex<bf16>) -> (complex<i64>) loc(unknown)
%tmp_19 = "a.b"(%value0, %value0) {x0= 0: ui64}: (complex<bf16>, complex<bf16>) -> i32
}): (complex<bf16>, complex<bf16>) -> (memref<5x4x1xf8E5M2FNUZ, strided<[?, ?, 45], offset: ?>>, f64, vector<ui1>, vector<7xf128>)
%x20 = "a.b"() ({
%_21 = "foo.op"() {z90= "_baé@\"", b1= dense<920> : tensor<index>}: () -> complex<f16> loc("a.mlir":0:240) // trailing comment
%22 = "foo.bar.baz"(): () -> i32
%_23 = "x.y"(%22, %v4, %v4) ({
^exit4(%24 : !my_dialect.a.b, %_25 : !bar.v<"x y", "x y"> loc("a.mlir":47:20 to 49:42)):
}) {z90= [4.9e-324 : tf32], k$1= 3: i128, value2= dense<0> : tensor<i64>}: (i32, memref<5x4x1xf8E5M2FNUZ, strided<[?, ?, 45], offset: ?>>, memref<5x4x1xf8E5M2FNUZ, strided<[?, ?, 45], offset: ?>>) -> i32
}): () -> tensor<?x601xvector<16x9xf64>, 0 : i32>
%v26 = "my_dialect.thing"() {a0= affine_map<(d0, d1) -> ()>}: () -> memref<?xf64, strided<[1], offset: ?>> loc("f":15:31 to :34)
}) : () -> ()
