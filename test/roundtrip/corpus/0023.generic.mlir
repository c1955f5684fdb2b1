#map = affine_map<(d0, d1)[s0, s1] -> ((-d1 + s1) ceildiv 7)>
#map1 = affine_map<(d0)[s0, s1] -> (s1, s0 - s1 - 4)>
"builtin.module"() <{sym_name = "m83"}> ({
  %0:4 = "d.op_1"() : () -> (none, f32, f16, index)
  %1 = "foo.bar.baz"(%0#2, %0#1) <{a0 = "\09"}> : (f16, f32) -> !my_dialect.param<?>
  %2 = "z.nop"() : () -> bf16
  %3 = "x.y"(%0#3, %2) : (index, bf16) -> ui16
  %4 = "foo.op"() <{}> ({
    %6 = "d.op_1"(%1, %1) <{d.k0}> : (!my_dialect.param<?>, !my_dialect.param<?>) -> ((vector<3x10xf80>, i24) -> (tensor<1xcomplex<f8E8M0FNU>>, vector<15x7xi32>))
    "foo.compute"(%3) : (ui16) -> ()
    %7 = "bar.yield"(%2, %0#1, %2) : (bf16, f32, bf16) -> bf16
    "x.y"(%6, %2) : ((vector<3x10xf80>, i24) -> (tensor<1xcomplex<f8E8M0FNU>>, vector<15x7xi32>), bf16) -> ()
    "foo.bar.baz"(%3, %2, %7) ({
    ^bb0(%arg0: complex<ui32>, %arg1: none):
      %9 = "foo.bar"() : () -> ((index, index, complex<f4E2M1FN>) -> f32)
      "x.y"(%arg0, %0#0, %9) : (complex<ui32>, none, (index, index, complex<f4E2M1FN>) -> f32) -> ()
      %10 = "foo.bar"(%7) : (bf16) -> !my_dialect.t<{"x y"}>
      %11 = "foo.compute"() {_u1 = @s$, x0 = #map} : () -> i1024
    }) : (ui16, bf16, bf16) -> ()
    %8 = "a.b"() {b1 = #map1, "quoted key 0" = {my.k1, "quoted key 0" = -1 : i17, x2}} : () -> f16
  }) : () -> index
  "bar.yield"(%1, %3) {d.k0 = f8E4M3B11FNUZ, k$2 = dense<-870436830> : tensor<2x4x4xsi32>, value1 = 6.02214064E+23 : f32} : (!my_dialect.param<?>, ui16) -> ()
  "x.y"(%4, %0#1, %2) {k$0 = dense<-128> : tensor<1x1xi8>, x1 = 2.500000e-03 : f64} : (index, f32, bf16) -> ()
  %5 = "a.b"(%2) <{attr0 = dense<[911, 801, 519]> : vector<3xindex>, value1 = dense<-128> : tensor<i8>}> {b0 = [-6.340000e+09]} : (bf16) -> si8
}) {foo.module_attr = 12 : i17} : () -> ()

