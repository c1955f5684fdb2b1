"bar.yield"(): () -> () loc("dir/with space.c":142:0)
%x0 = "z.nop"() ({
	%_1 = "z.nop"() <{foo.k0}> {x0= distinct[2]<>, foo.k1, my.k2=  sparse<[[0, 0, 0]], [4.9e-324]> : tensor<4x5x4xf16>}: () -> f8E8M0FNU
	"a.b"() <{value0= 9.266 : f32}> {attr0=   complex<f32>, z91= 6.02214076e23 : f8E5M2, x2= {x0= #x.v<[abc [f32,-3,23]],5>, value1, _u2= "\\-\"'" : i8, z93= distinct[4]<0x1>}}: () -> ()
	%v2 = "foo.compute"() ({
	^bb1(%3: vector<13x16x6xf64>, %4: si8):
		"foo.bar.baz"(%3,  %4)<{value0= array<i16: 201,0, -32768, 2, 34>}>: (vector<13x16x6xf64>, si8) -> ()
		"bar.yield"(%_1, %3, %4) {z90	= [], x1= distinct[5]<>, x2} 
 : (f8E8M0FNU , vector<13x16x6xf64>, si8) -> () loc(callsite(fused<"meta">["f":26:43 to 26:11] at "dir/with space.c":99999999999999999999:487))
	}) {x0=   #foo.v<-8 , <"x y",-4> , [<90>, <?,23>, <i8 , ?>]>, sym_name1}: () -> !my_dialect.param<[{true 90}, "x y"],78,true>
	%v5 = "foo.op"(%_1 , %_1, %_1) {"quoted key 0"	= "\t!", sym_name1, sym_name2= [{sym_name0= 18446744073709551615 : i64}, bf16, 370753.0 : f16]}: (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) -> tensor<2x1x364xvector<14x[9]xf8E4M3FNUZ>, #foo.enc> loc("dir/with space.c":11:16 to :25)
}) {value0 , z91= @"0start"}: () -> memref<? x 373xf8E4M3FNUZ, affine_map<(i0, i1) -> (i1 * 1 - i1 - 6, 6 * (3) + (4) floordiv 5)>, 6> loc("with \"q\"")
%value6 = "z.nop"(%x0) {a0= loc("f":194:103), d.k1=	 "X/\C1🙂\00\n*a" : f4E2M1FN,value2, d.k3= #x.a} :	 (memref<? x 373xf8E4M3FNUZ, affine_map<(i0, i1) -> (i1 * 1 - i1 - 6, 6 * (3) + (4) floordiv 5)>, 6>) -> memref<24x3 x 1xvector<f8E3M4>> loc("dir/with space.c":44:5 to 46:13)
%value7 = "foo.bar"() ({
^bb2:
	%v8 = "z.nop"(%value6) {value0=	 dense<-1.17549435e-38> : vector<3x1xf8E5M2FNUZ> , b1= 18446744073709551615,  z92= 0.4600999}: (memref<24x3 x 1xvector<f8E3M4>>) -> !foo.t<{-1}> loc("with \"q\"")
	%_9 = "bar.yield"(%x0): (memref<? x 373xf8E4M3FNUZ, affine_map<(i0, i1) -> (i1 * 1 - i1 - 6, 6 * (3) + (4) floordiv 5)>, 6>) -> ui1024 loc("callee"("a.mlir":412:82))
}) {d.k0= "z\n%\".#\"}\"🙂-\\"}: () -> i1024 loc("callee"(unknown))
%v10,%11:3 = "foo.bar"() {attr0, a1= dense<"0xEA"> : vector<2x3xi8>, my.k2= "XX/ a\"\00/<\10",  foo.k3 = 1 : index}: () -> (tensor<f6E2M3FN >, i32, ui32,
    i8) loc(unknown)
%value12:4 = "x.y"(%v10) <{a0= 796.747504 : f8E8M0FNU, a1  = 0.4622044, my.k2= [1: i128, false,1.0e-5 : f8E5M2FNUZ]}> {b0= 0x52D2007D : f32, attr1= #foo.a , _u2= dense<["🙂z\\@}\t", "z0!_/%\\#.%0'", "\na/\\\n\n<\n{\\<"]> : tensor<3x!foo.str>}: (tensor<f6E2M3FN >) -> (f32, index , i3, none)
%13, %_14:3 = "x.y"(%value12#2): (i3) -> (complex<bf16>, tuple<memref<*xcomplex<i64>>>, tensor<1x1xsi32, #foo.enc>, !x.t<{-7} , f32>) loc(fused[callsite("a.mlir":342:150 at unknown)])
"bar.yield"(%_14#2, %_14#1,
    %13) {foo.k0	=   "\\_X/ !{",  sym_name1= dense<"0xC9DD3CBE"> : tensor<si32>}: (!x.t<{-7} , f32>, tensor<1x1xsi32, #foo.enc>, complex<bf16>) -> () loc(callsite("name" at "a.mlir":308:3))
%value15 = "foo.compute"(%_14#1) ({
^b3:
	"my_dialect.thing"() {b0= dense<[1, -2147483648, 7, -716]> : tensor<4xi32>, foo.k1= @a::@"é", _u2= false}: () -> ()
	%v16 = "foo.compute"(%value12#1, %_14#1, %_14#2) <{value0=   -1: i1}> ({
		%-17 = "foo.compute"(): () -> complex<f16>
		%$18 = "x.y"(%_14#2) ({
		^bb5(%value19: tuple<si3>):
			%20:3 = "foo.compute"():  () -> (i7, memref<3x?x39 x vector<8x6xi8>, affine_map<(d0, d1, d2) -> (d0, 6 * (9 + 9))>,1>, i64) loc("dir/with space.c":4294967295:445)
			%21 = "bar.yield"(%-17, %13, %20#2): (complex<f16> , complex<bf16>, i64) -> i17 loc("with \"q\"")
			"x.y"() {a0 
 = 
  {value0= -428592.0 : f8E4M3FNUZ, my.k1=   31 : index, _u2, sym_name3}, x1= [0	: 
  i1, tuple<si16, i64, ui24,tf32, i1, ui7, si1,
    f32, f64, index, i1024, bf16, f8E4M3B11FNUZ, f16, f8E5M2FNUZ,  i16, ui64, i1>]}: () -> () loc(unknown)
			"z.nop"() {d.k0	= #x.p<-4,10,-2>,"quoted key 1"  =   4.9e-324 : f64, "quoted key 2"= -7: i7}: () -> ()
			"d.op_1"(%20#2,  %21, %20#2) {foo.k0=	 #bar.p<[[-5]] , 66>,  k$1= 50.67E9 : f80, b2= "0b#\\z\"\00"}	:	 (i64, i17,i64) -> () loc("dir/with space.c":4294967295:76)
		}): (!x.t<{-7} , f32>) -> tensor<1 x 3x?x44 x f128> loc("f":0:71)
		%a.b22 = "foo.bar"(%v10,%13, %$18):	 (tensor<f6E2M3FN >, complex<bf16>, tensor<1 x 3x?x44 x f128>) -> !foo.param<[70, i8]>
	}, {
		"d.op_1"(%13) {foo.k0= affine_map<(i0) -> ()>, k$1} : (complex<bf16>) -> () loc(callsite("src/x.py":67 at "f":264:296))
		%23 = "a.b"(%_14#2, %value12#0): (!x.t<{-7} , f32>, f32) -> vector<16xi64> loc("":379:447)
	}) {my.k0= "\7f\t-\\", "quoted key 1"	=  affine_map<(d0)[s0, s1] -> (s0, 1 * ((s1) ceildiv 7))>, k$2= tuple<>}:   (index, tensor<1x1xsi32, #foo.enc>, !x.t<{-7} , f32>) -> (!foo.t<[i8,-0,{65 -4 -1}] , [?]>)
	%24 = "foo.bar"(%_14#1 , %_14#1,
    %value12#1): (tensor<1x1xsi32, #foo.enc>, tensor<1x1xsi32, #foo.enc>, index) -> vector<[15]x10xf32>
}):  (tensor<1x1xsi32, #foo.enc>) -> f32 loc("a.mlir":48:11 to 48:67)
%x25, %x26:2 = "foo.bar.baz"(%value15 , %x0, %value15): (f32, memref<? x 373xf8E4M3FNUZ, affine_map<(i0, i1) -> (i1 * 1 - i1 - 6, 6 * (3) + (4) floordiv 5)>, 6>, f32) -> (!bar.type, tuple<i64, f32>, i17) loc(fused<#foo.m>[])
%27 = "foo.bar.baz"(%11#0) {"quoted key 0"= 59, my.k1 = 0x4C0F05FA04D1BAA68941 : f80}: (i32) -> tuple<memref<254xf8E4M3, "local mem">> loc("name")
%v28:2 = "x.y"(%27 , %27, %x26#0) : (tuple<memref<254xf8E4M3, "local mem">>, tuple<memref<254xf8E4M3, "local mem">>, tuple<i64, f32>) -> ((vector<[7]x8xf8E4M3FNUZ>, !x<"a b">, vector<9x[3]xf4E2M1FN>) -> vector<6 x 2xf8E5M2FNUZ>, !bar.param<a.b, -7>)
