#x_y0 = loc("dir/with space.c":339:0)
#a1 = {"quoted key 0"= -51: i8}
#l_x2 = loc(fused["":38:4294967295])

"builtin.module"() <{sym_name = "m52"}> ({
%v0 = "a.b"() {my.k0= 364831.0 : f6E3M2FN, a1}: () -> tensor<58x?x?xindex>
%r1:3 = "foo.op"(%v0) {my.k0= "_b\"日本\\@z\7f\t\7f_\7f", value1= [#x_y0, dense<[[-1], [1], [0x0], [1]]> : tensor<4x1xi32>, "", #foo.a<[a.b],<-7 {-4, "x y"}>,-6>]}: (tensor<58x?x?xindex>) -> (i8, tf32, complex<f16>) loc("a.mlir":474:0)
%_2 = "z.nop"(%r1#2, %v0) ({
^exit0(%3 : i1 loc("":5:23 to 5:10), %v4: !x.param<abc>, %v5: i64 loc("a.mlir":34:275)):
%value6 = "a.b"(%r1#2) ({
}) {}: (complex<f16>) -> f8E5M2 loc("src/x.py":49:44 to :45)
%_7:2 = "z.nop"(%value6, %v0, %v4) <{k$0= {attr0= loc("x")}, x1= 185: i8}> {attr0= affine_map<(d0) -> ((0) ceildiv 1 * 1, d0 - 5 - d0 + 8)>, d.k1= array<f64: 0xC1E7E76095CA4102, 0.647, 5.9654e24>, b2, a3= #a1}: (f8E5M2, tensor<58x?x?xindex>, !x.param<abc>) -> (i8, !bar<"x<y>">)
"a.jump"(%value6, %value6)[^bb1]: (f8E5M2, f8E5M2) -> ()
^bb1:
"a.jump"()[^bb2, ^bb1]<{}> ({
%v8 = "foo.bar"(%v5): (i64) -> index
}, {
}): () -> ()
^bb2:
%_9 = "my_dialect.thing"(%v0, %_7#1, %_7#0)<{_u0= "", b1}> {k$0= 2.52100e6 : f32}: (tensor<58x?x?xindex>, !bar<"x<y>">, i8) -> ui8
"d.op_1"(%_7#1): (!bar<"x<y>">) -> ()
%_10:2 = "a.b"(%_9, %_7#1, %_9) {x0= distinct[3]<>}: (ui8, !bar<"x<y>">, ui8) -> (complex<f8E5M2>, tensor<ui16>)
// // nested
"foo.op"(%_10#0, %r1#1) ({
%_11 = "d.op_1"(): () -> complex<f16>
%12 = "bar.yield"(%_11, %v0, %_7#0) {x0, k$1= 0xBFC328E7 : f32, k$2= 0xFF800000 : f32, k$3}: (complex<f16>, tensor<58x?x?xindex>, i8) -> memref<?x4x7xvector<[16]x6xf8E5M2>, {kind = "scrat