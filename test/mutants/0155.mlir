// ir-gen random --seed 36 --size 34
"builtin.module"() ({
 %a.b0, %1:2 = "d.op_1"(): () -> (f32, f16, f8E4M3) loc("dir/with space.c":13)
 %_2 = "d.op_1"(%a.b0): (f32) -> complex<f64> loc("":26:25 to :25)
 %_3 = "bar.yield"(%a.b0, %_2, %1#0)<{"quoted key 0"= 0: si17}> {b0} : (f32, complex<f64>, f16) -> f64
 %_4 = "x.y"(%1#1, %1#0, %_3) {my.k0= 1 : index}: (f8E4M3, f16,  f64) -> f8E4M3FNUZ
 %_5 = "foo.compute"(%_3, %a.b0, %a.b0)<{}>: (f64, f32, f32) -> i8 loc(fused[])
 %6 = "z.nop"(%_5,  %_2, %_3) {z90	= memref<495xi8, "shared">,
    b1= {d.k0= -146: si17,  k$1= "z\n\\@}", b2= #my.flag,
    x3= array<i64: 1, 311998908120981,  -9223372036854775808, -1>}}: (i8, complex<f64>, f64) -> complex<f32>
 %7 = "foo.op"(): () -> f8E5M2FNUZ
 %_8, %9:2 = "my_dialect.thing"(%6, %_5) {value0= affine_map<(d0, d1)[s0, s1] -> (d1 * 8, 2 * (d1) - (d1) mod 6, ((d0) mod 7) floordiv 9)>, b1= @"a", b2=   affine_map<(i0)[N0] -> ((1 * (N0)) floordiv 6)>, a3=  true}:  (complex<f32>, i8) -> (si16, (tensor<*xbf16>, si24) -> (tensor<*xf32 
 >, f64), index)
 %tmp_10 = "foo.op"(%9#0, %a.b0): ((tensor<*xbf16>, si24) -> (tensor<*xf32 
 >, f64),f32) -> tensor<?x6x56xi8>
 %11 = "my_dialect.thing"() <{sym_name0= affine_map<(d0, d1, d2) -> (-(-(d2)), -(7 * 7))>, attr1 = "_\"!X\00",  z92= array<f32>}>: () -> complex<i1>
 "bar.yield"()<{x0= dense<[[["", "\CB0'\C3\A9\"\n/", "'0Ω'#\\.@%<\t", "\A8\t#@"], [".\C3\A9", "0{", "{<z'\" \00\7f\C3\A9b'", "0a\00\C3\A9X\n\00"],
    ["é\00\"\t<}#X..b\n", "_a", "}.\85\"}", "\\%0\n\\}/\7f"]], [["{ß0", "\7f}-{\7F\t\"\"0_", ".\02\\.%%", "\"-\\"],
    ["a'", "ß\00z\\**{%!za", "\03\\<\B0é\00@{\00.\t", "\n\5D"], ["\t/\t#\00\5E\C3\A9\té_", "\naa{a🙂<\\#\t!", "\\\00\n#\7f\n🙂", "X\n"]]]> : tensor<2x3x4x!foo.str>, a1= "\t\9D\"#%_ __", _u2= "日本< }/", a3= 739.718468 : f16}> {sym_name0= sparse<[[3]], [-1]> : tensor<4xi32>, x1= affine_set<(d0)[s0] : (((1) ceildiv 1) ceildiv 9 >= (1) * s0, 2 * (s0 + s0) >= (s0) * s0)>}	: () -> ()
 %v12, %13:3 = "my_dialect.thing"() {attr0=	 [{z90= "\"\t}\\\n%\"!", foo.k1= @a::@x.y::@c}], _u1 = loc("a.mlir":47:128) , k$2= 11 : index, _u3= "#/\t*'-\7f\C3\A9\00*{" : index}: () -> (f16, tensor<*xi64>, complex<ui16>,
    tensor<950x5 x f32,  #foo.enc>)
 %_14, %15:2 = "x.y"() {"quoted key 0"= 0: ui3, _u1= "_Ω\00z\23'Ωß.'_}"}: () -> (si3, index, i1) loc("src/x.py":0:477)
 %_16 = "foo.compute"() {attr0= 4294967295: i32, attr1= 1 : index, attr2 = #bar.v<70 , i8 , [{i8} {a.b ? "x y"}]>}	: () -> i1 loc(callsite(fused["a.mlir":30:78 to :84] at "f":427:4294967295))
 %value17 = "x.y"(%1#0, %_16, %9#1) <{_u0= #foo<"a b">, x1= (!my_dialect.type, vector<10x16 x [13]xi32>, ui64) -> ()}> {value0= {"quoted key 0"= affine_set<(i0) : ((7 + 4) floordiv 5 <= 9, -(i0 + i0) >= 0 + i0, (-(i0)) ceildiv 1 == 0)>, d.k1= 7.978 : f16, k$2= 0x7FFF : bf16, sym_name3}}: (f16 , i1, index) -> (bf16)
 %v18 = "foo.bar"(): () -> i128
 "foo.compute"(%_14, %v18): (si3, i128) -> () loc(unknown)
 %_19 = "foo.op"() ({
}): () -> !bar<"a b"> loc(callsite("src/x.py":44:17 to 45:18 at "src/x.py":51)) // trailing comment
 %v20, %21:3 = "z.nop"(%1#1) {k$0=   affine_map<(i0, i1, i2)[N0, N1] -> (i1 * 4 - N0)>, "quoted key 1" 
 = f8E4M3B11FNUZ, d.k2= {value0= affine_map<(i0)[N0] -> (0 - i0 * 1, (N0 * 6) mod 4)>,  z91= 
  "\00*\81\12", "quoted key 2"	= false, b3  =	 i64}}: (f8E4M3) -> (!my_dialect.param<[-6 ? -8]>, i24 , memref<7x7xf16, strided<[18, 1]>, 2>,i3)
 %r22 = "foo.op"(%9#0) {sym_name0= array<i8: -128, -128, 0x0, 1, 0xFF>, _u1=	 #x<"a b"> , value2= -128: i8}: ((tensor<*xbf16>, si24) -> (tensor<*xf32 
 >, f64)) -> index
 %23:3 = "bar.yield"(%21#2) ({
}): (i3) -> (i1024,  index, si64)
 %24 = "foo.bar"(%23#1) {sym_name0 = -4: i3, "quoted key 1"= true, "quoted key 2"= 0xD5E4F17A : f32}: (index) -> tensor<  ui24> loc("a.mlir":5:31 to 5:2)
 "z.nop"(%_8) ({
  "builtin.module"() ({
   %value25, %value26:3 = "foo.bar"() {b0= loc("":469:345)}: () -> (!x<"">, tuple<>, f32, memref<4 x 6xi8>) loc("":162:281)
  }) : () -> ()
 }, {
 ^loop0:
  %_27 = "z.nop"(%_16, %value17,
    %24) {foo.k0}: (i1, bf16, tensor<  ui24>) -> tensor<2x248x?x0xi32,  {a = 1 : i64}> // trailing comment
  %28 = "bar.yield"(%13#2, %13#2) {x0= array<i8: -1,-128, 0, 0x1, -128>, _u1= 2.0 : f16, k$2= @main::@main, a3=   distinct[1]<affine_map<() -> ((9) ceildiv 4)>>}: (tensor<950x5 x f32,  #foo.enc>, tensor<950x5 x f32,  #foo.enc>) -> vector<index>
  "a.jump"(%21#2, %24)[^bb1] {x0= " éX\t%0\7fébz\C3\A9", k$1,
    b2  = 0x19A9 : bf16, "quoted key 3"= {}}: (i3, tensor<  ui24>) -> ()
 ^bb1():
  "my_dialect.thing"(%9#0, %24) {b0, k$1, _u2= 1: i8,  z93=  65504.0 : bf16}: ((tensor<*xbf16>, si24) -> (tensor<*xf32 
 >, f64), tensor<  ui24>) -> () loc("callee"(callsite("a.mlir":21:50 to 21:36 at "x")))
  "foo.compute"(%_27, %7) {my.k0= @b , a1,x2=	 [30 : index, {b0=	 -860.52922 : f4E2M1FN} , true, complex<si32 
 >], foo.k3= false}:	 (tensor<2x248x?x0xi32,  {a = 1 : i64}>, f8E5M2FNUZ) -> ()
  %_29 = "d.op_1"()<{}> {attr0, sym_name1= "{{🙂.\n"}: () -> (bf16) loc("a.mlir":4294967295:95)
  %_30:2 = "my_dialect.thing"(%_14): (si3) -> (tensor< ui1024	> , si64) // trailing comment
  "cfx.cond_br"(%v18, %28, %_29) 
 [^undefined_block] {attr0= []}: (i128, vector<index> , bf16) -> () loc("v"("src/x.py":40:78 to 40:11))
 ^$2():
  %v31 = "x.y"(%a.b0) {b0, k$1= true, z92= [1: i16, "\00\"-\"!\".X'\t\57/"]} : (f32) -> tensor<4x3x0 x complex<f16> 
 > loc("src/x.py":196:129)
  "x.switch"()[^$2]: () -> ()
 }):   (si16) -> () loc(callsite(unknown at "src/x.py":24:13 to 27:77)) // trailing comment
 %_32:3 = "d.op_1"(%23#0): (i1024) -> (i7, complex<f80 
 >, ui128) loc("dir/with space.c":0:21)
}) : () -> () loc(unknown)
