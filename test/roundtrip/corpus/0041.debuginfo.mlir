#loc8 = loc(unknown)
#loc9 = loc("0041.in.mlir":27:66)
#loc11 = loc("with \22q\22")
#loc12 = loc("0041.in.mlir":32:9)
#loc26 = loc("0041.in.mlir":52:7)
#loc27 = loc("f":33:0)
#loc38 = loc("0041.in.mlir":67:7)
#map = affine_map<(d0, d1, d2)[s0] -> ((-d1 + s0) floordiv 2, 0, (d2 floordiv 5) * 9)>
#map1 = affine_map<() -> (1, -4, 7)>
#map2 = affine_map<(d0, d1)[s0] -> (s0 * 6, d1 * 56, 6)>
#set = affine_set<(d0, d1, d2) : (-d0 + 8 >= 0, d1 >= 0)>
"builtin.module"() ({
  %0 = "z.nop"() <{b0 = "%*'[\7F*\\@-" : i64, foo.k1 = array<i8: 1, 1>, my.k2 = distinct[0]<array<f32: 1.000000e-01>>, z93 = false}> {d.k3 = 1.000000e-01 : f64, "quoted key 0" = #map, value1 = false, value2 = sparse<[[0, 0, 1], [0, 3, 1], [4, 1, 1], [3, 5, 1]], [-128, -118, 1, 3]> : tensor<6x6x2xi8>} : () -> tuple<i8, i1024> loc(#loc1)
  %1 = "foo.bar.baz"(%0) : (tuple<i8, i1024>) -> si17 loc(#loc2)
  %2:2 = "x.y"(%1, %1, %1) : (si17, si17, si17) -> (tuple<index, f32, vector<index>, complex<i8>>, ui3) loc(#loc3)
  "x.y"(%2#0, %0) : (tuple<index, f32, vector<index>, complex<i8>>, tuple<i8, i1024>) -> () loc(#loc4)
  "x.y"(%2#0, %2#0, %1) : (tuple<index, f32, vector<index>, complex<i8>>, tuple<index, f32, vector<index>, complex<i8>>, si17) -> () loc(#loc5)
  "foo.op"() : () -> () loc(#loc6)
  "x.y"(%2#0) ({
  ^bb0(%arg3: tensor<3x?x?x525xcomplex<i17>, 9 : i32> loc(unknown), %arg4: complex<f6E3M2FN> loc("0041.in.mlir":27:66)):
    %16 = "bar.yield"(%0, %arg4, %arg4) {a0 = dense_resource<blob0> : tensor<2xf32>, k$1 = @c::@f_1::@b, my.k2 = -1 : i16} : (tuple<i8, i1024>, complex<f6E3M2FN>, complex<f6E3M2FN>) -> f64 loc(#loc8)
    "my_dialect.thing"(%arg3, %arg4, %arg3) ({
      %18 = "z.nop"() : () -> index loc(#loc10)
      "foo.bar.baz"(%arg4) ({
      ^bb0(%arg5: si3 loc("0041.in.mlir":32:9)):
        %22 = "foo.compute"(%2#1, %arg3) <{attr1, sym_name0 = 733 : i64}> : (ui3, tensor<3x?x?x525xcomplex<i17>, 9 : i32>) -> ui8 loc(#loc13)
        %23 = "bar.yield"(%arg4) : (complex<f6E3M2FN>) -> f4E2M1FN loc(#loc14)
      }) : (complex<f6E3M2FN>) -> () loc(#loc11)
      %19 = "foo.bar.baz"(%1, %18, %16) : (si17, index, f64) -> f6E3M2FN loc(#loc15)
      %20:3 = "x.y"(%18, %arg3) : (index, tensor<3x?x?x525xcomplex<i17>, 9 : i32>) -> (f80, f80, tensor<*xi7>) loc(#loc16)
      %21:4 = "a.b"() {sym_name0 = tuple<>} : () -> (f80, tuple<i8>, complex<i1>, tuple<i8>) loc(#loc17)
    }) {_u1 = [{_u0, a1 = #map1}, #map2, @"x y"::@b, -1 : i32], foo.k0 = #map1, k$3 = -23 : i64, value2} : (tensor<3x?x?x525xcomplex<i17>, 9 : i32>, complex<f6E3M2FN>, tensor<3x?x?x525xcomplex<i17>, 9 : i32>) -> () loc(#loc8)
    "z.nop"(%2#1, %16) : (ui3, f64) -> () loc(#loc18)
    %17:3 = "foo.bar"(%arg3, %arg3, %arg3) {foo.k0 = array<i16: 16>, x2 = -1 : i64, z91 = -1 : i64} : (tensor<3x?x?x525xcomplex<i17>, 9 : i32>, tensor<3x?x?x525xcomplex<i17>, 9 : i32>, tensor<3x?x?x525xcomplex<i17>, 9 : i32>) -> (none, i3, f8E4M3B11FNUZ) loc(#loc19)
  }) : (tuple<index, f32, vector<index>, complex<i8>>) -> () loc(#loc7)
  %3 = "foo.bar.baz"() : () -> f80 loc(#loc20)
  %4 = "my_dialect.thing"(%2#1, %2#0, %2#0) {b1, d.k0 = 1 : i7, foo.k2} : (ui3, tuple<index, f32, vector<index>, complex<i8>>, tuple<index, f32, vector<index>, complex<i8>>) -> i32 loc(#loc21)
  %5 = "my_dialect.thing"(%4) ({
  }) {foo.k0 = #x.attr} : (i32) -> ((none) -> ()) loc(#loc8)
  %6 = "x.y"(%2#1) ({
  ^bb0(%arg0: tensor<?x3xcomplex<f80>> loc("with \22q\22")):
    %9:3 = "foo.op"(%4, %0) ({
      "foo.compute"(%arg0, %0, %4) : (tensor<?x3xcomplex<f80>>, tuple<i8, i1024>, i32) -> () loc(#loc24)
      %12 = "foo.compute"() ({
      ^bb0(%arg1: f16 loc("0041.in.mlir":52:7), %arg2: memref<4xsi8> loc("f":33:0)):
        %14 = "foo.bar.baz"(%5, %4) <{}> {attr0 = #map1} : ((none) -> (), i32) -> index loc(#loc28)
        "a.b"(%4, %14, %arg1) <{b0 = 0 : ui32}> : (i32, index, f16) -> () loc(#loc29)
        %15 = "my_dialect.thing"(%14) : (index) -> i64 loc(#loc30)
        "x.y"(%arg0, %arg2) : (tensor<?x3xcomplex<f80>>, memref<4xsi8>) -> () loc(#loc31)
      }) {a2 = {k$0 = -1 : i64, k$2 = #set, my.k1 = -7.256140e+08 : bf16}, attr1 = dense<1> : tensor<1xsi32>, k$0 = array<i8: 50, 1, -1>} : () -> index loc(#loc25)
      %13 = "a.b"(%5, %arg0, %5) ({
      }) {_u1 = array<i16: 1, 2, -1, 0>, d.k0 = memref<4xsi8>} : ((none) -> (), tensor<?x3xcomplex<f80>>, (none) -> ()) -> ui8 loc(#loc32)
      "x.switch"()[^bb1] <{a0 = "\22"}> : () -> () loc(#loc43)
    ^bb1:  // 2 preds: ^bb0, ^bb1
      "x.switch"()[^bb1] <{}> : () -> () loc(#loc34)
    }) : (i32, tuple<i8, i1024>) -> (complex<f16>, ui8, ui8) loc(#loc23)
    %10:4 = "my_dialect.thing"() {_u0 = #loc8, d.k1 = dense<(-6.0221407599999999E+23,-4.783000e-03)> : tensor<complex<f64>>} : () -> (i24, tuple<i64, index, f8E5M2FNUZ, f8E4M3FNUZ>, !x.param<-2>, complex<ui16>) loc(#loc35)
    "foo.br"()[^bb1, ^bb1] <{z90 = #bar<"a b">}> : () -> () loc(#loc46)
  ^bb1(%11: si128 loc("0041.in.mlir":67:7)):  // 2 preds: ^bb0, ^bb0
    "a.jump"(%10#3, %10#3, %11)[^bb2] <{my.k1 = false, "quoted key 2" = affine_map<() -> ()>, value0 = [array<i8: -128>, 1.000000e+02 : bf16], value3 = -1 : i64}> {attr2 = "\E6\97\A5\E6\9C\AC\\", b1 = 0x7FFF733B27DB25A767D7 : f80, x0 = -2147483648 : si32, x3 = 4.624723102384213295E+1061 : f80} : (complex<ui16>, complex<ui16>, si128) -> () loc(#loc39)
  ^bb2:  // 2 preds: ^bb1, ^bb2
    "cfx.cond_br"(%arg0)[^bb2] {k$0 = f32, k$2, sym_name1 = "\22"} : (tensor<?x3xcomplex<f80>>) -> () loc(#loc40)
  }, {
    "builtin.module"() ({
      %8 = "foo.op"() <{sym_name0 = "@-<a/"}> : () -> tensor<3x4xi24> loc(#loc11)
    }) : () -> () loc(#loc47)
  }) {foo.k0 = @f_1, k$1 = #x.b.c, my.k2 = dense_resource<res_1> : tensor<2xf32>} : (ui3) -> f8E4M3FNUZ loc(#loc22)
  %7:4 = "d.op_1"(%4, %5) : (i32, (none) -> ()) -> (memref<5x3xbf16, strided<[57, 1]>>, complex<bf16>, vector<1x[6]xindex>, i32) loc(#loc42)
}) {foo.module_attr = "\\X0\0A0_X!\09\\\7F" : f64} : () -> () loc(#loc)
#loc = loc("0041.in.mlir":19:1)
#loc1 = loc("0041.in.mlir":20:8)
#loc2 = loc("a.mlir":403:373)
#loc3 = loc("0041.in.mlir":22:10)
#loc4 = loc("f":24:67 to :12)
#loc5 = loc("dir/with space.c":271:320)
#loc6 = loc("0041.in.mlir":25:2)
#loc7 = loc("dir/with space.c":26:42 to :43)
#loc10 = loc("src/x.py":77:0)
#loc13 = loc("0041.in.mlir":33:11)
#loc14 = loc("0041.in.mlir":34:11)
#loc15 = loc("0041.in.mlir":36:10)
#loc16 = loc("0041.in.mlir":37:19)
#loc17 = loc("0041.in.mlir":38:12)
#loc18 = loc("0041.in.mlir":40:3)
#loc19 = loc("0041.in.mlir":41:17)
#loc20 = loc("0041.in.mlir":43:8)
#loc21 = loc("0041.in.mlir":44:9)
#loc22 = loc("0041.in.mlir":47:9)
#loc23 = loc("0041.in.mlir":49:12)
#loc24 = loc("0041.in.mlir":50:4)
#loc25 = loc("0041.in.mlir":51:11)
#loc28 = loc("a.mlir":16:54 to 18:72)
#loc29 = loc("0041.in.mlir":55:5)
#loc30 = loc("a.mlir":15:0)
#loc31 = loc("0041.in.mlir":57:5)
#loc32 = loc("src/x.py":4294967295:35)
#loc33 = loc("a.mlir":113:81)
#loc34 = loc("0041.in.mlir":63:4)
#loc35 = loc("0041.in.mlir":65:16)
#loc36 = loc("dir/with space.c":408:403)
#loc37 = loc("f":42:13 to :57)
#loc39 = loc("0041.in.mlir":68:3)
#loc40 = loc("0041.in.mlir":70:3)
#loc41 = loc("dir/with space.c":32:71 to 35:12)
#loc42 = loc("dir/with space.c":355:225)
#loc43 = loc(callsite(#loc8 at #loc33))
#loc44 = loc("n"(#loc36))
#loc45 = loc(callsite(#loc8 at #loc41))
#loc46 = loc(callsite(#loc44 at #loc37))
#loc47 = loc("n"(#loc45))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x040000005062DB74DE9E9FEB",
      res_1: "0x04000000C60B27A2D6B2F3B5"
    }
  }
#-}

