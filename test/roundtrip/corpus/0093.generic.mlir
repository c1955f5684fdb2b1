"builtin.module"() ({
  %0 = "foo.compute"() {d.k0 = @s$} : () -> f64
  %1 = "foo.bar.baz"() ({
    %4 = "bar.yield"(%0) ({
      %5 = "foo.bar.baz"() : () -> complex<f8E8M0FNU>
      %6 = "foo.compute"(%0) ({
      }) {b0 = 1.767580e-01 : bf16, foo.k2 = 0 : ui3, my.k1 = @f_1::@"x y"::@"x y"} : (f64) -> memref<456xui24, strided<[1]>>
      "foo.bar"(%5, %5, %0) : (complex<f8E8M0FNU>, complex<f8E8M0FNU>, f64) -> ()
      %7 = "my_dialect.thing"() {foo.k1 = true, "quoted key 0" = -170141183460469231731687303715884105728 : si128} : () -> (() -> none)
      "cfx.cond_br"(%6)[^bb1, ^bb3] <{x0 = -2147483648 : i32}> ({
      ^bb0(%arg1: tuple<si64, f64>):
        %21 = "d.op_1"(%6, %7, %5) : (memref<456xui24, strided<[1]>>, () -> none, complex<f8E8M0FNU>) -> tensor<363x14x3xvector<i7>>
        "a.b"(%5) {sym_name0 = []} : (complex<f8E8M0FNU>) -> ()
      }) : (memref<456xui24, strided<[1]>>) -> ()
    ^bb1:  // pred: ^bb0
      %8 = "foo.bar.baz"(%7, %7) <{_u1 = #foo.a<?,<<? , -0>>,?>, foo.k2 = [affine_set<(d0, d1)[s0] : ((d1 floordiv 7) floordiv 7 == 0, (d1 * s0) mod 3 == 0, s0 - s0 floordiv 7 + 36 >= 0)>, loc("dir/with space.c":339:473)], x0 = 2 : i7}> {d.k0 = "", x1} : (() -> none, () -> none) -> vector<3x10x1xsi24>
      "foo.br"(%5, %6, %6)[^bb2, ^bb2] : (complex<f8E8M0FNU>, memref<456xui24, strided<[1]>>, memref<456xui24, strided<[1]>>) -> ()
    ^bb2(%9: complex<i32>):  // 2 preds: ^bb1, ^bb1
      %10 = "foo.op"(%7) <{my.k1 = 0 : si32, value0 = tuple<i64>}> ({
      ^bb0(%arg0: i32):
        "foo.br"(%6)[^bb1] {_u1 = -170141183460469231731687303715884105728 : si128, a0, my.k2 = "\8F\09\09\00\\\00#_'\09'", "quoted key 3" = -170141183460469231731687303715884105728 : si128} : (memref<456xui24, strided<[1]>>) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb2
        "x.switch"()[^bb2, ^bb2] : () -> ()
      ^bb2:  // 2 preds: ^bb1, ^bb1
        %12 = "z.nop"() {sym_name0} : () -> si7
        %13:3 = "foo.compute"(%9, %9) {a1 = @"x y"::@c::@s$, "quoted key 0" = @b} : (complex<i32>, complex<i32>) -> (none, !my_dialect.param<[i8] , 0>, vector<13x12x16xi1>)
        "a.b"(%13#2, %13#1) : (vector<13x12x16xi1>, !my_dialect.param<[i8] , 0>) -> ()
        %14 = "foo.bar"(%13#1) : (!my_dialect.param<[i8] , 0>) -> f16
        "cfx.cond_br"()[^bb3, ^bb1] {x0 = 12 : index, z91 = -170141183460469231731687303715884105728 : si128} : () -> ()
      ^bb3(%15: tensor<?xi64, "sparse">, %16: tensor<252x?x?x?xui24>, %17: si1):  // pred: ^bb2
        "a.b"() : () -> ()
        %18 = "foo.bar"(%arg0) {sym_name0 = @main} : (i32) -> none
        %19:3 = "foo.compute"(%5) : (complex<f8E8M0FNU>) -> (() -> (tuple<i64>, i7), index, ui7)
        %20 = "a.b"(%18, %17) <{b0, foo.k1 = 4.000000e+00 : f4E2M1FN}> : (none, si1) -> f8E4M3
      }, {
      }) : (() -> none) -> f16
      %11:3 = "foo.bar"(%5, %5, %6) {a0, a1 = 0 : ui64, foo.k2 = []} : (complex<f8E8M0FNU>, complex<f8E8M0FNU>, memref<456xui24, strided<[1]>>) -> (memref<5x5xui32, strided<[7, 1], offset: ?>>, f32, tensor<?x27x?x3xcomplex<f16>>)
      "foo.br"(%5, %11#0)[^bb3] {d.k0} : (complex<f8E8M0FNU>, memref<5x5xui32, strided<[7, 1], offset: ?>>) -> ()
    ^bb3:  // 2 preds: ^bb0, ^bb2
      "my_dialect.thing"() : () -> ()
    }, {
    }) : (f64) -> tuple<i64>
    "z.nop"(%4, %0) : (tuple<i64>, f64) -> ()
  }) {_u0, a1 = dense<24173> : vector<3xi16>, d.k2 = -9223372036854775808 : index, sym_name3 = #my.a} : () -> memref<*xindex>
  %2:4 = "foo.compute"() <{my.k0 = -170141183460469231731687303715884105728 : si128}> {attr2 = true, attr3, b0 = dense<[[9.99999974E-6, 1.17549435E-38, 9.99999968E+37]]> : tensor<1x3xf32>, sym_name1} : () -> (tensor<679xf16>, tuple<i8, i1>, tuple<i64>, vector<12x13xindex>)
  %3 = "z.nop"() <{z90 = -170141183460469231731687303715884105728 : si128}> : () -> tuple<i64>
}) : () -> ()

