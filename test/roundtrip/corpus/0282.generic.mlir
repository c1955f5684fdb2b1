#map = affine_map<(d0, d1)[s0, s1] -> (s1, -d0 - s0, (-d1 + s1) floordiv 3)>
"builtin.module"() ({
  %0 = "z.nop"() {attr0 = sparse<[[3, 0], [2, 1], [0, 2], [3, 2]], [1, -45, 1, 0]> : tensor<4x3xi8>, attr2 = "\\{@z*!_\D1\\-#", b3 = dense_resource<r.0> : tensor<4xi8>, value1 = dense<-5.195310e-01> : vector<2xbf16>} : () -> complex<i32>
  %1 = "foo.op"() : () -> i3
  "x.y"(%1) : (i3) -> ()
  %2 = "d.op_1"() <{sym_name0 = dense<> : tensor<0x4x4xi32>, sym_name1 = f16}> ({
  }, {
  ^bb0(%arg0: f6E3M2FN):
    %3 = "foo.op"() <{}> ({
    ^bb0(%arg5: i32, %arg6: !my_dialect<"x<y>">, %arg7: tuple<f128>):
      "a.b"(%arg6) {z90} : (!my_dialect<"x<y>">) -> ()
      "foo.bar"() {d.k0 = [], d.k1 = "{*\C3\A9%\00{", foo.k3 = 0 : i3, "quoted key 2" = -2.000000e+00 : f64} : () -> ()
    }, {
    }) {_u0 = dense_resource<blob1> : tensor<1xi64>, d.k2 = false, k$3 = array<i16: 41, 2>, value1 = false} : () -> memref<8xi64>
    %4:3 = "z.nop"(%0, %0, %arg0) ({
    ^bb0(%arg4: ui17):
    }) : (complex<i32>, complex<i32>, f6E3M2FN) -> (memref<348x?x5xui24, strided<[?, 61, ?], offset: ?>>, tuple<>, f8E4M3FN)
    %5 = "z.nop"() ({
    ^bb0(%arg1: tensor<f32>, %arg2: si64, %arg3: si32):
    }, {
      "builtin.module"() ({
        %7:3 = "d.op_1"() : () -> (vector<11x5xsi3>, complex<ui32>, ui64)
        "x.y"(%7#0, %7#2, %7#2) {a1 = 4.640000e+02 : f64, sym_name2 = "\09 \F0\9F\99\82@\00/@-", z90} : (vector<11x5xsi3>, ui64, ui64) -> ()
        %8 = "foo.op"(%7#0, %7#2, %7#1) ({
          "foo.op"(%7#0, %7#2) {attr3 = false, d.k1 = array<i32: 0, -1, 2>, value0 = ["o{\\\\", "", 45 : index], value2} : (vector<11x5xsi3>, ui64) -> ()
          "x.y"(%7#0, %7#0) {b1 = [true, si32], sym_name0 = "0\0A/.0\00\E6\97\A5\E6\9C\AC\F70z.#"} : (vector<11x5xsi3>, vector<11x5xsi3>) -> ()
          %10 = "foo.bar"() <{attr1 = 36 : index, foo.k3 = sparse<[[5], [3]], [7.812500e+00, -6.523440e-01]> : tensor<6xbf16>, "quoted key 2" = [12 : index, false, 6563 : i32], x0 = 0 : i24}> : () -> memref<*xi17, "gpu">
          %11 = "bar.yield"() {"quoted key 1" = "b{\00z#\22", value0 = 0 : i64} : () -> complex<f6E2M3FN>
          "foo.bar.baz"(%7#2) : (ui64) -> ()
        }, {
        }) : (vector<11x5xsi3>, ui64, complex<ui32>) -> (() -> ())
        "x.y"() {foo.k3 = dense<0> : tensor<2xui8>, my.k0 = #map, x1 = sparse<[[4, 1], [5, 1], [3, 0], [1, 1]], [2, 0, 265553, 101]> : tensor<6x2xi32>, z92 = #foo<"x<1>">} : () -> ()
        %9 = "foo.compute"(%7#0, %7#1) : (vector<11x5xsi3>, complex<ui32>) -> tensor<4xf16>
      }) : () -> ()
    }) : () -> complex<f8E4M3FNUZ>
    "x.y"(%4#1, %5) : (tuple<>, complex<f8E4M3FNUZ>) -> ()
    %6:3 = "foo.bar.baz"(%4#2) {_u1 = #bar.flag, b0 = i1024, "quoted key 2"} : (f8E4M3FN) -> (tensor<?xsi24>, bf16, tensor<783x0xf8E3M4>)
  }, {
  }) : () -> !bar.a.b
}) {foo.module_attr = !x.t} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x0400000025AF721D",
      blob1: "0x080000007D97CFB8C3E9C163"
    }
  }
#-}

