// ir-gen random --seed 280 --size 40
"a.b"() {}: () -> () // trailing comment
"d.op_1"(): () -> () loc(unknown)
// // nested
%0, %r1:2 = "foo.op"() {my.k0= 18446744073709551615 
 : i64, attr1 , _u2=  0.3122672 : f16, b3= memref<5xsi32>}: () -> (ui3 , tensor<789x3x?xi32>, complex<bf16  >)
%v2 = "a.b"(%0, %r1#0, %r1#0) ({
}, {
^bb0(%_3: f32, %v4 : bf16):
%5 = "foo.op"(%v4) {attr0	= dense<[[[(-65504.0, 0xDD895288EFF175FA),(95788.0, 0.1), (-0.5, 0xFC8F19CBF109C99A)], [(0x71A55AA110104EB0, 0.5), (0.2, -915.68365), (0x11EBE50C6B73837D, 0xEFA7C02273681A64)], [(1.0e-30, 0x0E15168FF973C707),
    (0.2, 56.22E2), (0x0820F0F053AA9422, 0x85F17CCAFE9B404F)], [(100.0, 0xBB8A7AB721A1A548), (-1.0e-5, 0.5476860) , (0x22A6C8F0866A1BE6,0x791EDBA1DB78BC24)]]]> : tensor<1x4x3xcomplex<f64>>, z91, foo.k2=   0: i1}: (bf16) -> memref<50x?x?xf64, "gpu">
%arg6 = "d.op_1"(%_3, %v4): (f32, bf16) -> vector<13x2 x 7xi1024> loc("with \"q\"") // trailing comment
"cfx.cond_br"(%5, %v4, %_3)[^bb1] <{}> {x0}:  (memref<50x?x?xf64, "gpu">,  bf16, f32) -> () loc(unknown)
^bb1(%7: f80, %arg8 : f8E4M3B11FNUZ loc(fused["op.1"])):
%_9 = "z.nop"(%_3, %arg6) <{my.k0	= dense<474> : vector<3xindex>, my.k1, a2 = array<f64: -5.12212e+19>, sym_name3= -2.5e-3}>: (f32, vector<13x2 x 7xi1024>) -> (vector<2x[14] x i1024>) loc(callsite(unknown at "n"("a.mlir":23:67 to 23:51)))
%10 = "foo.op"(%7, %r1#1, %5) : (f80, complex<bf16  >, memref<50x?x?xf64, "gpu">) -> tensor<?x?x29x979xf80> loc("v"("v"("f":53)))
"foo.bar"(%v4,
    %7) {foo.k0= "*\n0\t\\\59\t0\\\7f." : f64, foo.k1}: (bf16, f80) -> ()
%value11, %12:3 = "x.y"(%r1#1, %_9, %_9) {}:	 (complex<bf16  >, vector<2x[14] x i1024>, vector<2x[14] x i1024>) -> (f128, f8E5M2, f80, memref<3xbf16, strided<[?], offset: 6>, "shared">)
%a.b13 = "x.y"() {}: () -> ui24
"cfx.cond_br"(%v4)[^x.y2] {z90=   #foo.a<"x y" , ? , {a.b [?, f32]}>, my.k1= 0: i128, k$2= {}, foo.k3= 2.718281828459045 : f64}: (bf16) -> ()
^x.y2:
%v14 = "foo.op"(%_3): (f32) -> tuple<>
"foo.compute"():	 () -> () loc(callsite("callee"("":45:67 to 45:34) at fused["x"]))
%15 = "my_dialect.thing"(%r1#0,%r1#1, %arg6): 
  (tensor<789x3x?xi32>, complex<bf16  >, vector<13x2 x 7xi1024>) -> vector<1xi32>
%arg16:2 = "my_dialect.thing"()<{_u0= "a", k$1= f32}>: () -> (index, index)
%_17, %_18:3 = "foo.op"() {k$0= #bar.v<{<20,abc> , ? , -2} , {[? ?] , {"x y",-0}} , i8>, attr1= #foo.p<[{"x y",-6,29}], [37], 4>,
    "quoted key 2"= 4.9e-324 : f8E5M2, "quoted key 3"= 0}:	 () -> (vector<[16]x2xi64>, i7, index, none)
%19 = "bar.yield"() {}: () -> tuple<f8E4M3B11FNUZ , complex<f64>, ui1024, ui7>
}) {b0= 
  [{z90, value1= affine_set<(d0, d1, d2)[s0] : ((d0) * s0 == 0, s0 * 4 * 7 <= 4)>},
    #x<"x<1>">, affine_set<(d0)[s0] : (d0 <= 7)> , "!\C3\A9/!\7fÎ©\25\n'%"], a1= true}: (ui3, tensor<789x3x?xi32>, tensor<789x3x?xi32>) -> f64 loc("f":4294967295:266)
"d.op_1"(%0) : (ui3) -> ()
%_20 = "my_dialect.thing"(%0, %r1#0, %r1#0): (ui3, tensor<789x3x?xi32>, tensor<789x3x?xi32>) -> complex<i64>
%v21 = "foo.bar.baz"() {value0= {"quoted key 0"= 0xA622D750 : f32}, "quoted key 1"= 673.721879 : f16, a2=   -170141183460469231731687303715884105728	: i128,
    z93= [@b, #my.a]}: () -> i3 loc("v"("v"(unknown)))
"z.nop"(%r1#0, %_20): (tensor<789x3x?xi32>, complex<i64>) -> () loc("with \"q\"")
// 
%_22 = "x.y"(): () -> tensor<!foo.param<[[true,-8,"x y"] [60, ?] [?, "x y", a.b]]>> loc("f":179:403)
"foo.compute"(%v21): (i3) -> ()
%x23 = "a.b"(%v2, %_20) {} 
 :   (f64, complex<i64>) -> vector<5x14xsi1> loc("f":18:41 to 20:34)
%r24, %value25:3 = "foo.op"(%_22 , %_22): (tensor<!foo.param<[[true,-8,"x y"] [60, ?] [?, "x y", a.b]]>>, tensor<!foo.param<[[true,-8,"x y"] [60, ?] [?, "x y", a.b]]>>) -> (f64, vector<si3>, si7, vector<[3]xi7>) loc("dir/with space.c":2:64 to 4:38)
%26 = "foo.compute"(%value25#1, %value25#0, %value25#2): (si7, vector<si3>, vector<[3]xi7>) -> vector<15x15 x ui128>
%_27:3 = "bar.yield"(%value25#1,
    %value25#0, %value25#1): (si7, vector<si3>, si7) -> (index, i17, tensor<?xindex>)
"foo.bar"() {"quoted key 0"= loc("":297:236), attr1= index, b2}: () -> () loc("":413:113)
%x28 = "a.b"(%_27#1): (i17) -> tensor<740 x 27x?x?xcomplex<f8E4M3>>
%r29:3 = "foo.compute"(%v21, %_27#0 , %_27#2) ({
^bb3(%value30: memref<2x2x1xf64 , "local mem">):
%value31:2 = "a.b"(%0, %0, %value25#1):	 (ui3, ui3, si7) -> (!x.t, f128)
%a.b32:3 = "a.b"(%value30, %value31#0): 
  (memref<2x2x1xf64 , "local mem">, !x.t) -> (tensor<352x777x1xi17, #foo.enc>, (!foo.a.b, bf16) -> ui64, f64) loc(unknown)
%33:3 = "d.op_1"(%a.b32#1) ({
%a.b34:4 = "foo.bar.baz"(%value25#0, %value31#0,  %value25#0): (vector<si3>, !x.t, vector<si3>) -> (f80, none, tuple<vector<i1>>, index)
"foo.compute"(%a.b34#3 , %_27#1, %a.b34#1): (index, i17, none) -> () loc("dir/with space.c":35:30 to 38:46)
"z.nop"() ({
^bb5(%35: tensor< 
 4x? x 7x8 x bf16> loc("x"), %value36 : tensor<63x?x1xcomplex<f80>>):
%_37:2 = "foo.bar"(%value36): (tensor<63x?x1xcomplex<f80>>) -> (memref<2x5x?xcomplex<si1024 >,strided<[?, 51, 1], offset: ?>>, bf16)
%_38,%v39:3 = "a.b"(%value25#1, %r24)	: (si7, f64) -> (f32, complex<f16>, tensor<20x849x54 x i8>,
    complex<bf16>)
}) {}:   () -> () loc("dir/with space.c":13:50 to 16:75)
%value40 = "z.nop"(%a.b34#1, %a.b34#0)<{my.k0= dense<> : tensor<1x3x0xcomplex<f32>>}> {x0, foo.k1, z92= 0x92223038 : f32, d.k3= 0: ui24}: (none, f80) -> index
}) {foo.k0= dense<[[1.17549435e-38, 0.6470767], [23.42E0, 1.0e-30], [-752.663988, 1.0e38]]> : tensor<3x2xf64>, attr1= [dense<[[[(0.0669321, 0x05FA), (4.64127e-14, 2.0), (0.0703826, 903722.0)],  [(-1.0, 1.5786e30), (1.39042e+3 , 898600.0), (-5.22E0, 0xEFA3)]],
    [[(0x7FFF, 9.50E1), (0xFFEA, -1.964), (4.41228e1 , 2.718281828459045)], [(1.5, 65504.0), (0x€2420,
    4.9e-324), (0x7C00, -0.2)]],
    [[(2.0, 2.718281828459045), (0xEA56, 5.909), (0x8E03, 0xFBE1)], [(0x25DB, 9.999999e9), (9.999999e9,2.4113e+10),
    (0xCD05, 9.999999e9)]], [[(0x7FFF, 0x4DD6), (-60.50E9, 0x7C00), (0.308, 161969.0)], [(2.0, 4.783), (4.42513e10,
    936375.0), (100.0, -2.0)]]]> : tensor<4x2x3xcomplex<f16>>], foo.k2= 1: si24, my.k3= sparse<[[4]], [0x7FFF]> : tensor<5xbf16>}: 
  ((!foo.a.b, bf16) -> ui64) -> (i1024, (vector<[5]x12xsi17>,
    complex<f16>) -> memref<4x42x513xf16, 4>,memref<*xf4E2M1FN>) loc(fused<"meta">[])
}): (i3, index, tensor<?xindex>) -> (tuple<f32,f4E2M1FN, ui8,
    si32, i32, i64, i16, i1024,  si64, i32, index, i32, si17, index, f16 , ui3, i1, ui32, si64, i3, bf16>, f6E3M2FN, !foo.v<? , {?, ?}>)
%_41, %42:3 = "my_dialect.thing"(%value25#0, %r29#2): (vector<si3>, !foo.v<? , {?, ?}>) -> (!foo.t<-3 ?>, tuple<memref<*xf6E2M3FN>, bf16, index>, bf16, complex<f8E4M3FNUZ>) loc("a.mlir":39:27 to 39:70)
%_43 = "z.nop"(%_20, %42#1) {d.k0= dense<1> : tensor<i128>, x1,
    _u2= dense<(2.718281828459045, 9.999999e9)> : tensor<2xcomplex<f16>>}:	 (complex<i64>,bf16) -> f8E4M3FNUZ loc("dir/with space.c":0:4294967295)
// a comment
%_44 = "my_dialect.thing"(%r1#0)<{sym_name0= @"x y"::@s$,
    sym_name1= [0: ui3 , {sym_name0= 
  -1:	 i1,  _u1= array<i64: -3>, value2  = 2 
 : i3, z93= affine_map<(i0, i1, i2)[N0, N1] -> ((8 * (i0)) * N1, N1 + i1 * 5, i0 + (N0) mod 1)>}]}> {b0, foo.k1= -840.595813 : bf16, _u2, value3= tf32}: (tensor<789x3x?xi32>) -> tensor<949x3x766xindex>
