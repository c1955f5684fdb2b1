!t0 = memref<*xi64>
#a0 = affine_map<(d0)[s0, s1] -> (-((s1) * s1), s0)>
#a1 = 0: si1
!alias_1 = bf16
#L2 = loc("dir/with space.c":299:4294967295)
#loc3 = loc("with \"q\"")
#x_y4 = array<i64: -1, -10735390434425, -232670403044729>
#attr_5 = f64
#loc6 = loc("":23:52 to 24:80)

%value0:3 = "foo.op"() {k$0, k$1= dense<> : tensor<0x2x1xf8E5M2>, foo.k2= array<f32: 1.0e-30, 2.5e-3, 365.205568,2.718281828459045, 0x47891F0E>, my.k3=   0xFFFF: i16}: () -> (i32, f64, !t0) loc("":0:283)
%_1:2 = "bar.yield"(%value0#2): (!t0) -> (f64, bf16)
"my_dialect.thing"(%_1#1, %value0#1) {b0 = -1.0 : f32, z91= affine_map<(i0, i1)[N0, N1] -> (((i1) ceildiv 9) mod 9, (2 * 8) floordiv 8, (3) mod 3 - (N1) floordiv 9)>, value2= {attr0= distinct[2]<>}, sym_name3= 0x5235 : bf16}: (bf16, f64) -> () loc("src/x.py":9:52 to 11:51)
%a.b2:3 = "d.op_1"(%_1#1, %value0#1, %value0#0) {my.k0= {k$0= 1.0e300 : f8E4M3FNUZ}, z91= 0xB24B : f16, a2=   f32}: (bf16, f64, i32) -> (vector<[1]xi24>, i32, tensor<1x?x!bar.param<50>>) loc(callsite("dir/with space.c":31:63 to 34:28 at callsite("dir/with space.c":19:6 to 21:32 at "dir/with space.c":0:354)))
"d.op_1"(%a.b2#0) {b0= "0\D0\"",
    "quoted key 1"= #a0, "quoted key 2"= array<f32: 210561.0, -29.61E4>}: (vector<[1]xi24>) -> () loc("n"("dir/with space.c":21:28 to :31))
%$3 = "foo.compute"(%a.b2#1, %a.b2#1) {k$0= #a1, value1= distinct[4]<>, sym_name2= -1, foo�.k3= sparse<[[2, 1, 1]], [-128]> : tensor<3x2x4xi8>}: (i32, i32) -> ui1
%v4 = "my_dialect.thing"() ({
}, {
}, {
    %v5 = "foo.bar"(%a.b2#1, %value0#0, %value0#0) <{z90= "\"\7f🙂\CE<#Xa\C3\A9\n\00", sym_name1= @"x y"::@"with\"quote"::@x.y, k$2= @"x y"}> {k$0= dense_resource<res_0> : tensor<1xi32>, value1= @"a"::@"x y", _u2= array<i16: -32768, -32768, -32768, 65535, 0xFFFF>, x3}: (i32, i32, i32) -> !alias_1 loc("with \"q\"")
    "z.nop"(%a.b2#0)<{sym_name0= sparse<[[1, 1], [1, 3], [0, 0], [1, 2]], [0.0, 9.19905e+26, 0.2, -9.2806e6]> : tensor<2x5xf16>, foo.k1= dense_resource<weights1> : tensor<3xi8>}> : 
  (vector<[1]xi24>) -> ()
}): () -> !t0 loc(#L2)
%value6:2 = "d.op_1"() {}: 
  () -> (!foo.t<-4>, tuple<f16>) loc("n"(#loc3))
"foo.bar.baz"(%$3, %a.b2#1, %value6#1) {}: (ui1, i32, tuple<f16>) -> () loc("name") // trailing comment
%7 = "foo.op"(%value6#0, %$3) {}: (!foo.t<-4>, ui1) -> (index) loc("op.1")
%_8:2 = "my_dialect.thing"(%v4, %value6#0): (!t0, !foo.t<-4>) -> (tensor<?x1x5xui32>, (!foo.a.b, f128, i1024) -> vector<14x[11]xi17>) loc("f":8:50 to 11:31)
%tmp_9 = "d.op_1"(%_8#0) ({
}): (tensor<?x1x5xui32>) -> tuple<f6E2M3FN,  i1024, ui24, ui64> loc("dir/with space.c":4294967295:339) // trailing comment
"my_dialect.thing"(%value6#0, %_1#0, %a.b2#2) <{attr0= dense<[880, 607, 990, 906, 450, 300, 315, 392, 484, 137, 436, 544, 564, 352 , 397,
    31, 281, 914, 53, 869, 112, 549, 887, 835, 590,798, 338, 637, 266, 90, 158, 211, 894, 719, 447, 478, 141, 598, 816, 439, 207, 328, 811, 716, 401,  454, 748, 961, 687, 302, 914, 697, 503, 392, 925, 670, 271, 640, 649, 973, 720, 276, 504, 114, 331, 781, 522, 544, 448, 666, 306, 35, 546, 462, 93, 708, 809, 714, 938, 532, 450, 150, 227, 469, 409, 461, 710, 488, 838, 935, 476, 952, 562, 772, 802, 434, 558, 746, 377, 578,213, 985, 991, 267, 481, 424, 132, 142, 782, 999, 685, 457, 193, 159, 117, 182, 445, 483, 275, 148, 497, 629, 237, 857, 563, 364, 927, 936, 252, 943, 488, 93, 678, 299, 296, 996, 982, 891, 78, 740, 686, 383, 197, 185, 873, 992,  205, 406, 417, 108, 518, 740, 12, 824, 350, 911, 649, 731, 217, 921, 125, 625, 359, 142, 106, 208, 73, 592, 987, 530, 70, 423, 547, 632, 612, 106, 558, 880, 772, 268, 319, 858, 255, 503, 131, 505, 60, 760, 96, 379,907, 824, 564, 989, 877, 99, 663, 123, 907, 736, 323, 271,  187, 693, 291,
    509, 331, 899]> : tensor<208xindex> , foo.k1= 0x3E6F90A9 : f32, _u2= #a1, a3= [#bar.attr]}>:	 (!foo.t<-4>, f64, tensor<1x?x!bar.param<50>>) -> ()
"foo.bar.baz"() {_u0= loc(callsite("a.mlir":40:45 to 41:35 at fused<3 : i32>["name", "dir/with space.c":256:112])), b1= -1.5 : f8E4M3FN}: () -> ()
%a.b10, %tmp_11:2 = "foo.bar.baz"(%_8#0, %value6#0): (tensor<?x1x5xui32>, !foo.t<-4>) -> (!t0, complex<si1>, !alias_1)
%12 = "a.b"(%value0#1, %a.b10) {b0= #a1, foo.k1= unit, "quoted key 2"= !alias_1, a3= @main}: (f64, !t0) -> bf16
%value13 = "bar.yield"() ({
^bb1(%a.b14 : !alias_1):
    "foo.bar"(%a.b14, %tmp_11#1)<{d.k0= affine_map<(d0, d1, d2) -> ()>}> {a0, d.k1= "0b\22\\\7f\"/ z-", value2= #x_y4}: (!alias_1, !alias_1) -> () loc("x")
    "bar.yield"(%tmp_11#0, %7, %tmp_11#1):  (complex<si1>, index, !alias_1) -> ()
    %15 = "foo.bar.baz"(%12, %a.b14, %value6#1) {b0, _u1= "!\00ß/0", value2= dense<"0x16903EA98DB1EF94E96F3A71218B821F9339AE965214EB7E5507BF6EBD7A99FCF4C46493D4F02D2E9DB88FEC337CB95CD2C7CD85AC23D8E02941E3659BD4732F64FD4663CE2017EDA35099ABBB18BB0BAC31F41767271A1089AC4CAA0DFE7DF8"> : tensor<3x2x4xi32>}: (bf16, !alias_1, tuple<f16>) -> none loc(#loc3)
    %v16 = "x.y"(%tmp_9, %tmp_11#1)<{}> ({
    ^2(%17 : !alias_1, %18: complex<f64> loc("a.mlir":46:126), %19 : complex<f8E8M0FNU> loc("f":65)):
        %20 = "my_dialect.thing"(%18, %a.b2#2): (complex<f64>, tensor<1x?x!bar.param<50>>) -> !t0
        %value21 = "foo.compute"(%v4)<{attr0= 0.1, value1= true}>: (!t0) -> !t0
    }) {k$0= affine_map<(i0, i1)[N0, N1] -> (i0)>, _u1= affine_map<(i0, i1, i2)[N0, N1] -> (i2 + i2 - (i0) mod 3, i2, ((i1) ceildiv 5) floordiv 9)>, x2= [array<i32: 4294967295, 1, 0>, dense<[[[(-1.0e38, 1.0e-5), (0xFFF0000000000000, -914956.0)]]]> : tensor<1x1x2xcomplex<f64>>]}: (tuple<f6E2M3FN,  i1024, ui24, ui64>, !alias_1) -> vector<7xsi32> loc("":4294967295:426)
    %value22 = "foo.bar"(%_8#0, %15): (tensor<?x1x5xui32>, none) -> f8E8M0FNU
    %v23 = "my_dialect.thing"(%tmp_11#1, %v4) <{"quoted key 0"= 1	: ui3, sym_name1= -3:	 si24, attr2= {sym_name0= "\00\"\néΩ}<\n\t.}", _u1= array<i16: 1, 1, -32768, -191, -1>}}> ({
        "x.switch"(%tmp_9, %a.b14)[^4] <{"quoted key 0", b1}> ({
        ^bb7(%24: ui64 loc("with \"q\""), %v25 : index):
            %value26:2 = "a.b"(%a.b2#2) {value0= {}, _u1= 0 : index, value2= sparse<[[2, 1]], [-2.718281828459045]> : tensor<5x2xf64>, k$3= distinct[7]<"._\00\"<X\n">}: (tensor<1x?x!bar.param<50>>) -> (complex<bf16>, si32) loc("src/x.py":118:4294967295)

            %27:3 = "foo.bar"(%value26#0) {z90= #my.v<13>, _u1= {sym_name0= #x.v<true <84, i8, 31> "x y">, _u1=	 -1, z92= [dense<(0.1, 0.1)> : tensor<complex<f64>>, -0.1930864 : bf16, 0x4C : f8E3M4], sym_name3= #attr_5}, d.k2= dense<> : tensor<1x0xindex>}: (complex<bf16>) -> (f64, i1, f8E4M3)
        }, {
        ^bb8(%a.b28: ui3 loc("op.1"), %_29 : !t0, %30: memref<64x64x3xi1, strided<[?, ?, ?], offset: ?>>):
        })	: (tuple<f6E2M3FN,  i1024, ui24, ui64>, !alias_1) -> ()
    ^4(%v31: tensor<*xui16>):
        "cfx.cond_br"(%$3, %v31, %v16)[^b5] {value0= "\t\6Bb%'"}: (ui1, tensor<*xui16>, vector<7xsi32>) -> () loc("v"("dir/with space.c":70))
    ^b5(%tmp_32: f8E5M2, %33: si32 loc("v"("callee"("":42:78 to :87)))):
        "a.jump"(%tmp_11#0, %value6#0)[^$6, ^4]: (complex<si1>, !foo.t<-4>) -> () loc("n"(callsite("":27:37 to 29:69 at #L2)))
    ^$6():
        "a.jump"(%15, %a.b14)[^4]: (none, !alias_1) -> () loc(#loc6)
    }, {
    ^9(%34: tuple<si1, i7>):
        %35, %36:3 = "z.nop"() {x0= affine_set<(i0, i1, i2) : ((-(i2)) ceildiv 1 >= 1)>, z91= {}, d.k2, "quoted key 3" 
 = []}: () -> (complex<f16>, !bar.param<{-1,-4,<"x y" , 62 , "x y">}>, f32, ui17)
    }): (!alias_1, !t0) -> memref<848x7xi7, 5> loc("dir/with space.c":378:27)
}, {
^bb10(%37 : tensor< 4xindex> loc(#loc6), %38: memref<5x121x?xsi8, strided<[35, 60, 1], offset: ?>, 7> loc("f":494:201)):
    "z.nop"(%12, %tmp_9, %12): (bf16, tuple<f6E2M3FN,  i1024, ui24, ui64>, bf16) -> ()
}) {a0= unit, a1= #my.p<?>}: () -> (i16)
"foo.compute"(%a.b10, %12)<{b0, a1= #a1}>: (!t0, bf16) -> () loc("callee"("f":262:4294967295))
%_39 = "foo.bar.baz"(%value0#1, %value13, %value13): (f64, i16, i16) -> tensor<1xi8> loc(unknown)
%a.b40 = "foo.bar.baz"(%a.b2#0, %_39) {k$0= #a0, d.k1= affine_set<(d0)[s0, s1] : ((9 * (9)) mod 4 >= 6 - s0)>}: (vector<[1]xi24>, tensor<1xi8>) -> index

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000671BF85C",
      weights1: "0x040000000C37C8"
    }
  }
#-}
