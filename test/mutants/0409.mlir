#map0 = unit

"builtin.module"() ({
    %0 = "foo.compute"() ({
        "a.b"() {}: () -> ()
        "d.op_1"() {sym_name0}: () -> ()
        // 
        %r1 = "z.nop"(): () -> memref<104x5x397xi24, strided<[42, ?, 26], offset: ?>, 2> loc("name")
        %value2 = "a.b"(%r1, %r1): (memref<104x5x397xi24, strided<[42, ?, 26], offset: ?>, 2>, memref<104x5x397xi24, strided<[42, ?, 26], offset: ?>, 2>) -> (i16)
    }): () -> (i24) loc(fused["a.mlir":0:397, callsite("dir/with space.c":152:363 at "f":6), "a.mlir":197:0])
    %v3:4 = "my_dialect.thing"() {b0= -1: i1, z91= sparse<[[1, 0], [0, 1], [2, 0], [1, 2]], [-128, -1, 1, -128]> : tensor<6x6xi8>, sym_name2= tf32, k$3= affine_map<(i0, i1)[N0] -> ((i0) floordiv 5 * 2, (N0) mod 9, N0 + (6) * N0)>}: () -> (i32, f16, index, complex<f6E3M2FN>) loc(callsite(unknown at fused<"meta">["line
break":49:291, "op.1", "f":408:248]))
    %4:3 = "a.b"()<{d.k0= "\t0@ "}> {a0= @c::@b, z91, sym_name2}: () -> (complex<f32>, i24, tensor<1x7x5x338xcomplex<f6E2M3FN>>) loc("a.mlir":332:242)
    %v5, %6:2 = "a.b"() {"quoted key 0"= #foo.b.c, z91= [18446744073709551615, 0: i8, 1], x2, attr3= i64}: () -> (bf16, i32, i1)
    %value7 = "my_dialect.thing"() {b0= "zz/< -}\\0\n{\n", x1, a2= sparse<[[1], [3]], [-2147483648, -1929]> : tensor<5xi32>, "quoted key 3"= #map0}: () -> memref<?xf64> loc("x")
    %8 = "foo.compute"() {}: () -> tf32 loc("a.mlir":41:57 to 41:29)
    %_9:4 = "foo.bar"(%8, %v3#1): (tf32, f16) -> (memref<*xf8E4M3, 5>, bf16, !bar.type, tensor<3x?x3x761xf8E4M3FN>)
    "a.b"(%v3#1, %_9#3)<{a0= {k$0= -65536: i17, z91= [array<i32: 0x7904, -2147483648>, 8.111 : f8E4M3B11FNUZ]}, b1= {}, b2= #my.p<[["x y" abc]],f32>, d.k3= 97: i8}> {}: (f16, tensor<3x?x3x761xf8E4M3FN>) -> ()
    %v10 = "foo.bar.baz"(%_9#0, %_9#1): (memref<*xf8E4M3, 5>, bf16) -> f8E4M3B11FNUZ loc(unknown)
    "foo.op"(%_9#3, %6#1, %_9#1): (tensor<3x?x3x761xf8E4M3FN>, i1, bf16) -> () loc(fused<"meta">[])
    %value11 = "foo.bar"() {_u0= 124599.0 : f4E2M1FN}: () -> tensor<205x!my_dialect.type>
    %tmp_12:2 = "d.op_1"(%v10) {foo.k0= -50: si8, b1, d.k2= #my.b.c}: (f8E4M3B11FNUZ) -> (index, index) loc("callee"("op.1"))
    "a.b"(%v5, %4#2) {my.k0= #bar.v<<<f32,-8,a.b>,?>>, k$1= 0: i32, attr2}: (bf16, tensor<1x7x5x338xcomplex<f6E2M3FN>>) -> ()
}) {foo.module_attr = -1: i7} : () -> ()
