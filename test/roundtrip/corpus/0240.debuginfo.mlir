#loc4 = loc("0240.in.mlir":8:4)
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0)[s0, s1] -> (d0 * 8 + s1 mod 8, d0 * 5 + s0 + 8, s1 * -2 - s0 + 2)>
#map2 = affine_map<() -> (8)>
#map3 = affine_map<() -> ()>
#map4 = affine_map<(d0, d1) -> (d0 - d1 + d1 + d0)>
"builtin.module"() ({
  "foo.bar.baz"() <{k$0 = affine_map<(d0, d1)[s0] -> ((s0 * 7) mod 5, d1 - s0, 0)>}> : () -> () loc(#loc1)
  %0:2 = "foo.bar"() {a1 = " ", k$0 = 1 : i8} : () -> (ui16, vector<f16>) loc(#loc2)
  "foo.bar"() ({
  ^bb0(%arg0: (complex<f128>, complex<f16>, memref<4x1003x858xvector<si64>, strided<[?, ?, 1], offset: 5>>) -> (si128, complex<f128>) loc("0240.in.mlir":8:4)):
    "z.nop"(%0#0, %0#1) {foo.k0 = [[array<i64: 12694, -9223372036854775808, -1>, unit], " #.\00'\00\90" : index], x1} : (ui16, vector<f16>) -> () loc(#loc5)
    "foo.bar.baz"(%arg0) ({
      %5 = "d.op_1"(%0#1, %arg0) {_u1 = dense_resource<blob0> : tensor<5xi8>, my.k0 = 1 : i32} : (vector<f16>, (complex<f128>, complex<f16>, memref<4x1003x858xvector<si64>, strided<[?, ?, 1], offset: 5>>) -> (si128, complex<f128>)) -> f64 loc(#loc31)
      %6:4 = "foo.op"(%5, %5) <{}> : (f64, f64) -> (vector<f32>, ui16, f6E2M3FN, !my_dialect.type) loc(#loc8)
      %7 = "foo.op"(%6#1, %6#0) : (ui16, vector<f32>) -> i64 loc(#loc9)
      "cfx.cond_br"()[^bb1] : () -> () loc(#loc10)
    ^bb1:  // pred: ^bb0
      %8 = "foo.op"(%7) ({
        "builtin.module"() ({
          %14 = "z.nop"() : () -> tuple<i24> loc(#loc13)
          %15 = "foo.compute"(%14) : (tuple<i24>) -> complex<f64> loc(#loc14)
          %16 = "z.nop"(%15, %15) : (complex<f64>, complex<f64>) -> i1 loc(#loc32)
          %17 = "my_dialect.thing"(%14, %14, %14) {z90 = @main::@b} : (tuple<i24>, tuple<i24>, tuple<i24>) -> !x.t<<<? "x y">>, a.b> loc(#loc17)
        }) : () -> () loc(#loc12)
      }, {
      }, {
        %12 = "z.nop"(%6#2, %0#0, %6#2) : (f6E2M3FN, ui16, f6E2M3FN) -> tuple<i64, f8E5M2> loc(#loc36)
        %13:3 = "x.y"(%7) {my.k0 = sparse<[[2, 1, 1], [3, 0, 3], [3, 1, 1]], [-9223372036854775808, -9223372036854775808, -1]> : tensor<4x2x4xi64>, z91} : (i64) -> (!x.t<52 , a.b>, f32, complex<ui1024>) loc(#loc37)
      }) {d.k0 = 3 : index} : (i64) -> vector<i3> loc(#loc11)
      "d.op_1"() : () -> () loc(#loc22)
      %9 = "foo.op"(%5, %8) : (f64, vector<i3>) -> tuple<> loc(#loc23)
      %10:4 = "my_dialect.thing"() <{value0 = @a::@b}> : () -> (memref<4x8xvector<f128>, #map>, complex<f16>, memref<623x6x4xi24, {kind = "scratch"}>, !foo.param<abc, -4>) loc(#loc24)
      %11 = "foo.op"(%10#2) : (memref<623x6x4xi24, {kind = "scratch"}>) -> tuple<ui17, bf16, f16> loc(#loc25)
    }) {k$0 = dense<167> : tensor<2xindex>, k$2 = i64, sym_name3 = #map1, z91 = [["\22\22\00}#d\A0", -2.500000e-01 : f6E2M3FN, #map2]]} : ((complex<f128>, complex<f16>, memref<4x1003x858xvector<si64>, strided<[?, ?, 1], offset: 5>>) -> (si128, complex<f128>)) -> () loc(#loc6)
    %2 = "d.op_1"(%0#0, %arg0, %0#0) <{sym_name0 = distinct[0]<"b!<\090\09\00\\" : si17>, value3 = {a1 = 1 : i64, a2, "quoted key 0" = !x.param<?>}, x1, z92 = -9.99999999999999977488E+37 : f80}> {a0 = 35 : index, b1} : (ui16, (complex<f128>, complex<f16>, memref<4x1003x858xvector<si64>, strided<[?, ?, 1], offset: 5>>) -> (si128, complex<f128>), ui16) -> tensor<3x!bar.t> loc(#loc26)
    "bar.yield"() {value1, x0} : () -> () loc(#loc38)
    %3:2 = "foo.bar"(%2) {value0} : (tensor<3x!bar.t>) -> (memref<8x?x3xvector<16x[11]x7xtf32>, strided<[?, ?, 1]>, {kind = "scratch"}>, f80) loc(#loc29)
    %4 = "z.nop"(%2) {sym_name0 = #map3} : (tensor<3x!bar.t>) -> i32 loc(#loc19)
  }) {a1 = array<i1>, b2 = 0.42193209999999998 : f64, foo.k0 = dense_resource<blob1> : tensor<1xi64>} : () -> () loc(#loc3)
  %1:3 = "foo.op"(%0#0, %0#1) : (ui16, vector<f16>) -> (i24, complex<f8E4M3FNUZ>, memref<873x?xvector<8x1xf8E4M3B11FNUZ>, #map4, 2>) loc(#loc30)
}) : () -> () loc(#loc)
#loc = loc("0240.in.mlir":0:0)
#loc1 = loc("0240.in.mlir":4:1)
#loc2 = loc("0240.in.mlir":6:9)
#loc3 = loc("0240.in.mlir":7:1)
#loc5 = loc("0240.in.mlir":10:3)
#loc6 = loc("src/x.py":38:39 to :46)
#loc7 = loc("a.mlir":4294967295:413)
#loc8 = loc("a.mlir":38:11 to :73)
#loc9 = loc("0240.in.mlir":15:11)
#loc10 = loc("0240.in.mlir":16:5)
#loc11 = loc("0240.in.mlir":18:11)
#loc12 = loc("0240.in.mlir":19:7)
#loc13 = loc("0240.in.mlir":20:17)
#loc14 = loc("0240.in.mlir":21:14)
#loc15 = loc("src/x.py":214:208)
#loc16 = loc("name")
#loc17 = loc(unknown)
#loc18 = loc("-":0:4294967295)
#loc19 = loc("with \22q\22")
#loc20 = loc("":28:70 to :74)
#loc21 = loc("src/x.py":297:398)
#loc22 = loc("0240.in.mlir":31:5)
#loc23 = loc("0240.in.mlir":33:12)
#loc24 = loc("0240.in.mlir":34:26)
#loc25 = loc("f":0:0)
#loc26 = loc("0240.in.mlir":37:9)
#loc27 = loc("a.mlir":55:0)
#loc28 = loc("x")
#loc29 = loc("0240.in.mlir":39:11)
#loc30 = loc("0240.in.mlir":42:9)
#loc31 = loc("v"(#loc7))
#loc32 = loc(callsite(#loc15 at #loc16))
#loc33 = loc("callee"(#loc18))
#loc34 = loc("callee"(#loc20))
#loc35 = loc(callsite(#loc27 at #loc28))
#loc36 = loc(callsite(#loc33 at #loc19))
#loc37 = loc(callsite(#loc34 at #loc21))
#loc38 = loc(callsite(#loc35 at #loc17))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000D02D341661",
      blob1: "0x080000002D20F20823762FFB"
    }
  }
#-}

