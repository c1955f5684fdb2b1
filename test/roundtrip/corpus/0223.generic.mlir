"builtin.module"() ({
  %0 = "foo.bar"() <{_u1, attr2 = 1 : ui1, z90 = true}> : () -> memref<42xcomplex<i8>, "gpu">
  %1 = "foo.op"(%0, %0, %0) : (memref<42xcomplex<i8>, "gpu">, memref<42xcomplex<i8>, "gpu">, memref<42xcomplex<i8>, "gpu">) -> ui1
  %2:3 = "bar.yield"(%0, %1) : (memref<42xcomplex<i8>, "gpu">, ui1) -> (complex<i16>, memref<3xi3, strided<[1]>, "shared">, vector<4x5xbf16>)
  "foo.compute"(%1, %2#0, %2#2) ({
    "foo.op"(%2#0) <{_u0, _u2 = false, value1 = -1 : i24}> {"quoted key 0"} : (complex<i16>) -> ()
    "foo.compute"(%1, %2#2, %2#1) {_u1 = 455187555273377 : i64, k$0, sym_name2} : (ui1, vector<4x5xbf16>, memref<3xi3, strided<[1]>, "shared">) -> ()
    "z.nop"() {k$0, k$2 = 0x7FF8000000000000 : f64, "quoted key 1" = " 0"} : () -> ()
  }, {
    "x.y"() <{my.k0 = ".0@b\\\09}{\220a", my.k1 = {_u1 = loc("dir/with space.c":97:54), value0 = i64}}> : () -> ()
    "cfx.cond_br"(%2#2)[^bb1, ^bb1] : (vector<4x5xbf16>) -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    "foo.br"(%2#2, %2#0, %1)[^bb1] <{}> ({
    ^bb0(%arg0: !my_dialect.a.b, %arg1: ui64, %arg2: memref<*xf8E8M0FNU>):
      "a.b"(%arg2, %1, %arg2) {b1 = 0.000000e+00 : f32, d.k3 = 3.125000e-02 : f8E5M2, my.k0, value2 = [f8E4M3FN, 30 : index, -3.3432366740431689E+83, {attr1 = ui17, z90}]} : (memref<*xf8E8M0FNU>, ui1, memref<*xf8E8M0FNU>) -> ()
    }) : (vector<4x5xbf16>, complex<i16>, ui1) -> ()
  }, {
    "bar.yield"() : () -> ()
  }) : (ui1, complex<i16>, vector<4x5xbf16>) -> ()
}) : () -> ()

