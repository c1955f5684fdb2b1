!ty0 = f6E2M3FN
#L0 = loc(callsite("dir/with space.c":7:4 at "f":34:2 to 34:31))
#attr_1 = dense<-1> : vector<4x3xi3>
!T_1 = f16
!alias_2 = index
!ty3 = i32
!ty4 = tensor<49x?x5x559xbf16>

%v0 = "bar.yield"() <{_u0, value1= #x.b.c}>: () -> tuple<>
%value1 = "z.nop"()<{}> {_u0= [0x7FF0000000000000 : f64, #x<"abc">, @f_1], my.k1, x2}: () -> tuple<!ty0, si8, f80, ui128> loc("dir/with space.c":25:55 to :61) // trailing comment
%2 = "foo.compute"(%value1, %v0): (tuple<!ty0, si8, f80, ui128>, tuple<>) -> (!ty0) loc("src/x.py":176:332)
%3 = "a.b"(%value1, %v0)<{value0= #bar.b.c, z91= -1: i32, b2= -3.14159265358979 : f6E2M3FN}> ({
}): (tuple<!ty0, si8, f80, ui128>, tuple<>) -> si32 loc("dir/with space.c":41:43 to :47)
"foo.bar.baz"(%2) {k$0= unit, b1= array<i1: false, true, true>, z92= #my.v<{a.b,47,i8}, [{59},abc,[-3]], "x y">}: (!ty0) -> () loc(fused["f":24:62 to 27:37])
%tmp_4 = "foo.bar"(%v0, %3) {attr0= [complex<bf16>, 0xFF4E862A5EA90034 : f64], my.k1}: (tuple<>, si32) -> memref<2x26x1023xi24, 2> loc(callsite(unknown at #L0))
%_5, %6:2 = "foo.bar"()<{a0, sym_name1= f64, "quoted key 2"= "\"0", value3= dense<[3.589, 0x00000001, 16.1E9]> : tensor<3xf32>}>: () -> (i16, !ty0, complex<bf16>) loc("":3:7 to :12)
%7, %arg8:3 = "foo.bar.baz"(%value1) {_u0= sparse<[], []> : tensor<2xf32>, k$1= #my<"a b">, sym_name2= dense<430> : tensor<1x4x2xindex>, sym_name3}: (tuple<!ty0, si8, f80, ui128>) -> (tuple<ui7, f32>, i17, vector<12xf80>, !foo.v<"x y" , 60>)

"x.y"(%arg8#0): (i17) -> ()
%$9 = "bar.yield"(%_5, %arg8#1, %arg8#0) {_u0= distinct[3]<#attr_1>}: (i16, vector<12xf80>, i17) -> ui64 loc("a.mlir":88)

%10 = "foo.compute"(%3, %$9): (si32, ui64) -> tuple<>
%_11 = "foo.bar"() {"quoted key 0"= #attr_1}: () -> tensor<893x28xf80> loc(#L0)
%value12 = "z.nop"(%10, %arg8#1, %arg8#1) <{a0, k$1= "*-\\\EDΩ\7f\\'Xb"}>: (tuple<>, vector<12xf80>, vector<12xf80>) -> complex<f8E4M3FNUZ> loc("src/x.py":4294967295:25)
%v13:2 = "d.op_1"()<{attr0= affine_map<(d0, d1, d2)[] -> ()>, a1= [f32, "\F3b#Ω@", 1.0e-5 : bf16]}>: () -> (!T_1, i17)
"d.op_1"(%tmp_4) {"quoted key 0"= distinct[4]<>}: (memref<2x26x1023xi24, 2>) -> () // trailing comment
"foo.op"(%7, %value12): (tuple<ui7, f32>, complex<f8E4M3FNUZ>) -> ()
%14:2 = "bar.yield"(%v13#0, %6#0, %6#1) ({
 %15 = "foo.compute"(%arg8#1, %2, %10)<{"quoted key 0"= "@\".\C3\A9\00"}> ({
  %16 = "d.op_1"(%_11) {"quoted key 0"= 0: ui1, "quoted key 1"= 5.878 : f8E4M3B11FNUZ}: (tensor<893x28xf80>) -> (i64)
  %v17 = "d.op_1"(%v13#1)<{value0= 1: ui16, a1= #attr_1}> {}: (i17) -> memref<59x90x732xf64> loc("a.mlir":408:4294967295)
 }, {
  "cfx.cond_br"(%value12)[^$5] {my.k0= [-4.9e-324 : bf16, #attr_1, array<i8: 0, 0xFF>, ""]}: (complex<f8E4M3FNUZ>) -> ()
 ^$5(%v18 : memref<36x4x?xcomplex<i8>, strided<[62, ?, 1], offset: ?>, {kind = "scratch"}>, %value19: !ty0, %20: si7 loc("src/x.py":148:406)):
  "cfx.cond_br"(%7, %20)[^bb6]: (tuple<ui7, f32>, si7) -> () loc(fused["dir/with space.c":73:65, "dir/with space.c":433:30]) // trailing comment
 ^bb6():
  %_21:3 = "z.nop"(): () -> (complex<bf16>, tensor<?xui1>, index)
 }, {
 }): (vector<12xf80>, !ty0, tuple<>) -> f128 loc(#L0)
 %value22, %23:2 = "d.op_1"(%v13#0): (!T_1) -> (tuple<>, f8E4M3FN, f6E3M2FN)
 "a.jump"(%3)[^1]: (si32) -> ()
^1(%_24 : vector<16x2xf8E5M2FNUZ>):
 "x.switch"(%23#0)[^exit2] {foo.k0= dense<[127, 127, -1]> : tensor<3xi7>, a1}: (f8E4M3FN) -> () // trailing comment
^exit2:
 %_25 = "a.b"(%23#1, %arg8#0, %23#0): (f6E3M2FN, i17, f8E4M3FN) -> (tuple<>)
}): (!T_1, !ty0, complex<bf16>) -> (f8E3M4, complex<f8E3M4>)
%value26 = "bar.yield"(%v13#0, %14#0) {}: (!T_1, f8E3M4) -> memref<*xcomplex<i8>>
%27, %value28:2 = "x.y"(%value26) <{attr0= #attr_1, _u1= dense<1.0e300> : tensor<tf32>, value2= array<i8: 255, 15, 0, 255, -51>}>: (memref<*xcomplex<i8>>) -> (vector<6x8xsi128>, memref<3xf32, affine_map<(d0) -> (d0)>, {kind = "scratch"}>, tuple<!ty0, si3, f8E3M4, bf16, f32, f8E3M4, !alias_2, index, !ty3, i7, f128, si64, !x.v<?>, f64, f16, ui1, tensor<i32>, f64, i7, index, si16, si1, i3, i128>) loc(fused<"meta">["":11:75 to :80])
%_29, %_30:2 = "foo.compute"(%value28#0) {}: (memref<3xf32, affine_map<(d0) -> (d0)>, {kind = "scratch"}>) -> (vector<[9]xindex>, tuple<f16, f32, i32, f64, f64, si17, none, f32, f32, bf16, i32, i32, i8, index, index, i1024, f32, i32, f8E4M3>, !ty4) // trailing comment
