#x_y0 = 285
!alias_0 = complex< 
 f64>
!T_1 = none
!T_2 = complex<f32>
#a1 = "\7f.\7f\"\na}z\48\t"
#L2 = loc("src/x.py":59)
#loc3 = array<i32: 0>
#x_y4 = dense<(-1.17549435e-38, 6.02214076e23)> : tensor<232xcomplex<f16>>

"foo.op"() {b0= dense<"*{"> : tensor<!foo.str>,  a1 =  affine_map<()[s0] -> (2 * (9 - s0), (7 * (s0)) ceildiv 2, 1 * ((s0) floordiv 4))>, attr2= affine_set<(d0, d1)[s0, s1] : (d0 * 2 - (s1) ceildiv 3 >= d1 * 2, 7 - d1 - (d0) mod 4 >= 0, (d1 * 7) floordiv 8 >= 0)>}:  () -> () loc("a.mlir":14:30 to 16:10)
%v0 = "foo.compute"() <{value0 
 = {attr0=   1  : i3}, attr1= {attr0  = -2.0 : f8E4M3B11FNUZ, k$1= "z\"@\n", z92 
 = complex< 
 f64>}}>: () -> complex<ui32> loc(unknown)
%1 = "foo.compute"(%v0, %v0): (complex<ui32>, complex<ui32>) -> (none)
%_2 = "foo.bar.baz"() ({
^bb0(%$3: f32):
%_4 = "foo.bar"(%1,%$3, %1) {attr0=	 0}  : (none, f32, none) -> ui3
"x.y"(%_4, %v0)<{x0, a1}> {b0 = array<i1: false, false, false>, k$1= dense_resource<res_0> : tensor<3xi32>} 
 : (ui3, complex<ui32>) -> ()
%r5 = "x.y"(%v0) {}: (complex<ui32>) -> i64
%_6 = "x.y"()<{x0, "quoted key 1"= distinct[2]<17 : index>}>: () -> index
%7 = "a.b"(): () -> complex<f64	> loc("src/x.py":466:65)
}): () -> f64 loc("x")
%value8 = "foo.compute"() {_u0=	 "X-\n\n\7fz\n@-!", x1= #x_y0 , value2, b3= 
  affine_map<(d0, d1) -> ((-(d1)) ceildiv 7, d0, -(d0) * 4)>}: () -> bf16 loc("":41:72 to :73)
%value9:2 = "d.op_1"(%1, %value8)<{z90= dense<0x35B3> : tensor<bf16>, x1= 
  4294967295: i32}> ({
%x10 = "foo.bar"(%_2) <{}> {d.k0=  900.879878 : f32} 
 : (f64) -> index
"foo.bar"() ({
^bb2(%11: none, %_12: !my_dialect<"a b">, %value13: f16):

%_14 = "bar.yield"(%x10, %_12, %value13) ({
}) {z90=	 #foo.attr, k$1= dense<4.9e-324> : tensor<4x1x1xf16>, value2= dense<[7.89909e+23,
    -2.693, -0.0, 0.6323099]> : vector<4xf8E3M4>, _u3= 0xFFFFFFFF:	 i32}	: (index, !my_dialect<"a b"> , f16) -> (vector<[14]x[13]x12xindex>)
"a.b"(%_12,  %value13, %v0): (!my_dialect<"a b">, f16, complex<ui32>) -> () loc(callsite("f":478:103 at "a.mlir":21:45 to 22:27))
"foo.op"(%value13) ({
"builtin.module"() ({
%value15 = "foo.bar"() <{value0= 6.02214076e23 : f8E3M4, b1 = "_\72 ", value2, value3=   "\00-\00!\\\tðŸ™‚}\"'\\"}> {}: () -> (memref<2x4xf32>) loc("dir/with space.c":0:459)
}) : () -> ()
}): 
  (f16) -> () loc("f":83)
%16:3 = "foo.bar"(%_14) ({
^3(%v17: !T_1, %18: memref<415x4xi32, strided<[?, 1], offset:0>, 7>):
%r19 = "z.nop"(%11, %_2): (none, f64) -> complex< 
 f32> loc("a.mlir":46:4294967295) // trailing comment
%_20:3 = "foo.bar.baz"(%_12, %v0, %18) {}: (!my_dialect<"a b">, complex<ui32>, memref<415x4xi32, strided<[?, 1], offset:0>, 7>) -> (f16, !T_2,  memref<7xsi32,
    strided<[?], offset:0>, {kind = "scratch"}>)
%21:4 = "foo.op"(%_20#2, %_20#1)	: (memref<7xsi32,
    strided<[?], offset:0>, {kind = "scratch"}>, !T_2) -> (tensor<  7x? x 4xi1024>, !bar.t<94>, memref<25x?x?xcomplex<bf16  >>, f128)
%$22:3 = "x.y"(%21#0) <{}>: (tensor<  7x? x 4xi1024>) -> (complex<f16>, !x.v<23, 60>, index) loc("a.mlir":218:328)
%value23 = "d.op_1"(%$22#1) {foo.k0= [#a1], attr1, a2  =	 dense<[[[-1, 0x0, 2147483647], [106, 2147483647, 0]], [[-6, 0, -2147483648], [-2147483648, 1, -1]]]> : tensor<2x2x3xsi32>, a3= array<f32: 6.38056e+26, 1.834, 5.597>}: (!x.v<23, 60>) -> i17 loc("dir/with space.c":248:436)
"my_dialect.thing"() {b0= loc(callsite("name" at fused[]))}: () -> () // trailing comment
}, {
%value24 = "foo.bar.baz"(%x10):	 (index) -> f8E4M3 loc("dir/with space.c":20:59 to 23:30)
}) {attr0= {sym_name0= @x.y, _u1= #a1, x2= #x_y0, "quoted key 3" 
 = -67.93E0 : f32}}: (vector<[14]x[13]x12xindex>) -> (index, !alias_0, f64) loc(callsite("with \"q\"" at "src/x.py":318:0))
%value25:4 = "d.op_1"(%_12, %_14)<{}>: (!my_dialect<"a b">, vector<[14]x[13]x12xindex>) -> (memref<4x7 x 25xi8, strided<[?, 59, 1], offset: 7>>, f64, !alias_0, index)
}, {
%value26 = "a.b"(%_2, %x10 , %1) 
 : (f64, index, none) -> f32 loc(#L2)
}, {
^$6(%_27 : vector<6xui17> loc("name"), %28: !T_1 loc("with \"q\"")):
"foo.bar.baz"(%_27, %x10) <{value0= @"x y" , z91}> {"quoted key 0"= "\t0}\\b\\\00\n\n_-%" : index , k$1	= #a1 , x2  = #loc3}  : (vector<6xui17>, index) -> ()
}) {value0= affine_map<(d0)[s0] -> ()>, "quoted key 1"= unit , b2= #x_y4, b3}: () -> () loc(#L2)
%_29 = "foo.bar.baz"(%_2, %value8, %1) <{sym_name0= tuple<f8E8M0FNU, i3>, sym_name1	= loc(#L2)}> {attr0 = dense<[[[-1, 0x0, 127,-64]]]> : tensor<1x1x4xi7>}: (f64, bf16, none) -> (f32) loc("f":498:204)
%v30, %31:2 = "foo.bar.baz"(%_2) <{"quoted key 0"= #foo<"abc">, d.k1= 180532.0 : bf16}> {sym_name0, b1, x2, foo.k3= array<i16: 1, 0x0, 0, 1>} : (f64) -> (tensor<2xcomplex<f16  >>,i24, i8) loc("dir/with space.c":37:8 to :8)
%_32:2 = "d.op_1"() <{my.k0=	 array<i16: 5>, a1, attr2=  0x1:  si64}>: () -> (!bar.v<a.b , abc>, !alias_0) loc(#L2)
%v33 = "z.nop"(%v30, %1, %31#1) {my.k0= 0x€FC00 : bf16,
    "quoted key 1"= [-128: si8, array<i16: 0x0>, unit]}: (tensor<2xcomplex<f16  >>, none, i8) -> tensor<4x0xui64, #foo.enc> loc("src/x.py":286:0)
})  : (none, bf16) -> (f32, tuple<i1, f32>)
// a comment
"foo.compute"(%value8)<{_u0= -170141183460469231731687303715884105728 : i1024, a1 =   true, k$2= #a1, b3= dense<[[[1, -69325944384600], [-1, 18446744073709551615], [-3142193695 , 408], [0xFFFFFFFFFFFFFFFF, -9223372036854775808]],
    [[-9223372036854775808, 871069861532321166], [6192044, 1], [47, 14], [-1, 0]], [[0, 18446744073709551615],[6,
    7837563624374], [0x37381BE24A346A2, -1], [-1, 1]],
    [[9939784812247 , -4110349036], [-1, 56194156398824938], [16294317, 0], [-9223372036854775808, 18446744073709551615]]]> : tensor<4x4x2xi64>}> {k$0= unit, foo.k1= sparse<[[1, 3, 4], [4, 3, 3], [0, 0, 4]], [305.431865, -0.4781338, 1.0e-5]> : tensor<6x4x5xbf16>, attr2  = []}:	 (bf16) -> () loc(#L2)
%arg34 = "a.b"(%value8): 
  (bf16) -> !bar.v<{<40 "x y"> , -5 , <57>} "x y">

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000C0A70D57707003057E8BD22F"
    }
  }
#-}
