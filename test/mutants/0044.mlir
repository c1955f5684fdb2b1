!t0 = i7

"builtin.module"() ({
 %a.b0 = "foo.bar"() {b0= 9223372036854775807 : index, my.k1= "\n!\00%", "quoted key 2"}: () -> !foo.t_1
 %value1, %v2:3 = "bar.yield"(%a.b0, %a.b0) ({
}): (!foo.t_1, !foo.t_1) -> (!x.v<84 , -6>, vector<4x5x16xf8E4M3FN>, i64, memref<2x?xi16>) // trailing comment
 %r3 = "bar.yield"(%v2#0, %v2#0): (vector<4x5x16xf8E4M3FN>, vector<4x5x16xf8E4M3FN>) -> tuple<>
 %r4, %5:2 = "foo.bar.baz"() {}: () -> (i1, bf16, si1024)
 "foo.bar.baz"(%v2#2): (memref<2x?xi16>) -> () loc(unknown)
 "x.y"(%5#0, %v2#2, %5#1): (bf16, memref<2x?xi16>, si1024) -> () loc("":64)
 %v6, %7:2 = "foo.bar"(): () -> (ui1, vector<15x12x[11]xtf32>, index) loc(unknown)
 "x.y"() {}: () -> () loc("dir/with space.c":23:61 to 24:51)
 %arg8 = "my_dialect.thing"(%a.b0) {x0= 26 : index}: (!foo.t_1) -> complex<bf16>
 %9 = "foo.compute"(%undefined_value) {}: (complex<bf16>) -> f4E2M1FN loc("with \"q\"")
 %_10 = "foo.bar"(%r3) ({
 ^bb0:
  %value11 = "a.b"(%v2#0, %v2#2) <{_u0= false}> ({
}): (vector<4x5x16xf8E4M3FN>, memref<2x?xi16>) -> !my_dialect.t<[i8] -2> loc("v"("n"("x")))
 }, {
}): (tuple<>) -> (tensor<i32>)
 %12:3 = "foo.bar"(%9) <{}> {attr0= [], foo.k1= 0x5D9BCCC9 : f32, foo.k2= sparse<[[1, 5, 2]], [0x8D31]> : tensor<4x6x3xbf16>}: (f4E2M1FN) -> (complex<bf16>, tuple<>, index)
 %13 = "foo.op"() ({
 ^loop1(%-14: !t0, %value15: memref<?xcomplex<bf16>, {kind = "scratch"}>, %v16 : i1):
  "foo.bar.baz"(%12#2)<{_u0= loc("f":225:369), "quoted key 1"= dense<[[[(0.3, 907687.0), (-81.60E2, 0x37D8CD37), (-268909.0, 1.0E+10), (-317.717848, -0.3)], [(4.49712e+12, 1.0E+10), (0.1512493, 90.45E8), (66.14E5, 65504.0), (0xBDEB4706, 782832.0)], [(0x7031E03D, 65504.0), (2.718281828459045, 82.672811), (865306.0, -1.17549435e-38), (67.79E4, 58.52E6)], [(0x504550D3, 2.718281828459045), (-1.166, 0x796A4024), (-6.02214076e23, -8.66965e-0), (1.0E+10, 0.0)]], [[(1.0e-5, 0x00000001), (-9.999999e9, 49.13E2), (-6.02214076e23, 100.0), (0.0, 0x337BA0DC)], [(4.9e-324, -1.0e-5), (9.999999e9, 65504.0), (-0.5079232, 8.29390e2), (0xFD79ED4B, 2.0)], [(4.87540e16, 0x44292121), (8.59883e35, 1.0e38), (6.027, 0x7F800000), (0x7FC00000, 0.0)], [(-0.4331343, 59.18E4), (0xEF26238C, 0x7F800000), (0.0963990, 32.99E0), (0.4927644, -14.28E3)]], [[(1.0e-30, 0xBE42E6E2), (4.506, 839.305844), (41.47E5, 0x7FC00000), (172256.0, 597450.0)], [(0.8519663, 1.815), (95.36E5, 0xBC7F8E10), (0.0, -87.91E9), (0xFF800000, 0.1)], [(4.821, 4.9e-324), (7.30469e6, 0.5), (0x37CE778E, -1.0e-30), (0x467BAB8C, 65504.0)], [(0.2, 798.912570), (1.0e-30, 172301.0), (3.232, 4.868), (-65504.0, 0x932E958F)]], [[(0.0524697, 23.69E2), (0.2093631, 9.74073e3), (65504.0, 4.9e-324), (-0.3, -6.11002e+5)], [(2.718281828459045, -1.0e-30), (9.88350e+35, 2.718281828459045), (2.0, -0.2), (-0.2, 588.832457)], [(1.0e-5, 0.3), (0x3C262281, 0.8487412), (-100.0, 0xC4610561), (0.0284990, 0x16EA6235)], [(0.4887909, 0.4811725), (3.73990e33, 1.0E+10), (72.20E3, 1.17549435e-38), (0xAD06A8FD, 0xAE9EB056)]]]> : tensor<4x4x4xcomplex<f32>>, k$2}> {a0, foo.k1= 65504.0 : bf16}: (index) -> () loc("callee"("a.mlir":87))
  %17 = "z.nop"(%9) {x0= distinct[3]<[dense<(0xFBFE91A2, -5.085)> : tensor<complex<f32>>, "\n0\n"]>, b1= [dense<[[4.48270e1, 615816.0], [8.3745e+31, -0.5], [1.0e38, 0.3682417]]> : vector<3x2xf32>, array<f32>, 21 : index, 0x618E3592F9641F18 : f64], attr2= 0.0468359 : f8E4M3FN}: (f4E2M1FN) -> complex<f64> loc("dir/with space.c":61)
  %18 = "bar.yield"(%value15, %v16, %v16) ({
  ^$2(%-19: !bar.param<?,<80>,?>):
   "bar.yield"(%v16): (i1) -> () loc(unknown)
   "z.nop"(%v16, %v16): (i1, i1) -> ()
  }): (memref<?xcomplex<bf16>, {kind = "scratch"}>, i1, i1) -> si16 loc("dir/with space.c":23)
  "foo.bar"(%v2#1, %value15): (i64, memref<?xcomplex<bf16>, {kind = "scratch"}>) -> () loc("src/x.py":429:0)
 }, {
  %_20:2 = "d.op_1"(%5#0) {z90}: (bf16) -> (f8E8M0FNU, index) loc(unknown)
 }) {}: () -> i1024 loc("dir/with space.c":45:36 to 45:19)
 %_21:2 = "z.nop"(%r4) {}: (i1) -> (i8, () -> ())
 // "quotes" and {braces} in a comment
 %22:3 = "d.op_1"(%_10, %_21#0) <{a0= 67.49E5 : f8E8M0FNU, attr1}>: (tensor<i32>, i8) -> (memref<30xi128, affine_map<(d0) -> (d0)>, "local mem">, f64, memref<164x7x?xi7, strided<[?, ?, 1], offset: 5>>) loc("src/x.py":0:305)
 "a.b"(%_21#1, %12#0) <{}>: (() -> (), complex<bf16>) -> ()
}) {foo.module_attr = -1} : () -> () loc(fused["name", "dir/with space.c":20:0, "name"])
