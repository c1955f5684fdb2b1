!T_0 = bf16
!t1 = !bar.v<{abc} ? ?>

%tmp_0:2 = "z.nop"(): () -> (index, i128) loc("dir/with space.c":0:212)
"foo.compute"(%tmp_0#0, %tmp_0#0) ({
^undefined_block(%v1: !x.v<-8,["x y" -5],<-5, <2>, {48,-5,93}>> loc(fused<1 : i32>["f":8:163]), %tmp_2: !T_0 loc("dir/with space.c":413:140), %v3: memref<8 x 370x?xbf16, strided<[56, ?, 1]>, "gpu"> loc(callsite("with \"q\"" at "callee"("f":204:15)))):
	%4 = "bar.yield"(%tmp_0#1) {a0, a1=	 {z90= array<i16: -2, -1, 6, 590>, a1= @_priv,
    b2= "\t", d.k3= 47.32E7 : f32}, z92= true}:   (i128) -> memref<26x?xf8E5M2, 6> loc("f":40:11 to :15)
	"x.y"(%tmp_0#0, %tmp_0#0, %v1) {}: (index,index, !x.v<-8,["x y" -5],<-5, <2>, {48,-5,93}>>) -> () loc("":67)
	%tmp_5:3 = "foo.op"(%v3, %tmp_0#1): (memref<8 x 370x?xbf16, strided<[56, ?, 1]>, "gpu">, i128) -> (!T_0, !x.v<true , -0>, !T_0) loc("name")
	"bar.yield"() <{b0= false, a1= (!t1, memref<1 x vector<6x10xui8>, affine_map<(d0) -> ((2) ceildiv 6 * 6)>>, memref<?x605x2 x f32, strided<[?, 46, 1]>>) -> (), x2= affine_set<(d0, d1, d2)[s0, s1] : ((s1) floordiv 4 * 9 <= 5, ((9) ceildiv 9) * s1 >= 0, d0 >= 0)>, x3= affine_set<(d0, d1, d2) : ((0) floordiv 5 - -(d2) >= -(d1), (-(d2)) floordiv 4 >= d0 - d0)>}> ({
		%value6 = "a.b"(%tmp_5#2, %tmp_5#2, %v3): (!T_0 , !T_0, memref<8 x 370x?xbf16, strided<[56, ?, 1]>, "gpu">) -> memref<2x4xvector<13xf64>, affine_map<(d0, d1) -> (d0, d1)>>
		%value7 = "d.op_1"(%tmp_5#2) {x0= 0.0 : f32, x1 =  "\\\C3\A9X*!\tX\t\C3\A9", z92= loc("a.mlir":359:94)}: (!T_0) -> i64
	}): () -> ()
	%8:3 = "foo.op"() <{}>	: () -> (complex<si1024>,  tensor<3x3x?x8xcomplex<f32>> , tuple<i16, i128, f32>)
}) {_u0= -1: i32,  foo.k1= 63 : index, value2= dense<[[(0.3, 0.0394626), (1.0e38, 0.9662935), (0x81C2, 9.999999e9)]]> : tensor<1x3xcomplex<f16>>, sym_name3= "\"/\7f .\00\n\00" : f8E4M3B11FNUZ}: (index, index) -> ()
%tmp_9:3 = "foo.bar.baz"(%tmp_0#0, %tmp_0#0, %tmp_0#0) {"quoted key 0"=	 distinct[3]<>}: (index,index , index) -> (!t1, !T_0, f32)
%value10, %v11:2 = "bar.yield"(%tmp_9#0, %tmp_9#0, %tmp_9#1) {}: (!t1, !t1, !T_0) -> (!t1, tensor<?xi24>,f32) loc("name")
