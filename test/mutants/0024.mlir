#x_y0 = affine_map<()[] -> (8 + 2 + 3 * 3)>
#l_x1 = loc(fused[])
#attr_2 = loc("f":211:4294967295)
#x_y3 = dense<[-1, 1, 1]> : tensor<3xi8>
#l_x4 = loc("a.mlir":0:500)
#a5 = 1
#loc6 = loc("src/x.py":443:207)
#loc7 = loc("src/x.py":28:14 to :19)
!ty0 = complex<i16>
#loc8 = [array<i1: false, false, true>]
#attr_9 = {}

"builtin.module"() ({
    "foo.bar"(): () -> ()
    "foo.bar.baz"() ({
        "x.y"()<{k$0= #my.a<{? {"x y", ?}}, true, ["x y", "x y", -8]>, attr1= [#my.a], "quoted key 2"= #x_y0, "quoted key 3"= memref<*xcomplex<f8E4M3FN>, 2>}> ({
        ^bb1(%_0: vector<12x9x2xf32> loc(#l_x1)):
            %1, %-2:2 = "z.nop"() ({
            ^bb3(%3: f32 loc("src/x.py":190:57), %value4 : f64, %-5: f16 loc("src/x.py":11:7 to :13)):
                "foo.compute"(%3) {attr0= 7 : index, value1= "", attr2, "quoted key 3"}: (f32) -> ()
                %6:2 = "x.y"() {x0= 8.469 : f8E4M3FNUZ}: () -> (ui17, tensor<f64>) loc("a.mlir":56:4294967295)
                %7 = "foo.compute"() {}: () -> memref<?x20xf64, strided<[?, 27], offset: ?>>
                %8 = foo.bar.baz"(%-5, %7) {attr0= unit}: (f16, memref<?x20xf64, strided<[?, 27], offset: ?>>) -> complex<f32> loc("f":16:62 to 18:39)
                %_9:4 = "my_dialect.thing"(%6#1, %7): (tensor<f64>, memref<?x20xf64, strided<[?, 27], offset: ?>>) -> (ui17, complex<bf16>, tensor<609x902x0xbf16>, i16) loc("dir/with space.c":19:32 to 20:56)
            }): () -> (vector<3x2x13xf64>, tensor<index>, () -> (bf16)) loc(callsite("a.mlir":3:3 to 3:2 at "f":5:30 to 7:64))
            %10 = "a.b"(%1) ({
            ^$4(%_11: tuple<>, %12: tensor<9xi1>):
                %value13 = "z.nop"(%12, %12, %12) {my.k0= 27 : index, x1= dense<[1.17549435e-38, 9.32335e13]> : vector<2xf64>, "quoted key 2"= "a\\\\"}: (tensor<9xi1>, tensor<9xi1>, tensor<9xi1>) -> index
            }) {_u0, _u1= array<i64: -9223372036854775808, -49869504, 1, 1, -9223372036854775808>, _u2= dense<96> : vector<4xi32>, foo.k3= false}: (vector<3x2x13xf64>) -> (memref<?x3x2xvector<[10]xindex>, strided<[49, 2, 1], offset: 1>, "gpu">)
            "cfx.cond_br"(%_0, %10)[^bb2]: (vector<12x9x2xf32>, memref<?x3x2xvector<[10]xindex>, strided<[49, 2, 1], offset: 1>, "gpu">) -> ()
        ^bb2(%14 : complex<f32> loc(fused<"meta">[#l_x1, "":195:476])):
            "my_dialect.thing"(%14, %14) ({
                "foo.br"(%10, %10, %-2#1)[^x.y6] {a0= 1.0e-30 : tf32, x1= {}, b2= 18446744073709551615: i64}: (memref<?x3x2xvector<[10]xindex>, strided<[49, 2, 1], offset: 1>, "gpu">, memref<?x3x2xvector<[10]xindex>, strided<[49, 2, 1], offset: 1>, "gpu">, () -> (bf16)) -> ()
            ^x.y6(%15 : vector<11x8x10xindex> loc(#l_x1)):
                %value16 = "foo.bar"(%-2#1) {}: (() -> (bf16)) -> f16 loc(unknown)
                "a.jump"()[^bb7] <{}> {a0= #attr_2, attr1= dense<[11315, -1, 14]> : tensor<3xi16>, value2= #x_y3}: () -> ()
            ^bb7(%17: tuple<memref<215x?x6xui8, "local mem">>):
                %$18 = "z.nop"() {attr0= "\t_/ß", attr1= false}: () -> tensor<252xi64> loc("v"(#l_x4))
            }): (complex<f32>, complex<f32>) -> () loc("x")
            %value19, %arg20:3 = "a.b"(%-2#1, %-2#0) ({
}) {k$0, a1= @"x y"::@a::@a, sym_name2= false}: (() -> (bf16), tensor<index>) -> (i128, i16, bf16, vector<1x16x2xsi8>) loc(fused["n"("a.mlir":14:56 to 17:70), "a.mlir":2, unknown])
            %_21 = "foo.bar.baz"() <{a0= -1: i64, attr1= dense_resource<weights0> : tensor<2xf64>, d.k2= 0: ui32}>: () -> complex<f4E2M1FN> loc("":0:208)
            %value22 = "my_dialect.thing"(%arg20#1): (bf16) -> index
            "a.b"(%14) <{x0= dense<[6.02214076e23, 1.17549435e-38, 16.32E2, 411.907086]> : vector<4xf64>, attr1= #a5}>: (complex<f32>) -> () loc(#loc6)
            "d.op_1"(%value22, %-2#0) ({
            ^bb8(%23: complex<f128>, %_24: memref<3x331x63xindex, strided<[28, 49, 1], offset: ?>, "gpu"> loc(fused[fused<7 : i32>["a.mlir":20:55 to 20:16], "callee"(#loc7), fused[]]), %_25: f6E2M3FN):
                "z.nop"(%_25) {b0= "-#<\t\00\8Bza@{\00" : si8, attr1}: (f6E2M3FN) -> ()
            }): (index, tensor<index>) -> ()
        }): () -> () loc("v"("dir/with space.c":31:72 to 34:80))
        %_26, %v27:2 = "x.y"() {sym_name0= {b0= "%\"\D4", foo.k1= #loc8, _u2= {foo.k0= unit, k$1= dense<1> : tensor<i1>, x2= dense<"0xE4"> : tensor<1x2xi8>, a3= "b@z\\\C3\A9\00ß"}}, my.k1= affine_map<(d0)[s0, s1] -> (((5) floordiv 5) mod 7, 5 * (5 - s0), -(s1 * 8))>, a2= #bar<"abc">, sym_name3= 0: si24}: () -> (bf16, complex<f128>, !ty0) loc("dir/with space.c":119:0)
        "foo.op"(%v27#0, %v27#0, %_26)<{}> {foo.k0= #attr_9, x1= loc("x"), a2= 640.506719 : f16, z93= sparse<[[2], [4], [2], [4]], [4294967295, 1, -1, 0x1]> : tensor<6xi32>}: (complex<f128>, complex<f128>, bf16) -> ()
    }, {
        %v28 = "foo.bar"() ({
            %_29 = "bar.yield"(): () -> vector<5xindex>
            %v30 = "my_dialect.thing"(%_29, %_29) {value0= 0x0: ui32}: (vector<5xindex>, vector<5xindex>) -> ui1
            %31, %value32:2 = "z.nop"(%_29): (vector<5xindex>) -> (complex<bf16>, none, tensor<*xf8E5M2FNUZ>) loc("callee"("x"))
        }, {
        }, {
        ^15(%33: f32, %v34: tuple<f64, ui128, memref<62xcomplex<bf16>, 3>> loc(fused["name"])):
        }) {value0= 100.0 : f8E8M0FNU, foo.k1}: () -> tensor<712x631x5x7xi7> loc("a.mlir":170:253)
        "foo.bar"(%v28) {value0= #my.p<{95,["x y",f32,?]}>}: (tensor<712x631x5x7xi7>) -> () loc(unknown)
        %r35 = "a.b"(%v28, %v28, %v28) {b0}: (tensor<712x631x5x7xi7>, tensor<712x631x5x7xi7>, tensor<712x631x5x7xi7>) -> vector<11x12x15xf6E2M3FN> loc("a.mlir":50:47 to 51:75)
        "foo.br"(%r35, %v28)[^bb10] {}: (vector<11x12x15xf6E2M3FN>, tensor<712x631x5x7xi7>) -> () loc(fused["a.mlir":39:72 to 41:45, "f":159:4294967295, "dir/with space.c":22])
    ^bb10:
        "cfx.cond_br"(%v28, %v28)[^bb11]: (tensor<712x631x5x7xi7>, tensor<712x631x5x7xi7>) -> ()
    ^bb11:
        "x.switch"()[^bb12]: () -> ()
    ^bb12(%36 : memref<3x4x?xi8, 2> loc("src/x.py":186:212), %37: tuple<i32, si24, f64, si7>):
        // a comment
        %38 = "z.nop"(%v28, %v28, %36): (tensor<712x631x5x7xi7>, tensor<712x631x5x7xi7>, memref<3x4x?xi8, 2>) -> ui32 loc("op.1")
    }, {
        "foo.op"() {_u0= #x_y0, "quoted key 1"= distinct[3]<-65504.0 : f128>, x2= loc("with \"q\"")}: () -> ()
    }): () -> () loc(callsite("dir/with space.c":10:16 to :18 at "n"(#loc6)))

    "d.op_1"() {a0= "\t\92", a1, _u2= -9223372036854775808, a3= affine_set<(i0)[N0] : ((3 + N0) mod 4 >= (i0) mod 9, 3 + N0 * 3 >= 0, 7 * 6 == 0)>}: () -> () // trailing comment
    "foo.bar"(): () -> ()
}) : () -> () loc(#l_x1)

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x080000003D409B11BB2CD95BF5B8AF401F5441CA"
    }
  }
#-}
