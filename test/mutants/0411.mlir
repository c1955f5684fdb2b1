#l_x0 = loc("name")
!t0 = vector<i7>
#loc1 = 32 : index

"builtin.module"() ({
"a.b"() ({
}): () -> ()
"foo.op"() <{attr0= affine_map<(d0, d1)[s0] -> (d1, -(d1 - 7), 9 + -(6))>, k$1= array<i1: true, true, true, false>, b2= false}> {x0= affine_set<(i0, i1) : (7 * ((8) floordiv 8) <= 3, ((i1) floordiv 7) mod 8 <= 1)>, a1= [array<i64>]}: () -> ()
"my_dialect.thing"() ({
}) {d.k0= "'é" : i64}: () -> () loc("":344:437)
%_0 = "foo.op"() ({
^exit0(%_1: memref<*xf8E8M0FNU, "shared"> loc(#l_x0)):
%v2 = "d.op_1"(): () -> ((!bar.t, tensor<f8E4M3FN>, !t0) -> ())
%value3:2 = "bar.yield"(%v2, %v2) {"quoted key 0"= unit, a1= dense<[[1.0E+10, 0.5], [508236.0, 0.3], [0xA4, 4.9e-324], [0xC4, 1.0e-5]]> : tensor<4x2xf8E4M3FNUZ>} 
 : ((!bar.t, tensor<f8E4M3FN>, !t0) -> (), (!bar.t, tensor<f8E4M3FN>, !t0) -> ()) -> (!bar<"a b">, !t0) loc("f":16:4294967295)
%value4 = "bar.yield"(%_1, %v2): (memref<*xf8E8M0FNU, "shared">, (!bar.t, tensor<f8E4M3FN>, !t0) -> ()) -> !x<"abc"> loc(unknown)
"x.switch"()[^b1, ^b1] {z90= [dense<[[[5.20218e+11, 1.0e-5, 0xEC, 495.374817], [0.8397869, 0xBC, -3.40777e-24, 1.0]], [[0.331, 438705.0, -4.9e-324, 8.70E9] , [484.296895, 0x5B, 675.235333, 4.9e-324]]]> : tensor<2x2x4xf8E4M3FNUZ>], attr1= array<f64: 46.49E7, 0.7290096, 1.17549435e-38, 0xF2AE99AD4BF4BFE6, 3.89957e+33>, value2= array<i16: 65535, 1, 156, -3>, x3}: () -> ()
^b1(%-5 : memref<2xcomplex<f8E4M3FNUZ>, strided<[1], offset: ?>> loc(unknown), %v6: f8E5M2FNUZ):
"x.switch"(%value3#1, %v6, %value3#1)[^2, ^b1] {value0= distinct[1]<sparse<[[0, 3, 5], [2, 2, 5], [1, 0, 4]], [922674.0, 100.0, 0.0]> : tensor<4x6x6xf16>>, my.k1= {k$0= affine_map<(d0, d1) -> (-(d0 - d0), 3 - d0 + 9 * 5)>, k$1= [dense<[[1.17549435e-38, 0x72]]> : vector<1x2xf8E5M2FNUZ>, affine_map<(d0) -> ((4 * (1)) floordiv 8, -(d0))>, affine_set<(i0, i1)[N0, N1] : ((N0) ceildiv 6 <= 4, (N0 * 6) floordiv 8 == 0)>, @c::@s$], k$2= unit}}: (!t0, f8E5M2FNUZ, !t0) -> ()
^2:
"a.b"(): () -> () loc("f":43:80 to :81)
}): () -> !foo<"x<y>"> loc(unknown)
"z.nop"(%_0) {z90, x1= [{},
    (tensor<23x1xcomplex<f16>>, i64) -> (vector<15xbf16>, !t0), @f_1::@"x y", false], a2= affine_map<(i0, i1, i2)[N0] -> (6 * ((N0) ceildiv 3))>, a3=  []}: (!foo<"x<y>">) -> ()
"foo.compute"(%_0, %_0, %_0): (!foo<"x<y>">, !foo<"x<y>">, !foo<"x<y>">) -> ()
%7 = "my_dialect.thing"(%_0) {}: (!foo<"x<y>">) -> tuple<f64, si3> loc("callee"(fused[unknown, "dir/with space.c":4294967295:254]))
%8, %value9:2 = "foo.compute"(%7, %_0) ({
^bb3:
%10 = "x.y"(%7): (tuple<f64, si3>) -> (complex<f8E4M3>) loc(#l_x0)
"x.switch"(%7)[^bb4, ^5] <{x0= #loc1}> ({
}) {z90= array<i8: 47, -2, 0, -1, -128>, z91= #foo.v<-7 <29,abc,42>>, "quoted key 2", z93= false}: (tuple<f64, si3>) -> () loc("dir/with space.c":152:463)
^bb4(%_11: si7 loc("f":497:282)):
"x.switch"()[^5] {value0= "'"}: () -> () loc("x")
^undefined_block:
"foo.compute"(%7): (tuple<f64, si3>) -> ()
}) {k$0, b1= dense<1.5> : tensor<f8E8M0FNU>, sym_name2= dense<"*\n\7f\C3\A9\A7X'"> : tensor<2x4x2x!foo.str>, b3= -4.37757e13 : f4E2M1FN}: (tuple<f64, si3>, !foo<"x<y>">) -> (vector<si7>, none, i32)
}) : () -> () loc("x")
