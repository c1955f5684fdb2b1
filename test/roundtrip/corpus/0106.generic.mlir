#map = affine_map<(d0, d1) -> (-(-d0 + 5))>
"builtin.module"() ({
  %0:2 = "d.op_1"() ({
  }) : () -> (!bar.t, i8)
  %1 = "foo.compute"() <{"quoted key 0" = "*<"}> : () -> f32
  "bar.yield"() : () -> ()
  %2 = "foo.compute"(%1, %1) {a1 = "'!X#\22-{\CE\A9", my.k2 = #bar<"x<1>">, "quoted key 0" = dense<"\09\\{\09.<z \09"> : tensor<1x!foo.str>, x3 = {}} : (f32, f32) -> memref<?xsi8, strided<[42]>>
  %3:4 = "bar.yield"(%1) ({
  ^bb0(%arg0: tf32, %arg1: !my_dialect<"">):
    "x.switch"()[^bb1] {k$0 = @a::@"0start"::@b} : () -> ()
  ^bb1(%4: memref<2x58xi8, {kind = "scratch"}>, %5: memref<2xi1024>, %6: tensor<626x5x598xbf16>):  // 2 preds: ^bb0, ^bb1
    "a.jump"(%4, %0#0, %4)[^bb2, ^bb1] <{a1 = #x.p<[{"x y" -4 -2},[abc f32 f32],a.b]>, b0 = ""}> : (memref<2x58xi8, {kind = "scratch"}>, !bar.t, memref<2x58xi8, {kind = "scratch"}>) -> ()
  ^bb2(%7: f32):  // pred: ^bb1
    "cfx.cond_br"(%arg0, %0#1, %arg0)[^bb3] : (tf32, i8, tf32) -> ()
  ^bb3:  // pred: ^bb2
    "z.nop"() {foo.k0 = 0x78 : f8E4M3} : () -> ()
  }) : (f32) -> (f16, memref<152x45xi16, #map>, vector<6x3xindex>, complex<ui7>)
  "foo.bar.baz"(%3#1, %3#0) {a0 = dense<14> : tensor<index>, b2 = array<i1: true, false, true>, my.k1 = si8, x3} : (memref<152x45xi16, #map>, f16) -> ()
}) {foo.module_attr = "\09/\13az\\\C3\A9za-0\0A"} : () -> ()

