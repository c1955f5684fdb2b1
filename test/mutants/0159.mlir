#loc0 = loc(callsite("":43:6 to 46:51 at "f":49:27 to :32))
#L1 = loc("dir/with space.c":206:4294967295)
#map2 = dense<> : tensor<1x0x4xf8E8M0FNU>
#L3 = loc(unknown)

%0, %_1:3 = "my_dialect.thing"(): () -> (f16, f8E4M3, tuple<si8, index, f16>, (tensor<0x!bar<"x<y>">>, index) -> ()) loc(callsite("name" at fused<5 : i32>["f":30:2 to 31:35]))
%_2 = "foo.bar"() {value0= 0x513DB : tf32}: () -> complex<f8E5M2> // trailing comment
%3 = "z.nop"() {}: () -> f16
%value4 = "x.y"(%_2, %_1#2, %_1#0) <{sym_name0, my.k1}>: (complex<f8E5M2>, (tensor<0x!bar<"x<y>">>, index) -> (), f8E4M3) -> complex<f32> loc(callsite("name" at #loc0))
%5 = "bar.yield"(%_2, %value4, %_1#2) {a0= 0: i1}: (complex<f8E5M2>, complex<f32>, (tensor<0x!bar<"x<y>">>, index) -> ()) -> vector<6xi1024> loc("a.mlir":453:372)
%6 = "x.y"() ({
^x.y0:
  "a.b"() <{_u0= "!\00é'\"a}{-@"}> {attr0= 743774774843793694099670324452407180219241323581912597409974657437977075417016883833384584532317595828354528837992559447174739276139724955949257340341979726855948545883189955160577590846001191113792191131463177812717699432: i1024}: () -> ()
  %-7 = "my_dialect.thing"() <{k$0, attr1= dense_resource<weights0> : tensor<1xf32>, my.k2= array<i32: -227055, -2147483648, -106244426>, b3}>: () -> ((si32, bf16, !foo<"x<y>">) -> (ui1, tensor<!x.param<f32 -4 "x y">>))
  %tmp_8 = "my_dialect.thing"(): () -> tensor<215xi1> loc("":126:4294967295)
}) {}: () -> memref<61xcomplex<f8E4M3FN>, {kind = "scratch"}> loc(fused[fused["a.mlir":37:38 to 38:5], "":0:359])
%9 = "my_dialect.thing"(%3, %3, %3): (f16, f16, f16) -> none loc("":3:68 to 3:80)
"a.b"(%value4, %_1#1)<{"quoted key 0"= unit, "quoted key 1"= 628021.0 : f8E4M3B11FNUZ}>: (complex<f32>, tuple<si8, index, f16>) -> ()
"a.b"() {z90= [-264276.0 : f64, array<i1: false, false>, @c::@a::@s$]}: () -> ()
%_10 = "a.b"(%value4, %_1#1, %9) {sym_name0, a1= true}: (complex<f32>, tuple<si8, index, f16>, none) -> f32
%11:4 = "foo.bar.baz"() {}: () -> (f16, tensor<4x!my_dialect.v<f32 true>>, vector<3xf16>, memref<3xf8E4M3FN>) loc("n"(unknown))
"bar.yield"(%11#3, %0, %11#2): (memref<3xf8E4M3FN>, f16, vector<3xf16>) -> () loc("src/x.py":88)
%12:3 = "z.nop"(%_2, %11#1, %11#1) {k$0= 16777215: ui24}: (complex<f8E5M2>, tensor<4x!my_dialect.v<f32 true>>, tensor<4x!my_dialect.v<f32 true>>) -> (vector<14xi8, tensor<?x?xindex, "sparse">, memref<1xf16, strided<[1], offset: ?>, "shared">)
%13 = "foo.bar"(%_10) ({
  "foo.bar"(%_10, %11#3): (f32, memref<3xf8E4M3FN>) -> ()
}) {k$0= loc("a.mlir":267:66), b1= -0.8073131 : f4E2M1FN, "quoted key 2"= dense_resource<res_1> : tensor<4xi8>}: (f32) -> i64 loc(fused[])
%14 = "x.y"(%13): (i64) -> tuple<i16, f8E4M3FNUZ, f64> loc(#L1)
%value15 = "d.op_1"(%13, %13): (i64, i64) -> si1
%v16, %v17:3 = "foo.bar.baz"(%13, %13, %_1#2) {b0= "0z'\2Eb!<\"\00\C3\A9aΩ", value1= @c::@"é"::@"é"}: (i64, i64, (tensor<0x!bar<"x<y>">>, index) -> ()) -> (si8, f8E5M2, vector<4x16xf64>, !x.t) loc("op.1") // trailing comment
%v18 = "foo.op"(%0, %_1#1, %_1#2)<{d.k0= !my_dialect<"abc">, z91= dense_resource<r.2> : tensor<4xf64>, b2= dense<1.417> : tensor<f8E5M2>, k$3= "\\\n \" @{@}\"\n"}> ({
}): (f16, tuple<si8, index, f16>, (tensor<0x!bar<"x<y>">>, index) -> ()) -> tensor<5x501x?xi8> loc("a.mlir":182:0)
%19 = "z.nop"(%v17#0, %v17#1, %12#0): (f8E5M2, vector<4x16xf64>, vector<14xi8>) -> vector<i64>
%value20 = "x.y"(%9, %v18) {a0= {x0= -3652: i32, d.k1}, value1= -6.02214076e23}: (none, tensor<5x501x?xi8>) -> f8E4M3FNUZ loc("dir/with space.c":212:95)
%21 = "foo.bar"(%_2) {sym_name0= 0: ui32, _u1= distinct[2]<#bar.v<{abc, {abc}}, -0, ?>>}: (complex<f8E5M2>) -> (tuple<index, f8E5M2, i64, f64, i1024, bf16, ui17, f16, tensor<760xindex>, i16, vector<3xui1>, i128, f8E5M2FNUZ, f64, ui64, i1, i64, f32>)
%22, %tmp_23:3 = "foo.bar.baz"(%12#0, %_1#1)<{}> {}: (vector<14xi8>, tuple<si8, index, f16>) -> (f64, i64, bf16, f32)
%24:2 = "foo.op"(%value4, %tmp_23#0): (complex<f32>, i64) -> (vector<9xi7>, si32) loc("":30:3 to 31:80)
%25, %26:3 = "a.b"(%14, %24#1, %_1#0) <{my.k0= true}>: (tuple<i16, f8E4M3FNUZ, f64>, si32, f8E4M3) -> (f6E2M3FN, index, f64, si8) loc("dir/with space.c":27:13 to 29:20)
"bar.yield"(): () -> ()
"foo.bar.baz"(%26#1, %9) {}: (f64, none) -> ()
%x27:4 = "z.nop"(%25, %26#2, %26#2) <{value0, x1= dense<1.17549435e-38> : tensor<4xf32>, z92= #map2, attr3= loc("dir/with space.c":110:454)}> {}: (f6E2M3FN, si8, si8) -> (f32, index, f64, vector<1x6x6xsi1>) loc("dir/with space.c":115:253)
%r28 = "a.b"(%x27#0) {}: (f32) -> index
%r29 = "foo.bar"() <{_u0= loc("src/x.py":0:0)}>: () -> (memref<1x2x535xui32, affine_map<(d0, d1, d2) -> (((d0) floordiv 4) floordiv 6, (d2) mod 2 + (d2) mod 3)>>) loc("src/x.py":0:43)
"z.nop"()<{a0= 0x7E00 : bf16, attr1= dense<[0x263A, -945451.0]> : vector<2xf16>, _u2}>: () -> () loc(callsite(fused<"meta">[unknown, "src/x.py":377:160, #L3] at #loc0))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000E09B3599",
      res_1: "0x0400000060245F82",
      r.2: "0x080000001C0D04939290550BBD2E69EA78105A497FE773B0BB42C1B56EE006A9A5E006D2"
    }
  }
#-}
