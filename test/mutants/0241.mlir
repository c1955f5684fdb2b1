!T_0 = i32
!T_1 = i32
!ty2 = si16
#attr_0 = [dense<> : tensor<0x1x4xsi24>, 153]


%value0 = "my_dialect.thing"(): () -> f128
// 
%1 = "z.nop"():	 () -> f8E4M3FNUZ
%a.b2 = "foo.compute"(%1, %1, %value0) <{}> ({
^bb0:
    %v3 = "x.y"() <{a0= 30 : index}> {my.k0= tensor<0x5xui7>}: () -> (tuple<f32, ui8, i1, f16>) loc("f":8:127)
    %tmp_4:4 = "foo.bar.baz"(%value0)<{sym_name0}> {a0= -0.0, x1= dense<[[-0.27136e17, 0x7FF8000000000001], [2.718281828459045, 100.0], [-1.0e-5, -0.269]]> : tensor<3x2xf64>, a2= unit}:	 (f128) -> (tensor<809x16 x ui32, "sparse">, si64, complex<f32>, !T_0)
    // a comment
    %v5:4 = "foo.bar.baz"(%tmp_4#3) {x0, z91= -966519.0, sym_name2= -170141183460469231731687303715884105728: i1024}: (!T_0) -> (si32, f16, si32, tensor<331xf16>) loc(fused["n"(unknown), "dir/with space.c":176:0, "a.mlir":12:71 to 12:24])
}) {} 
 : (f8E4M3FNUZ, f8E4M3FNUZ, f128) -> complex<i32>

"my_dialect.thing"(%1,  %value0,  %a.b2) {}	: (f8E4M3FNUZ, f128, complex<i32>) -> () loc(callsite("a.mlir":1:34 to :37 at fused["a.mlir":36:61 to :61, "f":33:57 to 35:44]))
"foo.op"() {}: 
  () -> () // trailing comment
// 
"foo.compute"(%1, %undefined_value): (f8E4M3FNUZ, complex<i32>) -> () loc("f":71)

%value6 = "bar.yield"(%1, %1, %a.b2) ({
^x.y1(%_7: !T_1 loc(unknown), %8: !ty2, %v9: f16):
    "foo.compute"(): () -> ()
    "foo.compute"(%8) ({
}, {
        "foo.br"(%v9, %v9)[^bb3,  ^bb3] {b0	=   dense<[26]> : tensor<1xindex>}  : (f16, f16) -> () loc("name")
    ^bb3():
        %_10 = "bar.yield"(%v9) {my.k0= [[]], a1= -1:	 si16}: (f16) -> complex<i64>
    }) {sym_name0= 0x40F2 : f16}: (!ty2) -> ()
    %_11 = "bar.yield"(%v9, %1,
    %_7) {b0= @s$::@s$::@a, k$1= true,my.k2= #attr_0, k$3=   "."}: (f16, f8E4M3FNUZ, !T_1) -> tuple<tensor<3x1xi17>> loc(callsite(fused<3 : i32>["with \"q\""] at "op.1"))
}) {z90= dense<[[0], [0], [6], [0]]> : tensor<4x1xui8>}: (f8E4M3FNUZ, f8E4M3FNUZ, complex<i32>) -> tensor< 786 x 3x4x3xf8E5M2>
%12 = "foo.bar"(%value0) {a0= 156988923 : index, k$1= affine_set<(d0, d1, d2)[s0] : ((d0) floordiv 3 - (9) mod 9 >= d1 + d1, d1 * 5 >= d1 * 6, d2 <= 8)>, sym_name2= ".\00@\t", _u3}: (f128) -> bf16
