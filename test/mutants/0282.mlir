!ty0 = index
#loc0 = loc("src/x.py":4294967295:55)
#loc1 = loc("name")

%v0 = "foo.op"() ({
  // a comment
  "foo.op"(): () -> ()
  %1 = "z.nop"() ({
    "builtin.module"() ({
      "bar.yield"() {k$0= #foo<"x<1>">, z91= dense<0> : tensor<100xui3>, attr2}: () -> () loc("x")
      %v2 = "bar.yield"() {a0= [-8388608: i24, -65536: i17], z91= distinct[3]<affine_map<()[s0, s1] -> (((s1) ceildiv 8) floordiv 9, (3) mod 8)>>}: () -> f16
      %value3, %_4:3 = "a.b"(%v2, %v2) {a0, z91= {k$0= 0 : index, value1= ""}}: (f16, f16) -> (vector<[6]x8xf32>, i8, none, tuple<!ty0, i1, ui16>)
      "foo.compute"() ({
      ^bb1(%5 : f32):
        %6 = "foo.bar"(%value3, %_4#0): (vector<[6]x8xf32>, i8) -> (() -> ui16) loc("v"(callsite("":280:262 at "src/x.py":28:43 to 29:32)))
        // "qu�(otes" and {braces} in a comment
        %a.b7:3 = "a.b"(): () -> (vector<1x9x10xindex>, tensor<*xf8E3M4>, memref<*xui7, 6>)
      }): () -> ()
    }) : () -> ()
  }): () -> vector<3x8x5xi8>
}): () -> i1024 loc(#loc0)
%8 = "x.y"() {b0= [], b1= affine_set<(d0, d1)[s0] : (9 * (d0 + s0) >= 3 * (d1), (-(5)) ceildiv 5 >= 0, s0 * 6 - 6 * (s0) == 0)>}: () -> memref<23x8x?xi32> loc(#loc1)
%value9 = "foo.bar.baz"(%v0, %v0, %8): (i1024, i1024, memref<23x8x?xi32>) -> f8E4M3FN loc("f":206:4294967295)
"foo.op"(%value9)<{z90= 4974592385234977: ui64}>: (f8E4M3FN) -> () loc("a.mlir":34:14 to 37:7)
%10, %value11:3 = "foo.op"(%v0) <{foo.k0= @"a"::@f_1::@s$, value1, _u2}> {z90= affine_map<() -> ((0 * 7) floordiv 3, (8) ceildiv 6, -((4) ceildiv 4))>}: (i1024) -> (memref<*xf8E4M3>, f32, index, complex<f8E5M2>) loc("f":10:19 to 11:5)

%value12:2 = "a.b"(%value11#1, %value11#2, %value11#0) <{my.k0= dense<-63.75E8> : tensor<1x4xf32>, d.k1= -1449612023: i32}> ({
}) {value0= -170141183460469231731687303715884105728: i128}: (index, complex<f8E5M2>, f32) -> (f16, !x.param<7, [{? ?},[-7],abc]>) loc("a.mlir":120:435)

%value13 = "d.op_1"(%value12#1, %value9, %value11#1): (!x.param<7, [{? ?},[-7],abc]>, f8E4M3FN, index) -> vector<11x9xi16> loc("f":417:13)
%value14 = "foo.compute"(%value13) {d.k0, sym_name1= -760366042491, _u2= 0.37566e-17 : bf16, d.k3= affine_map<(d0, d1) -> (d1, 6)>}: (vector<11x9xi16>) -> ui32
"z.nop"(%8, %value11#0, %value12#0) {x0}: (memref<23x8x?xi32>, f32, f16) -> () loc("n"("":30))
// // nested
"d.op_1"(%value11#0) {foo.k0= !bar.param<-2,51>, my.k1= "" : i64, "quoted key 2"= dense_resource<res_0> : tensor<1xf32>}: (f32) -> ()
%15 = "foo.bar.baz"(%value12#0, %value12#0) <{"quoted key 0"= complex<bf16>, _u1, a2= "Ω-bΩ<X", my.k3= 1: i1}>: (f16, f16) -> complex<f32> loc(unknown)
%16 = "x.y"(%15) {}: (complex<f32>) -> (f16)
%v17 = "foo.op"(%15) {"quoted key 0"= {x0= 0x7366 : bf16}, x1, sym_name2, x3= "@#\t_!!/"}: (complex<f32>) -> f6E2M3FN

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x0400000036AFBDEC"
    }
  }
#-}
