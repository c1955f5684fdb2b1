"builtin.module"() <{sym_name = "m28"}> ({
	"foo.bar"() ({
	^bb0(%v0 : f8E4M3FN loc(unknown)):
		%_1 = "foo.compute"(%v0, %v0, %v0) <{b0= tensor<*xcomplex<f32>>}> {k$0= "/\EA@\C3\A9{ '", sym_name1= {d.k0= 8 : index, foo.k1= 
  "\tz}<!"}, k$2}: (f8E4M3FN, f8E4M3FN, f8E4M3FN) -> i16 loc("f":13:38 to 15:31)
		%tmp_2 = "foo.op"(%_1) {sym_name0= dense<8.194> : tensor<2x2x1xf64>, z91  = "\C3\A9日本\7f %-@}" : f16, x2, a3= false} 
 : (i16) -> (complex<f32  >)
		"x.y"(): 
  () -> ()
		%value3 = "foo.compute"() {value0= affine_set<(d0, d1)[s0, s1] : (d0 >= 0)>, attr1	= [["\BF\C3\A9!-}\7f\n 日本XX!",-1: i64, "'0b'🙂\00!\7f"]], k$2= false}: () -> bf16
		%_4:2 = "foo.compute"(%tmp_2, %value3) {b0	= dense_resource<r.0> : tensor<3xi8>}: (complex<f32  >, bf16) -> (i3, !x<"">)
		%tmp_5 = "foo.bar"(%_4#0, %_4#0, %_4#1)<{}> ({
			"x.y"(%_4#1,
    %value3) 
 : (!x<"">, bf16) -> () loc(fused[])
			%_6:3 = "d.op_1"(%v0, %_1)<{"quoted key 0"= -2147483648: i32, value1= 0x1B75 : f16}>: (f8E4M3FN, i16) -> (ui8,
    tensor<3x3 x 0x4 x f6E2M3FN>, tuple<vector<1x6 x [4] x si1024>, f32>) loc("x")
		}):   (i3,i3, !x<"">) -> index
	}) {attr0= [array<i32: -265098713, 0x0>, dense<[283, 787, 494, 636]> : vector<4xindex>, dense<7.922> : tensor<f64>, @_priv], d.k1}: () -> () loc("name")
	%value7 = "bar.yield"(): () -> !bar.param<?, 90>
	"a.b"(%value7, %value7,
    %value7) <{}>: (!bar.param<?, 90>, !bar.param<?, 90>, !bar.param<?, 90>) -> ()
	"foo.bar"() {}: () -> ()
	%value8 = "foo.op"(): () -> (complex<f64	>) loc(callsite("f":27:31 to 29:3 at "f":36:464))
	%v9 = "a.b"(%value7, %value7): (!bar.param<?, 90>, !bar.param<?, 90>) -> bf16 loc("src/x.py":15:48 to 18:36)
	%10 = "a.b"(%value7, %value7): (!bar.param<?, 90>, !bar.param<?, 90>) -> i32 loc("op.1")
	%11 = "x.y"() ({
	^2(%12: tensor<?xvector<7xi1>> loc("dir/with space.c":498:4294967295)):
		%arg13, %arg14:3 = "a.b"(%v9, %10): (bf16, i32) -> (ui8, ui1024, tensor<4 x !foo.v<75,26>>, memref<?x298xcomplex<f16>, strided<[?, 1], offset:0>, "local mem">) loc("v"(fused<#foo.m>["a.mlir":4294967295:469]))
		%15 = "a.b"(%arg13) <{d.k0= [],x1= 438.222858 : f32}>: (ui8) -> (complex<i32>)
		%_16, %$17:3 = "foo.bar"(%value7): (!bar.param<?, 90>) -> (complex<f32>, f8E4M3B11FNUZ, (!foo.param<-2>, memref<?xi1, affine_map<(d0) -> ((5 * (d0)) ceildiv 6)>, 3>) -> (si32, complex<f32	>), i1) // trailing comment
		%18 = "foo.bar"(%arg14#2, %_16, %$17#1) ({
		^bb3(%value19: memref<?x18 x complex<f16>, affine_map<(d0, d1) -> (d0, d1)>, 1>, %20: index, %21: i32):
			%_22 , %value23:2 = "foo.bar"(%21) {d.k0= affine_set<(d0)[s0] : (s0 * 7 + 7 * 1 >= 7 * (d0))>, my.k1= 0.3 : f80, b2= dense<> : tensor<0x!foo.str>}: (i32) -> (tensor<*xf8E4M3FN>, none, f32) loc("src/x.py":0:124)
			%_24 = "foo.op"() {z90= -9223372036854775808 : index, value1=  -381716.0}: () -> (f8E4M3FNUZ) loc("a.mlir":4294967295:152)
			%value25, %26:3 = "foo.op"(%_22)<{my.k0= -2.5e-3 : f16}> {"quoted key 0"}: (tensor<*xf8E4M3FN>) -> (vector<4x[12]xbf16>, (f80, !foo.param<"x y",6,8>) -> () , complex<i32>, vector<3x4x[1]xi1>)
			%_27 = "a.b"(%26#0, %26#0) {value0= bf16, "quoted key 1"} : ((f80, !foo.param<"x y",6,8>) -> (), (f80, !foo.param<"x y",6,8>) -> ()) -> index
			"a.b"(%26#2)	: (vector<3x4x[1]xi1>) -> ()
		}): (memref<?x298xcomplex<f16>, strided<[?, 1], offset:0>, "local mem">, complex<f32> , (!foo.param<-2>, memref<?xi1, affine_map<(d0) -> ((5 * (d0)) ceildiv 6)>, 3>) -> (si32, complex<f32	>)) -> (!bar.param<3, "x y">)
		%value28 = "d.op_1"(%18 , %_16, %18) ({
		^4(%v29 : vector<14x12xf64> loc("src/x.py":464:4294967295), %_30: () -> ()):
			"x.y"() ({
			^5(%v31 : i128):
				%tmp_32:4 = "bar.yield"()<{z90=  affine_set<(d0, d1, d2)[s0, s1] : (s1 * 8 + 6 - d1 >= s1 + s0, d1 - d2 + s0 == 0, 8 + (1) ceildiv 9 >= 0)>,  _u1= 
  @s$}> {value0= 0xE6B9C6C8B83CB9E7 : f64, foo.k1= dense<18446744073709551615> : tensor<i64>}: () -> (() -> memref<44x6xvector<2x14xindex>, "gpu">, complex<f8E3M4>, !foo.t<a.b>, si1) loc("":24:0)
				%v33 = "x.y"(%tmp_32#1, %tmp_32#2, %tmp_32#1): (complex<f8E3M4>, !foo.t<a.b>, complex<f8E3M4>) -> index
				"foo.bar.baz"() <{z90= dense<[[1, -1, 0], [16777215, 2 , 0], [1,  1, -992908]]> : tensor<3x3xi24>, attr1= "X./\"\00 \7f\21ßz\t\n" : f64, b2= "\"#\00\t"}>: () -> () loc("name")
				"a.jump"(%tmp_32#1)[^bb6]: (complex<f8E3M4>) -> () loc("name")
			^bb6(%_34: f8E4M3B11FNUZ, %v35: tuple<f8E3M4 , none, i8, index>):
				%v36 = "foo.bar.baz"() {b0= #bar<"x<1>">, a1= "z'\C3\A9\n.{_"}: () -> ((index, memref<?xf16, affine_map<(d0) -> (d0)>, 5>) -> vector<5x4 x 2xf64>)
				"foo.br"(%v36)[^bb6]<{attr0= -1.5 : f80, x1=   0, "quoted key 2" = unit,
    sym_name3= affine_map<(d0)[s0, s1] -> (((7) * s0) floordiv 8, d0 - s1 + (4) ceildiv 7, -((d0) ceildiv 1))>}>: ((index, memref<?xf16, affine_map<(d0) -> (d0)>, 5>) -> vector<5x4 x 2xf64>) -> ()
			}): () -> () loc("f":232:300)
			%37 = "z.nop"(%arg14#2,  %18, %18) ({
				%value38, %39:2 = "x.y"() {a0= {my.k0= array<f32: 1.0, 0x618692E4, 0xA9EC7917>, sym_name1= dense<58.35E5> : vector<4xf6E2M3FN>, _u2}}: () -> (f8E4M3FN, complex<i24>, memref<54x1xui64>) loc("src/x.py":4294967295:4294967295)
			}): (memref<?x298xcomplex<f16>, strided<[?, 1], offset:0>, "