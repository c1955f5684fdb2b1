#a0 = 0: ui64

"builtin.module"() ({
%value0:2 = "foo.compute"() ({
%x1 = "foo.bar"() ({
"foo.bar"() {_u0=	 -259661.0 : f8E4M3FN, x1= 47 : index}: () -> () loc(unknown)
"foo.bar.baz"(): () -> ()
"foo.bar.baz"(): () -> ()
"z.nop"() ({
^bb3:
}): () -> () loc(fused["a.mlir":4294967295:176, fused["a.mlir":40:22 to :23, "src/x.py":439:0, "dir/with space.c":32], unknown])
%2, %value3:3 = "my_dialect.thing"() {_u0= dense<[[false, 1]]> : tensor<1x2xi1>, a1= 9.999999e9 : f8E5M2FNUZ}: () -> (memref<3xsi32>, !x.t, f4E2M1FN, f16)
"d.op_1"(%2, %2, %2) {_u0= i32, _u1= #my.flag, attr2= dense<-5.9805e+20> : tensor<f32>}: (memref<3xsi32>, memref<3xsi32>, memref<3xsi32>) -> () loc("f":42)
}): () -> index
%_4 = "foo.op"(%x1) {b0= [37 : index, array<f64: -59.66E6, 0x5734DAE6C7C85E1A>], value1= [@"with\"quote"::@_priv, -1, {z90= #a0, foo.k1, value2= #a0, _u3= #bar.v<55>}, [unit, 1 : index]], attr2=   257.380274 : f8E4M3FNUZ, "quoted key 3"= #a0}: (index) -> (f16) loc("src/x.py":47)
"a.jump"(%_4, %x1)[^1] ({
^bb4(%_5: tuple<si17> loc("dir/with space.c":253:0), %value6 : tensor<618x?x385xcomplex<f8E4M3B11FNUZ>>):
"a.jump"()[^bb5, ^6]<{my.k0= i64, b1= dense_resource<r.0> : tensor<2xi32>}>: () -> () loc(callsite("n"("dir/with space.c":462:210) at fused<6 : i32>["a.mlir":36:54 to 37:27, "f":362:0, "dir/with space.c":153:368]))
^bb5(%value7 : i128, %8: vector<i7>, %$9: vector<[7]xindex>):
%arg10 = "foo.compute"() ({
^exit8:
"z.nop"(%$9, %$9, %8) {foo.k0= {value0= "/\"\00\3F\92!\"\7B%\00{\"", _u1, sym_name2}, z91= @b, _u2= [-2.0]}: (vector<[7]xindex>, vector<[7]xindex>, vector<i7>) -> ()
%value11 = "bar.yield"(%$9, %_5) {x0= true, my.k1= true}: (vector<[7]xindex>, tuple<si17>) -> f8E5M2FNUZ loc("f":37:18 to 37:39)
%value12 = "a.b"(%value11) <{_u0= #my.p<19 , -2>, a1= #bar<"abc">}>: (f8E5M2FNUZ) -> memref<447x2x764xbf16> loc("dir/with space.c":394:456)
}) {"quoted key 0"= unit, b1= @s$, "quoted key 2"= -24: i16}: () -> index loc("a.mlir":325:175)
%_13, %14:3 = "z.nop"() {_u0= {}, k$1= affine_map<(i0, i1, i2) -> (((4) floordiv 3) ceildiv 1)>, a2= #foo<"abc">}: () -> (f64, tensor<13x961x1x0xindex>, tuple<f16>, complex<f8E5M2>) loc(fused[fused<"meta">["dir/with space.c":71, unknown, "":476:496], fused["name"]])
%value15 = "foo.compute"() {}: () -> (si3) loc("with \"q\"")
"foo.bar"(%arg10, %14#0): (index, tensor<13x961x1x0xindex>) -> () loc("src/x.py":0:479)
"cfx.cond_br"()[^6]: () -> ()
^6:
%v16 = "a.b"(%_5): (tuple<si17>) -> index loc("":97)
"a.jump"()[^exit7] {b0= -1 : index, z91, x2}: () -> ()
^exit7(%v17: tensor<?x64 x 5x?xindex, {a = 1 : i64}>):
%_18 = "d.op_1"(%value6, %_5, %_5) {"quoted key 0"= 1, attr1= "<\n", sym_name2= #a0}: (tensor<618x?x385xcomplex<f8E4M3B11FNUZ>>, tuple<si17>, tuple<si17>) -> si8
%v19 = "z.nop"() {d.k0= 0x7E00 : bf16}: () -> complex<f32>
}) {b0= dense<[[[174303213343, 0x50E30, 1], [0, 0, 62], [53, 296166326498369, 1], [1, 0xF9, 1352]], [[18446744073709551615,  18446744073709551615, 0x0], [0, 0, 0], [0, 1072727092995109, 0],  [0, 0, 0]], [[12, 0x5, 18446744073709551615], [0, 18446744073709551615, 1], [3, 1, 0], [0, 0, 18446744073709551615]]]> : tensor<3x4x3xui64>, foo.k1, b2= dense_resource<blob1> : tensor<1xf64>}: (f16, index) -> ()
^1(%20 : vector<12x10xsi64> loc("src/x.py":4294967295:67)):
%_21 = "foo.bar.baz"(): () -> si1
}): () -> (si17, tuple<index, bf16, f64, ui64>) loc("src/x.py":42:71 to 42:63)
%value22, %23:2 = "foo.compute"(%value0#0 , %value0#0) {sym_name0= loc(unknown)} 
 : (si17, si17) -> (vector<[12]x[14]xui1>, i17, ui3) loc("x")
%v24 = "bar.yield"(%23#1,  %23#0, %23#0): (ui3, i17, i17) -> (i3) loc("dir/with space.c":403:24)
%25:2 = "line
break"(%value22): (vector<[12]x[14]xui1>) -> (tensor<1x886x3xf64>, tuple<>) loc(fused[])
}) {foo.module_attr = affine_map<(d0) -> ()>} : () -> () loc("v"("f":81))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000318B9206099CADFF",
      blob1: "0x08000000ADCBE5A93308FAFE"
    }
  }
#-}
