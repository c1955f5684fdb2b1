#L0 = loc("f":226:384)
!ty0 = tuple<f16>
!alias_1 = tensor< 
 0x5 x si8>
!alias_2 = si32

"my_dialect.thing"() <{"quoted key 0"= "_<ßX{*\t\C3\A9", a1= 
  -4138677:  i32, k$2= distinct[2]<unit>, attr3= [false, affine_map<()[s0, s1] -> (s1)>, @c::@a::@s$, dense<[[), 121] , [944, 244], [914, 82], [642, 473]]> : vector<4x2xindex>]}> ({
"bar.yield"() ({
"z.nop"(): () -> () loc("":313:402)
%0 = "z.nop"() ({
"foo.compute"(859  : () -> ()
%tmp_1 = "z.nop"() {z90= dense_resource<r.0> : tensor<4xi32>, b1= {_u0=   " \"日本#' '\t/<ß" , z91, sym_name2= 335473.0 : f6E3M2FN, b3= -170141183460469231731687303715884105728 
 : si128}, attr2	= 16 : index, sym_name3= 
  "!"}: () -> vector<6x[10]xf64>
"foo.op"(%tmp_1 , %tmp_1,  %tmp_1) <{k$0}>	: (vector<6x[10]xf64>, vector<6x[10]xf64>, vector<6x[10]xf64>) -> () loc("a.mlir":0:4294967295)
%2 = "foo.op"() {_u0, k$1, attr2= dense<482801733> : vector<3x2xi32>}: () -> index
})  : () -> memref<63xi16, affine_map<(d0) -> (d0)>, "local mem">
%v3 = "foo.bar.baz"(%0, %0) ({
}): (memref<63xi16, affine_map<(d0) -> (d0)>, "local mem">, memref<63xi16, affine_map<(d0) -> (d0)>, "local mem">) -> complex<i16>
}): () -> ()
"foo.bar.baz"() <{a0	= dense_resource<r.1> : tensor<6xi32>}>:   () -> () loc("a.mlir":0:0)
%a.b4 = "bar.yield"(): () -> index loc("dir/with space.c":26:34 to 29:59)
%v5 = "foo.bar"(%a.b4): (index) -> (index)
"foo.op"(%v5, %v5) ({
^4(%tmp_6: memref<3xcomplex<f80>, 5>):
%value7:2 = "foo.bar.baz"(%a.b4,
    %a.b4, %tmp_6): (index, index, memref<3xcomplex<f80>, 5>) -> (tuple<f32, f32,  f8E4M3FN, index>, tuple<>) loc("":141:345)
%arg8 = "foo.op"(%value7#0, %value7#0, %value7#0) ({
^bb5:
}, {
%arg9 = "x.y"(%v5, %value7#0): (index, tuple<f32, f32,  f8E4M3FN, index>) -> f16
%_10:3 = "x.y"(%value7#1, %value7#0)	: (tuple<>, tuple<f32, f32,  f8E4M3FN, index>) -> (ui7, ui32, si128)
%_11 = "a.b"(%v5) <{sym_name0= 1:   si64}> {a0 = loc("src/x.py":224:173), sym_name1, value2=	 dense<[[-2.718281828459045, -1.0],[0.0, 2.5e-3], [9.917, 2.0]]> : tensor<3x2xf64>} 
 : (index) -> tensor<?x2x?xf8E4M3FNUZ, #foo.enc> loc("src/x.py":461:205)
}):	 (tuple<f32, f32,  f8E4M3FN, index>, tuple<f32, f32,  f8E4M3FN, index>, tuple<f32, f32,  f8E4M3FN, index>) -> vector<13xsi32>
}): (index, index) -> ()
"cfx.cond_br"(%a.b4, %a.b4, %a.b4)[^1, ^1] <{}>: (index,index, index) -> ()
^1():
%12 = "z.nop"(%v5): (index) -> index // trailing comment
"foo.br"(%v5, %12,  %a.b4)[^1]: (index,
    index, index) -> () loc("src/x.py":0:427)
}): () -> ()
"a.b"() {_u0= @b,  x1}:   () -> () loc(#L0)
%13 = "a.b"()<{x0= array<f64: 0x3D6E970CD2DFFBD0,  1.0e-30 , -100.0>, z91= dense<""> : tensor<!foo.str>, attr2}> ({
%14:4 = "foo.bar.baz"() ({
}): () -> (complex<i64 >,  complex<f16>, tensor<*xui24>, f8E3M4)
%v15 = "foo.bar.baz"(%14#3, %14#1, %14#0)	: (f8E3M4, complex<f16>, complex<i64 >) -> si7 // trailing comment
%16:2 = "z.nop"(%14#2) <{b0, k$1, k$2= 0x7FFFFFFFFFFFFFFF : index, sym_name3= false}> {my.k0= affine_map<()[s0] -> ((1 + s0) mod 5, (-(s0)) floordiv 8, (5 - s0) * s0)>, b1= 0: i1024}: (tensor<*xui24>) -> (!bar.t<6, ["x y" , -6 , 98], 26>, f8E4M3B11FNUZ)
%v17 = "a.b"(%16#0, %16#0, %14#1) <{}> {"quoted key 0"= true}: 
  (!bar.t<6, ["x y" , -6 , 98], 26>, !bar.t<6, ["x y" , -6 , 98], 26>, complex<f16>) -> si16
%tmp_18, %_19:2 = "d.op_1"() ({
^x.y8(%20: f8E4M3):
%21 = "d.op_1"() {z90= true, _u1= "ß%z!{\00.<X<#0" : ui1}	: () -> ((!alias_1, ui16, f8E8M0FNU) -> (vector<[8]x11xi64>)) loc("dir/with space.c":75)
%v22 = "foo.bar.baz"(): () -> tensor<3xsi1024>
}, {
^bb9(%value23: () -> (si7,!alias_2), %24: tuple<f16, f6E2M3FN,
    i8>):
}) {k$0= "\n*\00/%b-\nX\t\6F/"}: () -> (index, tensor<?x?x0x475 x complex<f80> >, !ty0)
}): () -> (f32) loc("with \"q\"")
%value25 = "foo.bar.baz"(%13, %13)<{attr0 , a1, z92= @a::@s$}>:  (f32, f32) -> f8E8M0FNU

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000A8C25683AA374AA0FBAE21E013256C2B",
      r.1: "0x04000000466CBC479C3AEF51E8AD7E9AF4DC7DDFAE3E031863E37C69"
    }
  }
#-}
