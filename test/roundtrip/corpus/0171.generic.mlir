#map = affine_map<(d0, d1, d2)[s0] -> ()>
"builtin.module"() <{sym_name = "m87"}> ({
  %0 = "a.b"() ({
    "a.jump"()[^bb1, ^bb1] ({
      %6:4 = "foo.bar"() <{attr2 = [affine_map<() -> (21, 1, 6)>, []], "quoted key 1" = dense<[[[(-1.000000e+00,2.199410e+05), (1.898670e+05,0.1495021)], [(0x4202A05F00C00000,-848.64616100000001), (1.000000e+300,-6.601870e+05)], [(0.60576660000000004,-2.0582330703652005E+126), (6.296070e+08,-1.7669800350528633E+95)], [(1.000000e+00,-1.8010565146004139E-264), (3.077000e+00,1.000000e+02)]]]> : tensor<1x4x2xcomplex<f64>>, value0 = f16}> {b1 = complex<i32>, value0 = 7.500000e-01 : f6E2M3FN} : () -> (i8, f16, complex<f16>, f8E8M0FNU)
      "foo.op"(%6#0) ({
        %12 = "foo.bar.baz"(%6#3, %6#0, %6#0) {_u2 = dense<["\7F}\09 0*\\\\\\", "_ @\09\22\7F\7F7", "\7Fz\B40@#.\C3\A9{\22\0A0"]> : tensor<3x!foo.str>, k$1 = 0x7F800000 : f32, z90 = [-128 : i8, 0x7C00 : f16]} : (f8E8M0FNU, i8, i8) -> memref<1x460x?xi1024>
        %13 = "bar.yield"(%6#3, %6#3) : (f8E8M0FNU, f8E8M0FNU) -> !my_dialect.t<?>
        %14:4 = "bar.yield"(%6#3, %6#0) {attr0 = @main::@main::@f_1, attr1 = -8.000000e+00 : f8E4M3} : (f8E8M0FNU, i8) -> (vector<11x5xi1>, memref<53x?x5xbf16>, tensor<*x!foo.v<[80 , ? , "x y"], {{-8 -6} , 36 , -3}, {"x y" <? , true , 47> f32}>>, f4E2M1FN)
        %15:4 = "foo.op"(%6#3, %14#2, %14#2) : (f8E8M0FNU, tensor<*x!foo.v<[80 , ? , "x y"], {{-8 -6} , 36 , -3}, {"x y" <? , true , 47> f32}>>, tensor<*x!foo.v<[80 , ? , "x y"], {{-8 -6} , 36 , -3}, {"x y" <? , true , 47> f32}>>) -> (f64, vector<15x7xi8>, i1, vector<15x5x1xi8>)
        "a.jump"(%6#3)[^bb1, ^bb1] : (f8E8M0FNU) -> ()
      ^bb1(%16: tensor<*xi3>):  // 2 preds: ^bb0, ^bb0
        %17 = "z.nop"(%15#1) : (vector<15x7xi8>) -> !x.type
        %18 = "d.op_1"() : () -> f8E3M4
        %19 = "my_dialect.thing"(%15#3, %6#1) : (vector<15x5x1xi8>, f16) -> tensor<472xi32>
        "foo.compute"(%19, %18) : (tensor<472xi32>, f8E3M4) -> ()
        %20 = "foo.bar"() <{}> : () -> complex<f8E4M3FN>
        %21 = "foo.bar.baz"(%6#2, %20, %20) : (complex<f16>, complex<f8E4M3FN>, complex<f8E4M3FN>) -> bf16
      }) {k$0 = true, k$1 = index, "quoted key 2" = dense<[[5.557000e+09, -2.947300e+04, 8.7696236458177746E-112]]> : tensor<1x3xf64>} : (i8) -> ()
      %7:4 = "foo.compute"(%6#3) <{d.k1, k$2 = "X", "quoted key 0" = @a::@"with\22quote"}> : (f8E8M0FNU) -> (ui32, memref<59x4x4xf8E3M4, strided<[?, 18, ?], offset: ?>, 4>, none, tuple<f128>)
      "foo.compute"(%7#3) : (tuple<f128>) -> ()
      %8 = "my_dialect.thing"(%7#1, %7#0) {z90 = #map} : (memref<59x4x4xf8E3M4, strided<[?, 18, ?], offset: ?>, 4>, ui32) -> tensor<0x?xcomplex<i24>>
      "a.jump"(%7#3, %6#2)[^bb1, ^bb2] : (tuple<f128>, complex<f16>) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb2
      "cfx.cond_br"(%8, %7#3)[^bb2] : (tensor<0x?xcomplex<i24>>, tuple<f128>) -> ()
    ^bb2(%9: tensor<54xi32>, %10: !my_dialect.t_1, %11: i24):  // 2 preds: ^bb0, ^bb1
      "x.switch"(%8)[^bb1] : (tensor<0x?xcomplex<i24>>) -> ()
    }) : () -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    "foo.br"()[^bb2, ^bb1] <{d.k0, sym_name1 = array<i64: 1, -1>}> : () -> ()
  ^bb2(%3: vector<15x13xindex>, %4: complex<f8E5M2>):  // pred: ^bb1
    "a.jump"(%3, %4)[^bb3] {k$0 = true, x1 = ["\09\\%\09", "-", #x.attr]} : (vector<15x13xindex>, complex<f8E5M2>) -> ()
  ^bb3:  // pred: ^bb2
    %5 = "z.nop"() {foo.k0 = dense_resource<r.0> : tensor<2xi64>} : () -> vector<[9]xi8>
  }) : () -> complex<f80>
  %1 = "my_dialect.thing"(%0, %0) : (complex<f80>, complex<f80>) -> bf16
  "a.b"(%1) : (bf16) -> ()
  %2 = "d.op_1"(%0, %1, %0) {attr1 = dense<364> : tensor<index>, d.k0 = dense<[[[-22353, 31796], [20811, -27453], [-13852, -11003]]]> : tensor<1x3x2xi16>} : (complex<f80>, bf16, complex<f80>) -> ((si32, !my_dialect.t<[27 , {-1 , 51 , a.b} , -1] a.b>) -> (!bar.t<-3 , <"x y",{? true}> , {["x y" , ? , ?], [-5]}>, memref<60x?x581xi32, 3>))
}) {foo.module_attr = "\00"} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000008AAFD3BFE0D320A6CBF6550D8360280A"
    }
  }
#-}

