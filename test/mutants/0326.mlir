// ir-gen random --seed 63 --size 38
!t0 = i8
!T_1 = f8E5M2
#loc0 = loc(unknown)
!t2 = tuple<f4E2M1FN>
!ty3 = ui17
#L1 = loc("a.mlir":345:298)
!ty4 = f64
#map2 = "\n\n@" : bf16
#l_x3 = loc("":131:254)
#attr_4 = affine_map<(d0, d1, d2)[s0] -> (-(d0) - 3 - d0)>
#l_x5 = loc(unknown)

"builtin.module"() <{sym_name = "m82"}> ({
	"x.y"(): () -> () loc("a.mlir":4294967295:444)
	%0 = "z.nop"() {value0= "z.#_%", foo.k1= affine_set<(d0)[s0, s1] : (s1 == 0)>, k$2=	 1: si7, value3=   affine_set<(d0, d1)[s0, s1] : ((s0 * 9) * s0 <= 8, ((d1) mod 2) floordiv 2 <= 0, (s0) floordiv 8 >= 0)>} 
 : () -> tuple<memref<58 x 145x?xf16,affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 1>> loc("":12:56 to 12:58)
	%1 = "foo.bar"(%0, %0)<{value0= 1886: si17, foo.k1= 211.284808 : f32, b2 
 = affine_set<(i0, i1)[N0, N1] : (N1 >= (N0) * N1)>}> ({
	^bb0(%v2: none loc("src/x.py":4:34 to 4:14)):
		%a.b3 = "z.nop"() {d.k0= sparse<[[1], [1], [0], [1]], [0x7FF8000000000001, 5.98738e-1, 670.677740, 4.9e-324]> : tensor<2xf64>, "quoted key 1"=  "\00日本/@", attr2,"quoted key 3"}: () -> index loc(fused["name", callsite("src/x.py":4294967295:0 at "":4294967295:0), "op.1"]) // trailing comment
		// a comment
		"foo.bar"(%0, %a.b3) {}: 
  (tuple<memref<58 x 145x?xf16,affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 1>>, index) -> () loc(fused[])

		%tmp_4, %5:3 = "a.b"(%0, %v2,  %a.b3)<{}> ({
}, {
		^bb1(%v6 : vector<6 x 14x11xf8E3M4>):
			// a comment
			%7 = "a.b"(%a.b3,
    %v2, %v2) ({
			^x.y2(%_8: index):
				%_9, %_10:3 = "foo.op"(%v2) 
 : (none) -> (complex<i1 >, !t0, memref<7x4xui1, strided<[52, 1], offset:0>, "gpu">, !x.v<[-7 [?,-3]],-4>)
				%value11, %arg12:2 = "foo.bar"(%_10#0) <{attr0= "X", value1= affine_map<(i0)[N0, N1] -> ((i0 - 2) ceildiv 5, (i0) ceildiv 6 - i0 * 3)>, attr2=   loc("src/x.py":6:279),  a3= 
  array<i32: -1, 89>}>: (!t0) -> (tensor<3x7xsi32>, tensor<?xbf16>, si8) loc(fused["":0:4294967295, "a.mlir":4294967295:91])
				%_13 = "bar.yield"(%0, %_10#2, %v2): (tuple<memref<58 x 145x?xf16,affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 1>>, !x.v<[-7 [?,-3]],-4>,
    none) -> vector<5 x 15x11xf64> loc("x")
				%_14 = "foo.compute"(%arg12#1, %arg12#0) {k$0, attr1= 5.849 : f16, z92= 1: i16}: (si8, tensor<?xbf16>) -> (f6E2M3FN)
				// é unicode
				%a.b15 = "a.b"(%_10#1, %_10#0, %arg12#0): (memref<7x4xui1, strided<[52, 1], offset:0>, "gpu">, !t0 , tensor<?xbf16>) -> memref<404xf32,  {kind = "scratch"}> loc("x")
				"x.switch"(%arg12#1)[^3]: (si8) -> () loc("v"("dir/with space.c":49:48 to 50:78))
			^3:
				%v16 = "a.b"(): () -> !T_1 loc("src/x.py":472:0)
				%_17 = "a.b"() {sym_name0= 2.718281828459045 : f64 , "quoted key 1"= affine_map<(d0)[s0] -> ((d0 * 5) mod 6, d0, (5 + s0) * s0)>}: () -> ui1
				"x.switch"(%v6)[^bb4]: (vector<6 x 14x11xf8E3M4>) -> () loc(fused["n"("f":28:16 to :19), #loc0])
			^bb4:
				%value18:4 = "x.y"(%_13, %_14) {}: (vector<5 x 15x11xf64>, f6E2M3FN) -> (complex<bf16>, !x.v<"x y", {{1 , -5 , 37}, ?, abc}, abc>, complex<f6E2M3FN>, !x.param<true , 30 , [[?, "x y", ?]]>) loc("name")
				%19 = "foo.bar"(%value18#2, %value18#0, %value18#1) {}: (complex<f6E2M3FN>,complex<bf16>, !x.v<"x y", {{1 , -5 , 37}, ?, abc}, abc>) -> !t2
				%v20 = "my_dialect.thing"(%value18#1, %19) {"quoted key 0"= "é{%-\39{\ta", "quoted key 1"= {"quoted key 0", "quoted key 1"=	 unit}, my.k2= 3116371194473} : (!x.v<"x y", {{1 , -5 , 37}, ?, abc}, abc>,!t2) -> !ty3
				%value21, %v22:3 = "foo.op"(%_8 , %v20, %v20) <{}> {x0}: (index, !ty3, !ty3) -> (!T_1, tensor<?x4x39xcomplex<i64	>, 9 : i32> , complex< 
 f16> , memref<2x?x? x si17, affine_map<(d0, d1, d2) -> (-(d0))>, "gpu">) loc(#L1)
				// 
				%_23, %_24:2 = "z.nop"(%v22#1) {attr0= dense<(1.17549435e-38, -8.778)> : tensor<2x2x2xcomplex<f16>>, x1=   #map2, sym_name2= affine_set<(d0, d1, d2) : (d1 >= 0)>}: 
  (complex< 
 f16>) -> (!ty4, tensor<7xbf16>, index) loc(#l_x3)
				%v25 = "x.y"(%_10#0) {} : (!t0) -> (!t2)
			}, {
			^bb5(%value26 : tensor<*xf8E4M3FNUZ>, %value27: tensor<*xindex>, %28: ui32):
				"foo.op"() {z90, sym_name1= #attr_4,
    a2= 50.39E2 : f16}: () -> ()
				%-29 = "my_dialect.thing"(%v6,
    %28, %28): (vector<6 x 14x11xf8E3M4>,
    ui32, ui32) -> (si7) loc("dir/with space.c":7:47 to 8:32)
				%v30 = "my_dialect.thing"(%value27, %value27, %value27): (tensor<*xindex>, tensor<*xindex>, tensor<*xindex>) -> memref<9x?xf8E3M4, strided<[?, 1]>>
			}) {_u0= #bar.attr, z91= 
  false, z92=   [dense_resource<res_0> : tensor<2xf64>, 4.4811e38 : f8E8M0FNU, -9223372036854775808]}	: (index, none, none) -> memref<3x4xsi128> loc(unknown)
		}): (tuple<memref<58 x 145x?xf16,affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 1>>, none, index) -> (index, vector<[7]xi32>, !t0, !t0) loc(fused["dir/with space.c":0:4294967295, callsite("dir/with space.c":99:374 at "dir/with space.c":40:16 to 42:68)])
		"foo.bar"() <{a0= @"with\"quote", _u1= [77.968284 : f32, affine_set<(d0, d1, d2)[s0] : (-(0) * 4 <= 1)->>],
    _u2= false, my.k3= dense<-1234> : tensor<i16>}> {attr0= true, _u1 , a2 
 = "aa\C3\A9\t"}: () -> ()
		%v31 = "z.nop"() {x0= #my.b.c, z91=  unit}: () -> vector<i24> loc("dir/with space.c":381:160)
	}): (tuple<memref<58 x 145x?xf16,affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 1>>,tuple<memref<58 x 145x?xf16,affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 1>>) -> f64 loc(#l_x3)
	%32 = "foo.op"(%1, %0) {attr0= affine_map<(d0)[s0] -> (9 * (d0 * 6))>, x1  = #map2,sym_name2= {b0, d.k1}}: (f64, tuple<memref<58 x 145x?xf16,affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 1>>) -> bf16
	"bar.yield"(%0, %32) {a0= loc("a.mlir":3:27 to 5:40), sym_name1= 
  dense<-2147483648> : tensor<3x3xi32>, b2  = dense<0x9EE88F80> : tensor<3xf32>, a3= -1:   i32}:  (tuple<memref<58 x 145x?xf16,affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 1>>, bf16) -> () loc(#loc0)
	%33 = "my_dialect.thing"(%0) {z90 = true, x1= [-20: i7, #map2, @main::@s$], a2= array<i32: 0x0, -1, -2147483648, -1>,sym_name3= dense_resource<r.1> : tensor<5xi8>}:	 (tuple<memref<58 x 145x?xf16,affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 1>>) -> !t2
	%value34 = "z.nop"(%33, %0): (!t2, tuple<memref<58 x 145x?xf16,affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 1>>) -> (!ty4)
	%35, %v36:2 = "x.y"() <{a0, "quoted key 1",  a2=   array<i64: -256552761780208, 1, 1, -47740692522104351>, my.k3=	 #map2}> {attr0= array<i1>}:   () -> (!T_1, complex<f64>, i64) loc("a.mlir":23:67 to 24:38)
	%value37 = "a.b"(%v36#1) ({
	^bb6(%38: tuple<i7, i32,
    i3, index>, %v39 : complex<f16>, %40: tuple<i17>):
		%v41 = "d.op_1"(%38, %38) ({
}): (tuple<i7, i32,
    i3, index>, tuple<i7, i32,
    i3, index>) -> complex<i17>
		%tmp_42 = "x.y"(%40, %v39, %v39) <{d.k0= !bar.param<<? 5 [-8,"x y"]> <56>>, z91 
 = [[], [0xFFFFFFFFFFFFFFFF, dense<920> : tensor<index>, dense<65504.0> : tensor<1x2xf8E3M4>, ""], @f_1::@f_1::@f_1]}>: (tuple<i17>, complex<f16>, complex<f16>) -> !t2 loc("":15:55 to 16:31)

		%_43:4 = "bar.yield"(): () -> (!ty3,
    memref<?x27x3xf128,affine_map<(d0, d1, d2) -> (d2, d1, d0)>, "local mem">,complex<f64>, f128) loc(#l_x5)
		// "quotes" and {braces} in a comment
		%value44 = "foo.op"() ({
			"builtin.module"() ({
				"foo.compute"() {a0= #attr_4, z91= true, foo.k2 =  1: ui1}: () -> () loc("dir/with space.c":38:41 to 38:35)
			}) : () -> ()
		}): () -> memref<?xbf16>
	}) {b0, attr1= #attr_4, sym_name2= dense<[[0xC, -1.0e38]]> : vector<1x2xf4E2M1FN>}:   (i64) -> !ty4 loc("f":57)
	%45 = "x.y"() {sym_name0=   74.3E3 : f8E4M3B11FNUZ}: () -> (ui128) loc("a.mlir":11:24 to 11:19)
	"foo.compute"(%value37, %32) {"quoted key 0"= unit,
    my.k1= "",
    x2= "/!{}"}:	 (!ty4, bf16) -> ()
	%_46 = "z.nop"(%v36#0): (complex<f64>) -> tensor< 20x?x1x0xcomplex<f64>>
}) : () -> () loc("f":18)

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000F36D4D6118C05AE39131E60BAB13818D",
      r.1: "0x040000004C9D5773ED"
    }
  }
#-}
