// ir-gen random --seed 240 --size 19
#loc0 = loc("x")

"foo.bar.baz"() <{k$0= affine_map<(i0, i1)[N0] -> ((N0 * 7) mod 5, i1 + -(N0), (3) mod 1)>}>: () -> ()
// é unicode
%v0:2 = "foo.bar"() {k$0= 1: i8, a1= " "}: () -> (ui16, vector<f16>)
"foo.bar"() ({
^0(%value1: (complex<f128>, complex<f16>, memref<4x1003x858xvector<si64>, strided<[?, ?, 1], offset: 5>>) -> (si128, complex<f128>)):

  "z.nop"(%v0#0, %v0#1) {foo.k0= [[array<i64: 12694, -9223372036854775808, 18446744073709551615>, unit], " \23.\00'\00\90" : index], x1}: (ui16, vector<f16>) -> ()
  "foo.bar.baz"(%value1) ({
    %2 = "d.op_1"(%v0#1, %value1) {my.k0= 1: i32, _u1= dense_resource<blob0> : tensor<5xi8>}: (vector<f16>, (complex<f128>, complex<f16>, memref<4x1003x858xvector<si64>, strided<[?, ?, 1], offset: 5>>) -> (si128, complex<f128>)) -> f64 loc("v"("a.mlir":4294967295:413))

    %_3:4 = "foo.op"(%2, %2) <{}>: (f64, f64) -> (vector<f32>, ui16, f6E2M3FN, !my_dialect.type) loc("a.mlir":38:11 to 38:73)
    %_4 = "foo.op"(%_3#1, %_3#0): (ui16, vector<f32>) -> i64
    "cfx.cond_br"()[^loop2]: () -> ()
  ^loop2:
    %v5 = "foo.op"(%_4) ({
      "builtin.module"() ({
        %a.b6 = "z.nop"(): () -> tuple<i24>
        %7 = "foo.compute"(%a.b6) {}: (tuple<i24>) -> (complex<f64>)
        %8 = "z.nop"(%7, %7): (complex<f64>, complex<f64>) -> i1 loc(fused[callsite("src/x.py":214:208 at "name")])
        // 
        %v9 = "my_dialect.thing"(%a.b6, %a.b6, %undefined_value) {z90= @main::@b}: (tuple<i24>, tuple<i24>, tuple<i24>) -> !x.t<<<? "x y">>, a.b> loc(fused[])
      }) : () -> ()
    }, {
    }, {
      %value10 = "z.nop"(%_3#2, %v0#0, %_3#2) {}: (f6E2M3FN, ui16, f6E2M3FN) -> tuple<i64, f8E5M2> loc(callsite("callee"("":0:4294967295) at "with \"q\""))
      %v11:3 = "x.y"(%_4) {my.k0= sparse<[[2, 1, 1], [3, 0, 3], [3, 1, 1]], [-9223372036854775808, -9223372036854775808, -1]> : tensor<4x2x4xi64>, z91}: (i64) -> (!x.t<52 , a.b>, f32, complex<ui1024>) loc(callsite("callee"("":28:70 to :74) at "src/x.py":297:398))
    }) {d.k0= 3 : index}: (i64) -> vector<i3> // trailing comment
    "d.op_1"() {}: () -> ()
    // // nested
    %r12 = "foo.op"(%2, %v5): (f64, vector<i3>) -> tuple<>
    %arg13, %value14:3 = "my_dialect.thing"() <{value0= @a::@b}>: () -> (memref<4x8xvector<f128>, affine_map<(d0, d1) -> (d1, d0)>>, complex<f16>, memref<623x6x4xi24, {kind = "scratch"}>, !foo.param<abc, -4>)
    %_15 = "foo.op"(%value14#1): (memref<623x6x4xi24, {kind = "scratch"}>) -> tuple<ui17, bf16, f16> loc("f":0:0)
  }) {k$0= dense<167> : tensor<2xindex>, z91= [["\"\"\00}#\64\A0", 0x22 : f6E2M3FN, affine_map<() -> (8)>]], k$2= i64, sym_name3= affine_map<(i0)[N0, N1] -> ((N1) mod 8 + 8 * (i0), N0 + 8 + i0 * 5, 2 - N1 - N1 - N0)>}: ((complex<f128>, complex<f16>, memref<4x1003x858xvector<si64>, strided<[?, ?, 1], offset: 5>>) -> (si128, complex<f128>)) -> () loc("src/x.py":38:39 to :46)
  %16 = "d.op_1"(%v0#0, %value1, %v0#0)<{sym_name0= distinct[1]<"b!<\t0\t\00\\" : si17>, x1, z92= -1.0e38 : f80, value3= {"quoted key 0"= !x.param<?>, a1= 1, a2}}> {a0= 35 : index, b1= unit}: (ui16, (complex<f128>, complex<f16>, memref<4x1003x858xvector<si64>, strided<[?, ?, 1], offset: 5>>) -> (si128, complex<f128>), ui16) -> tensor<3x!bar.t>
  "bar.yield"() {x0, value1}: () -> () loc(callsite(callsite("a.mlir":55 at #loc0) at fused[unknown]))
  %17:2 = "foo.bar"(%16) {value0}: (tensor<3x!bar.t>) -> (memref<8x?x3xvector<16x[11]x7xtf32>, strided<[?, ?, 1], offset: 0>, {kind = "scratch"}>, f80)
  %value18 = "z.nop"(%16) {sym_name0= affine_map<() -> ()>}: (tensor<3x!bar.t>) -> i32 loc("with \"q\"")
}) {foo.k0= dense_resource<blob1> : tensor<1xi64>, a1= array<i1>, b2= 0.4219321}: () -> ()
%19:3 = "foo.op"(%v0#0, %v0#1): (ui16, vector<f16>) -> (i24, complex<f8E4M3FNUZ>, memref<873x?xvector<8x1xf8E4M3B11FNUZ>, affine_map<(i0, i1) -> (i0 - i1 + i1 + i0)>, 2>)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000D02D341661",
      blob1: "0x080000002D20F20823762FFB"
    }
  }
#-}
