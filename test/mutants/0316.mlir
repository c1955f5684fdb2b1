// ir-gen random --seed 293 --size 20
%0 = "bar.yield"() ({
	%value1:4 = "my_dialect.thing"(): () -> (memref<?x751x61xi17, 4>, memref<764 x ?x11xf128, strided<[?, ?, 58]>>, memref<?xindex, strided<[1], offset: ?>,  3>, f4E2M1FN)
	%v2:2 = "foo.bar.baz"()<{foo.k0= dense<[[[22, 8388607, -8388608, -1], [8388607, 1, 8388607, -8388608], [-1, 577, 0, 8388607], [-8388608, -8388608, 0x7, 8388607]], [[1,  1,
    -8388608, -1], [85727 , 1, 0, -15778], [61, 0x7FFFFF, 0 , 15077] , [9626, 1, 8388607, -1]], [[-1, 621, -8388608, 0x2F09D1], [6613, -8388608, -1, 1],[0x7D, -31, 1, 478], [8388607 , 8388607, 0,  -8388608]]]> : tensor<3x4x4xsi24>, value1= affine_set<(d0, d1)[s0, s1] : (4 * (2) <= 1, (s0) floordiv 1 + (2) mod 8 >= 0)>}>: () -> (ui1, tensor<ui64>) loc("dir/with space.c":2:53 to 5:20)
	// "quotes" and {braces} in a comment
	"x.y"() ({
	^bb1(%r3: f16, %arg4 : memref<?x2x40xvector<2x10 x [7]xf16>, "shared">, %5: memref<1xf4E2M1FN, {kind = "scratch"}> loc("op.1")):
		"my_dialect.thing"(): () -> ()
		// é unicode
		%6:3 = "z.nop"(%arg4, %5, %arg4): (&memref<?x2x40xvector<2x10 x [7]xf16>, "shared">, memref<1xf4E2M1FN, {kind = "scratch"}>, memref<?x2x40xvector<2x10 x [7]xf16>, "shared">) -> (ui128, si32, index) loc(unknown)
		"foo.bar.baz"(%6#2, %5) ({
		^bb2(%_7: i32 loc("x"), %8: complex<i32> loc("x"), %v9: index):
			%_10 = "my_dialect.thing"(%value1#1, %v9) {my.k0= 0.5 : f6E2M3FN,
    _u1= -871382.0 : f16}	: (memref<764 x ?x11xf128, strided<[?, ?, 58]>>, index) -> f64 loc("with \"q\"")
			"d.op_1"(%_10): (f64) -> () loc(unknown)
			%_11 = "bar.yield"() <{attr0= 0x1:	 ui1, _u1	= true}>: () -> (tensor<?xf8E3M4>)
			"x.y"(%_10) {z90= 45.75E1 : f8E4M3}: (f64) -> () loc("v"("a.mlir":37:28 to 39:48))
			%r12 = "foo.bar"(%_10, %value1#1) <{attr0= -0.2 : f64, value1= false, b2= distinct[3]<"<\n*\"az\\%b\2D{">}> {"quoted key 0", foo.k1 = 
  dense<[97.75E4, -6.02214076e23]> : tensor<2xf8E5M2FNUZ>, d.k2 = "X" : bf16, _u3= dense<-1> : tensor<1x1x4xi1>}: (f64,  memref<764 x ?x11xf128, strided<[?, ?, 58]>>) -> tensor<	*xi64> loc("v"("f":336:4294967295))
			"x.switch"()[^bb3,^bb3] {value0 = distinct[4]<0: si1>, attr1= 49 : index, attr2= -0.1 : f128, x3= {value0= [dense<574.106882> : tensor<1x1x1xf64>, dense_resource<res_0> : tensor<2xi64>, dense<231> : vector<2xindex>,unit]}}: () -> ()
		^bb3():
			"foo.bar.baz"(%_11, %_10, %v9)<{foo.k0= 44 : index, attr1= 6.77829e+23 : f32 , foo.k2,  a3= @a::@"x y"::@"x y"}>  :	 (tensor<?xf8E3M4>,f64,index) -> () loc("src/x.py":68:160)
		}): (index,
    memref<1xf4E2M1FN, {kind = "scratch"}>) -> () loc("a.mlir":17:293)
		%13 = "foo.compute"() {b0= 93.71E1 : f8E4M3}: () -> si16 loc("f":42:0) // trailing comment
		"x.y"(): () -> ()
	}): () -> () loc("dir/with space.c":64:150)
}) 
 : () -> (memref<830xindex>)
%14:2 = "x.y"(%0, %0, %0) {z90= affine_map<(i0, i1)[N0] -> ()>,d.k1 = {x0= 830.209794 : f64, attr1= dense_resource<r.1> : tensor<3xi8>}, a2, x3=   false}: (memref<830xindex>, memref<830xindex>, memref<830xindex>) -> (none,tuple<i8, i1024, i1>) loc("f":293:4294967295)
"foo.compute"(): () -> () loc(fused["f":234:277, "op.1"])
%15:3 = "bar.yield"() {value0 = distinct[6]<6>, x1= distinct[7]<true>, "quoted key 2"= {x0= 
  tuple<>}, k$3 = 57: i1024}: () -> (f64, i8, tensor<f6E2M3FN>)
%_16 = "d.op_1"(%15#0) {attr0= #bar.v<{65},"x y",[55 ? a.b]>}: (f64) -> complex<f32>

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000491DB06428252C4F780960B92BF320CD",
      r.1: "0x04000000B0F75E"
    }
  }
#-}
