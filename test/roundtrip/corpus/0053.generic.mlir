#set = affine_set<(d0)[s0] : (d0 * -2 + (s0 mod 5) mod 9 >= 0, -d0 - s0 * 2 >= 0)>
"builtin.module"() ({
  "foo.op"() {d.k0 = #x.b.c, my.k1 = -3.95999999999999996447 : f80, x2 = #set} : () -> ()
  %0 = "foo.compute"() {foo.k0 = dense<[[-9.375000e-01, 0x78, -3.600000e+01, -1.120000e+02], [-1.000000e+00, 5.000000e-01, 2.000000e+00, 0x78]]> : vector<2x4xf8E4M3>} : () -> si32
  %1:4 = "d.op_1"(%0, %0, %0) : (si32, si32, si32) -> ((ui7, bf16, tensor<4x?xcomplex<si1>>) -> (f64, f8E4M3FNUZ), f8E4M3B11FNUZ, !x.t<63, [-2 , 64], <["x y"], ?>>, tuple<>)
  "foo.compute"(%1#0) ({
  }) : ((ui7, bf16, tensor<4x?xcomplex<si1>>) -> (f64, f8E4M3FNUZ)) -> ()
  %2:4 = "x.y"(%1#3) : (tuple<>) -> (i32, complex<f16>, tuple<>, complex<bf16>)
}) {foo.module_attr = "/!\\%"} : () -> ()

