#L0 = loc("f":8:58 to 11:60)
!T_0 = i1
!t1 = f8E4M3B11FNUZ
!T_2 = index
!alias_3 = vector<6x3xf64>
#L1 = loc(callsite(fused<"meta">["":210:194] at callsite(unknown at #L0)))
!ty4 = complex<si24>
#loc2 = loc("with \"q\"")
#L3 = loc(unknown)

%_0 = "foo.bar"() ({
^bb0:
    %value1 = "d.op_1"() {b0, z91, my.k2= [true], foo.k3= true}: () -> tensor<2x13x!x.param<86,"x y","x y">>
    %value2 = "foo.compute"(%value1) ({
        %3 = "foo.bar.baz"(%value1, %value1, %value1): (tensor<2x13x!x.param<86,"x y","x y">>, tensor<2x13x!x.param<86,"x y","x y">>, tensor<2x13x!x.param<86,"x y","x y">>) -> (!bar.param<-2 , i8>) loc("a.mlir":12:26 to 15:24)
        %4 = "foo.bar.baz"(%value1) {attr0= [array<f64>, dense<"{\19'z%"> : tensor<2x!foo.str>, affine_set<(d0) : ((6) floordiv 2 == 0)>], x1= "\00\00a\7f\7f\"a\t\""}: (tensor<2x13x!x.param<86,"x y","x y">>) -> ui24
        %_5, %v6:2 = "foo.bar"(%4, %4, %value1): (ui24, ui24, tensor<2x13x!x.param<86,"x y","x y">>) -> (vector<[6]x[10]xbf16>, memref<35x25xi1024, strided<[?, 1]>>, tensor<952 x 333xbf16>) loc(callsite("f":443:382 at fused["with \"q\"", "a.mlir":427:0, #L0]))
        %value7 = "my_dialect.thing"(%v6#1, %_5, %v6#1) {a0= 0x20 : f8E3M4, _u1, attr2= -65536: i17}: (tensor<952 x 333xbf16>, vector<[6]x[10]xbf16>, tensor<952 x 333xbf16>) -> complex<f64> loc("src/x.py":28:55 to :56)
        "z.nop"(%v6#0)<{}> ({
}): (memref<35x25xi1024, strided<[?, 1]>>) -> () loc(callsite(callsite("x" at unknown) at "name"))
    }, {
    ^bb2(%a.b8: tuple<f64, f16, f80, si32>, %9: !T_0 loc("callee"("callee"("name"))), %10 : index):
        %11 = "foo.bar"(%value1)<{my.k0= [unit, ""], b1= [], sym_name2= array<i16: -1, 341, -3236, 1>}>: (tensor<2x13x!x.param<86,"x y","x y">>) -> !T_0 loc("a.mlir":182:249)
        "foo.br"()[^bb3]: () -> () loc("src/x.py":24:42 to 27:8)
    ^bb3:
        %value12:2 = "x.y"(%9)<{attr0 
 = 65535: si17, _u1= 3.14159265358979 : f64, z92= !t1}>	: (!T_0) -> (tuple<f8E3M4, !T_0>, f4E2M1FN) loc("a.mlir":26:23 to 26:9) // trailing comment
        %13 = "bar.yield"()<{value0, _u1= affine_set<(d0, d1) : (-(d0) * 6 == 0, 8 * ((d1) floordiv 9 <= 9, ((d1) mod 1) floordiv 3 >= 0)>, sym_name2= [0xBD08CE34C4FC0675 : f64, #my.attr, unit, array<i32>]}> ({
            %v14:4 = "x.y"(%10, %9) {}: (index, !T_0) -> (index, bf16, si1024, !alias_3) loc("dir/with space.c":53:4294967295)
            %15 = "foo.compute"() <{z90= 7.990 : f4E2M1FN, attr1= array<i16: 65535, -32768, 0x1, 0x1, -1>, d.k2= 36.6E5 : f8E4M3FNUZ}> {value0, d.k1= array<i1: false, true>}: () -> !alias_3 loc(#L0)
            "z.nop"(%v14#3, %10, %15) {}: (!alias_3, index,!alias_3) -> () loc("v"("f":21:50 to 21:20))
            %16:4 = "bar.yield"(%v14#2, %15, %15) {x0= -9223372036854775808, a1= complex<i16>}: (si1024, !alias_3, !alias_3) -> (complex<f128>, !alias_3, bf16, f32) loc(#L0)
            "foo.compute"(%v14#0, %16#0, %16#2): (index, complex<f128>, bf16) -> ()
            %_17 = "bar.yield"(%16#2, %16#2): (bf16, bf16) -> ui8 loc("":0:454)
        }) {"quoted key 0"= 1: i8, my.k1= array<i64: -1>, _u2= 24 : index, attr3= dense_resource<blob0> : tensor<3xf64>}: () -> !T_2 loc(#L1)
        // a comment
        "x.switch"(%13, %value12#1, %11)[^x.y4, ^x.y4] {attr0= #x.v<44 , -1>, attr1= "\\<_Ω%\00 "}: (!T_2, f4E2M1FN, !T_0) -> ()
    ^x.y4(%18: memref<61x7xf16, strided<[30, 1], offset: ?>>, %value19 : index loc("src/x.py":311:68)):
        %20 = "bar.yield"(%18, %10, %value19): (memref<61x7xf16, strided<[30, 1], offset: ?>>, index, index) -> !ty4
        %value21:4 = "a.b"(%10, %11):	 (index, !T_0) -> (vector<8xbf16>, !alias_3, complex<i128>, memref<3x133x1xui64, strided<[39, 45, 1], offset: ?>, 7>) loc(callsite("x" at callsite("with \"q\"" at unknown)))
        %value22 = "foo.op"()<{}>: () -> !x<"abc"> loc(#loc2)
        "bar.yield"() ({
            "a.b"(%value22, %value21#2) {x0= dense<[[[223, -495125769558102, -9223372036854775808, -9223372036854775808], [1, 74757230, 0, -9223372036854775808]]]> : tensor<1x2x4xi64>}: (!x<"abc">, complex<i128>) -> () loc(#L0)
            "foo.bar"(%value21#3, %11, %10)<{my.k0= "_\7F\B6-_", z91= affine_map<(i0)[N0, N1] -> ()>}>: (memref<3x133x1xui64, strided<[39, 45, 1], offset: ?>, 7>, !T_0, index) -> () loc(#L1)
            %v23 = "a.b"(%value21#1, %18, %value21#2) {a0= dense_resource<weights1> : tensor<3xf32>, z91= affine_map<(i0)[N0] -> ()>, z92= "b0}\\\"z\\ %*/"}: (!alias_3, memref<61x7xf16, strided<[30, 1], offset: ?>>, complex<i128>) -> memref<?x4xui3, affine_map<(d0, d1) -> (3 * (5 * (d1)))>>
            "foo.bar.baz"(): () -> () loc("dir/with space.c":29:20 to :23)
        }): () -> ()
        %24, %25:2 = "foo.bar"(%value22, %value21#1, %a.b8)<{z90, _u1= "%%\E6" : ui1, k$2= dense_resource<blob2> : tensor<2xi8>}>: (!x<"abc">, !alias_3, tuple<f64, f16, f80, si32>) -> (complex<ui3>, i8, bf16)
        "x.switch"(%25#0)[^bb3]: (i8) -> () loc(#L3)
    }): (tensor<2x13x!x.param<86,"x y","x y">>) -> ((index) -> (memref<61x1x2xsi32, strided<[?, ?, 14], offset:0>, 7>, si32))
    "foo.bar.baz"(%value2): ((index) -> (memref<61x1x2xsi32, strided<[?, ?, 14], offset:0>, 7>, si32)) -> ()
    %_26,
    %27:2 = "a.b"()<{x0= 1, attr1= array<i16: -4736, 65535, -486>, attr2= @"with\"quote"::@s$, "quoted key 3"= -1}>: () -> (si17, memref<*xi8>, tensor<?x57x4x32xi8>)
}): () -> f8E8M0FNU
"x.y"() {foo.k0= {}, _u1= distinct[1]<ui8>, x2= @f_1::@main::@"a", my.k3= affine_set<(d0, d1, d2) : (d2 <= 4)>}: () -> ()
// "quotes" and {braces} in a comment
%_28:2 = "foo.bar.baz"(%_0 , %_0, %_0): (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) -> (vector<5x[16]x16xindex>, f16)
"a.b"(%_0) {"quoted key 0"	= 7 : index, "quoted key 1"= array<i32: 1, -63903, 9305>}: (f8E8M0FNU) -> () loc(#L3)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0800000006F81ACEA56B4A2576F15E43D92B41810FF64C8D7D6C2F08",
      weights1: "0x04000000D86AB4A639A3B7DE17B890DC",
      blob2: "0x04000000EA38"
    }
  }
#-}
