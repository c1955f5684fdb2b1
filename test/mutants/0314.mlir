// ir-gen random --seed 219 --size 20
!t0 = si1
#a0 = sparse<[[1], [0], [1]], [-1, 255, 0]> : tensor<3xi8>
!ty1 = memref<?xf128>
#L1 = loc("dir/with space.c":453:62)

%-0 = "d.op_1"() : () -> memref<? x ?xf8E3M4>
%1 = "z.nop"(%-0, %-0 , %-0): (memref<? x ?xf8E3M4>, memref<? x ?xf8E3M4> , memref<? x ?xf8E3M4>) -> index loc("":280:245)
"bar.yield"() ({
 %$2 = "bar.yield"(%-0 , %1) ({
 ^bb2(%v3: i3):
  %_4 = "foo.op"(%1, %-0) {x0= -1: i32, a1= #x.a, b2= 651805.0 : f8E3M4}: (index, memref<? x ?xf8E3M4>) -> (!x.t_1)
  "foo.bar.baz"(%v3, %v3) {"quoted key 0"= "\00\t\t 0a\n" : ui128, attr1= 0:   si3, foo.k2  = @c::@c::@f_1}	: (i3, i3) -> () loc("f":10:372)
 }, {
  %value5, %value6:2 = "foo.op"(%1): (index) -> (i64,  !my_dialect.param<83>, f8E4M3) loc("src/x.py":2:41 to 3:78)
  %value7:3 = "foo.op"(%value6#0) ({
   %_8:2 = "d.op_1"(%value6#0): (!my_dialect.param<83>) -> (f64, i1024)
   %9 = "bar.yield"(%value6#0) <{foo.k0= [" }\"\n@_@\00\00" : bf16], my.k1	= [-1023574745: si32, tensor<2x2xi3, #foo.enc>, 58 : index], my.k2= true}> {}: (!my_dialect.param<83>) -> (tensor<2x?x1xi64>)
   "foo.bar.baz"(%value6#1): (f8E4M3) -> ()
   "foo.bar.baz"(%_8#1,
    %value6#1, %9) 
 : (i1024, f8E4M3, tensor<2x?x1xi64>) -> () loc("n"(unknown))
   %v10 = "foo.op"(%value5)  : (i64) -> ui1
  }) {foo.k0= dense_resource<r.0> : tensor<6xi64>, k$1	= true, value2, my.k3= array<f32: -976.506267, 1.0e300, 6.319, 5.257>}: (!my_dialect.param<83>) -> (i16, tensor<*xf32>, tf32) loc(unknown)
  %value11 = "x.y"(%value7#2, %value6#1, %value7#2) {_u0= loc("src/x.py":337:0), value1= 0x7C00 : bf16}: (tf32, f8E4M3, tf32) -> f64 loc(callsite("f":493:424 at "":0:277))
  "bar.yield"(): () -> ()
  "cfx.cond_br"(%value5)[^$4] {k$0= ""}:  (i64) -> () loc("":35:38 to 36:56)
 ^$4:
  "foo.br"(%value7#1)[^bb5, ^6] ({
   %v12, %v13:2 = "foo.bar"() <{value0= loc("a.mlir":50:73 to 52:34)}> {attr0=   131071: ui17} : () -> (!t0, !foo.t, !bar.param<?>)
   %14:2 = "my_dialect.thing"(%value6#1) {k$0	= dense<0> : tensor<2x2x3xi24>, a1=  {}, k$2= ui32, b3= #foo.p<-4>}: (f8E4M3) -> (memref<3x?xbf16, strided<[10, 1]>, "gpu">, complex<i1024>)
   %15,  %16:2 = "foo.bar"(%v13#1, %v13#1)<{z90	= dense<[3, 0, -4, 1]> : tensor<4xsi3>, attr1=   true, "quoted key 2"	=  array<i32: -26934890, 0, 0>}>: (!bar.param<?>, !bar.param<?>) -> (complex<f8E4M3FNUZ>, f32, si64) loc(fused["dir/with space.c":24:16 to :25])
  }) {k$0, a1= dense<[[[-24], [-64], [-64]],  [[4], [0x1], [-6]]]> : tensor<2x3x1xi7>}: (tensor<*xf32>) -> ()
 ^bb5():
  "foo.br"()[^6] {my.k0  = #a0, attr1= unit, value2= array<f64: -0.0, 998.591764, 0x0288A656AECA20BB, 72023.0, 0xB72A508F4D5CE63A>, foo.k3}:	 () -> () loc("a.mlir":328:57)
 ^6:
  %17:3 = "my_dialect.thing"(): () -> (none, complex<f8E4M3B11FNUZ>, tensor<2x3xui1024>) loc("dir/with space.c":24) // trailing comment
 }) {b0= ["\tb\\", "\n\t</\7f\\0\"\\\\#", #a0], sym_name1  = #my.a<?>, k$2}: (memref<? x ?xf8E3M4>, index) -> none
 %value18 = "a.b"(): () -> f16
 %19:3 = "foo.op"(%1, %value18, %-0)<{}> {value0= 920.872934 : f32} 
 : 
  (index, f16, memref<? x ?xf8E3M4>) -> (complex<f32	>, f64,
    tensor<448x2x? x f8E4M3FNUZ>)
 %20:2 = "z.nop"(%value18, %value18): (f16, f16) -> (!foo.t_1,  none)
 "a.jump"()[^bb1, ^bb1] {a0= [1:   i7 , 57, @"with\"quote", 0x2027152C : f32], attr1=	 !ty1, _u2= 846.917440 : f32}: () -> () loc(unknown)
^bb1(%-21: memref<2xcomplex<f64>, strided<[1]>>):
 "cfx.cond_br"(%19#0)[^bb1] {"quoted key 0"= !x<"x<y>">, "quoted key 1"= @a,  k$2=	 @x.y::@c::@"x y", k$3= 12.86E2}: (complex<f32	>) -> ()
}, {
 %-22, %value23:2 = "bar.yield"(%-0) <{}> {}:	 (memref<? x ?xf8E3M4>) -> (none, ui8, vector<2x3 x index>)
}): () -> () locfused["a.mlir":259:0])
"foo.bar.baz"(%-0, %1) {sym_name0= 83, attr1 = dense<"0x7691"> : tensor<bf16>}  : (memref<? x ?xf8E3M4>, index) -> () loc(#L1)

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000A4297B376CE01EBA168EFFFE2E8EC94E1E7D0B6EDD389919CC0DB8723E9FF010237F8D27991EB4A42367743CA0B948FF"
    }
  }
#-}
