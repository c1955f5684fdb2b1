"builtin.module"() ({
  %0 = "bar.yield"() {a2 = 9.257810e+00 : f16, k$1 = bf16, value0 = "\C3\A9z\7FX\220"} : () -> complex<bf16>
  %1:2 = "x.y"() ({
    %4 = "my_dialect.thing"(%0, %0, %0) {k$0 = [14.373438999999999, #foo.v<{"x y"},45>]} : (complex<bf16>, complex<bf16>, complex<bf16>) -> i32
    "a.b"() <{}> : () -> ()
    "cfx.cond_br"(%0, %4, %4)[^bb1, ^bb3] : (complex<bf16>, i32, i32) -> ()
  ^bb1(%5: tuple<>, %6: none):  // 2 preds: ^bb0, ^bb1
    "cfx.cond_br"(%0, %4, %0)[^bb2, ^bb1] ({
      %13 = "a.b"(%6) ({
        "a.jump"(%6, %0)[^bb1] : (none, complex<bf16>) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb1
        %17 = "foo.compute"(%4) : (i32) -> complex<f16>
        %18:3 = "foo.bar.baz"(%17) : (complex<f16>) -> (() -> (index, index), index, i1024)
        "x.switch"(%17)[^bb1] <{k$0 = true, "quoted key 2" = loc("dir/with space.c":45:74), x1 = 1.16450873E-28 : f32}> {"quoted key 0" = 46 : ui64} : (complex<f16>) -> ()
      }) : (none) -> tensor<249x4xi8>
      %14 = "foo.compute"() : () -> !foo.param<<75, ?>>
      %15:2 = "foo.bar.baz"(%14, %0, %13) : (!foo.param<<75, ?>>, complex<bf16>, tensor<249x4xi8>) -> (index, bf16)
      %16 = "foo.compute"(%15#1) <{z90 = dense<"}@"> : tensor<3x3x!foo.str>}> : (bf16) -> tensor<*xf6E3M2FN>
    }, {
      %8 = "foo.compute"(%6, %6) ({
      ^bb0(%arg3: tensor<3x999x?x?xi8, "sparse">):
        "cfx.cond_br"(%4, %5, %6)[^bb1, ^bb1] {_u0, value1} : (i32, tuple<>, none) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb0
        "z.nop"(%4) : (i32) -> ()
        %10:2 = "foo.bar.baz"(%5, %6) <{foo.k0 = dense_resource<res_0> : tensor<5xi32>}> : (tuple<>, none) -> ((bf16, ui1, tensor<0xindex>) -> (), index)
        %11 = "bar.yield"(%10#1, %arg3, %10#0) : (index, tensor<3x999x?x?xi8, "sparse">, (bf16, ui1, tensor<0xindex>) -> ()) -> !my_dialect<"abc">
        "my_dialect.thing"(%4, %6, %arg3) : (i32, none, tensor<3x999x?x?xi8, "sparse">) -> ()
        "cfx.cond_br"(%10#1)[^bb2] : (index) -> ()
      ^bb2:  // 2 preds: ^bb1, ^bb2
        "foo.br"(%5, %4)[^bb3, ^bb2] : (tuple<>, i32) -> ()
      ^bb3(%12: i24):  // 2 preds: ^bb2, ^bb3
        "x.switch"(%arg3, %12, %0)[^bb3] : (tensor<3x999x?x?xi8, "sparse">, i24, complex<bf16>) -> ()
      }, {
      ^bb0(%arg0: vector<ui1>, %arg1: memref<*xi8, "gpu">, %arg2: complex<f32>):
        "d.op_1"(%arg1, %arg0, %arg1) : (memref<*xi8, "gpu">, vector<ui1>, memref<*xi8, "gpu">) -> ()
      }) : (none, none) -> ui128
      %9 = "a.b"(%6, %4) <{b3, sym_name2, z90 = [8.247000e+01, dense_resource<blob1> : tensor<1xi64>, 4.820000e+09, -1 : i17], z91 = affine_map<(d0, d1) -> (d0 * -7, d0 * 12)>}> : (none, i32) -> vector<[4]xbf16>
    }) : (complex<bf16>, i32, complex<bf16>) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb2
    "x.switch"(%0, %4, %4)[^bb3, ^bb2] : (complex<bf16>, i32, i32) -> ()
  ^bb3:  // 2 preds: ^bb0, ^bb2
    %7 = "my_dialect.thing"(%4, %4) : (i32, i32) -> f8E4M3FN
  }) : () -> (memref<3x1x?xi7, {kind = "scratch"}>, f4E2M1FN)
  %2 = "x.y"(%1#1, %1#0, %1#1) : (f4E2M1FN, memref<3x1x?xi7, {kind = "scratch"}>, f4E2M1FN) -> tensor<767xvector<[9]x1xi1>, 7 : i32>
  %3 = "a.b"() {k$0 = @c} : () -> ui1
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000C716D86B63EE880CC3910FA9656385908962A683",
      blob1: "0x080000001EBB7DA8FFF03DFE"
    }
  }
#-}

