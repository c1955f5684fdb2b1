// ir-gen random --seed 135 --size 24
#a0 = -1: si24
#l_x1 = loc("":60:419)
!T_0 = none
!ty1 = tensor<complex< 
 f32>>

"builtin.module"() ({
%v0 = "foo.bar.baz"() {sym_name0, _u1= false}: () -> f8E5M2
%1 = "a.b"(%v0, %v0,
    %v0): (f8E5M2, f8E5M2, f8E5M2) -> ((f80, none, f16) -> ()) loc(callsite("f":0:69 at "f":13:21 to 13:9))
"foo.bar.baz"(): () -> () loc("src/x.py":371:476) // trailing comment

"z.nop"(%1, %1) {d.k0= affine_set<(d0)[s0, s1] : (((s0) mod 9) mod 6 <= 1, -(8 * (4)) >= 0)>, b1= 0x1: si7}: ((f80, none, f16) -> (), (f80, none, f16) -> ()) -> ()
%v2 = "bar.yield"()<{}>: () -> (i64)
%_3 = "bar.yield"(%v0, %v2): (f8E5M2, i64) -> si1024
%4 = "my_dialect.thing"() <{d.k0= 59 : index, k$1= affine_set<(d0, d1)[s0, s1] : ((d1) ceildiv 2 * 7 <= 6, 5 >= 0)> , z92= tuple<f32>}>: () -> f16 loc("a.mlir":8:26 to :35)
%5, %6:3 = "z.nop"(%4, %1, %1) {sym_name0= #my.a, _u1= #a0}: (f16, (f80, none, f16) -> (),  (f80, none, f16) -> ()) -> (complex<i8>, i8, tensor<163xf64>, tuple<bf16, f8E4M3B11FNUZ, f128, f64>) loc(#l_x1)
// // nested
%7 = "a.b"(%6#2, %5) ({
"foo.br"(%6#1, %v2, %6#2)[^1, ^undefined_block] {a0= array<f32: 229.151480, 0x3A85BC14, 5.82230e10, 83.71E1>, "quoted key 1"= @a::@c}: (tensor<163xf64>, i64, tuple<bf16, f8E4M3B11FNUZ, f128, f64>) -> () loc(callsite(#l_x1 at "name"))
^1(%r8: f16, %value9 : f32):
%$10:2 = "foo.op"(%6#2)<{}>: (tuple<bf16, f8E4M3B11FNUZ, f128, f64>) -> (i1, complex<f32>) loc("":0:4294967295)
// a comment
"bar.yield"(%value9, %$10#0): (f32, i1) -> ()
%11:3 = "d.op_1"(%5, %r8,
    %r8): (complex<i8>, f16, f16) -> (f16, f64, complex<i17>)
%_12 = "foo.bar.baz"(%11#1): (f64) -> tuple<f64, f8E4M3B11FNUZ, i8>
%value13 = "d.op_1"(%11#1, %v0, %11#1)<{z90=	 #a0, x1= array<i16>, x2= "Xz@</\C3\A9"}> {}: (f64, f8E5M2, f64) -> tuple<i3, f64, bf16, i1, !x<"abc">, ui3, index, f16, f8E4M3B11FNUZ, !T_0, f16, f8E5M2, f8E5M2FNUZ, i32,  i64, i64, ui3, f64, ui32, f16, !T_0>
}): (tuple<bf16, f8E4M3B11FNUZ, f128, f64>, complex<i8>) -> f80
%_14 = "foo.bar.baz"(%6#0, %7) <{value0= 89: si8, foo.k1= dense<[["\\\n\t_\n\00a}\t0\n"]]> : tensor<1x1x!foo.str>, foo.k2= "aé!" : index, k$3= 1.5 : f8E4M3}>: (i8, f80) -> (!ty1) loc("src/x.py":154:488)
// // nested
%_15 = "foo.compute"(%6#2, %6#0, %_14) ({
^bb2:
"my_dialect.thing"(%6#2, %6#2) ({
^3():
}): (tuple<bf16, f8E4M3B11FNUZ, f128, f64>, tuple<bf16, f8E4M3B11FNUZ, f128, f64>) -> ()
}): (tuple<bf16, f8E4M3B11FNUZ, f128, f64>, i8, !ty1) -> tensor<i24> loc(#l_x1)
%value16 = "a.b"(%_14, %7) {value0}: (!ty1, f80) -> tensor<1x0x5xi1>
%v17 = "foo.bar"(%1, %_3): ((f80, none, f16) -> (), si1024) -> (vector<[11]xindex>) loc(callsite("x" at #l_x1))
"z.nop"(%4, %_3)<{attr0= -9223372036854775808, z91= distinct[1]<[dense_resource<r.0> : tensor<4xi32>, 1: si3, "\8F-*\59*-日本\\"]>}> {}:  (f16, si1024) -> ()
%18 = "a.b"(%v17, %_15) <{}>: (vector<[11]xindex>, tensor<i24>) -> tuple<> loc("f":428:4294967295)
%v19 = "foo.bar.baz"(%v17): (vector<[11]xindex>) -> i128 loc("dir/with space.c":333:64)
%20:3 = "foo.bar"(%18, %18, %v17): (tuple<>, tuple<>, vector<[11]xindex>) -> (ui64, tensor<52x0x?xui1>, !my_dialect.t<?>) loc("f":349:4294967295)
}) : () -> () loc("":8:29 to 9:24)

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000C36F5BF9F619DEE31B3B73F28A9E3C0C"
    }
  }
#-}
