!t0 = tensor<? x 2x1xi7>
!alias_1 = f64
!t2 = i7
!alias_3 = complex<bf16>
!alias_4 = bf16

%0 = "my_dialect.thing"()<{}> {}: () -> ((tensor<?x2x51x0xtf32>, vector<i1>, memref<37xbf16, strided<[1], offset:0>>) -> ())
%1:3 = "foo.bar.baz"(%0): ((tensor<?x2x51x0xtf32>, vector<i1>, memref<37xbf16, strided<[1], offset:0>>) -> ()) -> (i32, !x.type, !t0)
%2, %tmp_3:3 = "z.nop"(%1#1, %0) ({
^bb0(%v4: none loc("dir/with space.c":44:73 to 46:66), %$5 : index):
 "x.y"(%1#2, %1#2, %v4) ({
 ^bb1:
  %v6 = "foo.compute"(%1#0) <{}> {"quoted key 0"= [si32, dense<0> : tensor<3x4x2xui64>], value1= #my.a<-1>, value2= dense<-4874> : tensor<i64>}: (i32) -> index loc(fused<"meta">["v"("name"), "src/x.py":40:70 to :72])
  %x7 = "a.b"() <{"quoted key 0"= affine_set<(d0)[s0] : (3 * 4 == 0, ((4) floordiv 9) floordiv 7 <= 6)>, value1}>: () -> i24 loc("a.mlir":0:37)
  %value8, %_9:2 = "d.op_1"(%v6, %0): (index, (tensor<?x2x51x0xtf32>, vector<i1>, memref<37xbf16, strided<[1], offset:0>>) -> ()) -> (!alias_1, complex<f8E3M4>, memref<32x620xi64>) loc("op.1")
  "x.y"(%_9#0, %v6) <{sym_name0= false, value1= complex<f4E2M1FN>, b2= affine_map<()[] -> ()>}> {d.k0= sparse<[[1, 3]], [1.0e38]> : tensor<2x5xf64>, a1= 1.0E+10 : f8E4M3B11FNUZ}: (complex<f8E3M4>, index) -> ()
  %10 = "foo.bar"(%_9#1) {}: (memref<32x620xi64>) -> !t2 loc("x")
  %r11 = "my_dialect.thing"(%_9#0): (complex<f8E3M4>) -> (!my_dialect<"a b">) loc(unknown)
 }, {
  %_12 = "foo.op"(%1#1, %1#1, %v4) {}: (!x.type, !x.type, none) -> f16
  %13 = "foo.bar.baz"(%_12) {}: (f16) -> !t0
  "foo.compute"(%v4)<{}> {value0= dense<901> : tensor<4xindex>, foo.k1}: (none) -> ()
  "a.b"() ({
  ^bb3(%14 : i24):
   "z.nop"(%$5): (index) -> ()
   "x.switch"(%1#0, %13, %_12)[^bb4] {_u0= "\n_%\F0 Xa!é\0B", "quoted key 1"= -2.992 : f8E5M2, a2}: (i32, !t0, f16) -> ()
  ^undefined_block:
   %v15:2 = "x.y"(%_12, %v4, %14) {foo.k0= affine_set<(d0, d1)[s0] : (s0 >= 0, (d1) floordiv 7 * 7 >= 0, d1 + s0 + 9 * (7) >= 0)>, a1= "-'# \6B\n.#<X\t", value2= ["", sparse<[], []> : tensor<3xf16>], attr3= 0: i1}: (f16, none, i24) -> (complex<f8E4M3FN>, (memref<?xi32, affine_map<(d0) -> (d0)>, {kind = "scratch"}>, i32, complex<f64>) -> (!my_dialect.t<12, "x y", 74>))
   "foo.op"(%14, %13, %_12): (i24, !t0, f16) -> ()
   %v16 = "x.y"(%0, %13, %_12): ((tensor<?x2x51x0xtf32>, vector<i1>, memref<37xbf16, strided<[1], offset:0>>) -> (), !t0, f16) -> none loc(fused<#foo.m>["src/x.py":65, "src/x.py":39:29 to 41:22])
   %17 = "my_dialect.thing"(%14, %14, %_12) {}: (i24, i24, f16) -> ui128
  }): () -> () loc("dir/with space.c":433:432)
 }) {sym_name0= 0x0: ui1, value1= "\7fbXb", sym_name2}: (!t0, !t0, none) -> ()
 %18 = "foo.compute"(%1#2, %1#2): (!t0, !t0) -> none
}, {
 %19, %v20:2 = "a.b"() {}: () -> (f8E4M3FNUZ, i32, none)
 %v21:2 = "x.y"(%v20#1, %1#2, %1#2) ({
}): (none, !t0, !t0) -> ((complex<f8E3M4>, memref<6x?x?xf64, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, {kind = "scratch"}>) -> tensor<?x!foo.t<[<? a.b>]>>, bf16)
 %_22:3 = "a.b"(%1#0, %v20#1, %v21#1): (i32, none, bf16) -> (vector<2x[3]xf32>, i7, vector<16x6x12xi1>) loc("name")
}): (!x.type, (tensor<?x2x51x0xtf32>, vector<i1>, memref<37xbf16, strided<[1], offset:0>>) -> ()) -> (!x<"x<y>">, complex<f32>, ui1024, index)
%_23 = "bar.yield"(%1#1, %tmp_3#1, %2) {sym_name0, z91= true, a2= 
  dense_resource<res_0> : tensor<3xi8>, a3= [dense<> : tensor<0x3xf64>]}: (!x.type, ui1024, !x<"x<y>">) -> (f32)
%tmp_24:4 = "foo.compute"(%tmp_3#0, %tmp_3#0): (complex<f32>, complex<f32>) -> (vector<12x5xbf16>, tensor<*xvector<ui3>>, !alias_3, !t0) loc("v"(fused<#foo.m>["dir/with space.c":37:60 to 39:5, "":15:29 to 17:9]))
%_25:3 = "foo.compute"(%tmp_24#2, %tmp_24#2, %tmp_24#1) ({
^bb6(%26 : index, %27 : i8):
 %v28 = "foo.bar.baz"(%27): (i8) -> memref<23xf8E5M2FNUZ, strided<[?], offset: ?>, 5>
 "foo.op"(%1#2 , %tmp_3#0, %tmp_24#3) ({
 ^x.y7(%29 : memref<?x47x55xcomplex<f32>, strided<[6, ?, 1], offset: 14>, {kind = "scratch"}>):
 }) {d.k0= dense<330> : tensor<242xindex>, "quoted key 1"= 1: ui1}: (!t0, complex<f32>, !t0) -> ()
 %value30, %_31:3 = "foo.bar"(): () -> (f64, !t0, f16, complex<f4E2M1FN>) loc(fused<"meta">["a.mlir":333:295])
 %value32:2 = "foo.bar.baz"(%_31#1)<{a0= #my.p<a.b, f32, ?>, k$1= [@x.y], value2= 13 : index}> ({
  "my_dialect.thing"(%value30, %_31#2) {}: (f64, complex<f4E2M1FN>) -> () loc("dir/with space.c":20)
  %33 = "d.op_1"(%27, %v28, %tmp_3#1)<{x0= sparse<[[1, 1], [2, 1]], [-9223372036854775808, 0x1D5D]> : tensor<3x4xi64>}>: (i8, memref<23xf8E5M2FNUZ, strided<[?], offset: ?>, 5>, ui1024) -> tensor<34x28x581xf64>
  "x.y"(%_31#0, %33, %33) ({
   %value34 = "foo.compute"(%_31#2) {d.k0= array<i1: true, true>}: (complex<f4E2M1FN>) -> (none)
  }) {}: (!t0, tensor<34x28x581xf64>, tensor<34x28x581xf64>) -> ()
  "bar.yield"(%1#1, %_31#0, %tmp_3#0): (!x.type, !t0, complex<f32>) -> () loc(unknown)
 }) {x0, value1, b2, d.k3= #bar<"a b">}: (f16) -> (f64, f8E4M3FN)
}, {
}) {value0= sparse<[[1, 2, 4]], [65504.0]> : tensor<5x6x5xf16>}: (!alias_3, !alias_3 , tensor<*xvector<ui3>>) -> (vector<[14]x8xindex>, si3,
    !alias_4) loc(callsite(unknown at unknown))
"z.nop"(%tmp_24#0, %1#0, %tmp_3#2) <{a0= dense<> : tensor<0xi32>, x1, x2= loc("v"(callsite("":38:78 to 39:8 at "dir/with space.c":0:149))), sym_name3= "\E6b\t\00'\4E\08a.}"}> {b0= {}, "quoted key 1"=  sparse<[[4, 1, 3], [1, 1, 0]], [0xB237, 0.5]> : tensor<6x2x4xf16>, _u2, _u3= {z90= "\n%\n}", k$1= dense<["z\00 #\"#\"!X", "#\00\n🙂#*\""]> : tensor<2x!foo.str>, foo.k2= array<i32: -2147483648, -2147483648>}}: (vector<12x5xbf16>, i32, index) -> () loc("src/x.py":24:48 to 24:29)
%v35 = "a.b"(): () -> !x<"abc">

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x0400000063A2B3"
    }
  }
#-}
