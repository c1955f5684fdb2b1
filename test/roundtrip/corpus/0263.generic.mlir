!tuple = tuple<i64, f80, vector<9x10x1xi24>, i1, i1024, ui1024, si1024, bf16, i128, i64, bf16, f64, index, complex<f16>, ui3, f8E4M3FN, i64, f64, i8, f16>
#loc = loc("src/x.py":167:140)
#loc1 = loc("a.mlir":4:46)
#loc2 = loc(unknown)
#map = affine_map<()[s0, s1] -> ()>
#set = affine_set<(d0)[s0, s1] : (-((-d0 + s0) mod 8) + 5 >= 0, d0 + 1 == 0, d0 - s0 * s1 >= 0)>
#loc3 = loc("n"(#loc1))
#loc4 = loc(callsite(#loc3 at #loc2))
"builtin.module"() ({
  %0 = "foo.bar.baz"() <{a0 = @c::@"x y", d.k1, "quoted key 2" = affine_map<(d0, d1, d2) -> ()>}> {value1 = true, x0} : () -> tuple<ui3, si64, f8E8M0FNU>
  %1 = "foo.op"(%0, %0) ({
  }) {foo.k2 = 3 : i8, foo.k3 = dense<-1.280000e+02> : vector<1x1xf8E5M2FNUZ>, "quoted key 0" = {_u1 = @"x y"::@"x y", attr3 = 6.352030e+05 : f64, k$0 = 161.30705499999999 : f64, z92 = #my.p<{-3, <-8>}>}, value1 = "\22\A2\18\\_@\\'#\D8"} : (tuple<ui3, si64, f8E8M0FNU>, tuple<ui3, si64, f8E8M0FNU>) -> !foo<"x<y>">
  %2:4 = "z.nop"(%0, %0) {a2, attr0 = complex<f16>, "quoted key 3" = #loc, sym_name1 = "b\00\B0%0\09\09\22\00"} : (tuple<ui3, si64, f8E8M0FNU>, tuple<ui3, si64, f8E8M0FNU>) -> (tuple<i32, ui32>, tensor<990x5x1xf8E4M3B11FNUZ>, index, f64)
  %3 = "a.b"(%2#1, %2#3) <{a1, d.k2, k$0}> {attr0 = dense<578> : vector<1xindex>, z91 = 2.07553266E+30 : f32} : (tensor<990x5x1xf8E4M3B11FNUZ>, f64) -> (() -> ())
  "my_dialect.thing"(%3, %0, %2#3) : (() -> (), tuple<ui3, si64, f8E8M0FNU>, f64) -> ()
  %4:3 = "my_dialect.thing"() ({
    "builtin.module"() ({
      %20:3 = "z.nop"() : () -> (i3, i3, tensor<519xcomplex<bf16>>)
    }) : () -> ()
  }) {a1, attr3 = true, b2 = 65535 : si17, sym_name0 = {k$0 = dense<-1.280000e+02> : vector<1x1xf8E5M2FNUZ>, k$1 = "\CD<\0A\00!z%%Xz}@", k$2 = true, x3 = #map}} : () -> (!bar<"">, index, memref<?x1xi1, strided<[61, 1]>, 2>)
  "foo.bar.baz"() : () -> ()
  %5 = "foo.bar.baz"() : () -> tensor<0xf4E2M1FN>
  "z.nop"() {_u0 = 16 : index, b2 = array<i8: -1, 0, -1>, d.k1 = "'\22\C3\A9"} : () -> ()
  "x.y"(%4#2) ({
    %8 = "foo.op"() : () -> f16
    %9 = "a.b"() {sym_name0 = dense<-1.280000e+02> : vector<1x1xf8E5M2FNUZ>} : () -> f32
    %10 = "z.nop"() <{k$1 = @c, x0 = true, z92 = 0 : index}> : () -> index
    %11:2 = "foo.compute"() ({
    ^bb0(%arg0: f16, %arg1: f8E4M3, %arg2: i32):
      %12 = "z.nop"(%2#2) : (index) -> si1
      "foo.br"(%1, %12, %arg2)[^bb1] : (!foo<"x<y>">, si1, i32) -> ()
    ^bb1:  // pred: ^bb0
      %13 = "d.op_1"(%arg2, %arg2) ({
        %18 = "x.y"(%arg1, %4#1) {attr0 = 1 : ui64, foo.k3 = dense_resource<res_0> : tensor<6xi8>, k$1 = "!\1A/.\C3\A9\\<\09X", k$2 = {a0 = true, a2 = 1 : i64, value1 = -128 : i8}} : (f8E4M3, index) -> none
        %19 = "my_dialect.thing"(%1, %arg1) <{a0 = @"0start"::@main}> {x0 = @"x y"} : (!foo<"x<y>">, f8E4M3) -> memref<4x3x4xi3>
      }, {
      }) : (i32, i32) -> index
      %14:4 = "foo.compute"(%arg1, %arg1, %8) : (f8E4M3, f8E4M3, f16) -> (i1, index, tuple<>, memref<?xcomplex<ui128>, strided<[1]>, {kind = "scratch"}>)
      "x.switch"(%14#1)[^bb2, ^bb3] : (index) -> ()
    ^bb2:  // pred: ^bb1
      %15:4 = "foo.compute"(%12) {a2, attr1 = @a, my.k3 = dense<"b\0A-%@_z.\22\22"> : tensor<!foo.str>, "quoted key 0" = dense<-1.280000e+02> : vector<1x1xf8E5M2FNUZ>} : (si1) -> (i24, f16, memref<3x?x727xf8E5M2>, (i16) -> (tensor<49x2x?x0xf6E3M2FN>, f16))
      "a.b"() : () -> ()
      "x.y"(%15#1, %8) : (f16, f16) -> ()
      "a.jump"()[^bb3] : () -> ()
    ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb3
      %16 = "d.op_1"(%arg2, %4#2, %2#0) {foo.k1 = "-\C3\9F!\09\00%}b\C3\A9*\00" : ui8, k$0 = [#loc4, []], my.k2 = 6.550400e+04 : f32} : (i32, memref<?x1xi1, strided<[61, 1]>, 2>, tuple<i32, ui32>) -> memref<?x963x?xi64>
      "d.op_1"(%12, %12, %12) {b1 = -3484 : i64, x0 = dense<[-1.006250e+01, 1.528610e+37]> : tensor<2xbf16>} : (si1, si1, si1) -> ()
      %17:3 = "x.y"(%4#2, %2#1) : (memref<?x1xi1, strided<[61, 1]>, 2>, tensor<990x5x1xf8E4M3B11FNUZ>) -> (i32, tensor<63x2x!my_dialect.v<{-2}, <? , ?>>>, bf16)
      "x.switch"()[^bb3] : () -> ()
    }) {d.k0 = dense<-1.280000e+02> : vector<1x1xf8E5M2FNUZ>, sym_name1 = {}} : () -> (vector<9x[12]xf80>, !foo.v<"x y", [?], -0>)
  }) {a0 = #set, my.k1 = "{" : f6E3M2FN} : (memref<?x1xi1, strided<[61, 1]>, 2>) -> ()
  %6 = "foo.bar"() ({
  ^bb0:
  }) : () -> (() -> complex<f16>)
  %7:4 = "foo.op"(%5) : (tensor<0xf4E2M1FN>) -> (vector<[13]x[5]xf64>, !tuple, f32, i8)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x040000006FE5DAF1EB4D"
    }
  }
#-}

