!tuple = tuple<i3, f64, bf16, i1, !x<"abc">, ui3, index, f16, f8E4M3B11FNUZ, none, f16, f8E5M2, f8E5M2FNUZ, i32, i64, i64, ui3, f64, ui32, f16, none>
#loc12 = loc("0135.in.mlir":22:4)
#loc13 = loc("0135.in.mlir":22:14)
#set = affine_set<(d0)[s0, s1] : (-((s0 mod 9) mod 6) + 1 >= 0, -32 >= 0)>
"builtin.module"() ({
  %0 = "foo.bar.baz"() {_u1 = false, sym_name0} : () -> f8E5M2 loc(#loc1)
  %1 = "a.b"(%0, %0, %0) : (f8E5M2, f8E5M2, f8E5M2) -> ((f80, none, f16) -> ()) loc(#loc27)
  "foo.bar.baz"() : () -> () loc(#loc4)
  "z.nop"(%1, %1) {b1 = 1 : si7, d.k0 = #set} : ((f80, none, f16) -> (), (f80, none, f16) -> ()) -> () loc(#loc5)
  %2 = "bar.yield"() <{}> : () -> i64 loc(#loc6)
  %3 = "bar.yield"(%0, %2) : (f8E5M2, i64) -> si1024 loc(#loc7)
  %4 = "my_dialect.thing"() <{d.k0 = 59 : index, k$1 = affine_set<(d0, d1)[s0, s1] : ((d1 ceildiv 2) * -7 + 6 >= 0, 5 >= 0)>, z92 = tuple<f32>}> : () -> f16 loc(#loc8)
  %5:4 = "z.nop"(%4, %1, %1) {_u1 = -1 : si24, sym_name0 = #my.a} : (f16, (f80, none, f16) -> (), (f80, none, f16) -> ()) -> (complex<i8>, i8, tensor<163xf64>, tuple<bf16, f8E4M3B11FNUZ, f128, f64>) loc(#loc9)
  %6 = "a.b"(%5#3, %5#0) ({
    "foo.br"(%5#2, %2, %5#3)[^bb1, ^bb1] {a0 = array<f32: 229.151474, 0.00102031464, 5.822300e+10, 8.371000e+02>, "quoted key 1" = @a::@c} : (tensor<163xf64>, i64, tuple<bf16, f8E4M3B11FNUZ, f128, f64>) -> () loc(#loc28)
  ^bb1(%14: f16 loc("0135.in.mlir":22:4), %15: f32 loc("0135.in.mlir":22:14)):  // 2 preds: ^bb0, ^bb0
    %16:2 = "foo.op"(%5#3) <{}> : (tuple<bf16, f8E4M3B11FNUZ, f128, f64>) -> (i1, complex<f32>) loc(#loc14)
    "bar.yield"(%15, %16#0) : (f32, i1) -> () loc(#loc15)
    %17:3 = "d.op_1"(%5#0, %14, %14) : (complex<i8>, f16, f16) -> (f16, f64, complex<i17>) loc(#loc16)
    %18 = "foo.bar.baz"(%17#1) : (f64) -> tuple<f64, f8E4M3B11FNUZ, i8> loc(#loc17)
    %19 = "d.op_1"(%17#1, %0, %17#1) <{x1 = array<i16>, x2 = "Xz@</\C3\A9", z90 = -1 : si24}> : (f64, f8E5M2, f64) -> !tuple loc(#loc18)
  }) : (tuple<bf16, f8E4M3B11FNUZ, f128, f64>, complex<i8>) -> f80 loc(#loc10)
  %7 = "foo.bar.baz"(%5#1, %6) <{foo.k1 = dense<"\\\0A\09_\0A\00a}\090\0A"> : tensor<1x1x!foo.str>, foo.k2 = "a\C3\A9!" : index, k$3 = 1.500000e+00 : f8E4M3, value0 = 89 : si8}> : (i8, f80) -> tensor<complex<f32>> loc(#loc19)
  %8 = "foo.compute"(%5#3, %5#1, %7) ({
    "my_dialect.thing"(%5#3, %5#3) ({
    ^bb0:
    }) : (tuple<bf16, f8E4M3B11FNUZ, f128, f64>, tuple<bf16, f8E4M3B11FNUZ, f128, f64>) -> () loc(#loc20)
  }) : (tuple<bf16, f8E4M3B11FNUZ, f128, f64>, i8, tensor<complex<f32>>) -> tensor<i24> loc(#loc9)
  %9 = "a.b"(%7, %6) {value0} : (tensor<complex<f32>>, f80) -> tensor<1x0x5xi1> loc(#loc21)
  %10 = "foo.bar"(%1, %3) : ((f80, none, f16) -> (), si1024) -> vector<[11]xindex> loc(#loc29)
  "z.nop"(%4, %3) <{attr0 = -9223372036854775808 : i64, z91 = distinct[0]<[dense_resource<r.0> : tensor<4xi32>, 1 : si3, "\8F-*Y*-\E6\97\A5\E6\9C\AC\\"]>}> : (f16, si1024) -> () loc(#loc23)
  %11 = "a.b"(%10, %8) <{}> : (vector<[11]xindex>, tensor<i24>) -> tuple<> loc(#loc24)
  %12 = "foo.bar.baz"(%10) : (vector<[11]xindex>) -> i128 loc(#loc25)
  %13:3 = "foo.bar"(%11, %11, %10) : (tuple<>, tuple<>, vector<[11]xindex>) -> (ui64, tensor<52x0x?xui1>, !my_dialect.t<?>) loc(#loc26)
}) : () -> () loc(#loc)
#loc = loc("":8:29 to 9:24)
#loc1 = loc("0135.in.mlir":9:7)
#loc2 = loc("f":0:69)
#loc3 = loc("f":13:21 to :9)
#loc4 = loc("src/x.py":371:476)
#loc5 = loc("0135.in.mlir":14:1)
#loc6 = loc("0135.in.mlir":15:7)
#loc7 = loc("0135.in.mlir":16:7)
#loc8 = loc("a.mlir":8:26 to :35)
#loc9 = loc("-":60:419)
#loc10 = loc("0135.in.mlir":20:6)
#loc11 = loc("name")
#loc14 = loc("-":0:4294967295)
#loc15 = loc("0135.in.mlir":25:1)
#loc16 = loc("0135.in.mlir":26:9)
#loc17 = loc("0135.in.mlir":28:8)
#loc18 = loc("0135.in.mlir":29:12)
#loc19 = loc("src/x.py":154:488)
#loc20 = loc("0135.in.mlir":35:1)
#loc21 = loc("0135.in.mlir":39:12)
#loc22 = loc("x")
#loc23 = loc("0135.in.mlir":41:1)
#loc24 = loc("f":428:4294967295)
#loc25 = loc("dir/with space.c":333:64)
#loc26 = loc("f":349:4294967295)
#loc27 = loc(callsite(#loc2 at #loc3))
#loc28 = loc(callsite(#loc9 at #loc11))
#loc29 = loc(callsite(#loc22 at #loc9))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000C36F5BF9F619DEE31B3B73F28A9E3C0C"
    }
  }
#-}

