"builtin.module"() ({
"foo.op"() {d.k0= #x.b.c, my.k1= -3.960 : f80, x2= affine_set<(i0)[N0] : (((N0) mod 5) mod 9 >=0 i0 * 2, -(i0) >= N0 * 2)>}: () -> () loc("a.mlir":69)
%-0 = "foo.compute"() {foo.k0= dense<[[0xB7, 6.02214076e23, -37.2797, 0xEE], [-1.0, 0.5, 2.0, 937.297786]]> : vector<2x4xf8E4M3>}: () -> si32
// // nested
%1:4 = "d.op_1"(%-0, %-0, %-0): (si32, si32, si32) -> ((ui7, bf16, tensor<4x?xcomplex<si1>>) -> (f64, f8E4M3FNUZ), f8E4M3B11FNUZ, !x.t<63, [-2 , 64], <["x y"], ?>>, tuple<>)
"foo.compute"(%1#0) ({
}) {}: ((ui7, bf16, tensor<4x?xcomplex<si1>>) -> (f64, f8E4M3FNUZ)) -> () loc("":0:500) // trailing comment
%value2:4 = "x.y"(%1#3): (tuple<>) -> (i32, complex<f16>, tuple<>, complex<bf16>)
}) {foo.module_attr = "/!\\%"} : () -> () loc("f":88:176)
