#distinct = distinct[0]<dense<106> : tensor<3x3xui8>>
#distinct1 = distinct[1]<sparse<[[1], [2], [0], [1]], [1, -128, 0, 1]> : tensor<5xi8>>
#loc = loc("name")
#map = affine_map<(d0)[s0] -> (d0 * 8)>
"builtin.module"() ({
  %0:4 = "foo.compute"() <{}> : () -> (complex<ui32>, f64, index, memref<23x771x576xvector<14xi64>, strided<[?, 58, 1]>>)
  %1 = "foo.bar.baz"(%0#0, %0#0) : (complex<ui32>, complex<ui32>) -> tf32
  %2:4 = "bar.yield"(%0#1) ({
    %10:3 = "d.op_1"() : () -> (i128, tensor<f8E4M3FNUZ>, i32)
    "foo.bar.baz"(%10#0, %10#2) : (i128, i32) -> ()
    %11 = "x.y"(%10#2) <{}> : (i32) -> !bar.a.b
    %12 = "foo.bar"(%1, %0#0) ({
      "builtin.module"() ({
        %14:4 = "x.y"() : () -> (index, (!foo.t<8 "x y" i8>, si16) -> (f32, memref<6x?x357xf16, strided<[?, 2, 1], offset: 14>>), complex<f16>, bf16)
        %15:4 = "z.nop"(%14#2, %14#2) ({
        }) : (complex<f16>, complex<f16>) -> (vector<5x[16]x14xsi17>, f16, f32, tensor<?x3x0x1xsi16, 4 : i32>)
        "x.y"(%15#3, %15#0) {a0 = "/*\95z\0A%b\\-", "quoted key 1" = ""} : (tensor<?x3x0x1xsi16, 4 : i32>, vector<5x[16]x14xsi17>) -> ()
      }) : () -> ()
    }) {_u1 = sparse<[[5, 1, 0], [0, 3, 2], [2, 0, 2]], [0, 399, 0]> : tensor<6x6x4xi64>, a0 = #map} : (tf32, complex<ui32>) -> complex<f4E2M1FN>
    %13 = "a.b"() : () -> tensor<2x?xf16>
  }) : (f64) -> (f8E4M3FN, bf16, f8E3M4, complex<f8E5M2FNUZ>)
  %3:4 = "a.b"() <{my.k2 = #my<"x<1>">, sym_name1 = @_priv, z90}> : () -> (none, memref<553x627x?xf64>, !bar<"">, index)
  "foo.compute"() <{attr1, b2 = f16, value0 = true, value3}> : () -> ()
  %4:4 = "x.y"(%0#3) {d.k1 = false, foo.k3 = #foo<"x<1>">, "quoted key 2" = dense<(3.751950e+00,3.887500e+02)> : tensor<complex<f16>>, z90 = #foo.flag} : (memref<23x771x576xvector<14xi64>, strided<[?, 58, 1]>>) -> (f32, !bar.t_1, !bar.v<1, {["x y" -3 a.b] , <62 , f32> , f32}, [-5, 96]>, vector<7xi3>)
  "foo.op"(%0#2) {attr1 = true, b0 = #distinct, z92 = dense<(17,-47)> : tensor<3xcomplex<i32>>} : (index) -> ()
  "my_dialect.thing"(%4#3, %0#0) <{}> : (vector<7xi3>, complex<ui32>) -> ()
  %5 = "z.nop"() : () -> index
  %6:4 = "foo.compute"(%2#0) : (f8E4M3FN) -> (tensor<13x4x41x10xi32>, i128, !x.param<-4, {?}, 79>, f32)
  %7 = "foo.compute"() {_u2 = #distinct1, attr0, sym_name1 = {foo.k1, value2, x0 = @_priv::@"x y"}} : () -> !my_dialect<"a b">
  %8:3 = "foo.bar"() {foo.k0 = #loc, sym_name1} : () -> (bf16, f64, memref<*xui1024, "local mem">)
  %9 = "foo.bar.baz"(%8#2, %4#2) <{z90 = -64 : i7}> : (memref<*xui1024, "local mem">, !bar.v<1, {["x y" -3 a.b] , <62 , f32> , f32}, [-5, 96]>) -> !bar<"a b">
}) : () -> ()

