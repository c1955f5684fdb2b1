// ir-gen random --seed 180 --size 6
"bar.yield"() {my.k0= array<i32: -349731, -2147483648, -1, -2147483648>}: 
  () -> ()
%_0 = "foo.bar"() ({
^loop0(%v1: tf32, %value2 : i1, %x3: f32):
 // // nested
 "a.b"(%x3, %v1): (f32, tf32) -> () loc(callsite(callsite("a.mlir":57:4294967295 at "dir/with space.c":338:29) at fused<6 : i32>["a.mlir":44:7 to :12, "":219:4294967295, "with \"q\""]))
}, {
^bb1:
}): () -> memref<?x61xui7, strided<[26, ?]>>
"foo.op"(%_0, %_0): (memref<?x61xui7, strided<[26, ?]>>, memref<?x61xui7, strided<[26, ?]>>) -> () loc("dir/with space.c":49:464)
%4 = "d.op_1"(): () -> complex<i1> loc("v"("with \"q\""$))
%$5:3 = "foo.bar.baz"(%4, %4) {b0= loc("dir/with space.c":201:393), _u1}: (complex<i1>, complex<i1>) -> (vector<[14]x4 x f6E3M2FN>, si64, f64)
