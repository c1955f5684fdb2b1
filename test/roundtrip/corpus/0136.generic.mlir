!tuple = tuple<index, f6E2M3FN, si8, f8E4M3FNUZ, f32, complex<f8E3M4>, index, f8E3M4, f8E3M4, f64, f8E5M2FNUZ, ui17, i1, si32, si32, f8E5M2, i32, index, i16>
#map = affine_map<(d0) -> ()>
#map1 = affine_map<(d0)[s0] -> ()>
#map2 = affine_map<()[s0, s1] -> (9)>
"builtin.module"() <{sym_name = "m89"}> ({
  %0:4 = "bar.yield"() {z90 = sparse<0, -0.869344413> : tensor<2xf32>} : () -> (!bar.param<<<-4>, <"x y" 76 i8>>,<<"x y" -5 ?>>>, complex<i32>, !my_dialect<"x<y>">, none)
  %1 = "foo.bar"() : () -> tensor<?xi1024>
  "foo.compute"() : () -> ()
  "z.nop"(%0#2, %0#2) <{sym_name0 = 4643241421352908030 : ui128}> {_u0 = [-12 : i32], foo.k2 = -8388608 : i24, z91 = "\00\00<"} : (!my_dialect<"x<y>">, !my_dialect<"x<y>">) -> ()
  %2 = "my_dialect.thing"(%0#2) <{b1 = 6.0221407599999999E+23 : f64, b2 = "\B2a\090b-%\0A\0A\09", my.k3 = false, z90 = {a1, my.k3 = dense<[[[263, 59], [3, -1]], [[-1, 1], [0, -1]]]> : tensor<2x2x2xi128>, "quoted key 2" = "a  <\C3\A9" : i7, value0 = dense<[[(30,-95), (94,-1), (30,-45)], [(48,-68), (27,-34), (29,-5)]]> : tensor<2x3xcomplex<i32>>}}> {_u0, attr1 = #map, k$3 = 138 : i16, "quoted key 2"} : (!my_dialect<"x<y>">) -> f32
  %3 = "d.op_1"() : () -> tuple<f4E2M1FN>
  %4:3 = "foo.bar"() : () -> (!x.t<abc>, bf16, memref<382x3xvector<[2]x2xf32>>)
  "my_dialect.thing"(%1, %0#2) : (tensor<?xi1024>, !my_dialect<"x<y>">) -> ()
  %5 = "bar.yield"(%0#1, %0#0, %4#0) ({
  }) : (complex<i32>, !bar.param<<<-4>, <"x y" 76 i8>>,<<"x y" -5 ?>>>, !x.t<abc>) -> !tuple
  %6 = "my_dialect.thing"(%2) : (f32) -> ((bf16, none, vector<1xsi32>) -> vector<[14]x8x[8]xf8E5M2FNUZ>)
  "foo.op"(%4#0, %4#2) <{}> {_u0 = "\00{0}{{", b1 = "\00\09\09}\00_a-#\09\09"} : (!x.t<abc>, memref<382x3xvector<[2]x2xf32>>) -> ()
  %7 = "foo.compute"() {foo.k3 = dense_resource<weights0> : tensor<5xf64>, k$2 = dense<1.718750e-01> : vector<3x4xf8E4M3FNUZ>, sym_name0 = {_u0, sym_name1 = 6.485090e-22 : bf16}, sym_name1 = [unit, 3.7703276622984842E-106, false, !foo<"abc">]} : () -> f8E4M3B11FNUZ
  %8:4 = "x.y"(%0#0) <{}> ({
    "builtin.module"() ({
      %11 = "d.op_1"() <{_u3 = true, a2, k$0 = 0xFC : f8E5M2, "quoted key 1" = affine_map<(d0, d1, d2)[s0] -> (d2)>}> ({
        %13:2 = "a.b"() : () -> (memref<421x?x2xvector<f80>, strided<[21, 64, 1]>, "local mem">, f8E4M3B11FNUZ)
        %14:4 = "a.b"(%13#0, %13#0, %13#1) ({
          %18 = "foo.bar"() {b1 = dense<[8072606604441673125, 5242792064869223496, 4503149022752289679, 2299903276711548313]> : tensor<4xi64>, sym_name0 = 1.000000e+02 : f64, sym_name2 = -1.001360e-05 : bf16, x3 = i1} : () -> complex<f4E2M1FN>
          "foo.bar.baz"(%18, %18, %18) : (complex<f4E2M1FN>, complex<f4E2M1FN>, complex<f4E2M1FN>) -> ()
          %19:3 = "z.nop"(%18, %18) : (complex<f4E2M1FN>, complex<f4E2M1FN>) -> (complex<i1024>, i3, tensor<?xf16>)
          "foo.br"(%19#1, %19#2, %19#0)[^bb1, ^bb2] {foo.k0} : (i3, tensor<?xf16>, complex<i1024>) -> ()
        ^bb1(%20: i1024, %21: tensor<99xf64>):  // pred: ^bb0
          %22 = "my_dialect.thing"() : () -> f32
          %23 = "foo.bar"(%19#2, %13#0, %19#1) : (tensor<?xf16>, memref<421x?x2xvector<f80>, strided<[21, 64, 1]>, "local mem">, i3) -> memref<?x?x1xf4E2M1FN, "local mem">
          "bar.yield"(%18) {value0 = #foo.attr} : (complex<f4E2M1FN>) -> ()
          "a.jump"()[^bb2] {b0 = [[5.194690e-22 : bf16, false, -2147483648 : i32, 2.718750e+00 : bf16], 932 : i17], value1} : () -> ()
        ^bb2:  // 2 preds: ^bb0, ^bb1
          %24 = "d.op_1"(%19#2, %19#1, %18) : (tensor<?xf16>, i3, complex<f4E2M1FN>) -> tf32
          %25 = "a.b"(%19#0, %19#0) : (complex<i1024>, complex<i1024>) -> index
          %26 = "foo.compute"() {_u1 = [unit, false, 0 : i3], k$0 = 0 : i7, sym_name3 = -5.0412851801990303E+193 : f64, x2 = [[#map1, dense<8.750000e-01> : vector<1x1xf6E3M2FN>], 0]} : () -> index
          %27 = "x.y"(%25, %19#0, %19#2) : (index, complex<i1024>, tensor<?xf16>) -> memref<3x3x3xvector<bf16>, strided<[54, 59, 1]>, "local mem">
          %28 = "a.b"(%13#0, %26) : (memref<421x?x2xvector<f80>, strided<[21, 64, 1]>, "local mem">, index) -> complex<f16>
        }) : (memref<421x?x2xvector<f80>, strided<[21, 64, 1]>, "local mem">, memref<421x?x2xvector<f80>, strided<[21, 64, 1]>, "local mem">, f8E4M3B11FNUZ) -> (complex<f32>, f32, complex<i32>, i8)
        %15 = "d.op_1"(%14#2, %14#3, %14#0) ({
        }, {
        ^bb0(%arg2: none, %arg3: i1, %arg4: complex<f8E5M2FNUZ>):
          "foo.op"(%arg2, %14#2) <{k$0 = dense<[[7.762000e+01, 8.278000e+06, 2.098720e-01, 0.355989814], [0.0748040974, 0.000000e+00, 5.000000e-01, 3.665000e+00], [2.71828175, 3.000000e-01, 29.6002884, 9.612660e+05]]> : vector<3x4xf32>, my.k1 = array<i64: -9223372036854775808, 1, 0>, value2 = affine_set<(d0, d1) : (d0 == 0, -d0 + 4 >= 0, d1 + 8 >= 0)>}> : (none, complex<i32>) -> ()
        }) : (complex<i32>, i8, complex<f32>) -> i128
        %16:4 = "a.b"() : () -> (bf16, i128, memref<1x1009xcomplex<i128>, strided<[53, 1]>>, memref<3xi1, strided<[1]>, {kind = "scratch"}>)
        %17 = "foo.compute"(%16#3, %16#2) {_u1 = @"x y"::@a::@a, a0} : (memref<3xi1, strided<[1]>, {kind = "scratch"}>, memref<1x1009xcomplex<i128>, strided<[53, 1]>>) -> !x.t<{-3}, -1, [<60>]>
      }, {
      ^bb0(%arg0: ui64, %arg1: index):
        "cfx.cond_br"(%arg1, %arg1)[^bb1, ^bb1] {b2, "quoted key 0" = #map2, "quoted key 1" = -9.884810e-23 : bf16} : (index, index) -> ()
      ^bb1(%12: ui7):  // 2 preds: ^bb0, ^bb0
        "foo.op"(%arg1, %arg0) {a0 = " t0''\C3\A9\E6\97\A5\E6\9C\AC", b3 = {a1 = array<f32: -1.000000e-30>, sym_name2 = 964409054167987912 : i64, z90}, my.k1 = array<f64: -8.3407622631641061E-302, 1.000000e+00>, z92 = 1 : i64} : (index, ui64) -> ()
      }) : () -> tensor<575x!my_dialect<"x<y>">>
    }) : () -> ()
  }) : (!bar.param<<<-4>, <"x y" 76 i8>>,<<"x y" -5 ?>>>) -> (tuple<!foo.t_1, tensor<409x17x!my_dialect.t<-1>>>, tensor<f16>, index, complex<f4E2M1FN>)
  %9 = "my_dialect.thing"() {foo.k0 = 5.839040e+05 : f64, value1 = 0xC12F1D0E00000000 : f64} : () -> tensor<58xf32>
  %10 = "foo.op"(%8#2, %0#3) : (index, none) -> i3
  "bar.yield"(%8#2, %9) : (index, tensor<58xf32>) -> ()
}) {foo.module_attr = dense_resource<blob1> : tensor<3xi64>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x080000003BF585DC9DB83EE06A62F6A11C8D73719F834B944352B1261F329EC01A91A13BD413996D35AF4497",
      blob1: "0x08000000C2843D89AA5670C1AD43B52D967BE55E5996686B99555233"
    }
  }
#-}

