// ir-gen random --seed 256 --size 20
%v0 = "bar.yield"() ({
    "builtin.module"() ({
        %v1, %r2:3 = "foo.op"(): () -> (tensor<441x379x3x2xf8E4M3FN>, vector<16x11x13xf64>, f16, f32)
        %v3:3 = "z.nop"(%r2#2) {}	: (f32) -> (memref<?x?x?xsi17, affine_map<(d0, d1, d2) -> (d2, d1, d0)>,{kind = "scratch"}>, tensor< 
 3x4xcomplex<bf16>>, memref<?x?x48xi8, strided<[46, 36, 1]>, "gpu">) loc("src/x.py":46)
        %4 = "z.nop"(%r2#2, %r2#2, %v3#0): (f32, f32, memref<?x?x?xsi17, affine_map<(d0, d1, d2) -> (d2, d1, d0)>,{kind = "scratch"}>) -> (si17)
        %5 = "bar.yield"(%4, %v3#1, %r2#0) ({
        ^bb0(%v6: index, %7: f80):
            %value8 = "my_dialect.thing"(%4 , %v3#2): (si17, memref<?x?x48xi8, strided<[46, 36, 1]>, "gpu">) -> si1
            %v9 = "bar.yield"(%7): (f80) -> tensor<8x?xcomplex<bf16>>
        }): (si17, tensor< 
 3x4xcomplex<bf16>>, vector<16x11x13xf64>) -> i32 loc("v"("a.mlir":34))
        %r10 = "foo.bar.baz"(%v3#2) {_u0= 0: i32, sym_name1}: (memref<?x?x48xi8, strided<[46, 36, 1]>, "gpu">) -> index loc("":4294967295:348)
    }) : () -> () loc(unknown)
}, {
^undefined_block(%_11: memref<33xi8, 4> loc("a.mlir":131:4294967295), %12: tensor<57x5x3x?xtf32>, %v13 : f16 loc("f":331:265)):
    "x.y"(%12, %_11, %v13) {_u0, "quoted key 1"= 0: ui64, z92= -1: i24}: (tensor<57x5x3x?xtf32>, memref<33xi8, 4>, f16) -> () loc("a.mlir":455:40)
    "z.nop"(%12)<{attr0= dense<[[[33.5E9], [2.44224e29], [0.55587e-0]], [[899.331827], [1.0e38],
    [9.57672e-3]], [[0.1], [1.17549435e-38], [-217575.0]]]> : tensor<3x3x1xf8E4M3>}>: (tensor<57x5x3x?xtf32>) -> () loc(callsite(fused<#foo.m>[unknown, "a.mlir":378:0] at "dir/with space.c":152:122))
    "d.op_1"() {foo.k0= -1.0e-5 : f6E3M2FN, k$1, "quoted key 2"= false}: () -> () loc("v"("":64))
    %14:2 = "foo.bar.baz"(): () -> (complex<ui64>, complex<f6E3M2FN>) loc("x")
    %value15 = "foo.bar"(%14#0) {attr0= 37 : index, my.k1= 0x3D3167DE : f32,  x2}: (complex<ui64>) -> memref<46x?x1 x i1, affine_map<(d0, d1, d2) -> ((-(d1)) ceildiv 9, 1 * (6))>> loc("":69:4294967295)
    %x16 = "my_dialect.thing"(): () -> (f64)
}): () -> complex<f6E3M2FN>
%v17, %v18:2 = "foo.bar"(%v0, %v0, %v0) ({
}): (complex<f6E3M2FN>,  complex<f6E3M2FN>, complex<f6E3M2FN>) -> (!x.param<<?>>, !bar.param<{"x y",80,[a.b,"x y"]}, -0>, memref<?xi7>)
%value19 = "z.nop"() {}: () -> i64 loc("a.mlir":407:29)
%_20:2 = "z.nop"(): () -> (f32, index) // trailing comment
%_21:2 = "my_dialect.thing"(): () -> (i1024, f32) loc("a.mlir":12:36 to :43)
"z.nop"(%value19): (i64) -> () loc("dir/with space.c":320:324)
"foo.bar"(%_21#1, %_20#0) <{my.k0= distinct[1]<dense<1.0E+10> : vector<290xbf16>>}>: (f32, f32) -> () loc("dir/with space.c":10:32 to :35)
