#attr_0 = "\n日本.\C3\A9\C3\A9X\00_"
!ty0 = f32
!alias_1 = f16
!t2 = complex<f8E5M2>
!ty3 = vector<2xf8E4M3FNUZ>

"builtin.module"() <{sym_name = "m35"}> ({
 %x0, %1:2 = "z.nop"(): () -> (() -> (), tensor<3x?xi1>, tuple<f8E4M3FN, f32>)
 %v3, %-4:3 = "x.y"(%r2#1, %r2#2): (!my_dialect.param<<<97, ?, -5>> , "x y">, vector<6x1x16xf64>) -> (i64, () -> ui1024, i8, ui3) loc("op.1")
 %r2:4 = "foo.bar.baz"(%1#0, %1#1): (tensor<3x?xi1>, tuple<f8E4M3FN, f32>) -> (none, !my_dialect.param<<<97, ?, -5>> , "x y">, vector<6x1x16xf64>, i16) loc(unknown)
 %value5:3 = "z.nop"() {my.k0= 0.6670530 : f16, "quoted key 1"= #attr_0}: () -> (index, index, tuple<f32, index, vector<4xi1>>)
 %tmp_6, %value7:2 = "x.y"() {k$0= dense<[384.653714, 8.59612e-7, 3.024]> : vector<3xf32>, a1= 570: si64}: () -> (tensor<?x55x566xi24>, !ty0, !ty0)
 "foo.bar"(%value5#2, %value5#2) ({
  "d.op_1"() ({
}, {
  ^3(%value8: index, %9: !ty0):
   "z.nop"() ({
   ^bb4(%tmp_10: ui1, %11: i32):
    %_12 = "my_dialect.thing"(%value5#2) {b0, sym_name1= affine_set<(d0, d1, d2) : (-(6) + (d1) floordiv 4 >= d0 + d1)>, b2}: (tuple<f32, index, vector<4xi1>>) -> complex<si128> loc(unknown)
    %13:2 = "my_dialect.thing"(%value7#1, %_12, %9) {_u0, b1= dense<(8, -90)> : tensor<complex<i32>>, sym_name2= #attr_0, z93= dense<0xAAD1> : vector<3x1xbf16>}: (!ty0, complex<si128>, !ty0) -> (complex<i64>, memref<?xf8E4M3FN, affine_map<(d0) -> (d0)>, "shared">)
    %a.b14:2 = "bar.yield"(%_12, %value7#1) {_u0= 0: i32, a1= dense<[1]> : vector<1xsi7>, my.k2= -1, sym_name3= "\n\7f}\n"}: (complex<si128>, !ty0) -> (tensor<1015x2xf16, "sparse">, !x.type)
    %value15 = "foo.compute"(): () -> (memref<11x28xi64>)
    %r16:2 = "my_dialect.thing"(%a.b14#0, %13#1) {}: (tensor<1015x2xf16, "sparse">, memref<?xf8E4M3FN, affine_map<(d0) -> (d0)>, "shared">) -> (vector<[6]xbf16>, !alias_1)
    %value17, %18:2 = "z.nop"(%r16#0, %value7#1) <{sym_name0, foo.k1= true, a2}> {}: (vector<[6]xbf16>, !ty0) -> (complex<f8E5M2 >, memref<1xf16, strided<[1], offset:0>>, memref<2x7x7xf16, strided<[?, ?, ?], offset: ?>>)
   }) {_u0= "Ω\"*\\z-\t%0\00%}", x1= [@"é"::@"x y", false, array<i16>, dense_resource<weights0> : tensor<1xi64>], attr2= 2 : index}: () -> () loc("f":4294967295:92)
   %arg19 = "foo.bar.baz"(%value7#0): (!ty0) -> tuple<> loc("x")
   %_20:4 = "z.nop"(%value5#1): (index) -> (tensor< vector<7x9x[11]xi8>>, f8E8M0FNU, memref<?x53x1xf8E5M2, {kind = "scratch"}>, (!t2) -> (tensor<7x454xindex>, f64)) loc("a.mlir":38:23 to 38:40)
   %_21:3 = "d.op_1"(%_20#2) ({
    "foo.bar.baz"(): () -> () loc("name")
   }) {}: (memref<?x53x1xf8E5M2, {kind = "scratch"}>) -> (complex<bf16>, memref<720xi8, "shared">, tensor<252x2x8x?xsi32>)
  }, {
  }) {d.k0= #attr_0}: () -> () loc(fused<4 : i32>["v"("a.mlir":495:172)])
  "bar.yield"()<{}> {a0= dense<[[[611, 364, 281, 950], [287, 177, 737, 930]]]> : tensor<1x2x4xindex>, my.k1= -1: i128, attr2}: () -> ()
  "a.b"(%value7#1)<{value0= -75:   si8, b1= {my.k0= dense<"0xFB8E"> : tensor<3xf16>}, x2= -203.133033 : f16}>: (!ty0) -> () loc(callsite("name" at "x"))
  %a.b22 = "a.b"(%value7#1, %value7#0, %value5#2): (!ty0, !ty0, tuple<f32, index, vector<4xi1>>) -> memref<566x?xf8E5M2FNUZ>
  "cfx.cond_br"(%a.b22, %value7#1, %value7#0)[^bb1, ^b2] {}: (memref<566x?xf8E5M2FNUZ>, !ty0, !ty0) -> ()
 ^bb1:
  "foo.br"(%a.b22, %value7#1)[^b2]: (memref<566x?xf8E5M2FNUZ>, !ty0) -> () loc(callsite(callsite("with \"q\"" at "op.1") at "src/x.py":164:4294967295))
 ^b2:
  "a.jump"(%-4#2, %tmp_6)[^bb1] {x0= {}, foo.k1= true, z92= !ty3, _u3= sparse<[[1], [3], [1], [0]], [0xFF800000, 80.56E2, 0x7F800000, 0.0]> : tensor<4xf32>}: (ui3, tensor<?x55x566xi24>) -> () loc(callsite("src/x.py":0:462 at "f":20:59 to 21:32))
 }) {x0= dense<"0xB1BA7C355D04AA807D2E6BCFEF60D1EB"> : vector<4x4xui8>, b1=   "@/\7f###\C3\A9\n\\*"}  : (tuple<f32, index, vector<4xi1>>, tuple<f32, index, vector<4xi1>>) -> ()
 %v23 = "foo.bar.baz"(%value7#1): 
  (!ty0) -> tensor<ui24>
 "foo.bar.baz"(%value7#0, %value7#1, %tmp_6) {}: (!ty0, !ty0, tensor<?x55x566xi24>) -> () // trailing comment
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x080000007E20CFEA901731E4"
    }
  }
#-}
