#loc = loc("-":223:336)
#loc1 = loc("f":4294967295:377)
#loc2 = loc(fused[#loc, #loc1])
"builtin.module"() ({
  %0 = "z.nop"() <{attr2, "quoted key 0" = tensor<?x0xsi24>, z91}> ({
    %11 = "my_dialect.thing"() {attr1 = 0x78 : f8E4M3, k$0 = 62 : i24} : () -> tensor<6x?x401x919xi32>
  }, {
  }) : () -> tuple<index>
  %1:2 = "bar.yield"(%0, %0, %0) : (tuple<index>, tuple<index>, tuple<index>) -> (memref<14x53xi8, 4>, index)
  %2:2 = "foo.op"(%0, %1#0) ({
  ^bb0(%arg0: !x.t_1, %arg1: index, %arg2: f64):
    "foo.br"(%1#1)[^bb1, ^bb1] ({
      "z.nop"(%0, %1#0) <{k$0 = affine_map<(d0, d1, d2) -> ()>}> ({
        %10 = "foo.compute"() {attr0 = dense<2147483647> : tensor<1xsi32>} : () -> complex<f32>
      }) : (tuple<index>, memref<14x53xi8, 4>) -> ()
      %3:3 = "x.y"(%1#1, %arg1) {a0 = 62 : i24, my.k1 = i64} : (index, index) -> (ui32, complex<f64>, si128)
      "foo.br"(%1#1, %3#1)[^bb1, ^bb1] : (index, complex<f64>) -> ()
    ^bb1(%4: complex<bf16>, %5: !foo.t<19 {"x y" a.b} -0>):  // 2 preds: ^bb0, ^bb0
      "cfx.cond_br"(%5, %1#1)[^bb2] {a1 = -29335 : i32, attr0 = true, b2 = @c} : (!foo.t<19 {"x y" a.b} -0>, index) -> ()
    ^bb2(%6: tensor<0xindex>, %7: f4E2M1FN, %8: vector<6x14xi32>):  // pred: ^bb1
      %9:2 = "a.b"() : () -> (f8E4M3B11FNUZ, (!x.t) -> memref<2xi1024>)
    }) {sym_name0, x1} : (index) -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    "a.jump"(%arg1, %0, %1#1)[^bb1] : (index, tuple<index>, index) -> ()
  }) {d.k2, "quoted key 3", sym_name1 = {_u0 = -24952 : si17, attr3 = "' \09\\\00*\F1 ", b1, "quoted key 2" = #loc2}, value0 = 62 : i24} : (tuple<index>, memref<14x53xi8, 4>) -> (vector<13x8xbf16>, bf16)
  "bar.yield"(%2#1, %1#0) {b1 = 0 : ui1024, b2, sym_name0 = 62 : i24} : (bf16, memref<14x53xi8, 4>) -> ()
}) : () -> ()

