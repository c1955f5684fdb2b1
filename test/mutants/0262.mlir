#map0 = 1.0e38 : f32
#a1 = true
#loc2 = loc("name")
!t0 = i24

%v0, %_1:2 = "z.nop"(): () -> (tuple<i1, ui3>, bf16, si1) loc(unknown)
"my_dialect.thing"(%_1#0, %_1#1) ({
    %2 = "z.nop"(%v0, %_1#1, %_1#1) {x0= "/*\t\t00\n", b1  = 512882.0}: (tuple<i1, ui3>, si1, si1) -> f32 loc("src/x.py":419:280)
    %3 = "bar.yield"(%v0, %_1#1, %_1#1) <{value0= @main::@b::@b, sym_name1= [complex<f4E2M1FN>, dense<[[792.438175, -0.2904246], [0xC7, -1.17549435e-38], [0.901, 0.2051493]]> : tensor<3x2xf8E8M0FNU>, array<i8: 1>, 16 : index], sym_name2= 1.0e38 : f64, a3}>: (tuple<i1, ui3>, si1, si1) -> ui8 loc("a.mlir":35:7 to 36:46)
    %3 = "bar.yield"(%v0, %_1#1, %_1#1) <{value0= @main::@b::@b, sym_name1= [complex<f4E2M1FN>, dense<[[792.438175, -0.2904246], [0xC7, -1.17549435e-38], [0.901, 0.2051493]]> : tensor<3x2xf8E8M0FNU>, array<i8: 1>, 16 : index], sym_name2= 1.0e38 : f64, a3}>: (tuple<i1, ui3>, si1, si1) -> ui8 loc("a.mlir":35:7 to 36:46)
    "foo.bar"(%v0, %_1#0, %v0) {"quoted key 0", _u1, _u2, foo.k3= "\n\tX "}: (tuple<i1, ui3>, bf16, tuple<i1, ui3>) -> () loc("a.mlir":282:0)
    "foo.compute"(%2): (f32) -> () loc("f":39:55 to 39:8)
    %4 = "bar.yield"(%2) {d.k0= @"x y", attr1= distinct[2]<dense<[-128, 0x36]> : vector<2xi8>>, sym_name2= dense<0.73283e39> : tensor<bf16>, z93= #map0}: (f32) -> memref<1x?x?xf16, 5>
    %5:3 = "x.y"() ({
    ^bb1(%value6: ui64 loc(unknown), %tmp_7: memref<*xindex> loc("op.1"), %value8: i32):
        "foo.bar"(%v0, %value8): (tuple<i1, ui3>, i32) -> ()
        %9 = "x.y"(%v0, %value8) ({
        }): (tuple<i1, ui3>, i32) -> complex<f32> loc("src/x.py":82)
        "x.switch"(%v0, %_1#1, %value6)[^2] {}:   (tuple<i1, ui3>, si1, ui64) -> ()
    ^2(%_10: complex<i24>, %value11 : complex<f32>):
        "foo.br"(%_1#0, %_10, %tmp_7) [^2] ({
            %12 = "foo.compute"(): () -> ui1
            "x.y"(%12, %value11): (ui1, complex<f32>) -> ()
            %value13, %14:2 = "foo.op"(%value6) {"quoted key 0"= @x.y::@"a", b1= array<i8: 0, 1>}: (ui64) -> (tuple<ui1, i16>, i64, si16) loc(fused["f":11:68 to 13:54, "f":63:4294967295, callsite("op.1" at "a.mlir":31:80 to 31:25)])
            %v15, %16:3 = "z.nop"(%value13, %_1#0)<{}> {sym_name0, b1= -28.73E9 : f8E5M2}: (tuple<ui1, i16>, bf16) -> (() -> (i7, vector<13x16x11xf64>), vector<[3]xf16>, !my_dialect.t, f16)
            %value17 = "foo.op"(%16#2, %16#0): (f16, vector<[3]xf16>) -> bf16 // trailing comment
            "cfx.cond_br"(%3, %value11, %14#0)[^bb5, ^bb6] {}: (ui8, complex<f32>, i64) -> ()
        ^bb5(%value18: f8E4M3FN, %value19: ui32 loc("":4:46 to 6:1)):
            "cfx.cond_br"(%value13, %value18)[^bb6, ^bb5] {x0= {}, a1= 0: i32, attr2= #my.a<[<?> "x y"] , ?>}: (tuple<ui1, i16>, f8E4M3FN) -> ()
        ^bb6:
            %20 = "a.b"(%14#0, %_1#0): (i64, bf16) -> memref<2xf64, "local mem"> loc("name")
            %-21:2 = "a.b"(%16#2, %value17, %16#2) {}: (f16, bf16, f16) -> (tuple<si1024>, complex< 
 f16>) loc("dir/with space.c":362:0)
            %_22 = "foo.bar.baz"() <{d.k0, foo.k1= array<f64: 815.941228, 0.2377962, 7.572>, sym_name2}>: () -> index loc(unknown)
            "a.b"(%-21#0, %-21#1, %value6) <{attr0, _u1= -381369.0, x2}> {k$0, value1= 7: i17}: (tuple<si1024>, complex< 
 f16>, ui64) -> ()
            %_23 = "x.y"(%4, %-21#1) <{a0, a1= "\" ", "quoted key 2"= tensor<?x3x1xf16>, b3= f16}> {"quoted key 0", b1= affine_set<(d0, d1, d2)[s0, s1] : (((d0) floordiv 9) ceildiv 1 >= d2)>, attr2= [#my.a]}: (memref<1x?x?xf16, 5>, complex< 
 f16>) -> ui8 loc("":4294967295:475)
            "x.switch"(%_22, %_10)[^bb7, ^bb6]: (index, complex<i24>) -> () loc("src/x.py":153:4294967295)
        ^bb7(%24: tensor<3x3x?xi64> loc("a.mlir":274:330), %_25 : tensor<2x?x?x20xf16>):
            %v26 = "x.y"(%_25, %3)<{z90= array<f64: 22.62E2, -1.0, 0.4402957>}>: (tensor<2x?x?x20xf16>, ui8) -> (memref<540xf8E5M2FNUZ>) loc(fused<#foo.m>["f":5, "with \"q\""])
            %value27 = "foo.compute"(%value17) {sym_name0= affine_set<(d0, d1, d2) : (d2 - (d0) mod 2 == 0, d0 <= 3, (d1) ceildiv 7 <= 6)>, b1= -9223372036854775808, _u2= true}: (bf16) -> vector<[9]x15x9xindex> loc(unknown)
            %tmp_28:4 = "my_dialect.thing"() <{attr0= distinct[5]<complex<si8>>, d.k1= {my.k0}}> {value0= loc("f":295:102), sym_name1= {_u0= true, foo.k1= #map0, k$2= #a1, foo.k3= "!zΩ<#"}}: () -> (i24, tuple<>, tensor<1x0x0xf64>, tensor<4xbf16, #foo.enc<{?, 77},-1,31>>) loc("callee"(fused<7 : i32>[]))
        }): (bf16, complex<i24>, memref<*xindex>) -> ()
    }, {
    ^loop8(%_29: i17 loc("with \"q\"")):
        %v30 = "my_dialect.thing"(%_29, %_29): (i17, i17) -> si24 loc("f":21:33 to 24:33)
        %tmp_31:4 = "x.y"() ({
        ^9(%_32: tuple<si128, bf16, index>, %x33: vector<1x9xf6E3M2FN>, %v34: complex<bf16>):
            %$35 = "a.b"()<{value0= 5.638 : f64, d.k1= 18446744073709551615}>: () -> ((none) -> (f8E4M3FN, complex<f64>)) loc("src/x.py":29:44 to 29:32)
            %36 = "foo.bar"(%_29, %_32) {}: (i17, tuple<si128, bf16, index>) -> si1 loc(callsite("n"("":68) at "with \"q\""))
            "my_dialect.thing"(%$35, %x33): ((none) -> (f8E4M3FN, complex<f64>), vector<1x9xf6E3M2FN>) -> () loc("":492:141)
            %value37:2 = "a.b"(%3)<{}> {}: (ui8) -> (memref<*xindex>, vector<[13]xi32>) loc("x")
            %v38 = "foo.bar.baz"(%value37#0, %v0, %v0) {}: (memref<*xindex>, tuple<i1, ui3>, tuple<i1, ui3>) -> (ui1)
        }) {sym_name0 
 = f8E8M0FNU, attr1, k$2=  0 : index}: () -> ((memref<798x56x4xf16, strided<[14, ?, 24], offset: ?>, "shared">) -> (), f16, memref<1x2xindex>, vector<[2]xsi64>)
        %$39 = "my_dialect.thing"(%tmp_31#3, %_29): (vector<[2]xsi64>, i17) -> ((vector<9x12xi64>, !my_dialect.t<{?},?,i8>) -> (si8, f8E5M2FNUZ))
        "my_dialect.thing"() {"quoted key 0"= array<i64: 0, 18446744073709551615, 0, 0xFFFFFFFFFFFFFFFF> , _u1= {value0= -9223372036854775808, foo.k1= array<f64: 3.14159265358979,
    0.0, 0.1, 190909.0, -594.190526>, sym_name2= loc("dir/with space.c":26)}, foo.k2= {_u0=   distinct[6]<affine_map<(d0)[s0] -> (-(-(s0)), (d0) floordiv 6 * 3)>>, x1= complex< 
 f8E4M3FNUZ>, b2= @_priv::@main::@s$, d.k3= 23 : index}}:  () -> ()
    }): () -> (i16, vector<9x11xi24>, f16)
}): (bf16, si1) -> () loc(callsite("":159:418 at #loc2))
%_40 = "foo.bar"(%v0) {b0= tuple<bf16>,
    sym_name1, sym_name2= [8.21664e13 : tf32, loc("dir/with space.c":0:73), @b::@a, 4.63159e39 : f16], foo.k3= !t0}:	 (tuple<i1, ui3>) -> tuple<none, bf16>
%41:4 = "foo.bar.baz"(%v0): (tuple<i1, ui3>) -> (f8E8M0FNU, si32, none, memref<18x30xvector<9x9x[11]xbf16>, affine_map<(i0, i1) -> (((8) mod 4) mod 1, i0 - -(i1))>, 6>)
%v42 = "d.op_1"(%_40) {z90, _u1= dense<0x0> : vector<4xui32>}: (tuple<none, bf16>) -> (!t0)
