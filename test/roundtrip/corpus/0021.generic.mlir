#distinct = distinct[0]<"-#/''/">
#distinct1 = distinct[1]<tensor<*xi32>>
#loc = loc("-":415:18)
#loc1 = loc("-":4294967295:230)
#loc2 = loc("a.mlir":486:0)
#loc3 = loc("a.mlir":37:0)
#map = affine_map<(d0, d1) -> ((d0 * 8) mod 3)>
#map1 = affine_map<(d0) -> ()>
#map2 = affine_map<()[s0] -> (0)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
#loc4 = loc(fused[#loc1, #loc2])
#loc5 = loc(callsite(#loc at #loc4))
"builtin.module"() ({
  "bar.yield"() : () -> ()
  "a.b"() : () -> ()
  %0:3 = "d.op_1"() <{my.k2 = false, x0 = dense_resource<res_0> : tensor<2xf32>, x3 = 0x7C00 : f16, z91 = 213 : index}> {x1 = tuple<f8E5M2, si8, f6E3M2FN>, z90 = @"x y"::@"with\22quote"} : () -> (i32, complex<bf16>, tuple<i32, f64>)
  %1 = "bar.yield"(%0#1, %0#2, %0#0) : (complex<bf16>, tuple<i32, f64>, i32) -> f32
  %2 = "foo.compute"(%0#0) : (i32) -> ((memref<?x3xi16, #map, 2>) -> ())
  %3 = "x.y"(%2, %1) : ((memref<?x3xi16, #map, 2>) -> (), f32) -> tensor<0x6xindex>
  "foo.bar.baz"(%0#0, %3, %0#2) ({
    %6:2 = "x.y"() ({
      %33 = "z.nop"(%1, %3) {_u2 = #map1, _u3 = dense<[[9.375000e+00], [-6.0221407599999999E+23], [4.566000e+04], [-6.0221407599999999E+23]]> : tensor<4x1xf64>, attr0, b1 = [{attr1 = #foo.b.c, value0 = -26557 : i24}, dense_resource<blob1> : tensor<6xi32>, -3 : i8]} : (f32, tensor<0x6xindex>) -> f16
      %34 = "foo.bar.baz"(%2, %1, %33) <{value0 = affine_map<(d0, d1) -> (d0 mod 2, 27)>}> : ((memref<?x3xi16, #map, 2>) -> (), f32, f16) -> complex<f16>
      %35 = "my_dialect.thing"() {"quoted key 0" = 0.59790719999999997 : f64} : () -> f8E8M0FNU
      "a.b"() {foo.k1 = #map2, value0 = #loc5} : () -> ()
    }) : () -> (none, !x.t<?>)
    %7 = "x.y"() ({
      "builtin.module"() ({
        %31 = "my_dialect.thing"() : () -> memref<*xvector<14xf64>>
        %32 = "foo.bar"() <{}> {a0 = 0 : index, attr1 = "a@/K#*", foo.k3 = -1 : i64, my.k2 = @"x y"} : () -> ((f64, i128, i1) -> (f80, tensor<*xf80>))
      }) : () -> ()
    }) : () -> memref<6x2xf32, strided<[?, 43]>, {kind = "scratch"}>
    "cfx.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cfx.cond_br"()[^bb2, ^bb1] : () -> ()
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
    %8 = "foo.bar.baz"(%6#0, %3, %2) : (none, tensor<0x6xindex>, (memref<?x3xi16, #map, 2>) -> ()) -> tensor<8x4x2xi8>
    %9:3 = "foo.op"(%6#1, %3, %0#1) : (!x.t<?>, tensor<0x6xindex>, complex<bf16>) -> (f64, memref<?x?xsi1024, #map3>, f32)
    "foo.op"() {_u0 = #loc3, my.k1 = 9.9999999999999997E+37 : f64} : () -> ()
    %10 = "bar.yield"(%9#2) <{"quoted key 1", value0 = #foo.b.c}> : (f32) -> complex<f8E4M3>
    %11:3 = "my_dialect.thing"(%7, %1, %10) ({
      "a.jump"()[^bb1, ^bb3] : () -> ()
    ^bb1:  // pred: ^bb0
      %23 = "z.nop"(%9#0) <{}> {d.k1 = #distinct, value0 = -37098906784 : i64} : (f64) -> complex<f8E3M4>
      %24 = "bar.yield"(%23) : (complex<f8E3M4>) -> i8
      "cfx.cond_br"(%10, %9#1)[^bb2] {attr0 = {a0}} : (complex<f8E4M3>, memref<?x?xsi1024, #map3>) -> ()
    ^bb2(%25: tuple<index>):  // pred: ^bb1
      %26:3 = "foo.bar"(%0#1, %7, %7) : (complex<bf16>, memref<6x2xf32, strided<[?, 43]>, {kind = "scratch"}>, memref<6x2xf32, strided<[?, 43]>, {kind = "scratch"}>) -> (tf32, f16, !foo.type)
      %27 = "foo.bar"(%25, %26#1, %26#1) : (tuple<index>, f16, f16) -> i64
      %28 = "d.op_1"(%0#2, %25) : (tuple<i32, f64>, tuple<index>) -> ((tensor<complex<f80>>, si17, complex<ui128>) -> !bar.t<? , -7 , -0>)
      %29 = "foo.compute"(%6#0) : (none) -> memref<7xcomplex<i8>, "gpu">
      "d.op_1"() <{sym_name0 = dense<-2147483648> : tensor<285xsi32>}> : () -> ()
      "cfx.cond_br"(%28, %6#0)[^bb3] <{attr0 = false, "quoted key 1" = 40.2118301 : f32, "quoted key 2" = 22 : index, "quoted key 3" = 4.015000e+02 : f16}> : ((tensor<complex<f80>>, si17, complex<ui128>) -> !bar.t<? , -7 , -0>, none) -> ()
    ^bb3:  // 2 preds: ^bb0, ^bb2
      %30:4 = "x.y"(%9#1) <{_u0 = "'@\\\C3\A9-bz", _u2 = -1 : i64, my.k1 = #my.flag}> {b1 = @s$::@main, k$0} : (memref<?x?xsi1024, #map3>) -> (memref<1xvector<f4E2M1FN>, "shared">, f64, tensor<2x14x20xbf16, 6 : i32>, index)
    }) : (memref<6x2xf32, strided<[?, 43]>, {kind = "scratch"}>, f32, complex<f8E4M3>) -> (tensor<1x6x4x1xvector<10x12x16xsi32>, {a = 1 : i64}>, !foo.a.b, complex<f128>)
    "foo.br"(%11#2, %10)[^bb2] ({
      %13:4 = "foo.compute"(%10, %11#0, %9#2) ({
      }) {_u0 = 35 : index, "quoted key 1", value2 = dense<true> : vector<1xi1>, x3 = dense<[[1.815000e+02, 0x7C00, 1.999510e-01], [-5.566400e-01, 0.000000e+00, 0x7C00]]> : tensor<2x3xf16>} : (complex<f8E4M3>, tensor<1x6x4x1xvector<10x12x16xsi32>, {a = 1 : i64}>, f32) -> (none, complex<f64>, none, f16)
      "foo.br"()[^bb1] : () -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb1
      %14:3 = "z.nop"() <{_u0 = "\22"}> {d.k0 = -5 : i8, x1 = #distinct1} : () -> (tensor<0x334x423x?x!foo.v<<{-4, ?} <"x y">> <<"x y", "x y", ?>,?,[-6 , ?]>>>, si16, tuple<tf32, i1>)
      %15 = "x.y"(%8, %14#2) ({
        "cfx.cond_br"(%13#3, %14#1)[^bb1, ^bb1] : (f16, si16) -> ()
      ^bb1(%16: tuple<f32, f8E3M4>):  // 2 preds: ^bb0, ^bb0
        "x.switch"(%14#1, %13#2, %16)[^bb2] : (si16, none, tuple<f32, f8E3M4>) -> ()
      ^bb2(%17: bf16, %18: index, %19: bf16):  // pred: ^bb1
        "x.switch"(%18, %0#2)[^bb3] {sym_name0 = -1.0395982091475933E-91 : f64} : (index, tuple<i32, f64>) -> ()
      ^bb3(%20: index, %21: tensor<5xcomplex<f8E4M3FNUZ>>):  // pred: ^bb2
        %22:3 = "x.y"(%0#0, %7) {a0 = false, attr1 = !foo.t<"x y", {?, ?, <44 a.b i8>}>, d.k3 = 21 : index, z92 = sparse<> : tensor<2xf32>} : (i32, memref<6x2xf32, strided<[?, 43]>, {kind = "scratch"}>) -> (() -> memref<*xindex>, i64, complex<f64>)
      }) : (tensor<8x4x2xi8>, tuple<tf32, i1>) -> memref<3x2xcomplex<si8>, "shared">
      "foo.br"()[^bb2, ^bb1] : () -> ()
    ^bb2:  // pred: ^bb1
      "x.y"(%13#2, %13#2, %13#3) {k$1 = dense<[[[1, -59, 3], [-1, 1, -1], [-1, -86, 0]]]> : tensor<1x3x3xi8>, sym_name0, z92 = [dense<> : tensor<0x4x3xsi32>]} : (none, none, f16) -> ()
    }, {
      %12 = "my_dialect.thing"(%11#1, %11#1, %0#1) : (!foo.a.b, !foo.a.b, complex<bf16>) -> f6E3M2FN
    }, {
    }) : (complex<f128>, complex<f8E4M3>) -> ()
  }, {
    "a.jump"(%0#2, %2)[^bb1] {_u2 = 2147483647 : si32, b1 = 13062159737633756031758496946467 : si128, foo.k3, k$0 = 9.140000e+02 : f16} : (tuple<i32, f64>, (memref<?x3xi16, #map, 2>) -> ()) -> ()
  ^bb1:  // pred: ^bb0
    %5 = "z.nop"(%2) <{_u1 = affine_set<(d0)[s0, s1] : (0 >= 0, -(-d0 + s1 + 3) + 9 >= 0, (s1 mod 7) * -7 + 8 >= 0)>, sym_name2 = {attr0 = 8.447160e+05 : f64, k$1 = -64 : i7}, x0 = dense<[[3.714280e+05, -2.000000e+00, 825.596422999999958847183734178543091], [1.00000000000000008180305391403130955E-5, -2.1213334703581128106004170096817018E-1735, 3.47858802900616229715126777318530581E-1541], [1.981930e+05, 0x40202A05F00C00000000000000000000, -2.68234245487976818324517341922361901E-1267]]> : tensor<3x3xf128>}> {my.k0 = f16} : ((memref<?x3xi16, #map, 2>) -> ()) -> tensor<61x5x1x6x!my_dialect.param<[?, ["x y" , 31 , f32], "x y"] , ? , -3>>
  }) : (i32, tensor<0x6xindex>, tuple<i32, f64>) -> ()
  %4 = "d.op_1"(%1, %0#2, %1) {foo.k2 = "X/<a. ", "quoted key 0", value1 = 0 : i3} : (f32, tuple<i32, f64>, f32) -> f8E4M3B11FNUZ
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x040000008667E65FAF017E45",
      blob1: "0x0400000053A36FE71CF295A0D2C6D86140FD263C2F72986BB55EBB4E"
    }
  }
#-}

