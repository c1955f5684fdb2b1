!tuple = tuple<f32, f4E2M1FN, ui8, si32, i32, i64, i16, i1024, si64, i32, index, i32, si17, index, f16, ui3, i1, ui32, si64, i3, bf16>
#loc = loc("-":297:236)
#set = affine_set<(d0, d1, d2)[s0] : (d0 * s0 == 0, s0 * -28 + 4 >= 0)>
#set1 = affine_set<(d0)[s0] : (-d0 + 7 >= 0)>
"builtin.module"() ({
  "a.b"() : () -> ()
  "d.op_1"() : () -> ()
  %0:3 = "foo.op"() {_u2 = 3.122560e-01 : f16, attr1, b3 = memref<5xsi32>, my.k0 = -1 : i64} : () -> (ui3, tensor<789x3x?xi32>, complex<bf16>)
  %1 = "a.b"(%0#0, %0#1, %0#1) ({
  }, {
  ^bb0(%arg3: f32, %arg4: bf16):
    %21 = "foo.op"(%arg4) {attr0 = dense<[[[(-6.550400e+04,-3.8598716662492635E+142), (9.578800e+04,1.000000e-01), (-5.000000e-01,-9.6987760521272617E+291)], [(2.7810334839239274E+239,5.000000e-01), (2.000000e-01,-915.68364999999994), (2.4115442275210716E-222,-7.2017814093999188E+229)], [(1.000000e-30,7.906451983428466E-241), (2.000000e-01,5.622000e+03), (1.603382781557319E-269,-4.8169383112867283E-280)], [(1.000000e+02,-7.0090274015796614E-22), (-1.000000e-05,5.476860e-01), (9.3424237362293252E-142,2.6709328117525855E+275)]]]> : tensor<1x4x3xcomplex<f64>>, foo.k2 = false, z91} : (bf16) -> memref<50x?x?xf64, "gpu">
    %22 = "d.op_1"(%arg3, %arg4) : (f32, bf16) -> vector<13x2x7xi1024>
    "cfx.cond_br"(%21, %arg4, %arg3)[^bb1] <{}> {x0} : (memref<50x?x?xf64, "gpu">, bf16, f32) -> ()
  ^bb1(%23: f80, %24: f8E4M3B11FNUZ):  // pred: ^bb0
    %25 = "z.nop"(%arg3, %22) <{a2 = array<f64: -5.122120e+19>, my.k0 = dense<474> : vector<3xindex>, my.k1, sym_name3 = -2.500000e-03 : f64}> : (f32, vector<13x2x7xi1024>) -> vector<2x[14]xi1024>
    %26 = "foo.op"(%23, %0#2, %21) : (f80, complex<bf16>, memref<50x?x?xf64, "gpu">) -> tensor<?x?x29x979xf80>
    "foo.bar"(%arg4, %23) {foo.k0 = "*\0A0\09\\Y\090\\\7F." : f64, foo.k1} : (bf16, f80) -> ()
    %27:4 = "x.y"(%0#2, %25, %25) : (complex<bf16>, vector<2x[14]xi1024>, vector<2x[14]xi1024>) -> (f128, f8E5M2, f80, memref<3xbf16, strided<[?], offset: 6>, "shared">)
    %28 = "x.y"() : () -> ui24
    "cfx.cond_br"(%arg4)[^bb2] {foo.k3 = 2.7182818284590451 : f64, k$2 = {}, my.k1 = 0 : i128, z90 = #foo.a<"x y" , ? , {a.b [?, f32]}>} : (bf16) -> ()
  ^bb2:  // pred: ^bb1
    %29 = "foo.op"(%arg3) : (f32) -> tuple<>
    "foo.compute"() : () -> ()
    %30 = "my_dialect.thing"(%0#1, %0#2, %22) : (tensor<789x3x?xi32>, complex<bf16>, vector<13x2x7xi1024>) -> vector<1xi32>
    %31:2 = "my_dialect.thing"() <{_u0 = "a", k$1 = f32}> : () -> (index, index)
    %32:4 = "foo.op"() {attr1 = #foo.p<[{"x y",-6,29}], [37], 4>, k$0 = #bar.v<{<20,abc> , ? , -2} , {[? ?] , {"x y",-0}} , i8>, "quoted key 2" = 0.000000e+00 : f8E5M2, "quoted key 3" = 0 : i64} : () -> (vector<[16]x2xi64>, i7, index, none)
    %33 = "bar.yield"() : () -> tuple<f8E4M3B11FNUZ, complex<f64>, ui1024, ui7>
  }) {a1 = true, b0 = [{value1 = #set, z90}, #x<"x<1>">, #set1, "!\C3\A9/!\7F\CE\A9%\0A'%"]} : (ui3, tensor<789x3x?xi32>, tensor<789x3x?xi32>) -> f64
  "d.op_1"(%0#0) : (ui3) -> ()
  %2 = "my_dialect.thing"(%0#0, %0#1, %0#1) : (ui3, tensor<789x3x?xi32>, tensor<789x3x?xi32>) -> complex<i64>
  %3 = "foo.bar.baz"() {a2 = -170141183460469231731687303715884105728 : i128, "quoted key 1" = 6.735000e+02 : f16, value0 = {"quoted key 0" = -5.64968435E-16 : f32}, z93 = [@b, #my.a]} : () -> i3
  "z.nop"(%0#1, %2) : (tensor<789x3x?xi32>, complex<i64>) -> ()
  %4 = "x.y"() : () -> tensor<!foo.param<[[true,-8,"x y"] [60, ?] [?, "x y", a.b]]>>
  "foo.compute"(%3) : (i3) -> ()
  %5 = "a.b"(%1, %2) : (f64, complex<i64>) -> vector<5x14xsi1>
  %6:4 = "foo.op"(%4, %4) : (tensor<!foo.param<[[true,-8,"x y"] [60, ?] [?, "x y", a.b]]>>, tensor<!foo.param<[[true,-8,"x y"] [60, ?] [?, "x y", a.b]]>>) -> (f64, vector<si3>, si7, vector<[3]xi7>)
  %7 = "foo.compute"(%6#2, %6#1, %6#3) : (si7, vector<si3>, vector<[3]xi7>) -> vector<15x15xui128>
  %8:3 = "bar.yield"(%6#2, %6#1, %6#2) : (si7, vector<si3>, si7) -> (index, i17, tensor<?xindex>)
  "foo.bar"() {attr1 = index, b2, "quoted key 0" = #loc} : () -> ()
  %9 = "a.b"(%8#1) : (i17) -> tensor<740x27x?x?xcomplex<f8E4M3>>
  %10:3 = "foo.compute"(%3, %8#0, %8#2) ({
  ^bb0(%arg0: memref<2x2x1xf64, "local mem">):
    %14:2 = "a.b"(%0#0, %0#0, %6#2) : (ui3, ui3, si7) -> (!x.t, f128)
    %15:3 = "a.b"(%arg0, %14#0) : (memref<2x2x1xf64, "local mem">, !x.t) -> (tensor<352x777x1xi17, #foo.enc>, (!foo.a.b, bf16) -> ui64, f64)
    %16:3 = "d.op_1"(%15#1) ({
      %17:4 = "foo.bar.baz"(%6#1, %14#0, %6#1) : (vector<si3>, !x.t, vector<si3>) -> (f80, none, tuple<vector<i1>>, index)
      "foo.compute"(%17#3, %8#1, %17#1) : (index, i17, none) -> ()
      "z.nop"() ({
      ^bb0(%arg1: tensor<4x?x7x8xbf16>, %arg2: tensor<63x?x1xcomplex<f80>>):
        %19:2 = "foo.bar"(%arg2) : (tensor<63x?x1xcomplex<f80>>) -> (memref<2x5x?xcomplex<si1024>, strided<[?, 51, 1], offset: ?>>, bf16)
        %20:4 = "a.b"(%6#2, %6#0) : (si7, f64) -> (f32, complex<f16>, tensor<20x849x54xi8>, complex<bf16>)
      }) : () -> ()
      %18 = "z.nop"(%17#1, %17#0) <{my.k0 = dense<> : tensor<1x3x0xcomplex<f32>>}> {d.k3 = 0 : ui24, foo.k1, x0, z92 = -5.11776209E-28 : f32} : (none, f80) -> index
    }) {attr1 = [dense<[[[(6.695560e-02,9.119510e-05), (0.000000e+00,2.000000e+00), (7.037350e-02,0x7C00)], [(-1.000000e+00,0x7C00), (1.390000e+03,0x7C00), (-5.218750e+00,-7.820000e+03)]], [[(0x7FFF,9.500000e+01), (0xFFEA,-1.963870e+00), (4.412500e+01,2.718750e+00)], [(1.500000e+00,6.550400e+04), (1.611330e-02,0.000000e+00), (0x7C00,-1.999510e-01)]], [[(2.000000e+00,2.718750e+00), (-3.244000e+03,5.910150e+00), (-3.669260e-04,-6.454400e+04)], [(2.287290e-02,0x7C00), (0x7C00,0x7C00), (-2.007810e+01,0x7C00)]], [[(0x7FFF,2.334380e+01), (0xFC00,0x7C00), (3.081050e-01,0x7C00)], [(2.000000e+00,4.781250e+00), (0x7C00,0x7C00), (1.000000e+02,-2.000000e+00)]]]> : tensor<4x2x3xcomplex<f16>>], foo.k0 = dense<[[1.17549435E-38, 0.64707669999999995], [2.342000e+01, 1.000000e-30], [-752.66398800000002, 9.9999999999999997E+37]]> : tensor<3x2xf64>, foo.k2 = 1 : si24, my.k3 = sparse<4, 0x7FFF> : tensor<5xbf16>} : ((!foo.a.b, bf16) -> ui64) -> (i1024, (vector<[5]x12xsi17>, complex<f16>) -> memref<4x42x513xf16, 4>, memref<*xf4E2M1FN>)
  }) : (i3, index, tensor<?xindex>) -> (!tuple, f6E3M2FN, !foo.v<? , {?, ?}>)
  %11:4 = "my_dialect.thing"(%6#1, %10#2) : (vector<si3>, !foo.v<? , {?, ?}>) -> (!foo.t<-3 ?>, tuple<memref<*xf6E2M3FN>, bf16, index>, bf16, complex<f8E4M3FNUZ>)
  %12 = "z.nop"(%2, %11#2) {_u2 = dense<(2.718750e+00,0x7C00)> : tensor<2xcomplex<f16>>, d.k0 = dense<1> : tensor<i128>, x1} : (complex<i64>, bf16) -> f8E4M3FNUZ
  %13 = "my_dialect.thing"(%0#1) <{sym_name0 = @"x y"::@s$, sym_name1 = [0 : ui3, {_u1 = array<i64: -3>, sym_name0 = true, value2 = 2 : i3, z93 = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * s1) * 8, d1 * 5 + s1, d0)>}]}> {_u2, b0, foo.k1 = -8.400000e+02 : bf16, value3 = tf32} : (tensor<789x3x?xi32>) -> tensor<949x3x766xindex>
}) : () -> ()

