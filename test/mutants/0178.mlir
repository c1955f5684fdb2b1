// ir-gen random --seed 287 --size 15
#loc0 = [false]
!T_0 = tuple<>
#x_y1 = @s$
#a2 = @"x y"::@"with\"quote"::@b
#loc3 = loc(callsite("dir/with space.c":0:94 at fused["f":16, "a.mlir":49, "f":286:196]))
#map4 = true
#loc5 = loc("src/x.py":121:113)
#loc6 = loc("x")

%0 = "foo.bar.baz"() <{b0= affine_set<(d0, d1, d2)[s0, s1] : ((d2 * 1) ceildiv 5 <= 8)>, a1= #loc0, k$2= "\990\\/\\#\00\\", a3= affine_map<(i0)[N0, N1] -> (((N1) floordiv 7) * N1, (-(N0)) ceildiv 8)>}> ({
 "my_dialect.thing"() <{z90= 0x3A4206EB3567C41D : f64, x1, x2, b3= #x.p<?,"x y",[["x y" , "x y"]]>}>: () -> () loc(callsite("n"("":305:7) at "f":80:55))
 "my_dialect.thing"() <{_u0= #loc0, sym_name1}> {}: () -> () loc(unknown)
 %1:2 = "foo.compute"() {b0, _u1= @"a"}: () -> (vector<[16]x[2]x5xbf16>, f8E5M2) loc("f":69)
 "a.b"() ({
 ^3(%value2 : memref<45x270xui7, strided<[21, 1], offset: 11>> loc("f":34:2 to 36:67)):
  %$3 = "foo.compute"(%1#0, %1#0) ({
   "builtin.module"() ({
    %value4:2 = "foo.compute"(): () -> (ui8, !bar.v<-3,"x y","x y">) loc("with \"q\"") // trailing comment
    %value5 = "a.b"(%value4#0, %value4#0, %undefined_value) <{k$0, x1, k$2= affine_map<(d0) -> (d0)>}>: (ui8, ui8, ui8) -> i16 loc("x")
    %6 = "my_dialect.thing"(): () -> f64 loc("name")
    %value7 = "x.y"() {attr0= distinct[2]<affine_map<(i0, i1) -> ()>>, my.k1= @a, my.k2= !bar<"">}: () -> memref<4x57x46xf32, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>
    %8:2 = "foo.op"(): () -> (index, tensor<11xf6E3M2FN>) loc(fused["a.mlir":402:84, unknown, "name"])
   }) : () -> ()
  }): (vector<[16]x[2]x5xbf16>, vector<[16]x[2]x5xbf16>) -> none
  %value9, %10:3 = "bar.yield"(%1#1, %1#1, %$3) <{k$0, _u1, my.k2= {}, b3= "\\*\330#\C3\A9\""}> {x0= #loc0, k$1}: (f8E5M2, f8E5M2, none) -> (vector<8x4x11xf16>, ui3, index, vector<[7]xf16>)
  %value11 = "foo.compute"(%$3, %value9, %$3)<{_u0= "#\n\55!\00\"\t\"\"", _u1= #x_y1, "quoted key 2"= "#<🙂", a3= bf16}>: (none, vector<8x4x11xf16>, none) -> !T_0
 }): () -> () loc(fused["name"])
 "bar.yield"(%1#1, %1#0): (f8E5M2, vector<[16]x[2]x5xbf16>) -> ()
 "cfx.cond_br"(%1#0, %1#0)[^exit1, ^x.y2] {x0, z91= "0{\tß\\#\\\t\t🙂", "quoted key 2"= -1: i3, attr3= !foo.v<"x y" ["x y","x y",61] "x y">}: (vector<[16]x[2]x5xbf16>, vector<[16]x[2]x5xbf16>) -> () // trailing comment
^exit1:
 "a.jump"()[^x.y2] {sym_name0= #a2}: () -> ()
^x.y2:
 %12:2 = "z.nop"(%1#1, %1#1, %1#1) {value0= "\"}{a\n#<\\@##" : f8E4M3B11FNUZ, "quoted key 1"= array<i1>}: (f8E5M2, f8E5M2, f8E5M2) -> (tensor<?x5xi1>, complex<f32>) loc(#loc3)
}) {value0= dense<[[3.14159265358979, 125.610077, 9.592], [0x3D, 0x40, 0xC6], [8.78773e38, 0x0A, 0.7169003]]> : tensor<3x3xf8E4M3>, value1= "}ßX\51/\C3\A9**", a2= #map4}: () -> tensor<28x14xi64>
%13 = "foo.op"(%0) {my.k0= array<i16>, sym_name1= -22.16E2 : bf16}: (tensor<28x14xi64>) -> (() -> ())
%14 = "z.nop"(%0) {}: (tensor<28x14xi64>) -> !T_0 loc(callsite(#loc5 at callsite("dir/with space.c":39:15 to 40:65 at #loc6)))
"foo.bar"(%14, %13, %0): (!T_0, () -> (), tensor<28x14xi64>) -> () loc(fused[])
