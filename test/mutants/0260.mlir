// 
"bar.yield"(): () -> ()

"a.b"(): () -> () loc("dir/with space.c":370:4294967295)
%0, %1:2 = "d.op_1"()<{x0= dense_resource<res_0> : tensor<2xf32> , z91= 213 : index, my.k2= false, x3  =	 0x7C00 : f16}> {z90=	 @"x y"::@"with\"quote", x1= tuple<f8E5M2, si8, f6E3M2FN>}: () -> (i32, complex<bf16>, tuple<i32, f64>) loc("f":4294967295:445)
%a.b2 = "bar.yield"(%1#0, %1#1 , %0): (complex<bf16>, tuple<i32, f64>,  i32) -> f32
// é unicode
%value3 = "foo.compute"(%0) {}: (i32) -> ((memref<?x3 x i16, affine_map<(d0, d1) -> ((8 * (d0)) mod 3)>, 2>) -> ())
%v4 = "x.y"(%value3,%a.b2): ((memref<?x3 x i16, affine_map<(d0, d1) -> ((8 * (d0)) mod 3)>, 2>) -> (), f32) -> tensor<0x6xindex> loc(fused[fused<7 : i32>["x", unknown]])
// // nested
"foo.bar.baz"(%0, %v4, %1#1) ({
  // "quotes" and {braces} in a comment
  %5:2 = "x.y"() ({
    // é unicode
    %value6 = "z.nop"(%a.b2, %v4) {attr0, b1= [{value0	= -26557: i24, attr1= #foo.b.c}, dense_resource<blob1> : tensor<6xi32>, -3: i8], _u2=   affine_map<(d0) -> ()>, _u3= dense<[[9.375],  [-6.02214076e23], [45.66E3], [-6.02214076e23]]> : tensor<4x1xf64>}  : (f32, tensor<0x6xindex>) -> f16 loc("a.mlir":332:167)
    %_7 = "foo.bar.baz"(%value3,
    %a.b2, %value6) <{value0= affine_map<(d0, d1) -> (((d0) mod 8) mod 2, 9 * 3)>}>: ((memref<?x3 x i16, affine_map<(d0, d1) -> ((8 * (d0)) mod 3)>, 2>) -> (), f32, f16) -> complex<f16>
    %value8 = "my_dialect.thing"() {"quoted key 0"= 0.5979072} : () -> f8E8M0FNU

    "a.b"() {value0=	 loc(callsite("":415:18 at fused["":4294967295:230, "a.mlir":486:0])) , foo.k1= affine_map<()[N0] -> ((N0 - N0) floordiv 1)>}: () -> ()
  }): () -> (none, !x.t<?>)
  %-9 = "x.y"() ({
    "builtin.module"() ({
      %value10 = "my_dialect.thing"(): () -> memref<*xvector<14xf64>> // trailing comment
      %11 = "foo.bar"() <{}> {a0= 0 : index, attr1= "a@/\4B#*" , my.k2= @"x y", foo.k3= 0xFFFFFFFFFFFFFFFF}: () -> ((f64,  i128, i1) -> (f80, tensor<*xf80>)) loc("":91)
    }) : () -> () loc("v"("f":432:470))
  }): () -> memref<6x2xf32,strided<[?, 43]>, {kind = "scratch"}>
  "cfx.cond_br"()	[^1 , ^2]: () -> () loc("":20:17 to 23:78)
^1:
  "cfx.cond_br"()[^2, ^1]: () -> ()
^2:
  %12 = "foo.bar.baz"(%5#0, %v4, %value3):	 (none, tensor<0x6xindex> , (memref<?x3 x i16, affine_map<(d0, d1) -> ((8 * (d0)) mod 3)>, 2>) -> ()) -> tensor<8x4x2xi8> loc("f":0:330)
  %v13:3 = "foo.op"(%5#1, %v4, %1#0): (!x.t<?>, tensor<0x6xindex>, complex<bf16>) -> (f64, memref<?x?xsi1024, affine_map<(d0, d1) -> (d1, d0)>>, f32) loc("dir/with space.c":35:21 to 38:64)
  "foo.op"() {_u0= loc("a.mlir":37), my.k1	=	 1.0e38 : f64}:  () -> ()
  %v14 = "bar.yield"(%v13#2) <{value0= #foo.b.c, "quoted key 1"= unit}>: (f32) -> (complex<  f8E4M3>)
  %15, %tmp_16:2 = "my_dialect.thing"(%-9,%a.b2, %v14) ({
    "a.jump"() [^5, ^7]: () -> () loc("dir/with space.c":257:247) // trailing comment
  ^5:
    // 
    %value17 = "z.nop"(%v13#0) <{}> {value0= -37098906784, d.k1= distinct[1]<"-#/''/">}: (f64) -> (complex<f8E3M4>)
    %18 = "bar.yield"(%value17): (complex<f8E3M4>) -> i8 loc("src/x.py":12:30 to 14:54)
    "cfx.cond_br"(%v14, %v13#1)[^bb6] {attr0= {a0}}: (complex<  f8E4M3>, memref<?x?xsi1024, affine_map<(d0, d1) -> (d1, d0)>>) -> () loc("a.mlir":90:4294967295)
  ^bb6(%value19: tuple<index>):
    // // nested

    %20:3 = "foo.bar"(%1#0, %-9, %-9): (complex<bf16>, memref<6x2xf32,strided<[?, 43]>, {kind = "scratch"}>, memref<6x2xf32,strided<[?, 43]>, {kind = "scratch"}>) -> (tf32, f16, !foo.type) loc("callee"("a.mlir":4294967295:64))
    %value21 = "foo.bar"(%value19, %20#1, %20#1): (tuple<index>,f16, f16) -> i64 loc("name")
    %22 = "d.op_1"(%1#1,%value19) {}: (tuple<i32, f64>, tuple<index>) -> ((tensor<complex<f80>>, si17, complex<  ui128>) -> !bar.t<? , -7 , -0>)
    %v23 = "foo.compute"(%5#0) : (none) -> memref<7 x complex<i8>, affine_map<(d0) -> (d0)>, "gpu"> loc("name")
    "d.op_1"() <{sym_name0= dense<-2147483648> : tensor<285xsi32>}>: () -> ()
    "cfx.cond_br"(%22, %5#0)[^7]<{attr0= false, "quoted key 1"= 40.211832 : f32, "quoted key 2"= 22 : index, "quoted key 3"= 401.411737 : f16}>: ((tensor<complex<f80>>, si17, complex<  ui128>) -> !bar.t<? , -7 , -0>, none) -> () loc("src/x.py":42:40 to :48)
  ^7:

    %24:4 = "x.y"(%v13#1)<{_u0= "'@\\é-bz", my.k1	= #my.flag, _u2= -1}> {k$0, b1= @s$::@main}: (memref<?x?xsi1024, affine_map<(d0, d1) -> (d1, d0)>>) -> (memref<1xvector<f4E2M1FN>, affine_map<(d0) -> (d0)>, "shared">, f64, tensor<2 x 14x20xbf16, 6 : i32>, index)
  }) {}: (memref<6x2xf32,strided<[?, 43]>, {kind = "scratch"}>, f32, complex<  f8E4M3>) -> (tensor<  1x6 x 4 x 1xvector<10 x 12 x 16 x si32>, {a = 1 : i64}> , !foo.a.b,
    complex<  f128>)
  "foo.br"(%tmp_16#1, %v14)[^2] ({
    %_25, %26:3 = "foo.compute"(%v14, %15,  %v13#2) ({
}) {_u0= 35 : index,"quoted key 1",  value2= 
  dense<[-1]> : vector<1xi1> , x3=  dense<[[181.452964, 45.60E7, 0.2], [-0.5565631, 1.17549435e-38, 1.35615e33]]> : tensor<2x3xf16>}: (complex<  f8E4M3>, tensor<  1x6 x 4 x 1xvector<10 x 12 x 16 x si32>, {a = 1 : i64}>, f32) -> (none, complex<f64>, none,f16) loc(fused[fused<#foo.m>[]])
    "foo.br"()[^bb9]: () -> ()
  ^bb9:
    %value27:3 = "z.nop"() <{_u0  = "\""}> {d.k0 
 = -5: i8, x1= distinct[2]<tensor<*xi32>>}: () -> (tensor<0x334x423x?x!foo.v<<{-4, ?} <"x y">> <<"x y", "x y", ?>,?,[-6 , ?]>>  >, si16, tuple<tf32, i1>)
    // 
    %-28 = "x.y"(%12, %value27#2) ({
      "cfx.cond_br"(%26#2, %value27#1) 
 [^12, ^12] {}: (f16, si16) -> () loc("":473:338)
    ^12(%v29 : tuple<f32, f8E3M4>):
      "x.switch"(%value27#1, %26#1, %v29)  [^exit13] 
 : 
  (si16, none, tuple<f32, f8E3M4>) -> () loc(unknown)
    ^exit13(%30 : bf16 loc(unknown), %$31: index, %value32: bf16):
      "x.switch"(%$31, %1#1)	[^$14] {sym_name0= 
  0xAD0B1B46A349CA07 : f64}: (index, tuple<i32, f64>) -> () loc(callsite("src/x.py":4294967295:299 at "dir/with space.c":6:68 to :68))
    ^$14(%value33 : index loc("dir/with space.c":130:4294967295), %$34 : tensor<5 x complex<f8E4M3FNUZ>>):
      %x35:3 = "x.y"(%0, %-9) {a0= false, attr1	= !foo.t<"x y", {?, ?, <44 a.b i8>}>, z92 
 = sparse<[], []> : tensor<2xf32>,  d.k3= 21 : index}: (i32, memref<6x2xf32,strided<[?, 43]>, {kind = "scratch"}>) -> (() -> memref<*xindex>, i64,  complex<f64>) loc("src/x.py":16:18 to :27)
    }) {}: (tensor<8x4x2xi8>, tuple<tf32, i1>) -> memref<3x2xcomplex<si8>, "shared"> loc("name")
    "foo.br"()[^bb10, ^bb9]  : () -> ()
  ^bb10:
    "x.y"(%26#1, %26#1, %26#2) {sym_name0,
    k$1= dense<[[[1, -59,  0x3], [255, 0x1, -1], [-1, 170, 0]]]> : tensor<1x3x3xi8>, z92= [dense<> : tensor<0x4x3xsi32>]}: (none, none, f16) -> ()
  }, {
    %36 = "my_dialect.thing"(%tmp_16#0, %tmp_16#0, %1#0) {}: 
  (!foo.a.b, !foo.a.b, complex<bf16>) -> f6E3M2FN
  }, {
}): (complex<  f128>, complex<  f8E4M3>) -> () loc("with \"q\"")
}, {
  "a.jump"(%undefined_value, %value3)[^17] {k$0= 913.818152 : f16, b1= 13062159737633756031758496946467  : si128,  _u2= 2147483647 : si32, foo.k3}  : (tuple<i32, f64>, (memref<?x3 x i16, affine_map<(d0, d1) -> ((8 * (d0)) mod 3)>, 2>) -> ()) -> () loc("f":304:462)
^17:
  %$37 = "z.nop"(%value3)<{x0= dense<[[371428.0 , -2.0, 825.596423] , [1.0e-5,
    0xA97C742580078EF8F695A82C78F76028, 0x2C01A1FC2DAEC1523BEA07920E2550FC], [198193.0, 9.999999e9, 0xAF8F745EFF02E1CE016929419EEF5246]]> : tensor<3x3xf128>, _u1= affine_set<(d0)[s0, s1] : (-(0 + 0) <= 0, s1 - d0 + (7) floordiv 2 <= 9, (s1) mod 7 * 7 <= 8)>, sym_name2= 
  {attr0 = 844716.0, k$1= -64: i7}}> {my.k0= f16}: ((memref<?x3 x i16, affine_map<(d0, d1) -> ((8 * (d0)) mod 3)>, 2>) -> ()) -> tensor< 61x5 x 1x6x!my_dialect.param<[?, ["x y" , 31 , f32], "x y"] , ? , -3>> loc("v"("with \"q\"")) // trailing comment
}): (i32, tensor<0x6xindex>, tuple<i32, f64>) -> ()

%38 = "d.op_1"(%a.b2, %1#1, %a.b2) {"quoted key 0",
    value1	= 0: i3, foo.k2= "\58/<a. "}: (f32, tuple<i32, f64>, f32) -> f8E4M3B11FNUZ

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x040000008667E65FAF017E45",
      blob1: "0x0400000053A36FE71CF295A0D2C6D86140FD263C2F72986BB55EBB4E"
    }
  }
#-}
