!T_0 = tensor<13x669x8x996xui1024>
#a0 = -8.774 : f16
#map1 = "\né.!日本\n*<#\n\n"
#loc2 = loc(unknown)
!ty1 = bf16
#L3 = loc("":153:348)
#x_y4 = -1: 
  si1024

%0 = "my_dialect.thing"() {}: () -> si128 loc(fused[fused["dir/with space.c":2:49 to :58, "dir/with space.c":4294967295:0], "f":356:455, callsite("f":80:133 at "":252:489)])
%value1 = "z.nop"(%0, %0) ({
  "foo.op"(%0) <{}>: (si128) -> () loc(fused["v"("a.mlir":0:0), "":111:233])
  %-2 = "a.b"(%0 , %0, %0) <{_u0= true}> : (si128, si128, si128) -> !T_0 loc("a.mlir":5:50 to 5:29)
  %value3 = "foo.bar.baz"()<{_u0= #my.p<-2 f32>, "quoted key 1"= {foo.k0 
 =	 #a0, k$1=	 #a0}, attr2= #map1,
    b3= affine_map<(d0)[s0] -> ()>}> ({
    // 
    %4 = "d.op_1"(%-2) : (!T_0) -> memref<?x2x?xindex,
    affine_map<(d0, d1, d2) -> (d1 - d0, (d1 - d2) mod 1)>> loc("name")
    %value5 = "my_dialect.thing"(%4, %4): (memref<?x2x?xindex,
    affine_map<(d0, d1, d2) -> (d1 - d0, (d1 - d2) mod 1)>>, memref<?x2x?xindex,
    affine_map<(d0, d1, d2) -> (d1 - d0, (d1 - d2) mod 1)>>) -> (vector<i17>)
    %6 = "foo.op"(%0, %-2): (si128,!T_0) -> f32 loc("name")
  }, {
  }) {z90}: () -> vector<11xf128> loc(#loc2)
  %7 = "a.b"(%value3, %-2) {a0= affine_set<(d0, d1, d2)[s0, s1] : (d1 - s0 + s0 >= d2)>, value1, x2= [affine_map<(d0)[s0, s1] -> ()>, 0x700CB7D91818D566 : f64, 0x9D : f8E4M3FNUZ,#map1]}: (vector<11xf128>, !T_0) -> tensor<?x?x688xf16>
  %v8 = "d.op_1"(%-2, %0, %0) {foo.k0	= #map1, _u1, b2= !ty1, "quoted key 3"}: (!T_0, si128, si128) -> f64 loc("callee"(callsite("":1:180 at #L3)))
  "x.switch"(%value3, %7, %7)[^1, ^1] {b0=   58 : index,b1= unit, a2= #x_y4}: (vector<11xf128>, tensor<?x?x688xf16>, tensor<?x?x688xf16>) -> () loc("x")
^1:
  "x.switch"(%-2, %7, %v8)  [^1]: (!T_0,  tensor<?x?x688xf16>, f64) -> () loc("x")
}, {
^x.y4(%v9: tensor<<56x?x43 x i7>):
}) {k$0 
 = sparse<[[3]], [3.36734e+39]> : tensor<6xf32>, _u1= [], sym_name2 
 = dense<> : tensor<1x0xi3>, b3}: (si128,
    si128) -> (() -> (f16, ui64)) loc(unknown) // trailing comment
"x.y"(): () -> ()
%10 = "my_dialect.thing"()	: () -> !x.t_1
