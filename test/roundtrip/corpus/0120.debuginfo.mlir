!tuple = tuple<f64, i8, bf16, i64, f64, f8E4M3, si3, index, complex<i64>, f8E4M3FN, tf32, f6E3M2FN, f64, index, complex<f64>, i8, si32, f64, f8E4M3B11FNUZ, i16>
#loc5 = loc("0120.in.mlir":15:8)
#loc6 = loc(unknown)
#loc9 = loc("with \22q\22")
#loc11 = loc("f":4294967295:474)
#loc12 = loc("op.1")
#loc13 = loc("src/x.py":0:4294967295)
#loc31 = loc("0120.in.mlir":48:10)
#loc32 = loc("0120.in.mlir":48:32)
#loc37 = loc("0120.in.mlir":56:6)
#loc38 = loc("0120.in.mlir":56:41)
#map = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#set = affine_set<(d0, d1, d2) : (d2 floordiv 4 + d1 * 8 - d1 * 2 >= 0)>
#loc40 = loc("callee"(#loc11))
#loc41 = loc(callsite(#loc6 at #loc12))
#loc42 = loc(callsite(#loc13 at #loc9))
#loc47 = loc(fused[#loc41, #loc42])
"builtin.module"() <{sym_name = "m50"}> ({
  %0:4 = "d.op_1"() : () -> (memref<2xbf16, strided<[?], offset: 13>>, ui64, tuple<ui8>, !x.type) loc(#loc1)
  "foo.bar.baz"(%0#1, %0#1, %0#1) {d.k0 = "\22\F0\9F\99\82#\\\F0\9F\99\82\C3\A9X", k$1, value2 = 0 : si8} : (ui64, ui64, ui64) -> () loc(#loc2)
  "foo.bar"(%0#2) {b0 = #x.flag} : (tuple<ui8>) -> () loc(#loc3)
  %1:4 = "bar.yield"(%0#3, %0#2, %0#3) ({
  ^bb0(%arg3: memref<9xf16, strided<[1], offset: 5>> loc("0120.in.mlir":15:8), %arg4: tensor<*x!my_dialect<"">> loc(unknown), %arg5: f80 loc(unknown)):
    %6 = "d.op_1"() : () -> memref<61x?xf32, strided<[29, ?]>> loc(#loc7)
    "foo.op"(%arg4, %arg5) ({
      %11:3 = "x.y"(%6) ({
      }) : (memref<61x?xf32, strided<[29, ?]>>) -> (memref<*xi1>, f8E4M3FN, bf16) loc(#loc9)
      "x.y"(%6, %11#1) ({
      ^bb0(%arg8: memref<?x13x136xf6E3M2FN, #map> loc("callee"(#loc11)), %arg9: f32 loc("op.1"), %arg10: si7 loc(fused[#loc41, #loc42])):
      }, {
        %17 = "z.nop"(%11#2, %arg5, %6) {attr0, k$1 = [false, -1 : i8], value2 = !foo.type} : (bf16, f80, memref<61x?xf32, strided<[29, ?]>>) -> ((memref<*xi1>, ui1) -> (f64, index)) loc(#loc14)
        %18 = "bar.yield"(%11#1, %6) : (f8E4M3FN, memref<61x?xf32, strided<[29, ?]>>) -> f8E8M0FNU loc(#loc48)
        %19 = "foo.compute"(%arg3, %17) <{}> : (memref<9xf16, strided<[1], offset: 5>>, (memref<*xi1>, ui1) -> (f64, index)) -> tensor<25xcomplex<f16>> loc(#loc16)
        %20 = "foo.compute"(%19) <{a2 = [], b1, sym_name0 = 0 : si32}> : (tensor<25xcomplex<f16>>) -> f8E4M3FNUZ loc(#loc17)
      }, {
        "my_dialect.thing"(%11#2, %6) {b1 = ["z_\C3\A9<\09\0A0\22", 0x7C00 : f16], b2 = false, z90 = -1 : i32} : (bf16, memref<61x?xf32, strided<[29, ?]>>) -> () loc(#loc18)
        "x.y"(%0#2) : (tuple<ui8>) -> () loc(#loc44)
        "foo.bar"(%11#2) : (bf16) -> () loc(#loc19)
        %15 = "a.b"(%arg5, %11#1, %6) <{}> : (f80, f8E4M3FN, memref<61x?xf32, strided<[29, ?]>>) -> memref<480x2xf16, "gpu"> loc(#loc20)
        "x.y"(%11#2, %11#0) <{value0}> : (bf16, memref<*xi1>) -> () loc(#loc21)
        %16 = "bar.yield"(%0#0, %11#1, %15) <{a2 = bf16, a3 = 3.14159274 : f32, attr1 = @x.y::@x.y::@"x y", value0 = 0 : ui32}> : (memref<2xbf16, strided<[?], offset: 13>>, f8E4M3FN, memref<480x2xf16, "gpu">) -> f32 loc(#loc49)
      }) : (memref<61x?xf32, strided<[29, ?]>>, f8E4M3FN) -> () loc(#loc10)
      %12 = "x.y"(%arg4, %11#0, %arg5) <{_u0 = {b2 = affine_map<(d0, d1) -> ()>, foo.k3 = dense_resource<blob0> : tensor<2xf32>, k$0 = dense<789> : tensor<2x3xi32>, x1 = 6.30466947604545971921E-3330 : f80}, a2 = dense<[[["a\00z.\EB\09*\F0\9F\99\82*\\", "\09.", "\\#}'\\", "\09"], ["\C4X/'\\aaa}.%\\", "_ \A3X\22 <", "", "\\\0A@\00_\00\00\CE\A9/"]], [["", "!/.z\\\00", "\00\09X\7F\E6\97\A5\E6\9C\AC", "\7F%\0A/\00\CE_"], ["0zz\\@{.a\22\22\22", "-\7F\7F#", "\9B\F0\9F\99\82:\C3\9F", "-''\F0\9F\99\82\00#@"]], [["\7F", "\22_'", "*aE\\\0A{{/", " \C6\0A% 0\09\0Az"], ["\22%\7F<%@\C3\A9\7F\00/\00", "\09\0A.", "@\22z/}<-", "\0A/.\C3\A9"]]]> : tensor<3x2x4x!foo.str>, my.k1}> {b1 = "z-T/0h\C3\A9X\09X\0A\09", sym_name0} : (tensor<*x!my_dialect<"">>, memref<*xi1>, f80) -> none loc(#loc24)
      %13 = "bar.yield"(%arg5) <{sym_name0 = dense<1.856910e+28> : tensor<bf16>, x1}> {b0 = dense<[(0x7C00,-1.873440e+01), (0x7E00,-1.000000e+00), (2.718750e+00,3.140630e+00)]> : tensor<3xcomplex<f16>>, b2, my.k1 = {_u1 = "%X/\22-*}\22<", d.k0 = array<i32>, z92 = -170141183460469231731687303715884105728 : i128}} : (f80) -> f16 loc(#loc25)
      %14 = "foo.op"(%arg5, %11#2) : (f80, bf16) -> vector<4xui64> loc(#loc26)
    }) : (tensor<*x!my_dialect<"">>, f80) -> () loc(#loc8)
    "z.nop"(%0#1, %arg4, %arg4) : (ui64, tensor<*x!my_dialect<"">>, tensor<*x!my_dialect<"">>) -> () loc(#loc27)
    %7:4 = "x.y"(%arg5) {a2 = array<i8: 120, -1, -2>, "quoted key 0" = dense<[[7.791582604504495E+294, -4.255165464446138E+155, -7.1965027671941121E-263]]> : vector<1x3xf64>, x1 = []} : (f80) -> (tensor<24x184x133xf8E5M2FNUZ>, bf16, f16, tuple<index, f16>) loc(#loc6)
    %8:4 = "z.nop"(%0#2) ({
    ^bb0(%arg6: !x<"a b"> loc("0120.in.mlir":48:10), %arg7: ui32 loc("0120.in.mlir":48:32)):
      %9 = "foo.bar.baz"(%7#2, %0#2) {_u0 = 7.3099999999999996092 : f80, sym_name1 = 33 : index} : (f16, tuple<ui8>) -> vector<9x[7]xi16> loc(#loc33)
      %10 = "foo.compute"() : () -> si8 loc(#loc34)
    }) : (tuple<ui8>) -> (memref<15x3xcomplex<f8E3M4>, "local mem">, i7, !bar.t<[{f32 abc}]>, tensor<f64>) loc(#loc50)
  }) {my.k3 = [-1, 0.000000e+00 : f4E2M1FN, false, unit], "quoted key 2" = {k$1 = true, z90 = -2.500000e-03 : f64}, sym_name0 = false, z91 = #set} : (!x.type, tuple<ui8>, !x.type) -> (i1, tuple<i32, memref<7xf64, "gpu">, i64, i8>, f128, complex<f8E4M3B11FNUZ>) loc(#loc4)
  %2:4 = "foo.compute"(%1#1, %1#3) : (tuple<i32, memref<7xf64, "gpu">, i64, i8>, complex<f8E4M3B11FNUZ>) -> (!tuple, complex<i32>, bf16, ui1) loc(#loc35)
  %3 = "x.y"(%2#3, %2#2) <{value0 = 9223372036854775807 : index}> : (ui1, bf16) -> complex<f32> loc(#loc9)
  "z.nop"(%0#2, %1#2) ({
  ^bb0(%arg0: none loc("0120.in.mlir":56:6), %arg1: f16 loc("op.1"), %arg2: complex<i32> loc("0120.in.mlir":56:41)):
    %5 = "z.nop"(%3, %arg0) {attr0} : (complex<f32>, none) -> i3 loc(#loc39)
  }) : (tuple<ui8>, f128) -> () loc(#loc36)
  %4 = "bar.yield"(%2#0, %2#3, %2#3) <{_u2 = affine_map<(d0)[s0] -> (d0 * -2)>, attr0 = "", b1 = dense_resource<res_1> : tensor<5xi32>}> {b0 = -1579530535444037195 : si64, k$1 = 9.0519999999999996 : f64, sym_name2, sym_name3 = sparse<[[0, 1, 1]], -1> : tensor<4x6x2xi32>} : (!tuple, ui1, ui1) -> i16 loc(#loc6)
}) : () -> () loc(#loc)
#loc = loc("0120.in.mlir":10:1)
#loc1 = loc("0120.in.mlir":11:11)
#loc2 = loc("0120.in.mlir":12:3)
#loc3 = loc("0120.in.mlir":13:3)
#loc4 = loc("0120.in.mlir":14:18)
#loc7 = loc("0120.in.mlir":16:11)
#loc8 = loc("a.mlir":223:4294967295)
#loc10 = loc("":60:0)
#loc14 = loc("0120.in.mlir":23:18)
#loc15 = loc("a.mlir":214:4294967295)
#loc16 = loc("0120.in.mlir":26:15)
#loc17 = loc("dir/with space.c":0:4294967295)
#loc18 = loc("0120.in.mlir":33:9)
#loc19 = loc("0120.in.mlir":35:9)
#loc20 = loc("":48:1 to 49:42)
#loc21 = loc("0120.in.mlir":37:9)
#loc22 = loc("src/x.py":300:394)
#loc23 = loc("f":53:0)
#loc24 = loc("0120.in.mlir":40:14)
#loc25 = loc("0120.in.mlir":41:13)
#loc26 = loc("0120.in.mlir":43:14)
#loc27 = loc("a.mlir":389:4294967295)
#loc28 = loc("src/x.py":0:368)
#loc29 = loc("dir/with space.c":4294967295:369)
#loc30 = loc("f":46:23 to 48:2)
#loc33 = loc("0120.in.mlir":49:18)
#loc34 = loc("0120.in.mlir":50:13)
#loc35 = loc("0120.in.mlir":53:22)
#loc36 = loc("0120.in.mlir":55:3)
#loc39 = loc("0120.in.mlir":57:16)
#loc43 = loc("n"(#loc15))
#loc44 = loc("callee"(#loc9))
#loc45 = loc(callsite(#loc22 at #loc23))
#loc46 = loc(callsite(#loc28 at #loc29))
#loc48 = loc(callsite(#loc43 at #loc10))
#loc49 = loc(callsite(#loc45 at #loc17))
#loc50 = loc(callsite(#loc46 at #loc30))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000CD4F52A8F3EAA995",
      res_1: "0x0400000003D5F169B479A37CF42FA86AB4E5BA0C7BFAB793"
    }
  }
#-}

