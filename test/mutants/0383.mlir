#L0 = loc("f":31:38 to 31:7)
!t0 = ui1

"builtin.module"() ({
 %v0 = "a.b"()<{}> {}: () -> (f16) loc(callsite("a.mlir":22:5 to :5 at "a.mlir":43:73 to :78))
 "foo.bar"(%v0, %v0, %v0) {k$0, _u1= dense<0x009084AF> : tensor<f32>}: (f16, f16, f16) -> () loc(unknown)
 "z.nop"(%v0, %v0): (f16, f16) -> ()
 %tmp_1 = "a.b"() {_u0= [], b1= 996473.0 : f16, foo.k2= array<f32: -236327.0, 850292.0, 0.2>, attr3}: () -> (none) loc("v"(fused[unknown]))
 %_2, %v3:2 = "d.op_1"(%tmp_1, %tmp_1): (none, none) -> (complex<f8E4M3>, i128, complex<f16>)
 "d.op_1"(%_2, %tmp_1, %v3#0)<{attr0= "", my.k1= loc("f":157:430)}>: (complex<f8E4M3>, none, i128) -> ()
 %4 = "foo.op"(%_2, %_2) {b0= 0x42A93EB4C : index}: (complex<f8E4M3>, complex<f8E4M3>) -> vector<14x[5]x5xui32>
 %v5:2 = "foo.op"(%_2, %v0): (complex<f8E4M3>, f16) -> (tuple<f32, i32, si128>, index)
 %value6:4 = "my_dialect.thing"(%v5#1, %v0) ({
  "foo.br"(%v3#1)[^1, ^2]: (complex<f16>) -> () loc("dir/with space.c":72)
 ^1(%value7: f8E4M3FN, %8 : memref<*xvector<[9]x[15]x8xi8>, {kind = "scratch"}>, %tmp_9: f8E5M2FNUZ loc(fused[])):
  %-10:2 = "a.b"(%8, %v5#1, %value7) {k$0= dense_resource<r.0> : tensor<4xf32>, attr1= dense_resource<res_1> : tensor<2xf64>, a2= "#\t!\n-🙂\00Xz#{", sym_name3= 0.5}: (memref<*xvector<[9]x[15]x8xi8>, {kind = "scratch"}>, index, f8E4M3FN) -> (complex<bf16>, vector<[2]x10x12xf128>) loc("src/x.py":44:66 to 46:75)
  "z.nop"(%tmp_9, %-10#1, %-10#1) {a0= 955005.0 : f8E3M4}: (f8E5M2FNUZ, vector<[2]x10x12xf128>, vector<[2]x10x12xf128>) -> () loc("op.1")
  %r11 = "d.op_1"(%v3#0, %tmp_1)<{d.k0= -1: si128}>: (i128, none) -> complex<f8E3M4>
  "foo.br"(%v0, %v5#0)[^2]: (f16, tuple<f32, i32, si128>) -> () loc(unknown)
 ^2:
  %_12 = "z.nop"(%_2, %tmp_1, %4) ({
   "foo.compute"(%v3#0, %v5#0, %v5#1) ({
}) {sym_name0, b1, "quoted key 2"= dense<[0x0]> : tensor<1xui3>}: (i128, tuple<f32, i32, si128>, index) -> () loc(unknown)
   "my_dialect.thing"(%v3#1, %v3#0) <{b0= loc(unknown), foo.k1= affine_map<(d0) -> ()>, sym_name2= distinct[2]<22: si32>}>: (complex<f16>, i128) -> ()
   %_13 = "z.nop"(%v3#1, %v3#1, %v5#0)<{k$0= true, value1= memref<?x?xindex>, d.k2= loc(callsite("f":42:66 to 45:51 at "a.mlir":34:11 to 37:41)), sym_name3= 693.40140 : f64}>: (complex<f16>, complex<f16>, tuple<f32, i32, si128>) -> complex<i24> loc("a.mlir":146:0)
   %_14 = "foo.bar"() {sym_name0, a1= vector<[10]xf16>, "quoted key 2"= ui32}: () -> complex<i32> loc(unknown)
   %_15, %value16:3 = "bar.yield"(%_13) {value0= 0x1B4F23AEE5E06099 : f64, a1= 1.0e300 : bf16, z92= [77.97E3 : f32, 0x3], b3= affine_map<(i0, i1)[N0, N1] -> ()>}: (complex<i24>) -> (i32, ui32, i1, tensor<?x2x?x1xbf16>) loc("":289:4294967295) // trailing comment
   "x.switch"()[^bb4, ^bb4]: () -> () loc(unknown)
  ^bb4:
   %17, %18:2 = "foo.bar"(%_2, %value16#0, %value16#2): (complex<f8E4M3>, ui32, tensor<?x2x?x1xbf16>) -> (f8E4M3B11FNUZ, vector<10x1xtf32>, index)
   "cfx.cond_br"(%18#1)[^bb4] ({
   ^5(%value19: complex<f16> loc("f":10:5 to 12:76), %tmp_20: vector<8x11xi64> loc(unknown), %_21 : memref<?x1xi7, strided<[?, ?]>>):
    "foo.bar"(%_21, %_21, %18#0) <{k$0= "#%a#@{}", x1= -1: si32, z92= -1: i3, attr3= -1: i64}>: (memref<?x1xi7, strided<[?, ?]>>, memref<?x1xi7, strided<[?, ?]>>, vector<10x1xtf32>) -> () loc(#L0)
    %value22 = "x.y"(): () -> vector<16xf8E4M3>
    %23, %value24:3 = "z.nop"(%value22: (vector<16xf8E4M3>) -> (tensor<*xf32>, tensor<4x?x8xsi1>, i1024, tensor<?x?x9x?xcomplex<f6E3M2FN>, 6 : i32>) loc("f":0:279)
   }, {
    %25 = "foo.bar.baz"(%value16#0, %18#0): (ui32, vector<10x1xtf32>) -> tuple<> loc(#L0)
   }, {
   }): (index) -> () loc("dir/with space.c":0:104)
  }): (complex<f8E4M3>, none, vector<14x[5]x5xui32>) -> i8 // trailing comment
  "a.b"(%v5#1, %v3#1)<{foo.k0= sparse<[[0, 1, 4], [1, 2, 0], [1, 1, 5]], [-0.3, 76.42E4, 100.0]> : tensor<2x4x6xf32>, x1= 6.954 : f64, foo.k2= dense<1.0e-5> : tensor<f16>}>: (index, complex<f16>) -> () loc("":402:414) // trailing comment
  %26 = "x.y"() {sym_name0= dense<> : tensor<2x0xcomplex<f64>>, z91= dense<"0x09EF795104E8"> : tensor<3xbf16>, b2= ".\"\00%"}: () -> !t0 // trailing comment
 }): (index, f16) -> (tuple<>, complex<f16>, index, tensor<42x7x2x1xf32>)
 %27 = "foo.compute"(): () -> !x<""> loc("src/x.py":32:5 to 35:21)
 "d.op_1"(%value6#2, %value6#2): (index, index) -> () loc("x")
 %arg28 = "d.op_1"() <{}> {foo.k0= [], k$1= affine_map<() -> ((2) floordiv 9 * 2)>, attr2= 5: i3}: () -> (complex<f16>)
}) : () -> () loc("a.mlir":477:417)

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x0400000041410B5592E8A0AFA0989AB0EC20B2FC",
      res_1: "0x080000009AC85E0E140C424474BE00C0F6376DEE"
    }
  }
#-}
