!tuple = tuple<f64, i8, bf16, i64, f64, f8E4M3, si3, index, complex<i64>, f8E4M3FN, tf32, f6E3M2FN, f64, index, complex<f64>, i8, si32, f64, f8E4M3B11FNUZ, i16>
#map = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#set = affine_set<(d0, d1, d2) : (d2 floordiv 4 + d1 * 8 - d1 * 2 >= 0)>
"builtin.module"() <{sym_name = "m50"}> ({
  %0:4 = "d.op_1"() : () -> (memref<2xbf16, strided<[?], offset: 13>>, ui64, tuple<ui8>, !x.type)
  "foo.bar.baz"(%0#1, %0#1, %0#1) {d.k0 = "\22\F0\9F\99\82#\\\F0\9F\99\82\C3\A9X", k$1, value2 = 0 : si8} : (ui64, ui64, ui64) -> ()
  "foo.bar"(%0#2) {b0 = #x.flag} : (tuple<ui8>) -> ()
  %1:4 = "bar.yield"(%0#3, %0#2, %0#3) ({
  ^bb0(%arg3: memref<9xf16, strided<[1], offset: 5>>, %arg4: tensor<*x!my_dialect<"">>, %arg5: f80):
    %6 = "d.op_1"() : () -> memref<61x?xf32, strided<[29, ?]>>
    "foo.op"(%arg4, %arg5) ({
      %11:3 = "x.y"(%6) ({
      }) : (memref<61x?xf32, strided<[29, ?]>>) -> (memref<*xi1>, f8E4M3FN, bf16)
      "x.y"(%6, %11#1) ({
      ^bb0(%arg8: memref<?x13x136xf6E3M2FN, #map>, %arg9: f32, %arg10: si7):
      }, {
        %17 = "z.nop"(%11#2, %arg5, %6) {attr0, k$1 = [false, -1 : i8], value2 = !foo.type} : (bf16, f80, memref<61x?xf32, strided<[29, ?]>>) -> ((memref<*xi1>, ui1) -> (f64, index))
        %18 = "bar.yield"(%11#1, %6) : (f8E4M3FN, memref<61x?xf32, strided<[29, ?]>>) -> f8E8M0FNU
        %19 = "foo.compute"(%arg3, %17) <{}> : (memref<9xf16, strided<[1], offset: 5>>, (memref<*xi1>, ui1) -> (f64, index)) -> tensor<25xcomplex<f16>>
        %20 = "foo.compute"(%19) <{a2 = [], b1, sym_name0 = 0 : si32}> : (tensor<25xcomplex<f16>>) -> f8E4M3FNUZ
      }, {
        "my_dialect.thing"(%11#2, %6) {b1 = ["z_\C3\A9<\09\0A0\22", 0x7C00 : f16], b2 = false, z90 = -1 : i32} : (bf16, memref<61x?xf32, strided<[29, ?]>>) -> ()
        "x.y"(%0#2) : (tuple<ui8>) -> ()
        "foo.bar"(%11#2) : (bf16) -> ()
        %15 = "a.b"(%arg5, %11#1, %6) <{}> : (f80, f8E4M3FN, memref<61x?xf32, strided<[29, ?]>>) -> memref<480x2xf16, "gpu">
        "x.y"(%11#2, %11#0) <{value0}> : (bf16, memref<*xi1>) -> ()
        %16 = "bar.yield"(%0#0, %11#1, %15) <{a2 = bf16, a3 = 3.14159274 : f32, attr1 = @x.y::@x.y::@"x y", value0 = 0 : ui32}> : (memref<2xbf16, strided<[?], offset: 13>>, f8E4M3FN, memref<480x2xf16, "gpu">) -> f32
      }) : (memref<61x?xf32, strided<[29, ?]>>, f8E4M3FN) -> ()
      %12 = "x.y"(%arg4, %11#0, %arg5) <{_u0 = {b2 = affine_map<(d0, d1) -> ()>, foo.k3 = dense_resource<blob0> : tensor<2xf32>, k$0 = dense<789> : tensor<2x3xi32>, x1 = 6.30466947604545971921E-3330 : f80}, a2 = dense<[[["a\00z.\EB\09*\F0\9F\99\82*\\", "\09.", "\\#}'\\", "\09"], ["\C4X/'\\aaa}.%\\", "_ \A3X\22 <", "", "\\\0A@\00_\00\00\CE\A9/"]], [["", "!/.z\\\00", "\00\09X\7F\E6\97\A5\E6\9C\AC", "\7F%\0A/\00\CE_"], ["0zz\\@{.a\22\22\22", "-\7F\7F#", "\9B\F0\9F\99\82:\C3\9F", "-''\F0\9F\99\82\00#@"]], [["\7F", "\22_'", "*aE\\\0A{{/", " \C6\0A% 0\09\0Az"], ["\22%\7F<%@\C3\A9\7F\00/\00", "\09\0A.", "@\22z/}<-", "\0A/.\C3\A9"]]]> : tensor<3x2x4x!foo.str>, my.k1}> {b1 = "z-T/0h\C3\A9X\09X\0A\09", sym_name0} : (tensor<*x!my_dialect<"">>, memref<*xi1>, f80) -> none
      %13 = "bar.yield"(%arg5) <{sym_name0 = dense<1.856910e+28> : tensor<bf16>, x1}> {b0 = dense<[(0x7C00,-1.873440e+01), (0x7E00,-1.000000e+00), (2.718750e+00,3.140630e+00)]> : tensor<3xcomplex<f16>>, b2, my.k1 = {_u1 = "%X/\22-*}\22<", d.k0 = array<i32>, z92 = -170141183460469231731687303715884105728 : i128}} : (f80) -> f16
      %14 = "foo.op"(%arg5, %11#2) : (f80, bf16) -> vector<4xui64>
    }) : (tensor<*x!my_dialect<"">>, f80) -> ()
    "z.nop"(%0#1, %arg4, %arg4) : (ui64, tensor<*x!my_dialect<"">>, tensor<*x!my_dialect<"">>) -> ()
    %7:4 = "x.y"(%arg5) {a2 = array<i8: 120, -1, -2>, "quoted key 0" = dense<[[7.791582604504495E+294, -4.255165464446138E+155, -7.1965027671941121E-263]]> : vector<1x3xf64>, x1 = []} : (f80) -> (tensor<24x184x133xf8E5M2FNUZ>, bf16, f16, tuple<index, f16>)
    %8:4 = "z.nop"(%0#2) ({
    ^bb0(%arg6: !x<"a b">, %arg7: ui32):
      %9 = "foo.bar.baz"(%7#2, %0#2) {_u0 = 7.3099999999999996092 : f80, sym_name1 = 33 : index} : (f16, tuple<ui8>) -> vector<9x[7]xi16>
      %10 = "foo.compute"() : () -> si8
    }) : (tuple<ui8>) -> (memref<15x3xcomplex<f8E3M4>, "local mem">, i7, !bar.t<[{f32 abc}]>, tensor<f64>)
  }) {my.k3 = [-1, 0.000000e+00 : f4E2M1FN, false, unit], "quoted key 2" = {k$1 = true, z90 = -2.500000e-03 : f64}, sym_name0 = false, z91 = #set} : (!x.type, tuple<ui8>, !x.type) -> (i1, tuple<i32, memref<7xf64, "gpu">, i64, i8>, f128, complex<f8E4M3B11FNUZ>)
  %2:4 = "foo.compute"(%1#1, %1#3) : (tuple<i32, memref<7xf64, "gpu">, i64, i8>, complex<f8E4M3B11FNUZ>) -> (!tuple, complex<i32>, bf16, ui1)
  %3 = "x.y"(%2#3, %2#2) <{value0 = 9223372036854775807 : index}> : (ui1, bf16) -> complex<f32>
  "z.nop"(%0#2, %1#2) ({
  ^bb0(%arg0: none, %arg1: f16, %arg2: complex<i32>):
    %5 = "z.nop"(%3, %arg0) {attr0} : (complex<f32>, none) -> i3
  }) : (tuple<ui8>, f128) -> ()
  %4 = "bar.yield"(%2#0, %2#3, %2#3) <{_u2 = affine_map<(d0)[s0] -> (d0 * -2)>, attr0 = "", b1 = dense_resource<res_1> : tensor<5xi32>}> {b0 = -1579530535444037195 : si64, k$1 = 9.0519999999999996 : f64, sym_name2, sym_name3 = sparse<[[0, 1, 1]], -1> : tensor<4x6x2xi32>} : (!tuple, ui1, ui1) -> i16
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000CD4F52A8F3EAA995",
      res_1: "0x0400000003D5F169B479A37CF42FA86AB4E5BA0C7BFAB793"
    }
  }
#-}

