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
%12 = "bar.yield"(%_11, %v0, %_7#0) {x0, k$1= 0xBFC328E7 : f32, k$2= 0xFF800000 : f32, k$3}: (complex<f16>, tensor<58x?x?xindex>, i8) -> memref<?x4x7xvector<[16]x6xf8E5M2>, {kind = "scratch"}> loc(callsite(fused[] at "":48:22 to 48:58))
%13 = "foo.compute"(%12): (memref<?x4x7xvector<[16]x6xf8E5M2>, {kind = "scratch"}>) -> f64 loc("v"(fused["name"]))
%value14, %15:3 = "z.nop"(): () -> (f64, f8E4M3B11FNUZ, complex<f32>, tensor<807x?x0x3x!x.v<"x y" 37 -3>>)
}) {}: (complex<f8E5M2>, tf32) -> ()
%16 = "bar.yield"(%_10#0, %r1#2): (complex<f8E5M2>, complex<f16>) -> complex<i64> loc("":0:261)
"foo.br"()[^bb3] {}: () -> () loc(fused["src/x.py":47:58 to :64])
^bb3(%v17 : bf16, %v18 : vector<3x2x[2]xi1> loc(fused[unknown, "name", "f":15]), %a.b19: i7):
"bar.yield"(%v0, %_7#1, %r1#2): (tensor<58x?x?xindex>, !bar<"x<y>">, complex<f16>) -> () loc(#l_x2)
%value20:2 = "z.nop"(%_7#1, %value6) <{z90= false, a1}>: (!bar<"x<y>">, f8E5M2) -> (f32, tensor<34x191xi128>)
%_21 = "foo.compute"(%a.b19, %a.b19) {sym_name0, b1= "\\@#\n!\t/\\"}: (i7, i7) -> i16 loc("a.mlir":6:7 to :7)
"foo.br"(%_7#1)[^bb1] ({
}) {sym_name0= "\00" : ui1, sym_name1= 42 : index}: (!bar<"x<y>">) -> () loc(unknown)
}): (complex<f16>, tensor<58x?x?xindex>) -> vector<16x13x[10]xf32>
%value22 = "my_dialect.thing"(%r1#2) {}: (complex<f16>) -> (() -> ()) loc("callee"("n"("a.mlir":237:4294967295)))
}) : () -> () loc("":42:64 to 42:67)
