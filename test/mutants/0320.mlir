!T_0 = index
!t1 = memref<?x4x4xbf16, strided<[?, 12, ?], offset:0>>
!alias_2 = none
!T_3 = bf16

%r0:4 = "foo.bar"(): () -> (f8E4M3FN, i24, vector<8x10x2xf8E5M2>, f4E2M1FN)
%_1 = "foo.bar.baz"(%r0#3, %r0#2): (f4E2M1FN, vector<8x10x2xf8E5M2>) -> f64 loc("a.mlir":140:157)

%2 = "foo.bar"(%r0#3) <{k$0= dense<11> : tensor<126xsi32>, "quoted key 1"= "\"\00\26\00z\7f" : ui8}> ({
^b0(%value3: si1024, %4 : tuple<bf16, f32, i64> loc("dir/with space.c":14:4 to 16:6)):
    %5:4 = "bar.yield"(%_1): (f64) -> (tuple<f16, ui64>, tuple<i1024, i64, index, i17, si1, f8E4M3, f64, complex<f64>, i1, index, i64, tensor<?xf16>, f8E5M2, f8E4M3, f8E5M2FNUZ, complex<i8>, i32>, tensor<1x734xsi7>, !my_dialect.param<-5, 81, -1>)
}, {
    %v6:2 = "x.y"(%r0#3, %_1) {z90= tensor<29x1004x4x959xi32>, value1}: (f4E2M1FN, f64) -> (tuple<vector<9x7x3xf8E8M0FNU>, i64, f8E4M3FN, i32>, f8E4M3) // trailing comment
    %7 = "foo.bar"(%v6#0, %v6#0) ({
        "builtin.module"() ({
            %v8 = "bar.yield"() <{value0= loc("f":28:55 to :55), _u1, x2}> ({
            }) {attr0= {sym_name0= [@_priv::@s$::@x.y, affine_map<(d0, d1, d2)[s0, s1] -> (d2, d1, (s1) ceildiv 8 + (s1) * s1)>], sym_name1= {k$0= @f_1::@f_1::@a, _u1, sym_name2= dense<> : tensor<0x0x3xsi17>, "quoted key 3"= array<i1: true, false, false, true>}}}: () -> none
        }) : () -> ()
    }) {x0= affine_map<(i0, i1, i2) -> (((i2) floordiv 9) ceildiv 9, (-(i2)) mod 7, 3 * 5 - i1)>}: (tuple<vector<9x7x3xf8E8M0FNU>, i64, f8E4M3FN, i32>, tuple<vector<9x7x3xf8E8M0FNU>, i64, f8E4M3FN, i32>) -> f16 loc(unknown)
    "a.jump"(%r0#1, %_1)[^2] ({
        "builtin.module"() ({
            %_9:4 = "a.b"() ({
            ^bb4(%v10: memref<?x2xsi64, "shared"> loc(callsite(unknown at "callee"("":11:62 to 13:68))), %value11: tensor<245xcomplex<f16>>, %12: i32):
                %_13:3 = "z.nop"(%v10): (memref<?x2xsi64, "shared">) -> (tensor<725xf16>, index, i7)
                %value14:3 = "x.y"(%_13#1, %_13#1, %12): (index, index, i32) -> ((f16) -> (), si32, index)
                %value15 = "bar.yield"() {}: () -> i17
            }) {k$0, b1= 6.02214076e23 : f8E4M3FNUZ, b2= [array<i32: -2147483648, -2147483648, 0x1, 0>, @x.y]}: () -> (!bar.t, index, !bar<"a b">, !bar.t<?>) loc("n"("dir/with space.c":4294967295:0))
            // é unicode
            %v16:3 = "foo.op"(%_9#1, %_9#3, %_9#1) ({
}, {
            ^5(%$17 : !T_0 loc(unknown), %_18: ui32, %19: index):
                "z.nop"(%19, %$17, %$17): (index, !T_0, !T_0) -> () loc("a.mlir":80)
                %20 = "foo.bar.baz"(%_9#0, %_9#3, %_9#1): (!bar.t, !bar.t<?>, index) -> !t1 loc(unknown)
            }, {
                %21 = "my_dialect.thing"(%_9#1): (index) -> vector<9x7xf6E2M3FN>
                "foo.bar"(%21) {d.k0= [distinct[1]<@_priv>, 36 : index, @"é"], sym_name1= affine_set<(i0) : (8 * (9) + 1 * (5) <= 6, 5 >= i0)>, a2= #bar<"abc">}: (vector<9x7xf6E2M3FN>) -> ()
                %_22 = "x.y"(%_9#0, %_9#1, %_9#2): (!bar.t, index, !bar<"a b">) -> ui32 loc("dir/with space.c":38)
                %v23 = "z.nop"(%_9#1, %_9#3): (index, !bar.t<?>) -> tuple<!x.v<-6, ?>, bf16, si3, i32, si32, i32, f64, si1, ui17, !alias_2, complex<f80>, index, f32, none, bf16, ui24, bf16, i8, i3>
                %24, %25:3 = "z.nop"(%_9#3) {b0, a1= dense<[[[1.373, 1.17549435e-38]]]> : tensor<1x1x2xf64, a2= 0x0 : index}: (!bar.t<?>) -> (i8, f64, bf16, !x.t_1)
                %value26, %value27:2 = "x.y"(%24, %_9#1): (i8, index) -> (index, tensor<0x1xi32>, complex<f6E2M3FN>) loc("callee"("":26:50 to :59))
            }): (index, !bar.t<?>, index) -> (i32, memref<?x27x?xsi17>, tensor<4x45x4xi8>)
            %28 = "bar.yield"(%v16#2, %v16#2)<{z90= affine_map<(d0)[s0, s1] -> ()>, my.k1= 0x8351 : f16}> {value0= -9223372036854775808 : index, d.k1}: (tensor<4x45x4xi8>, tensor<4x45x4xi8>) -> si32
            "x.y"() {sym_name0= 0: i8, _u1= dense<[549.964942]> : tensor<1xf16>, z92, k$3= dense<[-635.400030, 104.339623, 0.8026857]> : tensor<3xf8E3M4>}: () -> ()
            %v29 = "foo.op"(%v16#2, %v16#2): (tensor<4x45x4xi8>, tensor<4x45x4xi8>) -> memref<172x?xui64, affine_map<(d0, d1)[] -> ((d1) floordiv 2, (d0 - d1) ceildiv 4)>>
            "z.nop"(%28, %v16#1, %v29) <{z90= 0, sym_name1= si32, attr2= dense_resource<blob0> : tensor<6xf64>, z93= {foo.k0= affine_map<(i0, i1, i2) -> (5, (i1) mod 8 - i0, (i1 - i0) mod 7)>, a1, k$2, sym_name3= affine_map<(d0) -> ()>}}> {b0= 0.2 : f16, "quoted key 1"= loc(callsite(fused<4 : i32>["src/x.py":40:63 to 41:62, "a.mlir":43:42 to :44, "":35:43 to 36:57] at unknown)), attr2= 40 : index}: (si32, memref<?x27x?xsi17>, memref<172x?xui64, affine_map<(d0, d1)[] -> ((d1) floordiv 2, (d0 - d1) ceildiv 4)>>) -> ()
        }) : () -> ()
    }): (i24, f64) -> ()
^2:
    %value30, %31:2 = "z.nop"(%_1) <{foo.k0= "-\\\7f_" : si32, x1= 2: i32, value2= dense<"0x03A549E6AAB3E95B81748B90"> : vector<2x3xi16>, d.k3= ["<", #bar.a<a.b>, -0.5 : tf32]}> ({
        %value32, %v33:3 = "foo.compute"(%v6#1) ({
            %_34 = "a.b"() {foo.k0}: () -> complex<f32> loc("dir/with space.c":58:0)
        }) {attr0= dense<(69, -60)> : tensor<299xcomplex<i32>>, x1= tuple<>}: (f8E4M3) -> (si32, bf16, (si1024, tensor<24xcomplex<tf32>>) -> (!foo.t), tensor<f64>)
        %35 = "foo.bar"() {b0= tensor<41x4x?x283x!x<"x<y>">>, sym_name1}: () -> (complex<f64>)
    }) {attr0= #my.flag, _u1= loc("with \"q\"")}: (f64) -> (!T_3, f32, !x.param<[["x y"],?],-3,[-8]>)
    %_36:4 = "z.nop"() {z90= "\tb\\'b\n\"" : si1024}: () -> (f8E4M3, index, i1, i8) loc("a.mlir":21:65 to 24:77)
    %a.b37 = "foo.compute"(%7, %r0#1) {}: (f16, i24) -> f16
}): (f4E2M1FN) -> memref<7x?x45xcomplex<i1024>, strided<[21, 45, 1], offset:0>, {kind = "scratch"}> loc(callsite("":9:65 to 10:5 at "with \"q\""))
%value38 = "a.b"(%2, %r0#2, %r0#1): (memref<7x?x45xcomplex<i1024>, strided<[21, 45, 1], offset:0>, {kind = "scratch"}>, vector<8x10x2xf8E5M2>, i24) -> (!x.t_1)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x08000000B60293030593F45879E0E8602704275ADA765EFE6BDA90CC243AE850AAF1B6288113A7022305527636686E99C5C7B466"
    }
  }
#-}
