// ir-gen random --seed 197 --size 14
!ty0 = tuple<index, f8E3M4, f8E3M4, si16>
!ty1 = i32
!t2 = vector<i32>

"z.nop"() {value0= [affine_set<(d0, d1)[s0] : ((s0) * s0 + d0 + d1 == 0, (d0) floordiv 6 * 3 >= (s0) mod 2, (d0 + 3) * s0 <= 1)>, false]}: () -> ()
%0:2 = "foo.bar.baz"()<{_u0= "{!_}\\\"", foo.k1= dense<"0xD987"> : tensor<bf16>}> {x0= "!'zX\\\7fΩ"}: () -> (none, !ty0) // trailing comment
%value1 = "z.nop"(%0#0, %0#0) <{attr0= #foo.b.c, x1= @_priv, z92}> {k$0= true}: (none, none) -> f80 loc("f":17:45 to 19:80)
%2:3 = "d.op_1"(%0#0) {_u0= -170141183460469231731687303715884105728: i128}:	 (none) -> (memref<53x838xsi7, affine_map<(d0, d1) -> (d0, d1)>>, !ty1, (si64, none, i1024) -> ())
%3:4 = "my_dialect.thing"(%2#1) {foo.k0= 1: i1024, a1= array<i8: 1>, _u2}: (!ty1) -> (index, memref<68xi32>, ui64, !t2)
%4:4 = "a.b"(): () -> (i32, memref<2 x f80, strided<[?], offset: 8>, "gpu">, vector<6xf128>, i1)
%_5:4 = "a.b"()<{}>: () -> (complex<f64>, tuple<f128>, vector<12xbf16>, () -> ())
%value6, %v7:2 = "a.b"() ({
}): () -> (none, memref<1x8xsi16, strided<[?, ?]>, 1>, index) loc(callsite(fused<"meta">["a.mlir":282:295] at unknown))
%a.b8, %$9:3 = "foo.op"(%value6, %_5#3, %v7#0) {k$0= affine_map<()[N0] -> ((8) floordiv 8, N0)>}: (none, () -> (), memref<1x8xsi16, strided<[?, ?]>, 1>) -> (complex<f4E2M1FN>, !t2,complex<f16>, (vector<si7>, memref<22x5x?xf32, strided<[?, 2, ?], offset: 3>, "shared">, none) -> complex<bf16>) loc(unknown)
%10:4 = "bar.yield"(%3#3) ({
^bb1(%value11 : si1 loc("name"), %_12 : f8E5M2FNUZ, %13: memref<8xf32, "local mem">):
%14 = "foo.compute"(%3#1) {x0= sparse<[[3, 3], [1, 4]], [438, 62]> : tensor<4x5xi64>, a1= tuple<si8, i128>, z92	= tuple<ui64, ui8, f32, i1024>, foo.k3= unit}: (memref<68xi32>) -> tuple<i1>
%15 = "x.y"(%value11)<{x0= 0: ui1024, k$1= unit, k$2= affine_set<(d0, d1, d2)[s0] : (s0 >= 0, (7) ceildiv 9 - (d2) ceildiv 4 == 0, (d1 * 5) mod 9 >= d0 + d2)>}> ({
}): (si1) -> (!bar.param<[<"x y", "x y"> ? <?,-3>], -2, -1>)
%v16 = "bar.yield"(%14, %0#0): (tuple<i1>, none) -> complex<i64> loc("a.mlir":83:438)
%v17 = "z.nop"(%13): (memref<8xf32, "local mem">) -> none
}, {
"foo.br"(%value6)[^bb3 , ^bb5]<{}>: (none) -> () loc(fused<5 : i32>["":44:11 to 47:48, "with \"q\""])
^bb3:
"x.switch"(%$9#1, %$9#1)[^4, ^4]: (complex<f16>, complex<f16>) -> ()
^4:
"foo.br"()[^bb5] <{sym_name0= array<i64>, _u1= affine_set<(d0)[s0, s1] : (d0 >= s1 - 8, ((d0) mod 9) floordiv 6 <= 6, 1 - s0 + (s0) mod 7 >= 0)>, sym_name2= "!é\99z'\58b/", a3}>: () -> () loc(callsite("":70:103 at "n"("op.1")))
^bb5(%value18: tensor<6xcomplex<i24>>):
"cfx.cond_br"(%$9#1, %value18, %$9#0)[^4] {}: (complex<f16>, tensor<6xcomplex<i24>>, !t2) -> () loc("f":491:409)
}, {
}): (!t2) -> (tuple<i32, i1, f8E5M2>, none, vector<8xi64>, f8E5M2FNUZ) loc("dir/with space.c":92:9)
%19 = "foo.bar.baz"(%10#3) {d.k0= array<f32>, sym_name1}: (f8E5M2FNUZ) -> vector<11xf8E5M2FNUZ> loc("callee"("n"("f":47:72 to :73)))
%value20 = "d.op_1"(%10#1): (none) -> memref<698x17x2xi8, 4>
