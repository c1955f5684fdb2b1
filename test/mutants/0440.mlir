!ty0 = f16
#l_x0 = loc("with \"q\"")

%_0 = "a.b"() {k$0, b1= 1, sym_name2}: () -> ((f32, i1) -> complex<f16>)
%_1:3 = "z.nop"(%_0) ({
    "d.op_1"(%_0 , %_0) ({
        %v2 = "d.op_1"() ({
            %4 = "foo.bar.baz"() {b0=  dense<> : tensor<0xi8>, z91= affine_set<(i0, i1, i2)[N0, N1] : (N1 - i0 - 7 >= i1, i0 * 4 >= i0 - N1)>}: () -> !ty0 loc("op.1")
            %a.b5, %v6:3 = "foo.op"(%_3, %_3)<{d.k0= "b**0.!\98{\n<\C3\A9/", sym_name1= sparse<[[2, 0], [3, 1]], [32, 996073265]> : tensor<4x2xi32>, value2, d.k3= true}> {a0= 0xECF6274D22C3E7E6 : f64,
    value1=   491161020301 : index, x2, "quoted key 3"= affine_set<(d0, d1, d2) : (((d1) ceildiv 9) floordiv 7 >= 0)>} 
 : (tensor<?x6xsi8> , tensor<?x6xsi8>) -> (vector<[9]x4x[1]xf16>, tensor<34xi1024>, memref<?x27xui17,
    1>, i8)
            %7:3 = "x.y"() {}: 
  () -> (index, (tensor<	!bar.v<<19,<-2>,<-8,"x y">> , -1 , {["x y",?] , [10]}>>, f8E4M3FNUZ) -> (ui24, tensor<2 x 60x?xi3>), vector<[11]x2xbf16>)
            %value8 = "foo.bar.baz"(): () -> (!ty0)
        }) {b0	= array<i8: 0x1>}: () -> memref<29x?x3xui1, affine_map<(i0, i1, i2)[] -> ((-(i2)) mod 3, i1 + -(4), 5 * ((i1) floordiv 8))>,"local mem">
        %value9 = "my_dialect.thing"(%v2, %_0, %_0) <{a0=	 dense_resource<r.0> : tensor<4xf64>, attr1=   loc("with \"q\""), _u2 
 = "\D9\"*", a3= 127: si8}>: (memref<29x?x3xui1, affine_map<(i0, i1, i2)[] -> ((-(i2)) mod 3, i1 + -(4), 5 * ((i1) floordiv 8))>,"local mem">, (f32, i1) -> complex<f16>, (f32, i1) -> complex<f16>) -> si128
        "foo.bar"(%_0)<{z90= "}0a\\-0z", x1= affine_map<(d0, d1, d2) -> ((d0) floordiv 9, d1, 6 * (d1) + d2 * 4)>}> ({
}, {
            "x.switch"(%value9, %value9) 
 [^x.y5] {k$0= 0.1 : f80,
    "quoted key 1"= 52 : index, my.k2= sparse<[[0]], [0]> : tensor<4xi64>}: (si128, si128) -> () loc(unknown)
        ^x.y5:
            "d.op_1"(%_0, %_0, %_0) <{k$0= dense<"0xBBD9"> : tensor<bf16>}>:   ((f32, i1) -> complex<f16>, (f32, i1) -> complex<f16>, (f32, i1) -> complex<f16>) -> ()
        }) {sym_name0= dense<[0,-31738713005430626944190110600947]> : tensor<2xi128>}	: ((f32, i1) -> complex<f16>) -> () loc("callee"("src/x.py":14:61 to 15:59))
        "foo.br"(%_0, %v2)[^bb2] {x0= [0.169 : f64], _u1}: ((f32, i1) -> complex<f16>, memref<29x?x3xui1, affine_map<(i0, i1, i2)[] -> ((-(i2)) mod 3, i1 + -(4), 5 * ((i1) floordiv 8))>,"local mem">) -> ()
    ^bb2:
        "cfx.cond_br"(%_0, %value9, %_0)[^bb2] {attr0 
 = dense<61.28E0> : tensor<3xf16>, b1  = 0, value2, _u3	= 62 : index}: ((f32, i1) -> complex<f16> , si128,  (f32, i1) -> complex<f16>) -> ()
    }) {d.k0= 
  [], b1= dense_resource<res_1> : tensor<6xi32>, "quoted key 2"	= #x<"a b">}: ((f32, i1) -> complex<f16>,(f32, i1) -> complex<f16>) -> () loc("a.mlir":34:14 to 37:31)
    %r10:2 = "x.y"() {k$0= 16 : index}: 
  () -> (!x.param<i8 54>, f32) loc("src/x.py":15:2 to 17:14)
    %_11 = "foo.compute"(%r10#1,%r10#0, %r10#1) <{foo.k0= true, foo.k1= "%\7f\00b-{a"}> 
 : (f32, !x.param<i8 54> , f32) -> !x.v<["x y", f32, "x y"]> loc("callee"(#l_x0))
    %value12:3 = "z.nop"() {z90= 
  @x.y::@x.y::@"0start"}: () -> (i64, f8E4M3FNUZ, memref<38x3x?xi24, strided<[?, 17, 1], offset:0>, "gpu">)
}):	 ((f32, i1) -> complex<f16>) -> (tuple<f128, ui17, si1, i17>, si1, !my_dialect.a.b)
%13 = "foo.bar.baz"(%_1#1) <{}> {sym_name0= affine_map<(d0)[] -> ()>, x1= false, _u2= affine_map<(d0)[s0, s1] -> (s0 - (s0) floordiv 4, s1 - s0 - (s1) ceildiv 2)>, z93= -9223372036854775808}:  (si1) -> si8 loc("a.mlir":0:0)
"d.op_1"(%_0, %_1#0) {z90= "'#\\\7f\DE\n!🙂\\\t z", _u1, sym_name2, b3= sparse<[[1], [2], [0]], [0, 0xFFFFFFFFFFFFFFFF, 18446744073709551615]> : tensor<3xi64>}:  ((f32, i1) -> complex<f16>, tuple<f128, ui17, si1, i17>) -> () loc(#l_x0)

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000008E25AF588B9C04E5BAAAE668BE8BC4782866A96CB27F8025DA00547F2CE009AB",
      res_1: "0x04000000064CA6F2A3C15322323927F5735547DBCB5ED99FE1506D96"
    }
  }
#-}
