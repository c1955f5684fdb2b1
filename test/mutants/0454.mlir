#x_y0 = 84: i1024
!T_0 = !foo.v<<<-3,-5,-6>>>
!t1 = !my_dialect<"abc">
#attr_1 = 0: i1
!T_2 = si1024
#loc2 = unit
#a3 = 1 : index
#attr_4 = -1: si1024
#x_y5 = 2.5e-3
#attr_6 = @"0start"::@"x y"::@x.y
#attr_7 = -7.098 : f32

%0 = "bar.yield"() ({
  "foo.compute"() ({
    %1:3 = "a.b"(): () -> (index, tensor<0xf8E3M4>, memref<703 x 7xi17, affine_map<(d0, d1) -> ((3) ceildiv 4 - d0 + d0)>>)
    %a.b2 = "foo.bar"(%1#0): (index) -> (index)
  }, {
  ^bb2:
    %v4 = "foo.bar.baz"() <{k$0= {x0, _u1= "\C3\A9%ß/\tbX\"0", z92= {attr0= sparse<[[1]], [-0.2]> : tensor<2xf32>, _u1= #x_y0, k$2= #foo.p<13, [i8]>}}}>: () -> f128 loc("f":50)
    %3 = "my_dialect.thing"() {value0= #x.p<-4>, a1= -1 : index}: () -> tensor<1x2x130xf8E5M2FNUZ>
    "a.b"(): () -> ()
    "foo.br"()[^3, ^4] <{d.k0= -3.14159265358979 : bf16}> {sym_name0= 0: si16, b1= #x_y0, foo.k2= 0x35 : f6E2M3FN, attr3= affine_set<(i0, i1)[N0, N1] : ((i1 - i1) ceildiv 1 == 0, ((N1) * N1) ceildiv 5 == 0, i1 == 0)>}: () -> ()
  ^3(%5: i32 loc(fused["":473:4294967295]), %value6: i1 loc("f":87)):
    "cfx.cond_br"(%value6, %value6)[^4] ({
    ^bb5(%7: () -> si8 loc("src/x.py":117:35), %8: !T_0):
      "foo.bar.baz"() <{z90= #x_y0, a1= [[array<i16: 65535, 65535>, dense<[[1.0e38], [9.999999e9], [8.39840e-30], [0xFFF0000000000000]]> : vector<4x1xf64>, 0.2 : f8E3M4, 11946: i16], false]}> {}: () -> ()
      %value9 = "d.op_1"() {foo.k0= dense<[-0.2]> : tensor<1xf128>, z91}: () -> tuple<f6E2M3FN, i32, f6E3M2FN> loc("src/x.py":25:50 to :53)
      %v10:4 = "foo.op"() {z90= [@x.y, distinct[1]<0x7FFFFFFFFFFFFFFF : index>], "quoted key 1"= "éa*!\13bb/_{<"}: () -> (!T_0, i32 , complex<f32>, f8E3M4)
      "bar.yield"(%5, %v10#0): (i32, !T_0) -> () loc("f":3:4294967295)
      %11 = "foo.compute"(%v10#1) {d.k0}: (i32) -> index
    }, {
    ^x.y6(%12 : tuple<f6E2M3FN> loc(fused["src/x.py":10:59 to :62, callsite("f":17:10 to 20:36 at "dir/with space.c":390:102)]), %v13: complex<ui7> loc(fused<5 : i32>[callsite("f":186:179 at "":321:152), callsite("dir/with space.c":198:73 at "with \"q\"")]), %14: tensor<*xi24>):
      %15 = "foo.bar"(%3, %value6, %3) {}: (tensor<1x2x130xf8E5M2FNUZ>, i1, tensor<1x2x130xf8E5M2FNUZ>) -> (memref<?x?x5xvector<[4]xf32>>) loc("a.mlir":352:41)
      %_16:2 = "foo.bar"():  () -> (i1, memref<5x?x351xsi1, strided<[29, ?, 1], offset:0>, {kind = "scratch"}>)
      "bar.yield"(%value6, %14, %12) {attr0= -1: i1, a1= #x_y0}: (i1, tensor<*xi24>, tuple<f6E2M3FN>) -> () loc("dir/with space.c":37:29 to :36)
      %value17 = "foo.op"(%v13, %_16#1) <{}> {attr0= #x_y0, z91, b2= 451841.0, a3= "@\68/\n/\n\t-\00\\"}: (complex<ui7>, memref<5x?x351xsi1, strided<[29, ?, 1], offset:0>, {kind = "scratch"}>) -> !t1 loc("a.mlir":371:442)
    }) {x0= memref<34x709xf32, strided<[?, ?], offset:0>>, _u1= array<i64: 0, -16516714382998, -9223372036854775808, -1>, my.k2= #attr_1, b3= 0xA7AE7E5C0823EB}: (i1, i1) -> () loc("v"("src/x.py":479:4294967295))
  ^4:
    %-18:3 = "bar.yield"(%3,  %v4): (tensor<1x2x130xf8E5M2FNUZ>, f128) -> (!T_2, index, tuple<i64, bf16, f16,
    f64>)
    %_19 = "d.op_1"(%-18#0, %-18#1, %3): (!T_2, index, tensor<1x2x130xf8E5M2FNUZ>) -> f64
    %value20 = "x.y"(%-18#0, %-18#0, %-18#1)<{b0= sparse<[[5, 3], [0, 2]], [1, -5]> : tensor<6x4xi32>, sym_name1= tuple<>, _u2= #x_y0}>: (!T_2, !T_2, index) -> (!T_2) loc("":43:54 to 46:18)
    %21 = "foo.bar.baz"() {attr0= #x_y0, "quoted key 1"= -9223372036854775808, a2= true}: () -> tuple<f8E4M3, f8E8M0FNU, ui32>
    %value22 = "foo.bar"() {_u0, sym_name1= #loc2, value2= affine_map<(i0, i1) -> (7 - (i0) floordiv 9, (i1) ceildiv 8 * 4)>, "quoted key 3"= #a3}: () -> !T_0 loc("x")
    "a.b"() ({
      // 
      %23 = "d.op_1"(%_19, %value20) {my.k0	= 54 : index, d.k1,
    value2= 48 : index}: (f64, !T_2) -> !foo.t<<"x y" true <"x y">>,["x y" , true , 86],"x y">
    }, {
    ^x.y8(%v24: memref<2x393xi17, strided<[?, 25]>, "gpu"> loc("src/x.py":26:73 to 29:64)):
      "a.jump"(%v24, %value22, %21)[^b9, ^bb11] {attr0= loc("x"), foo.k1= #attr_4, sym_name2, z93= #loc2}: (memref<2x393xi17, strided<[?, 25]>, "gpu">, !T_0,  tuple<f8E4M3, f8E8M0FNU, ui32>) -> () loc("src/x.py":9:68 to :71)
    ^b9:
      "cfx.cond_br"(%21, %value20, %21)[^10]<{}>: (tuple<f8E4M3, f8E8M0FNU, ui32>, !T_2, tuple<f8E4M3, f8E8M0FNU, ui32>) -> ()
    ^10(%25: si128 loc(unknown), %_26: i3 loc("":2)):
      "x.switch"(%value22)[^bb11, ^bb11]: (!T_0) -> () loc(unknown)
    ^bb11:
      %v27 = "foo.bar.baz"() {attr0= #x_y5, "quoted key 1"= [#attr_6, affine_set<(d0)[s0, s1] : (((7) floordiv 3) floordiv 5 >= 7 * (s1), (d0 + s1) * s0 <= 7, (9) ceildiv 2 <= 5)>]}: () -> (i8) loc(unknown)
    }) {value0=	 #attr_7, a1= @"é", k$2}: () -> ()
  }) {z90= [], b1= #x.attr}: () -> ()
  "z.nop"(): () -> ()
  %value28 = "d.op_1"(): () -> !T_0
}) {z90= 905645.0 : f8E3M4}: () -> i1024 loc(callsite(fused["dir/with space.c":484:4294967295, "a.mlir":43:47 to :53] at callsite("a.mlir":11:477 at "f":47)))
"foo.bar.baz"(%0) {sym_name0= sparse<[], []> : tensor<3xbf16>, attr1= loc("with \"q\""), b2= #x_y5}: (i1024) -> ()
"bar.yield"(): () -> ()
%$29 = "x.y"(%0): (i1024) -> tensor<?x0xi32> // trailing comment
