!tuple = tuple<i3, f64, bf16, i1, !x<"abc">, ui3, index, f16, f8E4M3B11FNUZ, none, f16, f8E5M2, f8E5M2FNUZ, i32, i64, i64, ui3, f64, ui32, f16, none>
#set = affine_set<(d0)[s0, s1] : (-((s0 mod 9) mod 6) + 1 >= 0, -32 >= 0)>
"builtin.module"() ({
  %0 = "foo.bar.baz"() {_u1 = false, sym_name0} : () -> f8E5M2
  %1 = "a.b"(%0, %0, %0) : (f8E5M2, f8E5M2, f8E5M2) -> ((f80, none, f16) -> ())
  "foo.bar.baz"() : () -> ()
  "z.nop"(%1, %1) {b1 = 1 : si7, d.k0 = #set} : ((f80, none, f16) -> (), (f80, none, f16) -> ()) -> ()
  %2 = "bar.yield"() <{}> : () -> i64
  %3 = "bar.yield"(%0, %2) : (f8E5M2, i64) -> si1024
  %4 = "my_dialect.thing"() <{d.k0 = 59 : index, k$1 = affine_set<(d0, d1)[s0, s1] : ((d1 ceildiv 2) * -7 + 6 >= 0, 5 >= 0)>, z92 = tuple<f32>}> : () -> f16
  %5:4 = "z.nop"(%4, %1, %1) {_u1 = -1 : si24, sym_name0 = #my.a} : (f16, (f80, none, f16) -> (), (f80, none, f16) -> ()) -> (complex<i8>, i8, tensor<163xf64>, tuple<bf16, f8E4M3B11FNUZ, f128, f64>)
  %6 = "a.b"(%5#3, %5#0) ({
    "foo.br"(%5#2, %2, %5#3)[^bb1, ^bb1] {a0 = array<f32: 229.151474, 0.00102031464, 5.822300e+10, 8.371000e+02>, "quoted key 1" = @a::@c} : (tensor<163xf64>, i64, tuple<bf16, f8E4M3B11FNUZ, f128, f64>) -> ()
  ^bb1(%14: f16, %15: f32):  // 2 preds: ^bb0, ^bb0
    %16:2 = "foo.op"(%5#3) <{}> : (tuple<bf16, f8E4M3B11FNUZ, f128, f64>) -> (i1, complex<f32>)
    "bar.yield"(%15, %16#0) : (f32, i1) -> ()
    %17:3 = "d.op_1"(%5#0, %14, %14) : (complex<i8>, f16, f16) -> (f16, f64, complex<i17>)
    %18 = "foo.bar.baz"(%17#1) : (f64) -> tuple<f64, f8E4M3B11FNUZ, i8>
    %19 = "d.op_1"(%17#1, %0, %17#1) <{x1 = array<i16>, x2 = "Xz@</\C3\A9", z90 = -1 : si24}> : (f64, f8E5M2, f64) -> !tuple
  }) : (tuple<bf16, f8E4M3B11FNUZ, f128, f64>, complex<i8>) -> f80
  %7 = "foo.bar.baz"(%5#1, %6) <{foo.k1 = dense<"\\\0A\09_\0A\00a}\090\0A"> : tensor<1x1x!foo.str>, foo.k2 = "a\C3\A9!" : index, k$3 = 1.500000e+00 : f8E4M3, value0 = 89 : si8}> : (i8, f80) -> tensor<complex<f32>>
  %8 = "foo.compute"(%5#3, %5#1, %7) ({
    "my_dialect.thing"(%5#3, %5#3) ({
    ^bb0:
    }) : (tuple<bf16, f8E4M3B11FNUZ, f128, f64>, tuple<bf16, f8E4M3B11FNUZ, f128, f64>) -> ()
  }) : (tuple<bf16, f8E4M3B11FNUZ, f128, f64>, i8, tensor<complex<f32>>) -> tensor<i24>
  %9 = "a.b"(%7, %6) {value0} : (tensor<complex<f32>>, f80) -> tensor<1x0x5xi1>
  %10 = "foo.bar"(%1, %3) : ((f80, none, f16) -> (), si1024) -> vector<[11]xindex>
  "z.nop"(%4, %3) <{attr0 = -9223372036854775808 : i64, z91 = distinct[0]<[dense_resource<r.0> : tensor<4xi32>, 1 : si3, "\8F-*Y*-\E6\97\A5\E6\9C\AC\\"]>}> : (f16, si1024) -> ()
  %11 = "a.b"(%10, %8) <{}> : (vector<[11]xindex>, tensor<i24>) -> tuple<>
  %12 = "foo.bar.baz"(%10) : (vector<[11]xindex>) -> i128
  %13:3 = "foo.bar"(%11, %11, %10) : (tuple<>, tuple<>, vector<[11]xindex>) -> (ui64, tensor<52x0x?xui1>, !my_dialect.t<?>)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000C36F5BF9F619DEE31B3B73F28A9E3C0C"
    }
  }
#-}

