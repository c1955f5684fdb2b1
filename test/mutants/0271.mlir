"builtin.module"() <{sym_name = "m30"}> ({
"x.y"() {"quoted key 0"}: () -> ()
%0:4 = "a.b"() ({
"foo.compute"() ({
"foo.op"() ({
%1 = "bar.yield"(): () -> index
%_2, %_3:3 = "foo.bar"(%1, %1): (index, index) -> ((tensor<1x245x4x26xui17>, i32, none) -> (), index, memref<*xbf16, "local mem">, none)
%_4:4 = "foo.op"(%_2, %_3#0)<{value0= #x.flag, _u1= tensor<*xcomplex<f8E4M3FN>>, sym_name2= loc("":30:152)}>: ((tensor<1x245x4x26xui17>, i32, none) -> (), index) -> (vector<[2]x4x10xi64>, !bar<"">, tensor<28xf16>, complex<f16>)
}, {
^3(%5: bf16 loc("n"("name"))):
"bar.yield"(%5) {sym_name0= @"a"::@c::@"x y", _u1, k$2= [0x5E3ADE59A122F768 : f64, -32768: si16, 1: si32]}: (bf16) -> () loc("f":88:156)
"a.b"(%5): (bf16) -> () loc("a.mlir":13:7 to 16:50)
}, {
"foo.br"()[^5, ^b7]: () -> () loc("dir/with space.c":107:500)
^5(%v6: bf16 loc(unknown), %7: f80):
"a.jump"()[^bb6]: () -> () loc("src/x.py":82:203)
^bb6:
"a.jump"()[^b7]: () -> () loc(fused["a.mlir":52:217, "f":258:359])
^b7():
"a.jump"()[^b7]<{attr0= 0xFFFFFFFFFFFFFFFF, x1= "/#%\t\000\00_" : bf16, attr2= 6.02214076e23 : f8E4M3FN}> {attr0= {}}: () -> () loc("op.1")
}) {}: () -> ()
%8:2 = "foo.op"() {}: () -> (tensor<0x44x?xindex>, tensor<1xf8E8M0FNU>) loc(fused<#foo.m>[])
}) {_u0= 0x7C00 : f16}: () -> ()
%a.b9:3 = "z.nop"() {z90= 18446744073709551615, foo.k1= @c::@"x y"::@s$}: () -> (tensor<complex<f16>>, vector<1x13x7xindex>, complex<f64>)
}, {
^$8(%value10: f8E5M2, %11: complex<f8E5M2>, %%tmp_12: memref<3x189x1xcomplex<f8E5M2FNUZ>> loc(callsite("name" at fused<"meta">["dir/with space.c":67, "op.1", "src/x.py":35:79 to 36:12]))):
}, {
^9(%-13: f16 loc(fused["a.mlir":479:432, "f":166:4294967295]), %14: complex<f16> loc("src/x.py":50:75 to :83), %15: !foo.t):
}): () -> (memref<*xcomplex<f8E4M3>>, memref<8xi1>, f64, memref<4xui64, affine_map<(d0) -> (9)>, 2>) loc("v"(callsite("src/x.py":53 at "with \"q\"")))
%16:4 = "z.nop"(%0#3) {attr0= 0x7FC00000 : f32, sym_name1}: (memref<4xui64, affine_map<(d0) -> (9)>, 2>) -> (vector<10xf32>, memref<4x?xi24, strided<[?, 1], offset: ?>>, bf16, complex<f32>)
%value17 = "foo.bar"(%16#1, %0#2, %0#2): (memref<4x?xi24, strided<[?, 1], offset: ?>>, f64, f64) -> (i3) loc("src/x.py":270:408)
}) : () -> () loc("":44:38 to 47:5)
