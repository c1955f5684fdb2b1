#loc6 = loc("0106.in.mlir":13:7)
#loc7 = loc("0106.in.mlir":13:22)
#loc9 = loc("0106.in.mlir":15:7)
#loc10 = loc("0106.in.mlir":15:50)
#loc11 = loc("src/x.py":1:61 to 4:55)
#loc13 = loc("0106.in.mlir":17:7)
#map = affine_map<(d0, d1) -> (-(-d0 + 5))>
"builtin.module"() ({
  %0:2 = "d.op_1"() ({
  }) : () -> (!bar.t, i8) loc(#loc19)
  %1 = "foo.compute"() <{"quoted key 0" = "*<"}> : () -> f32 loc(#loc20)
  "bar.yield"() : () -> () loc(#loc3)
  %2 = "foo.compute"(%1, %1) {a1 = "'!X#\22-{\CE\A9", my.k2 = #bar<"x<1>">, "quoted key 0" = dense<"\09\\{\09.<z \09"> : tensor<1x!foo.str>, x3 = {}} : (f32, f32) -> memref<?xsi8, strided<[42]>> loc(#loc4)
  %3:4 = "bar.yield"(%1) ({
  ^bb0(%arg0: tf32 loc("0106.in.mlir":13:7), %arg1: !my_dialect<""> loc("0106.in.mlir":13:22)):
    "x.switch"()[^bb1] {k$0 = @a::@"0start"::@b} : () -> () loc(#loc8)
  ^bb1(%4: memref<2x58xi8, {kind = "scratch"}> loc("0106.in.mlir":15:7), %5: memref<2xi1024> loc("0106.in.mlir":15:50), %6: tensor<626x5x598xbf16> loc("src/x.py":1:61 to 4:55)):  // 2 preds: ^bb0, ^bb1
    "a.jump"(%4, %0#0, %4)[^bb2, ^bb1] <{a1 = #x.p<[{"x y" -4 -2},[abc f32 f32],a.b]>, b0 = ""}> : (memref<2x58xi8, {kind = "scratch"}>, !bar.t, memref<2x58xi8, {kind = "scratch"}>) -> () loc(#loc12)
  ^bb2(%7: f32 loc("0106.in.mlir":17:7)):  // pred: ^bb1
    "cfx.cond_br"(%arg0, %0#1, %arg0)[^bb3] : (tf32, i8, tf32) -> () loc(#loc21)
  ^bb3:  // pred: ^bb2
    "z.nop"() {foo.k0 = 0x78 : f8E4M3} : () -> () loc(#loc16)
  }) : (f32) -> (f16, memref<152x45xi16, #map>, vector<6x3xindex>, complex<ui7>) loc(#loc5)
  "foo.bar.baz"(%3#1, %3#0) {a0 = dense<14> : tensor<index>, b2 = array<i1: true, false, true>, my.k1 = si8, x3} : (memref<152x45xi16, #map>, f16) -> () loc(#loc17)
}) {foo.module_attr = "\09/\13az\\\C3\A9za-0\0A"} : () -> () loc(#loc18)
#loc = loc("dir/with space.c":215:267)
#loc1 = loc("":15:9 to 18:67)
#loc2 = loc(unknown)
#loc3 = loc("name")
#loc4 = loc("a.mlir":0:248)
#loc5 = loc("op.1")
#loc8 = loc("0106.in.mlir":14:3)
#loc12 = loc("0106.in.mlir":16:3)
#loc14 = loc("a.mlir":4294967295:0)
#loc15 = loc("dir/with space.c":319:0)
#loc16 = loc("0106.in.mlir":20:3)
#loc17 = loc("f":97:41)
#loc18 = loc(callsite(#loc at #loc1))
#loc19 = loc(fused<"meta">[#loc2])
#loc20 = loc(fused<7 : i32>[#loc2])
#loc21 = loc(fused<#foo.m>[#loc14, #loc15])

