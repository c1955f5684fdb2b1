#distinct = distinct[0]<0x80 : f8E4M3B11FNUZ>
#loc = loc("dir/with space.c":10:59 to :60)
#map = affine_map<()[s0, s1] -> (s0 * 5)>
#map1 = affine_map<() -> (0, 0, 36)>
#map2 = affine_map<(d0, d1, d2) -> ((d2 floordiv 9) ceildiv 8, (d1 + d2) ceildiv 9)>
#map3 = affine_map<()[s0, s1] -> (0)>
#set = affine_set<(d0, d1, d2)[s0] : ((d1 + d2) * 5 >= 0, -(s0 mod 2) + 9 >= 0)>
#distinct1 = distinct[1]<[-1 : i8, 9223372036854775807 : index, false, #map1]>
"builtin.module"() ({
  %0 = "foo.bar"() <{}> ({
  ^bb0(%arg0: memref<38x38x?xvector<[8]x1xindex>, strided<[33, ?, 1]>>, %arg1: i64):
    "a.b"(%arg0, %arg1) : (memref<38x38x?xvector<[8]x1xindex>, strided<[33, ?, 1]>>, i64) -> ()
    %23 = "foo.bar.baz"(%arg1, %arg0) : (i64, memref<38x38x?xvector<[8]x1xindex>, strided<[33, ?, 1]>>) -> f8E4M3
    "foo.bar.baz"() : () -> ()
    "foo.op"(%23) : (f8E4M3) -> ()
  }) : () -> index
  %1:3 = "z.nop"() {attr0 = -8 : i24, "quoted key 1" = #distinct} : () -> (!foo<"x<y>">, i32, tensor<37xui16>)
  %2 = "foo.bar"() : () -> si64
  %3:4 = "a.b"(%2) {value0 = dense<1760535857366> : tensor<ui64>} : (si64) -> (index, tensor<?x7xcomplex<f8E4M3B11FNUZ>>, index, tensor<31xcomplex<f4E2M1FN>, {a = 1 : i64}>)
  %4 = "foo.bar"(%3#3) <{_u0 = dense_resource<weights0> : tensor<1xi64>}> : (tensor<31xcomplex<f4E2M1FN>, {a = 1 : i64}>) -> f128
  %5 = "d.op_1"(%0, %1#1) : (index, i32) -> i8
  %6 = "x.y"() {_u1, attr0} : () -> !my_dialect.t<"x y",{"x y" , true}>
  %7 = "d.op_1"(%6, %3#3, %5) : (!my_dialect.t<"x y",{"x y" , true}>, tensor<31xcomplex<f4E2M1FN>, {a = 1 : i64}>, i8) -> vector<3xf64>
  %8 = "foo.compute"(%5, %6) : (i8, !my_dialect.t<"x y",{"x y" , true}>) -> f8E8M0FNU
  "foo.bar"() {b0 = dense<[[240.448074], [4.230000e+05], [-3.230000e+01], [7.880890e+09]]> : tensor<4x1xf32>, d.k1 = "\\\\.\CE\A9\09\00\00\22\0A{", my.k2 = dense<-2147483648> : tensor<1xi32>} : () -> ()
  %9 = "z.nop"() <{value0 = -1 : si32, z91 = @f_1::@"x y"::@c, z92 = 9.908629999999999E+24 : f64}> {k$0 = -1.001360e-05 : f16} : () -> vector<3xf64>
  "foo.bar.baz"(%0, %6) {a1, b0 = sparse<> : tensor<2xi32>} : (index, !my_dialect.t<"x y",{"x y" , true}>) -> ()
  %10 = "foo.bar.baz"(%8, %6) <{"quoted key 0" = memref<905xi3, {kind = "scratch"}>}> : (f8E8M0FNU, !my_dialect.t<"x y",{"x y" , true}>) -> tensor<146xi17>
  %11 = "a.b"(%10, %9, %3#2) : (tensor<146xi17>, vector<3xf64>, index) -> !my_dialect.t<"x y" abc>
  %12 = "d.op_1"() : () -> vector<3xf64>
  %13:4 = "x.y"(%3#1, %12) <{a1 = "%._\\a\7F" : f8E4M3B11FNUZ, b0 = -1 : i64, my.k2 = affine_set<(d0) : (d0 - 10 >= 0, 8 >= 0, 0 >= 0)>}> {b0 = dense<1> : tensor<1xi16>, sym_name1 = dense<[[793, 531, 81]]> : tensor<1x3xindex>} : (tensor<?x7xcomplex<f8E4M3B11FNUZ>>, vector<3xf64>) -> (vector<3xf64>, tensor<i64>, (i7, complex<bf16>) -> index, tensor<?x?x2x237xcomplex<f16>>)
  %14:3 = "foo.bar.baz"(%13#0) : (vector<3xf64>) -> (() -> (i32, bf16), vector<3xf64>, tuple<index, f8E4M3FN, complex<f64>>)
  "d.op_1"(%14#2) ({
    %22:4 = "foo.compute"(%8, %14#2, %11) <{}> : (f8E8M0FNU, tuple<index, f8E4M3FN, complex<f64>>, !my_dialect.t<"x y" abc>) -> (tuple<bf16, f8E8M0FNU, f64>, i3, i32, vector<[4]xf16>)
    "bar.yield"(%13#0, %14#2) : (vector<3xf64>, tuple<index, f8E4M3FN, complex<f64>>) -> ()
  }) {"quoted key 0", "quoted key 2" = #x<"x<1>">, value1 = #map} : (tuple<index, f8E4M3FN, complex<f64>>) -> ()
  %15:3 = "bar.yield"(%5, %3#1, %5) ({
    "foo.compute"(%14#2) : (tuple<index, f8E4M3FN, complex<f64>>) -> ()
    "a.jump"()[^bb1, ^bb3] {a2 = "}", foo.k1 = f8E4M3FN, my.k0 = 435435 : si128, z93 = "\0A\09\22\0A*\22\CE\A9\00\7F" : i1} : () -> ()
  ^bb1(%17: f8E4M3FN, %18: f32):  // pred: ^bb0
    %19:3 = "foo.bar.baz"() {d.k0 = #loc, foo.k2 = [], z91 = tuple<index, index, i32, index>} : () -> (i32, complex<f8E8M0FNU>, f8E4M3FN)
    "a.jump"(%19#1, %18, %1#2)[^bb2] {b1 = 0 : i128, z90 = #distinct1, z92 = #set} : (complex<f8E8M0FNU>, f32, tensor<37xui16>) -> ()
  ^bb2(%20: tuple<>):  // 2 preds: ^bb1, ^bb2
    "cfx.cond_br"(%20, %14#0, %14#2)[^bb3, ^bb2] {a1 = 63 : index, x0 = "\E6\97\A5\E6\9C\AC\0A\00\\\00_z}\09<#\22", z92 = @main} : (tuple<>, () -> (i32, bf16), tuple<index, f8E4M3FN, complex<f64>>) -> ()
  ^bb3:  // 2 preds: ^bb0, ^bb2
    %21 = "foo.op"(%14#0) : (() -> (i32, bf16)) -> f32
  }) : (i8, tensor<?x7xcomplex<f8E4M3B11FNUZ>>, i8) -> (f8E4M3FNUZ, memref<?x64x?xindex, #map2, 6>, i3)
  %16:3 = "my_dialect.thing"(%15#1, %13#2) {k$0 = #map3} : (memref<?x64x?xindex, #map2, 6>, (i7, complex<bf16>) -> index) -> (f80, tensor<?xi1024, "sparse">, none)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x08000000C05B61FC34CA90D8"
    }
  }
#-}

