"builtin.module"() <{sym_name = "m94"}> ({
  %0 = "foo.bar"() ({
    %11 = "d.op_1"() : () -> tensor<*xindex>
    %12 = "a.b"(%11, %11, %11) <{attr3 = 196 : i32, d.k1 = affine_map<(d0, d1)[s0, s1] -> ((s1 floordiv 6) * 6)>, "quoted key 2" = 0 : ui32, value0 = @main::@b::@s$}> {d.k0} : (tensor<*xindex>, tensor<*xindex>, tensor<*xindex>) -> vector<7xsi8>
    %13:2 = "x.y"(%12, %11, %12) : (vector<7xsi8>, tensor<*xindex>, vector<7xsi8>) -> (tensor<7x8x2x0xf64>, tuple<si24, i17, i1024>)
    %14 = "x.y"(%13#1, %12) <{}> {x0 = false, z91 = #my.a<-4>} : (tuple<si24, i17, i1024>, vector<7xsi8>) -> tuple<si32, i8, f4E2M1FN, f8E4M3FNUZ>
  }) : () -> index
  %1 = "foo.bar"(%0) ({
    %4 = "bar.yield"(%0, %0) {value0 = dense<0> : tensor<i64>} : (index, index) -> complex<ui1024>
    "foo.op"(%0, %4) ({
      "cfx.cond_br"(%0, %0, %0)[^bb1] <{x0 = loc("x")}> : (index, index, index) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb2
      "a.jump"(%0, %0)[^bb2] ({
        "a.jump"(%0, %4)[^bb1, ^bb1] <{}> : (index, complex<ui1024>) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb0
        "foo.br"(%4)[^bb2] {_u1, my.k0 = "\C3\A9", sym_name2} : (complex<ui1024>) -> ()
      ^bb2:  // pred: ^bb1
        "foo.br"(%4)[^bb3] : (complex<ui1024>) -> ()
      ^bb3:  // pred: ^bb2
        "foo.bar"(%0, %0) {attr2 = {_u0 = dense<-2.750000e+00> : tensor<3xf8E4M3FN>, x1 = dense<[[1], [0]]> : tensor<2x1xi3>}, value1 = dense<[[0x7FC00000, 0.000000e+00, -806.787658, -3.000000e-01], [8.36825993E+26, 2.546000e+01, -1.000000e+00, -2.439400e-14]]> : tensor<2x4xf32>, value3 = dense<[[1], [0]]> : tensor<2x1xi3>, x0 = -1 : i64} : (index, index) -> ()
      }, {
      }) : (index, index) -> ()
    ^bb2(%8: index, %9: !bar.v<-7>, %10: tensor<1xi8, #foo.enc>):  // pred: ^bb1
      "cfx.cond_br"(%10)[^bb1] {attr0} : (tensor<1xi8, #foo.enc>) -> ()
    }, {
    }) : (index, complex<ui1024>) -> ()
    %5:3 = "foo.bar.baz"(%4, %4, %0) : (complex<ui1024>, complex<ui1024>, index) -> ((complex<bf16>, f6E3M2FN, complex<f6E2M3FN>) -> i32, complex<i3>, !bar.param<{"x y" ?}, a.b>)
    %6:4 = "bar.yield"(%0) : (index) -> (tf32, tensor<48x?x27xsi1>, f8E3M4, tuple<i7, i3, i16>)
    %7 = "foo.op"() : () -> tuple<i8, f16, f6E2M3FN, f64>
  }) {attr3, b0 = [dense<[[1], [0]]> : tensor<2x1xi3>, dense<[[1], [0]]> : tensor<2x1xi3>, "/b\\\00a!*!'\0A", dense<[[[2.400000e+02, 0xFF, 0.000000e+00, 1.500000e+00], [0x7F, -3.125000e-01, 7.500000e+00, 0xFF]]]> : tensor<1x2x4xf8E4M3FN>], b1 = -1 : i64, "quoted key 2" = tensor<4x8xf64>} : (index) -> tensor<3xui8>
  %2 = "d.op_1"() : () -> vector<3xindex>
  %3 = "bar.yield"(%0, %1, %0) : (index, tensor<3xui8>, index) -> tensor<f64>
}) : () -> ()

