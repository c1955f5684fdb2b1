#distinct = distinct[0]<-1.000000e+10 : f64>
#loc = loc(unknown)
#map = affine_map<(d0, d1)[s0] -> (-d1 + s0, s0 * 7)>
#map1 = affine_map<(d0, d1, d2)[s0, s1] -> (-d2)>
#map2 = affine_map<()[s0, s1] -> ()>
#map3 = affine_map<(d0) -> (0)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
"builtin.module"() <{sym_name = "m73"}> ({
  %0 = "my_dialect.thing"() : () -> tensor<?x4x6x58x!my_dialect.param<"x y">>
  %1 = "foo.compute"(%0) : (tensor<?x4x6x58x!my_dialect.param<"x y">>) -> f64
  %2 = "foo.bar"() {b0} : () -> ((si32, tensor<?x?x?xcomplex<f16>>) -> ())
  %3:2 = "d.op_1"(%0, %1, %0) : (tensor<?x4x6x58x!my_dialect.param<"x y">>, f64, tensor<?x4x6x58x!my_dialect.param<"x y">>) -> ((vector<6x7x13xf64>) -> index, tensor<complex<f8E5M2>>)
  %4:4 = "bar.yield"(%2, %2) : ((si32, tensor<?x?x?xcomplex<f16>>) -> (), (si32, tensor<?x?x?xcomplex<f16>>) -> ()) -> (memref<?xcomplex<f16>>, ui128, tuple<bf16>, none)
  "foo.bar.baz"() : () -> ()
  %5 = "foo.bar.baz"(%2, %4#1) ({
    %8 = "foo.bar.baz"(%4#2) ({
      %10:2 = "bar.yield"() : () -> (tensor<vector<5x16xf16>>, f8E5M2)
      "foo.op"(%10#0) ({
      ^bb0(%arg3: si3):
        "foo.br"(%4#3, %4#1, %10#0)[^bb1, ^bb1] : (none, ui128, tensor<vector<5x16xf16>>) -> ()
      ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
        %13:4 = "foo.op"() : () -> (none, si3, i64, tensor<3x2xf4E2M1FN>)
        %14:3 = "foo.compute"(%13#2, %13#3, %13#2) {_u1 = [#map, f128, #map1, -9223372036854775808], b2 = 0.69749749999999999 : f64, foo.k0 = #map2, foo.k3 = -7269812 : i32} : (i64, tensor<3x2xf4E2M1FN>, i64) -> (i8, memref<*xtf32, {kind = "scratch"}>, complex<f80>)
        %15:4 = "a.b"(%10#0, %14#0) : (tensor<vector<5x16xf16>>, i8) -> (complex<f16>, complex<f32>, memref<*xsi3, "shared">, vector<[16]x4xf64>)
        "my_dialect.thing"(%10#0, %15#1, %15#0) <{foo.k0 = {_u3 = dense<(0x7C00,0x7C00)> : tensor<1x1x1xcomplex<f16>>, foo.k0 = "@\09\09", k$1 = @s$, "quoted key 2"}}> : (tensor<vector<5x16xf16>>, complex<f32>, complex<f16>) -> ()
        "foo.br"(%15#0, %15#1)[^bb2, ^bb1] : (complex<f16>, complex<f32>) -> ()
      ^bb2:  // 2 preds: ^bb1, ^bb2
        "cfx.cond_br"(%0, %4#0)[^bb2] {_u3 = #x.b.c, a1 = #loc, attr2 = #map3, foo.k0 = ""} : (tensor<?x4x6x58x!my_dialect.param<"x y">>, memref<?xcomplex<f16>>) -> ()
      }) : (tensor<vector<5x16xf16>>) -> ()
      %11 = "d.op_1"(%1, %0) {d.k2, sym_name0 = @"x y"::@"with\22quote", sym_name3 = 1 : ui128, value1} : (f64, tensor<?x4x6x58x!my_dialect.param<"x y">>) -> tuple<i32, i3, ui8, ui128>
      "foo.bar"(%1) : (f64) -> ()
      "my_dialect.thing"(%11, %4#3, %10#1) : (tuple<i32, i3, ui8, ui128>, none, f8E5M2) -> ()
      %12:4 = "foo.bar.baz"(%10#0, %3#0, %10#1) : (tensor<vector<5x16xf16>>, (vector<6x7x13xf64>) -> index, f8E5M2) -> (complex<si1>, tensor<?x3x4xi128>, bf16, memref<?x6x?xf8E8M0FNU, #map4, {kind = "scratch"}>)
    }) {_u1 = -6.553600e+04 : bf16, a0 = 34 : index} : (tuple<bf16>) -> complex<f8E4M3FN>
    %9:3 = "foo.op"() : () -> (index, tensor<87x5x4xui32>, f64)
  }, {
  ^bb0(%arg2: f6E2M3FN):
  }, {
  ^bb0(%arg0: (tensor<?x895xf32, #foo.enc>, memref<44x6xbf16, "local mem">) -> (), %arg1: vector<11x13x15xf32>):
    %7 = "a.b"(%arg1, %1, %3#1) : (vector<11x13x15xf32>, f64, tensor<complex<f8E5M2>>) -> complex<f80>
  }) : ((si32, tensor<?x?x?xcomplex<f16>>) -> (), ui128) -> tensor<390xvector<16x1x[13]xf64>, 4 : i32>
  %6 = "d.op_1"() : () -> f32
}) {foo.module_attr = #distinct} : () -> ()

