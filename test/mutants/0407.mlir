"builtin.module"() ({
    %v0:3 = "z.nop"() ({
    ^x.y0:
    }) {sym_name0}: () -> (complex<bf16>, complex<f8E4M3B11FNUZ>, memref<2xcomplex< bf16>, {kind = "scratch"}>)
    %_1:3 = "x.y"() ({
        "builtin.module"() ({
            %2:4 = "foo.bar.baz"() {k$0= #foo.p<? , <<? , ? , 79>,<i8 99>,<"x y">> , 87>, value1}: () -> (tensor<2x0xf8E4M3FNUZ, {a = 1 : i64}>, memref<?x?xcomplex<i1>, strided<[61, ?]>>, f128,!foo<"x<y>">) loc("n"("with \"q\""))
        }) : () -> () loc("a.mlir":209:249)
    }, {
    ^bb1(%value3 : ui8):
        %value4 = "x.y"(%v0#2) {x0, a1= -1.0e38 : f4E2M1FN, "quoted key 2"= 56 : index}: (memref<2xcomplex< bf16>, {kind = "scratch"}>) -> (!foo<"a b">) loc(callsite(callsite("f":80 at "x") at "with \"q\""))
        %5 = "foo.compute"(%value4) {b0= "zz\t\C3\A9b\FD*bzΩ}_", x1= 0: i1, value2= {attr0= "\00\00\n!/@", attr1= affine_map<(d0)[s0] -> ()>, z92= vector<13x5x13xf32>}}: (!foo<"a b">) -> (index) loc("":4294967295:423) // trailing comment
        "my_dialect.thing"(%value4): (!foo<"a b">) -> () loc("name")
        %-6:3 = "foo.bar"(%5, %v0#0) ({
        ^2(%7: si32, %_8: (bf16, vector<7x[6]x3xi1024>, index) -> (f32, tensor<*xf8E4M3FNUZ>), %v9 : none):
            %10 = "my_dialect.thing"(): () -> vector<12x3xsi128>
            %value11:2 = "a.b"(%_8): ((bf16, vector<7x[6]x3xi1024>, index) -> (f32, tensor<*xf8E4M3FNUZ>)) -> (memref<?x36xvector<3xf16>, 4>, f8E4M3) loc("callee"("dir/with space.c":99999999999999999999:157))
            "foo.bar"(%value11#1) {z90, value1}: (f8E4M3) -> ()
            %12, %13:2 = "d.op_1"(%value11#0, %value11#0): (memref<?x36xvector<3xf16>, 4>, memref<?x36xvector<3xf16>, 4>) -> (tensor<3x688xf16>,f16,memref<1x1x23xi7>) loc("op.1")
        }, {
            "my_dialect.thing"(%v0#1, %value3, %v0#0) <{"quoted key 0"= distinct[2]<dense<(0, -6)> : tensor<1x2x1xcomplex<i32>>>,value1= 131071: i17, sym_name2= -871: i24, foo.k3= 24 : index}> {d.k0= unit, k$1= "a%\"\t" : index, "quoted key 2"}: (complex<f8E4M3B11FNUZ>, ui8, complex<bf16>) -> () // trailing comment
            %value14 = "bar.yield"(%v0#2, %value3, %5) ({
                "builtin.module"() ({
                    %r15, %arg16:3 = "a.b"() {}: () -> (tensor<241xcomplex<si128>>, f128, i8, ui8) loc("a.mlir":7:26 to 8:18)
                    %$17:4 = "my_dialect.thing"(%arg16#2) {}: (ui8) -> (i64, memref<61xf8E4M3FN, "shared">, tensor<1x224xi24>, index) loc("f":392:4294967295)
                    %v18:3 = "foo.bar"(%$17#3, %arg16#1) {z90= dense<0> : tensor<1xui32>, attr1, my.k2= dense<> : tensor<0xcomplex<f64>>, a3= dense<"0xA137C702"> : tensor<f32>}: (index, i8) -> (vector<7x16x[15]xf8E5M2>, vector<9x13x[15]xf32>, f32)
                }) : () -> ()
            }) {sym_name0= dense<["@\00_\4B\7f\t0", "\\\"*\t{<\41a@b"]> : tensor<2x!foo.str>, "quoted key 1"= 1: ui3, x2= "\7f\t\t<b@\"a"}: (memref<2xcomplex< bf16>, {kind = "scratch"}>, ui8, index) -> !bar.t_1 loc("dir/with space.c":44:27 to :33)
            "foo.br"(%v0#2, %v0#2)[^bb4, ^exit5]: (memref<2xcomplex< bf16>, {kind = "scratch"}>, memref<2xcomplex< bf16>, {kind = "scratch"}>) -> () loc("dir/with space.c":14:20 to 16:13)
        ^bb4():
            "cfx.cond_br"(%value3, %value4)[^exit5]: (ui8, !foo<"a b">) -> () loc("":4294967295:270)
        ^exit5:
            %value19:2 = "foo.bar"(%5, %5, %v0#1): (index, index, complex<f8E4M3B11FNUZ>) -> (!x.v<?>, tensor< 
 *xvector<16xi1024>>) loc(unknown)
        }, {
        ^bb6(%_20: (f16, f8E4M3B11FNUZ, f64) -> (tensor<?x5x4x2xf32, {a = 1 : i64}>, si16) loc("a.mlir":64), %21: f32 loc("v"(fused<2 : i32>["dir/with space.c":480:54, "dir/with space.c":14:80 to 14:50])), %value22 : bf16 loc("":173:359)):
        }) {value0}: (index, complex<bf16>) -> ((f8E8M0FNU, i7, tensor<3x2x43xi24>) -> (), i1, si7) loc("callee"(fused<#foo.m>["dir/with space.c":80, "name"]))
    }) {sym_name0= @s$::@f_1}: 
  () -> (index, index, !foo<"a b">) loc(unknown)
    "foo.op"(%_1#1): (index) -> () loc(fused["a.mlir":278:105, "f":25:13 to 28:18, "n"("name")])
    "foo.bar.baz"(%_1#0, %_1#2): (index, !foo<"a b">) -> ()
}) {foo.module_attr = false} : () -> ()
