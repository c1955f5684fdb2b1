#l_x0 = loc("f":21:15 to :23)
!t0 = complex<f32>
#L1 = loc("f":0:4294967295)
#attr_2 = dense_resource<res_0> : tensor<1xi8>
#L3 = loc("dir/with space.c":20:80 to :83)
#a4 = 0: i16
#map5 = false
#loc6 = {}
!alias_1 = complex<i128>
#loc7 = "\"\nz\C3\A9zX\ECzb \\*"
#loc8 = loc("a.mlir":444:47)

"builtin.module"() ({
"a.b"() {}: () -> ()
%_0 = "foo.compute"(): () -> complex<i8>
"bar.yield"(%_0, %_0) {value0= 0x0: i8, a1= {x0= unit, k$1= 0: ui24}, my.k2= 65504.0 : f6E3M2FN, attr3}: (complex<i8>, complex<i8>) -> ()
%value1 = "foo.op"(%_0) <{x0= affine_map<(d0, d1, d2)[s0, s1] -> (2 * ((s0) ceildiv 6), 5)>, x1= 18446744073709551615, "quoted key 2"= @main::@b::@"0start", x3= #bar.v<73>}>: (complex<i8>) -> tuple<vector<1xf32>> loc(#l_x0)
%2 = "d.op_1"(%_0, %value1)<{}>: (complex<i8>, tuple<vector<1xf32>>) -> f64 loc("dir/with space.c":3)
"foo.bar.baz"() ({
}): () -> () loc(unknown)
%r3 = "z.nop"() {}: () -> (f8E3M4) loc(fused[])
%value4 = "foo.compute"(%r3, %2)<{d.k0= @_priv}>: (f8E3M4, f64) -> !t0 loc(unknown)
"my_dialect.thing"() {z90, attr1= #x.v<abc , a.b>}: () -> () loc("callee"(callsite("a.mlir":0:494 at #l_x0)))
// é unicode
%v5, %v6:2 = "foo.op"(%_0) ({
^bb0(%a.b7: !x.t<?,-1,?> loc("op.1")):
// // nested
%value8 = "foo.bar.baz"() <{z90= unit, x1= distinct[3]<0.9327871 : f6E2M3FN>, foo.k2, x3= false}> {_u0= #my.v<<<65,?>,abc,"x y"> [f32 , ? , [16 6 -8]]>, value1= distinct[4]<0x050F2 : tf32>, d.k2, x3= 2.718281828459045 : f8E3M4}: () -> tensor<?x0xcomplex<i17>>
}) {a0= 292211.0 : f8E5M2FNUZ, a1, d.k2= 100.0 : f32, x3= ""}: (complex<i8>) -> (tuple<bf16>, !foo.t_1, f16) loc("a.mlir":393:308)
"my_dialect.thing"(%v6#0, %v6#1) {z90= loc(#L1), k$1, "quoted key 2"= 7032693418196882: si64, z93= -1016584.0 : f32}: (!foo.t_1, f16) -> ()
%9 = "foo.bar.baz"(%v6#1, %v6#0, %v6#0) {}: (f16, !foo.t_1, !foo.t_1) -> tuple<i1024, bf16> loc("v"("":10:72 to 11:15))
%value10, %11:2 = "my_dialect.thing"(%r3) {foo.k0}: (f8E3M4) -> (!t0, !t0, tensor<4x?x932xi17>) loc(callsite(fused<6 : i32>[] at #l_x0))
"foo.bar"(%2, %value10) {sym_name0= #attr_2}: (f64, !t0) -> ()
%-12:2 = "x.y"(%r3, %9, %9) ({
"my_dialect.thing"() ({
^bb2:
// "quotes" and {braces} in a comment
%value13 = "foo.op"()<{x0= sparse<[[2, 0, 1], [3, 1, 2], [2, 1, 0]], [1.0E+10, 200491.0, 0.5]> : tensor<4x2x3xf64>, foo.k1= #attr_2, k$2= dense_resource<res_1> : tensor<1xf32>, value3= dense<[" %/X_", "a\FCb!\"z\C3\A9@", "!"]> : tensor<3x!foo.str>}> {"quoted key 0"= #attr_2, "quoted key 1"= true, foo.k2= "0#{}.\n\t\1B_z@"}: () -> i32 loc(#L3)
%_14 = "foo.bar.baz"(%11#1, %11#1) ({
"a.b"(): () -> () loc("x")
%_15 = "a.b"(%value1, %11#1)<{x0= #a4, attr1= [167686.0, #bar.flag, #map5, #loc6], b2= #a4}> {"quoted key 0"= false, "quoted key 1"= "\t_*\43a\t{", "quoted key 2"= affine_map<(d0)[s0] -> ()>}: (tuple<vector<1xf32>>, tensor<4x?x932xi17>) -> (!t0)
"a.b"(%value13): (i32) -> ()
%16, %17:3 = "foo.bar.baz"() {}: () -> (!alias_1, bf16, vector<[7]x4xui32>, i32) loc("f":28:42 to 30:56)
"foo.br"(%17#1, %17#1)[^4, ^4]: (vector<[7]x4xui32>, vector<[7]x4xui32>) -> ()
^4(%r18: i64 loc("src/x.py":50:36 to 51:6), %19: tensor<?x3xsi32>):
%20:3 = "x.y"(%17#1, %value1, %9): (vector<[7]x4xui32>, tuple<vector<1xf32>>, tuple<i1024, bf16>) -> (tensor<?x54x0xi3>, complex<f6E2M3FN>, vector<9x8x9xi1024>)
%value21, %_22:3 = "x.y"(%20#0): (tensor<?x54x0xi3>) -> (memref<4x854x839xcomplex<si32>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>, none, memref<63x?x6xf16, affine_map<(i0, i1, i2) -> (7, ((i1) mod 4) ceildiv 1, -(2) + i2 - i1)>, {kind = "scratch"}>, i64)
"z.nop"(%value21, %_22#0, %_22#2) {my.k0, "quoted key 1", _u2= -0.8938273 : bf16, _u3= 608.314327 : f64}: (memref<4x854x839xcomplex<si32>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>, none, i64) -> () loc("src/x.py":6:385)
"foo.compute"(): () -> ()
// é unicode
%r23 = "bar.yield"(%_22#1) {a0}: (memref<63x?x6xf16, affine_map<(i0, i1, i2) -> (7, ((i1) mod 4) ceildiv 1, -(2) + i2 - i1)>, {kind = "scratch"}>) -> vector<12xf64>
"foo.br"(%_22#1, %v6#1, %value21)[^5]: (memref<63x?x6xf16, affine_map<(i0, i1, i2) -> (7, ((i1) mod 4) ceildiv 1, -(2) + i2 - i1)>, {kind = "scratch"}>, f16, memref<4x854x839xcomplex<si32>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>) -> ()
^5(%_24 : memref<?x1xsi32, {kind = "scratch"}> loc(callsite("dir/with space.c":0:314 at "f":4294967295:309)), %a.b25 : complex<f16>, %value26 : !alias_1):
%27:2 = "bar.yield"(): () -> (i64, none) loc("dir/with space.c":4294967295:426)
%28:4 = "d.op_1"(%v6#0): (!foo.t_1) -> (tensor<ui128>, complex<f32>, i128, complex<f32>) loc(callsite("x" at callsite("op.1" at "with \"q\"")))
// "quotes" and {braces} in a comment
%v29 = "foo.op"(%_0): (complex<i8>) -> ui64
"foo.bar.baz"(%28#3) {_u0, "quoted key 1"= #loc6}: (complex<f32>) -> ()
}): (tensor<4x?x932xi17>, tensor<4x?x932xi17>) -> !foo.t<f32, ["x y", -3, ["x y" , "x y"]], 15>
%v30, %_31:2 = "d.op_1"(%r3, %9): (f8E3M4, tuple<i1024, bf16>) -> (i32, f16, tensor<*xui32>) loc(fused["src/x.py":34:70 to 36:45, fused["dir/with space.c":1], "f":83:120])
%32 = "bar.yield"(%_31#1, %_14, %value4): (tensor<*xui32>, !foo.t<f32, ["x y", -3, ["x y" , "x y"]], 15>, !t0) -> tuple<f8E4M3FN, i32, i64, i32>
%undefined_value = "foo.op"(%32, %v30) {b0= true, "quoted key 1"= 70.17E0 : f32}: (tuple<f8E4M3FN, i32, i64, i32>, i32) -> tensor<977x?xvector<3xf16>>
}) {my.k0= "\\" : f16, value1= #map5}: () -> () loc(#L1)
%v34 = "d.op_1"(%11#1, %v6#0) {b0}: (tensor<4x?x932xi17>, !foo.t_1) -> !my_dialect.v<<i8 , 61>> loc(#L1)
%v35 = "foo.bar.baz"(%value1, %_0, %v34) {my.k0= true}: (tuple<vector<1xf32>>, complex<i8>, !my_dialect.v<<i8 , 61>>) -> i64
"a.b"(%v6#0) {_u0= affine_map<(d0, d1) -> (-((d1) mod 4), 9)>}: (!foo.t_1) -> ()
// 
%v36 = "foo.compute"(%v35, %v5) {_u0= 1: i1024}: (i64, tuple<bf16>) -> complex<f64> loc(callsite("n"(#L3) at #l_x0))
%v37 = "foo.op"() <{x0= sparse<[[1, 1, 1], [0, 0, 2], [0, 3, 4], [1, 3, 3]], [2.718281828459045, 1.0E+10, 0x7159, 8.496]> : tensor<2x4x5xf16>, value1, z92= !alias_1, sym_name3= 2.718281828459045}> {my.k0= 0: si1, attr1= unit, b2= distinct[6]<82.14E7 : f8E4M3FNUZ>}: () -> tensor<963xvector<16x12xf8E5M2>> loc(unknown)
}, {
^6():
}, {
"cfx.cond_br"(%value10, %11#0)[^8] {a0= affine_map<(d0, d1, d2)[s0] -> (((d2) ceildiv 1) * s0)>, b1= #a4, k$2, k$3= #loc7}: (!t0, !t0) -> () loc("callee"(#l_x0))
^8:
"cfx.cond_br"()[^9] {foo.k0= #loc6, _u1= -0.8772976 : f64, a2= "🙂\\\07<" : ui64, d.k3= dense<[-1]> : tensor<1xi1>}: () -> ()
^9(%value38: index loc("a.mlir":53)):
"x.switch"(%r3)[^bb10, ^8] {z90= {k$0= "}日本\\%\96' '0" : ui1, d.k1= #a4}, attr1, x2= @f_1}: (f8E3M4) -> ()
^bb10:
"a.jump"(%v6#1)[^bb10] {attr0= #a4, _u1, a2= #a4}: (f16) -> () // trailing comment
}) {foo.k0= 1: i17, a1= 34 : index}: (f8E3M4, tuple<i1024, bf16>, tuple<i1024, bf16>) -> (i24, tuple<i16, si32, i7>) // trailing comment
"foo.compute"(%-12#0): (i24) -> () loc("with \"q\"")
}) : () -> () loc(fused[#loc8, #L3])

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x0400000012",
      res_1: "0x04000000FDB64441"
    }
  }
#-}
