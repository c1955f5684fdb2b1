"builtin.module"() <{sym_name = "m48"}> ({
    %0 = "my_dialect.thing"() <{a0= array<i64: 1>, value1, x2= #bar<"a b">}> {}: () -> i1024 loc(fused[callsite("src/x.py":358:183 at "":0:201)])
    %value1 = "z.nop"(%0): (i1024) -> tuple<i32, vector<[2]x16x[4]xbf16>, index, ui8, f32, si64, i16, si64, i1, ui17, si8, index, memref<?xi8>, si32, i32, f32, index, f8E5M2, index> loc("name")
    %2 = "bar.yield"(%0): (i1024) -> !x.param<"x y">
    %value3 = "foo.bar.baz"(%2, %2, %0): (!x.param<"x y">, !x.param<"x y">, i1024) -> (() -> ())
    %4 = "my_dialect.thing"(%value3, %value3, %2): (() -> (), () -> (), !x.param<"x y">) -> si32
    %_5 = "foo.op"(%value3, %value1) ({
    }, {
}, {
        %6 = "x.y"() {sym_name0= array<i64: 71, 0, 0, -1>, my.k1= 16715954690652340344016736558: i128}: () -> complex<f16> loc("dir/with space.c":346:432)
        "bar.yield"()<{sym_name0, x1= sparse<[[3, 0], [0, 2], [2, 1]], [1, -128, 0]> : tensor<5x4xi8>, x2= -1: i24}>: () -> () loc("op.1")
    }): (() -> (), tuple<i32, vector<[2]x16x[4]xbf16>, index, ui8, f32, si64, i16, si64, i1, ui17, si8, index, memref<?xi8>, si32, i32, f32, index, f8E5M2, index>) -> tuple<ui1> loc("callee"(fused[]))
    %v7:2 = "foo.compute"() ({
        "a.jump"(%4, %2, %value1)[^bb3, ^4] {k$0= 26: si64, z91= dense<[[[(86, -99), (13, -94), (27, -26)]]]> : tensor<1x1x3xcomplex<i32>>, a2= 0: ui1, value3= #x.v<?,-1>}: (si32, !x.param<"x y">, tuple<i32, vector<[2]x16x[4]xbf16>, index, ui8, f32, si64, i16, si64, i1, ui17, si8, index, memref<?xi8>, si32, i32, f32, index, f8E5M2, index>) -> () // trailing comment
    ^bb3:
        %8 = "foo.bar.baz"(%2) {"quoted key 0"= memref<60x?x356xcomplex<f32>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>>, a1= 0: i3}: (!x.param<"x y">) -> complex<f16> loc("src/x.py":14:62 to :63)
        %_9:3 = "d.op_1"(%_5, %8, %2) <{b0= "{\A7#\\%"}> {}: (tuple<ui1>, complex<f16>, !x.param<"x y">) -> (vector<i32>, complex<f6E3M2FN>, vector<5x[14]xf6E3M2FN>)
        %value10 = "foo.bar.baz"(%0) {sym_name0= loc("":45:57 to 46:74), foo.k1= affine_map<() -> (-((2) mod 9), ((7) ceildiv 5) mod 1)>, "quoted key 2"= dense<[[0.3]]> : tensor<1x1xf16>}: (i1024) -> f8E4M3FNUZ loc("":30)
        "x.switch"()[^4, ^bb3] <{x0= distinct[2]<tensor<?x?x29x4xvector<13x10x[6]xi7>>>}> {foo.k0= dense<[-2.54525e+33, 0x0EA79DB8]> : tensor<2xf32>, attr1= dense<"0x96DDC03111A2BFAE18210C7E1571C9BB9553995940D87D682A0905CB4B1E42E85E2AC6842F8EC25810CE4512A29FC7F5B393D90D4974BA5B5CEEE62C4D5C3566F5198619439359B6EC71E4BDC75944ABB3737B5403824844FD756FBFCE3141D901E7A675A8084602B7BF9E989D5C0E10962AC8996656CAC21C9B30B95D38A563"> : tensor<4x4x4xf16>, value2= unit, _u3= #foo<"x<1>">}: () -> ()
    ^4(%_11: complex<f32>, %12: f8E8M0FNU loc("f":60), %value13: complex<f32> loc(unknown)):
        %v14 = "foo.bar"(%value1, %2) ({
            "z.nop"(%_5, %_5) {}: (tuple<ui1>, tuple<ui1>) -> () loc(fused[callsite("f":0:124 at "a.mlir":4294967295:218)])
            %15 = "x.y"(%value13, %value1) ({
                "foo.op"(%_11, %value1) {_u0= -1 : index, foo.k1= true}: (complex<f32>, tuple<i32, vector<[2]x16x[4]xbf16>, index, ui8, f32, si64, i16, si64, i1, ui17, si8, index, memref<?xi8>, si32, i32, f32, index, f8E5M2, index>) -> () loc(callsite("dir/with space.c":343:482 at "f":0:380))
            }) {attr0= dense<[1.17549435e-38, 0.3, -0.0, 0.9641878, 0.8837232, -399.659841, 1.0e-30, -0.4147691, 2.282, 40.33E3, 325465.0, 0.4847999, 977.368745, 3.892, -1.5, -9.999999e9, -4.54798e+30, 0.3, 9.999999e9, -0.6912662, 0.0, 1.0e-5, 0xDE, 1.0e300, -2.718281828459045, 0xBD, 834.794553, 2.718281828459045, 0xD7, -343.44960, 1.0e-5, 0.9278086, 0.0, 1.0e-5, 534.952743, 0.0, 0x89, 0xA9, -0.0427481, 448206.0, -466.96684, 0.7984145, 1002376.0, -1.0, 829993.0, 5.57859e+2, 0xEB, 1.0e300, -3.21E6, 6.860, 0.3, 6.32619e-23, -666.916958, 8.9287e+8, -0.3925140, 6.02214076e23, 1.17549435e-38, 7.012, -2.5e-3, 747.447837, 0x61, 2.5e-3, 0x38, 0x7F, 1.17549435e-38, 74.51E1, 690713.0, 0x5E, -2.718281828459045, 0x25, 0.7912813, 0x7F, 1.0e38, 662044.0, 1.5, 0x36, -6.02214076e23, 100.0, 6.02214076e23, -7.98489e24, 0x1B, 0xA5, 1.0e38, 3.948, 0xBF, 4.371, -1.0e-30, -100.0, 0.0, 17.1E0, -1.0, -0.4889012, -1.0e-30, 970770.0, 9.999999e9, -0.5, 337.254018, 3.14159265358979, -618.314530, -363.134779, -1.708, -8.96426e+8, 6.02214076e23, 0x2D, 0xA5, 0.0, 0x0A, 0xE8, 7.30843e-37, 0x68, 0.7712217, 1.5, 0x2F, 0xE6, 1.17549435e-38, 0xAD, 1.5, -793.331865, 0.5, -534003.0, -2.0, 0xC0, -983048.0, 0xE7, 47.77E4, 0x21, 0.6135675, 65504.0, -6.02214076e23, 0.4458887, 433.443818, -2.5e-3, -3.14159265358979, 173210.0, -65504.0, -96.30E4, -8.11101e+24, -1.89071e25, -0.37E4, 462.268832, 6.02214076e23, -632129.0, 0.5295979, -0.9421685, 0.2, 7.64855e-11, 1.0e38, 8.746, 0x05, 1.0e300, 173.3332, -66.50E0, 0x52, 0x76]> : tensor<154xf8E5M2FNUZ>}: (complex<f32>, tuple<i32, vector<[2]x16x[4]xbf16>, index, ui8, f32, si64, i16, si64, i1, ui17, si8, index, memref<?xi8>, si32, i32, f32, index, f8E5M2, index>) -> (tensor<?xf8E3M4, "sparse">)
            %_16 = "a.b"(%12, %value13, %12): (f8E8M0FNU, complex<f32>, f8E8M0FNU) -> i7
            %v17, %18:3 = "foo.op"(%12): (f8E8M0FNU) -> (ui1, index, bf16, f16)
            "a.jump"(%12)[^6, ^6] {_u0}: (f8E8M0FNU) -> () // trailing comment
        ^6:
            %_19 = "foo.compute"() {"quoted key 0", d.k1= [-40510: si64, 1.17549435e-38 : f16, -170141183460469231731687303715884105728: si128, ""], "quoted key 2"= affine_map<(d0, d1)[s0, s1] -> ()>, sym_name3}: () -> vector<14x16x4xi17> loc(fused["a.mlir":484:115])
            "my_dialect.thing"(%2) {attr0= unit, foo.k1= [complex<f80>, unit, 43: si17], _u2= 2142012403764 : index}: (!x.param<"x y">) -> ()
            %20 = "a.b"(%15, %_5, %_11) {a0= @_priv::@a}: (tensor<?xf8E3M4, "sparse">, tuple<ui1>, complex<f32>) -> memref<3x?xf64>
            "my_dialect.thing"(): () -> () loc(unknown)
            "x.switch"(%_19)[^7] {b0= {value0, value1= sparse<[[0]], [3]> : tensor<2xi8>, d.k2= 16 : index}, x1= @"x y"::@s$::@c, my.k2= loc("a.mlir":22:42 to 25:39)}: (vector<14x16x4xi17>) -> () loc("":421:4294967295)
        ^7:
            %v21 = "d.op_1"(%v17, %v17, %18#0)<{value0= 340282366920938463463374607431768211455: i128}>: (ui1, ui1, index) -> tuple<i32, memref<7x53x?xf64, affine_map<(d0, d1, d2) -> (((d0) floordiv 1) floordiv 5)>>, f16>
            %22 = "x.y"(%18#2): (f16) -> i8 loc(fused[])
            "x.switch"(%18#2)[^bb8, ^7] {}: (f16) -> ()
        ^bb8:
            "cfx.cond_br"()[^bb8] {value0= 0, k$1= -890.308236 : f8E3M4, my.k2= -65504.0 : f16}: () -> ()
        }) {}: (tuple<i32, vector<[2]x16x[4]xbf16>, index, ui8, f32, si64, i16, si64, i1, ui17, si8, index, memref<?xi8>, si32, i32, f32, index, f8E5M2, index>, !x.param<"x y">) -> tuple<f32, index, memref<?x52x7xsi64, strided<[30, ?, 1], offset:0>>>
        "my_dialect.thing"(%_11, %4): (complex<f32>, si32) -> () loc("op.1")
        "x.y"(%value3, %12, %_5) ({
        ^loop10():
            %value23, %v24:3 = "a.b"() ({
                %25 = "bar.yield"(%4): (si32) -> f6E3M2FN loc("op.1")
                %v26 = "foo.bar.baz"()<{}> {sym_name0= false, b1= array<i8: -1, -128, -128>, value2}: () -> index
                "a.jump"(%v14, %25)[^$12, ^bb13] {k$0, "quoted key 1"= " Xz\C3\A9@-\00", b2= array<i32: 0x63CA20, 0, 4294967295>, foo.k3= "" : f8E5M2FNUZ}: (tuple<f32, index, memref<?x52x7xsi64, strided<[30, ?, 1], offset:0>>>, f6E3M2FN) -> ()
            ^$12(%v27: vector<16xi17>, %_28: tuple<ui3> loc("a.mlir":0:199)):
                "x.switch"(%2)[^bb13] <{}> {}: (!x.param<"x y">) -> () loc(fused["op.1"])
            ^bb13:
                ;"cfx.cond_br"()[^exit14, ^$12] {"quoted key 0"= [unit, @_priv], _u1= 65535: i16, "quoted key 2"= dense<[["{\\\53ß}", "", "\00'"]]> : tensor<1x3x!foo.str>, a3}: () -> ()
            ^exit14():
                %29 = "my_dialect.thing"(%25, %v26, %value13) {b0= unit, foo.k1= loc(fused<4 : i32>["":27:35 to :42, unknown]), foo.k2= [!my_dialect.t<82>, sparse<[[2, 0, 1], [3, 2, 1]], [0.46269e+9, 1.0e38]> : tensor<4x4x3xf64>, complex<f64>]}: (f6E3M2FN, index, complex<f32>) -> memref<*xvector<10x12x3xf16>, "shared">
            }) {}: () -> (vector<12xui1024>, (i16, !my_dialect.t<21>) -> (), memref<27xi128, strided<[1], offset:0>>, index)
            %30:2 = "foo.op"(%value13, %v24#1) {}: (complex<f32>, memref<27xi128, strided<[1], offset:0>>) -> (tf32, tuple<f8E8M0FNU>) loc("src/x.py":94:181)
        }): (() -> (), f8E8M0FNU, tuple<ui1>) -> () loc("a.mlir":119:173)
        "a.b"() {}: () -> () loc("f":286:0) // trailing comment
        "foo.compute"(%v14, %v14, %v14)<{}> {b0= "\00*#"}: (tuple<f32, index, memref<?x52x7xsi64, strided<[30, ?, 1], offset:0>>>, tuple<f32, index, memref<?x52x7xsi64, strided<[30, ?, 1], offset:0>>>, tuple<f32, index, memref<?x52x7xsi64, strided<[30, ?, 1], offset:0>>>) -> ()
        %value31 = "foo.bar.baz"(%_11, %_11) {z90, x1= dense_resource<r.0> : tensor<4xf32>, my.k2= [[affine_map<(d0) -> (3, d0, (d0) floordiv 4 * 5)>], true, distinct[4]<affine_map<(d0, d1, d2)[s0, s1] -> (0, d1)>>], x3= array<i8: 1, 1>}: (complex<f32>, complex<f32>) -> ui1024 loc("dir/with space.c":22)
    }) {"quoted key 0"= @c::@"0start"}: () -> (tensor<6xi1024>, complex<f6E3M2FN>)
    %32 = "x.y"(%4) {sym_name0= dense<(5.903, 0x7FF8000000000001)> : tensor<complex<f64>>, k$1= affine_set<(d0, d1) : (7 * (4) * 9 == 0, 0 == 0)>, k$2= unit}: (si32) -> ((complex<f128>, tensor<6x819x61x1xf64>, tensor<184x2xsi24>) -> ())
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000D33C8C25CDA515561B792719EF5D61E0"
    }
  }
#-}
