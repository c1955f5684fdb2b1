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
            %value11:2 = "a.b"(%_8): ((bf16, vector<7x[6]x3xi1024>, index) -> (f32, tensor<*xf8E4M3FNUZ>)) -> 