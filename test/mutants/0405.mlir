#map0 = 1: i1
#L1 = loc("dir/with space.c":3:59 to 3:75)

%_0 = "my_dialect.thing"() ({
 %v1 = "foo.compute"() {"quoted key 0"= 
  18446744073709551615, b1= #bar.p<[abc] f32 <-7>>}: 
  () -> tensor<?x42xi64  > loc("with \"q\"")
 "my_dialect.thing"(%v1, %v1, %v1) ({
  %_2, %3:2 = "x.y"(%v1,%v1, %v1) ({
  ^x.y2(%4: complex<f6E2M3FN>, %v5: tf32, %_6: index loc("op.1")):
   "foo.op"(%4, %v1, %v5) {d.k0= #x.a,
    d.k1= dense<"!"> : tensor<!foo.str>}: (complex<f6E2M3FN>, tensor<?x42xi64  >, tf32) -> ()
   "foo.bar.baz"(%v5,%4, %v1): (tf32, complex<f6E2M3FN>,
    tensor<?x42xi64  >) -> ()
   %7, %_8:3 = "foo.bar"() {z90= memref<?x3x48 x vector<13 x f32>, affine_map<(i0, i1, i2) -> (-(-(i0)), i2)>, {kind = "scratch"}>, sym_name1= 21 : index, b2=  []}: () -> (tensor<359x?xi64>, none , complex<f8E5M2>,i32) loc("a.mlir":458:47)
  }, {
  ^3(%r9 : ui8 loc("v"("n"("src/x.py":22:63 to 25:16)))):
  }, {
   "a.jump"(%v1, %v1) [^bb5, ^bb5] <{"quoted key 0"= -8342, "quoted key 1"= "z#\00#!\00\n%", sym_name2= true}> {_u0, x1=   affine_map<(d0, d1)[s0, s1] -> ((s0 + d1) mod 9, (s0 + d1) * s0)>}: (tensor<?x42xi64  >,
    tensor<?x42xi64  >) -> ()
  ^bb5():
   "x.switch"()	[^bb5]: () -> ()
  })  : (tensor<?x42xi64  >, tensor<?x42xi64  >, tensor<?x42xi64  >) -> (i64, tuple<bf16, f16 , f8E4M3FNUZ, si1, i8, bf16, f8E5M2,
    f32, f6E3M2FN,f64, f16, tensor< 4x3x63xi64, #foo.enc>, i8, vector<[15]x[2] x f16>, bf16, ui32, f32, f64>, tuple<>) loc(fused["":215:19, fused["":399:19], "callee"("a.mlir":212:434)])
  %arg10, %value11:2 = "a.b"(%v1,  %3#1,  %3#0) {d.k0  =   #map0, my.k1= ["", ui128, array<i16: 0xC5>]}: (tensor<?x42xi64  >, tuple<>, tuple<bf16, f16 , f8E4M3FNUZ, si1, i8, bf16, f8E5M2,
    f32, f6E3M2FN,f64, f16, tensor< 4x3x63xi64, #foo.enc>, i8, vector<[15]x[2] x f16>, bf16, ui32, f32, f64>) -> (f16, tensor<2x34x0xcomplex<i24> >, index)
  %12 = "x.y"(%arg10,%3#1, %arg10) 
 : (f16, tuple<>, f16) -> (tuple<f8E4M3FN, ui17, si32,  f8E4M3B11FNUZ, f16,  f64, f8E3M4 , ui7 , f8E4M3, f8E8M0FNU , si1, si24, i128, bf16, i32, ui8, f32, f80, bf16>)
  "my_dialect.thing"() {"quoted key 0"= #my.b.c, attr1= @main, b2= 
  {}} : () -> ()
 }): (tensor<?x42xi64  >, tensor<?x42xi64  >, tensor<?x42xi64  >) -> () loc(callsite("v"("src/x.py":13:29 to 14:79) at fused<#foo.m>["src/x.py":492:300, "":48:35 to 48:23, "src/x.py":446:445]))
 %13 = "d.op_1"(): () -> i3
}):   () -> tensor<  0x?x2xvector<4xbf16>, 7 : i32>
}):   () -> tensor<  0x?x2xvector<4xbf16>, 7 : i32>
%value14 = "foo.bar"(%_0)<{_u0= loc(fused[fused["with \"q\"", "src/x.py":0:97, "a.mlir":112:80]]), d.k1 
 =   true,_u2= 340282366920938463463374607431768211455: 
  i1024}>:	 (tensor<  0x?x2xvector<4xbf16>, 7 : i32>) -> (memref<4x920x493 x f8E4M3FN, strided<[?, ?, ?], offset:0>, "gpu">) loc(#L1)
%a.b15 = "foo.compute"(%value14, %_0): (memref<4x920x493 x f8E4M3FN, strided<[?, ?, ?], offset:0>, "gpu">, tensor<  0x?x2xvector<4xbf16>, 7 : i32>) -> !bar.v<?> loc(fused["":308:4294967295, "f":17:62 to 19:5, #L1])
%16 = "a.b"() {z90}	:  () -> complex<f64>
