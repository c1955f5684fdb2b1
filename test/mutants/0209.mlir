// ir-gen random --seed 234 --size 14
#L0 = loc("f":0:280)
#x_y1 = dense<[[28, -4, -1]]> : tensor<1x3xi8>
#map2 = dense<-1> : tensor<i1>
!T_0 = vector<[6]xf8E4M3>

"bar.yield"() ({
 %arg0 = "my_dialect.thing"() ({
 ^4(%1: tuple<f64, i8> loc("f":28:78 to :84), %a.b2: tensor<1x22x1x0x!foo.param<?, <{-8 ? "x y"}>, "x y">>, %$3: f16 loc(fused<"meta">[callsite("f":434:256 at "src/x.py":359:€87), callsite("dir/with space.c":33:9 to :10 at "":423:151)])):
  // // nested
  %4 = "bar.yield"(): () -> (i64) loc(#L0)
  %value5 = "x.y"(%$3): (f16) -> i8
  "d.op_1"(%value5, %$3) <{}> {x0= #x_y1, sym_name1, k$2= 1.97E9 : f128}: (i8, f16) -> ()
  "z.nop"() ({
   "builtin.module"() ({
    %v6 = "foo.op"(): () -> index
    %7 = "x.y"(%v6, %v6) {k$0= dense<[-2147483648, -2147483648]> : tensor<2xsi32>, _u1= dense_resource<res_0> : tensor<5xi32>, sym_name2= array<i32: 123, 1, 0>}: (index, index) -> (!my_dialect<"a b">)
    %8, %v9:3 = "my_dialect.thing"(%7, %v6, %7) {attr0= dense<0x10EA> : tensor<f16>, d.k1= []}: (!my_dialect<"a b">, index, !my_dialect<"a b">) -> (f16, tensor<177xi16>, f80, vector<16xi32>)
    %$10, %arg11:3 = "a.b"(): () -> (f32, vector<[16]x[8]x12xf32>, index, si32) loc("src/x.py":484:295)
    "a.b"(%arg11#1, %arg11#1) {b0= 0x2159E98F92900F8E : f64, sym_name1, value2= #map2, a3= #map2}: (index, index) -> () loc("":126:0)
   }) : () -> ()
  }): () -> ()
  %12 = "my_dialect.thing"(%value5, %$3) ({
  ^bb5(%value13: !foo<"abc">):
   "foo.br"()[^bb6]: () -> ()
  ^bb6():
   "foo.br"()[^7]: () -> ()
  ^7(%r14: f32):
   %value15, %_16:2 = "bar.yield"(%value13, %value5): (!foo<"abc">, i8) -> (i32, f16, tensor<10xi16>)
  }) {"quoted key 0"= #map2, my.k1= "\F1*0a0\00'\t-\08<%", attr2= distinct[1]<#bar<"x<1>">>}: (i8, f16) -> memref<723xvector<7x11x12xf64>>
 }) {z90= #my.p<<43 , a.b>, 72>, b1= ""}: () -> vector<4xsi3>
 %17 = "a.b"(%arg0, %arg0, %arg0): (vector<4xsi3>, vector<4xsi3>, vector<4xsi3>) -> f8E5M2 loc("f":4294967295:143)
 "a.jump"(%17, %arg0, %arg0)[^bb1]: (f8E5M2, vector<4xsi3>, vector<4xsi3>) -> ()
^bb1(%v18 : memref<*xf8E4M3FN> loc("a.mlir":107:0)):
 "x.switch"()[^2, ^loop3] {a0= unit, a1= 67.48E6}: () -> ()
^2:
 // 
 "foo.br"(%arg0, %arg0, %17)[^loop3]: (vector<4xsi3>, vector<4xsi3>, f8E5M2) -> () loc(callsite(callsite(unknown at "dir/with space.c":433:68) at fused["src/x.py":12:18 to 14:28, "x"]))
^loop3():
 %_19, %v20:3 = "d.op_1"(%arg0, %17) {}: (vector<4xsi3>, f8E5M2) -> (tuple<f16, si32, tensor<16x4xi1, 0 : i32>, f16, f32, i32, memref<12xf32, affine_map<(d0) -> (d0)>>, index, i64, f32, i1, ui1, f6E3M2FN, f8E4M3B11FNUZ, !x.type, f8E5M2FNUZ, si8, tensor<?x?x3x1xui8>, ui1, f128, f64, f32, f32>, f16, !x.v<["x y"]>, tensor<?x?xsi17>)
}, {
 // "quotes" and {braces} in a comment
 "a.jump"()[^x.y9] <{my.k0= #x.p<{{abc}} , ? , "x y">}>: () -> ()
^x.y9():
 "x.switch"()[^10]: () -> ()
^10():
 "x.switch"()[^bb11] {value0= false}: () -> () loc("":9:32 to :39)
^bb11:
 "x.y"() <{attr0= [dense<0x2A> : tensor<f6E2M3FN>, #x_y1, #map2], sym_name1= dense<[[(0.1, 604171.0), (2.0, 1.155), (4.254, -6.449), (-1.690, 0xFC00)], [(1.0e-30, 0x11A5), (0.3776468, 0x7E00), (4.9e-324, 1012579.0), (4.9e-324, 3.14159265358979)], [(797.40751, 1.0E+10), (0.1, 0.1), (7.160, 1.0e-5), (1.0e-30, -1.0)], [(0x7FFF, 586008.0), (0xAAF1, -1.0e38), (3.14159265358979, -1.66E3), (1.237, 0.2)]]> : tensor<4x4xcomplex<f16>>}> {sym_name0= array<f64>, "quoted key 1"= [0x33 : f8E5M2], value2= "< \2EX\C3\A9a \t\7f/_\n"}: () -> () loc("src/x.py":500:347)
}) {sym_name0, _u1= "Î©<\\", x2= {"quoted key 0"= 23 : index, attr1= -40478991574845}}: () -> () loc("f":64)
"foo.bar"(): () -> () // trailing comment
"x.y"(): () -> ()
%r21, %22:2 = "my_dialect.thing"() {}: () -> (memref<190xi1, affine_map<(i0) -> (3 * (i0 - 4))>>, !T_0, !foo.t) loc("with \"q\"")

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000A4F8E681E599F9BECDB1464C051F72BA8761998B"
    }
  }
#-}
