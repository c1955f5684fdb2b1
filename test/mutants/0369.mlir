// ir-gen random --seed 154 --size 9
"builtin.module"() ({
  %0 = "foo.bar"()<{b0= ["'#", #bar.a<"x y" <{? 62},"x y">>, "日本.0é"]}> {}: () -> ((bf16, memref<529x?xvector<3x[12]xi32>, affine_map<(i0, i1) -> ((8) floordiv 2)>>, tensor<4x?x1000xf32>) -> (f4E2M1FN, !my_dialect<"x<y>">))
  %value1:2 = "z.nop"() {b0}: () -> (f8E4M3B11FNUZ, tensor<?xcomplex<bf16>>)
  %2:4 = "my_dialect.thing"() {value0= true, sym_name1= -0.1545428 : f6E3M2FN}: () -> (tensor<1x?x3xui1>, vector<f8E5M2FNUZ>, complex<f32>, tensor<i64>) loc(unknown)
  // a comment
  %3 = "bar.yield"(%2#2, %2#2)<{k$0= array<f64>}> ({
}) {"quoted key 0"= -994671.0 : f8E8M0FNU, k$1= dense<[4294967295, -1, 77, 238017, 0, -46, -1, -2147483648, 151, -116279, 3548609, 0, -2147483648, -1, 112, 1, 654803, 4294967295, 0, -1918606, 1, -1, 1, 247206, 0, 0, 4294967295, -12814, 133, 1, 4294967295, 0xEB91, 0, -69, 53548, -2147483648, -1, 0, -2147483648, 2898469, -1, 0, 343, 9, 4294967295, 0, 12, 0xAA5F2169, 0, -2147483648, 0, -216314399, 0, 4294967295, 0, 0, -244, -2147483648, -2147483648, 38, 4294967295, 0, 1, -2147483648, 29, -1, -2147483648, 4294967295, -2147483648, 1, -2147483648, 0x1, -2147483648, 0, -428, 0, -1, -2147483648, 1, 4294967295, -1, -2147483648, -154, -1, -1, -1, 0x1, 0x157, -1, 1741, -61759, 0, 0, 3, -1, 1, 4294967295, -2147483648, 12, -2147483648, -1, 129073, 0, -2147483648, -2147483648, 1, -2147483648, 1, 0, 980, 0x15, 0, 18023034, -1, -1, -2147483648, 72, 7121, 4294967295, 377042, -2147483648, 0x29660E7A, 108027, 90093, -20, -2147483648, -2147483648, -58, 4294967295, 4294967295, 1, -37764, -477074, 824, -1, 4294967295, -815497872, 5, -2147483648, 6, 728322, -2147483648, -1, 13, -2147483648, 0, 0, -2147483648, 4294967295, 0, 4294967295, -2147483648, -1, 0, 252, -2147483648, -26544, -12265, -1, 67, -846, 0, 4294967295, 0x123, 4294967295, 0, -2147483648, 960, -1, -1, 1, 0, -1, 1, 225, -1, -2147483648, 0, 0x0, 4294967295, -1, 42, 0]> : tensor<183xi32>}: (complex<f32>, complex<f32>) -> memref<37xsi24>
  "foo.bar"() {}: () -> () loc("src/x.py":481:348)
  %r4, %value5:2 = "bar.yield"(%2#1) ({
  ^bb0(%tmp_6: bf16, %v7: index loc("":427:7)):
    // é unicode
    %value8 = "foo.op"(%0, %undefined_value, %2#3) ({
    ^x.y2(%-9: complex<f64> loc("dir/with space.c":229:277), %10: memref<?x449x55xcomplex<f8E4M3B11FNUZ>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>> loc("src/x.py":476:0), %11: tensor<?x792x3x?xbf16> loc(callsite("with \"q\"" at "dir/with space.c":5:45 to 6:74))):
      "cfx.cond_br"(%10, %10)[^bb3] {}: (memref<?x449x55xcomplex<f8E4M3B11FNUZ>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>, memref<?x449x55xcomplex<f8E4M3B11FNUZ>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>) -> () loc(callsite("dir/with space.c":2:65 to :72 at "with \"q\""))
    ^bb3:
      "cfx.cond_br"(%2#3)[^exit4, ^exit4] {_u0= true, z91= 1: si8, "quoted key 2"= 1: i1024, value3= 0: ui64}: (tensor<i64>) -> () loc("f":252:281)
    ^exit4:
      "cfx.cond_br"(%3)[^bb5, ^bb5]: (memref<37xsi24>) -> ()
    ^bb5(%value12: si1, %13: f32 loc("with \"q\"")):
      "x.switch"(%2#2, %value12, %11)[^exit4]: (complex<f32>, si1, tensor<?x792x3x?xbf16>) -> () loc("dir/with space.c":268:110)
    }, {
      %14 = "z.nop"() {foo.k0= affine_map<()[N0, N1] -> ()>, sym_name1, my.k2= 1: i1}: () -> complex<bf16>
    }): ((bf16, memref<529x?xvector<3x[12]xi32>, affine_map<(i0, i1) -> ((8) floordiv 2)>>, tensor<4x?x1000xf32>) -> (f4E2M1FN, !my_dialect<"x<y>">), tensor<i64>, tensor<i64>) -> f4E2M1FN loc(callsite("v"("op.1") at "":21:8 to 22:64))
    "a.b"(%value8, %tmp_6, %v7): (f4E2M1FN, bf16, index) -> ()
    "cfx.cond_br"(%0)[^bb1]: ((bf16, memref<529x?xvector<3x[12]xi32>, affine_map<(i0, i1) -> ((8) floordiv 2)>>, tensor<4x?x1000xf32>) -> (f4E2M1FN, !my_dialect<"x<y>">)) -> () loc("x")
  ^bb1():
    %_15, %16:3 = "foo.bar"(%0, %v7) <{b0= -128: i8, _u1}>: ((bf16, memref<529x?xvector<3x[12]xi32>, affine_map<(i0, i1) -> ((8) floordiv 2)>>, tensor<4x?x1000xf32>) -> (f4E2M1FN, !my_dialect<"x<y>">), index) -> (complex<si7>, none, memref<7x3x1xi16, {kind = "scratch"}>, complex<f8E3M4>) loc(fused[unknown])
  }): (vector<f8E5M2FNUZ>) -> (f64, memref<39x47xf64>, tensor<*xbf16>) loc("a.mlir":4294967295:0) // trailing comment
  %r17 = "foo.bar.baz"(%value5#1, %r4) <{b0= 1.0e38 : f16, x1, k$2= false, my.k3= 0x7FFFFFFFFFFFFFFF : index}>: (tensor<*xbf16>, f64) -> index
  %-18 = "foo.bar.baz"(%2#2) {d.k0, attr1= {foo.k0= affine_map<(d0) -> (7 * ((d0) ceildiv 8), 5)>, _u1= [127: i7, #x.flag, @a, true], foo.k2= true, z93= 0: ui8}}: (complex<f32>) -> (memref<1x?xui17, strided<[31, 1], offset: ?>>)
}) : () -> () loc("src/x.py":237:60)
