!tuple = tuple<i64, f80, vector<9x10x1xi24>, i1, i1024, ui1024, si1024, bf16, i128, i64, bf16, f64, index, complex<f16>, ui3, f8E4M3FN, i64, f64, i8, f16>
#loc4 = loc("src/x.py":167:140)
#loc10 = loc(unknown)
#loc18 = loc("0263.in.mlir":35:31)
#loc19 = loc("x")
#loc31 = loc("a.mlir":4:46)
#map = affine_map<()[s0, s1] -> ()>
#set = affine_set<(d0)[s0, s1] : (-((-d0 + s0) mod 8) + 5 >= 0, d0 + 1 == 0, d0 - s0 * s1 >= 0)>
#loc42 = loc("n"(#loc31))
#loc47 = loc(callsite(#loc42 at #loc10))
"builtin.module"() ({
  %0 = "foo.bar.baz"() <{a0 = @c::@"x y", d.k1, "quoted key 2" = affine_map<(d0, d1, d2) -> ()>}> {value1 = true, x0} : () -> tuple<ui3, si64, f8E8M0FNU> loc(#loc1)
  %1 = "foo.op"(%0, %0) ({
  }) {foo.k2 = 3 : i8, foo.k3 = dense<-1.280000e+02> : vector<1x1xf8E5M2FNUZ>, "quoted key 0" = {_u1 = @"x y"::@"x y", attr3 = 6.352030e+05 : f64, k$0 = 161.30705499999999 : f64, z92 = #my.p<{-3, <-8>}>}, value1 = "\22\A2\18\\_@\\'#\D8"} : (tuple<ui3, si64, f8E8M0FNU>, tuple<ui3, si64, f8E8M0FNU>) -> !foo<"x<y>"> loc(#loc36)
  %2:4 = "z.nop"(%0, %0) {a2, attr0 = complex<f16>, "quoted key 3" = #loc4, sym_name1 = "b\00\B0%0\09\09\22\00"} : (tuple<ui3, si64, f8E8M0FNU>, tuple<ui3, si64, f8E8M0FNU>) -> (tuple<i32, ui32>, tensor<990x5x1xf8E4M3B11FNUZ>, index, f64) loc(#loc3)
  %3 = "a.b"(%2#1, %2#3) <{a1, d.k2, k$0}> {attr0 = dense<578> : vector<1xindex>, z91 = 2.07553266E+30 : f32} : (tensor<990x5x1xf8E4M3B11FNUZ>, f64) -> (() -> ()) loc(#loc5)
  "my_dialect.thing"(%3, %0, %2#3) : (() -> (), tuple<ui3, si64, f8E8M0FNU>, f64) -> () loc(#loc44)
  %4:3 = "my_dialect.thing"() ({
    "builtin.module"() ({
      %20:3 = "z.nop"() : () -> (i3, i3, tensor<519xcomplex<bf16>>) loc(#loc38)
    }) : () -> () loc(#loc8)
  }) {a1, attr3 = true, b2 = 65535 : si17, sym_name0 = {k$0 = dense<-1.280000e+02> : vector<1x1xf8E5M2FNUZ>, k$1 = "\CD<\0A\00!z%%Xz}@", k$2 = true, x3 = #map}} : () -> (!bar<"">, index, memref<?x1xi1, strided<[61, 1]>, 2>) loc(#loc7)
  "foo.bar.baz"() : () -> () loc(#loc10)
  %5 = "foo.bar.baz"() : () -> tensor<0xf4E2M1FN> loc(#loc11)
  "z.nop"() {_u0 = 16 : index, b2 = array<i8: -1, 0, -1>, d.k1 = "'\22\C3\A9"} : () -> () loc(#loc12)
  "x.y"(%4#2) ({
    %8 = "foo.op"() : () -> f16 loc(#loc14)
    %9 = "a.b"() {sym_name0 = dense<-1.280000e+02> : vector<1x1xf8E5M2FNUZ>} : () -> f32 loc(#loc15)
    %10 = "z.nop"() <{k$1 = @c, x0 = true, z92 = 0 : index}> : () -> index loc(#loc16)
    %11:2 = "foo.compute"() ({
    ^bb0(%arg0: f16 loc(unknown), %arg1: f8E4M3 loc("0263.in.mlir":35:31), %arg2: i32 loc("x")):
      %12 = "z.nop"(%2#2) : (index) -> si1 loc(#loc20)
      "foo.br"(%1, %12, %arg2)[^bb1] : (!foo<"x<y>">, si1, i32) -> () loc(#loc2)
    ^bb1:  // pred: ^bb0
      %13 = "d.op_1"(%arg2, %arg2) ({
        %18 = "x.y"(%arg1, %4#1) {attr0 = 1 : ui64, foo.k3 = dense_resource<res_0> : tensor<6xi8>, k$1 = "!\1A/.\C3\A9\\<\09X", k$2 = {a0 = true, a2 = 1 : i64, value1 = -128 : i8}} : (f8E4M3, index) -> none loc(#loc22)
        %19 = "my_dialect.thing"(%1, %arg1) <{a0 = @"0start"::@main}> {x0 = @"x y"} : (!foo<"x<y>">, f8E4M3) -> memref<4x3x4xi3> loc(#loc21)
      }, {
      }) : (i32, i32) -> index loc(#loc21)
      %14:4 = "foo.compute"(%arg1, %arg1, %8) : (f8E4M3, f8E4M3, f16) -> (i1, index, tuple<>, memref<?xcomplex<ui128>, strided<[1]>, {kind = "scratch"}>) loc(#loc23)
      "x.switch"(%14#1)[^bb2, ^bb3] : (index) -> () loc(#loc2)
    ^bb2:  // pred: ^bb1
      %15:4 = "foo.compute"(%12) {a2, attr1 = @a, my.k3 = dense<"b\0A-%@_z.\22\22"> : tensor<!foo.str>, "quoted key 0" = dense<-1.280000e+02> : vector<1x1xf8E5M2FNUZ>} : (si1) -> (i24, f16, memref<3x?x727xf8E5M2>, (i16) -> (tensor<49x2x?x0xf6E3M2FN>, f16)) loc(#loc45)
      "a.b"() : () -> () loc(#loc46)
      "x.y"(%15#1, %8) : (f16, f16) -> () loc(#loc27)
      "a.jump"()[^bb3] : () -> () loc(#loc28)
    ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb3
      %16 = "d.op_1"(%arg2, %4#2, %2#0) {foo.k1 = "-\C3\9F!\09\00%}b\C3\A9*\00" : ui8, k$0 = [#loc47, []], my.k2 = 6.550400e+04 : f32} : (i32, memref<?x1xi1, strided<[61, 1]>, 2>, tuple<i32, ui32>) -> memref<?x963x?xi64> loc(#loc41)
      "d.op_1"(%12, %12, %12) {b1 = -3484 : i64, x0 = dense<[-1.006250e+01, 1.528610e+37]> : tensor<2xbf16>} : (si1, si1, si1) -> () loc(#loc43)
      %17:3 = "x.y"(%4#2, %2#1) : (memref<?x1xi1, strided<[61, 1]>, 2>, tensor<990x5x1xf8E4M3B11FNUZ>) -> (i32, tensor<63x2x!my_dialect.v<{-2}, <? , ?>>>, bf16) loc(#loc32)
      "x.switch"()[^bb3] : () -> () loc(#loc33)
    }) {d.k0 = dense<-1.280000e+02> : vector<1x1xf8E5M2FNUZ>, sym_name1 = {}} : () -> (vector<9x[12]xf80>, !foo.v<"x y", [?], -0>) loc(#loc17)
  }) {a0 = #set, my.k1 = "{" : f6E3M2FN} : (memref<?x1xi1, strided<[61, 1]>, 2>) -> () loc(#loc13)
  %6 = "foo.bar"() ({
  ^bb0:
  }) : () -> (() -> complex<f16>) loc(#loc34)
  %7:4 = "foo.op"(%5) : (tensor<0xf4E2M1FN>) -> (vector<[13]x[5]xf64>, !tuple, f32, i8) loc(#loc35)
}) : () -> () loc(#loc)
#loc = loc("0263.in.mlir":0:0)
#loc1 = loc("dir/with space.c":4294967295:241)
#loc2 = loc("with \22q\22")
#loc3 = loc("0263.in.mlir":18:9)
#loc5 = loc("src/x.py":0:285)
#loc6 = loc("f":84:0)
#loc7 = loc("0263.in.mlir":22:13)
#loc8 = loc("src/x.py":2:48 to 5:43)
#loc9 = loc("f":283:13)
#loc11 = loc("0263.in.mlir":28:7)
#loc12 = loc("0263.in.mlir":29:1)
#loc13 = loc("0263.in.mlir":30:1)
#loc14 = loc("0263.in.mlir":31:13)
#loc15 = loc("0263.in.mlir":32:9)
#loc16 = loc("0263.in.mlir":33:13)
#loc17 = loc("src/x.py":0:332)
#loc20 = loc("0263.in.mlir":36:11)
#loc21 = loc("a.mlir":4294967295:0)
#loc22 = loc("0263.in.mlir":41:13)
#loc23 = loc("a.mlir":27:51 to :15)
#loc24 = loc("src/x.py":32:0)
#loc25 = loc("f":18:43 to 21:33)
#loc26 = loc("src/x.py":6:80 to :77)
#loc27 = loc("0263.in.mlir":50:5)
#loc28 = loc("0263.in.mlir":51:5)
#loc29 = loc("f":13:142)
#loc30 = loc("src/x.py":84:0)
#loc32 = loc("dir/with space.c":19:41 to 21:10)
#loc33 = loc("0263.in.mlir":56:5)
#loc34 = loc("0263.in.mlir":59:11)
#loc35 = loc("0263.in.mlir":62:20)
#loc36 = loc("v"(#loc2))
#loc37 = loc("n"(#loc6))
#loc38 = loc("n"(#loc9))
#loc39 = loc(callsite(#loc25 at #loc26))
#loc40 = loc("v"(#loc21))
#loc41 = loc(callsite(#loc29 at #loc30))
#loc43 = loc(fused<"meta">[#loc10])
#loc44 = loc("n"(#loc37))
#loc45 = loc(callsite(#loc24 at #loc39))
#loc46 = loc("v"(#loc40))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x040000006FE5DAF1EB4D"
    }
  }
#-}

