!T_0 = tensor<12x?x855x120xi64>
#L0 = loc("f":0:4294967295)
#map1 = true
#loc2 = loc("a.mlir":50:12)

"builtin.module"() ({
// "quotes and {braces} in a comment
%0 = "foo.compute"() {}: () -> (memref<64x158xf4E2M1FN, strided<[58, 1], offset:0>>)
"d.op_1"(%0) {z90, attr1= 1: i1}: (memref<64x158xf4E2M1FN, strided<[58, 1], offset:0>>) -> () loc("a.mlir":379:170)
%value1:2 = "foo.compute"(%0) ({
}): (memref<64x158xf4E2M1FN, strided<[58, 1], offset:0>>) -> (f16, vector<[12]x9xui1>)
%a.b2 = "foo.bar"(): () -> !T_0
%3 = "a.b"() ({
^0():
%_4:3 = "a.b"(): () -> (f8E5M2, !T_0, ui7)
}, {
"foo.op"() {}: () -> () loc("src/x.py":42:44 to 42:38)
}, {
^bb2():
"a.jump"(%value1#0, %value1#1)[^bb3] {a0}: (f16, vector<[12]x9xui1>) -> () loc(#L0)
^bb3:
%5, %value6:2 = "z.nop"(%value1#0) {a0= 3 : index, attr1= 12 : index, a2= 1: i24, x3= #my.v<40, -8, {true [i8, a.b] f32}>}: (f16) -> (none, i32, complex<f8E4M3B11FNUZ>) loc("x")
}): () -> f8E3M4 loc("src/x.py":15)
"my_dialect.thing"(%value1#0, %3) <{foo.k0= "\"b/Xa<\7f", _u1= "#ab0", value2= -1.0e38 : f128, foo.k3= #map1}>: (f16, f8E3M4) -> () loc(#loc2)
}) : () -> () loc("name")
