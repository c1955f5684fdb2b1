!alias_0 = index
#x_y0 = 0x22: si8
#loc1 = @"x y"
!ty1 = i16
!ty2 = tensor<4x805x654xf16>
#loc2 = dense<"{}\t\"\00 }X\"\n\ta"> : tensor<146x!foo.str>
#loc3 = true

%0 = "foo.bar"() {a0= #my.a<<"x y",a.b,true>,<-7 , {80 f32 99} , -1>,-6>}: () -> memref<4x?x?xi7, affine_map<(d0, d1, d2) -> (-(d2) - -(d2), d0 - d1 + (7) mod 4, d1)>, "shared"> loc(unknown)
%-1 = "bar.yield"(%0): (memref<4x?x?xi7, affine_map<(d0, d1, d2) -> (-(d2) - -(d2), d0 - d1 + (7) mod 4, d1)>, "shared">) -> none
%_2, %3:2 = "a.b"(%0, %-1, %-1) {"quoted key 0"= 55 : index, _u1= 0x0 : index}: (memref<4x?x?xi7, affine_map<(d0, d1, d2) -> (-(d2) - -(d2), d0 - d1 + (7) mod 4, d1)>, "shared">, none, none) -> (index, tensor<si128>, memref<1xf32, strided<[?], offset: 3>>) loc("f":22:468)
"x.y"(): () -> ()
%4:2 = "bar.yield"(%-1, %3#1, %_2) <{sym_name0, value1= dense<[[0x1, -4, 3, -4], [-3, 0x0, -4, 1], [0x3, 0, 1, 0]]> : tensor<3x4xsi3>, my.k2= dense_resource<weights0> : tensor<3xi64>, a3= ""}>: (none, memref<1xf32, strided<[?], offset: 3>>, index) -> (si128, tensor<?xcomplex<f32>, {a = 1 : i64}>) loc(callsite(fused<"meta">[] at "f":4294967295:4294967295))
%v5:2 = "x.y"(%3#0, %3#0) ({
    "foo.bar.baz"(%_2, %3#0, %3#0): (index, tensor<si128>, tensor<si128>) -> () loc("x")
    %_6 = "my_dialect.thing"(%_2, %3#1)<{d.k0= "%{X\41'\"_"}>: (index, memref<1xf32, strided<[?], offset: 3>>) -> none loc("f":7:30 to :39)
}) {}: (tensor<si128>, tensor<si128>) -> (f64, tensor<50x4xindex>) loc(callsite(unknown at callsite("src/x.py":4294967295:272 at "dir/with space.c":42:79 to :88)))
%value7:4 = "foo.bar"(%v5#1, %-1) {}: (tensor<50x4xindex> , none) -> (!x<"">, !alias_0, i1, !alias_0)
%value8 = "foo.op"(%0, %0): (memref<4x?x?xi7, affine_map<(d0, d1, d2) -> (-(d2) - -(d2), d0 - d1 + (7) mod 4, d1)>, "shared">, memref<4x?x?xi7, affine_map<(d0, d1, d2) -> (-(d2) - -(d2), d0 - d1 + (7) mod 4, d1)>, "shared">) -> !x.param<[[-8] -0 [a.b,"x y",f32]] true ?> loc("callee"(fused<8 : i32>["a.mlir":40:18 to 41:69, "a.mlir":184:214]))
%value9 = "my_dialect.thing"(%value8, %value7#1): (!x.param<[[-8] -0 [a.b,"x y",f32]] true ?>, !alias_0) -> !foo.t<a.b, 47>
"my_dialect.thing"(%value7#1, %value7#2, %value7#1) ({
    "my_dialect.thing"(%value9, %4#1,
    %value9) {b0= 1.17549435e-38 : f32, value1= #x_y0, attr2= 0xCD177A0703F1EB60 : f64}: (!foo.t<a.b, 47>, tensor<?xcomplex<f32>, {a = 1 : i64}>, !foo.t<a.b, 47>) -> ()
}): (!alias_0, i1,  !alias_0) -> () loc(fused[])
%10 = "d.op_1"(): () -> ui8
"z.nop"(%value8, %value7#3)<{a0= {my.k0= 1: i1, "quoted key 1"= affine_map<(d0)[s0] -> ((7) mod 4 * 5)>, "quoted key 2"}}> {}: (!x.param<[[-8] -0 [a.b,"x y",f32]] true ?>, !alias_0) -> ()
%11 = "x.y"(%10, %value7#3, %v5#1) ({
^bb2(%_12: bf16, %tmp_13: si1 loc("f":29:76 to :83)):
    "foo.compute"() ({
    }): () -> ()
    %r14 = "d.op_1"()<{attr0= 1, k$1= distinct[1]<complex<f64>>, d.k2= distinct[3]<#x_y0>, foo.k3= [affine_map<(d0)[s0] -> (-((d0) ceildiv 5), 2 * (2) * 1)>, 1: i1, [loc(fused["f":111:218]), dense_resource<blob1> : tensor<1xi64>, 0x0: ui32, 0: ui24]]}> ({
}) {}: () -> i16 // trailing comment
    %value15 = "bar.yield"(): () -> complex<f16>
    %_16 = "foo.bar.baz"(%4#0, %r14, %_12) ({
}, {
        %value17 = "a.b"()<{}> {sym_name0, sym_name1= ui64}: () -> !bar.v<? 60> loc("":46:48 to 49:5)
        %value18, %arg19:3 = "foo.bar"(%v5#0, %tmp_13, %value8) {d.k0, k$1= 1.0e-5 : bf16}: (f64, si1, !x.param<[[-8] -0 [a.b,"x y",f32]] true ?>) -> (tensor<*xf8E3M4>, tuple<f64, f8E5M2FNUZ, f8E4M3FNUZ>, index, complex<f4E2M1FN>) loc(fused<"meta">[])
        %value20 = "d.op_1"(%arg19#0,
    %value7#3) {"quoted key 0"= #my.a, a1= 44 : index, attr2= dense<0> : tensor<ui1>, _u3}: (tuple<f64, f8E5M2FNUZ, f8E4M3FNUZ>, !alias_0) -> memref<3x?x33xi64>
        "foo.bar.baz"(%arg19#0, %arg19#0):   (tuple<f64, f8E5M2FNUZ, f8E4M3FNUZ>, tuple<f64, f8E5M2FNUZ, f8E4M3FNUZ>) -> () loc("":468:181)
        "cfx.cond_br"(%value8)[^bb7, ^bb8]: (!x.param<[[-8] -0 [a.b,"x y",f32]] true ?>) -> ()
    ^bb7(%21 : tuple<i64, f32> loc(fused[])):
        %_22 = "foo.compute"(): () -> memref<?x895xvector<2x13xf6E2M3FN>, "gpu"> loc("":73:1)
        "bar.yield"(%-1, %value20, %value7#1) ({
            "a.b"() {a0= 0.0026967 : f64}:	 () -> ()
            %23:3 = "foo.bar"(%arg19#2):   (complex<f4E2M1FN>) -> (si1, i8, f128) loc("x")
            "x.y"(%_22, %3#1) {z90, a1, b2= 2552970938378, value3= array<i16: 36,
    0xFE12, -1, -32768, 65535>}: (memref<?x895xvector<2x13xf6E2M3FN>, "gpu">, memref<1xf32, strided<[?], offset: 3>>) -> ()
        }) {attr0= @b, _u1= dense_resource<weights2> : tensor<3xf32>, a2, "quoted key 3"}: (none, memref<3x?x33xi64>, !alias_0) -> () loc(fused["":14, "src/x.py":41:26 to 42:38])
        "foo.compute"(%arg19#2, %value20): (complex<f4E2M1FN>,  memref<3x?x33xi64>) -> () loc(fused[callsite("x" at "src/x.py":266:324), "with \"q\"", "dir/with space.c":46:73 to 49:70])
        %24:2 = "bar.yield"(%value20, %3#1, %v5#1)<{"quoted key 0"= "\7f!\\<",foo.k1= #loc1, z92= dense<[[520], [558], [775]]> : vector<3x1xindex>}> {"quoted key 0", z91= dense<"0x32712ABC1DBFEAF7"> : tensor<2x2xbf16>}: (memref<3x?x33xi64>, memref<1xf32, strided<[?], offset: 3>>, tensor<50x4xindex>) -> (vector<14x[5]x6xf8E3M4>, f16)
        %arg25, %-26:2 = "foo.op"() {b0= 1: i1}: () -> (bf16, tensor<9x?x8x? x complex<i32>>, f4E2M1FN)
        "x.switch"()[^bb8, ^9]: () -> () loc(fused<#foo.m>["with \"q\""])
    ^bb8():
        "foo.bar.baz"(%arg19#2, %v5#1, %3#0) {foo.k0,attr1}: (complex<f4E2M1FN>, tensor<50x4xindex>, tensor<si128>) -> () loc("":29:76 to :83)
        %value27 = "foo.bar"(%10, %arg19#0, %arg19#2) ({
        ^bb11(%28 : f8E5M2):
            %_29 = "a.b"(%arg19#2, %tmp_13, %4#1) {sym_name0= {a0= array<f32: 4.480, -65504.0, 0.5, 0.9070190>}, attr1= @x.y::@b}: (complex<f4E2M1FN>, si1, tensor<?xcomplex<f32>, {a = 1 : i64}>) -> tuple<f8E4M3, f8E5M2> loc("with \"q\"")
        }) {}: (ui8, tuple<f64, f8E5M2FNUZ, f8E4M3FNUZ>, complex<f4E2M1FN>) -> !ty1 loc("callee"("":0:73))
        %v30, %$31:2 = "my_dialect.thing"(%0, %value8) {x0= 762.513384 : f8E4M3B11FNUZ, value1= 1: si8, my.k2= distinct[5]<affine_map<()[] -> (-(7) * 8, 1 * (4 + 5))>>, value3= [#loc2, false]}: (memref<4x?x?xi7, affine_map<(d0, d1, d2) -> (-(d2) - -(d2), d0 - d1 + (7) mod 4, d1)>, "shared">, !x.param<[[-8] -0 [a.b,"x y",f32]] true ?>) -> (!ty2, none, tuple<f16>)
        "d.op_1"(%$31#1) {"quoted key 0"= "b0\7fΩ", value1= {k$0, my.k1= affine_set<(d0)[s0, s1] : (s1 >= (s0) * s0, 8 * ((s0) ceildiv 9) <= 6, (3 * 1) floordiv 8 == 0)>, foo.k2= #x_y0, my.k3= loc("":32:68 to 34:4)}}: (tuple<f16>) -> () loc("f":28:2 to 30:20)
        %_32 = "foo.bar.baz"(%arg19#0)<{k$0}> {k$0}: (tuple<f64, f8E5M2FNUZ, f8E4M3FNUZ>) -> f64
        "x.switch"(%_12, %_32)[^9, ^bb8] <{}>: (bf16, f64) -> () loc(fused["a.mlir":114:145])
    ^9():
        %33 = "bar.yield"() <{foo.k0= "🙂\\\00%\C3\A9", value1= "" : f64}> {}: () -> complex<i24> loc("f":155:4294967295)
    }) {}:  (si128, i16, bf16) -> i64 loc(callsite("dir/with space.c":0:74 at "":20:28 to :31))
    %34:3 = "d.op_1"(%tmp_13, %r14, %10): (si1, i16, ui8) -> (!bar<"x<y>">, bf16, i24) loc(callsite(callsite("dir/with space.c":14:57 to 17:4 at "a.mlir":174:108) at "f":479:331))
    "cfx.cond_br"(%34#2)[^bb3, ^bb3] {value0= "<.\t\t* ", a1= #loc3, foo.k2= affine_map<(d0)[s0] -> ((s0 - s0) ceildiv 3)>, x3= [distinct[8]<>, 0xCC3E : bf16]}: (i24) -> () loc(fused[]) // trailing comment
^bb3():
    "foo.br"(%v5#0, %_16)[^bb4, ^undefined_block]<{b0= 9223372036854775807 : index, a1= 0 : index, foo.k2= affine_set<(d0, d1)[s0, s1] : ((d0 - s1) ceildiv 5 == 0)>}> {}: (f64, i64) -> () // trailing comment
^bb4:
    "z.nop"()<{x0= "\C3\A9{X<#.", a1= 1: si8, sym_name2}> {z90= affine_map<(i0, i1, i2)[N0] -> (((i1) ceildiv 2) floordiv 5)>, foo.k1= -2295521688, value2, d.k3}: () -> () loc("f":0:365)
}, {
}, {
}): (ui8, !alias_0, tensor<50x4xindex>) -> !x.t loc(unknown)
"x.y"(%value8, %value7#0): (!x.param<[[-8] -0 [a.b,"x y",f32]] true ?>, !x<"">) -> ()
%35:2 = "a.b"() {}: () -> (tensor<132x5x?xindex>, tensor<?x2x4x3xcomplex<f16>, {a = 1 : i64}>)
"bar.yield"(%v5#1, %35#1, %10):  (tensor<50x4xindex>, tensor<?x2x4x3xcomplex<f16>, {a = 1 : i64}>, ui8) -> () loc("f":0:384) // trailing comment

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0800000043B40DA12812216467012E32696A2DA6E5CC2F58E19B24BB",
      blob1: "0x08000000E3606F15C420E339",
      weights2: "0x0400000033518209F74ABCCB37A01618"
    }
  }
#-}
