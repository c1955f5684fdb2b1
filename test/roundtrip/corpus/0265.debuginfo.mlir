#loc4 = loc("0265.in.mlir":9:6)
#loc5 = loc("0265.in.mlir":9:18)
#loc6 = loc(unknown)
#loc11 = loc("0265.in.mlir":16:9)
#loc12 = loc("":46:2 to 49:4)
#loc16 = loc("0265.in.mlir":18:8)
#loc17 = loc("":30:3 to 33:55)
#loc18 = loc("0265.in.mlir":18:70)
#loc21 = loc("-":223:336)
#loc22 = loc("f":4294967295:377)
#loc25 = loc(fused[#loc21, #loc22])
"builtin.module"() ({
  %0 = "z.nop"() <{attr2, "quoted key 0" = tensor<?x0xsi24>, z91}> ({
    %11 = "my_dialect.thing"() {attr1 = 0x78 : f8E4M3, k$0 = 62 : i24} : () -> tensor<6x?x401x919xi32> loc(#loc2)
  }, {
  }) : () -> tuple<index> loc(#loc1)
  %1:2 = "bar.yield"(%0, %0, %0) : (tuple<index>, tuple<index>, tuple<index>) -> (memref<14x53xi8, 4>, index) loc(#loc3)
  %2:2 = "foo.op"(%0, %1#0) ({
  ^bb0(%arg0: !x.t_1 loc("0265.in.mlir":9:6), %arg1: index loc("0265.in.mlir":9:18), %arg2: f64 loc(unknown)):
    "foo.br"(%1#1)[^bb1, ^bb1] ({
      "z.nop"(%0, %1#0) <{k$0 = affine_map<(d0, d1, d2) -> ()>}> ({
        %10 = "foo.compute"() {attr0 = dense<2147483647> : tensor<1xsi32>} : () -> complex<f32> loc(#loc6)
      }) : (tuple<index>, memref<14x53xi8, 4>) -> () loc(#loc8)
      %3:3 = "x.y"(%1#1, %arg1) {a0 = 62 : i24, my.k1 = i64} : (index, index) -> (ui32, complex<f64>, si128) loc(#loc9)
      "foo.br"(%1#1, %3#1)[^bb1, ^bb1] : (index, complex<f64>) -> () loc(#loc10)
    ^bb1(%4: complex<bf16> loc("0265.in.mlir":16:9), %5: !foo.t<19 {"x y" a.b} -0> loc("":46:2 to 49:4)):  // 2 preds: ^bb0, ^bb0
      "cfx.cond_br"(%5, %1#1)[^bb2] {a1 = -29335 : i32, attr0 = true, b2 = @c} : (!foo.t<19 {"x y" a.b} -0>, index) -> () loc(#loc24)
    ^bb2(%6: tensor<0xindex> loc("0265.in.mlir":18:8), %7: f4E2M1FN loc("":30:3 to 33:55), %8: vector<6x14xi32> loc("0265.in.mlir":18:70)):  // pred: ^bb1
      %9:2 = "a.b"() : () -> (f8E4M3B11FNUZ, (!x.t) -> memref<2xi1024>) loc(#loc19)
    }) {sym_name0, x1} : (index) -> () loc(#loc7)
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    "a.jump"(%arg1, %0, %1#1)[^bb1] : (index, tuple<index>, index) -> () loc(#loc20)
  }) {d.k2, "quoted key 3", sym_name1 = {_u0 = -24952 : si17, attr3 = "' \09\\\00*\F1 ", b1, "quoted key 2" = #loc25}, value0 = 62 : i24} : (tuple<index>, memref<14x53xi8, 4>) -> (vector<13x8xbf16>, bf16) loc(#loc1)
  "bar.yield"(%2#1, %1#0) {b1 = 0 : ui1024, b2, sym_name0 = 62 : i24} : (bf16, memref<14x53xi8, 4>) -> () loc(#loc23)
}) : () -> () loc(#loc)
#loc = loc("0265.in.mlir":0:0)
#loc1 = loc("with \22q\22")
#loc2 = loc("a.mlir":1:34 to :4)
#loc3 = loc("0265.in.mlir":7:9)
#loc7 = loc("0265.in.mlir":10:2)
#loc8 = loc("0265.in.mlir":11:3)
#loc9 = loc("0265.in.mlir":14:13)
#loc10 = loc("0265.in.mlir":15:3)
#loc13 = loc("dir/with space.c":252:0)
#loc14 = loc("src/x.py":28:45 to 31:78)
#loc15 = loc("f":413:285)
#loc19 = loc("0265.in.mlir":19:16)
#loc20 = loc("0265.in.mlir":22:2)
#loc23 = loc("0265.in.mlir":24:1)
#loc24 = loc(fused[#loc1, #loc13, #loc14, #loc15])

