#map = affine_map<(d0, d1)[s0, s1] -> ()>
#map1 = affine_map<() -> (0)>
"builtin.module"() ({
  %0 = "a.b"() <{}> : () -> f16
  "foo.bar"(%0, %0, %0) {_u1 = dense<1.32719094E-38> : tensor<f32>, k$0} : (f16, f16, f16) -> ()
  "z.nop"(%0, %0) : (f16, f16) -> ()
  %1 = "a.b"() {_u0 = [], attr3, b1 = 0x7C00 : f16, foo.k2 = array<f32: -2.363270e+05, 8.502920e+05, 2.000000e-01>} : () -> none
  %2:3 = "d.op_1"(%1, %1) : (none, none) -> (complex<f8E4M3>, i128, complex<f16>)
  "d.op_1"(%2#0, %1, %2#1) <{attr0 = "", my.k1 = loc("f":157:430)}> : (complex<f8E4M3>, none, i128) -> ()
  %3 = "foo.op"(%2#0, %2#0) {b0 = 17894206284 : index} : (complex<f8E4M3>, complex<f8E4M3>) -> vector<14x[5]x5xui32>
  %4:2 = "foo.op"(%2#0, %0) : (complex<f8E4M3>, f16) -> (tuple<f32, i32, si128>, index)
  %5:4 = "my_dialect.thing"(%4#1, %0) ({
    "foo.br"(%2#2)[^bb1, ^bb2] : (complex<f16>) -> ()
  ^bb1(%8: f8E4M3FN, %9: memref<*xvector<[9]x[15]x8xi8>, {kind = "scratch"}>, %10: f8E5M2FNUZ):  // pred: ^bb0
    %11:2 = "a.b"(%9, %4#1, %8) {a2 = "#\09!\0A-\F0\9F\99\82\00Xz#{", attr1 = dense_resource<res_1> : tensor<2xf64>, k$0 = dense_resource<r.0> : tensor<4xf32>, sym_name3 = 5.000000e-01 : f64} : (memref<*xvector<[9]x[15]x8xi8>, {kind = "scratch"}>, index, f8E4M3FN) -> (complex<bf16>, vector<[2]x10x12xf128>)
    "z.nop"(%10, %11#1, %11#1) {a0 = 0x70 : f8E3M4} : (f8E5M2FNUZ, vector<[2]x10x12xf128>, vector<[2]x10x12xf128>) -> ()
    %12 = "d.op_1"(%2#1, %1) <{d.k0 = -1 : si128}> : (i128, none) -> complex<f8E3M4>
    "foo.br"(%0, %4#0)[^bb2] : (f16, tuple<f32, i32, si128>) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %13 = "z.nop"(%2#0, %1, %3) ({
      "foo.compute"(%2#1, %4#0, %4#1) ({
      }) {b1, "quoted key 2" = dense<0> : tensor<1xui3>, sym_name0} : (i128, tuple<f32, i32, si128>, index) -> ()
      "my_dialect.thing"(%2#2, %2#1) <{b0 = loc(unknown), foo.k1 = affine_map<(d0) -> ()>, sym_name2 = distinct[0]<22 : si32>}> : (complex<f16>, i128) -> ()
      %15 = "z.nop"(%2#2, %2#2, %4#0) <{d.k2 = loc(callsite("f":42:66 to 45:51 at "a.mlir":34:11 to 37:41)), k$0 = true, sym_name3 = 693.40139999999997 : f64, value1 = memref<?x?xindex>}> : (complex<f16>, complex<f16>, tuple<f32, i32, si128>) -> complex<i24>
      %16 = "foo.bar"() {a1 = vector<[10]xf16>, "quoted key 2" = ui32, sym_name0} : () -> complex<i32>
      %17:4 = "bar.yield"(%15) {a1 = 0x7F80 : bf16, b3 = #map, value0 = 3.8422235380533175E-177 : f64, z92 = [7.797000e+04 : f32, 3]} : (complex<i24>) -> (i32, ui32, i1, tensor<?x2x?x1xbf16>)
      "x.switch"()[^bb1, ^bb1] : () -> ()
    ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
      %18:3 = "foo.bar"(%2#0, %17#1, %17#3) : (complex<f8E4M3>, ui32, tensor<?x2x?x1xbf16>) -> (f8E4M3B11FNUZ, vector<10x1xtf32>, index)
      "cfx.cond_br"(%18#2)[^bb1] ({
      ^bb0(%arg0: complex<f16>, %arg1: vector<8x11xi64>, %arg2: memref<?x1xi7, strided<[?, ?]>>):
        "foo.bar"(%arg2, %arg2, %18#1) <{attr3 = -1 : i64, k$0 = "#%a#@{}", x1 = -1 : si32, z92 = -1 : i3}> : (memref<?x1xi7, strided<[?, ?]>>, memref<?x1xi7, strided<[?, ?]>>, vector<10x1xtf32>) -> ()
        %20 = "x.y"() : () -> vector<16xf8E4M3>
        %21:4 = "z.nop"(%20) : (vector<16xf8E4M3>) -> (tensor<*xf32>, tensor<4x?x8xsi1>, i1024, tensor<?x?x9x?xcomplex<f6E3M2FN>, 6 : i32>)
      }, {
        %19 = "foo.bar.baz"(%17#1, %18#1) : (ui32, vector<10x1xtf32>) -> tuple<>
      }, {
      }) : (index) -> ()
    }) : (complex<f8E4M3>, none, vector<14x[5]x5xui32>) -> i8
    "a.b"(%4#1, %2#2) <{foo.k0 = sparse<[[0, 1, 4], [1, 2, 0], [1, 1, 5]], [-3.000000e-01, 7.642000e+05, 1.000000e+02]> : tensor<2x4x6xf32>, foo.k2 = dense<1.001360e-05> : tensor<f16>, x1 = 6.954000e+00 : f64}> : (index, complex<f16>) -> ()
    %14 = "x.y"() {b2 = ".\22\00%", sym_name0 = dense<> : tensor<2x0xcomplex<f64>>, z91 = dense<[-4.239940e+28, 6.684040e+10, -2.493410e+24]> : tensor<3xbf16>} : () -> ui1
  }) : (index, f16) -> (tuple<>, complex<f16>, index, tensor<42x7x2x1xf32>)
  %6 = "foo.compute"() : () -> !x<"">
  "d.op_1"(%5#2, %5#2) : (index, index) -> ()
  %7 = "d.op_1"() <{}> {attr2 = -3 : i3, foo.k0 = [], k$1 = #map1} : () -> complex<f16>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_1: "0x080000009AC85E0E140C424474BE00C0F6376DEE",
      r.0: "0x0400000041410B5592E8A0AFA0989AB0EC20B2FC"
    }
  }
#-}

