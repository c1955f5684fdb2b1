// ir-gen random --seed 47 --size 37
!t0 = tuple<f6E3M2FN, !my_dialect<"">>
#loc0 = loc("x")
#L1 = loc(fused["a.mlir":17:18 to 17:49])
!T_1 = memref<398x447 x vector<12x[5]x[6]xbf16>>
#map2 = affine_map<(d0)[s0] -> ()>
#x_y3 = #foo.flag
!ty2 = i128
#x_y4 = #bar.a<"x y" {? 13} [89]>
#attr_5 = sparse<[[2], [4], [3], [1]], [18446744073709551615, 0x0, 251, 1]> : tensor<6xi64>
#L6 = loc("f":367:425)

%r0 = "x.y"() ({
    %value1, %_2:2 = "foo.op"() <{z90= true}> {a0= [dense<[[277282.0, 0x7F63], [65504.0, 0.2]]> : tensor<2x2xf16>], b1= 1.0e-30 : f64, b2= [#foo.b.c]}: () -> (memref<*xf64>, index, tuple<>)
    "foo.bar"(%value1): (memref<*xf64>) -> () loc("src/x.py":141:4294967295)
    %v3, %$4:3 = "bar.yield"(%value1, %_2#1, %_2#0) {}: (memref<*xf64>, tuple<>, index) -> (i128, memref<2x6x2xcomplex<f8E4M3FNUZ>, "shared">, index, vector<14x7x3xf16>) loc("callee"(fused[#loc0, "":7:71 to :76]))
    %5, %value6:3 = "foo.compute"(): () -> (none, index, complex<f6E3M2FN>, vector<13x[7]xf6E2M3FN>) loc(#L1)
}, {
^1(%7: vector<12xindex> loc(#L1), %$8: f32 loc(fused["f":412:0, "f":10, "":23:5 to :10]), %value9: !T_1):
    "my_dialect.thing"(%value9, %7) <{b0= -9223372036854775808, b1= "/\t#-\C3\A9\t'.\t"}>: (!T_1, vector<12xindex>) -> () loc(fused<#foo.m>[#L1, "op.1"])
    "x.switch"(%value9)[^2, ^2]: (!T_1) -> ()
^2:
    %_10 = "foo.bar"(%7) ({
        %value11 = "my_dialect.thing"() {sym_name0= true, value1= sparse<[[2, 1], [1, 0], [2, 0], [5, 1]], [0x7F800000, 1.0e300, 100.0, 4.9e-324]> : tensor<6x2xf32>, "quoted key 2"= affine_map<(i0, i1)[N0, N1] -> ()>, z93= memref<3xi32, strided<[1], offset: ?>>}: () -> !x<"abc"> loc("":378:244)
        "foo.compute"(%$8): (f32) -> ()
    }): (vector<12xindex>) -> si8 loc("op.1")
    %12 = "a.b"(%value9, %$8) <{my.k0= "" : index}> ({
        "foo.bar.baz"(%value9): (!T_1) -> () loc(#L1)
        %13 = "z.nop"(%7, %7, %value9) {z90}: (vector<12xindex>, vector<12xindex>, !T_1) -> f16 // trailing comment
    }, {
    ^bb6(%x14 : si8 loc(callsite("":4294967295:292 at "":476:209)), %value15: i1 loc("a.mlir":4294967295:419), %16: i64):
        "z.nop"(%x14, %$8): (si8, f32) -> ()
    }) {sym_name0= -2602890446}: (!T_1,
    f32) -> complex<si7> loc(#L1)
    "a.jump"(%$8, %value9, %12)[^3] <{z90= false}> {_u0= {b0= #map2, _u1= dense_resource<r.0> : tensor<4xf64>, b2= tensor<?x?xcomplex<f128>>}}: (f32, !T_1, complex<si7>) -> ()
^3(%17: complex<f8E5M2>):
    %18 = "foo.bar.baz"(%17, %7, %17): (complex<f8E5M2>, vector<12xindex>, complex<f8E5M2>) -> ((none) -> vector<4x3x[4]xi1>) loc("callee"(fused<#foo.m>[])) // trailing comment
}, {
^7():
}) {attr0= "\t%%\\{0.#Ω" : f16}: () -> !t0
%19:2 = "d.op_1"(%r0)<{x0= @"é", k$1= array<i8: 0,0, 255, -128, 0>, attr2= affine_map<(i0)[N0, N1] -> ((1 + 0) mod 4, (0) floordiv 3)>, sym_name3=   #x<"abc">}> ({
    %value20 = "foo.bar.baz"(%r0, %r0, %r0)<{_u0= #bar.flag, sym_name1= 0x1F8, value2, attr3}>: (!t0, !t0, !t0) -> (vector<i1>) loc("n"(unknown))
    %21 = "bar.yield"(%value20, %r0, %value20): (vector<i1>, !t0, vector<i1>) -> tuple<> loc("dir/with space.c":18446744073709551616)
    %22 = "a.b"(%value20): (vector<i1>) -> f32 loc("":41:2 to 42:16)
    %a.b23:3 = "d.op_1"(%21, %value20, %21): (tuple<>, vector<i1>, tuple<>) -> (i7, none, f16)
    %v24 = "x.y"() {z90, attr1= #x_y3, sym_name2, value3= -1}: () -> ui64 loc("v"("a.mlir":283:203))
    %value25 = "bar.yield"(%v24) ({
    ^bb9(%26: !bar.type loc("f":425:387)):
        %27 = "foo.op"() {z90= dense<[[[(7.914, 0.9108576)], [(1.0e38, 0xDD15523337F1E354)], [(0.1696828, 873.599721)]], [[(0x5826AD8F9ED4751A, 0xFFF0000000000000)], [(501337.0, 68.761916)], [(1.17549435e-38, 0x4974DB399848CC93)]], [[(0xDE3E6753B916DF88, 0.3)], [(-443803.0, 0.0)], [(-3.172, 0.3298922)]]]> : tensor<3x3x1xcomplex<f64>>, k$1}: () -> tensor<0x2x?x2xbf16> loc(fused["":301:135, "with \"q\"", fused<#foo.m>[]])
        %28 = "a.b"(%v24): (ui64) -> !foo.a.b
        %x29 = "foo.compute"(%28, %27, %27) ({
        ^exit10:
            %-30:4 = "my_dialect.thing"(): () -> (vector<2x10x10xsi8>, tuple<>, f64, bf16) loc(fused<5 : i32>["dir/with space.c":41:348])
            %31 = "my_dialect.thing"(): () -> (f32) loc("src/x.py":48:323) // trailing comment
        }): (!foo.a.b, tensor<0x2x?x2xbf16>, tensor<0x2x?x2xbf16>) -> tensor<tf32> loc("f":17:7 to 18:55)
        %-32:2 = "a.b"(%a.b23#2, %a.b23#1) <{}>: (f16, none) -> (!ty2, f64) loc("op.1")
    }, {
    }, {
        %-33, %x34:3 = "d.op_1"(%a.b23#0, %value20, %a.b23#1): (i7, vector<i1>, none) -> (vector<1xf8E5M2FNUZ>, memref<1x211x1xcomplex<ui1>, affine_map<(i0, i1, i2) -> (i1, -(i1 * 7))>, 4>, f8E4M3FN, ui8)
        %v35 = "z.nop"(%a.b23#1, %x34#2) ({
            %36 = "foo.bar"(%-33, %-33) {attr0= 1: i1}: (vector<1xf8E5M2FNUZ>, vector<1xf8E5M2FNUZ>) -> ((complex<ui1024>, tensor<i1>, f8E4M3FNUZ) -> (i16)) loc("":403:161)
            %37 = "foo.bar"(%x34#2, %x34#0, %a.b23#1): (ui8, memref<1x211x1xcomplex<ui1>, affine_map<(i0, i1, i2) -> (i1, -(i1 * 7))>, 4>, none) -> vector<[7]x4x2xi24> loc(#loc0)
            "a.jump"(%x34#2, %a.b23#0, %37)[^x.y14, ^bb15] <{k$0= 0.3 : f8E5M2, k$1 
 = "%ß{\\/\t日本#"}> {attr0= dense<[[-1.0e-5, 0.3, 0.503], [-0.4950021, 0.6654470, 151104.0] , [2.718281828459045, -0.1824666, 6.02214076e23]]> : tensor<3x3xf8E4M3FNUZ>}: (ui8, i7, vector<[7]x4x2xi24>) -> () loc("a.mlir":354:110)
        ^x.y14(%v38 : complex<f32>, %r39 : f64):
            "a.jump"(%36, %37)[^bb15] {b0= {b0= affine_set<(i0)[N0, N1] : (((i0) ceildiv 6) * N1 >= 0)>, attr1= array<i16: -32768, 0, 65535, 0 , 0>, foo.k2= 5389578017 : index}}: ((complex<ui1024>, tensor<i1>, f8E4M3FNUZ) -> (i16), vector<[7]x4x2xi24>) -> () loc("callee"(fused["":38:59 to 41:67, "src/x.py":271:168, "src/x.py":468:208]))
        ^bb15(%v40 : i128):
            %v41 = "my_dialect.thing"() <{attr0 
 = 52 : index, z91= 138470.0 : f80, value2= @"x y"::@main::@"0start"}>: () -> i1 loc("with \"q\"")
            "cfx.cond_br"(%a.b23#0, %v40)[^16, ^x.y14] {}: (i7, i128) -> () loc(callsite("op.1" at "x"))
        ^16():
            %v42 = "foo.bar"(%x34#1, %x34#0, %37): (f8E4M3FN, memref<1x211x1xcomplex<ui1>, affine_map<(i0, i1, i2) -> (i1, -(i1 * 7))>, 4>, vector<[7]x4x2xi24>) -> index
        }, {
            "builtin.module"() ({
                "foo.compute"(): () -> () loc("x")
            }) : () -> () loc("":372:0)
        }) {b0= @"x y", k$1= #x_y4, d.k2 = [dense<"0x4B2F47BC44C6A075489B602A449650DD"> : tensor<4x2xi16>, 1.0e300 : f16, dense<[65535, 0x1, -65536, -3]> : vector<4xsi17>], my.k3= #attr_5}: (none, ui8) -> index
        %value43, %value44:3 = "a.b"(%v35) {d.k0= true, k$1= 0.2 : f64}: (index) -> (i64 , !T_1, complex<bf16>, f4E2M1FN) loc("":29:49 to 29:31)
        %v45 = "d.op_1"(%value44#1, %value44#1): (complex<bf16>, complex<bf16>) -> f32 loc(callsite(callsite("a.mlir":285:355 at unknown) at fused[#L6, #loc0]))
    }): (ui64) -> f16 loc("op.1")
}) {z90= "" : index}: (!t0) -> (tuple<>, si17)
%46 = "foo.compute"(%19#1)<{d.k0= 2.718281828459045 : f16, b1= 2835069375088, foo.k2= !bar.param<"x y",[32 "x y" [abc,-6,-5]]>, k$3= {"quoted key 0" 
 = 131.179039 : bf16, b1, _u2= {_u0= -1: i8, attr1= affine_set<(i0, i1)[N0] : (i0 - i1 - (i0) floordiv 2 <= 2)>, attr2=	 #x.flag, b3= array<i64: 1, 6764620401719301>}, "quoted key 3"}}> {sym_name0= unit, x1= affine_map<() -> (7, (7 * (2)) ceildiv 7, (5) floordiv 5)>}: (si17) -> ((memref<6x?xvector<4x[7]x[3]xf16>,
    strided<[?, ?], offset: ?>>) -> !foo.t<-5 abc ?>)
%v47 = "a.b"(%46): ((memref<6x?xvector<4x[7]x[3]xf16>,
    strided<[?, ?], offset: ?>>) -> !foo.t<-5 abc ?>) -> tensor<8x6x855xf64> loc("":11:32 to 13:68)

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000C660C7CC8CCDD815CF7110BA681AAB16BF27CF271ACF901B500425C0DDA7265E"
    }
  }
#-}
