// ir-gen random --seed 232 --size 37
"foo.bar"(): () -> () loc(fused[])
%0 = "foo.op"()<{"quoted key 0"= 0x7FF8000000000001 : f64}> ({
%_1 = "x.y"() {"quoted key 0"}: () -> complex<ui24> loc("src/x.py":125:350)
%2:2 = "foo.bar"(%_1, %_1): (complex<ui24>, complex<ui24>) -> (i16, tensor<22x1xcomplex<f4E2M1FN>>) loc("src/x.py":325:298)
"my_dialect.thing"(%2#1) {x0= "'\t{_\00.\n"}: (tensor<22x1xcomplex<f4E2M1FN>>) -> ()
%v3 = "foo.op"(%2#1, %2#1, %2#1) {k$0, z91= 0x6: ui7, d.k2= array<i32: -17, -2147483648, -29368>}: (tensor<22x1xcomplex<f4E2M1FN>>, tensor<22x1xcomplex<f4E2M1FN>>, tensor<22x1xcomplex<f4E2M1FN>>) -> complex<f16>
%v4 = "d.op_1"()<{"quoted key 0"= "\00!.\\*日本" : i8, x1= [dense_resource<blob0> : tensor<6xf32>, "", 191920270: i32]}>: () -> none
}): () -> f64
%5 = "my_dialect.thing"(%0): (f64) -> (si7)
"foo.bar.baz"(%0, %0, %5) ({
^bb1(%6: f32):
%value7 = "foo.bar"(%0, %5, %0) <{sym_name0= unit, b1= unit}>: (f64, si7, f64) -> none
%value8 = "foo.op"(%5, %6, %0) ({
// "quotes" and {braces} in a comment
%tmp_9 = "foo.op"(%value7) {k$0= ["X", 59: i32, 0x8BE77589 : f32], sym_name1, z92= "\7f"}: (none) -> complex<f8E3M4>
%value10 = "z.nop"(%tmp_9, %6) ({
^bb3(%_11: complex<si64> loc("dir/with space.c":151:304)):
}): (complex<f8E3M4>, f32) -> f16
%v12 = "foo.op"(): () -> i32
%tmp_13 = "d.op_1"(%v12, %6) {sym_name0= 0x1D, b1= "b'\51b\"", _u2}: (i32, f32) -> index loc(fused["src/x.py":7:0])
}, {
%v14 = "bar.yield"(%0, %6, %6) ({
}, {
%v15 = "foo.compute"(%0): (f64) -> i24 loc(unknown)
}) {attr0= #bar<"x<1>">, attr1= affine_map<(d0, d1) -> (9 * (d0) + (d0) floordiv 9, (d1) mod 1 + (d1) ceildiv 7)>, attr2= "\n%\n0b", x3= @s$::@c::@f_1}: (f64, f32, f32) -> vector<[3]xi64> loc(callsite("a.mlir":2:48 to 4:37 at "a.mlir":100:418))
"cfx.cond_br"(%v14, %v14)[^bb5, ^7] <{my.k0= dense<[[53.27E5, -7.51142e-13, 94.20E0], [-1.0e300, -3.14159265358979, 0xF38D8557F2152B19]]> : tensor<2x3xf64>, k$1, attr2= -0.20668e8 : f32}>: (vector<[3]xi64>, vector<[3]xi64>) -> () loc("x")
^bb5:
%16 = "foo.bar"(%value7, %5, %5): (none, si7, si7) -> tensor<f8E4M3>

%17 = "z.nop"() ({
%_18 = "a.b"() <{k$0, "quoted key 1"}> {b0= [distinct[1]<>, -65536: i17, "\t%b!\t\00\00-z"]}: () -> tensor<525x3xcomplex<f64>> loc(callsite(callsite("a.mlir":60:52 at "f":4:38 to 5:42) at fused<7 : i32>["op.1"]))
"x.switch"()[^exit10, ^exit10]: () -> () // trailing comment
^exit10(%a.b19 : f32):
"foo.br"()[^11] {sym_name0= dense<[0xD2, 0xD8]> : tensor<2xf8E3M4>}: () -> ()
^11(%_20: i1024 loc(fused[fused["op.1", "":196:35]]), %value21: i128):

"a.jump"(%_20)[^12] {}: (i1024) -> () // trailing comment
^12():
// // nested
"foo.compute"(%6, %5): (f32, si7) -> () loc(fused["n"("dir/with space.c":18:31 to 21:73), "f":0:23, fused<"meta">["src/x.py":262:366, "op.1", "name"]])
%-22 = "x.y"(%value7, %value7): (none, none) -> complex<f6E3M2FN>
%23:3 = "foo.op"(%_18, %16, %-22): (tensor<525x3xcomplex<f64>>, tensor<f8E4M3>, complex<f6E3M2FN>) -> (memref<*xcomplex<bf16>, {kind = "scratch"}>, memref<*xf8E4M3FNUZ>, complex<f16>)
%v24 = "d.op_1"() <{_u0= 1: i3}>: () -> complex<i1024> loc("a.mlir":25:76 to :76)
%v25 = "foo.bar"(%v24, %23#2) <{z90= memref<1xi1024, affine_map<(i0) -> (1 * (i0))>, 2>}> {}: (complex<i1024>, complex<f16>) -> f8E3M4 loc("":13:33)
}, {
%26 = "x.y"() {value0= true, sym_name1= "_/0\00}-\\\"é}\"X", "quoted key 2"= affine_set<(d0, d1, d2)[s0] : ((d1 - d0) floordiv 7 == 0)>, b3}: () -> i64
%27, %28:2 = "x.y"(%v14, %16, %v14) {z90= {_u0= affine_map<(d0, d1) -> ((3) mod 5, -((d1) floordiv 5))>}, _u1, sym_name2= 6.02214076e23}: (vector<[3]xi64>, tensor<f8E4M3>, vector<[3]xi64>) -> (complex<f128>, si32, complex<f6E3M2FN>) loc("op.1")
%29:3 = "foo.op"(%27, %0, %0) <{b0, "quoted key 1", my.k2= false, a3}>: (complex<f128>, f64, f64) -> (i32, index, f6E3M2FN) loc(fused[])
"my_dialect.thing"() {attr0= loc("dir/with space.c":4294967295:380), _u1, x2= false, a3= [true, 2.0 : bf16, true]}: () -> () loc("x")
}, {
^14(%30: tuple<f64, f32> loc(fused["dir/with space.c":8:9 to 8:36, "":13:37 to 15:70, "dir/with space.c":15]), %v31: vector<6x4xf16>):
"x.switch"()[^bb15]: () -> ()
^bb15:
"z.nop"(%v14, %v31) {k$0, z91= 1, x2= 3.538 : f16}: (vector<[3]xi64>, vector<6x4xf16>) -> ()
// é unicode
"a.jump"(%v14, %v14, %5)[^bb16, ^bb15] {a0= distinct[3]<"\né">, a1= array<i32: 0x0>}: (vector<[3]xi64>, vector<[3]xi64>, si7) -> ()
^bb16():
"x.switch"(%v31, %30, %v31)[^bb17, ^bb17] <{my.k0= @b::@s$::@"a", foo.k1= [{b0= dense<[false, false, false]> : tensor<3xsi1>, k$1= 1: ui1}], value2= "@#bX/'\00'\n\\", _u3= f8E4M3}>: (vector<6x4xf16>, tuple<f64, f32>, vector<6x4xf16>) -> ()
^bb17(%_32: vector<6xi32>):
%33 = "foo.compute"(%16, %_32): (tensor<f8E4M3>, vector<6xi32>) -> index
}) {}: () -> f32
%a.b34:4 = "foo.compute"(%16, %16) <{x0, _u1= "\83b\"\t\00", b2}>: (tensor<f8E4M3>, tensor<f8E4M3>) -> (ui32, complex<i3>, vector<[16]xi7>, f16) loc("f":4294967295:430)
"foo.br"(%a.b34#3, %0)[^b6, ^bb5] {b0= 18446744073709551615, value1= #my.a<-5, "x y">}: (f16, f64) -> () loc("f":3:15 to :24)
^b6:
"cfx.cond_br"()[^7] <{}>: () -> ()
^7:
%_35:3 = "d.op_1"(%6, %v14, %value7): (f32, vector<[3]xi64>, none) -> (vector<3x2xf8E8M0FNU>, f16, !bar.v<true [49 , -4 , "x y"] {<? f32>}>) loc("x")
}, {
^bb18(%v36: memref<4x1x8xindex, strided<[32, 43, 38]>, "gpu">):
%value37 = "z.nop"(%v36, %6) {}: (memref<4x1x8xindex, strided<[32, 43, 38]>, "gpu">, f32) -> tuple<f64>
}) {attr0= [], a1, sym_name2= [{attr0= "*/{'日本*zz\t'", a1= #x<"a b">, _u2= sparse<[[1, 1], [3, 1], [0, 0], [3, 0]], [993.318749, 1.684, -123.718372, -684.486899]> : tensor<4x2xf64>, "quoted key 3"= 0x7FF8000000000000 : f64}, 0x1: i1, 0: ui1]}: (si7, f32, f64) -> !my_dialect.v<<78>>
%_38 = "foo.compute"() {b0= 12852632756 : index}: () -> index
%39 = "foo.compute"(%5, %_38): (si7, index) -> ui24 loc("a.mlir":17:18 to 19:72)
}): (f64, f64, si7) -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000F48A807F48339ACBC6D8E33C32B7BFC6E9B3BAD0D5598860"
    }
  }
#-}
