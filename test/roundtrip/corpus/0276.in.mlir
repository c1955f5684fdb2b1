// ir-gen random --seed 276 --size 12
#loc0 = loc("a.mlir":218:478)
!ty0 = tensor<3xui8>
#loc1 = loc("f":36:0)
#a2 = dense<[[0x1], [0]]> : tensor<2x1xi3>
#a3 = "/b\\\00a!*!'\n"
!alias_1 = tensor<f64>

"builtin.module"() <{sym_name = "m94"}> ({
    %_0 = "foo.bar"() ({
        %-1 = "d.op_1"(): () -> (tensor<*xindex>) loc("callee"(unknown))
        // é unicode
        %v2 = "a.b"(%-1, %-1, %-1)<{value0= @main::@b::@s$, d.k1= affine_map<(d0, d1)[s0, s1] -> (6 * ((s1) floordiv 6))>, "quoted key 2"= 0: ui32, attr3= 196: i32}> {d.k0}: (tensor<*xindex>, tensor<*xindex>, tensor<*xindex>) -> vector<7xsi8> loc("dir/with space.c":4294967295:184)
        // é unicode
        %3:2 = "x.y"(%v2, %-1, %v2): (vector<7xsi8>, tensor<*xindex>, vector<7xsi8>) -> (tensor<7x8x2x0xf64>, tuple<si24, i17, i1024>) loc(#loc0)
        %_4 = "x.y"(%3#1, %v2)<{}> {x0= false, z91= #my.a<-4>}: (tuple<si24, i17, i1024>, vector<7xsi8>) -> (tuple<si32, i8, f4E2M1FN, f8E4M3FNUZ>)
    }): () -> index loc("x")
    %$5 = "foo.bar"(%_0) ({
        %tmp_6 = "bar.yield"(%_0, %_0) {value0= dense<0x0> : tensor<i64>}: (index, index) -> complex<ui1024> loc(unknown)
        "foo.op"(%_0, %tmp_6) ({
        ^x.y2:
            // a comment
            "cfx.cond_br"(%_0, %_0, %_0)[^exit3] <{x0= loc("x")}>: (index, index, index) -> () loc(#loc1)
        ^exit3:
            // a comment
            "a.jump"(%_0, %_0)[^b4] ({
                "a.jump"(%_0, %tmp_6)[^bb6, ^bb6]<{}>: (index, complex<ui1024>) -> ()
            ^bb6():
                "foo.br"(%tmp_6)[^$7] {my.k0= "é", _u1, sym_name2}: (complex<ui1024>) -> ()
            ^$7():
                "foo.br"(%tmp_6)[^8]: (complex<ui1024>) -> () loc("":405:332)
            ^8:
                "foo.bar"(%_0, %_0) {x0= 18446744073709551615: i64, value1= dense<[[0x7FC00000, 4.9e-324, -806.787638, -0.3], [8.36826e26, 25.46E0, -1.0, -0.24394e-13]]> : tensor<2x4xf32>, attr2= {_u0= dense<-2.718281828459045> : tensor<3xf8E4M3FN>, x1= #a2}, value3= #a2}: (index, index) -> () loc(fused["op.1"])
            }, {
            }): (index, index) -> () loc("op.1") // trailing comment
        ^b4(%7: index, %v8: !bar.v<-7>, %9 : tensor<1xi8, #foo.enc>):
            "cfx.cond_br"(%9)[^exit3] {attr0}: (tensor<1xi8, #foo.enc>) -> ()
        }, {
}): (index, complex<ui1024>) -> ()
        %10, %v11:2 = "foo.bar.baz"(%tmp_6, %tmp_6, %_0): (complex<ui1024>, complex<ui1024>, index) -> ((complex<bf16>, f6E3M2FN, complex<f6E2M3FN>) -> (i32), complex<i3>, !bar.param<{"x y" ?}, a.b>)
        %-12:4 = "bar.yield"(%_0): (index) -> (tf32, tensor<48x?x27xsi1>, f8E3M4, tuple<i7, i3, i16>)

        %13 = "foo.op"() {}: () -> (tuple<i8, f16, f6E2M3FN, f64>) loc("v"(fused[#loc0, "a.mlir":86]))
    }) {b0= [#a2, #a2, #a3, dense<[[[24.54E1, -2.96323e+33, 0.0, 1.5], [957682.0, -0.3, 7.402, -93306.0]]]> : tensor<1x2x4xf8E4M3FN>], b1= 18446744073709551615, "quoted key 2"= tensor<4x8xf64>, attr3}: (index) -> !ty0 loc("":17)
    %14 = "d.op_1"(): () -> vector<3xindex>
    %15 = "bar.yield"(%_0, %$5, %_0): (index, !ty0, index) -> (!alias_1) loc("a.mlir":4294967295:0)
}) : () -> ()
