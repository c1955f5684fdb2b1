"builtin.module"() ({
    %v0:3 = "x.y"() {a0= {"quoted key 0"= 1.0 : f8E4M3B11FNUZ, attr1}, x1}: () -> (f32, !bar.v<abc,[{?, f32},-1,{-7 , a.b , a.b}]>, tensor<f8E8M0FNU>)
    %_1 = "foo.bar"(%v0#0) ({
        %tmp_2 = "d.op_1"() {x0= false, _u1= 6.02214076e23 : f64, z92}: () -> f16 loc("src/x.py":386:40)
        %3 = "a.b"(%v0#2, %tmp_2): (tensor<f8E8M0FNU>, f16) -> (memref<1xsi32, strided<[?]>>) loc("v"("dir/with space.c":25:65 to 25:4))
        %4 = "z.nop"(%tmp_2, %v0#2)<{attr0= sparse<[[0], [0]], [0.2, 0xDC30C1D7]> : tensor<2xf32>, my.k1= array<i1: false, true, true, true, true>}>: (f16, tensor<f8E8M0FNU>) -> i8 loc("with \"q\"") // trailing comment
        %5 = "foo.bar"(%tmp_2, %v0#2): (f16, tensor<f8E8M0FNU>) -> (tuple<i8, bf16, i8, bf16>)
        "foo.br"(%3)[^bb1]: (memref<1xsi32, strided<[?]>>) -> ()
    ^bb1:
        "x.switch"(%4, %tmp_2)[^2, ^bb1]<{x0= 0: i1, d.k1= affine_set<(d0, d1, d2)[s0] : (d2 >= 0)>}> ({
        ^bb4(%value6: !foo.t_1 loc("src/x.py":448:482), %$7: memref<4x5xui64, affine_map<(d0, d1) -> (-((d1) mod 2))>> loc("":42), %v8: si32 loc("op.1")):
            %v9 = "foo.bar.baz"(%5, %5) ({
            ^bb8(%10: complex<f32>):
            }, {
                "x.y"(%$7, %$7): (memref<4x5xui64, affine_map<(d0, d1) -> (-((d1) mod 2))>>, memref<4x5xui64, affine_map<(d0, d1) -> (-((d1) mod 2))>>) -> () loc("dir/with space.c":437:115)
                %v11 = "foo.op"(): () -> complex<bf16> loc(fused["src/x.py":138:242])
                %value12 = "foo.bar"(%value6): (!foo.t_1) -> f32
                %value13 = "z.nop"(%$7, %v0#1) {k$0, b1= []}: (memref<4x5xui64, affine_map<(d0, d1) -> (-((d1) mod 2))>>, !bar.v<abc,[{?, f32},-1,{-7 , a.b , a.b}]>) -> memref<2x62x?xf32>
            }): (tuple<i8, bf16, i8, bf16>, tuple<i8, bf16, i8, bf16>) -> (bf16)
            %value14 = "d.op_1"(%v8, %v0#0) ({
            ^bb10(%_15 : i64 loc("op.1")):
                %16:2 = "foo.bar.baz"() {_u0= affine_map<(d0)[s0, s1] -> ((7 * (s1)) mod 3, d0)>, foo.k1= array<i8: 0, 1, 0>}: () -> (memref<11x766xcomplex<si24>, strided<[47, ?], offset:0>, 5>, memref<*xf8E4M3B11FNUZ>)
                %_17 = "foo.op"(%16#0, %16#0, %16#1): (memref<11x766xcomplex<si24>, strided<[47, ?], offset:0>, 5>, memref<11x766xcomplex<si24>, strided<[47, ?], offset:0>, 5>, memref<*xf8E4M3B11FNUZ>) -> complex<f64> loc(callsite("a.mlir":83 at "src/x.py":128:111))
            }, {
            }, {
            ^b12(%18: bf16 loc("n"(callsite(unknown at "f":305:24))), %value19 : memref<723x?x409xbf16, 2>):
            }): (si32, f32) -> vector<2xi24>
            "a.b"(%value14, %v9) <{z90, "quoted key 1"= distinct[1]<dense<> : tensor<0x!foo.str>>, "quoted key 2"= "\7f*\00\n!\n\n-ß" : f64}> ({
            ^exit13:
            }, {
            ^x.y14(%20 : !bar<"abc">, %value21: tensor<?x?xf16>, %a.b22: vector<[11]x[14]xindex>):
            }) {sym_name0= dense<"0x25D02F7D0B39BAE6"> : tensor<4xf16>, sym_name1= {sym_name0= "\000{{" : bf16}, x2= -7.88354e-1 : f8E4M3, x3= array<i64: 6488898593768, 91, 597, 18446744073709551615>}: (vector<2xi24>, bf16) -> ()
            %23:2 = "bar.yield"() <{attr0}> {x0= dense<84.48E3> : tensor<tf32>, foo.k1= distinct[2]<#x<"abc">>}: () -> (memref<?x1xf8E5M2, 3>, !my_dialect.v<{true}>) loc("dir/with space.c":0:4294967295)
            "bar.yield"(%4, %value14, %23#1) {z90= unit, a1= true, b2= dense<(-2.0, -9.999999e9)> : tensor<complex<f64>>, _u3= index}: (i8, vector<2xi24>, !my_dialect.v<{true}>) -> () loc(fused[])
            "a.jump"()[^5, ^b6]: () -> () loc("with \"q\"")
        ^5(%24: tf32 loc(fused["a.mlir":4294967295:39]), %value25: tuple<bf16> loc(callsite("f":15:22 to :29 at unknown)), %26: si64 loc("f":21:23 to 21:35)):
            "x.switch"(%$7, %26)[^b6] {foo.k0= {}, sym_name1, value2= distinct[5]<>}: (memref<4x5xui64, affine_map<(d0, d1) -> (-((d1) mod 2))>>, si64) -> () loc("f":14:68 to 17:33)
        ^b6(%v27: f16 loc(unknown), %x28: f80, %_29: tuple<> loc("f":38)):
            "foo.br"()[^7, ^b6]: () -> () loc("dir/with space.c":0:25)
        ^7:
            "foo.br"(%23#0, %value14, %$7)[^b6] <{a0, _u1= 114 : index, a2= 8, value3}> {z90= array<i32: -2147483648, 0x0, -27594, 1, 7>, b1= affine_map<(d0) -> ()>, d.k2, my.k3= []}: (memref<?x1xf8E5M2, 3>, vector<2xi24>, memref<4x5xui64, affine_map<(d0, d1) -> (-((d1) mod 2))>>) -> ()
        }, {
}): (i8, f16) -> () loc("a.mlir":292:369)
    ^2():
        "foo.br"(%4)[^3, ^2] <{k$0, foo.k1= array<i32: -1, -1>, z92= 2}> {_u0= true, sym_name1= 4.984 : bf16}: (i8) -> ()
  ^  ^3(%-30: memref<?xi32>, %v31: tensor<3x28x2xf64> loc("a.mlir":45:53 to 47:26)):
        "a.b"(%v0#2, %3, %v0#1): (tensor<f8E8M0FNU>, memref<1xsi32, strided<[?]>>, !bar.v<abc,[{?, f32},-1,{-7 , a.b , a.b}]>) -> () loc("op.1")
    }, {
}, {
    ^bb15(%_32: f8E5M2FNUZ):
    }) {attr0= false, x1}: (f32) -> f80
    %v33:2 = "foo.op"(): () -> (memref<510x1xi24, strided<[43, 1], offset: ?>, "local mem">, !x.a.b) loc("op.1")
    %v34 = "z.nop"(%_1)<{_u0}> {}: (f80) -> (complex<f6E3M2FN>)
}) : () -> ()
