"builtin.module"() ({
  %0 = "z.nop"() : () -> complex<f8E5M2FNUZ>
  %1 = "x.y"() : () -> complex<i32>
  %2:2 = "foo.compute"(%1, %1) {attr2, sym_name0, value3 = "", x1 = false} : (complex<i32>, complex<i32>) -> (none, none)
  "foo.bar"(%1) <{b0 = -433.21351099999998 : f64, b1 = []}> : (complex<i32>) -> ()
}) {foo.module_attr = ["\22" : i3, "\C3\A9", 0 : si1, dense<[[(2.696880e+01,0x7C00), (0x7C00,5.000000e-01)], [(0xFC00,8.598630e-01), (0x7C00,0x7C00)], [(1.860800e+04,1.001360e-05), (9.995000e+02,2.371200e+04)]]> : tensor<3x2xcomplex<f16>>]} : () -> ()

