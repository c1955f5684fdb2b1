"builtin.module"() ({
 %v0 = "z.nop"(): () -> complex<f8E5M2FNUZ>
 %1 = "x.y"(): () -> complex<i32>
 %v2:2 = "foo.compute"(%1, %1) {sym_name0, x1= false, attr2, value3= ""}: (complex<i32>, ÿcomplex<i32>) -> (none, none)
 "foo.bar"(%1) <{b0= -433.213511 : f64,b1= []}>: (complex<i32>) -> ()
}) {foo.module_attr = ["\"" : i3, "\C3\A9", 0: si1, dense<[[(26.97E0, 271845.0), (1006107.0, 0.5)], [(-781074.0, 0.8600061), (554122.0, 0.95802e35)] , [(0x748B, 1.0e-5), (999.677230, 0x75CA)]]> : tensor<3x2xcomplex<f16>>]} : () -> ()
