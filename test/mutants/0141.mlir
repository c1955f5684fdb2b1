// ir-gen random --seed 118 --size 16
"builtin.module"() <{sym_name = "m70"}> ({
  %value0:3 = "x.y"(): () -> (vector<3x1x4xf4E2M1FN>, si64, memref<2xcomplex<ui1024>, affine_map<(d0) -> (d0)>>)
  %1 = "my_dialect.thing"(%value0#0, %value0#1, %value0#1): (vector<3x1x4xf4E2M1FN>, si64, si64) -> i8 loc("f":90)
  %x2 = "foo.bar"() {my.k0= array<i1>, _u1= dense<0.1397093> : tensor<f32>}: () -> ((memref<*xi128>, si1024, ui7) -> (ui64, f8E8M0FNU)) // trailing comment
  %3 = "bar.yield"(%1, %value0#1, %value0#1) {x0= unit, b1= @_priv}: (i8, si64, si64) -> i1 loc("dir/with space.c":27:71 to 29:60)
  %4, %_5:2 = "d.op_1"(%value0#1, %value0#1, %3): (si64, si64, i1) -> (index, none, i3) loc("v"(fused["name"]))
  %-6 = "x.y"(%_5#1, %4, %value0#1): (i3, index, si64) -> i8
  "foo.bar.baz"(%4, %4): (index, index) -> () loc("dir/with space.c":57)
  "d.op_1"(): () -> () loc(fused["callee"("f":56), unknown])
  %v7 = "a.b"(%value0#0) {x0= [-1189917273717: si64], attr1= @b::@f_1, attr2= affine_map<(i0, i1)[N0] -> (9 * (N0 - 5), i1 + (i1) mod 7, (9) floordiv 1)>}: (vector<3x1x4xf4E2M1FN>) -> i64 loc("x")
  "d.op_1"(): () -> () loc("dir/with space.c":409:221)
  %v8 = "d.op_1"() {x0= false, x1}: () -> f32
  %v9 = "my_dialect.thing"(%v7, %value0#0, %v7): (i64, vector<3x1x4xf4E2M1FN>, i64) -> i1024
  "my_dialect.thing"(%_5#0, %4): (none, index) -> () loc("with \"q\"") // trailing comment
  %10:4 = "foo.op"(%3, %v8) ({
    "foo.op"(%-6, %3, %1): (i8, i1, i8) -> ()
    "bar.yield"(%3, %v9, %4): (i1, i1024, index) -> ()
  }, {
  ^bb1(%_11: i17):
    %_12 = "line
break"(%value0#0, %3, %value0#1) {value0= #bar<"abc">, k$1= distinct[2]<{_u0= affine_map<(d0, d1) -> (5, d0, 9 * ((d1) floordiv 9))>, d.k1= 0.3 : bf16}>, k$2= ["\\_\t\000\00Ωß\00\AB"], "quoted key 3"}: (vector<3x1x4xf4E2M1FN>, i1, si64) -> (complex<f8E4M3>) loc(callsite("":21:370 at fused<5 : i32>["f":20:33 to 23:33, "src/x.py":44:23 to 47:22, "dir/with space.c":409:395]))
  }) {k$0, my.k1= 635725.0 : f64, "quoted key 2"}: (i1, f32) -> (memref<40xf8E4M3B11FNUZ, affine_map<(d0) -> (d0)>>, vector<[9]x12x3xsi8>, none, vector<i17>) loc("src/x.py":18:32 to 20:18)
  %v13 = "foo.op"(%10#3) {d.k0= 4.79954e23 : f8E5M2, my.k1}: (vector<i17>) -> tensor<8x926xf16>
  %value14:4 = "foo.bar"(%x2, %v13, %10#2): ((memref<*xi128>, si1024, ui7) -> (ui64, f8E8M0FNU), tensor<8x926xf16>, none) -> (!bar.t<"x y" , ? , i8>, si1024, tuple<memref<524xvector<11xf32>, affine_map<(d0) -> (d0)>>, ui32>, tuple<>) loc("with \"q\"")
}) : () -> ()
