#loc6 = loc("0167.in.mlir":7:6)
#loc7 = loc("with \22q\22")
#loc10 = loc(unknown)
#loc16 = loc("0167.in.mlir":21:4)
#loc24 = loc("0167.in.mlir":33:7)
#loc26 = loc("0167.in.mlir":36:7)
#loc27 = loc("0167.in.mlir":36:29)
#loc33 = loc(callsite(#loc7 at #loc7))
"builtin.module"() ({
  %0 = "bar.yield"() {a2 = 9.257810e+00 : f16, k$1 = bf16, value0 = "\C3\A9z\7FX\220"} : () -> complex<bf16> loc(#loc1)
  %1:2 = "x.y"() ({
    %4 = "my_dialect.thing"(%0, %0, %0) {k$0 = [14.373438999999999, #foo.v<{"x y"},45>]} : (complex<bf16>, complex<bf16>, complex<bf16>) -> i32 loc(#loc3)
    "a.b"() <{}> : () -> () loc(#loc4)
    "cfx.cond_br"(%0, %4, %4)[^bb1, ^bb3] : (complex<bf16>, i32, i32) -> () loc(#loc5)
  ^bb1(%5: tuple<> loc("0167.in.mlir":7:6), %6: none loc(callsite(#loc7 at #loc7))):  // 2 preds: ^bb0, ^bb1
    "cfx.cond_br"(%0, %4, %0)[^bb2, ^bb1] ({
      %13 = "a.b"(%6) ({
        "a.jump"(%6, %0)[^bb1] : (none, complex<bf16>) -> () loc(#loc10)
      ^bb1:  // 2 preds: ^bb0, ^bb1
        %17 = "foo.compute"(%4) : (i32) -> complex<f16> loc(#loc10)
        %18:3 = "foo.bar.baz"(%17) : (complex<f16>) -> (() -> (index, index), index, i1024) loc(#loc11)
        "x.switch"(%17)[^bb1] <{k$0 = true, "quoted key 2" = loc("dir/with space.c":45:74), x1 = 1.16450873E-28 : f32}> {"quoted key 0" = 46 : ui64} : (complex<f16>) -> () loc(#loc12)
      }) : (none) -> tensor<249x4xi8> loc(#loc9)
      %14 = "foo.compute"() : () -> !foo.param<<75, ?>> loc(#loc13)
      %15:2 = "foo.bar.baz"(%14, %0, %13) : (!foo.param<<75, ?>>, complex<bf16>, tensor<249x4xi8>) -> (index, bf16) loc(#loc14)
      %16 = "foo.compute"(%15#1) <{z90 = dense<"}@"> : tensor<3x3x!foo.str>}> : (bf16) -> tensor<*xf6E3M2FN> loc(#loc34)
    }, {
      %8 = "foo.compute"(%6, %6) ({
      ^bb0(%arg3: tensor<3x999x?x?xi8, "sparse"> loc("0167.in.mlir":21:4)):
        "cfx.cond_br"(%4, %5, %6)[^bb1, ^bb1] {_u0, value1} : (i32, tuple<>, none) -> () loc(#loc17)
      ^bb1:  // 2 preds: ^bb0, ^bb0
        "z.nop"(%4) : (i32) -> () loc(#loc18)
        %10:2 = "foo.bar.baz"(%5, %6) <{foo.k0 = dense_resource<res_0> : tensor<5xi32>}> : (tuple<>, none) -> ((bf16, ui1, tensor<0xindex>) -> (), index) loc(#loc19)
        %11 = "bar.yield"(%10#1, %arg3, %10#0) : (index, tensor<3x999x?x?xi8, "sparse">, (bf16, ui1, tensor<0xindex>) -> ()) -> !my_dialect<"abc"> loc(#loc20)
        "my_dialect.thing"(%4, %6, %arg3) : (i32, none, tensor<3x999x?x?xi8, "sparse">) -> () loc(#loc21)
        "cfx.cond_br"(%10#1)[^bb2] : (index) -> () loc(#loc22)
      ^bb2:  // 2 preds: ^bb1, ^bb2
        "foo.br"(%5, %4)[^bb3, ^bb2] : (tuple<>, i32) -> () loc(#loc23)
      ^bb3(%12: i24 loc("0167.in.mlir":33:7)):  // 2 preds: ^bb2, ^bb3
        "x.switch"(%arg3, %12, %0)[^bb3] : (tensor<3x999x?x?xi8, "sparse">, i24, complex<bf16>) -> () loc(#loc25)
      }, {
      ^bb0(%arg0: vector<ui1> loc("0167.in.mlir":36:7), %arg1: memref<*xi8, "gpu"> loc("0167.in.mlir":36:29), %arg2: complex<f32> loc(unknown)):
        "d.op_1"(%arg1, %arg0, %arg1) : (memref<*xi8, "gpu">, vector<ui1>, memref<*xi8, "gpu">) -> () loc(#loc28)
      }) : (none, none) -> ui128 loc(#loc10)
      %9 = "a.b"(%6, %4) <{b3, sym_name2, z90 = [8.247000e+01, dense_resource<blob1> : tensor<1xi64>, 4.820000e+09, -1 : i17], z91 = affine_map<(d0, d1) -> (d0 * -7, d0 * 12)>}> : (none, i32) -> vector<[4]xbf16> loc(#loc7)
    }) : (complex<bf16>, i32, complex<bf16>) -> () loc(#loc8)
  ^bb2:  // 2 preds: ^bb1, ^bb2
    "x.switch"(%0, %4, %4)[^bb3, ^bb2] : (complex<bf16>, i32, i32) -> () loc(#loc29)
  ^bb3:  // 2 preds: ^bb0, ^bb2
    %7 = "my_dialect.thing"(%4, %4) : (i32, i32) -> f8E4M3FN loc(#loc30)
  }) : () -> (memref<3x1x?xi7, {kind = "scratch"}>, f4E2M1FN) loc(#loc2)
  %2 = "x.y"(%1#1, %1#0, %1#1) : (f4E2M1FN, memref<3x1x?xi7, {kind = "scratch"}>, f4E2M1FN) -> tensor<767xvector<[9]x1xi1>, 7 : i32> loc(#loc31)
  %3 = "a.b"() {k$0 = @c} : () -> ui1 loc(#loc32)
}) : () -> () loc(#loc)
#loc = loc("0167.in.mlir":0:0)
#loc1 = loc("0167.in.mlir":1:7)
#loc2 = loc("0167.in.mlir":2:9)
#loc3 = loc("0167.in.mlir":4:6)
#loc4 = loc("0167.in.mlir":5:1)
#loc5 = loc("0167.in.mlir":6:1)
#loc8 = loc("0167.in.mlir":8:1)
#loc9 = loc("0167.in.mlir":9:9)
#loc11 = loc("a.mlir":24:69 to :71)
#loc12 = loc("0167.in.mlir":14:1)
#loc13 = loc("callee")
#loc14 = loc("0167.in.mlir":17:14)
#loc15 = loc("a.mlir":60:0)
#loc17 = loc("0167.in.mlir":22:1)
#loc18 = loc("a.mlir":11:18 to 14:5)
#loc19 = loc("0167.in.mlir":25:10)
#loc20 = loc("0167.in.mlir":26:12)
#loc21 = loc("op.1")
#loc22 = loc("0167.in.mlir":29:1)
#loc23 = loc("0167.in.mlir":32:1)
#loc25 = loc("0167.in.mlir":34:1)
#loc28 = loc("0167.in.mlir":37:1)
#loc29 = loc("0167.in.mlir":42:1)
#loc30 = loc("0167.in.mlir":44:8)
#loc31 = loc("0167.in.mlir":46:10)
#loc32 = loc("":38:4 to 40:30)
#loc34 = loc(callsite(#loc7 at #loc15))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000C716D86B63EE880CC3910FA9656385908962A683",
      blob1: "0x080000001EBB7DA8FFF03DFE"
    }
  }
#-}

