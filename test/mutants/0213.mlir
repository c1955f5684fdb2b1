%_0, %1:2 = "foo.bar"():   () -> (i1, index, f64) loc("with \"q\"")
"foo.bar.baz"(%1#1, %1#1): (f64, f64) -> ()
%2 = "a.b"() {value0, a1= 0, d.k2= dense<-170141183460469231731687303715884105728> : tensor<i128>}: () -> (si7) loc("callee"("f":398:4294967295))
"foo.bar"(%1#1) {}: (f64) -> ()
%v3 = "z.nop"(%1#0):   (index) -> f16
"z.nop"(%2, %1#1, %2) ({
^bb0(%v4: f16 loc("x"), %value5: tensor<f64>, %value6: tuple<ui1>):
  %7 = "my_dialect.thing"(%v4, %value5) ({
    "builtin.module"() ({
      %8 = "foo.op"() {z90= affine_map<(d0, d1) -> ((-(d1)) ceildiv 8)>, _u1= 1: i3, x2  = "é\t<", a3= @x.y::@"x y"::@a}: () -> i1
    }) : () -> ()
  }, {
  ^$1(%_9: index loc("n"("v"("src/x.py":30))), %10: tensor<0x4 x ?x4xcomplex<bf16 
 >>):
    "foo.op"(): () -> ()
    %_11:4 = "d.op_1"(%10, %_9) ({
    }): (tensor<0x4 x ?x4xcomplex<bf16 
 >>,  index) -> (!my_dialect.t_1, tuple<i16,si17>,
    tensor<2x5x34xcomplex<ui17>	>,complex< 
 f32>) loc(fused[])
    %value12 = "foo.bar.baz"(%_11#3) {value0=  dense_resource<res_0> : tensor<4xi32>, foo.k1= 1013109.0 : f32, _u2= 1 : index, attr3= array<i8>} : (complex< 
 f32>) -> complex<f32>
  }) {attr0 
 =   dense_resource<res_1> : tensor<1xi64>}: (f16 , tensor<f64>) -> !foo.param<0,<-1>>
  %13:3 = "my_dialect.thing"(%7, %1#1) {foo.k0= 0x1: ui32, k$1}:	 (!foo.param<0,<-1>>, f64) -> (ui8, tuple<f8E5M2, f16 , f16, bf16>, ui128) loc("src/x.py":12:4294967296 to 15:80)
  "foo.compute"(%13#1, %13#1, %2): (tuple<f8E5M2, f16 , f16, bf16>, tuple<f8E5M2, f16 , f16, bf16>, si7) -> () // trailing comment
  "z.nop"(%13#0) {k$0= 0.1378266 : f8E4M3, value1= ["" , affine_map<() -> (5 * (0))>], d.k2= "_\\\nzé\n", d.k3= -2.718281828459045 : f16}: (ui8) -> ()
}): (si7, f64, si7) -> ()
%v14 = "my_dialect.thing"(%v3)<{b0= 0xAB74C340D6D32FA5C060 : f80, my.k1= 0x7FF8000000000001 : f64, b2=   distinct[1]<dense<[[2.5e-3, 4.9e-324], [-3.14159265358979,
    2.718281828459045]]> : tensor<2x2xf128>>, my.k3= 0x0}> ({
}): (f16) -> (f6E2M3FN)
%15:3 = "foo.bar.baz"(%v14,
    %2): (f6E2M3FN, si7) -> (complex<f32 
 >, tensor<3xui8>, (f16, tensor<960x3x1xsi64>) -> (none, !my_dialect.param<96 , {?}>)) loc("src/x.py":4294967295:271)
%16 = "my_dialect.thing"(%_0, %v14)<{attr0}> ({
  %_17:4 = "bar.yield"(%15#1, %15#2, %1#0) ({
    %value18, %19:3 = "bar.yield"() ({
}): () -> (index, ui16, si17,  tensor<index>) loc(unknown)
    %v20 = "bar.yield"(%19#0, %19#2, %19#2) ({
      %21 = "bar.yield"(%value18,  %19#2) : (index,tensor<index>) -> tensor<?xf80, #foo.enc>
    }) {k$0 = "z\\Xz'", d.k1= false,z92= f8E5M2FNUZ, a3= 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF: ui128}: (ui16, tensor<index>, tensor<index>) -> f16 loc("":0:172)
  }, {
  }): (tensor<3xui8>, (f16, tensor<960x3x1xsi64>) -> (none, !my_dialect.param<96 , {?}>), index) -> (si8, tensor<*xf4E2M1FN >, f4E2M1FN, f16)
  %22 = "foo.op"() <{a0}> {}: () -> tuple<>
  %-23 = "foo.bar.baz"(%22, %_17#1) <{}>: (tuple<>, tensor<*xf4E2M1FN >) -> f16 loc(unknown) // trailing comment
  %v24, %25:2 = "foo.op"(%_17#2) {a0= ["#\7fa", 0: ui1,  affine_set<(d0)[s0, s1] : (6 + d0 + 1 + s1 >= 0, 1 * ((s0) ceildiv 2) <= 8)>, affine_map<(d0, d1, d2)[s0, s1] -> (d1 * 2 + -(d2), (s1) floordiv 3 - s1 - 7)>], b1= ui8, a2= loc("f":210:93)}: (f4E2M1FN) -> (none, complex<f8E3M4>, tuple<f6E2M3FN , bf16,  i17, complex<si64>>)
}) {}: (i1, f6E2M3FN) -> vector<10x14xindex> loc(callsite("with \"q\"" at "src/x.py":279:145))
%value26 = "my_dialect.thing"() {"quoted key 0"  = @c::@"with\"quote"::@f_1,  value1= @s$::@x.y, k$2= 21 : index}:	 () -> complex<f80>
%v27 = "my_dialect.thing"(%value26, %value26 , %15#2) <{attr0=	 [], z91= #my.v<<<-4, a.b>>>, d.k2= -9223372036854775808 : i64, b3= 29 : index}>: (complex<f80>, complex<f80>, (f16, tensor<960x3x1xsi64>) -> (none, !my_dialect.param<96 , {?}>)) -> tuple<index, !foo.t<-5, [{f32 61 "x y"}]>> loc("":24:80 to 24:78)
"z.nop"(%16, %v27) {x0= 0x4CB3 : bf16, attr1}: (vector<10x14xindex>,tuple<index, !foo.t<-5, [{f32 61 "x y"}]>>) -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x040000009245CF90141AE6721B45C4E3A1F9BA66",
      res_1: "0x0800000097D8EC7DC0B8CC82"
    }
  }
#-}
