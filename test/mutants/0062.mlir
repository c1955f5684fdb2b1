// ir-gen random --seed 195 --size 37
"builtin.module"() <{sym_name = "m92"}> ({
    %_0:2 = "a.b"() {z90, k$1= #my<"a b">, k$2= #foo<"x<1>">, value3= affine_set<(i0, i1) : (-(1) == 0, -(-(i1)) == 0, 3 * (i0) <= 3)>}: () -> (bf16, i8)

    "foo.op"(%_0#0): (bf16) -> () loc(unknown)
    %v1 = "d.op_1"(%_0#1, %_0#0) ({
        %_2:3 = "foo.bar.baz"(%_0#0, %_0#0): (bf16, bf16) -> (complex<f16>, !x<"x<y>">, i1) loc(unknown) // trailing comment
        %3 = "a.b"(%_0#1, %_2#0) ({
        ^bb3(%4 : f8E4M3B11FNUZ):
            "z.nop"(%_0#0, %_2#0, %4) {}: (bf16, complex<f16>, f8E4M3B11FNUZ) -> ()
            %v5:2 = "foo.op"(%_0#1) ({
                %6 = "a.b"(%_2#0): (complex<f16>) -> i64 loc(fused[])
                %7 = "my_dialect.thing"(%_2#0, %6) {attr0= 1.5 : f64,d.k1= f16, sym_name2= {attr0, "quoted key 1"= "}}'\C3\A9", value2 
 = "*\"-%\\", foo.k3= [dense<"0xFAFABAB4"> : vector<2x2xi32>]}}: (complex<f16>, i64) -> complex<f8E4M3> loc("callee"("x"))
                %value8:2 = "d.op_1"(%7, %4, %_2#0) {}: (complex<f8E4M3>, f8E4M3B11FNUZ, complex<f16>) -> (index, memref<3x4x3 x ui32>)
                %_9 = "bar.yield"(%6, %_2#1): (i64, !x<"x<y>">) -> f8E3M4
                %10 = "my_dialect.thing"(%7, %_0#0)<{d.k0= 33 : index, b1= ["\\\00{X}''_*a", dense<1.17549435e-38> : tensor<3x2xf64>, distinct[3]<dense<1.0e38> : tensor<f128>>, 0.9673725 : f8E4M3B11FNUZ], b2= array<i32: 0xFFFFFFFF, 0x4A9DEF, 121, 4294967295, 0xFFFFFFFF>, "quoted key 3"}>: (complex<f8E4M3>, bf16) -> vector<12x9x[2]xi16> loc("with \"q\"")
            }): (i8) -> (complex<bf16>, index)
        }, {
}): (i8, complex<f16>) -> tensor<?x?x475xi32>
        %11 = "x.y"(%_0#1): (i8) -> vector<[3]x7x[2]xf64> // trailing comment
        %12 = "foo.compute"(%11) <{d.k0= array<i32: -2147483648, -2147483648, 5219, 197188782>, attr1, attr2}> ({
            %13 = "z.nop"() {attr0= "\"#0}_\t\t_\\#", k$1= dense_resource<weights0> : tensor<5xf64>, k$2= 0x1 : index}: () -> i16
            %14 = "foo.bar.baz"()<{attr0= 37 : index}>: () -> f32 loc("dir/with space.c":20)
            "foo.br"(%14, %11)[^x.y6 , ^x.y6]: (f32, vector<[3]x7x[2]xf64>) -> () loc("a.mlir":63:4294967295)
        ^x.y6():
            "a.jump"(%11, %11)[^x.y6]: (vector<[3]x7x[2]xf64> , vector<[3]x7x[2]xf64>) -> ()
        }): (vector<[3]x7x[2]xf64>) -> bf16
        %_15, %value16:2 = "d.op_1"(%_2#2, %_2#2): (i1, i1) -> (f16, si64, index)
        "x.switch"(%_15)[^1, ^1] ({
        ^b7:
            %_17 = "foo.op"(%12, %value16#0): (bf16, si64) -> tensor<?xindex>
            "foo.op"(%3) {z90= tensor<1x125 x complex<i32>>}: (tensor<?x?x475xi32>) -> ()
            "x.y"(%_2#2, %_0#1) ({
                "foo.compute"(%3): (tensor<?x?x475xi32>) -> () loc("":163:132)
                %_18, %19:3 = "foo.bar.baz"(%value16#1, %value16#1, %_15) {z90= distinct[4]<>, _u1= [], sym_name2= #x.attr, sym_name3= false}: (index, index, f16) -> (ui17, tensor<300x!my_dialect.a.b>, ui3, complex<f32>) loc("f":297:247)
                %20 = "bar.yield"(%19#0, %19#2,  %value16#1) {value0}: (tensor<300x!my_dialect.a.b>, complex<f32>, index) -> si17
                %21 = "a.b"(%20) {k$0= @"x y", x1= unit}: (si17) -> bf16
                %a.b22 = "bar.yield"(): () -> ((f8E5M2, memref<46xcomplex<f32>, strided<[44], offset:0>, {kind = "scratch"}>, index) -> (complex<i8>, !bar.v<84>))
                %x23 = "d.op_1"(%a.b22, %21): ((f8E5M2, memref<46xcomplex<f32>, strided<[44], offset:0>, {kind = "scratch"}>, index) -> (complex<i8>, !bar.v<84>), i32) -> (tensor<*xf80>) loc("dir/with space.c":10:63 to 10:9)
            }): (i1, i8) -> () loc("a.mlir":4294967295:4294967295)
        }) {b0= !x.param<abc,i8,<{?,"x y"}>>, my.k1= []}: (f16) -> ()
    ^1:
        %x24 = "foo.bar"() <{_u0= f16, a1= {attr0= "\"a\"", sym_name1= "", "quoted key 2"= 0 : index, sym_name3= "!{\"*bz\650\n!\00\65"}, k$2, b3= 10: si16}> {x0= @a::@"x y"::@s$, a1= [dense<[[[0x349E, 8102.0, 0.0]], [[-2.5e-3, 0.5, -3.14159265358979]], [[693.51781, -20.47E7, 363810.0]]]> : tensor<3x1x3xbf16>, false, complex<f32>]}: () -> !my_dialect<"">
        "foo.bar.baz"(%x24, %_15): (!my_dialect<"">, f16) -> ()
        "foo.br"(%_15)[^loop2, ^1] {_u0= "\t\n\\\n.\00'", x1= sparse<[[1, 2], [0, 2]], [1, 0]> : tensor<2x3xi8>, k$2=   0xD68940C7 : f32}: (f16) -> ()
    ^loop2:
        "cfx.cond_br"(%value16#1)[^loop2]: (index) -> () // trailing comment
    }): (i8, bf16) -> f8E4M3FNUZ
    %25 = "foo.bar.baz"(%_0#1, %_0#1, %_0#1): (i8, i8, i8) -> vector<6x[9]xbf16> loc("":43:10 to 44:47)
    %v26:4 = "foo.op"(%_0#1, %_0#1, %_0#1) ({
    ^9(%27: tuple<f64, f6E3M2FN>, %value28 : memref<3x3xcomplex<f16>> loc("":14:38 to 15:53), %tmp_29: tf32 loc("a.mlir":1:339)):
        %value30, %x31:2 = "bar.yield"(%_0#1, %tmp_29, %tmp_29)<{k$0= 2147483647: si32, value1, sym_name2= sparse<[[1], [0], [1], [0]], [0x0, 0, 1, 3]> : tensor<2xi64>, value3}>: (i8, tf32, tf32) -> (i8, index, complex<f32>) loc("a.mlir":4294967295:4294967295)
    }) {d.k0= 0x89 : f8E8M0FNU}: (i8, i8, i8) -> ((index, f64, complex<i24>) -> vector<2x10x[15]xi1024>, tuple<index, i8, f16, f32>, none, !bar.param<"x y">)
    %32:3 = "d.op_1"(): () -> (memref<867x4xbf16, "local mem">, memref<4x7x1003xi32, {kind = "scratch"}>, bf16) loc("f":443:466) // trailing comment
    %33 = "d.op_1"(%v1, %32#0) {attr0= array<f32>, b1= "z-\n\C3\A9@@\\./", a2= affine_map<(i0, i1, i2)[N0, N1] -> ()>}: (f8E4M3FNUZ, memref<867x4xbf16, "local mem">) -> (tuple<f128>)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0800000019843A177C798DDF30832631FA6357BB2000384DACC5BB387560B6D2DCBEA430EE3D84FD9C0A5E0F"
    }
  }
#-}
