!tuple = tuple<i64, f4E2M1FN, ui64, f64, f64, ui64, i3, memref<12xui8, strided<[43], offset: ?>, "local mem">, i32, i64, bf16, f32, f8E4M3, memref<3x4xf64, strided<[3, 54], offset: ?>>, i8, i32, index>
#loc12 = loc(unknown)
#loc25 = loc("0188.in.mlir":36:5)
#map = affine_map<(d0, d1, d2)[s0, s1] -> ()>
#set = affine_set<(d0, d1, d2)[s0] : (-(d2 * s0) >= 0, -d1 + 2 >= 0, d0 floordiv 5 >= 0)>
#set1 = affine_set<(d0, d1, d2) : (-((d1 ceildiv 9) mod 8) + 2 >= 0, -d1 + 8 >= 0, -14 >= 0)>
"builtin.module"() <{sym_name = "m27"}> ({
  "x.y"() <{}> : () -> () loc(#loc1)
  "a.b"() <{_u0 = ""}> : () -> () loc(#loc2)
  %0:2 = "x.y"() : () -> (index, memref<170x?xf8E5M2>) loc(#loc3)
  %1 = "bar.yield"(%0#0, %0#0, %0#1) : (index, index, memref<170x?xf8E5M2>) -> bf16 loc(#loc4)
  %2:2 = "my_dialect.thing"(%0#0, %0#1, %1) {foo.k0 = #set, value1 = -8.112230e-06 : f64, value2} : (index, memref<170x?xf8E5M2>, bf16) -> ((f16) -> (i32, i64), vector<7x11x11xsi16>) loc(#loc5)
  %3:4 = "a.b"() : () -> (vector<2x5xui7>, si1, complex<f4E2M1FN>, () -> f8E4M3B11FNUZ) loc(#loc6)
  %4:3 = "z.nop"() {b2 = [], k$0 = dense<"0xE2C6D0B3C216330199B85489DFD0B7953D0E93E571C8B472CB63F3F87F93FB5524EF656A43AF2A4080C3F04B93D1642718752BEF1E84BE2B3BA4A026EAAB0C5A5A14F050D120CAF01CEC5414A5F69E6FAD0A314CB2CEE09A6DCC238B4237C821DE18EE8B8A9768BADCE087ADBC52937AB0E742AE80BD8FF59C2937EA1D01EB26E3F020CAEFC8A04EA24826842E7A4D5A1A7B3ABFDC3D967E30A36958781BF5BCED58FD20879AB6212693549A7DB3EC7274D6469C71430CB74777C65F043AD1D1D6615D2CE1E8E00FC464056AF40BEA2A1021A1F80A71D0BC009DB36CA603F31270158F52D51DB1AAAD44EC7A270A759C6A5D35EE2A2DAAC8A4A19DB45B868EB4C3ECE6A9"> : tensor<130xbf16>, k$1 = 54205352510928401538994229438303165531140607339880443024831514252218397204884598705802147169276166418082873567134687351407871766654019256814660265847519600770339989033330776035731798360726305968173181358116198724290665174998881680303529829746345126274160028037682841021083061009728 : i1024} : () -> (i32, complex<f6E2M3FN>, complex<f32>) loc(#loc7)
  %5:3 = "my_dialect.thing"() : () -> (ui1, !tuple, memref<4x522x?xf32, strided<[?, 43, 1], offset: ?>>) loc(#loc8)
  %6:4 = "my_dialect.thing"(%3#1, %5#2, %4#2) : (si1, memref<4x522x?xf32, strided<[?, 43, 1], offset: ?>>, complex<f32>) -> (bf16, vector<1x15xindex>, f8E4M3FNUZ, f32) loc(#loc9)
  %7:3 = "my_dialect.thing"() <{z90 = [9223372036854775807 : index, loc(fused<7 : i32>["src/x.py":4294967295:26, fused["-":204:204, "src/x.py":274:380], "dir/with space.c":254:75]), array<i32: 1, 2, -1, -1>, dense<[-2.000000e+00, 984.103393]> : vector<2xf32>]}> {d.k0 = 0x80 : f8E5M2FNUZ, foo.k2 = #map, x1 = -1.000000e+10 : f64, z93 = @_priv} : () -> (!foo.param<<"x y", {-1 , 1}> , {{"x y"},[?, a.b],?}>, tensor<353xcomplex<f64>, 0 : i32>, i17) loc(#loc10)
  "a.b"(%7#1, %4#2) ({
  ^bb0(%arg1: complex<ui17> loc(unknown)):
    %14 = "a.b"(%3#1, %arg1) ({
    }, {
      %17 = "foo.bar.baz"(%6#3) : (f32) -> f16 loc(#loc14)
      %18 = "z.nop"(%arg1, %7#1, %4#0) : (complex<ui17>, tensor<353xcomplex<f64>, 0 : i32>, i32) -> f32 loc(#loc15)
      "foo.bar.baz"(%17, %7#0, %3#1) {a1 = i128, a2 = 33 : index, "quoted key 3" = 0 : i64, z90 = 0 : ui32} : (f16, !foo.param<<"x y", {-1 , 1}> , {{"x y"},[?, a.b],?}>, si1) -> () loc(#loc16)
      %19:2 = "d.op_1"(%7#2, %0#0, %18) <{}> {d.k1 = #my<"abc">, my.k0 = array<f32: 0xFF800000, -2.000000e-01, 5.619000e+01, 3.157000e+01>, "quoted key 2" = 1 : i32} : (i17, index, f32) -> (complex<f32>, vector<4x3x11xindex>) loc(#loc17)
    }) : (si1, complex<ui17>) -> complex<i32> loc(#loc13)
    %15 = "foo.bar.baz"(%7#2) : (i17) -> tuple<> loc(#loc29)
    "my_dialect.thing"(%15, %14) : (tuple<>, complex<i32>) -> () loc(#loc19)
    %16:3 = "foo.compute"(%7#2, %14, %arg1) {_u0, foo.k2 = [@b, [i32], {}], sym_name3 = 4 : i128, x1 = 3.281250e-01 : f8E3M4} : (i17, complex<i32>, complex<ui17>) -> (memref<?xui3>, tuple<ui32, i1, f32>, vector<3x6xsi17>) loc(#loc20)
  }) {d.k0 = @a} : (tensor<353xcomplex<f64>, 0 : i32>, complex<f32>) -> () loc(#loc11)
  %8 = "foo.compute"(%3#0, %6#3, %7#1) {b1 = "<", "quoted key 0" = array<f32: 3.000000e-01, -9.99999897E+9, 717.674255, -0.278381705>} : (vector<2x5xui7>, f32, tensor<353xcomplex<f64>, 0 : i32>) -> i17 loc(#loc21)
  %9:3 = "x.y"() {_u1 = -92244529479 : index, k$0} : () -> (index, vector<[16]x7x[16]xindex>, vector<[4]xui16>) loc(#loc22)
  "d.op_1"() <{_u2 = [array<i64: 635760224500558>, false, affine_set<(d0)[s0, s1] : ((d0 - s1) ceildiv 6 >= 0)>], sym_name0 = dense<(6.438400e+04,-1.000000e+00)> : tensor<3x2xcomplex<f16>>, z91 = dense<0x7FFF> : tensor<3x3xbf16>}> : () -> () loc(#loc23)
  %10 = "foo.bar"(%9#1, %6#2) ({
  }, {
  ^bb0(%arg0: complex<si8> loc("0188.in.mlir":36:5)):
    %12 = "z.nop"(%4#1, %5#0) {"quoted key 0" = dense_resource<weights0> : tensor<3xf32>} : (complex<f6E2M3FN>, ui1) -> tf32 loc(#loc26)
    %13:4 = "x.y"(%9#2, %4#1) : (vector<[4]xui16>, complex<f6E2M3FN>) -> (tensor<1x5x4xi64>, complex<f64>, vector<12x[5]x11xbf16>, si1024) loc(#loc27)
  }) : (vector<[16]x7x[16]xindex>, f8E4M3FNUZ) -> complex<f64> loc(#loc24)
  %11:3 = "foo.compute"(%10) {_u1 = dense<-2.860000e+02> : tensor<1xbf16>, sym_name2 = #set1, sym_name3 = -7.710000e+08 : f128, x0 = "zk\CE\A9\7F\7Fz\00\0A\C3\A9<\0A\09"} : (complex<f64>) -> (i8, f8E4M3B11FNUZ, tuple<f128, f32, f32>) loc(#loc28)
}) : () -> () loc(#loc)
#loc = loc("src/x.py":88:0)
#loc1 = loc("f":446:451)
#loc2 = loc("":47:0)
#loc3 = loc("0188.in.mlir":5:10)
#loc4 = loc("0188.in.mlir":6:8)
#loc5 = loc("0188.in.mlir":7:9)
#loc6 = loc("0188.in.mlir":9:10)
#loc7 = loc("f":56:0)
#loc8 = loc("0188.in.mlir":11:13)
#loc9 = loc("0188.in.mlir":13:14)
#loc10 = loc("f":45:17 to 48:52)
#loc11 = loc("0188.in.mlir":15:2)
#loc13 = loc("0188.in.mlir":17:10)
#loc14 = loc("0188.in.mlir":19:15)
#loc15 = loc("f":0:199)
#loc16 = loc("0188.in.mlir":22:4)
#loc17 = loc("op.1")
#loc18 = loc("f":181:4294967295)
#loc19 = loc("name")
#loc20 = loc("src/x.py":15:50 to 16:22)
#loc21 = loc("0188.in.mlir":31:8)
#loc22 = loc("0188.in.mlir":32:10)
#loc23 = loc("-":207:142)
#loc24 = loc("src/x.py":9:32 to 12:44)
#loc26 = loc("src/x.py":27:50 to 28:66)
#loc27 = loc("0188.in.mlir":39:16)
#loc28 = loc("dir/with space.c":222:156)
#loc29 = loc("v"(#loc18))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000731E8A4D44936E6E59BE5A7E"
    }
  }
#-}

