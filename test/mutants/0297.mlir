#L0 = loc("a.mlir":153:0)
!alias_0 = tensor<1x0xcomplex<f32>>
!t1 = tensor<25x29xf64>
!t2 = tuple<index, ui24>
#l_x1 = loc("src/x.py":343:360)
!alias_3 = i17

%v0 = "z.nop"() ({
^0(%_1: tuple<si32, si16, f16> loc(unknown), %2 : si64, %x3 : i128):
    // 
    %4 = "foo.op"(%_1, %2, %2) ({
    ^bb1(%5: ui128 loc("op.1")):
    }): (tuple<si32, si16, f16>, si64, si64) -> !foo.v<f32> loc("a.mlir":4294967295:0)
    %6 = "z.nop"(%2) ({
}): (si64) -> (f6E3M2FN) loc("name")
    %_7 = "d.op_1"(%6, %x3, %2) ({
    ^bb2(%8: complex<bf16>, %9: i128):
        %v10 = "foo.bar.baz"() {k$0= affine_map<(i0, i1)[N0, N1] -> (6 * (N1) - (i0) mod 3, (i0 + i1) ceildiv 3, ((i1) ceildiv 6) floordiv 3)>, my.k1= 8.014}: () -> (vector<10x[15]x11xf64>) loc("n"(fused["src/x.py":30:29 to :32]))
        %11:2 = "foo.bar"(%v10, %8)<{foo.k0, attr1= {my.k0, sym_name1= i1024}}> ({
            %12 = "bar.yield"(): () -> (tuple<f64>) loc("f":252:146) // trailing comment
        }, {
            %13 = "bar.yield"(%2, %6) {}: (si64, f6E3M2FN) -> index
        }, {
        ^bb5(%14: f8E4M3FNUZ loc(unknown)):
            "foo.op"(%8, %9): (complex<bf16>, i128) -> () loc(fused<"meta">["f":4294967295:4294967295, callsite("with \"q\"" at #L0), unknown])
            %v15 = "z.nop"(%_1) {_u0= @s$, _u1= false, _u2= false}: (tuple<si32, si16, f16>) -> (memref<101x?x1xi32, strided<[?, ?, 1], offset: ?>>) loc(unknown)
            "a.b"(%v15): (memref<101x?x1xi32, strided<[?, ?, 1], offset: ?>>) -> () loc("dir/with space.c":42:33 to 44:80)
            %value16 = "foo.bar.baz"(%9, %v10, %9) {_u0= 0x0: i64, "quoted key 1"= "@a\\\nb\5D\8B\7f\7f0\C3\A9", sym_name2= -4: i3, x3}: (i128, vector<10x[15]x11xf64>, i128) -> i8 loc(unknown)
            %_17 = "foo.bar"(%value16, %v10, %value16) {_u0= [0x0: i3], "quoted key 1"= 188 : index}: (i8, vector<10x[15]x11xf64>, i8) -> i1 loc(callsite("n"("dir/with space.c":0:4294967295) at "dir/with space.c":160:492))
            "foo.br"(%9)[^exit6, ^exit6] <{}> {}: (i128) -> () loc("dir/with space.c":42:60 to 42:37)
        ^exit6:
            "foo.op"(%v15): (memref<101x?x1xi32, strided<[?, ?, 1], offset: ?>>) -> () loc(fused[]) // trailing comment

            "x.y"(%value16)<{}>: (i8) -> () loc(unknown)
            %v18:4 = "foo.bar"(): () -> (tuple<i24, !alias_0>, i1024, i3, f6E3M2FN) loc(fused<#foo.m>["":0:0])
            %_19:3 = "foo.bar"(%4, %v18#3): (!foo.v<f32>, f6E3M2FN) -> (tuple<f16>, tuple<i17, f8E4M3B11FNUZ, f16, index, i8, f32, f80, ui32, i64, f8E4M3FNUZ, si32, f32, ui7, i7, none, f64, bf16, !t1, bf16, ui1, si17>, ui16) loc("src/x.py":157:0)
            "foo.br"(%v18#1, %_19#2, %v18#3)[^bb7]: (i1024, ui16, f6E3M2FN) -> () loc("":19:24 to :27)
        ^bb7():
            // "quotes" and {braces} in a comment
            %_20, %21:2 = "x.y"() {_u0= !t2, z91= vector<10xi32>, z92= [841419338569259805195643081934616953399094136303358666055564473249002559977065483056799903280676845466542815992176908390841007950388487651560906: ui1024], attr3= 212: i64}: () -> (ui64, memref<?x4xvector<16x[12]xf32>, affine_map<(i0, i1) -> ((6) mod 8, (8) floordiv 3)>, 4>, vector<6xi64>)
            "a.b"(%v10): (vector<10x[15]x11xf64>) -> ()
            "foo.bar.baz"(%21#1, %_20): (vector<6xi64>, ui64) -> ()
            %22 = "z.nop"(%v15): (memref<101x?x1xi32, strided<[?, ?, 1], offset: ?>>) -> f32
            "foo.br"(%_17, %_20, %_1)[^exit6] {attr0= affine_map<(d0, d1, d2) -> (d2)>}: (i1, ui64, tuple<si32, si16, f16>) -> () // trailing comment
        }): (vector<10x[15]x11xf64>, complex<bf16>) -> (index, index) loc(fused[]) // trailing comment
        %_23 = "foo.bar.baz"(%2, %11#0, %x3): (si64, index, i128) -> (tensor<?x5x5xf64>)
    }): (f6E3M2FN, i128, si64) -> tensor<?x49x4xi8>
    %v24 = "my_dialect.thing"(%x3): (i128) -> ui128 loc("":4294967295:4294967295)
    %25, %26:2 = "foo.compute"(%v24, %6, %4) ({
        "z.nop"() {x0, d.k1= {}, my.k2= #my<"x<1>">}: () -> () loc(#l_x1)
        %v27 = "foo.bar"(%v24) ({
        ^bb12(%x28: f16, %29: i32, %30: index loc(fused[])):
        }) {}: (ui128) -> f8E5M2
     �(   %_31 = "bar.yield"(%v27): (f8E5M2) -> f64 // trailing comment
        %value32, %33:3 = "z.nop"(%v24, %_31, %2) <{a0, z91, b2= array<i8: 43, -66>}>: (ui128, f64, si64) -> (index, f64, complex<ui16>, complex<si64>) loc("f":325:455)
        %v34 = "foo.compute"(%33#1, %33#1) {d.k0= "/z日本b\7f", k$1= -1, d.k2= [34 : index, 1: i1, "%\00\\\t-0'"]}: (complex<ui16>, complex<ui16>) -> complex<bf16> loc("":38)
        "a.jump"()[^x.y9]<{my.k0= affine_map<(d0, d1, d2)[] -> (d0)>, sym_name1= !alias_3, "quoted key 2"= -1: i1024, b3= memref<55x635xf16>}> {"quoted key 0"= 1: i7, x1, a2= 0: ui24, "quoted key 3"= 0: i24}: () -> () loc(fused<"meta">[callsite("dir/with space.c":43:488 at unknown)])
    ^x.y9:
        %35 = "d.op_1"(%_31, %value32, %2) ({
}) {"quoted key 0"= sparse<[[0, 0, 3], [1, 1, 1], [1, 5, 3]], [-9.999999e9, 100.0, 4.9e-324]> : tensor<3x6x5xbf16>, value1= {d.k0= 1: i1}, d.k2}: (f64, index, si64) -> index
        "cfx.cond_br"(%v34, %v34)[^10] {k$0}: (complex<bf16>, complex<bf16>) -> ()
    ^10(%36: vector<1x15xsi32>):
        "x.switch"(%33#1)[^bb11]: (complex<ui16>) -> () loc(fused[callsite(unknown at unknown)])
    ^bb11(%value37: complex<f6E3M2FN> loc(unknown)):
        %value38 = "bar.yield"(): () -> (tensor<0x!my_dialect<"x<y>">>) loc("v"("f":326:263))
    }): (ui128, f6E3M2FN, !foo.v<f32>) -> (tuple<index, i3, i128>, ui64, i32) loc("a.mlir":18:16 to 21:52)
    %v39:2 = "foo.op"(): () -> (complex<i8>, tuple<f8E4M3FN>) loc("a.mlir":4294967295:131)
}, {
}) {x0, my.k1= ["\t_b0\00a\00a.", sparse<[[3, 0, 3]], [1.046]> : tensor<5x4x4xf64>, "-\C3\A9X" : f32], x2}: () -> (!my_dialect.param<i8,{-6}>)
%value40 = "bar.yield"(%v0, %v0): (!my_dialect.param<i8,{-6}>, !my_dialect.param<i8,{-6}>) -> f32
%41 = "x.y"(): () -> vector<[12]xf64>
"z.nop"(%41, %41, %41): (vector<[12]xf64>, vector<[12]xf64>, vector<[12]xf64>) -> ()
