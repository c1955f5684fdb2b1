!T_0 = memref<*xi1>
#loc0 = loc("with \"q\"")
#L1 = loc("":60)
!T_1 = f8E4M3FNUZ
!ty2 = memref<15x3xcomplex<f8E3M4>, affine_map<(d0, d1) -> (d0, d1)>, "local mem">
#l_x2 = loc("f":46:23 to 48:2)
#L3 = loc(callsite(callsite("src/x.py":0:368 at "dir/with space.c":4294967295:369) at #l_x2))
#x_y4 = ""

"builtin.module"() <{sym_name = "m50"}> ({
  %r0:4 = "d.op_1"() {}: () -> (memref<2xbf16, strided<[?], offset: 13>>, ui64, tuple<ui8>, !x.type) // trailing comment
  "foo.bar.baz"(%r0#1, %r0#1, %r0#1) {d.k0= "\"🙂#\\🙂\C3\A9X", k$1, value2= 0: si8}: (ui64, ui64, ui64) -> ()
  "foo.bar"(%r0#2) {b0= #x.flag}: (tuple<ui8>) -> ()
  %a.b1, %_2:3 = "bar.yield"(%r0#3, %r0#2, %r0#3) ({
  ^bb0(%v3: memref<9xf16, strided<[1], offset: 5>>, %v4: tensor<*x!my_dialect<"">> loc(unknown), %_5: f80 loc(unknown)):
    %$6 = "d.op_1"(): () -> (memref<61x?xf32, strided<[29, ?], offset:0>>)
    "foo.op"(%v4, %_5) ({
      %r7:3 = "x.y"(%$6) ({
}): (memref<61x?xf32, strided<[29, ?], offset:0>>) -> (!T_0, f8E4M3FN, bf16) loc(#loc0)
      "x.y"(%$6, %r7#1) ({
      ^2(%v8: memref<?x13x136xf6E3M2FN, affine_map<(d0, d1, d2) -> (d2, d1, d0)>> loc("callee"("f":4294967295:474)), %value9: f32 loc("op.1"), %tmp_10 : si7 loc(fused[unknown, callsite(unknown at "op.1"), callsite("src/x.py":0:4294967295 at "with \"q\"")])):
      }, {
        %a.b11 = "z.nop"(%r7#2, %_5, %$6) {attr0, k$1= [false, -1: i8], value2= !foo.type}: (bf16, f80, memref<61x?xf32, strided<[29, ?], offset:0>>) -> ((!T_0, ui1) -> (f64 , index)) // trailing comment

        %12 = "bar.yield"(%r7#1, %$6): (f8E4M3FN, memref<61x?xf32, strided<[29, ?], offset:0>>) -> f8E8M0FNU loc(callsite("n"("a.mlir":214:4294967295) at #L1))
        %13 = "foo.compute"(%v3, %a.b11)<{}>: (memref<9xf16, strided<[1], offset: 5>>,
    (!T_0, ui1) -> (f64 , index)) -> tensor<25xcomplex< 
 f16>>
        // 
        %value14 = "foo.compute"(%13) <{sym_name0= 0:  si32, b1, a2= []}> {}: (tensor<25xcomplex< 
 f16>) -> !T_1 loc("dir/with space.c":0:4294967295)
      }, {
        "my_dialect.thing"(%r7#2, %$6) {z90= -1: i32, b1= ["z_\C3\A9<\t\n0\"", 3.22E5 : f16], b2= false}: (bf16, memref<61x?xf32, strided<[29, ?], offset:0>>) -> ()
        "x.y"(%r0#2): (tuple<ui8>) -> () loc("callee"(#loc0))
        "foo.bar"(%r7#2): (bf16) -> ()
        %15 = "a.b"(%_5, %r7#1, %$6)<{}> {}: (f80, f8E4M3FN, memref<61x?xf32, strided<[29, ?], offset:0>>) -> memref<480x2xf16, "gpu"> loc("":48:1 to 49:42)
        "x.y"(%r7#2, %r7#0)<{value0= unit}>: (bf16, !T_0) -> ()
        %$16 = "bar.yield"(%r0#0, %r7#1, %15) <{value0= 0: ui32, attr1= @x.y::@x.y::@"x y", a2= bf16, a3= 3.14159265358979 : f32}>: (memref<2xbf16, strided<[?], offset: 13>>, f8E4M3FN, memref<480x2xf16, "gpu">) -> f32 loc(callsite(callsite("src/x.py":300:394 at "f":53) at "dir/with space.c":0:4294967295))
      }) {}: (memref<61x?xf32, strided<[29, ?], offset:0>>, f8E4M3FN) -> () loc(#L1)
      %-17 = "x.y"(%v4, %r7#0, %_5)<{_u0= {k$0= dense<789> : tensor<2x3xi32>, x1= 0x14CBC6E52CDCD21AA422 : f80, b2=  affine_map<(d0, d1) -> ()>, foo.k3= dense_resource<blob0> : tensor<2xf32>}, my.k1, a2= dense<[[["a\00z.\EB\t*🙂*\\", "\t.", "\\#}'\\", "\t"], ["\C4X/'\\aaa}.%\\", "_ \A3X\" <", "", "\\\n@\00_\00\00Ω/"]], [["", "!/.z\\\00", "\00\tX\7f日本", "\7f%\n/\00\CE_"], ["0zz\\@{.a\"\"\"", "-\7f\7f#", "\9B🙂\3Aß", "-''🙂\00#@"]], [["\7f", "\"_'", "*a\45\\\n{{/", " \C6\n% 0\t\nz"], ["\"%\7f<%@\C3\A9\7f\00/\00", "\t\n.", "@\"z/}<-", "\n/.\C3\A9"]]]> : tensor<3x2x4x!foo.str>}> {sym_name0, b1= "z-\54/0\68éX\tX\n\t"}: (tensor<*x!my_dialect<"">>, !T_0, f80) -> none
      %18 = "bar.yield"(%_5)<{sym_name0= dense<"0x706E"> : tensor<bf16>, x1}> {b0= dense<[(85.12E3, 0xCCAF), (0x7E00, -1.0), (2.718281828459045, 3.14159265358979)]> : tensor<3xcomplex<f16>>, my.k1= {d.k0  = array<i32>, _u1= "%X/\"-*}\"<", z92= -170141183460469231731687303715884105728: 
  i128}, b2}: (f80) -> f16
      %_19 = "foo.op"(%_5, %r7#2) {}: (f80, bf16) -> vector<4xui64>
    }): (tensor<*x!my_dialect<"">>, f80) -> () loc("a.mlir":223:4294967295)
    "z.nop"(%r0#1, %v4, %v4): (ui64, tensor<*x!my_dialect<"">>, tensor<*x!my_dialect<"">>) -> () loc("a.mlir":389:4294967295)
    %20:4 = "x.y"(%_5) {"quoted key 0"= dense<"0x92DB84E04166287D6731B98D89BC3FE062BA6A54F5208289"> : vector<1x3xf64>, x1= [], a2= array<i8: 120, 255, -2>}: (f80) -> (tensor<24x184x133xf8E5M2FNUZ>, bf16, f16, tuple<index, f16>) loc(unknown)
    %value21:4 = "z.nop"(%r0#2) ({
    ^bb5(%value22 : !x<"a b">, %23 : ui32):
      %value24 = "foo.bar.baz"(%20#2, %r0#2) {_u0= 7.31E0 : f80, sym_name1= 33 : index}: (f16, tuple<ui8>) -> vector<9 x [7]xi16>
      %25 = "foo.compute"(): () -> si8
    }): (tuple<ui8>) -> (!ty2, i7, !bar.t<[{f32 abc}]>, tensor<f64>) loc(#L3)
  }) {sym_name0= false, z91= affine_set<(d0, d1, d2) : ((d2) floordiv 4 + d1 * 8 >= d1 * 2)>, "quoted key 2"= {z90= -2.5e-3, k$1= true}, my.k3= [18446744073709551615, 0.1222293 : f4E2M1FN, false, unit]}:	 (!x.type, tuple<ui8>, !x.type) -> (i1, tuple<i32, memref<7xf64, "gpu">, i64, i8>, f128 , complex<f8E4M3B11FNUZ>) // trailing comment
  %v26, %value27:3 = "foo.compute"(%_2#0, %_2#2): (tuple<i32, memref<7xf64, "gpu">, i64, i8>, complex<f8E4M3B11FNUZ>) -> (tuple<f64, i8, bf16, i64, f64, f8E4M3, si3, index, complex<i64>, f8E4M3FN, tf32, f6E3M2FN, f64, index, complex<f64>, i8, si32, f64, f8E4M3B11FNUZ, i16>, complex<i32>, bf16, ui1)
  %28 = "x.y"(%value27#2, %value27#1) <{value0= 9223372036854775807 : index}>: (ui1, bf16) -> complex<f32> loc("with \"q\"")
  "z.nop"(%r0#2, %_2#1) ({
  ^6(%_29 : none, %30: f16 loc("op.1"), %value31: complex<i32>):
    %value32 = "z.nop"(%28, %_29) {attr0}: (complex<f32>,  none) -> (i3)
  }): (tuple<ui8>, f128) -> ()
  %arg33 = "bar.yield"(%v26, %value27#2, %value27#2)<{attr0= #x_y4,b1= dense_resource<res_1> : tensor<5xi32>, _u2= affine_map<(i0)[N0] -> (-(i0 + i0))>}> {b0= -1579530535444037195: si64, k$1= 9.052 : f64, sym_name2, sym_name3= sparse<[[0, 1, 1]], [-1]> : tensor<4x6x2xi32>}: (tuple<f64, i8, bf16, i64, f64, f8E4M3, si3, index, complex<i64>, f8E4M3FN, tf32, f6E3M2FN, f64, index, complex<f64>, i8, si32, f64, f8E4M3B11FNUZ, i16>, ui1, ui1) -> i16 loc(unknown)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000CD4F52A8F3EAA995",
      res_1: "0x0400000003D5F169B479A37CF42FA86AB4E5BA0C7BFAB793"
    }
  }
#-}
