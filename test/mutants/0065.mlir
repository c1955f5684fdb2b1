// ir-gen random --seed 6 --size 9
"builtin.module"() ({
 // a comment
 %0, %value1:2 = "bar.yield"() {}: () -> (vector<3 x [3]xbf16>, bf16, i24)
 %v2 = "bar.yield"(%value1#1, %value1#1) {attr0}: (i24, i24) -> f80
 "foo.compute"(%v2, %value1#0, %value1#1): (f80, bf16,  i24) -> ()
 "foo.compute"(%value1#1, %v2@main %value1#0): (i24, f80,bf16) -> ()

 %_3:4 = "a.b"() ({
}) 
 :  () -> (f64, ui1, memref<?x? x 19xf8E4M3FN, strided<[?, 64, 1], offset: ?>>, memref<3xvector<16x3x[3] x i8>>)
 %4 = "z.nop"(%_3#0, %_3#3, %_3#1) <{k$0  = 4284525809152592997, attr1= @f_1::,}> {k$0= "\tz\EA/*\"<\t" : f8E4M3FN, value1= -1.50228e+7 , attr2= dense<112.57476> : tensor<f6E3M2FN>}  :	 (f64, memref<3xvector<16x3x[3] x i8>>, ui1) -> si32 loc(fused["f":43:77 to 44:4, fused[], "name"]) // trailing comment

 %value5 = "foo.compute"(%_3#1, %_3#2) {_u0= array<f32>, z91  = ".!é\tΩ." : si7, k$2  = -170141183460469231731687303715884105728: si128}: 
  (ui1, memref<?x? x 19xf8E4M3FN, strided<[?, 64, 1], offset: ?>>) -> complex<bf16>
 %6 = "foo.op"(%value1#0, %_3#3, %v2) <{k$0= 0x0: i17}> ({
 ^bb0():
 }): (bf16, memref<3xvector<16x3x[3] x i8>>, f80) -> !foo.v<{93 , [a.b, "x y"]}, 57, true>
 %7 = "foo.op"(%value5 , %value5): (complex<bf16>,
    complex<bf16>) -> si3
}) {foo.module_attr = affine_set<(i0)[N0, N1] : (4 * ((N1) * N1) >= 0, i0 >= 0, (i0 - i0) ceildiv 6 >= 0)>} : () -> ()
