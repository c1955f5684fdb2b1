#loc0 = loc(fused[unknown, "src/x.py":14:80 to 14:70, "dir/with space.c":229:0])
!ty0 = i24
#L1 = loc(callsite("v"("f":158:83) at "with \"q\""))

"builtin.module"() ({
    %value0 = "my_dialect.thing"() {value0, a1= "Ω", my.k2= [], d.k3= 0x168159CFC7C109D}: () -> (i24) loc("f":479:0)
    "a.b"(%value0,  %value0) {}: (i24, i24) -> ()
    %tmp_1 = "my_dialect.thing"(%value0) <{foo.k0= sparse<[[1, 0], [0, 1], [2, 1], [2, 0]], [4294967295, 0, 0, 0]> : tensor<3x2xi32> , d.k1= {my.k0= distinct[1]<>,
    _u1= dense<14> : tensor<ui64>, k$2= affine_map<(d0, d1, d2)[s0, s1] -> (s0 + d0)>, x3= []}, sym_name2= "\00<\57b@"}> {value0= dense<> : tensor<0xbf16>}: (i24) -> memref<2x14x?xvector<15xf8E5M2FNUZ>> loc("n"("dir/with space.c":0:4294967295))
    "bar.yield"(%tmp_1, %tmp_1) {a0= 255: i8, d.k1, attr2= unit, my.k3= 1.0 : f4E2M1FN}: (memref<2x14x?xvector<15xf8E5M2FNUZ>>, memref<2x14x?xvector<15xf8E5M2FNUZ>>) -> ()
    %_2:2 = "bar.yield"(%value0, %value0): (i24, i24) -> ((bf16, memref<?x4xsi16, affine_map<(d0, d1) -> (d0, d1)>>, !x.t<abc, [{-3 , ? , -0}, true, [?,11,?]], 56>) -> (), bf16) loc("n"(callsite("dir/with space.c":361:0 at "src/x.py":0:307)))
    "foo.op"(%_2#1, %tmp_1, %value0) <{b0= #foo.p<?>, a1= ""}> {z90= "z'_\C3\A9<\C3\A9\n\00\"\61", b1= {sym_name0= false}, a2= "" : si32, a3= dense<(0x58477D2DE0583B98, -0.2)> : tensor<1x4x3xcomplex<f64>>}: (bf16, memref<2x14x?xvector<15xf8E5M2FNUZ>>, i24) -> () loc("src/x.py":0:210)
    "d.op_1"(%_2#0)<{attr0= "}z\00\t🙂<0{0%./", sym_name1= affine_set<(d0)[s0, s1] : (-(5) == 0, s0 + 5 >= s0, (1) ceildiv 5 - -(d0) == 0)>, k$2= tuple<f64, i1, i32, i1>}> {my.k0, "quoted key 1", x2=	 #bar.a<i8 83>, x3}: ((bf16, memref<?x4xsi16, affine_map<(d0, d1) -> (d0, d1)>>, !x.t<abc, [{-3 , ? , -0}, true, [?,11,?]], 56>) -> ()) -> ()
    %v3 = "foo.op"(%_2#0, %_2#0, %_2#0) {attr0, x1= !foo<"a b">, value2, d.k3= dense<[1]> : vector<1xui17>}: ((bf16, memref<?x4xsi16, affine_map<(d0, d1) -> (d0, d1)>>, !x.t<abc, [{-3 , ? , -0}, true, [?,11,?]], 56>) -> (), (bf16, memref<?x4xsi16, affine_map<(d0, d1) -> (d0, d1)>>, !x.t<abc, [{-3 , ? , -0}, true, [?,11,?]], 56>) -> (), (bf16, memref<?x4xsi16, affine_map<(d0, d1) -> (d0, d1)>>, !x.t<abc, [{-3 , ? , -0}, true, [?,11,?]], 56>) -> ()) -> index
    %_4, %value5:2 = "foo.op"(%_2#0) ({
        %a.b6 = "foo.bar"(%tmp_1, %tmp_1) {value0= array<f64: -42.65E8, 959.294116>, "quoted key 1"= dense<"0x144EA16F77A5FBB53ABD4E01E4637BF508FB568858339F2CAB0CF5912BD138C87FE1404592FD7547B9336FDFD6919980"> : tensor<3x4xi32>}: (memref<2x14x?xvector<15xf8E5M2FNUZ>>, memref<2x14x?xvector<15xf8E5M2FNUZ>>) -> complex<f32>
        "foo.compute"(%_2#0, %a.b6) {attr0= "0\73\FD🙂!\"\nß", my.k1= 
  -36: i17, d.k2= dense<"0xE80D59DD"> : tensor<4x2x1xf32>, a3= @a::@"x y"}: ((bf16, memref<?x4xsi16, affine_map<(d0, d1) -> (d0, d1)>>, !x.t<abc, [{-3 , ? , -0}, true, [?,11,?]], 56>) -> (), complex<f32>) -> () loc("v"("":83))
        %7 = "foo.op"(%value0, %tmp_1, %v3) {z90= 65504.0 : f8E3M4, a1= dense<9.999999e9> : tensor<f16>}	: (i24, memref<2x14x?xvector<15xf8E5M2FNUZ>>, index) -> f64 loc("dir/with space.c":4294967295:34)
        %x8 = "foo.op"(%v3, %v3) <{}>: (index, index) -> f64 loc("v"("dir/with space.c":40:19 to :20))
        // "quotes" and {braces} in a comment
        "foo.op"() ({
        ^bb1(%_9: complex<f16>):
            %arg10:3 = "x.y"() ({
            ^bb2:
                %value11, %a.b12:3 = "z.nop"(%_9, %x8, %x8) <{sym_name0, z91}>:   (complex<f16>, f64, f64) -> (tensor<vector<[14]x14xi64>>, f8E4M3FNUZ, ui8, vector<11x7xf16>) // trailing comment
                %$13 = "d.op_1"(%_9): (complex<f16>) -> complex<f16> loc("op.1")
                %value14 = "x.y"(%a.b12#1): (ui8) -> tuple<f16, tf32, i1, si32>
                %value15, %_16:3 = "foo.op"(%v3) <{"quoted key 0"= {attr0= distinct[2]<>, b1, z92= -7.532 : f8E4M3B11FNUZ}, sym_name1= affine_map<() -> (-(2) - (0) floordiv 5)>, b2= unit}> {foo.k0= -4: i3}: (index) -> (() -> (memref<?xi32>), i8, f32, f16)
                "x.switch"(%_16#1)[^bb3]: (f32) -> ()
            ^bb3():
                "x.switch"(%_16#0)[^bb4, ^bb4] <{value0= 0.2609526 : f32}>: (i8) -> () loc(fused[fused["dir/with space.c":347:183]])
            ^bb4():
                "foo.br"(%value15, %a.b6, %_16#0)[^bb5]: (() -> (memref<?xi32>) , complex<f32>, i8) -> () loc("":420:0)
            ^bb5:
                %17 = "a.b"(%value15, %_16#1, %value15) <{value0, "quoted key 1"= array<f32: 0.3546652, 0xC4BCF093, d1>, sym_name2, b3= "b\7fΩ\t_\7f_X\00"}> {b0= array<f64: 0xDFC45DB9D1396F59, -2.266>}: (() -> (memref<?xi32>), f32, () -> (memref<?xi32>)) -> vector<si32>
                %v18 = "a.b"() {d.k0= sparse<[[2, 2, 0], [3, 1, 1]], [7, -2147483648]> : tensor<6x5x2xi32>, my.k1, a2= ".aX  @_'\7f"}: () -> tensor<19x7x1x16xcomplex<f64>>
                %_19 = "foo.bar"(%17, %$13, %_16#0): (vector<si32>, complex<f16>, i8) -> index // trailing comment
                %_20 = "foo.compute"(%$13, %_16#2, %value15) {}: (complex<f16>, f16, () -> (memref<?xi32>)) -> i17 loc(fused<#foo.m>["n"("f":42:54 to 44:28), "x", "src/x.py":0:495])
                %v21:3 = "a.b"(%_19, %x8) <{b0= @a, my.k1= "\00-🙂\1F \\" : index, attr2= dense<-1> : tensor<i3>, a3= array<i1>}>: (index, f64) -> (none, tensor<2x3xf6E2M3FN, 4 : i32>, bf16) loc(unknown)
                "a.jump"(%_20, %_2#1, %v21#1)[^bb4] {d.k0, attr1= 0xDFEDAB77C05CA23C : f64}: (i17, bf16, tensor<2x3xf6E2M3FN, 4 : i32>) -> ()
            }): () -> (!my_dialect.param<"x y">, vector<1x12 x bf16>, index)
            %value22 = "foo.compute"(): () -> complex<  f6E2M3FN> loc("dir/with space.c":0:16)
            %tmp_23 = "z.nop"(%arg10#2, %arg10#2) {_u0, value1= distinct[4]<!foo.v<abc>>}: (index, index) -> tensor<0x500xvector<16x3x[3]xf128>> loc(fused["op.1", "x", fused[]])
            "my_dialect.thing"() {foo.k0, foo.k1= #x<"x<1>">, b2= [], foo.k3= 1}: () -> ()
        }, {
        }): () -> () loc(#loc0)
        %24 = "foo.bar.baz"(): () -> i32 loc(callsite("a.mlir":462:385 at fused["src/x.py":108:42, "x"]))
    }): ((bf16, memref<?x4xsi16, affine_map<(d0, d1) -> (d0, d1)>>, !x.t<abc, [{-3 , ? , -0}, true, [?,11,?]], 56>) -> ()) -> (tensor<952xi1024>,f8E4M3, tuple<ui3, !bar.param<[{? , "x y"}, abc, [-4]]>, i3>)
    %25 = "bar.yield"(%v3): (index) -> (complex<f16>)
    %26 = "d.op_1"(%_4, %_4)<{d.k0= "", z91= affine_map<(d0, d1)[s0] -> (((2) floordiv 8) floordiv 9)>}>: (tensor<952xi1024>, tensor<952xi1024>) -> !ty0 loc(callsite("a.mlir":17 at "dir/with space.c":142:96))
    "x.y"(%value0, %25, %_2#0): (i24, complex<f16>, (bf16, memref<?x4xsi16, affine_map<(d0, 2.309) -> (d0, d1)>>, !x.t<abc, [{-3 , ? , -0}, true, [?,11,?]], 56>) -> ()) -> ()
    %v27 = "x.y"() {"quoted key 0"= 1 : i1}: () -> vector<ui1>
    %v28 = "foo.compute"(%v27): (vector<ui1>) -> f8E8M0FNU loc("f":23:57 to :58) // trailing comment
    %_29:2 = "z.nop"(%_2#1)<{my.k0= 47 : index}> ({
        "bar.yield"(%_2#1) ({
        ^bb8(%v30 : vector<9xi24> loc(callsite("dir/with space.c":340:125 at fused["a.mlir":20, unknown])), %_31: complex<f8E4M3>):
            // é unicode
            "x.switch"(%v27)[^bb9, ^bb9]: (vector<ui1>) -> () loc("a.mlir":287:4294967295) // trailing comment
        ^bb9():
            "a.jump"()[^bb9] <{x0=   dense<[".b%🙂0}-z{z"]> : tensor<1x!foo.str>,  sym_name1= 0: si1}> {}: () -> () loc(callsite("":494:323 at "src/x.py":4294967295:4294967295))
        }, {
        }, {
        }) {b0= @c}: (bf16) -> () loc(#L1)
    }, {
    }) {foo.k0  = affine_map<(d0, d1)[s0] -> (7 * (5 * (6)), d0 + 8 + s0, ((s0) mod 7) mod 2)>, x1= dense<0> : tensor<3xi32>, k$2}: (bf16) -> (complex<i1>, tuple<f64>) loc("dir/with space.c":23:59 to 25:26)
    %32:2 = "my_dialect.thing"(%25, %_29#1) {}: (complex<f16>, tuple<f64>) -> (memref<?x1010x?xi32>, tensor<si7>)
}) {foo.module_attr = false} : () -> () loc(unknown)
