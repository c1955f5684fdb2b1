#loc = loc("-":398:172)
#map = affine_map<(d0, d1) -> ()>
#loc1 = loc("callee"(#loc))
"builtin.module"() ({
  "a.b"() ({
    %2:4 = "bar.yield"() ({
      "bar.yield"() {b0, b1 = #map} : () -> ()
      %6 = "a.b"() : () -> complex<f32>
      %7 = "bar.yield"(%6, %6) : (complex<f32>, complex<f32>) -> vector<14x11x2xf16>
      %8:3 = "x.y"(%7) {attr1 = [], k$0} : (vector<14x11x2xf16>) -> (!foo.v<<-5> , -1 , -3>, index, (none) -> (memref<4x6x?xsi1024, {kind = "scratch"}>, tensor<140x45x0xf16, "sparse">))
      %9:4 = "a.b"(%8#2) : ((none) -> (memref<4x6x?xsi1024, {kind = "scratch"}>, tensor<140x45x0xf16, "sparse">)) -> (i1, f8E4M3FN, none, index)
      "a.jump"(%8#0)[^bb1] <{_u2, b3, d.k0, value1 = {_u3 = {d.k0, k$2, z91 = #my.p<?>}, value2 = {d.k0 = 2.000000e-01 : f64, "quoted key 1", "quoted key 2" = array<i8: -1>, value3 = -3.140630e+00 : f16}, x0 = [dense<[(1.245120e-01,0x7C00), (0xFC00,-7.128900e+00), (-1.001360e-05,1.000000e+00), (3.000490e-01,5.214840e-01)]> : tensor<4xcomplex<f16>>], z91 = #my<"abc">}}> : (!foo.v<<-5> , -1 , -3>) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb1
      "foo.bar"() : () -> ()
      "foo.br"(%9#0)[^bb1] ({
        %10 = "foo.compute"(%9#3) {foo.k1 = -258491853495542014842977755047 : i1024, sym_name0 = dense<> : tensor<0x2xui32>} : (index) -> memref<5x3x140xf6E3M2FN>
        "bar.yield"(%10) {sym_name0} : (memref<5x3x140xf6E3M2FN>) -> ()
        "a.jump"(%9#3, %9#1)[^bb1] : (index, f8E4M3FN) -> ()
      ^bb1:  // pred: ^bb0
        %11:3 = "foo.compute"(%9#2, %9#2) : (none, none) -> (complex<f32>, i64, tensor<?x386x?x!x.t>)
        "cfx.cond_br"()[^bb2] {attr0, attr1 = @c, d.k2 = false} : () -> ()
      ^bb2:  // pred: ^bb1
        "foo.bar.baz"(%10, %9#3) {d.k0 = @a, z91 = {a1 = 0x7C00 : f16, k$0 = f6E3M2FN}} : (memref<5x3x140xf6E3M2FN>, index) -> ()
      }) : (i1) -> ()
    }) : () -> (f32, ui8, f64, index)
    %3 = "z.nop"(%2#3, %2#1) <{attr2 = 155 : index, b1 = -9.600000e+01 : f8E5M2FNUZ, sym_name3 = distinct[0]<61 : index>, x0}> {"quoted key 0" = array<i16: 7913, -1, -50, 1>, "quoted key 1" = "", sym_name2 = 1 : i3} : (index, ui8) -> si1
    %4:2 = "z.nop"(%2#0, %2#2, %2#0) {k$0 = 7.567360e+05 : tf32} : (f32, f64, f32) -> (!x.t_1, !foo.param<"x y" , 57>)
    "cfx.cond_br"(%4#1, %3, %2#0)[^bb1] : (!foo.param<"x y" , 57>, si1, f32) -> ()
  ^bb1:  // pred: ^bb0
    %5 = "foo.bar.baz"(%4#1) : (!foo.param<"x y" , 57>) -> i24
  }) {x0 = dense<> : tensor<0x2x4xcomplex<f16>>} : () -> ()
  %0:3 = "foo.op"() {d.k0 = -1 : i64, value1 = "!_\0A\00zba!#", z92 = #loc1} : () -> (bf16, tensor<*xi1>, complex<ui1024>)
  "d.op_1"(%0#1, %0#2, %0#0) : (tensor<*xi1>, complex<ui1024>, bf16) -> ()
  %1 = "foo.compute"(%0#0) : (bf16) -> complex<f8E8M0FNU>
}) : () -> ()

