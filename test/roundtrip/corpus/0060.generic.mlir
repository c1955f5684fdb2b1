#map = affine_map<(d0)[s0] -> ()>
"builtin.module"() ({
  %0:3 = "z.nop"() ({
  ^bb0:
  }) {sym_name0} : () -> (complex<bf16>, complex<f8E4M3B11FNUZ>, memref<2xcomplex<bf16>, {kind = "scratch"}>)
  %1:3 = "x.y"() ({
    "builtin.module"() ({
      %13:4 = "foo.bar.baz"() {k$0 = #foo.p<? , <<? , ? , 79>,<i8 99>,<"x y">> , 87>, value1} : () -> (tensor<2x0xf8E4M3FNUZ, {a = 1 : i64}>, memref<?x?xcomplex<i1>, strided<[61, ?]>>, f128, !foo<"x<y>">)
    }) : () -> ()
  }, {
  ^bb0(%arg0: ui8):
    %2 = "x.y"(%0#2) {a1 = -6.000000e+00 : f4E2M1FN, "quoted key 2" = 56 : index, x0} : (memref<2xcomplex<bf16>, {kind = "scratch"}>) -> !foo<"a b">
    %3 = "foo.compute"(%2) {b0 = "zz\09\C3\A9b\FD*bz\CE\A9}_", value2 = {attr0 = "\00\00\0A!/@", attr1 = #map, z92 = vector<13x5x13xf32>}, x1 = false} : (!foo<"a b">) -> index
    "my_dialect.thing"(%2) : (!foo<"a b">) -> ()
    %4:3 = "foo.bar"(%3, %0#0) ({
    ^bb0(%arg4: si32, %arg5: (bf16, vector<7x[6]x3xi1024>, index) -> (f32, tensor<*xf8E4M3FNUZ>), %arg6: none):
      %10 = "my_dialect.thing"() : () -> vector<12x3xsi128>
      %11:2 = "a.b"(%arg5) : ((bf16, vector<7x[6]x3xi1024>, index) -> (f32, tensor<*xf8E4M3FNUZ>)) -> (memref<?x36xvector<3xf16>, 4>, f8E4M3)
      "foo.bar"(%11#1) {value1, z90} : (f8E4M3) -> ()
      %12:3 = "d.op_1"(%11#0, %11#0) : (memref<?x36xvector<3xf16>, 4>, memref<?x36xvector<3xf16>, 4>) -> (tensor<3x688xf16>, f16, memref<1x1x23xi7>)
    }, {
      "my_dialect.thing"(%0#1, %arg0, %0#0) <{foo.k3 = 24 : index, "quoted key 0" = distinct[0]<dense<(0,-6)> : tensor<1x2x1xcomplex<i32>>>, sym_name2 = -871 : i24, value1 = -1 : i17}> {d.k0, k$1 = "a%\22\09" : index, "quoted key 2"} : (complex<f8E4M3B11FNUZ>, ui8, complex<bf16>) -> ()
      %5 = "bar.yield"(%0#2, %arg0, %3) ({
        "builtin.module"() ({
          %7:4 = "a.b"() : () -> (tensor<241xcomplex<si128>>, f128, i8, ui8)
          %8:4 = "my_dialect.thing"(%7#3) : (ui8) -> (i64, memref<61xf8E4M3FN, "shared">, tensor<1x224xi24>, index)
          %9:3 = "foo.bar"(%8#3, %7#2) {a3 = dense<2.92723514E-37> : tensor<f32>, attr1, my.k2 = dense<> : tensor<0xcomplex<f64>>, z90 = dense<0> : tensor<1xui32>} : (index, i8) -> (vector<7x16x[15]xf8E5M2>, vector<9x13x[15]xf32>, f32)
        }) : () -> ()
      }) {"quoted key 1" = 1 : ui3, sym_name0 = dense<["@\00_K\7F\090", "\\\22*\09{<Aa@b"]> : tensor<2x!foo.str>, x2 = "\7F\09\09<b@\22a"} : (memref<2xcomplex<bf16>, {kind = "scratch"}>, ui8, index) -> !bar.t_1
      "foo.br"(%0#2, %0#2)[^bb1, ^bb2] : (memref<2xcomplex<bf16>, {kind = "scratch"}>, memref<2xcomplex<bf16>, {kind = "scratch"}>) -> ()
    ^bb1:  // pred: ^bb0
      "cfx.cond_br"(%arg0, %2)[^bb2] : (ui8, !foo<"a b">) -> ()
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %6:2 = "foo.bar"(%3, %3, %0#1) : (index, index, complex<f8E4M3B11FNUZ>) -> (!x.v<?>, tensor<*xvector<16xi1024>>)
    }, {
    ^bb0(%arg1: (f16, f8E4M3B11FNUZ, f64) -> (tensor<?x5x4x2xf32, {a = 1 : i64}>, si16), %arg2: f32, %arg3: bf16):
    }) {value0} : (index, complex<bf16>) -> ((f8E8M0FNU, i7, tensor<3x2x43xi24>) -> (), i1, si7)
  }) {sym_name0 = @s$::@f_1} : () -> (index, index, !foo<"a b">)
  "foo.op"(%1#1) : (index) -> ()
  "foo.bar.baz"(%1#0, %1#2) : (index, !foo<"a b">) -> ()
}) {foo.module_attr = false} : () -> ()

