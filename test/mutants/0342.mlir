%0:4 = "d.op_1"(): () -> (f8E4M3FNUZ, i24, i1, !foo.t_1) loc("a.mlir":453:0)
%value1 = "foo.op"(%0#2): (i1) -> !bar.v<[[?, "x y", "x y"] 47 ["x y", 16, 12]], "x y"> // trailing comment
%2 = "a.b"(%0#3) ({
^$0(%3: index):
}): (!foo.t_1) -> f32 // trailing comment
"bar.yield"(%value1, %0#2) {value0= #my<"a b">, my.k1= false}: (!bar.v<[[?, "x y", "x y"] 47 ["x y", 16, 12]], "x y">, i1) -> () loc(unknown)
%value4 = "d.op_1"(%2, %2) {foo.k0= distinct[3]<@"x y">}: (f32, f32) -> tensor<1x61x3xi7>
"bar.yield"() ({
    "x.y"(%2, %value1, %value1): (f32, !bar.v<[[?, "x y", "x y"] 47 ["x y", 16, 12]], "x y">, !bar.v<[[?, "x y", "x y"] 47 ["x y", 16, 12]], "x y">) -> ()
    "my_dialect.thing"(%value4, %value1, %value4) ({
}) {x0= 0: ui8, z91= affine_map<()[N0, N1] -> ((N0) floordiv 6 - N0 - 2)>, my.k2= #x.p<?>}: (tensor<1x61x3xi7>, !bar.v<[[?, "x y", "x y"] 47 ["x y", 16, 12]], "x y">, tensor<1x61x3xi7>) -> ()
    // é unicode
    %value5:3 = "foo.bar"() {}: () -> (!my_dialect.t<<59 , {41 , "x y"} , -0>>, si32, vector<1x[10]xindex>)
}): () -> ()
%_6:2 = "foo.bar"(%0#2, %0#1, %2) {attr0}: (i1, i24, f32) -> (f32, !x.param<-1>)
"foo.op"(%0#3, %_6#1): (!foo.t_1, !x.param<-1>) -> () loc(fused<<6 : i32>[fused<"meta">[unknown], unknown, "f":237:117])
"bar.yield"(%0#3, %value4, %0#0) ({
    "foo.op"(%value4, %_6#1, %2): (tensor<1x61x3xi7>, !x.param<-1>, f32) -> () loc("with \"q\"")
    %arg7:4 = "foo.bar.baz"(%value4): (tensor<1x61x3xi7>) -> (bf16, ui32, ui32, () -> ())
    // "quotes" and {braces} in a comment
    %value8 = "foo.compute"(%arg7#2): (ui32) -> f32 loc("op.1")
    %_9 = "foo.bar.baz"() ({
        %10 = "z.nop"(%arg7#3) {attr0= [1.17549435e-38 : f128]}: (() -> ()) -> (i8)
        "z.nop"(%0#1) ({
        ^bb4():
        }, {
        }, {
        }): (i24) -> ()
        %11 = "foo.bar.baz"(%arg7#2, %_6#1): (ui32, !x.param<-1>) -> (memref<1x5xcomplex<f8E4M3>, strided<[?, 1]>>)
    }): () -> complex<f8E5M2> loc("dir/with space.c":30:71 to 33:61)
    %_12, %v13:3 = "d.op_1"(%0#3, %value8) {a0= false}: (!foo.t_1, f32) -> (complex<i24>, complex<f6E2M3FN>, i16, i7)
}, {
^$7(%14 : tensor<*xf32> loc(fused["op.1", "":97])):
    %_15 = "foo.bar"(): () -> vector<i1024> loc(unknown)
}): (!foo.t_1, tensor<1x61x3xi7>, f8E4M3FNUZ) -> ()
%16:3 = "foo.bar"(%0#3): (!foo.t_1) -> (tensor<i32>, none, index) loc(fused<"meta">["a.mlir":459:322, "":47])

%17 = "my_dialect.thing"(): () -> none
%18 = "foo.bar.baz"(%16#0, %16#1) {sym_name0= dense<[[[0.3053380, 8.751, 9.999999e9, 6.446], [101605.0, 3.64557e+5, 0.4986472, -9.36050e-37], [0x3B00, 0x7E00, 0xA5E1, 922.768994]], [[8.302, 63.51E8, -5.974, -6.58286e+2], [0.5, -54.282708, 0.5, 1.6786e+25], [0xDDD0, 3.70769e-35, 2.718281828459045, 8.9517e-9]]]> : tensor<2x3x4xf16>, b1= {_u0= dense<> : tensor<0x3x!foo.str>}}: (tensor<i32>, none) -> complex<f32>
