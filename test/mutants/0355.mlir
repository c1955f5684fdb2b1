#loc0 = loc("a.mlir":56)
!alias_0 = !my_dialect.a.b
!ty1 = memref<*xvector<i64>, {kind = "scratch"}>
#l_x1 = loc(fused[#loc0, fused<"meta">[]])
#L2 = loc(callsite("src/x.py":76:122 at "f":13:10 to 16:34))
#loc3 = loc(fused[])
#attr_4 = 1.0 : bf16
!T_2 = tensor<bf16>
#loc5 = affine_set<(d0)[s0] : (s0 == 0, (d0) ceildiv 8 >= 0, (s0 - d0) floordiv 5 >= (d0) floordiv 2)>
!T_3 = f32
#l_x6 = loc(fused[#loc0, callsite("a.mlir":328:401 at "dir/with space.c":32:27 to 33:4), "f":4294967295:356])

"foo.compute"(): () -> () loc(#loc0)
%value0 = "a.b"() ({
  // a comment
  "x.switch"()[^bb1]: () -> () loc("f":0:186)
^bb1():
  %v1, %2:3 = "foo.compute"(): () -> (si64, f8E8M0FNU, vector<9x11xui16>, !ty1) loc("src/x.py":299:276)
  %tmp_3 = "a.b"(%2#0, %2#1) {a0= [], my.k1= 1.858 : f64, value2}: (f8E8M0FNU, vector<9x11xui16>) -> tuple<i3, index, f16> loc(fused<#foo.m>["a.mlir":398:386, "dir/with space.c":73:0, #loc0])
  %4 = "foo.compute"(%2#0, %2#0, %v1): (f8E8M0FNU, f8E8M0FNU, si64) -> (i3) loc(#l_x1)
  %v5 = "z.nop"()<{value0= 1.0e38 : f32, k$1= affine_map<(d0)[s0] -> (((d0) mod 9) floordiv 3, ((d0) ceildiv 9) * s0, (d0 + s0) floordiv 2)>}>: () -> (memref<3x31x?xf64, strided<[?, 33, 1], offset:0>>) loc(#loc0)
  "foo.bar.baz"(%v1, %2#0) {}: (si64, f8E8M0FNU) -> ()
  "cfx.cond_br"(%4, %tmp_3, %v5)[^b2, ^x.y3]: (i3, tuple<i3, index, f16>, memref<3x31x?xf64, strided<[?, 33, 1], offset:0>>) -> () loc("op.1")
^b2(%v6: !ty1, %v7: f32 loc("f":14:64 to 14:3), %8: f32 loc(callsite(#L2 at callsite(#loc0 at "dir/with space.c":7:54 to 9:63)))):
  %v9:3 = "foo.compute"(%8) {}: (f32) -> (!foo.param<96,89>, tensor<30xf8E4M3B11FNUZ>, si32) loc(#loc3)

  %_10, %tmp_11:3 = "z.nop"(%8, %v9#0): (f32, !foo.param<96,89>) -> (!alias_0, (complex<f32>, f8E4M3) -> (), memref<?x747x4xbf16, strided<[?, 55, ?], offset: 12>>, complex<f32>)
  %r12 = "foo.bar.baz"(%_10, %tmp_11#0, %v9#1)<{}>: (!alias_0, (complex<f32>, f8E4M3) -> (), tensor<30xf8E4M3B11FNUZ>) -> index loc("":177:77)
  "a.jump"()[^x.y3, ^x.y3] ({
}, {
  ^b4(%13: f8E3M4, %14: !alias_0):
    %_15, %_16:3 = "x.y"(%r12): (index) -> (f64, !alias_0, vector<16xi8>, !alias_0)
    "foo.bar.baz"(): () -> ()
  }) {foo.k0= 0x8186B276 : f32, a1= #attr_4}: () -> ()
^x.y3():
  "my_dialect.thing"()<{k$0, z91= "\\\9F{\00🙂Ω", value2= unit}>: () -> ()
  %17, %18:2 = "foo.compute"(): () -> (!alias_0, !alias_0, f64) // trailing comment
  "a.b"(%18#0): (!alias_0) -> ()
  %v19 = "x.y"(%18#1, %18#1)<{value0= dense<-22.83E7> : vector<3xf8E4M3FNUZ>, sym_name1= 0.1}>: (f64, f64) -> !ty1 // trailing comment
  "foo.bar"(%18#1, %18#0) {}: (f64, !alias_0) -> ()
}): () -> (!alias_0)
%v20 = "foo.bar"(%value0) {d.k0}: (!alias_0) -> tuple<index, memref<6xcomplex<i32>>, !ty1, f16, f16, tf32, index, si7, i8, bf16, !ty1, f16, f8E4M3FN, ui7, f32, si8, f64, f4E2M1FN, ui7, si8, i32, si32, f64>
%21:3 = "z.nop"(): () -> (si32, i17, f80)
%22 = "foo.op"(%21#1, %21#1, %value0) ({
  "z.nop"(%21#2, %21#0, %value0): (f80, si32, !alias_0) -> () loc("name")
  "foo.op"(%v20, %value0, %21#0) <{attr0= ".- <\"\"" : i32}>: (tuple<index, memref<6xcomplex<f64>>, !ty1, f16, f16, tf32, index, si7, i8, bf16, !ty1, f16, f8E4M3FN, ui7, f32, si8, f64, f4E2M1FN, ui7, si8, i32, si32, f64>, !alias_0, si32) -> ()
  %_23:4 = "foo.op"(%21#2) {my.k0= array<i16: -32768, -250>, k$1= distinct[2]<loc("a.mlir":152:357)>, k$2= 8: i32, my.k3= 1: i8}: (f80) -> (!T_2, !bar.t<f32 {"x y" -0 ?} "x y">, !alias_0, vector<[15]xi17>)
}) {b0= #loc5, my.k1= -22902: si32}: (i17, i17, !alias_0) -> ((memref<60x1x365xbf16>, vector<7x1x4xi24>) -> ())
%r24, %25:2 = "my_dialect.thing"(%21#0): (si32) -> ((i64, !T_3) -> (!T_3, f32), complex<bf16>, memref<?xindex, {kind = "scratch"}>)
"foo.bar"() {"quoted key 0"= #loc5, a1= false, "quoted key 2", _u3= @f_1::@s$::@s$}: () -> () loc(#l_x6)
%$26:2 = "d.op_1"(%r24): ((i64, !T_3) -> (!T_3, f32)) -> (ui64, si64) loc("f":484:440)
