%0 = "foo.compute"() <{sym_name0= dense_resource<r.0> : tensor<2xi64>, value1= -26: si8}> {"quoted key 0"= 6.02214076e23, k$1= "<\n\"-a\n", x2= "X\30%\t\\/\"}🙂\7f#'"}: () -> index
%$1 = "z.nop"() <{}>: () -> (!bar.v<-7, <87 {i8}>, {<"x y" , -6>,"x y"}>) loc("n"("dir/with space.c":48:75 to :81))
"foo.compute"(%$1) ({
    "builtin.module"() ({
        %_2, %$3:3 = "foo.bar"() <{x0= 201353.0 : f32}> {_u0=	 @c::@x.y::@c, a1=  -9223372036854775808: 
  i64, sym_name2 = affine_set<(d0, d1, d2)[s0] : ((2) floordiv 4 - d0 - 0 <= 0)>}: () -> (complex<i64>, !bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>, i64, index)
        %v4 = "a.b"(%_2) {attr0= distinct[3]<"b.b">, "quoted key 1"= si1024}: (complex<i64>) -> si1
        "x.y"(%v4, %_2, %v4) <{d.k0= affine_map<(i0, i1, i2)[] -> (i0 + i2, -((i2) mod 8))>, attr1= array<i16: 1>,
    value2=	 -18345: si32}> ({
            "bar.yield"(%$3#0, %$3#1): (!bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>,
    i64) -> ()
            %_5:3 = "d.op_1"(%$3#1, %$3#0) ({
                %6 = "my_dialect.thing"(%$3#1, %$3#0, %$3#1) : 
  (i64,  !bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>, tensor<4xf32>) -> bf16
                "foo.bar.baz"(%$3#1,
    %v4 , %$3#1) {a0= 0xFF800000 : f32, z91= #x.p<? , -1>,
    d.k2=   tuple<i32>, z93 
 = affine_map<()[] -> (-((2) mod 9), (3 - 6) mod 8, 7)>}	: (i64,si1, i64) -> () loc(unknown)
                %7 = "z.nop"(%_2, %$3#0, %$3#0): (complex<i64>,  !bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>, !bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>) -> vector<[14]x[3]x[14]xi64>
                "a.jump"(%$3#2)	[^bb4, ^bb4] {"quoted key 0" = 1: i1024}: (index) -> () loc("op.1")
            ^bb4():
                "a.jump"(%$3#2, %$3#2, %7)	[^bb5]: (index, index, vector<[14]x[3]x[14]xi64>) -> () loc(unknown) // trailing comment
            ^bb5(%8: !my_dialect.a.b loc(fused<#foo.m>["a.mlir":38:6])):
                "foo.br"(%8, %8)[^bb5]<{}>: (!my_dialect.a.b,
    !my_dialect.a.b) -> ()
            }):	 (i64, !bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>) -> (f8E3M4, complex<i32>, !bar.v<{?} , [51 , a.b]>)
            "x.switch"(%_5#0, %$3#2)[^1, ^b2] {_u0= 
  117 : index}: (f8E3M4,index) -> () loc("dir/with space.c":4294967295:73)
        ^1():
            "foo.br"(%$3#0)[^b2, ^1]: (!bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>) -> () loc("":6:61 to 8:8)
        ^b2(%v9: tuple<>, %10: i1024 loc("callee"("f":431:32)), %arg11: f16 loc(callsite("":4294967295:16 at "f":186:457))):
            "foo.br"(%v9)[^b2] {}: (tuple<>) -> ()
        }): (si1, complex<i64>, si1) -> () loc("src/x.py":123:66)
        %value12 = "x.y"(%$3#2, %_2): 
  (index, complex<i64>) -> index loc("callee"("x"))
    }) : () -> () loc(unknown)
}): (!bar.v<-7, <87 {i8}>, {<"x y" , -6>,"x y"}>) -> ()
%v13 = "bar.yield"()<{value0 = affine_map<(i0)[N0] -> ((2 * (N0)) mod 7, N0)> , _u1= "ß\1F}%'" : si8, a2= 0x0}> {d.k0= false, b1= unit, attr2}: () -> ui1 // trailing comment

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x0800000085A5107C009763C3D774F2781B986032"
    }
  }
#-}
