// ir-gen random --seed 93 --size 26
!t0 = tuple<i64>
#loc0 = -170141183460469231731687303715884105728: si128
#l_x1 = loc(fused["src/x.py":462:0, "":42])
#L2 = loc("src/x.py":139:340)
!t1 = i7
!t2 = memref<5x5xui32, strided<[7, 1], offset: ?>>
#loc3 = []
#loc4 = loc("op.1")

%0 = "foo.compute"() {d.k0= @s$}: () -> (f64) loc("a.mlir":291:472)
%$1 = "foo.bar.baz"() ({
    %value2 = "bar.yield"(%0) ({
        %r3 = "foo.bar.baz"(): () -> complex<f8E8M0FNU>
        %4 = "foo.compute"(%0) ({
}) {b0= 0.1763484 : bf16, my.k1= @f_1::@"x y"::@"x y", foo.k2= 0: ui3}: (f64) -> memref<456xui24, strided<[1]>>
        "foo.bar"(%r3, %r3, %0): (complex<f8E8M0FNU>, complex<f8E8M0FNU>, f64) -> ()
        %5 = "my_dialect.thing"() {"quoted key 0"= #loc0, foo.k1= true}: () -> (() -> (none)) loc("callee"("dir/with space.c":267:498))
        "cfx.cond_br"(%4)[^bb2, ^b4] <{x0= -2147483648: i32}> ({
        ^bb5(%6: tuple<si64, f64>):
            %_7 = "d.op_1"(%4, %5, %r3): (memref<456xui24, strided<[1]>>, () -> (none), complex<f8E8M0FNU>) -> tensor<363x14x3xvector<i7>>
            "a.b"(%r3) {sym_name0= []}: (complex<f8E8M0FNU>) -> ()
        }): (memref<456xui24, strided<[1]>>) -> ()
    ^bb2:
        %8 = "foo.bar.baz"(%5, %5)<{x0= 2: i7, _u1= #foo.a<?,<<? , -0>>,?>, foo.k2= [affine_set<(d0, d1)[s0] : (((d1) floordiv 7) floordiv 7 == 0, ((d1) * s0) mod 3 == 0, s0 + 6 * 6 >= (s0) floordiv 7)>, loc("dir/with space.c":339:473)]}> {d.k0= "", x1}: (() -> (none), () -> (none)) -> vector<3x10x1xsi24> loc(callsite("v"("f":22:2 to 22:52) at callsite("with \"q\"" at "":23:22 to 26:16)))
        "foo.br"(%r3, %4, %4)[^bb3, ^bb3]: (complex<f8E8M0FNU>, memref<456xui24, strided<[1]>>, memref<456xui24, strided<[1]>>) -> ()
    ^bb3(%9: complex<i32> loc("src/x.py":8:49 to 8:33)):
        %v10 = "foo.op"(%5)<{value0= !t0, my.k1= 0x0: si32}> ({
        ^bb6(%r11: i32 loc("":1:8 to :16)):
            "foo.br"(%4)[^b7] {a0, _u1= #loc0, my.k2= "\8F\t\t\00\\\00#_'\t'", "quoted key 3"= #loc0}: (memref<456xui24, strided<[1]>>) -> ()
        ^b7():
            "x.switch"()[^bb8, ^bb8]: () -> ()
        ^bb8:
            %v12 = "z.nop"() {sym_name0}: () -> si7 loc(#l_x1)
            %13, %14:2 = "foo.compute"(%9, %9) {"quoted key 0"= @b, a1= @"x y"::@c::@s$}: (complex<i32>, complex<i32>) -> (none, !my_dialect.param<[i8] , 0>, vector<13x12x16xi1>) loc(callsite("with \"q\"" at "src/x.py":12:457))
            "a.b"(%14#1, %14#0): (vector<13x12x16xi1>, !my_dialect.param<[i8] , 0>) -> () loc("":17:325)
            %value15 = "foo.bar"(%14#0): (!my_dialect.param<[i8] , 0>) -> f16
            "cfx.cond_br"()[^bb9, ^b7] {x0= 12 : index, z91= #loc0}: () -> ()
        ^bb9(%tmp_16: tensor<?xi64, "sparse"> loc(#l_x1), %17: tensor<252x?x?x?xui24> loc(fused["a.mlir":25:70 to :72, "a.mlir":29:38 to 32:26]), %18: si1 loc("f":4294967295:129)):
            "a.b"(): () -> () loc(fused<2 : i32>["callee"("":38:64 to :71)])
            %19 = "foo.bar"(%r11) {sym_name0= @main}: (i32) -> none loc(#L2) // trailing comment
            %20, %21:2 = "foo.compute"(%undefined_value): (complex<f8E8M0FNU>) -> (() -> (!t0, !t1), index, ui7) loc("a.mlir":0:181)
            %arg22 = "a.b"(%19, %18)<{b0, foo.k1= 3.508 : f4E2M1FN}>: (none, si1) -> (f8E4M3)
        }, {
}): (() -> (none)) -> (f16) loc(#l_x1)
        %value23:3 = "foo.bar"(%r3, %r3, %4) {a0, a1= 0: ui64, foo.k2= #loc3}: (complex<f8E8M0FNU>, complex<f8E8M0FNU>, memref<456xui24, strided<[1]>>) -> (!t2, f32, tensor<?x27x?x3xcomplex<f16>>) loc("v"(#l_x1))
        "foo.br"(%r3, %value23#0)[^b4] {d.k0}: (complex<f8E8M0FNU>, !t2) -> () loc(#loc4)
    ^b4():
        "my_dialect.thing"(): () -> () // trailing comment
    }, {
    }): (f64) -> (!t0)
    "z.nop"(%value2, %0): (!t0, f64) -> ()
}) {_u0, a1= dense<"0x6D5E"> : vector<3xi16>, d.k2= -9223372036854775808 : index, sym_name3= #my.a}: () -> memref<*xindex>
%_24, %value25:3 = "foo.compute"() <{my.k0= #loc0}> {b0= dense<[[1.0e-5, 1.17549435e-38, 1.0e38]]> : tensor<1x3xf32>, sym_name1, attr2= true, attr3}: () -> (tensor<679xf16>, tuple<i8, i1>, !t0, vector<12x13xindex>) // trailing comment
%r26 = "z.nop"()<{z90= #loc0}>: () -> tuple<i64>
