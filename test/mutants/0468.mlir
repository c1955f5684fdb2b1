// ir-gen random --seed 217 --size 6
"my_dialect.thing"(): () -> ()
%_0 = "my_dialect.thing"(): () -> (i8) loc("src/x.py":12:42 to 13:3)
%v1 = "my_dialect.thing"(%_0, %_0) <{sym_name0= 
  none, b1= affine_map<(i0, i1, i2)[N0] -> ((i1 * 5) mod 2, -((i0) floordiv 2), (5) ceildiv 1 - (N0) * N0)>}> {}: (i8, i8) -> index loc(callsite(unknown at "n"(unknown)))
%v2 = "foo.bar"(%_0) ({
  %_3, %v4:2 = "foo.compute"(%_0, %_0, %v1)<{k$0, my.k1= []}> ({
  ^bb1(%_5: complex<i128> loc("a.mlir":4294967295:303), %a.b6 : !x<"a b"> loc("src/x.py":49:54 to 52:53)):
    "cfx.cond_br"(%v1)[^bb2]: 
  ^bb2:
    "cfx.cond_br"(%_5, %_0)[^bb3] {_u0, z91= dense<"0x4E52CFC8203B83C2D508B3D1523E10E14FB26FF57AFC410B35A0061F64E701BAB3373A24262DC6B3EC929DF06AB8C486"> : tensor<2x3x2xf32>}: (complex<i128>, i8) -> () loc("a.mlir":3:29 to 5:55)
  ^bb3:
    "cfx.cond_br"(%_0, %_0)[^4, ^4]:   (i8, i8) -> () loc("":50:50 to 53:41)
  ^4:
    %7:3 = "foo.bar"() {attr0= "0\\\26\C3\A9*!\n\n", value1= [unit, dense<-1> : tensor<i32>, "\"z", [1441445578349890 : index, "\\\\}* 0Ω%a \t\00"]], b2= affine_map<(i0, i1, i2)[N0] -> (5 * (-(i2)), ((i1) mod 9) ceildiv 1)>, value3= dense<[[[0.6175469, 0.4043365, -0.5, 2.0], [315.831655, 0.2, -548.612028, 0.4636176]], [[-93070.0, 96.555261, 9.90584e22, 1008482.0], [-1.0, 72.11E2, 0x8E9F, 1.5]], [[0x3E41, 3.73483e-25, 1.0e-5, -0.3], [1.0, 2.718281828459045, 0x7C00, 5.63037e+21]]]> : tensor<3x2x4xbf16>}:  () -> (memref<?x32xi3>, tuple<i8>, (complex<f32>, index,  i1) -> tensor<2x191xf8E5M2FNUZ>)
  }, {
  ^bb5(%v8: (none, memref<604x61x976xcomplex<bf16>, 5>) -> f8E4M3FNUZ loc("op.1"), %x9: vector<[6]x[12]x10xindex>):
    %v10:3 = "d.op_1"(%v1, %v1) {a0= affine_set<(d0, d1) : (7 * (d0) + 0 * 6 >= 0)>, "quoted key 1", sym_name2= "! \7f#\7B\C3\A9@\C3\A9"}: (index, index) -> (si17, i32, f80) loc(unknown)
  }, {
  ^6(%v11: tuple<i8, f32, f32> loc("src/x.py":248:379)):
    "cfx.cond_br"(%v11)[^$7]: (tuple<i8, f32, f32>) -> () loc("":82:98)
  ^$7():
    "cfx.cond_br"()[^b8] {z90= []}: () -> () loc("f":22:43 to :45)
  ^b8(%12: none, %-13: i64, %value14: f32):
    "cfx.cond_br"(%value14, %_0)[^$7] {my.k0= "%a'X/@\A3",sym_name1= {sym_name0= sparse<[[1, 3, 1], [1, 2, 0]], [705685.0, 3.14159265358979]> : tensor<6x4x2xf64>}, foo.k2= -3: i8, value3}: (f32, i8) -> () loc(fused["src/x.py":216:260, unknown])
  }) {my.k0= index, a1= tuple<ui1024, i17, ui32, f32>,  z92= distinct[1]<-727627427094502063147: i1024>, attr3= dense_resource<blob0> : tensor<6xi32>}: (i8, i8, index) -> (f6E2M3FN, f16, si1)
  "a.b"(%_3, %v1): (f6E2M3FN, index) -> () loc("x")
}, {
  %_15 = "a.b"(%_0, %v1, %v1) {}: (i8, index, index) -> bf16
}) {a0= "日本", "quoted key 1"= 2.0 : f128, z92= 0x0}: (i8) -> f64 loc(callsite("dir/with space.c":67 at "f":29:11 to 31:53))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x040000008A6F2EDF24EC3F72280EDAD7ABE5D9FE6BCBA7E313653CD9"
    }
  }
#-}
