#a0 = 1.0e-30 : f8E4M3B11FNUZ
#a1 = 34 : index
#loc2 = loc(callsite("x" at "a.mlir":24:76 to 26:67))
!t0 = vector<3x15xf128>
!t1 = none
#L3 = loc("op.1")
#l_x4 = loc("f":21:48 to :52)
!ty2 = f6E3M2FN
!t3 = index
!ty4 = vector<[2]x[7]xf64>
#l_x5 = loc(fused["f":7:65 to 8:31, "f":136:244, fused<4 : i32>["name", "src/x.py":0:372]])
!T_5 = f8E4M3
!t6 = memref<264x26x573xvector<2x8xf32>, strided<[?, ?, 1]>>
!ty7 = memref<58x928xi32, 2>
!T_8 = vector<11x8xf64>

%value0:3 = "foo.compute"() {value0= [], _u1= 6, x2= [affine_map<(i0, i1, i2)[N0] -> (N0, ((i0) ceildiv 1) mod 6, N0)>]}: () -> (tuple<f8E4M3B11FNUZ, i32, i32>, memref<838x3xcomplex<f8E3M4>, affine_map<(d0, d1) -> (d1, d0)>>, f8E4M3FN)
%1 = "z.nop"(%value0#2, %value0#0, %value0#0) {}: (f8E4M3FN, tuple<f8E4M3B11FNUZ, i32, i32>, tuple<f8E4M3B11FNUZ, i32, i32>) -> f4E2M1FN loc("src/x.py":249:0)
"foo.bar"() ({
^bb0:

  "x.switch"(%value0#0, %value0#0)[^1]: (tuple<f8E4M3B11FNUZ, i32, i32>, tuple<f8E4M3B11FNUZ, i32, i32>) -> ()
^1:
  %-2:2 = "foo.compute"(%value0#0, %value0#1) ({
    %tmp_3 = "z.nop"(%value0#1, %value0#1) {}: (memref<838x3xcomplex<f8E3M4>, affine_map<(d0, d1) -> (d1, d0)>>, memref<838x3xcomplex<f8E3M4>, affine_map<(d0, d1) -> (d1, d0)>>) -> i32 loc("name")
    // é unicode

    %value4:2 = "d.op_1"(%value0#1, %tmp_3) {attr0= 0: i128, k$1= @main, sym_name2= [24, [#bar<"x<1>">, f8E4M3FNUZ, #a0], dense_resource<res_0> : tensor<4xi64>, #a0], b3= #a0}: (memref<838x3xcomplex<f8E3M4>, affine_map<(d0, d1) -> (d1, d0)>>, i32) -> (i128, tensor<68xi32>) loc("n"("":288:444))
    "foo.op"(%1, %tmp_3, %value0#0) {value0= [0: si8, #a1, dense<577.19720> : tensor<2x3xf32>, [0xFC00 : f16, dense<[[[792, 161, 246], [296, 901, 19]], [[464, 468, 202], [70, 104, 178]]]> : tensor<2x2x3xindex>, "\\X\"Xa\"\C7-!", "\t\00\\'"]], a1= affine_set<(d0)[s0, s1] : (((d0) floordiv 8) mod 5 >= 0, (8) * s1 + 1 * (9) >= s1 + d0)>}: (f4E2M1FN, i32, tuple<f8E4M3B11FNUZ, i32, i32>) -> () loc("a.mlir":85)
    %r5 = "a.b"(%value4#0, %value4#1) ({
      %value6 = "foo.op"(%1, %value4#1) {value0, b1}: (f4E2M1FN, tensor<68xi32>) -> tuple<i32> loc(fused["with \"q\""])
    }): (i128, tensor<68xi32>) -> f8E3M4 loc(#loc2)

    %7:3 = "a.b"() {value0= unit, sym_name1= affine_map<()[N0] -> (1 * (N0) - N0)>, z92= affine_set<(d0, d1) : (d1 <= 0, (0 + d0) ceildiv 1 >= 0, 5 * 3 <= 1)>}: () -> (!x<"abc">, memref<?xi1>, !t0) loc("src/x.py":180:4294967295) // trailing comment
    "foo.br"(%7#2)[^bb3]: (!t0) -> () // trailing comment
  ^bb3():
    %8 = "foo.compute"(%7#1) {_u0, foo.k1= affine_map<() -> ((0 + 7) mod 3, 2 - 1 + 4, 5 * 4 * 7)>}: (memref<?xi1>) -> (() -> ())
    %value9 = "z.nop"(%7#1) ({
}): (memref<?xi1>) -> !t1
    "foo.br"(%8, %value9)[^exit4, ^bb3] {k$0}: (() -> (), !t1) -> () loc("v"(fused[unknown, #L3, #l_x4]))
  ^exit4(%_10 : !ty2, %11: memref<7xsi32, affine_map<(d0) -> (0)>, 7>):
    %12 = "foo.op"(): () -> !ty2
    %_13:2 = "d.op_1"(%7#2, %value4#1, %7#2) ({
}): (!t0, tensor<68xi32>, !t0) -> (i32, !ty2) // trailing comment
    %_14 = "my_dialect.thing"(%7#2) ({
}): (!t0) -> !my_dialect.v<75>
    %v15:3 = "a.b"(): () -> (f8E4M3, f16, f32)
    "z.nop"(%7#0, %_14, %v15#0): (!x<"abc">, !my_dialect.v<75>, f8E4M3) -> ()
    %16:4 = "z.nop"(%v15#2) {}: (f32) -> (f32, f64, memref<*xcomplex<f8E4M3FNUZ>>, index) loc(#l_x4)
  }, {
  ^bb6(%r17: tuple<bf16, ui16, tensor<i17>, index>, %_18: tensor<3xcomplex<f32>>, %_19: complex<bf16>):
    %v20 = "d.op_1"(%_19, %_19) ({
    ^b8(%value21: ui3 loc("name")):
      "x.y"(%_19): (complex<bf16>) -> () loc("src/x.py":59)
      %22 = "d.op_1"(%_18, %r17) {_u0= 0xFFF0000000000000 : f64}: (tensor<3xcomplex<f32>>, tuple<bf16, ui16, tensor<i17>, index>) -> !ty4 loc(callsite(#L3 at fused["f":36:66 to 39:12, "src/x.py":200:23, unknown]))
      %v23 = "foo.bar.baz"(%1, %_19) {}: (f4E2M1FN, complex<bf16>) -> (index) loc(unknown)
      %24:2 = "foo.bar"(%_18, %value0#1): (tensor<3xcomplex<f32>>, memref<838x3xcomplex<f8E3M4>, affine_map<(d0, d1) -> (d1, d0)>>) -> (complex<i128>, (none, index) -> ()) loc(callsite(fused["src/x.py":5:499, "a.mlir":4294967295:0, "":41:0] at "src/x.py":34:66 to 37:14)) // trailing comment
    }): (complex<bf16>, complex<bf16>) -> !t3 loc("dir/with space.c":8)
    %v25 = "foo.bar.baz"(%r17, %_18): (tuple<bf16, ui16, tensor<i17>, index>, tensor<3xcomplex<f32>>) -> complex<f6E2M3FN>
    // 
    "cfx.cond_br"(%_19, %_18, %value0#0)[^7] ({
      %v26 = "foo.compute"(%v20): (!t3) -> memref<29x694xf8E4M3FN, strided<[29, 1], offset:0>> loc(fused[unknown, #loc2])
      %27:3 = "x.y"(%_19, %v25): (complex<bf16>, complex<f6E2M3FN>) -> (complex<f8E3M4>, index, ui1) loc(#l_x5) // trailing comment
      "foo.op"(%v25, %27#0): (complex<f6E2M3FN>, complex<f8E3M4>) -> () loc(fused[#l_x4, "":383:57, "a.mlir":120:311])
      %28:4 = "foo.bar"(%1, %27#1) {"quoted key 0"= array<i64: 18446744073709551615, 1, 1, -1, -1>}: (f4E2M1FN, index) -> (tuple<complex<f8E4M3FNUZ>, i8, i1024, i128, f32, tf32, !t0, i3, !T_5, si7, index, i32, index, bf16, i24, !ty2, f32>, tuple<>, memref<?x?x47xf8E4M3, strided<[?, ?, 6], offset: 7>>, index) loc("callee"(fused["x", "f":4294967295:287, "f":147:73]))
    }): (complex<bf16>, tensor<3xcomplex<f32>>, tuple<f8E4M3B11FNUZ, i32, i32>) -> ()
  ^7():
    %29 = "foo.compute"(%1, %_18, %_19) <{}>: (f4E2M1FN, tensor<3xcomplex<f32>>, complex<bf16>) -> tuple<i7, vector<1xf16>, memref<3x560xui8>, i17, f32, ui8, si1024, bf16, si24, index, f16, f6E2M3FN, ui32, si17, f16, i32, i3, index, i8, bf16, i1> loc(#L3)
  }) {}: (tuple<f8E4M3B11FNUZ, i32, i32>, memref<838x3xcomplex<f8E3M4>, affine_map<(d0, d1) -> (d1, d0)>>) -> (f8E3M4, i3) loc(fused<#foo.m>["f":234:220, callsite(unknown at unknown), unknown])
}): () -> () loc(callsite(callsite("f":437:254 at "a.mlir":23:235) at fused<0 : i32>[]))
// "quotes" and {braces} in a comment
%v30:2 = "foo.op"(%1, %1, %value0#0)<{attr0= -1: i24, "quoted key 1"= "_é/<\C3\A9@/.X\\", z92= []}>: (f4E2M1FN, f4E2M1FN, tuple<f8E4M3B11FNUZ, i32, i32>) -> (memref<1xf80>, tuple<f8E4M3, i8, f6E2M3FN>)
%x31 = "bar.yield"(%v30#1, %value0#2, %v30#0) {"quoted key 0"= 0.0 : f8E4M3FN, foo.k1= unit, k$2= 0: ui17}: (tuple<f8E4M3, i8, f6E2M3FN>, f8E4M3FN, memref<1xf80>) -> bf16

%-32:3 = "foo.bar.baz"(%v30#1) ({
^$10(%tmp_33 : vector<13x[4]xindex> loc("a.mlir":7:29 to 9:30), %34 : index loc("f":40:46 to 40:23)):
  "my_dialect.thing"(%v30#0, %tmp_33) ({
    %value35 = "foo.compute"(): () -> i128
  }) {}: (memref<1xf80>, vector<13x[4]xindex>) -> ()
  "d.op_1"(%tmp_33, %value0#2): (vector<13x[4]xindex>, f8E4M3FN) -> () loc("a.mlir":417:4294967295)
}, {
  %$36 = "my_dialect.thing"(%x31, %v30#0, %value0#2)<{"quoted key 0", z91= {k$0= affine_map<(d0, d1, d2)[s0, s1] -> (3 * (d1) + s1 * 3, d2)>, b1= 338331484680716579913290632717714301788630480116024649332: i1024}, sym_name2= #a1, b3= "🙂\n<{\DB\00\n'\t"}>: (bf16, memref<1xf80>, f8E4M3FN) -> tensor<450x226x25x?xcomplex<bf16>, #foo.enc> loc(callsite("x" at "f":312:0))
}) {b0= -4.829 : f8E4M3FNUZ, d.k1= 0x73 : f8E4M3B11FNUZ}: (tuple<f8E4M3, i8, f6E2M3FN>) -> (!t6, !ty7, i64) // trailing comment
"a.b"() {}: () -> ()
%v37:3 = "foo.compute"(%-32#1): (!ty7) -> (index, !ty2, !T_8)

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x080000008DFF3BE78CD07AA47F265F4D459A3D4B88955FC38C56E7ACE8620DE5F0C7C8FA"
    }
  }
#-}
