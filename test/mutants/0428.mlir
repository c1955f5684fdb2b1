// ir-gen random --seed 237 --size 35
!T_0 = tuple<ui1>
#a0 = dense<107> : tensor<index>
#attr_1 = []
#l_x2 = loc("a.mlir":452:36)
!alias_1 = vector<bf16>
!ty2 = index
#l_x3 = loc(callsite("src/x.py":385:4294967295 at #l_x2))

%0, %1:3 = "x.y"() {foo.k0= array<i8: 2, 1, 0, -1>, value1, sym_name2}: () -> (f8E3M4, memref<*xbf16>, !bar.t_1, none)
"d.op_1"(%0) ({
%2:3 = "x.y"(%1#1): (!bar.t_1) -> (!T_0, vector<10x10x5xi24>, bf16) loc(fused[])
%v3 = "z.nop"(%2#0, %1#2) <{_u0= "ab \88''", x1, foo.k2= unit, a3= [dense<[[8.43354e+5, 0x7FFF], [-0.2, 1.17549435e-38], [75.25E3, 0x7C00]]> : vector<3x2xf16>]}> ({
%value4 = "z.nop"() <{my.k0= []}>: () -> memref<630xf6E2M3FN, 1> loc("dir/with space.c":399:381)
%value5 = "x.y"(%2#0): (!T_0) -> ui24
%v6 = "foo.compute"(): () -> (bf16)
}, {
}) {}: (!T_0, none) -> index
%value7 = "foo.bar.baz"(%2#1, %2#1) ({
%8 = "my_dialect.thing"() {sym_name0= true, d.k1= 42 : index, sym_name2= dense<[[0.5, 21978.0, 100.0], [1.17549435e-38, 0xD90D, 0.1], [20.91E0, 1.0e300, 2.718281828459045], [75.293163, 4.303, 0x2FD0]]> : tensor<4x3xbf16>, k$3= 6.405 : bf16}: () -> ui128 loc("src/x.py":19:59 to 22:33)
%value9 = "bar.yield"(%2#1) {}: (vector<10x10x5xi24>) -> f16 loc("a.mlir":282:497)
"cfx.cond_br"(%v3, %v3, %8)[^bb3, ^bb3]<{b0= 23 : index}> {a0= {my.k0= dense<0.1> : tensor<1x1xf8E3M4>, attr1= "\7f!{%!", value2= 255: i8}, a1= #a0, b2= array<i64>, my.k3= @"x y"}: (index, index, ui128) -> ()
^bb3:
"foo.br"()[^x.y4, ^x.y4] ({
^$6():
"bar.yield"(%1#2, %v3): (none, index) -> ()
%v10 = "foo.compute"(%v3, %8): (index, ui128) -> i8 loc("x")
"x.switch"(%v3)[^loop7, ^8] <{_u0= dense<[[1, 7, 1], [-1, 3, 1], [0, 4, 0x1], [7, 7, 1]]> : vector<4x3xi3>}> {attr0= "<\00'<ß!\7f", value1= 0xD0914BF7B0E9EB1E67FC : f80, value2= {}, foo.k3= "{X-\\"}: (index) -> () loc("a.mlir":289:63)
^loop7():
%v11 = "x.y"(%0, %v3): (f8E3M4, index) -> tensor<766x?x11xcomplex<bf16>> loc("a.mlir":34:4294967295)
%value12 = "foo.bar"(%0, %1#0) {k$0= dense<> : tensor<2x0xf6E2M3FN>, sym_name1}: (f8E3M4, memref<*xbf16>) -> (tuple<f8E5M2FNUZ, bf16, bf16, f16>) loc("with \"q\"")
"foo.bar.baz"(): () -> () loc("callee"(unknown))
"foo.op"(%value9, %v10, %v11) <{sym_name0= "#<@日本\BE\00#\00'\\_\00", sym_name1= dense<> : tensor<4x0x1xsi3>, sym_name2= {}, value3= true}>: (f16, i8, tensor<766x?x11xcomplex<bf16>>) -> ()
%-13:3 = "my_dialect.thing"(%v10): (i8) -> (f6E3M2FN, memref<4x6xf4E2M1FN>, i16) loc(unknown)
"foo.br"(%0, %-13#1)[^8, ^loop7] {value0}: (f8E3M4, memref<4x6xf4E2M1FN>) -> () loc("src/x.py":0:4294967295)
^8():
// // nested
"foo.bar"() {"quoted key 0"= [@"é"::@b::@_priv, 31827113597458856952624320053: i1024, dense<[[-170141183460469231731687303715884105728, 0, 0, 520715267798143566293535704741738324449285911260734951793673086426030641564795507357928354507829498377694740674826173585523318159531291906140859981432874703704296060127877367388023756478955383452907085233546558897034715049743675716222774951036674870828417]]> : tensor<1x4xi1024>], z91= true, sym_name2= dense_resource<weights0> : tensor<2xi64>}: () -> ()
}, {
^bb9(%value14: !x.param<-5, -6, <<-8>>> loc("a.mlir":54), %15 : memref<38x3x19xbf16, strided<[?, 44, 1], offset: 10>> loc("dir/with space.c":406:362), %_16: tensor<11x1x?x800xcomplex<f128>, {a = 1 : i64}>):
}): () -> () loc("callee"("n"("a.mlir":8:31)))
^x.y4:
// "quotes" and {braces} in a comment
%v17, %18:3 = "z.nop"(%1#0, %8, %1#1)<{_u0= [affine_map<(d0, d1)[s0] -> ((s0) floordiv 3, d1 * 5 * 2, ((s0) ceildiv 1) floordiv 5)>, #x<"abc">], "quoted key 1"= array<i32: -2147483648, 32032, -2147483648>}> {_u0= 0: ui1, d.k1= distinct[2]<"X\"日本-">, k$2= 1}: (memref<*xbf16>, ui128, !bar.t_1) -> (none, i1024, tensor<9x232x3x?xi32, "sparse">, (ui16, complex<f64>, i24) -> bf16) loc(fused["src/x.py":397:412, callsite("with \"q\"" at "a.mlir":206:476)])
%value19:2 = "foo.compute"(%8) ({
"my_dialect.thing"(%v17, %v17): (none, none) -> () loc("src/x.py":0:61) // trailing comment
%$20, %value21:2 = "my_dialect.thing"(%8): (ui128) -> (tensor<?x?x7xui7>, index, tuple<f8E5M2, bf16, index>) loc("f":208:362)
%v22, %value23:3 = "foo.bar"() {my.k0, "quoted key 1"= sparse<[[2, 3, 1], [1, 2, 1], [2, 3, 0], [2, 3, 1]], [0, 2575, 0, 0xFFFFFFFF]> : tensor<3x5x3xi32>, a2= dense<(8, -51)> : tensor<complex<i32>>, a3}: () -> (memref<19x346xvector<[1]x[7]x15xf16>, affine_map<(d0, d1) -> ((1) ceildiv 8 + d1, 0)>, {kind = "scratch"}>, index, index, f8E5M2) loc(callsite("a.mlir":16:481 at fused<7 : i32>[]))
}): (ui128) -> (i7, tuple<>) loc(callsite("a.mlir":15:13 to :17 at "f":7))
// 
%value24 = "d.op_1"(%2#1): (vector<10x10x5xi24>) -> !my_dialect.v<73, abc, true> loc(callsite("name" at "":32))
// "quotes" and {braces} in a comment
%value25 = "z.nop"(%v3): (index) -> i32 loc("a.mlir":296:171)
"cfx.cond_br"(%value19#0, %2#2, %value19#1)[^bb5, ^x.y4] ({
^bb11(%x26: vector<[10]x[11]x7xi32> loc(callsite("dir/with space.c":4 at fused["op.1", "":413:268, "f":12:400]))):
%value27:2 = "x.y"(): () -> (i8, tensor<3xi24, 1 : i32>)
}): (i7, bf16, tuple<>) -> ()
^bb5:
%value29 = "my_dialect.thing"(%value9, %2#0)<{}> {x0= [], _u1= sparse<[[2, 4, 5], [1, 1, 2]], [2.960, 1.5]> : tensor<5x5x6xf16>}: (f16, !T_0) -> si32 loc("f":418:191)
%v30 = "foo.compute"(): () -> f16
"a.jump"(%value29, %value9)[^x.y4] {z90= #attr_1, "quoted key 1"= 1.17549435e-38 : f32, z92, a3}: (si32, f16) -> () loc(#l_x2)
}) {foo.k0= dense<[[[2.96127e25, 0x7C00, 0.2351486]], [[-2.718281828459045, 4.9e-324, 65504.0]], [[523797.0, 0x5FA8, -232032.0]]]> : tensor<3x1x3xbf16>, my.k1= 0x7FC00000 : f32}: (vector<10x10x5xi24>, vector<10x10x5xi24>) -> memref<3xbf16, affine_map<(d0) -> (d0)>, 3> loc("callee"("op.1"))
%_31 = "foo.op"() {foo.k0= #bar.v<[9],[? 50],[f32]>}: () -> ((!alias_1, f64, !my_dialect.v<{[-3,?,71] , 23 , a.b}>) -> ())
%32 = "bar.yield"(%2#1, %2#2, %_31) {foo.k0= #foo.a<f32 <?> {"x y" <?,-4,"x y"> "x y"}>, z91= @_priv::@"é"::@"x y", a2= "\nΩ.\n\\/\C3\A9"}: (vector<10x10x5xi24>, bf16, (!alias_1, f64, !my_dialect.v<{[-3,?,71] , 23 , a.b}>) -> ()) -> !alias_1 loc("f":137:346)
}) {x0= 8388607: si24}: (f8E3M4) -> () loc(unknown)
%v33 = "z.nop"(%1#2, %0, %0) {my.k0= "baΩ.\C3\A9}\n" : si32, b1= "/\C3\A9{b", my.k2= "}\C3\A9\7f.\n*\"0"}: (none, f8E3M4, f8E3M4) -> (tensor<?x4x3x?xcomplex<si32>>)
%value34, %35:2 = "x.y"(%1#1): (!bar.t_1) -> (tuple<f32, bf16, bf16>, !ty2, i32) loc(callsite(#l_x3 at "":335:0))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x080000000F9E48808801B4120DDEF19EF60BABD6"
    }
  }
#-}
