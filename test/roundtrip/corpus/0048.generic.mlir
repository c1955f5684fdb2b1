#distinct = distinct[0]<array<f32: 0.101552501, 2.767000e+00>>
#loc = loc("-":499:344)
#set = affine_set<(d0, d1)[s0] : (d0 ceildiv 6 - s0 - d1 == 0, -s0 + 6 >= 0, -(s0 mod 2) + 8 >= 0)>
"builtin.module"() <{sym_name = "m24"}> ({
  %0 = "bar.yield"() : () -> f64
  %1:3 = "x.y"(%0) <{sym_name1 = 20 : i64, z90 = #x.a<true>}> {b1 = false, "quoted key 0" = -2147483648 : si32} : (f64) -> (f32, tensor<8x4xi32>, index)
  %2 = "foo.bar"(%1#2, %1#2, %1#2) ({
    %3:4 = "my_dialect.thing"(%1#1) ({
    ^bb0(%arg0: index, %arg1: vector<[10]x2x13xf32>):
      "a.jump"(%1#1, %arg1, %1#2)[^bb1] <{my.k0 = true}> ({
      ^bb0(%arg2: tensor<f8E5M2>, %arg3: none):
        %11:4 = "foo.op"() : () -> (tensor<8x4xi32>, f32, !bar.t<{{a.b}} , -7 , true>, !my_dialect.t<<?> abc>)
      }) : (tensor<8x4xi32>, vector<[10]x2x13xf32>, index) -> ()
    ^bb1:  // pred: ^bb0
      "cfx.cond_br"(%arg1, %1#0)[^bb2] : (vector<[10]x2x13xf32>, f32) -> ()
    ^bb2(%9: vector<[5]xbf16>):  // pred: ^bb1
      %10:4 = "foo.compute"(%arg1, %0, %9) {k$0 = dense<1> : tensor<2x3xui3>} : (vector<[10]x2x13xf32>, f64, vector<[5]xbf16>) -> (tensor<4x53x1xcomplex<f32>>, tensor<?x3xvector<2x1xi128>>, complex<f8E3M4>, i128)
    }, {
      "foo.br"()[^bb1] <{b0 = array<i64: 3, -1, -1>, foo.k1 = 1 : i64}> : () -> ()
    ^bb1:  // pred: ^bb0
      "x.switch"(%0, %1#1, %1#1)[^bb2, ^bb2] {a0 = #set} : (f64, tensor<8x4xi32>, tensor<8x4xi32>) -> ()
    ^bb2(%5: (none, vector<10x3x14xf8E4M3>) -> (bf16, i1), %6: !foo.t<"x y" , [<-6> , "x y" , <-7>]>, %7: memref<284xf64, 3>):  // 2 preds: ^bb1, ^bb1
      "cfx.cond_br"(%1#2, %1#2, %7)[^bb3, ^bb3] : (index, index, memref<284xf64, 3>) -> ()
    ^bb3:  // 2 preds: ^bb2, ^bb2
      %8:2 = "foo.compute"(%1#0, %1#0) : (f32, f32) -> (tensor<?x?xf64>, bf16)
    }, {
    ^bb0:
    }) {b1 = #loc, d.k2 = "@\\\F0\9F\99\82", "quoted key 3", value0} : (tensor<8x4xi32>) -> (tensor<i8>, tensor<f8E5M2>, bf16, i64)
    %4 = "foo.bar.baz"() {sym_name0 = 1.739000e+10 : f32} : () -> f16
  }, {
    "builtin.module"() ({
      "foo.bar.baz"() : () -> ()
    }) : () -> ()
  }) {sym_name1 = #distinct, sym_name2 = #x<"a b">, x0 = #my.v<[80,f32,?]>} : (index, index, index) -> vector<14xindex>
  "my_dialect.thing"(%1#0) {a0 = -1.000000e+02 : f64} : (f32) -> ()
}) : () -> ()

