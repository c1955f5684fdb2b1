#map = affine_map<(d0, d1) -> (d1 ceildiv 8)>
#set = affine_set<(d0, d1, d2)[s0, s1] : (d1 * 6 - (d2 - s0) >= 0)>
"builtin.module"() <{sym_name = "m85"}> ({
  %0 = "foo.compute"() : () -> none
  %1:4 = "a.b"() ({
    %12:3 = "d.op_1"() : () -> (tensor<3x620xsi1>, none, none)
    %13 = "z.nop"() ({
      "x.y"(%12#1, %0) : (none, none) -> ()
      %17:2 = "foo.op"(%12#0, %12#2, %12#0) <{a2 = true, b0, b1 = -51 : i17}> : (tensor<3x620xsi1>, none, tensor<3x620xsi1>) -> (memref<49xcomplex<f64>, 5>, index)
      %18 = "foo.bar.baz"() : () -> ui32
      "foo.op"(%17#1, %12#1) ({
      ^bb0(%arg10: f64):
        %21 = "foo.bar"() <{b1 = #bar.a<"x y",a.b>, "quoted key 0"}> : () -> index
        %22 = "z.nop"(%12#2, %21, %17#1) : (none, index, index) -> complex<ui8>
        %23 = "foo.bar"() : () -> complex<f64>
        %24 = "d.op_1"(%21, %23, %12#2) {d.k0 = dense<0.000000e+00> : vector<1x1xf8E4M3B11FNUZ>} : (index, complex<f64>, none) -> complex<f16>
        %25:2 = "d.op_1"() : () -> (si32, i7)
      }) : (index, none) -> ()
      %19:2 = "d.op_1"(%17#0, %17#0, %18) ({
      ^bb0(%arg8: si1024, %arg9: () -> (!bar.t, vector<[2]x[13]xf8E5M2>)):
        "x.y"(%arg8, %arg9) : (si1024, () -> (!bar.t, vector<[2]x[13]xf8E5M2>)) -> ()
      }) : (memref<49xcomplex<f64>, 5>, memref<49xcomplex<f64>, 5>, ui32) -> (memref<958x2x?xbf16>, memref<4x635xsi64>)
      %20 = "foo.bar"(%19#1, %17#1, %19#0) {b2 = #my<"abc">, k$1, k$3 = 18 : i64, "quoted key 0" = array<i16: -32768>} : (memref<4x635xsi64>, index, memref<958x2x?xbf16>) -> i8
    }) {attr1, my.k0 = #set} : () -> vector<1xi1024>
    "x.y"(%13, %12#1) {k$1 = -0.40755819999999998 : f64, "quoted key 0" = 1 : i64} : (vector<1xi1024>, none) -> ()
    %14:3 = "foo.op"(%13, %13, %12#1) : (vector<1xi1024>, vector<1xi1024>, none) -> (i3, memref<6x601xui32, #map>, tuple<index, f8E4M3, !bar.t>)
    %15 = "my_dialect.thing"(%14#2, %12#1, %13) : (tuple<index, f8E4M3, !bar.t>, none, vector<1xi1024>) -> ui1
    %16:3 = "foo.op"(%14#0) : (i3) -> (memref<758x?x56xi64, strided<[41, ?, ?]>>, ui1024, f16)
  }, {
    "bar.yield"(%0, %0, %0) ({
    ^bb0(%arg2: vector<1x7xsi17>, %arg3: (index) -> f80, %arg4: f8E4M3FN):
      %5 = "bar.yield"() <{a0 = 0 : i64}> : () -> complex<f6E3M2FN>
      %6 = "my_dialect.thing"(%arg3) ({
      ^bb0(%arg5: ui128, %arg6: tensor<22x0x24xsi1>, %arg7: vector<11x10xf16>):
        %10:2 = "a.b"() : () -> (tensor<5x?x134x0xf64>, index)
        %11 = "foo.op"(%10#0) : (tensor<5x?x134x0xf64>) -> index
        "a.b"(%arg7, %arg6) <{}> : (vector<11x10xf16>, tensor<22x0x24xsi1>) -> ()
        "foo.bar.baz"(%11, %10#1) {a0 = dense<[["\\'}\00g\F0\9F\99\82\22b\0A\00", "\FA\22}\E6\97\A5\E6\9C\AC\C3\A9b\00{\0A["]]> : tensor<1x2x!foo.str>, k$3 = #bar.v<{<"x y","x y",44>,-7},-6>, value2, x1 = false} : (index, index) -> ()
        "d.op_1"() : () -> ()
        "a.b"() <{_u0, attr3 = array<i8: 10, -1, -128, 59>, foo.k2 = -9223372036854775808 : si64, "quoted key 1" = 7.35519077E-23 : f32}> {_u3 = {_u1 = @c, x0 = !foo.type}, k$2 = sparse<> : tensor<3xbf16>, sym_name1 = #foo.p<-8>, x0 = -8.479000e+00 : f64} : () -> ()
      }, {
        %7:3 = "x.y"(%5) {_u0 = -629 : i64, a2 = -1 : si1, sym_name1} : (complex<f6E3M2FN>) -> (!foo.t<66 ?>, tensor<ui32>, tensor<?xi1024>)
        "foo.bar"(%7#1, %7#2, %5) : (tensor<ui32>, tensor<?xi1024>, complex<f6E3M2FN>) -> ()
        %8:3 = "bar.yield"(%7#0, %5, %7#2) {a0 = 1 : index} : (!foo.t<66 ?>, complex<f6E3M2FN>, tensor<?xi1024>) -> (index, tensor<39x1xi3>, complex<f8E5M2FNUZ>)
        %9 = "foo.bar"(%8#2, %arg4) : (complex<f8E5M2FNUZ>, f8E4M3FN) -> memref<?x1xf32, strided<[?, 1]>, 6>
      }) : ((index) -> f80) -> f80
    }, {
    ^bb0(%arg0: f32, %arg1: si1):
      "a.jump"(%arg1, %0)[^bb1] : (si1, none) -> ()
    ^bb1:  // pred: ^bb0
      "a.jump"(%0)[^bb2] {attr0, x1} : (none) -> ()
    ^bb2:  // 2 preds: ^bb1, ^bb2
      "a.jump"(%arg0, %0)[^bb2] : (f32, none) -> ()
    }) {_u0 = true} : (none, none, none) -> ()
    "foo.compute"(%0, %0, %0) : (none, none, none) -> ()
    %4:3 = "z.nop"() : () -> (memref<30x23xvector<3xsi1024>, strided<[?, 1], offset: ?>, {kind = "scratch"}>, f16, tensor<1x19x?x3xf64>)
  }) {d.k0 = 141 : i32, d.k2 = "\85@X", k$1 = 1.406210e-22 : bf16, my.k3 = 6.000000e+00 : f8E5M2FNUZ} : () -> (f64, ui24, vector<1x13xi16>, tensor<379x?x8xf64>)
  %2 = "bar.yield"(%0, %1#1, %1#1) <{a0 = 1 : ui3}> : (none, ui24, ui24) -> vector<2xi7>
  %3:4 = "d.op_1"(%0, %2, %1#1) <{a2 = true, d.k3, "quoted key 1", sym_name0}> {_u2 = dense<[665, 311, 700]> : tensor<3xindex>, k$1, sym_name0 = 0 : i64} : (none, vector<2xi7>, ui24) -> (complex<f16>, vector<12xf16>, complex<f64>, !my_dialect<"x<y>">)
}) : () -> ()

