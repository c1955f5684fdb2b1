#loc = loc("f":210:93)
#map = affine_map<(d0, d1) -> ((-d1) ceildiv 8)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<(d0, d1, d2)[s0, s1] -> (d1 * 2 - d2, s1 floordiv 3 - s1 - 7)>
#set = affine_set<(d0)[s0, s1] : (d0 + s1 + 7 >= 0, -(s0 ceildiv 2) + 8 >= 0)>
"builtin.module"() ({
  %0:3 = "foo.bar"() : () -> (i1, index, f64)
  "foo.bar.baz"(%0#2, %0#2) : (f64, f64) -> ()
  %1 = "a.b"() {a1 = 0 : i64, d.k2 = dense<-170141183460469231731687303715884105728> : tensor<i128>, value0} : () -> si7
  "foo.bar"(%0#2) : (f64) -> ()
  %2 = "z.nop"(%0#1) : (index) -> f16
  "z.nop"(%1, %0#2, %1) ({
  ^bb0(%arg0: f16, %arg1: tensor<f64>, %arg2: tuple<ui1>):
    %15 = "my_dialect.thing"(%arg0, %arg1) ({
      "builtin.module"() ({
        %19 = "foo.op"() {_u1 = 1 : i3, a3 = @x.y::@"x y"::@a, x2 = "\C3\A9\09<", z90 = #map} : () -> i1
      }) : () -> ()
    }, {
    ^bb0(%arg3: index, %arg4: tensor<0x4x?x4xcomplex<bf16>>):
      "foo.op"() : () -> ()
      %17:4 = "d.op_1"(%arg4, %arg3) ({
      }) : (tensor<0x4x?x4xcomplex<bf16>>, index) -> (!my_dialect.t_1, tuple<i16, si17>, tensor<2x5x34xcomplex<ui17>>, complex<f32>)
      %18 = "foo.bar.baz"(%17#3) {_u2 = 1 : index, attr3 = array<i8>, foo.k1 = 0x49775750 : f32, value0 = dense_resource<res_0> : tensor<4xi32>} : (complex<f32>) -> complex<f32>
    }) {attr0 = dense_resource<res_1> : tensor<1xi64>} : (f16, tensor<f64>) -> !foo.param<0,<-1>>
    %16:3 = "my_dialect.thing"(%15, %0#2) {foo.k0 = 1 : ui32, k$1} : (!foo.param<0,<-1>>, f64) -> (ui8, tuple<f8E5M2, f16, f16, bf16>, ui128)
    "foo.compute"(%16#1, %16#1, %1) : (tuple<f8E5M2, f16, f16, bf16>, tuple<f8E5M2, f16, f16, bf16>, si7) -> ()
    "z.nop"(%16#0) {d.k2 = "_\\\0Az\C3\A9\0A", d.k3 = -2.718750e+00 : f16, k$0 = 1.406250e-01 : f8E4M3, value1 = ["", #map1]} : (ui8) -> ()
  }) : (si7, f64, si7) -> ()
  %3 = "my_dialect.thing"(%2) <{b0 = -1.16584594674246633827E-1583 : f80, b2 = distinct[0]<dense<[[0.00250000000000000005204170427930421283, 4.94065645841246544176568792868221372E-324], [-3.14159265358979000737349451810587198, 2.71828182845904509079559829842764884]]> : tensor<2x2xf128>>, my.k1 = 0x7FF8000000000001 : f64, my.k3 = 0 : i64}> ({
  }) : (f16) -> f6E2M3FN
  %4:3 = "foo.bar.baz"(%3, %1) : (f6E2M3FN, si7) -> (complex<f32>, tensor<3xui8>, (f16, tensor<960x3x1xsi64>) -> (none, !my_dialect.param<96 , {?}>))
  %5 = "my_dialect.thing"(%0#0, %3) <{attr0}> ({
    %8:4 = "bar.yield"(%4#1, %4#2, %0#1) ({
      %12:4 = "bar.yield"() ({
      }) : () -> (index, ui16, si17, tensor<index>)
      %13 = "bar.yield"(%12#1, %12#3, %12#3) ({
        %14 = "bar.yield"(%12#0, %12#3) : (index, tensor<index>) -> tensor<?xf80, #foo.enc>
      }) {a3 = 340282366920938463463374607431768211455 : ui128, d.k1 = false, k$0 = "z\\Xz'", z92 = f8E5M2FNUZ} : (ui16, tensor<index>, tensor<index>) -> f16
    }, {
    }) : (tensor<3xui8>, (f16, tensor<960x3x1xsi64>) -> (none, !my_dialect.param<96 , {?}>), index) -> (si8, tensor<*xf4E2M1FN>, f4E2M1FN, f16)
    %9 = "foo.op"() <{a0}> : () -> tuple<>
    %10 = "foo.bar.baz"(%9, %8#1) <{}> : (tuple<>, tensor<*xf4E2M1FN>) -> f16
    %11:3 = "foo.op"(%8#2) {a0 = ["#\7Fa", 0 : ui1, #set, #map2], a2 = #loc, b1 = ui8} : (f4E2M1FN) -> (none, complex<f8E3M4>, tuple<f6E2M3FN, bf16, i17, complex<si64>>)
  }) : (i1, f6E2M3FN) -> vector<10x14xindex>
  %6 = "my_dialect.thing"() {k$2 = 21 : index, "quoted key 0" = @c::@"with\22quote"::@f_1, value1 = @s$::@x.y} : () -> complex<f80>
  %7 = "my_dialect.thing"(%6, %6, %4#2) <{attr0 = [], b3 = 29 : index, d.k2 = -9223372036854775808 : i64, z91 = #my.v<<<-4, a.b>>>}> : (complex<f80>, complex<f80>, (f16, tensor<960x3x1xsi64>) -> (none, !my_dialect.param<96 , {?}>)) -> tuple<index, !foo.t<-5, [{f32 61 "x y"}]>>
  "z.nop"(%5, %7) {attr1, x0 = 9.384750e+07 : bf16} : (vector<10x14xindex>, tuple<index, !foo.t<-5, [{f32 61 "x y"}]>>) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x040000009245CF90141AE6721B45C4E3A1F9BA66",
      res_1: "0x0800000097D8EC7DC0B8CC82"
    }
  }
#-}

