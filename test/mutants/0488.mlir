!alias_0 = !bar<"abc">
!ty1 = index
#l_x0 = loc(callsite(unknown at fused<#foo.m>["f":149:0]))
#map1 = !alias_0
!alias_2 = si24
#x_y2 = "_\7f{\\" : i24
#l_x3 = loc("x")
!t3 = complex<f6E3M2FN>
!t4 = index
!alias_5 = tensor<	0 x 56x316x0 x f16>
!alias_6 = f128
#x_y4 = -95.33E7 : f8E4M3FN
#loc5 = loc("callee"("dir/with space.c":291:0))
#attr_6 = -32768	: i16
#L7 = loc("dir/with space.c":403:402)
#L8 = loc("src/x.py":4294967295:192)
#L9 = loc(callsite(#L7 at callsite(#L8 at "x")))
#L10 = loc("name")
!t7 = f16
#L11 = loc("a.mlir":475:272)

"builtin.module"() ({
  %0:2 = "foo.bar"() {x0, value1= true, z92= dense<[[24], [-128], [7]]> : vector<3x1xi8>, my.k3}: () -> (i8, index) loc("src/x.py":22:10 to 24:67)
  %1 = "a.b"() {}: () -> !alias_0
  // é unicode
  "z.nop"(%1, %0#0, %0#1) ({
}, {
    %2 = "foo.bar.baz"(%0#1) ({
}, {
    }, {
    ^bb2(%_3: tuple<f64,
    f32, i8, f8E5M2>):
      %4:2 = "foo.bar"(%1, %_3, %_3) ({
        %value5 = "foo.compute"(%0#0, %0#0) <{k$0, x1= array<i16>, a2= 0: i3}> {attr0= array<i64>, a1= "\\\5C\n\" \t#..日本" : f8E8M0FNU , my.k2= 0x7C00 : bf16}: (i8, i8) -> !ty1
        %6:4 = "foo.bar.baz"(%_3, %0#1, %1): (tuple<f64,
    f32, i8, f8E5M2>, index, !alias_0) -> (tensor<21x8xf64, #foo.enc<true, 48, ?>>, tuple<f8E4M3, f80, f16, i64>, vector<3xf16>, f64)
        %arg7:2 = "z.nop"(%6#1, %6#0, %6#2) 
 : (tuple<f8E4M3, f80, f16, i64>, tensor<21x8xf64, #foo.enc<true, 48, ?>>, vector<3xf16>) -> (i1, index)
        %_8:4 = "my_dialect.thing"(%arg7#0,  %arg7#1, %6#3) {d.k0= 9.999999e9}: (i1, index, f64) -> (f80, memref<807x509x?xi32, 4>, tuple<ui1, vector<[1]xf6E2M3FN>, vector<[1]xi32>, ui3, f32, f64, i128, f8E4M3 , f64, i64, f16, i1, bf16, f8E4M3FNUZ, f8E3M4,  f64, none>, i17) loc(#l_x0)
      }, {
      ^6(%v9: none, %_10: !ty1, %_11 : vector<15xindex> loc(#l_x0)):
        %r12 = "x.y"() {value0= 2.5e-3 : f64,  k$1= 0x3A : f8E8M0FNU, "quoted key 2"= complex<f4E2M1FN>}: () -> f8E8M0FNU
        %value13 = "x.y"(%0#0, %r12, %0#0)<{z90= -1, _u1= -294.402211 : f32, x2= tuple<f80, si24>}>: (i8, f8E8M0FNU , i8) -> i32 loc("f":0:368)
        %14 = "bar.yield"(%r12) {b0= 0.5 : tf32, sym_name1= #map1} : (f8E8M0FNU) -> si32
        "foo.br"(%_3, %_3, %value13)[^b7, ^8]: (tuple<f64,
    f32, i8, f8E5M2>, tuple<f64,
    f32, i8, f8E5M2>, i32) -> ()
      ^b7(%$15: !alias_2 loc("":4294967295:177), %_16: (i32) -> vector<[7] x f8E4M3B11FNUZ> loc("f":8:76 to 10:60)):
        "z.nop"(%value13, %value13,
    %$15) {my.k0= 34 : index, z91	= #map1}: (i32, i32, !alias_2) -> () loc("op.1")
        %17:3 = "bar.yield"(%$15, %value13, %_3) {_u0= {b0= 
  #x.p<i8 {<-6,?>,[-5 , ?]}>, foo.k1= 
  "\"\\@", value2= 1,
    _u3=  0x414C8FC4 : f32} , z91= "_X\00}ß\tΩb \7B"} : (!alias_2, i32,  tuple<f64,
    f32, i8, f8E5M2>) -> (f8E4M3FN, memref<410x?x53xsi128>, f8E4M3FN) loc(callsite("src/x.py":22:48 to :48 at "with \"q\""))
        %18 = "foo.compute"(%r12, %17#1, %14) {"quoted key 0"= #map1, z91=  affine_map<(d0)[s0] -> (((d0) ceildiv 3) * s0)>, "quoted key 2"= 0 : index, "quoted key 3"= f80}: (f8E8M0FNU,
    memref<410x?x53xsi128>, si32) -> (i7) loc("":389:290)
        %19 = "foo.op"() {k$0=   #x_y2, attr1= sparse<[[3, 1], [1, 0], [0, 1]], [-100.0, 9.690, 0x1A78]> : tensor<6x2xbf16>}: () -> i128 loc(callsite(fused[unknown, "x", "f":15:70 to 18:22] at callsite(#l_x3 at "a.mlir":0:308)))
  () -> ui17 loc(#l_x0)
        "cfx.cond_br"(%19, %_3, %0#0)[^8, ^b7] <{}>: (i128, tuple<f64,
    f32, i8, f8E5M2>, i8) -> () loc(callsite("f":26:290 at unknown))
      ^8:
        %v21:4 = "foo.op"(%r12,  %value13, %value13) {}: (f8E8M0FNU, i32, i32) -> (memref<? x ?x? x complex<f32>, "local mem">, memref<?x199xi16, "local mem"> , !t3, !t4) loc("":30:56 to 31:45)
        %22 = "d.op_1"(%v21#1, %v21#0, %v9): (memref<?x199xi16, "local mem">, memref<? x ?x? x complex<f32>, "local mem">, none) -> !alias_5
      }) {foo.k0=	 affine_map<(d0, d1)[s0, s1] -> ()>,_u1= 2.718281828459045 : f32, k$2}: (!alias_0, tuple<f64,
    f32, i8, f8E5M2>, tuple<f64,
    f32, i8, f8E5M2>) -> (index, memref<986xi7>)
      // é unicode
      %_23 = "x.y"(%1, %1)<{value0, "quoted key 1"=	 [0x7FF0000000000000 : f64, false, -180533455595490539401097: si128]}>: (!alias_0, !alias_0) -> !alias_6 loc(#l_x0)

      "cfx.cond_br"(%4#1, %_23)[^bb3] {"quoted key 0" = [dense<[24 , 16777215, -8388608]> : tensor<3xi24>,"0\00-\C3\A9\00%b% *X"], x1= "\n\tb#\t\\*", z92=   #x_y4}:   (memref<986xi7>, !alias_6) -> ()
    ^bb3:
      "x.switch"(%_3, %_23)[^bb4 , ^bb3] {z90	=   1: i32, x1 
 = 0: i8, _u2, x3= #x_y2}: (tuple<f64,
    f32, i8, f8E5M2> , !alias_6) -> () loc(callsite(#l_x3 at "dir/with space.c":394:299))
    ^bb4:
      "cfx.cond_br"(%_3, %_3)[^bb3]: (tuple<f64,
    f32, i8, f8E5M2>, tuple<f64,
    f32, i8, f8E5M2>) -> () loc("name")
    }) {}: (index) -> tensor<	18x!my_dialect.t<89>>
    %_24 = "a.b"(%0#0) ({
    ^bb9(%r25: !t3 loc("n"(#l_x0)), %v26: tensor<718x? x 3x0xf64>):
      "foo.compute"(%0#1, %v26) ({
        %arg27, %28:3 = "x.y"(%2, %2) <{attr0= "zΩ}{\"0\"\n'\7f {", my.k1= dense_resource<blob0> : tensor<6xf64>, "quoted key 2"= #foo<"a b">, "quoted key 3"= []}> {sym_name0, x1, attr2= unit, my.k3= "\t\"\C3\A9\\\t\22b\\\t}'\\"}:	 (tensor<	18x!my_dialect.t<89>>, tensor<	18x!my_dialect.t<89>>) -> (!bar<"a b">, f32,
    ui64, memref<2x4 x 992xvector<[16]x14x13xsi24>, strided<[?, 59, 30], offset: 8>, "shared">)

        %v29 = "foo.bar"(%28#1): (ui64) -> (f32)
        // a comment
        %value30 = "x.y"(%28#0, %28#1)<{"quoted key 0"= "*\\}z\98\79 !Ω_🙂"}> {}: (f32, ui64) -> memref<15x14x2xbf16, 2> loc(#loc5) // trailing comment
        %$31 , %32:2 = "foo.op"(%value30) {}:	 (memref<15x14x2xbf16, 2>) -> (vector<11x[11]xsi1>, !t4, i24) loc(fused["v"(#loc5), fused["x"], "op.1"])
        "x.switch"(%value30, %32#1, %$31)[^11, ^11]<{value0 
 = #attr_6, b1  = array<i16: -1, -1, 0,-1, -32768>,  x2= dense<0> : tensor<4x1xi8>}>: (memref<15x14x2xbf16, 2>, i24,vector<11x[11]xsi1>) -> () loc("":34:32 to 35:39)
      ^11():
        "a.jump"()[^bb12] {d.k0, sym_name1, z92}: () -> ()
      ^bb12(%value33: none loc("":143:321), %_34: f80 loc("n"(#l_x3))):
        // 
        "cfx.cond_br"(%value33)  [^11]: (none) -> ()
      }) {}:   (index, tensor<718x? x 3x0xf64>) -> ()
      "a.b"(%2,
    %0#1) {x0= 
  "🙂bb\"%\t\tz{a", value1, b2= {k$0= "\"\n*%<-X0!\C3\A9}", my.k1=   dense<0x40> : tensor<f8E8M0FNU>, sym_name2= #x_y4, a3= dense<[[1.5,
    276.672137, -0.1, -100.0], [-0.0526898,-1.0, 4.933,
    771782.0], [5.156, 3.10858e36, 65504.0, 718.915418],[0xD48CAAFCFC27346D966E3DB67391D909, 0.1095984, -0.2, 2.32E5]]> : vector<4x4xf128>}}: (tensor<	18x!my_dialect.t<89>>, index) -> () loc(#L9)
      %tmp_35:3 = "x.y"()<{b0}> {_u0= 0x7E00 : f16, value1= #attr_6, x2=  array<i1>, k$3=	 dense<[[["}\t@%", "\00%\""]],
    [["\\_\tb",""]], [["<@z} \\\tΩ\00 \00", "Ω\\🙂\\.\nß% "]]]> : tensor<3x1x2x!foo.str>}: () -> (complex<si24>, i32, tuple<i32, ui8, i32, index>)
      %value36:2 = "my_dialect.thing"(%r25,%1) {attr0= 174200244126666431: i64, _u1= #x.p<49,[a.b],[?, <"x y">]>, a2}: (!t3 , !alias_0) -> (memref<50x?xf8E8M0FNU, strided<[6, 1], offset:0>, 3>, si32)
      %v37 = "z.nop"(%r25, %0#1): (!t3,
    index) -> none loc(#L10)
      %value38 = "foo.compute"(%tmp_35#1, %v37, %1) {"quoted key 0"= 36 : index, my.k1}: (i32, none, !alias_0) -> ui8 loc(callsite(fused<#foo.m>[#L7, "f":11, unknown] at "f":412:471))
    }, {
    ^b13(%_39: si24 loc("callee"("src/x.py":268:480)), %v40: tuple<i17, memref<?x1x?xi8, strided<[?, 7, 1], offset: 9>, "local mem">> loc(callsite("dir/with space.c":185:0 at callsite("x" at "dir/with space.c":50:48 to :48))), %value41: !alias_0 loc("":59)):
    }, {
    ^14(%value42: !t7, %value43 : ui3):
      "x.switch"(%value43)[^bb15, ^bb16] {}: 
  (ui3) -> () loc("src/x.py":291:0)
    ^bb15(%44: i17, %r45 : f6E3M2FN loc(fused<6 : i32>[]), %46: f64 loc(#L11)):

      "a.jump"()[^bb16, ^bb17]: () -> () loc("a.mlir":357:374)
    ^bb16:
      "cfx.cond_br"(%value42 , %1, %0#0)[^bb17, ^bb15]: (!t7, !alias_0, i8) -> () loc(fused<#foo.m>["op.1"])
    ^bb17(%47: vector<i1>):
      "foo.compute"(%0#1) {x0 = {k$0=	 unit}, sym_name1= loc(fused<"meta">["f":4294967295:386, #loc5])}: (index) -> ()
    }): (i8) -> tf32 loc(#l_x3) // trailing comment
    %v48 = "bar.yield"(%_24, %0#1): (tf32, index) -> ui3
  }, {
    "builtin.module"() ({
      "z.nop"() {_u0 = #map1, value1= f8E4M3}: () -> () loc("src/x.py":101:4294967295)
    }) : () -> ()
  }): (!alias_0 , i8, index) -> () loc("op.1")
  %v49 = "foo.compute"(%0#1, %1) <{x0= "{\\%XX🙂\t%.\t"}> {sym_name0= false}:  (index, !alias_0) -> bf16
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0800000002FAFBFE4C2EA2753E6610589AD88318016D263BA1550F11DB52A26003D524D97FEFA1EF32420F6E2AF0E4DCA5D071D9"
    }
  }
#-}
