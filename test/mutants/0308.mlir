// ir-gen random --seed 297 --size 11
#l_x0 = loc("name")
!ty0 = f6E3M2FN
!ty1 = i128

"my_dialect.thing"() ({
 "a.jump"()[^bb1] <{"quoted key 0", my.k1= !x.t<"x y", i8, 75>, _u2, z93= 
  "!*- \58\"!ab\""}>: () -> ()
^bb1(%0 : f8E3M4 loc("src/x.py":338:460), %1: tuple<f128 , i128, f32, bf16> loc(unknown), %v2: tuple<!my_dialect<"abc">, f64> loc("":45:53 to 46:47)):
 "z.nop"(%v2) ({
 ^4(%tmp_3: complex<f16> loc("v"("src/x.py":4294967295:0))):
  "z.nop"(%tmp_3, %tmp_3, %tmp_3): (complex<f16>, complex<f16>, complex<f16>) -> ()
  "a.b"() <{}>: () -> ()
  "foo.bar.baz"(%1, %1): (tuple<f128 , i128, f32, bf16>, tuple<f128 , i128, f32, bf16>) -> ()
  %_4 = "foo.bar.baz"(%tmp_3, %tmp_3) <{k$0, attr1= 
  "Ω{", value2= affine_map<(d0) -> (((d0) ceildiv 1) ceildiv 8, (d0) ceildiv 6 * 6, d0 * 7 * 2)>, attr3= dense_resource<weights0> : tensor<1xi8>}> {z90= 0.1919979 : f4E2M1FN}: (complex<f16>, complex<f16>) -> vector<[13]x[12]x13xf8E4M3>
  %v5 = "my_dialect.thing"(%v2, %_4, %_4) {my.k0= -6.949 : bf16}: (tuple<!my_dialect<"abc">, f64>, vector<[13]x[12]x13xf8E4M3>, vector<[13]x[12]x13xf8E4M3>) -> vector<[12]x[5]xi17> loc(callsite("":46:11 to :19 at fused[]))
  %v6 = "d.op_1"(%v5, %1) <{z90= 127: i7, b1= @s$, x2 = @"0start"::@main}> {d.k0= unit, d.k1= true, attr2= #x.v<[?], ?>, value3}: (vector<[12]x[5]xi17>, tuple<f128 , i128, f32, bf16>) -> ui8
 }, {
  %v7 = "a.b"(%1, %1, %v2): (tuple<f128 , i128, f32, bf16>,
    tuple<f128 , i128, f32, bf16>, tuple<!my_dialect<"abc">, f64>) -> index loc("dir/with space.c":4294967295:66)
 }): (tuple<!my_dialect<"abc">, f64>) -> () loc("n"("op.1"))
 %8 = "z.nop"(%1, %0, %1): (tuple<f128 , i128, f32, bf16>, f8E3M4, tuple<f128 , i128, f32, bf16>) -> complex<bf16>
 %9:4 = "x.y"(): () -> (memref<38x3xcomplex<f16>>, complex<i1>, complex< 
 f6E2M3FN>, memref<2xf8E4M3FNUZ, strided<[1], offset:0>>) loc(#l_x0)
 "cfx.cond_br"(%9#2)[^bb2, ^3] <{"quoted key 0"= dense_resource<weights1> : tensor<5xf32>, value1= @"0start"::@b::@"0start", my.k2= "\7f\00.!Ω\n\""}>: (complex< 
 f6E2M3FN>) -> ()
^undefined_block():
 "foo.br"()[^3]<{value0= 24 : index, z91}> {b0, b1= #x.p<49 <73>>, a2, b3= dense_resource<blob2> : tensor<5xi32>}: () -> () loc("a.mlir":81)
^3(%$10 : vector<4x7x9xindex>):
 %_11 = "z.nop"(%$10, %$10) {z90= 1.0e-30 : bf16, k$1= [{z90= loc("":157:88), _u1= dense<0x0309> : vector<2x3xf16>}, #my.a<"x y", "x y", <22,-0,a.b>>, [], 60 : index]}: (vector<4x7x9xindex>, vector<4x7x9xindex>) -> memref<?x?x?xbf16, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, 1>
}, {
 %12 = "d.op_1"()<{"quoted key 0", x1= 6.682 : f6E2M3FN, b2= sparse<[[2, 2, 0], [3, 2, 2], [5, 2, 3]], [0.801, 0xFC20, 3.183]> : tensor<6x6x5xbf16>, b3= affine_set<(d0, d1) : ((-(6)) ceildiv 9 >= 2 * (6), d1 <= 2, d1 - d1 * 9 == 0)>}> {sym_name0, k$1= -239394.0 : f6E2M3FN, attr2= {"quoted key 0"= -9223372036854775808 : index, b1= true, x2= dense<[[(59, -15), (53, -71), (32, -26)], [(48, -2), (46, -5), (80, -82)], [(54, -34), (31, -20),  (86, -89)]]> : tensor<3x3xcomplex<i32>>}, k$3= -1  : i32}: () -> ((!ty0) -> ()) loc("f":446:72)
}, {
}) {}:  () -> () loc(callsite("":32 at callsite(unknown at "name")))
%a.b13 = "foo.bar.baz"()<{b0, attr1, "quoted key 2"= "\7f\"*}-{\t'🙂", b3= " \E2/Xab\00*'"}> {}: () -> !ty1
%_14:3 = "foo.compute"(%a.b13, %a.b13) {}: (!ty1,!ty1) -> (i32, f16, none)
"foo.compute"()	: () -> () loc(fused[])

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000C1",
      weights1: "0x040000003AC9BB8A39994CE6F411D0A9E465F831BC810228",
      blob2: "0x040000003D4A4BFC0B6EAC9C35F207836EB051BB6BE4B620"
    }
  }
#-}
