// ir-gen random --seed 140 --size 22
"builtin.module"() <{sym_name = "m10"}> ({
    "a.b"(): () -> () loc(callsite(fused[] at "a.mlir":52:204))
    %0:4 = "foo.bar.baz"() {k$0= #x.a<<-8,"x y">, "x y">, foo.k1= 1, _u2= #bar.b.c, attr3= 0}: () -> (ui32, f16, index, si64)
    %1, %_2:2 = "a.b"(%0#0, %0#1, %0#2) {_u0, k$1= -74.95E5 : f64, b2= affine_map<(i0, i1, i2)[N0] -> (i0 * 3, (i0 + i0) floordiv 4)>}: (ui32, f16, index) -> (index, complex<ui32>, complex<f4E2M1FN>)
    %3:4 = "x.y"(%0#2, %_2#1): (index, complex<f4E2M1FN>) -> (memref<?x?xi128, affine_map<(d0, d1) -> (d0, d1)>>, none, i32, i1024) loc("callee"(fused<"meta">["name", "name", "name"]))
    %4 = "foo.op"(%0#3, %3#3) ({
    ^0(%v5: bf16 loc(unknown)):
        %tmp_6 = "foo.bar"(%3#2): (i32) -> complex<f64> loc("op.1")
        %value7:4 = "foo.compute"() {my.k0= #bar.b.c, a1= -128: si8, foo.k2= "z", "quoted key 3"= "-Xb"}: () -> (tensor<34x8x888xsi32>, complex<ui16>, complex<i17>, f64)
        "x.y"(%value7#1) ({
            "a.b"(%_2#1, %value7#1) {attr0= affine_map<(d0) -> ()>, value1= 0xFC00 : bf16}: (complex<f4E2M1FN>, complex<ui16>) -> ()
            "x.y"(%value7#0, %value7#1) ({
                "builtin.module"() ({
                    %v8:2 = "foo.compute"() <{"quoted key 0"= bf16, x1= #my.a, value2= 1: si8, d.k3= #x.flag}> {sym_name0= true, d.k1= vector<6x[1]x4xi8>, foo.k2}: () -> (f16, i32) loc("a.mlir":113:4294967295)
                }) : () -> ()
            }): (tensor<34x8x888xsi32>, complex<ui16>) -> () loc("a.mlir":9)
            %value9:2 = "foo.bar"(%0#3) ({
                %value10 = "foo.compute"(): () -> ui64 loc("a.mlir":182:197)
                "foo.bar.baz"(): () -> () loc(fused<2 : i32>[])
                %_11 = "my_dialect.thing"(%value7#3, %value10) {}: (f64, ui64) -> complex<si64>
                "z.nop"(%value7#3, %_2#0, %value7#2) {z90= array<f32: 6.02214076e23, 0x7FDF5749, 68.22E3>, b1= vector<12x16x4xui1>, k$2= {value0= 1.0e300 : tf32, value1= true}, k$3= dense<[[870], [557]]> : vector<2x1xindex>}: (f64, complex<ui32>, complex<i17>) -> ()
                "foo.br"(%value7#0, %_11, %3#0)[^6, ^b7] {b0= dense<> : tensor<0xindex>, a1, my.k2= dense<"0x45448E48"> : tensor<174xi32>}: (tensor<34x8x888xsi32>, complex<si64>, memref<?x?xi128, affine_map<(d0, d1) -> (d0, d1)>>) -> ()
            ^6:
                %12 = "foo.compute"(): () -> i32 loc("x")
                %_13 = "foo.compute"(): () -> !bar<""> loc("callee"(callsite("":49:25 to 49:35 at "f":254:410)))
                %value14 = "z.nop"() {_u0= dense_resource<weights0> : tensor<2xi64>, value1= dense<1.0E+10> : tensor<1xf8E5M2FNUZ>}: () -> (i1)
                %value15 = "bar.yield"() {}: () -> f8E5M2FNUZ
                "a.jump"(%value14, %value14)[^b7, ^b7] {x0, attr1= -93: i16}: (i1, i1) -> ()
            ^b7(%value16: i8):
                "a.jump"(%value7#3, %0#1, %value7#3)[^8] {}: (f64, f16, f64) -> () loc(fused["src/x.py":4294967295:215, fused[], "op.1"])
            ^8(%value17: tensor<?xui64> loc("":56:4294967295), %$18 : indexindex, %_19: memref<1xf16, "gpu">):
                "x.switch"(%0#2, %_11)[^8] {foo.k0= #foo.v<"x y" , abc , -0>, value1= dense<[[0, 0, 1], [-4, 3, 0], [3, 7, 1], [1, -4, 0]]> : tensor<4x3xi3>, b2, value3= [@b::@_priv]}: (index, complex<si64>) -> ()
            }): (si64) -> (tensor<0xf32>, memref<4x2xf8E4M3, strided<[26, ?]>>)
            "my_dialect.thing"(): () -> () loc("n"(fused["name"]))
        }, {
}): (complex<ui16>) -> ()
        %v20:3 = "a.b"() <{}>: () -> ((vector<f32>, f128, index) -> si32, complex<f16>, f8E4M3FNUZ) loc(fused[callsite("f":35:40 to :43 at "f":412:176), "src/x.py":48:3 to 49:27])
        %21 = "z.nop"() {k$0= 60 : index, sym_name1= "a0\4D"}: () -> ((!my_dialect.t<44 {?}>) -> ()) loc("":27:68 to :72)
        "x.switch"()[^bb1, ^bb1] <{my.k0= "%\n0 <\"Ω" : ui1, z91= array<i64: -9223372036854775808, 27, 38, 18446744073709551615>, attr2}> {}: () -> () loc(callsite("dir/with space.c":43:5 to 43:13 at unknown))
    ^bb1:
        "x.switch"(%21, %value7#2)[^bb2, ^bb2] {}: ((!my_dialect.t<44 {?}>) -> (), complex<i17>) -> () loc(fused[])
    ^bb2:
        "x.switch"()[^3]<{sym_name0, value1}>: () -> ()
    ^3():
        %_22:4 = "d.op_1"(%0#2)<{attr0= complex<bf16>, sym_name1= sparse<[[4, 5]], [-1]> : tensor<6x6xi32>, sym_name2= #x<"a b">}>: (index) -> (vector<7xindex>, index, memref<4xi64, strided<[1], offset: ?>, 4>, index) loc("f":4:15 to 6:68) // trailing comment
    }): (si64, i1024) -> si32 loc("v"("src/x.py":4294967295:368))
    %value23 = "foo.bar"(%3#2, %0#3, %3#1): (i32, si64, none) -> (f64)
    %24 = "foo.op"(%_2#0, %4, %3#3): (complex<ui32>, si32, i1024) -> memref<20x5xi32, "shared">
    %v25, %26:3 = "foo.op"(): () -> (i7, f32, tensor<?xi7>, si8)
}) {foo.module_attr = dense<"0xBE860EA38D4A9F6C7F55EA34"> : vector<3x2xf16>} : () -> () loc("x")

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x08000000D7940570FA3C542777287161486CC202"
    }
  }
#-}
