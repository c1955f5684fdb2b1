"builtin.module"() <{sym_name = "m27"}> ({
 "x.y"() <{}>: () -> () loc("f":446:451)
 // a comment
 "a.b"()<{_u0= ""}>: () -> () loc("":47)
 %v0:2 = "x.y"(): () -> (index, memref<170x?xf8E5M2>) // trailing comment
 %_1 = "bar.yield"(%v0#0, %v0#0, %v0#1): (index,  index, memref<170x?xf8E5M2>) -> bf16
 %2:2 = "my_dialect.thing"(%v0#0, %v0#1, %_1) {foo.k0= affine_set<(d0, d1, d2)[s0] : ((d0 - d1) mod 1 >= (d2) * s0, d1 <= 2, (d0) floordiv 5 >= 0)>, value1= -8.11223e-6, value2}: (index, memref<170x?xf8E5M2>, bf16) -> ((f16) -> (i32,
    i64), vector<7x11x11xsi16>)
 %v3:4 = "a.b"(): () -> (vector<2x5xui7>, si1, complex<f4E2M1FN>, () -> (f8E4M3B11FNUZ)) // trailing comment
 %tmp_4:3 = "z.nop"() {k$0= dense<"0xE2C6D0B3C216330199B85489DFD0B7953D0E93E571C8B472CB63F3F87F93FB5524EF656A43AF2A4080C3F04B93D1642718752BEF1E84BE2B3BA4A026EAAB0C5A5A14F050D120CAF01CEC5414A5F69E6FAD0A314CB2CEE09A6DCC238B4237C821DE18EE8B8A9768BADCE087ADBC52937AB0E742AE80BD8FF59C2937EA1D01EB26E3F020CAEFC8A04EA24826842E7A4D5A1A7B3ABFDC3D967E30A36958781BF5BCED58FD20879AB6212693549A7DB3EC7274D6469C71430CB74777C65F043AD1D1D6615D2CE1E8E00FC464056AF40BEA2A1021A1F80A71D0BC009DB36CA603F31270158F52D51DB1AAAD44EC7A270A759C6A5D35EE2A2DAAC8A4A19DB45B868EB4C3ECE6A9"> : tensor<130xbf16>, k$1= 54205352510928401538994229438303165531140607339880443024831514252218397204884598705802147169276166418082873567134687351407871766654019256814660265847519600770339989033330776035731798360726305968173181358116198724290665174998881680303529829746345126274160028037682841021083061009728: i1024, b2= []}: () -> (i32, complex<f6E2M3FN>, complex<f32>) loc("f":56)
 %5, %6:2 = "my_dialect.thing"(): () -> (ui1, tuple<i64, f4E2M1FN, ui64, f64, f64, ui64, i3, memref<12xui8, strided<[43], offset: ?>, "local mem">, i32, i64, bf16, f32, f8E4M3, memref<3x4xf64, strided<[3, 54], offset: ?>>, i8, i32, index>, memref<4x522x?xf32, strided<[?, 43, 1], offset: ?>>)
 // a comment
 %7, %_8:3 = "my_dialect.thing"(%v3#1, %6#1, %tmp_4#2): (si1, memref<4x522x?xf32, strided<[?, 43, 1], offset: ?>>, complex<f32>) -> (bf16, vector<1x15xindex>, f8E4M3FNUZ,f32)
 %v9:3 = "my_dialect.thing"()<{z90= [9223372036854775807 : index, loc(fused<7 : i32>["src/x.py":4294967295:26, fused["":204:204, "src/x.py":274:380], "dir/with space.c":254:75]), array<i32: 0x1, 2, -1, -1>, dense<[-2.0,984.103402]> : vector<2xf32>]}> {d.k0= 86.53E7 : f8E5M2FNUZ, x1= -1.0E+10 : f64, foo.k2= affine_map<(i0, i1, i2)[N0, N1] -> ()>, z93= @_priv}: () -> (!foo.param<<"x y", {-1 , 1}> , {{"x y"},[?, a.b],?}>, tensor<353xcomplex<f64>, 0 : i32>, i17) loc("f":45:17 to 48:52)
 a.b"(%v9#1, %tmp_4#2) ({
 ^x.y0(%10 : complex<ui17> loc(unknown)):
  %_11 = "a.b"(%v3#1, %10) ({
  }, {
   %value12 = "foo.bar.baz"(%_8#2): (f32) -> (f16)
   %13 = "z.nop"(%10, %v9#1, %tmp_4#0): (complex<ui17>, tensor<353xcomplex<f64>, 0 : i32>, i32) -> f32 loc("f":0:199)
   // // nested
   "foo.bar.baz"(%value12, %v9#0, %v3#1) {z90= 0: ui32, a1= i128, a2= 33 : index, "quoted key 3"= 0}: (f16, !foo.param<<"x y", {-1 , 1}> , {{"x y"},[?, a.b],?}>, si1) -> ()
   %14:2 = "d.op_1"(%v9#2, %v0#0, %13)<{}> {my.k0= array<f32: 0xFF800000, -0.2, 56.19E0, 31.57E0> , d.k1= #my<"abc">, "quoted key 2"= 1  : i32}: (i17, index, f32) -> (complex<f32>, vector<4x3x11xindex>) loc("op.1")
  }): (si1, complex<ui17>) -> complex<i32>
  // // nested
  %-15 = "foo.bar.baz"(%v9#2): (i17) -> tuple<> loc("v"("f":181:4294967295))
  "my_dialect.thing"(%-15, %_11) {}: (tuple<>, complex<i32>) -> () loc("name")
  %16:3 = "foo.compute"(%v9#2, %_11, %10) {_u0, x1= 0.3268564 : f8E3M4, foo.k2= [@b, [i32], {}], sym_name3= 4: 
  i128}: (i17, complex<i32>, complex<ui17>) -> (memref<?xui3, affine_map<(d0) -> (d0)>>, tuple<ui32, i1, f32>, vector<3x6xsi17>) loc("src/x.py":15:50 to 16:22)
 }) {d.k0= @a}: (tensor<353xcomplex<f64>, 0 : i32>, complex<f32>) -> ()
 %17 = "foo.compute"(%v3#0, %_8#2, %v9#1) {"quoted key 0"= array<f32: 0.3, -9.999999e9, 717.674253, 0xBE8E880C>, b1 = "<"}: (vector<2x5xui7>, f32, tensor<353xcomplex<f64>, 0 : i32>) -> i17
 %18:3 = "x.y"() {k$0, _u1= -92244529479 : index}: () -> (index, vector<[16]x7x[16] x index>, vector<[4]xui16>)
 "d.op_1"()<{sym_name0= dense<(0x7BDC, -1.0)> : tensor<3x2xcomplex<f16>>, z91= dense<0x7FFF> : tensor<3x3xbf16>, _u2= [array<i64: 635760224500558>, false, affine_set<(d0)[s0, s1] : ((d0 - s1) ceildiv 6 >= 0)>]}>: () -> () loc("":207:142)
 %19 = "foo.bar"(%18#1, %_8#1) ({
 }, {
 ^4(%value20: complex<si8>):
  %21 = "z.nop"(%tmp_4#1, %5) {"quoted key 0"= dense_resource<weights0> : tensor<3xf32>}: (complex<f6E2M3FN>, ui1) -> tf32 loc("src/x.py":27:50 to 28:66)
  // "quotes" and {braces} in a comment
  %value22:4 = "x.y"(%18#2, %tmp_4#1): (vector<[4]xui16>, complex<f6E2M3FN>) -> (tensor<1x5x4xi64>, complex<f64>, vector<12x[5]x11xbf16>, si1024)
 }): (vector<[16]x7x[16] x index>, f8E4M3FNUZ) -> complex<f64> loc("src/x.py":9:32 to 12:44)
 %v23:3 = "foo.compute"(%19) {x0= "z\6BΩ\7f\7fz\00\né<\n\t", _u1 = dense<-286.653451> : tensor<1xbf16>, sym_name2= affine_set<(d0, d1, d2) : (((d1) ceildiv 9) mod 8 <= 2, 8 >= (d1) ceildiv 1, 8 * (d0 - d0) >= 7 * 2)>, sym_name3= -7.71E8 : f128}: (complex<f64>) -> (i8,  f8E4M3B11FNUZ, tuple<f128, f32, f32>) loc("dir/with space.c":222:156)
}) : () -> () loc("src/x.py":88)

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000731E8A4D44936E6E59BE5A7E"
    }
  }
#-}
