!tuple = tuple<!bar.a.b, i64, bf16, si1024, f8E5M2FNUZ, !bar<"">, i128, i32, i8, f32, f8E3M4, bf16, i8, f16, f64, index, i64, index, ui1, f32>
#map = affine_map<(d0) -> (4, d0 mod 8 - 18)>
#set = affine_set<(d0) : (-((d0 ceildiv 3) mod 9) + 9 >= 0, (d0 floordiv 3) mod 7 >= 0)>
"builtin.module"() ({
  %0 = "d.op_1"() : () -> tensor<0x?x5x4xsi17>
  %1:3 = "my_dialect.thing"(%0, %0, %0) {_u1 = {d.k0 = false}, d.k0 = "-X", foo.k3 = distinct[0]<>, z92 = #map} : (tensor<0x?x5x4xsi17>, tensor<0x?x5x4xsi17>, tensor<0x?x5x4xsi17>) -> (i1, i64, !tuple)
  %2 = "my_dialect.thing"() : () -> f64
  %3:2 = "z.nop"() : () -> (memref<43x2x38xf8E4M3B11FNUZ>, f8E3M4)
  %4 = "d.op_1"() {attr0 = [], foo.k2 = dense<-6.05359074699303424698E-4310> : tensor<2x3x4xf80>, value1 = array<i8: -1, -1, 2, 0, -1>} : () -> complex<f128>
  %5 = "z.nop"() : () -> tensor<?xbf16>
  %6:2 = "foo.compute"() {d.k1 = " \\#a\22", sym_name0 = {_u1 = si24, a0 = array<i64>, foo.k2 = dense<[0, -1, 11, 0]> : tensor<4xi17>}} : () -> (i17, f32)
  %7 = "my_dialect.thing"(%1#2, %3#0, %1#2) : (!tuple, memref<43x2x38xf8E4M3B11FNUZ>, !tuple) -> memref<3xf32>
  %8 = "z.nop"(%6#0, %7, %6#1) : (i17, memref<3xf32>, f32) -> none
  %9:2 = "foo.bar"(%3#1) ({
    "builtin.module"() ({
      %25:4 = "d.op_1"() : () -> (i32, tensor<8xcomplex<bf16>>, bf16, i64)
    }) : () -> ()
  }, {
  }, {
    %18 = "foo.op"(%8, %8) : (none, none) -> f64
    "z.nop"(%18, %8, %3#1) ({
      %21 = "d.op_1"(%18, %8, %18) <{x0, x1 = array<i32: -1, -2147483648>}> ({
      }) {a1 = #x<"a b">, "quoted key 0" = dense<[9.767990e+15, 0xCCA81776, -9.06709072E-37, -6.02214064E+23]> : tensor<4xf32>} : (f64, none, f64) -> none
      %22 = "d.op_1"(%7, %21, %7) : (memref<3xf32>, none, memref<3xf32>) -> i17
      %23:2 = "d.op_1"(%21, %1#0, %3#1) : (none, i1, f8E3M4) -> (tensor<?x639xf16>, tensor<i16>)
      %24 = "foo.bar"(%23#0) {_u1 = 661.916931 : f32, a2 = 1.874080e-24 : bf16, attr0 = array<i8: -1, -1, 0, 33, -1>} : (tensor<?x639xf16>) -> complex<f32>
    }) {b1 = "\9B\0A", b3 = 0 : ui16, foo.k0, my.k2 = dense<[[(23,-64), (48,-33)], [(86,-37), (42,-6)], [(9,-23), (18,-16)]]> : tensor<3x2xcomplex<i32>>} : (f64, none, f8E3M4) -> ()
    %19 = "x.y"(%5, %3#0) <{}> {sym_name0 = 5.000000e-01 : f16} : (tensor<?xbf16>, memref<43x2x38xf8E4M3B11FNUZ>) -> memref<?x3x926xi16, "shared">
    %20 = "z.nop"(%6#1, %7) <{a1 = sparse<[[1, 1], [4, 2], [1, 0], [0, 1]], [-525937739809823382, 0, 0, -1]> : tensor<6x3xi64>, "quoted key 0" = [0.000000e+00 : f16, dense<"0#\F9 0}\00\D5-"> : tensor<1x!foo.str>], "quoted key 3" = {}, sym_name2 = affine_map<(d0, d1)[s0] -> (d0 * -4 + s0, d0 ceildiv 5 - s0 - d0)>}> : (f32, memref<3xf32>) -> vector<[8]x7x[16]xi17>
  }) {"quoted key 0" = "", x1 = 1.125000e+00 : f8E3M4} : (f8E3M4) -> (complex<f32>, f64)
  %10 = "a.b"(%3#0, %7) ({
    %13 = "foo.op"(%0, %1#0) : (tensor<0x?x5x4xsi17>, i1) -> i32
    "foo.compute"(%9#1) : (f64) -> ()
    %14:4 = "foo.compute"(%0, %8) ({
      "cfx.cond_br"(%1#0, %8, %3#0)[^bb1, ^bb1] ({
        %17:2 = "bar.yield"(%2) {my.k0 = @b, value1 = tensor<vector<index>>} : (f64) -> (i1, memref<64xvector<10x6x10xindex>, 1>)
      }) : (i1, none, memref<43x2x38xf8E4M3B11FNUZ>) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      "d.op_1"(%1#1) : (i64) -> ()
    }) {foo.k0 = dense<"0x3085809191E882881ACBCFCD02927A7D848988B89189AC914282917DD86F8140BA1B827E7BFE637B8C917F7D81819380FF7E93FF667F7C04FD916EA0C7004B7E7D876D7E7E957DC4887E817C877E22808CA380A291FF8182A083CE7F7D857E00811EFD8F92FED4003F21937F99967E821D817D8191F194368780507FE881EEFF1B867EF9887C7E888180827BF61D7E9181FD937680D800C1FD7E8882828881A1898FFFFAA08081CD828101540192EE891A7E73FE157D7DFDFC997CA4FDF07EFF89D7FB218E8FCC01762501A73D9F9087A5828F861B7DFFA588927D12C88893938F8F93BF1B857FFD92007C8888867E859CFC7E9298128F1B8575818192CEDBDC1B7F3A7DB780EC86FC7F3D8C6E34F17E92FD8981879E967E81907603DF88"> : tensor<286xf8E8M0FNU>, k$1 = "%#_.\C3\A9z\C3\9F\E6\97\A5\E6\9C\AC\22"} : (tensor<0x?x5x4xsi17>, none) -> (bf16, tuple<f16, si8>, tuple<f80, bf16, i7>, tensor<6x19x!foo.t<[["x y" , 30 , -3] ?] 2>>)
    "foo.op"(%8) {a3 = ["@*\C3\A9z./'" : f32, 0x497E24E0 : f32, [-64 : i7, 0.402318597 : f32, "<!<", dense<652> : tensor<1xindex>], "\0A\0A\22\7FX\C3\A9"], attr0, k$2 = #set, z91 = !my_dialect.v<"x y">} : (none) -> ()
    %15:3 = "bar.yield"() : () -> (none, tuple<f32>, tensor<*xf4E2M1FN>)
    %16:4 = "foo.bar.baz"(%14#3, %1#0, %9#1) <{b0 = [49 : index, [unit, "b\0A}<%.\09", dense<[[1, 127, 1, 0], [0, 15, 2, 0], [1, 127, 0, 127], [9, 127, 4, 6]]> : tensor<4x4xui7>], 209326667 : si64, {}], sym_name2 = affine_set<(d0)[s0] : (2 >= 0, -d0 + 2 >= 0)>, value1 = affine_set<(d0)[s0, s1] : (d0 mod 7 - d0 - 1 >= 0)>}> {a2, b0 = -1 : index, k$1, "quoted key 3" = -1 : i64} : (tensor<6x19x!foo.t<[["x y" , 30 , -3] ?] 2>>, i1, f64) -> (!foo.param<{-5} , -5 , [{49, abc, ?}]>, tensor<1x5xcomplex<f8E5M2FNUZ>, #foo.enc<i8, ["x y" , -3]>>, tensor<*xi32>, tensor<?x?x36xi128>)
  }, {
  ^bb0(%arg0: f64):
  }) : (memref<43x2x38xf8E4M3B11FNUZ>, memref<3xf32>) -> vector<[2]xf8E3M4>
  %11:3 = "my_dialect.thing"(%0) {_u0 = array<i1: true, false, true>} : (tensor<0x?x5x4xsi17>) -> (i1024, index, tuple<si32>)
  %12:2 = "z.nop"(%11#2) : (tuple<si32>) -> (f64, ui32)
}) : () -> ()

