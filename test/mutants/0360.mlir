// ir-gen random --seed 121 --size 37
#loc0 = 6.59431 : f8E3M4
#attr_1 = " #'--X '/\C3\A9"
#l_x2 = loc(fused<#foo.m>["n"("src/x.py":44:47 to 45:29), "name"])
#attr_3 = 2: si24
#loc4 = loc("x")
#x_y5 = "ß0\C3\A9X}.\\\0000\t" : f16
#loc6 = complex<f32>
#map7 = complex<f128>
!t0 = index
#attr_8 = affine_map<(d0, d1, d2)[s0, s1] -> ((s0 + 7) floordiv 8, 2, (d2 - d1) ceildiv 1)>
#l_x9 = loc("n"("a.mlir":46:26 to 48:8))
#l_x10 = loc(unknown)
#loc11 = loc("f":4294967295:85)
!t1 = complex<ui32>
#loc12 = loc(fused[#loc11])

%value0 = "a.b"() ({
^0(%a.b1 : tensor<*xf128>, %value2: si7, %v3: complex<i64> loc("f":96:4294967295)):
  "foo.compute"(%v3, %v3, %a.b1): (complex<i64>, complex<i64>, tensor<*xf128>) -> ()
  %4 = "a.b"(%v3, %value2, %v3)<{"quoted key 0"= #x.a}>: (complex<i64>, si7, complex<i64>) -> f64
  %-5 = "foo.op"(%4, %a.b1)<{d.k0= loc("f":113:86), z91= #loc0, my.k2= 816576.0 : f64}>: (f64, tensor<*xf128>) -> tensor<*xi24> loc("with \"q\"")
  %v6 = "foo.bar"(%value2)<{z90= -2: si32}> {k$0, value1, b2}: (si7) -> complex<ui32> loc("name")
  %v7 = "a.b"()<{_u0= #attr_1}>: () -> (() -> f8E3M4) loc(#l_x2)
}) {value0, sym_name1= distinct[3]<#attr_1>, z92= #attr_3}: () -> i32
%8:4 = "d.op_1"(%value0)<{}> ({
^$1(%9: complex<f6E2M3FN> loc(callsite("a.mlir":5:6 to 5:14 at #l_x2)), %value10: complex<si64>, %11: complex<f64>):
}) {attr0, my.k1= dense_resource<weights0> : tensor<3xi32>, value2= [[dense<888> : tensor<index>], dense<[[["'-<é\C3\A9<0\"-\""]], [["\D9\"\t"]], [["/ b\\\\\7f\00"]]]> : tensor<3x1x1x!foo.str>]}: (i32) -> (complex<f8E4M3FN>, none, i8, f8E4M3FN) loc("src/x.py":26:76 to 29:1)
"x.y"(%8#1, %value0, %8#3) ({
  "x.switch"(%8#1)[^3] {}: (none) -> () loc(#l_x2)
^3:
  "foo.op"(%8#0, %8#0) ({
    "z.nop"(%8#0, %8#0, %8#2) ({
    ^bb6(%_12 : complex<f32>):
      %_13 = "bar.yield"(%8#2, %8#1): (i8, none) -> none
    }) {a0, _u1= 0: ui32, attr2= #bar.v<?>}: (complex<f8E4M3FN>, complex<f8E4M3FN>, i8) -> () loc("src/x.py":0:4294967295) // trailing comment
    %tmp_14 = "my_dialect.thing"(%8#3): (f8E4M3FN) -> memref<334x?x67xsi1, strided<[?, 37, 1], offset: 6>> loc("x")
    %v15 = "foo.op"(%tmp_14, %8#0, %8#1) {d.k0= sparse<[[0, 2, 2], [1, 1, 2]], [-1, 11333468]> : tensor<4x3x5xi32>, a1= 0x193D : f16}: (memref<334x?x67xsi1, strided<[?, 37, 1], offset: 6>>, complex<f8E4M3FN>, none) -> vector<[14]x6x13xf8E3M4> loc("src/x.py":17:53)
  }, {
    %_16 = "d.op_1"(%8#3) {my.k0= "\"./\t*\\*日本Xa\t"}: (f8E4M3FN) -> complex<i3>

    %17 = "foo.bar.baz"(%8#3): (f8E4M3FN) -> !foo.type
    %$18 = "a.b"(%value0)<{attr0= "\00_%_\tz \\\"", b1= 0xFF39 : f16, my.k2= "#0\\@.<\"\t", _u3= 56 : index}> {value0= @s$, d.k1= dense_resource<res_1> : tensor<2xi32>, attr2= vector<16x9x16xsi32>, x3= sparse<[[2, 3, 3], [3, 4, 3], [2, 2, 3], [0, 0, 2]], [0, 14, 0, -2]> : tensor<5x5x4xi8>}: (i32) -> (complex<f64>)
    "foo.bar"(%_16, %8#0) ({
      %value19, %value20:2 = "x.y"(): () -> (memref<7xf16, affine_map<(d0) -> (d0)>, "local mem">, bf16, tuple<f8E3M4>)
      %v21:3 = "my_dialect.thing"(%17, %value19, %value19) <{}> {k$0= #foo<"abc">, sym_name1= -9366476468505187}: (!foo.type, memref<7xf16, affine_map<(d0) -> (d0)>, "local mem">, memref<7xf16, affine_map<(d0) -> (d0)>, "local mem">) -> (tensor<?x1xcomplex<i1>>, index, !bar.param<48,"x y">)
      "bar.yield"(%value20#1, %17): (tuple<f8E3M4>, !foo.type) -> () loc("f":0:402)
    }) {a0}: (complex<i3>, complex<f8E4M3FN>) -> () // trailing comment
  }) {z90= @b, value1= {_u0, b1= -9223372036854775808: si64}}: (complex<f8E4M3FN>, complex<f8E4M3FN>) -> ()
  %22 = "x.y"(%value0) {a0, k$1= #attr_1, x2= array<i8: -12, 2, 255>, b3= -1: si32}: (i32) -> complex<f80>
  "x.y"(%8#1, %8#3)<{d.k0, d.k1}> {x0= "🙂\02", a1= "%-@b!\C3\A9 <\00 <"}: (none, f8E4M3FN) -> ()

  "a.b"(%value0, %8#1): (i32, none) -> () loc("dir/with space.c":93:413)
  %a.b23 = "foo.op"(%8#2, %8#2, %value0) <{"quoted key 0"}> {b0}: (i8, i8, i32) -> complex<f16>
  "a.jump"(%8#1)[^bb4, ^3]: (none) -> () loc(callsite(#loc4 at callsite("f":429:398 at "f":4294967295:490)))
^bb4:
  "cfx.cond_br"(%8#0)[^bb4] <{a0= #x_y5, k$1= tensor<4xi32, "sparse">, x2= #attr_1}>: (complex<f8E4M3FN>) -> ()
}) {}: (none, i32, f8E4M3FN) -> () loc("f":13:5 to 13:79)
"foo.bar.baz"(%8#0, ->%8#0, %8#3) <{k$0= "!\00*\1E!z\00 'a\46\"" : bf16, foo.k1= #loc6, foo.k2= -569.308770 : f16}> ({
^9(%_24: tuple<i24, tf32, index, ui32>):
  // // nested
  "foo.bar"(): () -> () loc(fused[])
  // a comment
  %tmp_25:2 = "x.y"(%8#2, %8#3, %8#3) <{_u0= distinct[5]<"\t'">, b1= -0.5522505 : f64, _u2= 0x7A6ACD82 : f32}> {}: (i8, f8E4M3FN, f8E4M3FN) -> (index, (tensor<6xi1>) -> ())
  %26 = "foo.compute"(%_24, %tmp_25#0, %tmp_25#0) ({
}) {sym_name0= #map7, sym_name1= #x_y5}: (tuple<i24, tf32, index, ui32>, index, index) -> f64 loc("src/x.py":93)
  %value27 = "foo.bar"(%8#0, %tmp_25#1, %tmp_25#0) ({

    %28:2 = "foo.op"() ({

      "cfx.cond_br"(%tmp_25#0)[^bb12] <{my.k0, attr1= 42 : index, "quoted key 2"= 1.0e-5 : f64, d.k3}> {b0= dense<[[[827], [372], [74], [867]], [[169], [240], [122], [288]], [[377], [35], [817], [564]], [[720], [203], [597], [486]]]> : tensor<4x4x1xindex>, d.k1= #x.p<?,-1,?>}: (index) -> () loc(#loc4)
    ^bb12:
      "a.jump"()[^loop13] {}: () -> ()
    ^loop13:
      "my_dialect.thing"(%tmp_25#0, %_24) <{a0= loc("f":44:30 to 47:69), _u1= 1.5}> {attr0= [#attr_8, "!@\n.a", -2205377798 : index], sym_name1= "" : ui16, foo.k2= 1.0e300 : bf16, foo.k3= array<i64: -9223372036854775808, -1>}: (index, tuple<i24, tf32, index, ui32>) -> ()
    }, {
    ^14():
      // "quotes" and {braces} in a comment

      "foo.br"(%26)[^bb15, ^bb15] {}: (f64) -> ()
    ^bb15:
      "cfx.cond_br"(%8#0, %26, %tmp_25#0)[^bb16] {}: (complex<f8E4M3FN>, f64, index) -> () loc(#l_x9)
    ^bb16:
      %v29 = "foo.compute"(%26, %8#2) <{sym_name0, sym_name1}> {}: (f64, i8) -> tuple<memref<?x571x7xsi16>, i1024> loc("src/x.py":47:77 to 49:72)
    }, {
    }): () -> (memref<8x24xui8, strided<[?, ?], offset:0>, 1>, vector<9xf64>) loc("op.1")
    // 
    %30 = "foo.op"(%8#2, %28#0) <{_u0= "'\t", value1= dense<[[2, 0, 0x1]]> : tensor<1x3xi3>, d.k2= array<i1: false, true, true, true, false>, a3= affine_set<(d0)[s0, s1] : ((0) floordiv 3 <= 3, ((s1) floordiv 6) mod 5 >= 0)>}> {z90, x1= dense<"0x94AB"> : tensor<2x1x1xi16>}: (i8, memref<8x24xui8, strided<[?, ?], offset:0>, 1>) -> tuple<f8E5M2FNUZ, f16, complex<f16>, f32> loc(unknown)
    %v31 = "foo.op"(%28#0): (memref<8x24xui8, strided<[?, ?], offset:0>, 1>) -> (index)
    %value32 = "foo.compute"()<{sym_name0= #attr_8}>: () -> si17
    %_33 = "foo.bar"(%v31): (index) -> index loc(#l_x10)
  }, {
  ^$18(%value34 : !my_dialect<"abc"> loc("src/x.py":494:101), %$35: i32, %value36 : !t0 loc("f":0:273)):
    // é unicode
    %tmp_37 = "foo.compute"(%value34, %value36) {value0= affine_set<(i0)[N0] : (i0 <= 8, (i0) mod 9 + (i0) ceildiv 4 <= 4, (i0 + 0) ceildiv 2 >= 0)>}: (!my_dialect<"abc">, !t0) -> none loc(fused[#l_x9])
  }, {
  ^$19(%value38: tensor<bf16> loc(#loc11), %v39: tensor<0x0x6x?xi1>):
    "a.jump"(%value38, %value0, %26)[^bb20]<{}> {}: (tensor<bf16>, i32, f64) -> ()
  ^bb20:
    "x.switch"(%26, %v39, %value38)[^$21, ^bb20]: (f64, tensor<0x0x6x?xi1>, tensor<bf16>) -> ()
  ^$21(%v40: !t1 loc("callee"(#loc12)), %v41 : (f16, vector<i1024>) -> i32):
    %v42 = "foo.op"(%8#0, %v41, %tmp_25#0): (complex<f8E4M3FN>, (f16, vector<i1024>) -> i32, index) -> ui8 loc("with \"q\"")
  }): (complex<f8E4M3FN>, (tensor<6xi1>) -> (), index) -> (!t0) loc(#loc12)
  "foo.op"(%tmp_25#1, %value0, %26) {attr0= @c::@c::@b, _u1, foo.k2= @main::@x.y, k$3= affine_set<(i0)[N0] : (i0 + 6 * 9 <= 9)>}: ((tensor<6xi1>) -> (), i32, f64) -> () loc("name")
}): (complex<f8E4M3FN>, complex<f8E4M3FN>, f8E4M3FN) -> () loc("with \"q\"") // trailing comment

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000726BAD78E83519947D62A18E",
      res_1: "0x04000000459B164DD4783963"
    }
  }
#-}
