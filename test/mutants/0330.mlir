"builtin.module"() <{sym_name = "m40"}> ({
	%tmp_0:4 = "foo.compute"() {sym_name0= 511347069037238808497722040249236175: si128, my.k1= affine_map<()[s0, s1] -> ((s1) * s0 - s0 * 3, (-(s1)) mod 4)>}: () -> (f8E5M2, tuple<>, f6E3M2FN, !my_dialect.param<?,-2,<i8 , ["x y"]>>)
	"foo.bar"(%tmp_0#1 , %tmp_0#3): (tuple<>, !my_dialect.param<?,-2,<i8 , ["x y"]>>) -> () loc("dir/with space.c":4294967295:93)
	%value1, %2:3 = "foo.bar.baz"(%tmp_0#2, %tmp_0#1, %tmp_0#0) {attr0= dense<(0x98D276618A411C95, -1.0e300)> : tensor<complex<f64>>}: (f6E3M2FN, tuple<>, f8E5M2) -> (f64, f8E4M3FNUZ,  i24, tuple<>)
	"d.op_1"(%value1): (f64) -> () loc(callsite("x" at unknown))
	%3 = "x.y"() ({
	^$0(%4: ui7, %v5: tuple<> loc("":0:4294967295), %v6: index):
		"z.nop"(%2#2, %v6, %v6): 
  (tuple<>, index, index) -> () loc("src/x.py":31:80 to 34:56)
		%7 = "foo.compute"(%4): (ui7) -> (!bar<"a b">)
		%_8 = "foo.bar.baz"(%7, %2#1) <{b0  = #foo<"a b">, sym_name1	= 
  dense<[525622, 0, 0x1]> : tensor<3xsi32>, attr2  = 255: i8}> ({
		}): (!bar<"a b">, i24) -> memref<*xindex> loc("x")
		%9 = "line
break"(%tmp_0#2, %v6)	: (f6E3M2FN, index) -> tuple<f128, f32>
		"my_dialect.thing"(%_8) {attr0	= -0.3480328 : f8E4M3, b1, value2= 1.0E+10, x3= 1 : index}: (memref<*xindex>) -> ()
	}) {"quoted key 0"= 0 : si17}: () -> i1024 loc("op.1")
	%_10 = "d.op_1"(%3, %tmp_0#3, %2#1) {a0= sparse<[[0, 1]], [18446744073709551615]> : tensor<4x5xi64>, x1= distinct[3]<2.0 : f8E4M3FN>, _u2= array<i32: -6, -1>}:	 (i1024, !my_dialect.param<?,-2,<i8 , ["x y"]>>, i24) -> tensor<*xf16> loc("a.mlir":233:324)
	%_11 = "bar.yield"(%3, %3 , %3): (i1024, i1024, i1024) -> ui3 loc("name")
	%12 = "foo.bar"(%_11, %_10) {value0= [@main, "}<-\00", -1: i64 , @b]}: (ui3, tensor<*xf16>) -> f32 loc("dir/with space.c":95)
	%13, %_14:3 = "x.y"(%tmp_0#2, %12, %tmp_0#0): (f6E3M2FN, f32, f8E5M2) -> (tf32, si16, tensor<*xbf16>, (index, index) -> ()) loc(fused[])
	%15 = "d.op_1"(): () -> complex<ui16> loc("dir/with space.c":4294967295:137)
	%v16 = "z.nop"() ({
		"foo.op"(%_14#2, %13) <{z90= "<" : f64, attr1= affine_map<(d0, d1)[s0, s1] -> (2 * (s0), ((d1) mod 8) mod 3, (s1) floordiv 2)>, sym_name2= [#bar.v<"x y", ?>,859, affine_map<(d0, d1, d2)[s0] -> (d2 + 3 * (d2))>]}>: ((index, index) -> (), tf32) -> () loc(fused[]) // trailing comment
	}) {k$0= -64:  i7}	: () -> (index)
	%v17:3 = "foo.bar.baz"(%15): (complex<ui16>) -> (i8, f8E4M3B11FNUZ, complex<bf16  >) loc("op.1")
	%18 = "z.nop"(%v17#2, %tmp_0#3,  %tmp_0#3) <{value0= unit, a1  =	 #my.a<"x y">, sym_name2= @main}> {}: (complex<bf16  >, !my_dialect.param<?,-2,<i8 , ["x y"]>>, !my_dialect.param<?,-2,<i8 , ["x y"]>>) -> si64 loc(fused[unknown, fused[], "":402:149])
	"my_dialect.thing"(%18, %18)	:   (si64, si64) -> () loc("src/x.py":12:471)
	%v19 = "z.nop"(%v17#1) {a0  = {x0	= "\n%\t*}\\", sym_name1=   #foo.v<<i8 a.b>>, sym_name2= true, my.k3= #foo.v<[i8]>}}: (f8E4M3B11FNUZ) -> memref<130x?x1xui32, strided<[?, ?, 1]>>
	%v20:2 = "d.op_1"(%v17#1, %tmp_0#2 , %v19) {}: (f8E4M3B11FNUZ, f6E3M2FN, memref<130x?x1xui32, strided<[?, ?, 1]>>) -> (none, complex<i8>) loc(unknown)
	%21, %_22:3 = "foo.bar.baz"(%v20#1, %v20#0) ({
	}, {
		%r23 = "x.y"(%v20#1,%v20#1,  %12) ({
			"foo.compute"(%v20#0, %v19): (none, memref<130x?x1xui32, strided<[?, ?, 1]>>) -> ()
			%v24 = "foo.bar.baz"() <{_u0	= 
  #foo<"x<1>">,
    d.k1= 7.93571e+16 : f6E3M2FN,  z92= -1: i16}> ({
				"z.nop"(%2#0, %v19, %12) {value0= 18446744073709551615}: (f8E4M3FNUZ, memref<130x?x1xui32, strided<[?, ?, 1]>>, f32) -> ()
				%25, %value26:2 = "a.b"(%_14#0 , %v20#1, %tmp_0#0) {value0= -251739 : index, b1= complex<f4E2M1FN>, x2= affine_map<() -> (8 * 8 + -(3))>, foo.k3= #foo.a<{{?} "x y"} "x y" {?, {i8 , ?}}>}: (si16, complex<i8>, f8E5M2) -> (vector<8 x 10x[11]xf64>, tensor<f6E3M2FN>, f32)
				%v27:4 = "foo.bar"(%tmp_0#3)<{value0  = dense<[2.681]> : tensor<1xf32>}> {value0= 0x1: ui1, "quoted key 1"}: (!my_dialect.param<?,-2,<i8 , ["x y"]>>) -> (tuple<f8E4M3FN, si1024, si32, f16>, tuple<>, complex<f8E5M2 
 >, f8E3M4) loc(fused<"meta">[fused<"meta">["":4294967295:0, "f":4294967295:4294967295, "dir/with space.c":486:442], "x", "op.1"])
				"foo.op"(%v19,%v27#0, %v27#3) {d.k0= tensor<*xf64>}: (memref<130x?x1xui32, strided<[?, ?, 1]>>, tuple<f8E4M3FN, si1024, si32, f16>, f8E3M4) -> ()
				%-28 = "foo.bar"() {}:  () -> complex<f8E4M3B11FNUZ 
 >
			}) {value0, sym_name1= #x.a<"x y">, foo.k2= dense<[[(99, -43), (84, -42), (50, -85)], [(24, -67),  (93, -9),  (3, -80)], [(65, -15), (19, -43), (47 , -14)]]> : tensor<3x3xcomplex<i32>>}: () -> i128 loc("src/x.py":20)
			"foo.op"(%v20#0, %v19) {}: (none,  memref<130x?x1xui32, strided<[?, ?, 1]>>) -> ()
			%value29:3 = "z.nop"(%v19, %_14#2, %v17#2): (memref<130x?x1xui32, strided<[?, ?, 1]>>, (index, index) -> () , complex<bf16  >) -> (tuple<f6E2M3FN, f32>, tensor<315x1x?x? x complex<bf16 >	>,
    !foo.v<51>) loc("f":34:62 to 36:16)
			"foo.bar.baz"(%v24, %value29#2, %value29#0): (i128, !foo.v<51>, tuple<f6E2M3FN, f32>) -> ()
		}): (complex<i8>, complex<i8>, f32) -> (index)
		%30 = "foo.compute"(%12, %v20#0) {d.k0= affine_set<(d0) : ((d0) floordiv 9 >= 2 - 8, (-(d0)) floordiv 7 >= 8 * (4))>,
    value1= 644448.0, b2= array<i1: false>}  : (f32, none) -> i128
		"x.y"(%2#1, %r23) {x0= -1  : i1, b1	= 41.61E6 : f8E4M3FN}: (i24, index) -> ()
		"a.b"(%_11) {value0= false, x1= 28 : index, d.k2= -0.2 : f6E3M2FN}: (ui3) -> ()
		"foo.bar.baz"(%r23, %_14#2, %v19) {value0, _u1= #my.a<"x y", -5, f32>, _u2=   !x.t<-2>, b3	= 1.17549435e-38 : bf16}: (index, (index, index) -> (), memref<130x?x1xui32, strided<[?, ?, 1]>>) -> () loc("with \"q\"")
	}): (complex<i8>,
    none) -> (f16, complex<f8E8M0FNU>, memref<6x43xindex, strided<[1, 1], offset:0>>, complex<si8>) loc(fused<5 : i32>[])
	%-31:3 = "x.y"(%_22#0) {}: (complex<f8E8M0FNU>) -> (() -> (!bar<"abc">, ui32), complex<f32>,  complex<f64>) loc("n"("n"("f":50:20 to 53:52)))
	"foo.bar"(%-31#1 , %3)	: 
  (complex<f32>, i1024) -> ()
	%v32 = "foo.bar"(%-31#0, %v16) :   (() -> (!bar<"abc">, ui32), index) -> (i1) loc("dir/with space.c":4294967295:0)
}) : () -> () loc(fused<8 : i32>["src/x.py":12, "name", "a.mlir":276:112])
