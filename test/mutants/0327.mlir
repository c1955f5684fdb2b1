#l_x0 = loc("":14:68 to 16:57)
#l_x1 = loc(unknown)
!ty0 = si64
#attr_2 = 857.404613 : f32
#attr_3 = sparse<[[0, 1, 1], [1, 2, 0], [1, 0, 1], [1, 2, 1]], [0x6618, -3.961, 132.445527, -363738.0]> : tensor<2x3x2xf16>

"builtin.module"() <{sym_name = "m42"}> ({
  "foo.bar"(): () -> ()
  %0:3 = "foo.bar.baz"() <{"quoted key 0"= complex<f128>, k$1= 1: i64, k$2= [0.5882567 : f16, dense<> : tensor<0x2xf16>, @main::@a::@s$, [3.48683e4 : bf16, array<f32: 0xD895D932, 65504.0>, array<f64: 0.8141461, -0.3, 0x93608EB49B3BE445, 0x23AA4283556C1B51, 0x7FF8000000000001>]]}> ({
    %1:3 = "foo.op"() {b0= 1: ui16, a1= {}}: () -> (tensor<0x1xcomplex<f32>>, bf16, f8E8M0FNU) loc(callsite("n"("src/x.py":19) at "a.mlir":59))
    "foo.compute"(%1#2, %1#0, %1#0) <{attr0= loc("":237:4294967295)}> {sym_name0= #bar.a<[<"x y">, "x y", {-0}] f32 39>, foo.k1= dense<7.587> : vector<2xf6E2M3FN>, "quoted key 2"= dense<> : tensor<1x4x0xsi1>}: (f8E8M0FNU, tensor<0x1xcomplex<f32>>, tensor<0x1xcomplex<f32>>) -> () loc("src/x.py":436:54)
    "x.switch"()[^1, ^2] {z90= {foo.k0, z91}, z91= memref<575x?xf16, strided<[?, 1], offset: 1>, 2>, z92, _u3= dense<[[[0x7C00, 100.0, 0xB111, 3.14159265358979], [100.0, -0.6214369, 0x7E00, 0xA875]], [[624876.0, 2.718281828459045, 0x1C8A, 8.82064e39], [-6.02214076e23, 1.0E+10, 65504.0, 3.14159265358979]], [[0.3, 266153.0, 1.0e300, 0.5492431], [-6.692, 758.441726, 3.14159265358979, 358550.0]]]> : tensor<3x2x4xbf16>}: () -> () loc("f":216:363)
  ^1(%value2: complex<i64>):
    %v3 = "x.y"(%1#1, %1#1): (bf16, bf16) -> i128 loc("a.mlir":47:62 to 50:59)
    %4 = "foo.compute"(%v3, %value2, %v3) {k$0= @a::@main, sym_name1, b2= affine_map<(d0)[s0, s1] -> ()>}: (i128, complex<i64>, i128) -> tensor<5xi16, 4 : i32>
    %v5:4 = "foo.op"(): () -> (i3, f64, f8E5M2FNUZ, memref<?xf80, affine_map<(d0) -> ((2) floordiv 8 * 2)>, "shared">)

    "d.op_1"(%1#0, %1#2, %v5#2) <{value0= affine_set<(d0)[s0, s1] : ((d0 * 6) mod 3 <= 0, 4 * ((1) floordiv 7) >= (s0) floordiv 5, s1 * 2 >= 0)>, z91= @main}> ({
    ^bb3(%6: complex<si32>, %tmp_7: bf16 loc(#l_x0), %8 : f64 loc(fused["name", "src/x.py":431:336])):
      %9 = "a.b"(%tmp_7, %1#0, %8): (bf16, tensor<0x1xcomplex<f32>>, f64) -> i1024 loc(fused<#foo.m>[fused["src/x.py":464:237, "":10:198]])
      "bar.yield"(%tmp_7, %9, %1#2) ({

        %_10:2 = "d.op_1"(%v5#1, %6) {a0= 5822: i1024, x1= 1.17549435e-38 : f32, "quoted key 2"= dense<[-1, 1, 100]> : vector<3xi8>, z93= dense<"0x82"> : tensor<3xi8>}: (f64, complex<si32>) -> (index, f8E4M3FN) loc(#l_x0)
        "z.nop"(%v5#2) <{d.k0= -9223372036854775808, d.k1= 204715352202}> {b0= [], z91= 0xDB4A96F4824FB41DCE53CCC074A67D7C : f128, x2= 0: i24, a3= array<i32>}: (f8E5M2FNUZ) -> () loc(callsite("callee"("op.1") at fused["src/x.py":488:165, #l_x1]))
        %v11:2 = "d.op_1"(): () -> (memref<537xf64>, tensor<f8E4M3B11FNUZ>) loc("callee"("f":388:61))
        %value12 = "foo.bar"(%1#2): (f8E8M0FNU) -> f32
        %v13 = "z.nop"(%v11#1, %v5#3, %value12) {}: (tensor<f8E4M3B11FNUZ>, memref<?xf80, affine_map<(d0) -> ((2) floordiv 8 * 2)>, "shared">, f32) -> (complex<f6E2M3FN>) loc(callsite("op.1" at "x"))
        "x.y"(%v11#0) {}: (memref<537xf64>) -> ()
      }, {
      ^5(%14: i32, %15: memref<1x5x6xvector<14x1xsi16>, strided<[56, 37, 1], offset:0>>):
      }) {b0= {}, x1}: (bf16, i1024, f8E8M0FNU) -> ()
    }): (tensor<0x1xcomplex<f32>>, f8E8M0FNU, f8E5M2FNUZ) -> ()
    "foo.br"(%v5#2, %v5#3, %v5#1)[^2, ^1]: (f8E5M2FNUZ, memref<?xf80, affine_map<(d0) -> ((2) floordiv 8 * 2)>, "shared">, f64) -> () loc("a.mlir":31:22 to 31:40)
  ^2(%tmp_16 : !ty0 loc("a.mlir":260:4294967295)):
    %v17 = "z.nop"(%1#2, %1#1) {my.k0= {x0= affine_map<(d0)[s0] -> ((d0 + 3) floordiv 4)>, _u1= 417349.0 : f16, value2= #x<"x<1>">}, a1= affine_set<(d0, d1)[s0] : (((d1) floordiv 8) ceildiv 6 >= 0, 5 == 0)>, d.k2= @"é"}: (f8E8M0FNU, bf16) -> tuple<index, memref<4x1xi3, strided<[7, 1]>>, i32>
    %arg18 = "foo.bar.baz"(): () -> bf16
    %tmp_19 = "foo.bar.baz"() {k$0= sparse<[[1, 1]], [0]> : tensor<5x5xi8>, k$1= dense_resource<res_0> : tensor<4xf32>, value2}: () -> index
    %v20:4 = "z.nop"() {my.k0, b1= -128: i8}: () -> (memref<?xf64, 2>, memref<?x60xi8>, si32, f128)
    %_21 = "a.b"(%arg18, %v20#0): (bf16, memref<?xf64, 2>) -> tensor<index> loc("with \"q\"")
  }) {}: () -> (!bar.param<?,[a.b [?, 56]],-5>, bf16, tuple<si128, i8>)
  %_22 = "d.op_1"(%0#1, %0#2) {x0= [true, !my_dialect.param<? , a.b , abc>], attr1= "\"\\\t" : i24}: (bf16, tuple<si128, i8>) -> complex<f8E8M0FNU>
  "a.b"(%0#1, %_22) ({
}, {
    %a.b23:3 = "x.y"(%0#2, %0#2, %0#0) ({
      %24 = "a.b"(%0#2, %0#0, %0#1): (tuple<si128, i8>, !bar.param<?,[a.b [?, 56]],-5>, bf16) -> !ty0 loc(fused[])
      "foo.bar"(%0#1, %24) ({
      ^8(%arg25: vector<bf16>, %26: tensor<955xf80, 8 : i32>, %value27: vector<f8E3M4>):
        "foo.br"(%0#1, %value27)[^9, ^bb10]: (bf16, vector<f8E3M4>) -> () loc("callee"("dir/with space.c":99))
      ^9(%v28: tf32 loc("src/x.py":301:4294967295)):
        "foo.op"(%0#1, %arg25) {b0= array<f64: 0.52148e-30, 0.4841051, 0x7FF0000000000000>}: (bf16, vector<bf16>) -> () loc(unknown)
        "foo.bar.baz"() <{}> {x0= #attr_2, _u1= dense<[0, 0x7, 1]> : vector<3xi3>}: () -> () loc("dir/with space.c":4294967295:372)
        "cfx.cond_br"(%v28, %arg25, %arg25)[^bb10] {my.k0= {b0, z91= [#foo<"x<1>">, affine_set<(d0, d1, d2)[s0] : (d1 >= d0, (d1) ceildiv 8 + d0 >= 0, 9 + d0 - d1 == 0)>, 3.57165e+25], a2}, value1= affine_map<(i0, i1, i2)[N0, N1] -> ((4 * (i0)) ceildiv 4, -(N1), (-(8)) floordiv 5)>, z92= unit, d.k3= 0x7FFFFFFFFFFFFFFF : index}: (tf32, vector<bf16>, vector<bf16>) -> ()
      ^bb10:
        %29, %30:2 = "my_dialect.thing"(%24): (!ty0) -> (si1, tuple<f32, i17, memref<649x4xi7, strided<[?, 1], offset:0>>, f16, si8, f8E8M0FNU, f16, f16, i17, ui7, i32, f8E5M2, f6E3M2FN, f6E2M3FN, i3, memref<?xi1, strided<[1], offset:0>, 1>, i128, f8E5M2FNUZ>, f16) loc("n"("a.mlir":0:142))
        %31 = "foo.bar"(%_22): (complex<f8E8M0FNU>) -> i16
        %value32 = "d.op_1"(): () -> complex<f8E3M4>
        %_33 = "foo.bar.baz"(%30#1) {x0= "\00.{Ω\t\C3\A90_", b1= "", foo.k2= [0: ui17]}: (f16) -> ((complex<index>, i64, complex<i1>) -> (si8, !ty0)) loc(callsite("src/x.py":4294967295:325 at "v"(unknown))) // trailing comment
        %34 = "foo.compute"() <{a0= 7.12316e-36, b1= 85: ui128, foo.k2= "\00\\*X }\\\t}0\00/", value3}>: () -> bf16
      }, {
      }): (bf16, !ty0) -> () loc("f":0:174)
      %tmp_35 = "foo.compute"(%_22): (complex<f8E8M0FNU>) -> (i64)
      %36, %37:2 = "foo.bar"(%tmp_35, %24) {}: (i64, !ty0) -> (bf16, vector<15xi32>, tensor<vector<4xui17>>) loc(unknown)
      %_38:4 = "z.nop"(): () -> (memref<8x?xsi1024>, !my_dialect.t<<[abc,-3,4], "x y", -3> , 41 , {? , "x y" , 59}>, tensor<?x?x?xf32>, tuple<i64, f64, index, ui1>) loc("":18)
    }) {}: (tuple<si128, i8>, tuple<si128, i8>, !bar.param<?,[a.b [?, 56]],-5>) -> (i1, memref<4xf64, 7>, complex<f32>) loc("name")
    %value39 = "foo.op"(%_22, %a.b23#2, %a.b23#1): (complex<f8E8M0FNU>, complex<f32>, memref<4xf64, 7>) -> f16 loc("f":199:474) // trailing comment
    %arg40:4 = "foo.op"(%a.b23#1, %a.b23#2, %a.b23#1) {value0= affine_set<(d0, d1, d2)[s0, s1] : ((s1) ceildiv 2 >= 0)>, z91= 0x0: ui1, sym_name2= sparse<[[0, 1]], [-1.0e38]> : tensor<2x2xbf16>, value3= unit}: (memref<4xf64, 7>, complex<f32>, memref<4xf64, 7>) -> (tensor<?x3x1xi1024>, tensor<i64>, memref<4x4x?xvector<[14]x3xindex>, affine_map<(d0, d1, d2) -> (d1 * 7 * 6, 3 * ((d1) floordiv 7), 9 + (d2) floordiv 7)>>, f64) loc("dir/with space.c":40:350)
  }) {foo.k0= #attr_3}: (bf16, complex<f8E8M0FNU>) -> ()
}) : () -> () loc("v"("src/x.py":4294967295:4294967295))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x040000004774A659CA49E33666FDD96CE0DB42B6"
    }
  }
#-}
