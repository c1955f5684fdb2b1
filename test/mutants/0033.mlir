"builtin.module"() ({
%v0 = "my_dialect.thing"(): () -> tensor<57x?x0xi1>
%_1:3 = "foo.bar"() ({
}, {
"builtin.module"() ({
%v2 = "foo.op"() {a0= #my.a}: () -> (tensor<942xcomplex<f16>>)
%arg3:2 = "foo.compute"(%v2, %v2) {my.k0= [sparse<[[2], [2], [3], [2]], [1.17549435e-38, 556.843145, 0x4266F0851387272E, 1.0e38]> : tensor<4xf64>], sym_name1= affine_map<(d0, d1, d2)[s0] -> (4 * ((s0) floordiv 4))>}: (tensor<942xcomplex<f16>>, tensor<942xcomplex<f16>>) -> (!foo.t<77,"x y">, f32) loc(callsite("f":153:394 at unknown))
%4 = "my_dialect.thing"(%arg3#0) {"quoted key 0"= vector<11x11x14xf64>, foo.k1= @"x y"::@f_1::@"a"}: (!foo.t<77,"x y">) -> si7
"foo.bar"(%arg3#0) {k$0= complex<bf16>, z91= "_\\bX" : i16, value2= @b, foo.k3= 187.886600 : bf16}: (!foo.t<77,"x y">) -> () loc("":217:4294967295)
"my_dialect.thing"(%v2, %arg3#0, %v2): (tensor<942xcomplex<f16>>, !foo.t<77,"x y">, tensor<942xcomplex<f16>>) -> ()
%5:3 = "a.b"(): () -> (si128, complex<f64>, vector<4x[1]xf16>) loc(callsite("f":16:8 to 16:2 at unknown))
}) : () -> ()
}) {value0= 149193.0 : f64, a1= 1.0e-30 : f32, a2, my.k3= affine_map<(d0, d1)[s0, s1] -> ((s0) floordiv 5 - -(5))>}: () -> (tuple<>, f64, complex<f64>) loc("with \"q\"")
%v6 = "foo.bar"(%v0, %_1#2, %v0): (tensor<57x?x0xi1>, complex<f64>, tensor<57x?x0xi1>) -> vector<16xf8E5M2> loc("":468:0) // trailing comment
%-7:4 = "x.y"(%_1#2)<{value0= unit}> {foo.k0= {_u0= 41 : index, "quoted key 1"= true, x2= 2.0, z93= 0.0 : f8E4M3B11FNUZ}, sym_name1}: (complex<i32>) -> (vector<5x4xf16>, !x.t_1, si17, f8E8M0FNU) loc("op.1")
}) {foo.module_attr = {sym_name0, x1= @"0start"::@"0start"::@s$, k$2= loc("":8:8 to 9:73), sym_name3= 12 : index}} : () -> () loc("src/x.py":50:16 to 50:59)
