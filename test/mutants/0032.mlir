!t0 = tensor<645 x 4x0 x 0xi32>
#map0 = []
!alias_1 = !x.v<abc,<[a.b],79>>
#loc1 = loc("op.1")
!alias_2 = f64
#attr_2 = dense<-52> : vector<1x3xsi8>
#loc3 = unit
#loc4 = loc(unknown)

"builtin.module"() ({
%_0 = "foo.op"() ({
%-1 = "bar.yield"(): () -> vector<1x[11]x16xf32>
"foo.compute"() {my.k0  =  unit, a1=   "\C3\A9" : si32, x2= dense<[[16777215], [9933], [16777215]]> : vector<3x1xi24>, z93= 0xFFF0000000000000 : f64} : () -> () // trailing comment
%value2 = "bar.yield"() {"quoted key 0"= dense<[[-64, -1,  127], [0x0, 1, 1], [127, 127, 127], [127, 127, -64]]> : tensor<4x3xi7>, attr1, sym_name2  = 0xFFF0000000000000 : f64}: () -> (ui32) loc("f":173:478)
%3 = "foo.bar"(%value2, %value2) ({
%_4, %v5:2 = "bar.yield"() <{z90= 
  [],  "quoted key 1", d.k2, k$3=	 #bar.a<<[27]>>}>: () -> (tensor<41x43xbf16, "sparse">, vector<8xi1024>, i32)
%tmp_6 = "bar.yield"(%v5#1) ({
%7 = "bar.yield"(%-1, %value2, %_4) {}: (vector<1x[11]x16xf32>, ui32, tensor<41x43xbf16, "sparse">) -> memref<?x3 x ?xf80, {kind = "scratch"}>
%8 = "bar.yield"() {}: () -> f32
"bar.yield"(%v5#0,  %-1) {"quoted key 0" 
 = "\\\t\t\AD/%{\7f\n!{{", value1  = affine_set<(d0, d1)[s0] : (d0 <= 7)>, z92= -70 : index}: (vector<8xi1024>,
    vector<1x[11]x16xf32>) -> () loc("":38:73 to :79)
%9,  %10:3 = "foo.op"(%8, %v5#1, %v5#1) : (f32, i32,  i32) -> (si1, i17,
    complex<f8E4M3B11FNUZ >, f8E5M2)
%r11 = "x.y"(%10#2, %10#2,  %10#0): (f8E5M2,  f8E5M2, i17) -> !t0 loc(callsite(unknown at "x")) // trailing comment
"foo.compute"() {}: () -> ()
}, {
}): (i32) -> complex<ui1024> loc(fused<#foo.m>["with \"q\"", "x"])
%value12 = "foo.bar.baz"(%_4) <{}> {b0 = -56981426: i32}: (tensor<41x43xbf16, "sparse">) -> tensor< 
 61x63x553xsi32> loc("":495:38)
"foo.compute"(%tmp_6, %_4) {_u0, value1= #map0, a2= true}: (complex<ui1024>, tensor<41x43xbf16, "sparse">) -> () loc("f":4294967295:118)
%13 = "foo.compute"(%v5#0) ({
}): (vector<8xi1024>) -> memref<374x?x689xf8E5M2FNUZ,strided<[3, 25, 1]>>
}) 
 : (ui32, ui32) -> f32 loc(fused["name"])
}, {
%14:4 = "z.nop"() ({
}, {
}) {_u0= 0x0: i3, d.k1= 
  0.1 : f32, foo.k2= 10.94E9 : f8E4M3, "quoted key 3"	= ""}: () -> (tuple<!alias_1,
    bf16>, !t0, none, none) loc("src/x.py":18)
%15 = "bar.yield"(%14#0): (tuple<!alias_1,
    bf16>) -> !x.v<[<"x y" true>]> loc("":43)
%v16 = "foo.bar.baz"(%14#3) {value0= 4805840860355404049950427711: i128, "quoted key 1"= @main::@f_1, attr2}: (none) -> vector<[14]x16xsi8> loc("f":250:232)
"bar.yield"() {"quoted key 0"=  -454964777148340854: i64}:   () -> () loc("n"("op.1"))
%17 = "my_dialect.thing"(%14#1, %v16) ({
}, {
}, {
^bb6(%18: i128):
%v19, %v20:3 = "foo.bar.baz"() {my.k0, a1= unit, foo.k2 
 = 2.718281828459045 : f32}: () -> (i16, memref<3 x 1x29xindex, strided<[?, 6, 18], offset: 10>, "local mem">,
    !my_dialect<"">, f64)
"foo.bar.baz"(%v20#2, %14#1):	 (f64, !t0) -> ()
%_21 = "foo.op"(%v20#1, %v20#1) <{attr0= 0: i3}>: (!my_dialect<"">,  !my_dialect<"">) -> tensor<?x52x53x36xf4E2M1FN> loc(unknown) // trailing comment
%value22 = "d.op_1"(%18, %v20#0, %14#3): (i128, memref<3 x 1x29xindex, strided<[?, 6, 18], offset: 10>, "local mem">, none) -> ((!my_dialect.t_1) -> (ui64, memref<4x915xf8E5M2FNUZ, strided<[52, 1], offset:0>, "shared">)) loc("dir/with space.c":4294967295:157)
%23:2 = "x.y"(%v20#1, %14#3, %value22): (!my_dialect<"">, none, (!my_dialect.t_1) -> (ui64, memref<4x915xf8E5M2FNUZ, strided<[52, 1], offset:0>, "shared">)) -> (complex<f6E2M3FN>, si8) loc(fused<#foo.m>[])
}): (!t0, vector<[14]x16xsi8>) -> (vector<5x9x11xui32>)
}): () -> complex<f8E4M3FNUZ> loc("f":480:426)
%v24 = "z.nop"(%undefined_value, %_0) <{sym_name0, d.k1= 1: 
  i32, value2= f8E4M3B11FNUZ, _u3= dense<"0x54323B5A87435B4A29E7BF6F4663358867B7A4410BC656674AC0FAD6DE19C4A4154E5E4BC4499203392E328F074C8E8B7B7DD3DCD7646BBBE27A5B81240956E7"> : vector<2x4xsi64>}> {a0= [@"x y", #map0, #map0, #map0], my.k1, value2= array<i8: -66, 0x0>}: 
  (complex<f8E4M3FNUZ>, complex<f8E4M3FNUZ>) -> f32 loc("":0:400)
"d.op_1"(%_0,%_0):	 (complex<f8E4M3FNUZ>, complex<f8E4M3FNUZ>) -> ()
"my_dialect.thing"(%_0, %_0) <{_u0=	 {}}>: (complex<f8E4M3FNUZ>, complex<f8E4M3FNUZ>) -> () loc(fused[callsite("src/x.py":13:41 to :45 at "dir/with space.c":454:0), "dir/with space.c":0:0])
"my_dialect.thing"(): () -> () loc(#loc1)
%x25 = "d.op_1"(%v24, %v24, %_0)<{"quoted key 0"= sparse<[[1, 2, 3]], [-1]> : tensor<3x6x4xi8>, my.k1= #attr_2, my.k2= [25 : index], d.k3= "\n*<" : i24}> {"quoted key 0", z91	= unit}: (f32,f32,complex<f8E4M3FNUZ>) -> !alias_2
"a.b"(%_0): (complex<f8E4M3FNUZ>) -> ()
%value26:4 = "d.op_1"() {x0=   @f_1, sym_name1= [dense<[["b\7f\00é/ "]]> : tensor<1x1x!foo.str>, 90590419: i32, affine_map<()[s0, s1] -> (((s1) floordiv 1) floordiv 6, s0)>, 16 : index], k$2= 
  0x7FF8000000000001 : f64}:  () -> (memref<43x3xui32, affine_map<(d0, d1) -> ((d1) ceildiv 1)>, 6>, tensor<3 x 4xf8E3M4>, index, tensor<?x8x9 x index,{a = 1 : i64}>) loc("f":1:44 to :49) // trailing comment
%v27:3 = "d.op_1"(%x25, %value26#3): (!alias_2, tensor<?x8x9 x index,{a = 1 : i64}>) -> (!bar.t, !alias_1, ui1)
%28, %v29:3 = "foo.bar.baz"() ({
^b7(%30: none, %31: vector<14x2xui3>, %value32: memref<*xi1024, "local mem"> loc(#loc1)):
"foo.br"(%31, %value26#2)  [^bb8]:  (vector<14x2xui3>, index) -> ()
^bb8(%33: tensor<?xf6E2M3FN, {a = 1 : i64}>):
"cfx.cond_br"(%value26#1)  [^9]<{}>: (tensor<3 x 4xf8E3M4>) -> () loc("a.mlir":43:62 to 45:21)
^9:
"cfx.cond_br"(%30, %value32, %value26#2)[^10,^bb8] {b0= affine_set<(d0, d1)[s0, s1] : (s0 - s1 + 3 * 5 == 0, ((d1) floordiv 2) * s1 >= 0)>, value1= 428: i16}: (none,  memref<*xi1024, "local mem">, index) -> ()
^10:
%a.b34 = "my_dialect.thing"(%30, %31, %value26#0): (none, vector<14x2xui3>, memref<43x3xui32, affine_map<(d0, d1) -> ((d1) ceildiv 1)>, 6>) -> tuple<>
}, {
"foo.br"(%v24)[^12, ^12] {sym_name0= #loc3, x1, z92  =	 unit}: (f32) -> () loc("n"("a.mlir":5:369))
^12(%v35 : f16):
"foo.br"(%_0, %v27#1)[^13] <{"quoted key 0"= dense<181> : tensor<i32>, _u1 = 0.8726011 : f8E4M3, _u2= -270.175957 : f32, sym_name3= 14.42E3 : bf16}>: (complex<f8E4M3FNUZ>, !alias_1) -> ()
^13(%value36: !t0, %37: memref<12x? x vector<3x[4]x[8]xf4E2M1FN>, "gpu">, %38: index loc(callsite("f":21:63 to 22:65 at "src/x.py":3:349))):
%39 = "foo.op"(%38, %value36) {d.k0  = distinct[2]<-127559107>,
    x1 
 = #loc3, d.k2 
 = ui24}: (index , !t0) -> memref<624xindex, strided<[1], offset:0>, 5>
}, {
"a.jump"(%v27#2)[^$15] {a0= "", b1= -1: i8 , a2= "\n", z93= 
  dense<[[[42.492491, 0.3, -804980.0, 0x38B313817322EC6B]],  [[0.5, -0.9747092,  -0.0, 7.95125e27]], [[-1.0e300, -4.9e-324, 0x136358C8423936B3, -53707.0]]]> : tensor<3x1x4xf64>}: (ui1) -> () loc(callsite("":26:20 at "src/x.py":194:4294967295))
^$15(%$40: vector<8x15x3 x f16> loc("x"), %_41: vector<14x12x2xf64>):
"a.jump"(%_41)[^16, ^16] {sym_name0= i1024, d.k1=   array<i8: 0>, x2= {}, b3}: (vector<14x12x2xf64>) -> ()
^16(%42: f32 loc(fused<"meta">[]), %value43 : tuple<f16, i8, f16>, %value44: (i8) -> (complex<	bf16 
 >, !x.a.b) loc("dir/with space.c":8)):
"x.switch"(%x25, %value43)[^loop17, ^$15] <{foo.k0= dense_resource<r.0> : tensor<3xi32>}> {z90= @f_1::@x.y}  : (!alias_2, tuple<f16, i8, f16>) -> ()
^loop17:
%_45, %46:3 = "d.op_1"(%v27#0) {d.k0, _u1= 0xAB38 : f16, z92}: (!bar.t) -> (!my_dialect.t_1, none, complex<bf16>, tensor<478xf64, {a = 1 : i64} >)
}): () -> (tensor<2x?xf8E8M0FNU>, none, tuple<f6E2M3FN, i64,
    bf16>, f32)
"foo.bar.baz"(%v29#1, %v29#0, %v29#0) <{"quoted key 0"=   "\n\t\7f\\<\1Dz% ", _u1=  @"x y", foo.k2= 0xFF 
 : i8}> {sym_name0, foo.k1  = dense<[1, 0, 8, 3330]> : tensor<4xui24>} 
 : (tuple<f6E2M3FN, i64,
    bf16>, none, none) -> () loc(#loc4)
"foo.op"(%28, %_0) {"quoted key 0"= #attr_2, z91= @f_1::@"x y",  my.k2= dense<["X{}_}@@\43*","*b日本'\n0\\*'X%%", "\t<X\C3\A9\EE\"."]> : tensor<3x!foo.str>, "quoted key 3"  = dense<0> : tensor<2x1xsi64>}:   (tensor<2x?xf8E8M0FNU>, complex<f8E4M3FNUZ>) -> () loc("":0:392)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000004EDA626BEB2EE09C7AB4BE73"
    }
  }
#-}
