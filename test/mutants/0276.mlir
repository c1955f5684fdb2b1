// ir-gen random --seed 13 --size 21
%v0 = "my_dialect.thing"() ({
  // a comment
  %_1 = "x.y"() ({
  ^bb1(%2 : f4E2M1FN, %v3: f8E4M3FN, %value4: index loc("dir/with space.c":72:496)):
    %_5 = "foo.bar"(%v3, %v3, %v3) {k$0= #x<"x<1>">}: (f8E4M3FN, f8E4M3FN, f8E4M3FN) -> complex<f8E4M3B11FNUZ 
 >
  }): () -> i32 loc(unknown)
  %a.b6:2 = "foo.op"() ({
}): () -> (memref<1xvector<[12]x16xi24>>, !my_dialect<"x<y>">)
  %value7 , %8:2 = "d.op_1"(%_1, %_1) <{value0= "é\t}\C3\A9/" : f8E5M2FNUZ}>: (i32, i32) -> (i7 , f8E4M3FN , f8E4M3) loc("op.1")
}): () -> (complex<f64>) loc("v"("":424:133))
%v9, %v10:2 = "my_dialect.thing"(%v0): (complex<f64>) -> (i16, memref<762 x 2xf16 , affine_map<(d0, d1) -> (5 * (3))>>,f64)
%11 = "a.b"(%v10#1)<{b0=	 unit, foo.k1 
 = dense<369385> : tensor<i24>}>: 
  (f64) -> f32 loc("x")
"foo.bar.baz"(%v9, %v10#1,%11)<{foo.k0= unit,k$1= #foo.p<{"x y" , abc} 83>, "quoted key 2"= "a\01%\00ß0a", "quoted key 3"  = loc(unknown)}> {}: (i16,f64, f32) -> () loc(unknown)
%12 = "bar.yield"(%v0)<{value0= 0x02 : f6E3M2FN}> ({
^bb2(%value13: vector<12x[16]x15xi32> loc("op.1"), %v14: tuple<i32> loc("":4294967295:0)):

  "foo.bar"() ({
  ^b3(%$15: tensor<? x ?xbf16, #foo.enc 
 >, %v16 : i32 loc(unknown)):
    %value17 = "d.op_1"(%$15, %value13) <{"quoted key 0"= 18446744073709551615, d.k1}>: (tensor<? x ?xbf16, #foo.enc 
 >, vector<12x[16]x15xi32>) -> memref<? x 1 x 3xi7>
    %18 = "foo.bar.baz"() {z90,
    my.k1= loc("f":34:72 to 37:38), x2= dense<(0x7E00, -6.02214076e23)> : tensor<complex<f16>>, k$3}: () -> tuple<i64, tensor<? x 8x?xindex>, si1024, f32, si1, i7, f4E2M1FN , f32, f16,
    bf16 , i32 , i32, index, tf32, bf16, f64 , ui24> loc("":22:36 to 25:20)
    %value19, %20:3 = "a.b"(%v16) <{x0= array<f64: 9.577838, -967999.0, 1.0e300>}> ({
    }): 
  (i32) -> (f16, vector<[12] x f8E3M4>, vector<11 x 14xbf16>, tuple<index, f64>) loc("a.mlir":0:469)
    // é unicode
    "cfx.cond_br"()[^4, ^$5] <{z90= true , attr1= -1.440 : f64, foo.k2= "a!}\t"}>: () -> ()
  ^undefined_block(%$21: tensor<39 x si3, #foo.enc>):
    %value22:2 = "foo.op"() {z90= affine_map<(d0) -> (d0, 3 * (9 + d0), (-(4)) floordiv 5)>, a1 = affine_map<(i0) -> (-(5 * (2)), i0)>,
    "quoted key 2"= {attr0}}: () -> (f8E4M3FN, f16) loc("name")
    %23, %value24:2 = "z.nop"(%11,  %$21, %value22#0) {}: (f32, tensor<39 x si3, #foo.enc>, f8E4M3FN) -> (si32, vector<[12]x9x7xf6E3M2FN>, index) loc(callsite("f":325:479 at callsite("op.1" at unknown)))
    "x.switch"(%value24#1,
    %20#2, %value19)[^$5, ^x.y6]: (index, tuple<index, f64>, f16) -> () loc("src/x.py":72:0)
  ^$5:
    "x.switch"(%value19)[^x.y6, ^$5] ({

      "x.switch"(%20#0, %20#0)[^bb9,^bb11]<{x0= array<f64: -295.51305, 0.5, 0x8DD921EE4912018E>, a1= dense_resource<res_0> : tensor<5xi64>, z92= "#\t\7f\00日本X\00_*Ω'" : f6E3M2FN, x3= #x.a<true, f32, "x y">}>: (vector<[12] x f8E3M4>, vector<[12] x f8E3M4>) -> ()
    ^bb9:
      "cfx.cond_br"(%20#0)[^bb10]<{a0  = 0x0:  ui128}>:	 (vector<[12] x f8E3M4>) -> () loc("dir/with space.c":105:292)
    ^bb10:
      "a.jump"()[^bb11, ^bb9] {}: () -> ()
    ^bb11():

      %25 = "a.b"(): () -> (tensor<1x8xsi17	>) loc("src/x.py":467:51)
    }): (f16) -> ()
  ^x.y6(%value26 : !my_dialect.param<[70]>):
    "foo.br"(%v9, %value26) [^$5] {x0, a1= "\00}{\"\00z\E6ßΩ" : bf16}: (i16, !my_dialect.param<[70]>) -> () loc(fused[callsite("a.mlir":462:384 at "a.mlir":89:4294967295)])
  }, {
    %arg27 = "x.y"(%11, %v10#1, %value13)<{foo.k0, _u1=  [tensor<0xui32>,  loc(callsite("a.mlir":30 at "f":475:405))]}>: (f32, f64, vector<12x[16]x15xi32>) -> ((f8E4M3FNUZ, f8E4M3B11FNUZ, tensor<7x?x1x!my_dialect.t<"x y" , <"x y">>>) -> ()) loc(callsite("f":466:351 at "dir/with space.c":175:279))
  })	: () -> () loc("x")
}) : (complex<f64>) -> complex<f64>
"d.op_1"()  : () -> ()
%v28, %_29:2 = "foo.bar.baz"(): () -> (tensor<224xi7>,  !bar.param<[? "x y" [?]]>, !bar.t_1)
%value30, %31:2 = "foo.compute"(%v10#0) {my.k0= ui128, z91= distinct[3]<>, z92=  3.090 : f128, sym_name3= {}}: (memref<762 x 2xf16 , affine_map<(d0, d1) -> (5 * (3))>>) -> (ui16, i64, tensor<238x!bar.t>)

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x080000001AC70577D8AA11837FDAAA520EC378BDF3CEBC9E3303C7F055EF65AE48CCA62726DD7D76D799A962"
    }
  }
#-}
