#L1 = loc("callee"(fused["op.1"]))
#x_y2 = @_priv
!ty0 = ui64
#loc3 = loc("":0:500)
#l_x4 = loc(callsite("dir/with space.c":48:26 to 50:15 at #loc3))
#map5 = -2147483648: i32
#a6 = 0x0
#a7 = loc("f":0:47)
#l_x8 = loc("with \"q\"")
#loc9 = loc("f":102:272)
!alias_1 = none
#l_x10 = loc("dir/with space.c":13:4 to 13:55)
#L11 = loc("src/x.py":11:134)
#loc12 = loc(callsite("op.1" at fused[#l_x8, unknown]))
#a13 = dense<-3.36466e-39> : tensor<220xf8E3M4>

%value0 = "foo.compute"()  :   () -> vector<16xi16>
%value1 = "foo.bar.baz"(%value0) : (vector<16xi16>) -> si3
%2 = "z.nop"() {foo.k0= #attr_0, "quoted key 1"= 
  119: i8}: () -> ui1 loc(#L1)
%3 = "d.op_1"(%value1, %value1) {a0= distinct[2]<-819470.0 : f6E3M2FN>, z91= #x_y2, d.k2= #x_y2, my.k3}: (si3, si3) -> tuple<> loc(#L1)
%_4, %_5:3 = "a.b"(%value0, %2, %2) <{}> ({
	%6:3 = "x.y"(%value1) ({
		%value7 = "bar.yield"(%3) ({
			"z.nop"(%value0):	 (vector<16xi16>) -> () loc(#loc3)
			%_8 = "foo.bar"(%value1) {}: (si3) -> f8E4M3FN
		}, {
		^$3(%_9: memref<3x?xi64 , {kind = "scratch"}> loc("name")):
		}): (tuple<>) -> f32 loc("a.mlir":43:413)
		%value10 = "x.y"()<{}>	: () -> vector<[15]xf64> loc(fused["v"("x"), "f":1:75 to 4:37, "op.1"])
	}): (si3) -> (f64, vector<6xindex>, vector<11x6x16xsi8>)
}): (vector<16xi16>, ui1, ui1) -> (f8E4M3FNUZ, i1024, !ty0, !x.type)
"my_dialect.thing"(%_5#0) ({
	%11 = "d.op_1"(%_5#2) {a0, "quoted key 1"= -9223372036854775808, z92= 8.309 : f32} 
 : (!x.type) -> ((!bar<"a b">, tensor<1 x 3x4x!my_dialect.a.b>, tf32) -> !ty0) loc(#loc3)
	"cfx.cond_br"(%_5#1, %_4)[^bb5, ^bb5] {z90= [{value0= #my.v<{<-5, ?>}>, my.k1=  0: i8, k$2= 6.788 : bf16, b3= loc("src/x.py":177:0)}, "日本'{\C3\A9\né\\ß"]}: (!ty0,
    f8E4M3FNUZ) -> () loc(fused[#l_x4, fused["with \"q\""]])
^bb5:
	"a.jump"(%2, %_5#1)[^loop6] ({
	^bb8(%12: index):
		%13:2 = "bar.yield"(%12, %12) {z90= true}: 
  (index,index) -> (memref<5x9x?xi7>, index) loc("f":31:58 to :65)
		%$14:3 = "z.nop"(%2, %12) ({
		^b10:
			%tmp_15 = "a.b"(%11, %12) <{a0= true,
    sym_name1, b2= 0.672 : f8E4M3FN}> {a0, sym_name1 , z92= #x_y2}: ((!bar<"a b">, tensor<1 x 3x4x!my_dialect.a.b>, tf32) -> !ty0, index) -> f16
			%v16 = "my_dialect.thing"() {"quoted key 0"= "-/\59\00X}"}: () -> tuple<ui24, i1, i64, bf16> loc("with \"q\"")

			%v17 = "a.b"(%value0): (vector<16xi16>) -> memref<50x1xf6E2M3FN, strided<[24, 1], offset:0>> loc("src/x.py":0:58)
		}) {attr0= "*\\\02\7f\t_\7f\t\55z%\t", "quoted key 1"=   #map5, a2= "}\7fb/\\ \C6\"", _u3= 0: ui64}: (ui1, index) -> (!my_dialect.a.b, memref<8xcomplex<f64>, strided<[1], offset: 6>, 3>, complex<	f6E3M2FN>) loc(#loc3)
		%18 = "d.op_1"(%11) <{value0= loc("f":254:0), "quoted key 1"  = #a6, "quoted key 2"=  [1: i64, #x_y2, sparse<[[0], [1], [0]], [-1, -128, 1]> : tensor<2xi8>,dense<> : tensor<0x4xf8E5M2>]}> ({
		^11(%19: i32):
			"d.op_1"() <{value0= array<i64: 0, 0x0, -1>,  value1=   array<i64: -1,
    -9223372036854775808,
    18446744073709551615, 0xFFFFFFFFFFFFFFFF, 1>}>: () -> ()
			"foo.bar"(%$14#0) {sym_name0=	 "!'" : i64 , "quoted key 1" = 
  -1}: (!my_dialect.a.b) -> () loc(callsite("name" at "":415:181))
			%20 = "x.y"() {}: () -> memref<3 x vector<7x16x13xf80>, strided<[1], offset: 9>, {kind = "scratch"}> loc("dir/with space.c":496:4294967295)
		}): ((!bar<"a b">, tensor<1 x 3x4x!my_dialect.a.b>, tf32) -> !ty0) -> !ty0
		"x.switch"()[^bb9 , ^bb9] <{b0= #x_y2, z91= #a7, "quoted key 2"= #bar<"a b">}> ({
			%v21 = "z.nop"(%$14#1, %$14#2) {sym_name0=  #x_y2, a1, foo.k2=	 4.232}: (memref<8xcomplex<f64>, strided<[1], offset: 6>, 3>, complex<	f6E3M2FN>) -> ui16 loc(#l_x8)
			%22 = "x.y"(%$14#1, %11, %value0) <{}>: (memref<8xcomplex<f64>, strided<[1], offset: 6>, 3>, (!bar<"a b">, tensor<1 x 3x4x!my_dialect.a.b>, tf32) -> !ty0, vector<16xi16>) -> index
			"foo.bar.baz"(%v21) {}: (ui16) -> () loc(#L1)
			%v23:3 = "foo.op"(%13#0, %$14#2) {attr0= dense_resource<res_0> : tensor<1xi64>,  foo.k1= #x.a<[?, 78] , i8 , <?>>, sym_name2= #a7}: (memref<5x9x?xi7>, complex<	f6E3M2FN>) -> (index, !ty0, vector<4 x f16>)
			%tmp_24 = "z.nop"() <{}>: () -> (vector<1x7x[14]xi32>) loc("dir/with space.c":2:102)
			"z.nop"() {}: () -> () loc(callsite(unknown at #loc9))
		}, {
		^bb13(%x25 : memref<?x2 x index, affine_map<(d0, d1) -> (d1)>>):
			"foo.bar.baz"(%$14#1,  %$14#1, %$14#1): (memref<8xcomplex<f64>, strided<[1], offset: 6>, 3>, memref<8xcomplex<f64>, strided<[1], offset: 6>, 3>,  memref<8xcomplex<f64>, strided<[1], offset: 6>, 3>) -> ()
			"foo.br"(%x25, %_4)[^bb14]: (memref<?x2 x index, affine_map<(d0, d1) -> (d1)>>,
    f8E4M3FNUZ) -> ()
		^bb14(%v26: complex<bf16 
 >, %arg27 : !alias_1 loc(unknown), %value28: complex<ui1>):
			// 
			"my_dialect.thing"(%_4, %_5#2): (f8E4M3FNUZ, !x.type) -> () loc(callsite("":0:463 at #l_x8))
			"foo.bar.baz"() {"quoted key 0"= #my.v<33 [<f32 13> , -8 , <"x y">] [f32]>, attr1= dense_resource<weights1> : tensor<6xi8>, _u2= 234.915776 : f80}: () -> ()
			"x.switch"(%_5#1, %11)	[^bb15] {k$0= affine_map<(d0, d1, d2)[s0, s1] -> ()>, _u1= [affine_set<(d0, d1, d2) : (-(-(d1)) >= (d1) mod 6, ((5) floordiv 1) mod 8 >= (d2) ceildiv 2, (-(d0)) floordiv 9 == 0)>, 5.62886e28 : f32,  255: i8], _u2= 1.0e-30}: (!ty0, (!bar<"a b">, tensor<1 x 3x4x!my_dialect.a.b>, tf32) -> !ty0) -> () loc(callsite(#l_x8 at "a.mlir":31:25 to 32:10))
		^bb15(%29: i16, %v30: i8 loc(#loc9), %v31 : none loc("op.1")):
			"a.jump"(%v30, %$14#2, %v31)[^bb14]: 
  (i8, complex<	f6E3M2FN>, none) -> () loc(#l_x8) // trailing comment
		}) {attr0=   affine_map<(i0, i1, i2)[N0, N1] -> (N1, (i2 + 3) floordiv 2, (i2) floordiv 8)> , my.k1, value2= "\00\00_\000X.日本\\\7f\""}: () -> () loc(#l_x10)
	^bb9(%tmp_32: vector<14x7xi17> loc(#L11), %a.b33: i128):
		"cfx.cond_br"()[^bb9]: () -> () loc("":13:69 to 13:4)
	}, {
	^bb16(%x34: i24 loc(#loc12)):
		// a comment
		%35 = "foo.compute"(%_4) {foo.k0= #a13, z91= 1: si64, my.k2= affine_map<(d0)[s0, s1] -> (((3) * s0) ceildiv 5, ((s1) ceildiv 1) floordiv 5)>,
    "quoted key 3"  = []}: (f8E4M3FNUZ) -> index
	}) {_u0= distinct[3]<affine_map<(d0, d1, d2)[] -> (d1 * 4)>>, b1= i7} : (ui1, !ty0) -> () // trailing comment
^loop6:
	"x.switch"(%value0, %_5#2)[^b7]<{x0, b1= dense<"!\"\n"> : tensor<!foo.str>, sym_name2}>: (vector<16xi16>, !x.type) -> () loc(#L1)
^b7:
	"bar.yield"(%_5#2, %_5#2, %_5#1) {}: (!x.type, !x.type,
    !ty0) -> () loc(fused<3 : i32>[unknown, fused["src/x.py":57], "a.mlir":4294967295:66])
}) {} 
 : (i1024) -> ()
"foo.compute"(%_5#0) <{z90= #my.a,_u1= {z90= array<i16: 0x1, 0, 1, 5>, "quoted key 1"= dense<["X@X0\\\\X\\a<a", "\"/@X.\FD"]> : tensor<2x!foo.str>}}>: (i1024) -> ()
"foo.bar.baz"(%_5#0, %_5#0) {_u0= 2.0 : f4E2M1FN}: (i1024, i1024) -> () loc("with \"q\"")

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000BAB4F97CAB066021",
      weights1: "0x0400000066A4FEC42F45"
    }
  }
#-}
