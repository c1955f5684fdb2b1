#distinct = distinct[0]<array<f32: 0.101552501, 2.767000e+00>>
#loc2 = loc("with \22q\22")
#loc5 = loc("a.mlir":11:38 to 13:70)
#loc6 = loc("0048.in.mlir":14:75)
#loc8 = loc(unknown)
#loc9 = loc("0048.in.mlir":17:44)
#loc12 = loc("0048.in.mlir":23:4)
#loc16 = loc("0048.in.mlir":30:6)
#loc17 = loc("0048.in.mlir":30:62)
#loc18 = loc("0048.in.mlir":30:107)
#loc21 = loc("-":499:344)
#set = affine_set<(d0, d1)[s0] : (d0 ceildiv 6 - s0 - d1 == 0, -s0 + 6 >= 0, -(s0 mod 2) + 8 >= 0)>
#loc25 = loc(fused<2 : i32>[#loc5, #loc2])
"builtin.module"() <{sym_name = "m24"}> ({
  %0 = "bar.yield"() : () -> f64 loc(#loc1)
  %1:3 = "x.y"(%0) <{sym_name1 = 20 : i64, z90 = #x.a<true>}> {b1 = false, "quoted key 0" = -2147483648 : si32} : (f64) -> (f32, tensor<8x4xi32>, index) loc(#loc2)
  %2 = "foo.bar"(%1#2, %1#2, %1#2) ({
    %3:4 = "my_dialect.thing"(%1#1) ({
    ^bb0(%arg0: index loc(fused<2 : i32>[#loc5, #loc2]), %arg1: vector<[10]x2x13xf32> loc("0048.in.mlir":14:75)):
      "a.jump"(%1#1, %arg1, %1#2)[^bb1] <{my.k0 = true}> ({
      ^bb0(%arg2: tensor<f8E5M2> loc(unknown), %arg3: none loc("0048.in.mlir":17:44)):
        %11:4 = "foo.op"() : () -> (tensor<8x4xi32>, f32, !bar.t<{{a.b}} , -7 , true>, !my_dialect.t<<?> abc>) loc(#loc10)
      }) : (tensor<8x4xi32>, vector<[10]x2x13xf32>, index) -> () loc(#loc7)
    ^bb1:  // pred: ^bb0
      "cfx.cond_br"(%arg1, %1#0)[^bb2] : (vector<[10]x2x13xf32>, f32) -> () loc(#loc11)
    ^bb2(%9: vector<[5]xbf16> loc("0048.in.mlir":23:4)):  // pred: ^bb1
      %10:4 = "foo.compute"(%arg1, %0, %9) {k$0 = dense<1> : tensor<2x3xui3>} : (vector<[10]x2x13xf32>, f64, vector<[5]xbf16>) -> (tensor<4x53x1xcomplex<f32>>, tensor<?x3xvector<2x1xi128>>, complex<f8E3M4>, i128) loc(#loc13)
    }, {
      "foo.br"()[^bb1] <{b0 = array<i64: 3, -1, -1>, foo.k1 = 1 : i64}> : () -> () loc(#loc14)
    ^bb1:  // pred: ^bb0
      "x.switch"(%0, %1#1, %1#1)[^bb2, ^bb2] {a0 = #set} : (f64, tensor<8x4xi32>, tensor<8x4xi32>) -> () loc(#loc15)
    ^bb2(%5: (none, vector<10x3x14xf8E4M3>) -> (bf16, i1) loc("0048.in.mlir":30:6), %6: !foo.t<"x y" , [<-6> , "x y" , <-7>]> loc("0048.in.mlir":30:62), %7: memref<284xf64, 3> loc("0048.in.mlir":30:107)):  // 2 preds: ^bb1, ^bb1
      "cfx.cond_br"(%1#2, %1#2, %7)[^bb3, ^bb3] : (index, index, memref<284xf64, 3>) -> () loc(#loc19)
    ^bb3:  // 2 preds: ^bb2, ^bb2
      %8:2 = "foo.compute"(%1#0, %1#0) : (f32, f32) -> (tensor<?x?xf64>, bf16) loc(#loc20)
    }, {
    ^bb0:
    }) {b1 = #loc21, d.k2 = "@\\\F0\9F\99\82", "quoted key 3", value0} : (tensor<8x4xi32>) -> (tensor<i8>, tensor<f8E5M2>, bf16, i64) loc(#loc4)
    %4 = "foo.bar.baz"() {sym_name0 = 1.739000e+10 : f32} : () -> f16 loc(#loc22)
  }, {
    "builtin.module"() ({
      "foo.bar.baz"() : () -> () loc(#loc24)
    }) : () -> () loc(#loc23)
  }) {sym_name1 = #distinct, sym_name2 = #x<"a b">, x0 = #my.v<[80,f32,?]>} : (index, index, index) -> vector<14xindex> loc(#loc3)
  "my_dialect.thing"(%1#0) {a0 = -1.000000e+02 : f64} : (f32) -> () loc(#loc8)
}) : () -> () loc(#loc)
#loc = loc("0048.in.mlir":7:1)
#loc1 = loc("0048.in.mlir":9:7)
#loc3 = loc("src/x.py":474:21)
#loc4 = loc("0048.in.mlir":13:9)
#loc7 = loc("0048.in.mlir":16:1)
#loc10 = loc("0048.in.mlir":18:13)
#loc11 = loc("0048.in.mlir":21:1)
#loc13 = loc("a.mlir":18:35 to 21:24)
#loc14 = loc("name")
#loc15 = loc("0048.in.mlir":29:1)
#loc19 = loc("0048.in.mlir":32:1)
#loc20 = loc("0048.in.mlir":34:10)
#loc22 = loc("dir/with space.c":2:32 to :48)
#loc23 = loc("op.1")
#loc24 = loc("0048.in.mlir":42:1)

