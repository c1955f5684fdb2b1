// ir-gen random --seed 1 --size 11
!alias_0 = complex<i128>

%_0:3 = "x.y"(): () -> (index, () -> index, !alias_0) loc("f":155:253)
%value1:4 = "d.op_1"(%_0#0, %_0#1, %_0#1): (index, () -> index, () -> index) -> (!my_dialect<"x<y>">, index, complex<bf16>, bf16)
%2 = "foo.op"(%value1#1) {my.k0= 1: i32, b1 
 = 18446744073709551615, b2= 21.12E7 : f128}: (index) -> (i24) loc("with \"q\"")
%value3 = "d.op_1"(%value1#1) <{sym_name0= sparse<[[1]], [1030562.0]> : tensor<3xbf16>, k$1= [true]}>: (index) -> tuple<i7->, i64, si1024>
%v4, %v5:3 = "x.y"() {my.k0= @"0start", "quoted key 1"= dense<0x0> : tensor<3x3xui32>, value2= i64, sym_name3= "\5A_\n"}: () -> (i17, tuple<i8, i7, i17>, f80, index)
%6 = "my_dialect.thing"(%value1#3, %v5#0)<{}> {foo.k0= affine_map<()[s0] -> ((s0) * s0 * 3)>, d.k1= 22 : index, sym_name2= dense<[-1, 18, -128]> : tensor<3xi8>}: (bf16, tuple<i8, i7, i17>) -> complex<si32> loc(fused[])
%7, %value8:2 = "z.nop"(%v5#2, %2, %_0#0) ({
}): 
  (index, i24, index) -> (() -> si24, !my_dialect.type, memref<31 x 259x610xf8E4M3, strided<[?, 59, 1], offset: ?>>)
%$9 = "bar.yield"(%value8#0, %7) {foo.k0= #foo.a<"x y", 25>, attr1}: (!my_dialect.type, () -> si24) -> i32
%a.b10 = "my_dialect.thing"(%7, %value1#3, %value8#0) {}: (() -> si24, bf16, !my_dialect.type) -> (tuple<bf16, f128, ui17, f64>)
%value11 = "foo.compute"() ({
^1(%v12 : index loc("dir/with space.c":11:56 to 11:40), %13 : i1):
 %value14 = "foo.bar"(%$9, %v4, %$9)<{sym_name0= affine_set<(d0, d1, d2)[s0] : (s0 <= 8, ((d0) floordiv 6) mod 3 <= 1, (d0) mod 4 * 6 <= 8)>, _u1= 2.500 : f32}>: (i32, i17, i32) -> f32
}) {x0=  [-4921588198607728: i128, "\00#.\"}\00" : tf32, dense_resource<blob0> : tensor<3xi8>]}  : () -> !alias_0
"foo.bar"(%v5#2) {_u0= 13222300: i24, "quoted key 1"= dense<"0x684C"> : tensor<bf16>, foo.k2= 0xFB986F4C : f32,  z93= []}: (index) -> () loc("a.mlir":0:155)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x040000007C81B3"
    }
  }
#-}
